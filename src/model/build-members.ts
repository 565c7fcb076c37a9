import { plural } from "../diagnostics/plural.js";
import type { RawFacets, RawField, RawFieldObject, RawTyped, RawTypedObject } from "../metadata-loader/raw-types.js";
import type { ParsedFile, PathSegment } from "../metadata-loader/parse-yaml.js";
import type { BuildContext, Declared } from "./build-context.js";
import { decimalDigitsProblem } from "./decimal-bounds.js";
import { checkEnumLiteral, checkPrimitiveLiteral, decimalKey, significantDigits, SINGLE_MAX } from "./literals.js";
import { mayHoldRoundedNumbers } from "./written-numbers.js";
import { isGeoType, isSimpleIdentifier } from "./names.js";
import type { TypeKind, TypeResolver } from "./resolve-type.js";
import type { BodyRequirementRule, EnumType, Facets, PrimitiveTypeName, Property, TypeDefinition, TypedValue, TypeRef } from "./types.js";
import { checkAbstractValueType } from "./abstract-types.js";
import { underlyingPrimitive } from "./underlying-primitive.js";
import { allowedValuesProblem, defaultConstraintProblem, VALIDATION } from "./validation-constraints.js";
import { annotationKeyOf } from "./annotation-terms.js";

/** What member builders need besides the context: type resolution and the already built enums and type definitions. */
export interface MemberScope {
  readonly ctx: BuildContext;
  readonly types: TypeResolver;
  readonly enums: ReadonlyMap<string, EnumType>;
  readonly typeDefinitions: ReadonlyMap<string, TypeDefinition>;
  readonly bodyRequirement: BodyRequirementRule;
  readonly odataVersion: "4.0" | "4.01";
}

const FACET_TYPES: Record<keyof RawFacets, (t: PrimitiveTypeName) => boolean> = {
  maxLength: (t) => t === "String" || t === "Binary",
  precision: (t) => t === "Decimal" || t === "DateTimeOffset" || t === "Duration" || t === "TimeOfDay",
  scale: (t) => t === "Decimal",
  srid: (t) => isGeoType(t),
  unicode: (t) => t === "String",
};

const FACET_NAMES = Object.keys(FACET_TYPES) as (keyof RawFacets)[];


/** Reads the facets of a raw element, reporting each facet that does not apply to the type (EDM0402). */
export function buildFacets(scope: MemberScope, raw: RawFacets, type: TypeRef | undefined, declared: Declared<unknown>, path: readonly PathSegment[]): Facets {
  const facets: { -readonly [K in keyof Facets]: Facets[K] } = {};
  const primitive = type ? underlyingPrimitive(type, scope.typeDefinitions) : undefined;
  for (const facet of FACET_NAMES) {
    const value = raw[facet];
    if (value === undefined) continue;
    if (type && (!primitive || !FACET_TYPES[facet](primitive))) {
      scope.ctx.report("EDM0402", { facet, type: type.name }, scope.ctx.at(declared, [...path, facet]));
      continue;
    }
    (facets as Record<string, unknown>)[facet] = value;
  }
  checkFacetValues(scope, facets, primitive, type, declared, path);
  return facets;
}

const TEMPORAL_TYPES: ReadonlySet<PrimitiveTypeName> = new Set(["DateTimeOffset", "Duration", "TimeOfDay"]);

/** Facet values the type cannot take (EDM0408): more than 12 fractional digits of seconds, a scale above the precision. */
function checkFacetValues(scope: MemberScope, facets: Facets, primitive: PrimitiveTypeName | undefined, type: TypeRef | undefined, declared: Declared<unknown>, path: readonly PathSegment[]): void {
  if (!type || !primitive) return;
  const report = (facet: string, detail: string) => scope.ctx.report("EDM0408", { facet, type: type.name, temporal: TEMPORAL_TYPES.has(primitive), detail }, scope.ctx.at(declared, [...path, facet], false));
  const { precision, scale } = facets;
  if (TEMPORAL_TYPES.has(primitive) && typeof precision === "number" && precision > 12) report("precision", `is ${precision}, but seconds take at most 12 fractional digits`);
  if (primitive === "Decimal" && typeof precision === "number" && typeof scale === "number" && scale > precision) report("scale", `is ${scale}, more than the precision ${precision}`);
  if (primitive === "Decimal" && precision === 0) report("precision", "is 0, but a Decimal's precision is at least 1");
}

/** Checks the name of a member and reports EDM0201 when it is not an identifier. */
export function checkMemberName(scope: Pick<MemberScope, "ctx">, kind: string, name: string, declared: Declared<unknown>, path: readonly PathSegment[]): boolean {
  if (isSimpleIdentifier(name)) return true;
  scope.ctx.report("EDM0201", { kind, name }, scope.ctx.at(declared, path));
  return false;
}

const FIELD_KINDS: readonly TypeKind[] = ["primitive", "enum", "complex", "typeDefinition"];

/** Builds one field of a structured type. `isKey` gives key fields their defaults (non-nullable, computed). */
export function buildProperty(
  scope: MemberScope,
  declared: Declared<unknown>,
  owner: string,
  name: string,
  rawField: RawField,
  isKey: boolean,
): Property | undefined {
  const path: PathSegment[] = ["fields", name];
  const raw: RawFieldObject = typeof rawField === "string" ? { type: rawField } : rawField;
  const nameOk = checkMemberName(scope, "field", name, declared, path);
  const typeAt = scope.ctx.at(declared, typeof rawField === "string" ? path : [...path, "type"], false);
  const type = scope.types.resolve(raw.type, FIELD_KINDS, `field '${name}' of '${owner}'`, typeAt);
  if (!nameOk || !type) return undefined;
  checkAbstractValueType(scope, type, raw.collection ?? false, `field '${name}' of '${owner}'`, typeAt);
  const nullable = raw.nullable ?? !isKey;
  const computed = raw.computed ?? isKey;
  // A flags default is written `Read,Write` in CSDL (its ABNF has no spaces): `Read, Write` is read as that.
  const defaultValue = raw.default === undefined ? undefined : type.kind === "enum" ? String(raw.default).split(",").map((part) => part.trim()).join(",") : String(raw.default);
  const facets = buildFacets(scope, raw, type, declared, path);
  checkInheritedAllowedValues(scope, { type, facets, ...(raw.annotations !== undefined ? { annotations: raw.annotations } : {}) }, declared, path, `field '${owner}.${name}'`, "field");
  const primitive = underlyingPrimitive(type, scope.typeDefinitions);
  if (primitive === "Stream" && raw.collection) scope.ctx.report("EDM0409", { what: `field '${name}' of '${owner}'` }, scope.ctx.at(declared, [...path, "collection"], false));
  // A Double or Single default is the double YAML read; another number type's must keep its digits.
  let written: string | undefined;
  const source = () => (written ??= scalarSource(declared, [...path, "default"]));
  const lostDigits = typeof raw.default === "number" && primitive !== "Double" && primitive !== "Single" ? lostDigitsProblem(raw.default, source, declared.file) : undefined;
  // A text default written without quotes that YAML has read as a number or a boolean of another
  // spelling (`1.50` as 1.5, `0x1F` as 31, `True` as true): the text written is lost. (`42` is 42.)
  if (raw.default !== undefined && typeof raw.default !== "string" && primitive === "String" && type.kind !== "enum" && source() !== String(raw.default)) {
    const detail = `YAML reads it as ${typeof raw.default === "number" ? "a number" : "a boolean"} (${JSON.stringify(raw.default)}), not as the text written; put it in quotes`;
    scope.ctx.report("EDM0403", { value: source() ?? defaultValue!, type: type.name, detail }, scope.ctx.at(declared, [...path, "default"], false));
  } else if (lostDigits !== undefined) {
    // As written, not as YAML has rounded it.
    scope.ctx.report("EDM0403", { value: source() ?? defaultValue!, type: type.name, detail: lostDigits }, scope.ctx.at(declared, [...path, "default"], false));
  } else if (defaultValue !== undefined) checkDefault(scope, defaultValue, { type, facets, annotations: raw.annotations }, declared, [...path, "default"]);
  // A collection's `Nullable` speaks of its items: the collection itself is never null, and one left
  // out of a create or replace is set to an empty collection (OData Protocol 4.01, sections 11.4.2, 11.4.3).
  const requiredByRule = scope.bodyRequirement === "non-nullable" && !nullable && defaultValue === undefined && !computed && !(raw.collection ?? false);
  // Built field by field rather than with conditional spreads (a temporary object and a generic
  // copy per spread, for every field of the model); the key order is the same.
  const property: { -readonly [K in keyof Property]: Property[K] } = { name, type, collection: raw.collection ?? false, nullable } as Property;
  if (raw.description !== undefined) property.description = raw.description;
  property.computed = computed;
  property.immutable = raw.immutable ?? false;
  property.requiredInBodies = raw.required ?? requiredByRule;
  property.isStream = primitive === "Stream";
  property.facets = facets;
  if (defaultValue !== undefined) property.defaultValue = defaultValue;
  property.filterable = raw.filterable ?? true;
  property.annotations = raw.annotations ?? {};
  property.declaredIn = owner;
  property.source = scope.ctx.source(declared, path);
  return property;
}

/** Builds a parameter or return type of an action or function; entity types are allowed there. */
export function buildTypedValue(
  scope: MemberScope,
  declared: Declared<unknown>,
  path: readonly PathSegment[],
  rawTyped: RawTyped,
  where: string,
): (TypedValue & { description?: string }) | undefined {
  const raw: RawTypedObject = typeof rawTyped === "string" ? { type: rawTyped } : rawTyped;
  const typeAt = scope.ctx.at(declared, typeof rawTyped === "string" ? path : [...path, "type"], false);
  const type = scope.types.resolve(raw.type, ["primitive", "enum", "complex", "typeDefinition", "entity"], where, typeAt);
  if (!type) return undefined;
  checkAbstractValueType(scope, type, raw.collection ?? false, where, typeAt);
  const facets = buildFacets(scope, raw, type, declared, path);
  checkInheritedAllowedValues(scope, { type, facets }, declared, path, where, where.startsWith("parameter") ? "parameter" : "return type");
  return {
    type,
    collection: raw.collection ?? false,
    nullable: raw.nullable ?? true,
    facets,
    ...(raw.description !== undefined ? { description: raw.description } : {}),
  };
}

/**
 * A field, parameter or return type of a type definition without allowed values of its own is held
 * to the type definition's in every output, beside its own facets and constraints: a value they
 * refuse could never be sent (EDM0240, at the value; a fault of the list itself is reported once,
 * on the type definition, and one of the value's own list where that is given).
 */
function checkInheritedAllowedValues(
  scope: MemberScope,
  value: { readonly type: TypeRef; readonly facets: Facets; readonly annotations?: Readonly<Record<string, unknown>> },
  declared: Declared<unknown>,
  path: readonly PathSegment[],
  element: string,
  noun: string,
): void {
  // Without facets or annotations of its own, a value is its type definition's alone.
  if (value.type.kind !== "typeDefinition" || (Object.keys(value.facets).length === 0 && value.annotations === undefined)) return;
  const allowed = allowedValuesProblem(value, scope.typeDefinitions, noun);
  if (allowed?.inherited === undefined) return;
  const key = annotationKeyOf(scope.typeDefinitions.get(allowed.inherited)!.annotations, `${VALIDATION}AllowedValues`)!;
  scope.ctx.report("EDM0240", { annotation: key.replace(/^@/, ""), element: `${element} (of type definition '${allowed.inherited}')`, detail: allowed.problem }, scope.ctx.at(declared, path));
}

/**
 * YAML reads an unquoted number as a double: an integer beyond 2^53 - 1, or a number written with
 * more than 15 significant digits (the scalar's own text), has lost some already.
 */
function lostDigitsProblem(value: number, source: () => string | undefined, file: ParsedFile): string | undefined {
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    return "beyond 2^53 - 1 a YAML number loses digits (it reads as the nearest double); write the value as a string";
  }
  // Only a file with sixteen digits in a row or a three-digit exponent can hold a number a double rounds.
  if (!mayHoldRoundedNumbers(file)) return undefined;
  const text = source();
  // A safe integer written as one is exact whatever its digits (9007199254740991 has 16).
  if (text === undefined || /^[-+]?\d+$/.test(text)) return undefined;
  if (significantDigits(text) > 15) return "a YAML number keeps 15 significant digits (it reads as the nearest double); write the value as a string";
  const key = decimalKey(text);
  return key !== undefined && key !== decimalKey(String(value)) ? `beyond a double's range a YAML number loses its value (it reads as ${value}); write the value as a string` : undefined;
}

/** The text of a scalar as written in its file (read only for the rare defaults that need it). */
function scalarSource(declared: Declared<unknown>, path: readonly PathSegment[]): string | undefined {
  const node = declared.file.positions().document.getIn([...declared.path, ...path], true) as { range?: [number, number, number] } | undefined;
  return node?.range ? declared.file.text.slice(node.range[0], node.range[1]).trim() : undefined;
}


/**
 * What the validators would refuse of a default the type's literal syntax accepts: fractional
 * seconds beyond a temporal precision, more bytes than a Binary's maxLength, a Single beyond its range.
 */
function facetProblem(value: string, primitive: string, facets: Facets): string | undefined {
  if ((primitive === "DateTimeOffset" || primitive === "TimeOfDay" || primitive === "Duration") && typeof facets.precision === "number") {
    const fraction = /\.(\d+)(?:S|Z|[+-]\d{2}:\d{2}|$)/i.exec(value)?.[1] ?? "";
    if (fraction.length > facets.precision) return `it has ${plural(fraction.length, "digit")} of fractional seconds, more than the field's precision ${facets.precision}`;
  }
  if (primitive === "Binary" && typeof facets.maxLength === "number") {
    const bytes = Math.floor((value.replace(/=+$/, "").length * 3) / 4);
    if (bytes > facets.maxLength) return `it holds ${plural(bytes, "byte")}, more than the field's maxLength ${facets.maxLength}`;
  }
  if (primitive === "Single" && Number.isFinite(Number(value)) && Math.abs(Number(value)) > SINGLE_MAX) return "it is beyond the range of Edm.Single (about ±3.4e38)";
  return undefined;
}

function checkDefault(
  scope: MemberScope,
  value: string,
  field: { readonly type: TypeRef; readonly facets: Facets; readonly annotations?: Readonly<Record<string, unknown>> },
  declared: Declared<unknown>,
  path: readonly PathSegment[],
): void {
  const { type, facets } = field;
  let problem: string | undefined;
  if (type.kind === "enum") {
    const enumType = scope.enums.get(type.name);
    problem = enumType ? checkEnumLiteral(value, enumType) : undefined;
  } else if (type.kind === "complex" || type.kind === "entity") {
    problem = "structured types have no default values";
  } else {
    const primitive = underlyingPrimitive(type, scope.typeDefinitions);
    problem = primitive ? checkPrimitiveLiteral(value, primitive) : undefined;
    const effective = type.kind === "typeDefinition" ? { ...scope.typeDefinitions.get(type.name)?.facets, ...facets } : facets;
    const maxLength = effective.maxLength;
    if (problem === undefined && primitive === "Decimal") problem = decimalDigitsProblem(value, effective);
    // Characters, as the validators count them (code points).
    if (problem === undefined && primitive === "String" && typeof maxLength === "number" && [...value].length > maxLength) {
      problem = `it is ${[...value].length} characters long, more than the field's maxLength ${maxLength}`;
    }
    if (problem === undefined && primitive !== undefined) problem = facetProblem(value, primitive, effective);
    // The outputs state the default beside the constraints they check: it must meet them.
    if (problem === undefined) problem = defaultConstraintProblem(value, field, scope.typeDefinitions);
  }
  if (problem) scope.ctx.report("EDM0403", { value, type: type.name, detail: problem }, scope.ctx.at(declared, path, false));
}
