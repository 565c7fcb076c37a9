import type { RawFacets, RawField, RawFieldObject, RawRelationship, RawStructuredType } from "../metadata-loader/raw-types.js";
import { checkEnumLiteral, checkPrimitiveLiteral } from "../model/literals.js";
import type { EnumType, Facets, TypeRef } from "../model/types.js";
import { allowedValuesProblem, defaultConstraintProblem, VALIDATION, type TypeDefinitions } from "../model/validation-constraints.js";
import { convertTypeDefinition, definitionFacets } from "./convert-types.js";
import { CORE, ElementAnnotations } from "./element-annotations.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import { facetsOf, isNavigation, namedMembers, nonEmpty, put, type ResolvedType, type Scope } from "./scope.js";

const ON_DELETE = new Set(["Cascade", "None", "SetNull", "SetDefault"]);

/** What the container analysis found out about properties: the ones every set of their type lists as non-filterable. */
export type NonFilterable = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * An entity or complex type (CSDL 6 and 9) in the format: base type, flags, key (with aliases),
 * fields and relationships in document order.
 */
export function convertStructured(scope: Scope, name: string, object: JsonObject, nonFilterable: NonFilterable): RawStructuredType {
  const kind = object.$Kind === "EntityType" ? "entity type" : "complex type";
  const result: RawStructuredType = {};
  const annotations = new ElementAnnotations(scope, object, "", `${kind} '${name}'`);
  put(result, "description", annotations.description());
  if (object.$Abstract === true) result.abstract = true;
  if (object.$OpenType === true) result.openType = true;
  if (typeof object.$BaseType === "string") {
    const base = scope.typeOf(object, "$BaseType", "", `base type of ${kind} '${name}'`);
    if (base !== undefined) result.base = base.written;
    const open = openBase(scope, object);
    if (object.$OpenType === false && open !== undefined) {
      // A type derived from an open type is open (CSDL 4.01, section 6.1.4); the format has no closed one below it.
      scope.ctx.notCarried(`OpenType=false of ${kind} '${name}'`, `its base type '${open}' is open, and a type derived from an open type is open too (CSDL 4.01, section 6.1.4); imported as open`, scope.ctx.at(object, "$OpenType"));
    }
  }
  const keyNames = new Set<string>();
  if (Array.isArray(object.$Key)) {
    result.key = object.$Key.map((part) => {
      if (typeof part === "string") {
        keyNames.add(part);
        return part;
      }
      // `{"Alias": "Path"}`; an annotation of the key part (`@…`) is not the alias.
      const [alias, path] = Object.entries(asObject(part) ?? {}).find(([k, v]) => !k.includes("@") && typeof v === "string") ?? ["", ""];
      return { path: String(path), alias };
    });
  }
  if (object.$HasStream === true) result.hasStream = true;
  for (const [member, value] of namedMembers(object)) {
    const memberObject = asObject(value);
    if (!memberObject) continue;
    if (isNavigation(memberObject)) {
      const relationship = convertNavigation(scope, name, member, memberObject);
      if (relationship) (result.relationships ??= {})[member] = relationship;
    } else {
      const field = convertProperty(scope, name, member, memberObject, keyNames.has(member), nonFilterable.get(name)?.has(member) ?? false);
      if (field) (result.fields ??= {})[member] = field;
    }
  }
  put(result, "annotations", nonEmpty(annotations.rest()));
  return result;
}

/** The nearest open type among a type's base types, if any (cycles end the walk; they are reported elsewhere). */
function openBase(scope: Scope, object: JsonObject): string | undefined {
  const seen = new Set<JsonObject>([object]);
  for (let current = object; typeof current.$BaseType === "string"; ) {
    const base = scope.resolveType(current.$BaseType);
    if (typeof base === "string" || base.kind === "primitive" || seen.has(base.object)) return undefined;
    if (base.object.$OpenType === true) return base.name;
    seen.add(base.object);
    current = base.object;
  }
  return undefined;
}

function convertProperty(scope: Scope, owner: string, name: string, object: JsonObject, isKey: boolean, nonFilterable: boolean): RawField | undefined {
  const describe = `property '${owner}/${name}'`;
  const type = scope.typeOf(object, "$Type", "Edm.String", describe);
  if (type === undefined) return undefined;
  if (type.kind === "entity") {
    scope.ctx.invalid(describe, `a structural property cannot have the entity type '${type.name}'`, scope.ctx.at(object, "$Type"));
    return undefined;
  }
  const annotations = new ElementAnnotations(scope, object, "", describe);
  const field: RawFieldObject = { type: type.written };
  if (object.$Collection === true) field.collection = true;
  const nullable = object.$Nullable === true;
  if (isKey && nullable) scope.ctx.invalid(describe, "is part of the key and must not be nullable", scope.ctx.at(object));
  // The format's defaults: key fields non-nullable and computed, other fields nullable.
  if (!isKey && !nullable) field.nullable = false;
  put(field, "description", annotations.description());
  const computed = flag(scope, annotations.take(`${CORE}.Computed`), describe, "Computed");
  if (isKey ? computed !== true : computed === true) field.computed = !isKey;
  if (flag(scope, annotations.take(`${CORE}.Immutable`), describe, "Immutable") === true) field.immutable = true;
  if (nonFilterable) field.filterable = false;
  if (object.$DefaultValue !== undefined) put(field, "default", defaultValue(scope, object, type, describe));
  Object.assign(field, facetsOf(scope, object, type, describe));
  // The outputs check allowed values (EDM0240): values they cannot check, or the field could never take, would stop the model loading.
  annotations.dropIf(`${VALIDATION}AllowedValues`, () => allowedValuesFault(scope, type, field, annotations.remaining()));
  dropFacetsRefusingAllowedValues(scope, object, type, field, annotations.remaining(), describe, "field");
  // A default the carried constraints refuse would be EDM0403 in the imported model.
  const refused = field.default === undefined ? undefined : defaultFault(scope, type, field, String(field.default), annotations.remaining());
  if (refused !== undefined) {
    scope.ctx.notCarried(`default value '${field.default}' of ${describe}`, refused, scope.ctx.at(object, "$DefaultValue"));
    delete field.default;
  }
  put(field, "annotations", nonEmpty(annotations.rest()));
  return Object.keys(field).length === 1 ? field.type : field;
}

/** A Boolean term value (Core.Computed, Core.Immutable); dynamic values cannot become settings. */
function flag(scope: Scope, taken: { value: JsonValue; location: ReturnType<Scope["ctx"]["at"]> } | undefined, describe: string, term: string): boolean | undefined {
  if (taken === undefined) return undefined;
  if (typeof taken.value === "boolean") return taken.value;
  scope.ctx.notCarried(`annotation 'Core.${term}' on ${describe}`, "its value is not a constant Boolean", taken.location);
  return undefined;
}

function defaultValue(scope: Scope, object: JsonObject, type: ResolvedType, describe: string): string | undefined {
  const value = String(object.$DefaultValue);
  let problem: string | undefined;
  if (type.kind === "enum") problem = checkEnumLiteral(value, enumOf(type.name, type.object));
  else if (type.kind === "complex") problem = "structured types have no default values";
  else {
    const primitive = scope.primitiveOf(type);
    problem = primitive ? checkPrimitiveLiteral(value, primitive) : undefined;
  }
  if (problem === undefined) return value;
  scope.ctx.notCarried(`default value '${value}' of ${describe}`, problem, scope.ctx.at(object, "$DefaultValue"));
  return undefined;
}

function enumOf(name: string, object: JsonObject): EnumType {
  const members = namedMembers(object).map(([member, value]) => ({ name: member, value: Number(value), annotations: {}, source: { file: "", line: 0, column: 0 } }));
  return { kind: "enum", name, underlyingType: "Int32", isFlags: object.$IsFlags === true, members, annotations: {}, source: { file: "", line: 0, column: 0 } };
}

function convertNavigation(scope: Scope, owner: string, name: string, object: JsonObject): RawRelationship | undefined {
  const describe = `navigation property '${owner}/${name}'`;
  const target = scope.typeOf(object, "$Type", "", describe);
  if (target === undefined) return undefined;
  if (target.kind !== "entity") {
    scope.ctx.notCarried(describe, `its target '${target.name}' is not an entity type`, scope.ctx.at(object, "$Type"));
    return undefined;
  }
  const annotations = new ElementAnnotations(scope, object, "", describe);
  const collection = object.$Collection === true;
  let partner = typeof object.$Partner === "string" ? object.$Partner : undefined;
  const partnerObject = partner === undefined ? undefined : scope.member(target.name, partner);
  if (partner !== undefined && (!partnerObject || !isNavigation(partnerObject))) {
    scope.ctx.notCarried(`partner '${partner}' of ${describe}`, `'${target.name}' has no navigation property '${partner}'`, scope.ctx.at(object, "$Partner"));
    partner = undefined;
  }
  const partnerCollection = partner !== undefined && partnerObject?.$Collection === true;
  // Cardinality as the format writes it, seen from this end; the partner's multiplicity gives the other end.
  const cardinality = collection ? (partnerCollection ? "N:N" : "1:N") : partner !== undefined && !partnerCollection ? "1:1" : "N:1";
  const relationship: RawRelationship = { target: target.written, cardinality };
  if (!collection) {
    const nullable = object.$Nullable === true;
    if (nullable !== (cardinality === "N:1")) relationship.nullable = nullable;
  }
  put(relationship, "partner", partner);
  if (object.$ContainsTarget === true) relationship.containsTarget = true;
  if (typeof object.$OnDelete === "string") {
    if (ON_DELETE.has(object.$OnDelete)) relationship.onDelete = object.$OnDelete as RawRelationship["onDelete"];
    else scope.ctx.invalid(`OnDelete of ${describe}`, `'${object.$OnDelete}' is not Cascade, None, SetNull or SetDefault`, scope.ctx.at(object, "$OnDelete"));
  }
  if (object.$ReferentialConstraint !== undefined) {
    scope.ctx.notCarried(`referential constraint of ${describe}`, "the format has no referential constraints", scope.ctx.at(object, "$ReferentialConstraint"));
  }
  new ElementAnnotations(scope, object, "$OnDelete", `the OnDelete of ${describe}`).dropAll("the format has no annotations on OnDelete");
  put(relationship, "description", annotations.description());
  put(relationship, "annotations", nonEmpty(annotations.rest()));
  return relationship;
}

/** Why a property's `Validation.AllowedValues` would be EDM0240 in the imported model, if it would. */
function allowedValuesFault(scope: Scope, type: ResolvedType, field: RawFieldObject, remaining: Readonly<Record<string, unknown>>): string | undefined {
  const subject = constrainedValue(scope, type, field, remaining);
  const fault = subject === undefined ? undefined : allowedValuesProblem(subject.value, subject.definitions);
  return fault === undefined ? undefined : `it ${fault.problem}`;
}

/**
 * Leaves out a field's or parameter's own facets (maxLength, precision, scale) where they refuse one
 * of its type definition's allowed values, which the imported model would report (EDM0240).
 */
export function dropFacetsRefusingAllowedValues(scope: Scope, object: JsonObject, type: ResolvedType, value: RawFacets, remaining: Readonly<Record<string, unknown>>, describe: string, noun: string): void {
  if (type.kind !== "typeDefinition") return;
  const subject = constrainedValue(scope, type, value, remaining);
  const fault = subject === undefined ? undefined : allowedValuesProblem(subject.value, subject.definitions, noun);
  if (fault?.inherited === undefined) return;
  for (const [facet, member] of [["maxLength", "$MaxLength"], ["precision", "$Precision"], ["scale", "$Scale"]] as const) {
    if (value[facet] === undefined) continue;
    scope.ctx.notCarried(`facet ${member.slice(1)} of ${describe}`, `with it, type definition '${fault.inherited}''s Validation.AllowedValues ${fault.problem}`, scope.ctx.at(object, member));
    delete value[facet];
  }
}

/** Why a property's default would be EDM0403 in the imported model for the constraints carried with it (allowed values, pattern, bounds). */
function defaultFault(scope: Scope, type: ResolvedType, field: RawFieldObject, defaultValue: string, remaining: Readonly<Record<string, unknown>>): string | undefined {
  const subject = constrainedValue(scope, type, field, remaining);
  return subject === undefined ? undefined : defaultConstraintProblem(defaultValue, subject.value, subject.definitions);
}

/** A property of a primitive type or type definition as the model's constraints read it, with that type definition. */
function constrainedValue(scope: Scope, type: ResolvedType, field: RawFacets, remaining: Readonly<Record<string, unknown>>): { value: { type: TypeRef; facets: Facets; annotations: Readonly<Record<string, unknown>> }; definitions: TypeDefinitions } | undefined {
  const underlyingType = scope.primitiveOf(type);
  if (underlyingType === undefined || (type.kind !== "primitive" && type.kind !== "typeDefinition")) return undefined;
  const typeRef: TypeRef = type.kind === "primitive" ? { kind: "primitive", name: type.name } : { kind: "typeDefinition", name: type.name };
  // The type definition's annotations as the imported model carries them (its unusable allowed values left out).
  const definitions = new Map(type.kind === "typeDefinition" ? [[type.name, { underlyingType, facets: definitionFacets(type.object, underlyingType), annotations: convertTypeDefinition(scope, type.name, type.object)?.annotations ?? {} }]] : []);
  const facets: Facets = { ...(typeof field.maxLength === "number" ? { maxLength: field.maxLength } : {}), ...(typeof field.precision === "number" ? { precision: field.precision } : {}), ...(field.scale !== undefined ? { scale: field.scale } : {}) };
  return { value: { type: typeRef, facets, annotations: remaining }, definitions };
}
