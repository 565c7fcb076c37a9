import { decimalBound } from "../../model/decimal-bounds.js";
import { valueConstraints } from "../../model/validation-constraints.js";
import type { EnumType, Facets, Model, PrimitiveTypeName, TypeDefinition, TypeRef } from "../../model/types.js";
import { hasDerivedValues, partialInPatch } from "../common/body-rules.js";
import { typeScriptTypeName } from "../common/output-names.js";
import { INTEGER_RANGES } from "./runtime-module.js";
import { arrayOf, leaf, nullableIf, type ZodExpr } from "./zod-expr.js";

/** What value schemas need to know about the model: the model, its enums and type definitions by name. */
export interface ValueScope {
  readonly model: Model;
  readonly enums: ReadonlyMap<string, EnumType>;
  readonly typeDefinitions: ReadonlyMap<string, TypeDefinition>;
}

/** Indexes the model's enums and type definitions. */
export function valueScope(model: Model): ValueScope {
  return {
    model,
    enums: new Map(model.enumTypes.map((t) => [t.name, t] as const)),
    typeDefinitions: new Map(model.typeDefinitions.map((t) => [t.name, t] as const)),
  };
}

/** The schema name of a type's read record (and of complex and enum types): `<Type>Schema`. */
export function schemaName(type: string): string {
  return `${type}Schema`;
}

// Leaves are immutable: one object per distinct expression keeps the 1,000-type bench light on garbage.
const LEAVES = new Map<string, ZodExpr>();
function cachedLeaf(code: string, type: string): ZodExpr {
  let found = LEAVES.get(code);
  if (!found) LEAVES.set(code, (found = leaf(code, type)));
  return found;
}

/** An exported constant of the runtime module, typed by itself. */
function constantLeaf(code: string): ZodExpr {
  return cachedLeaf(code, `typeof ${code}`);
}

const STRING = leaf("z.string()", "z.ZodString");
const NUMBER = leaf("z.number()", "z.ZodNumber");

/** Where a value appears: complex values have a read shape, a (closed) request-body shape, and a PATCH shape that requires no member. */
export type ValueContext = "read" | "body" | "patch";

/** The schema name of a complex type's value inside a request body: `<Type>BodySchema`. */
export function complexBodySchemaName(type: string): string {
  return `${type}BodySchema`;
}

/** The schema name of a complex type's value inside a PATCH body: `<Type>PatchSchema` (`partialInPatch`). */
export function complexPatchSchemaName(type: string): string {
  return `${type}PatchSchema`;
}

/** The schema a body checks a complex value with: `<Type>BodySchema`, or `<Type>BodyOrDerivedSchema` where it may be of a derived type. */
export function complexBodyAtName(model: Model, type: string): string {
  return hasDerivedValues(model, type) ? `${type}BodyOrDerivedSchema` : complexBodySchemaName(type);
}

/**
 * A primitive value as OData JSON writes it (OData JSON Format 4.01, section 7.1): numbers for
 * the numeric types, strings checked by pattern for Guid, Binary and the temporal types, GeoJSON
 * objects for the geo types; the same rules as the JSON Schemas' `primitiveSchema`.
 */
function primitiveExpr(name: PrimitiveTypeName, facets: Facets): ZodExpr {
  switch (name) {
    case "Boolean":
      return leaf("z.boolean()", "z.ZodBoolean");
    case "String":
      return typeof facets.maxLength === "number" ? cachedLeaf(`edm.string(${facets.maxLength})`, "z.ZodString") : STRING;
    case "AnnotationPath":
    case "PropertyPath":
    case "NavigationPropertyPath":
      return STRING;
    case "DateTimeOffset":
    case "TimeOfDay":
    case "Duration": {
      const base = `edm.${name[0]!.toLowerCase()}${name.slice(1)}`;
      return facets.precision === undefined ? constantLeaf(base) : cachedLeaf(`edm.precise(${base}, ${facets.precision})`, "z.ZodString");
    }
    case "Binary":
      // MaxLength counts bytes, not base64url characters.
      return typeof facets.maxLength === "number" ? cachedLeaf(`edm.binaryOf(${facets.maxLength})`, "z.ZodString") : constantLeaf("edm.binary");
    case "Guid":
    case "Date":
    case "Int64":
      return constantLeaf(`edm.${name[0]!.toLowerCase()}${name.slice(1)}`);
    case "Byte":
    case "SByte":
    case "Int16":
    case "Int32": {
      const [min, max] = INTEGER_RANGES[name];
      return cachedLeaf(`edm.int(${min}, ${max})`, "z.ZodNumber");
    }
    case "Decimal": {
      const bound = decimalBound(facets);
      return bound === undefined ? NUMBER : cachedLeaf(`edm.decimal(${bound})`, "z.ZodNumber");
    }
    case "Double":
      return NUMBER;
    case "Single":
      return constantLeaf("edm.single");
    case "ComplexType":
    case "EntityType":
      return leaf("z.record(z.string(), z.unknown())", "z.ZodRecord<z.ZodString, z.ZodUnknown>");
    default:
      break;
  }
  const geo = /^(?:Geography|Geometry)(.*)$/.exec(name);
  if (geo) {
    return constantLeaf(`edm.geo.${geo[1] === "" ? "Any" : geo[1]}`);
  }
  if (name === "PrimitiveType") return constantLeaf("edm.primitive");
  // Stream and Untyped: any JSON value.
  return leaf("z.unknown()", "z.ZodUnknown");
}

/** The schema of one value of `type` (not collection-wrapped, not nullable). */
export function typeExpr(scope: ValueScope, type: TypeRef, facets: Facets, context: ValueContext): ZodExpr {
  switch (type.kind) {
    case "primitive":
      return primitiveExpr(type.name, facets);
    case "typeDefinition": {
      const definition = scope.typeDefinitions.get(type.name);
      if (!definition) throw new Error(`unresolved type definition '${type.name}'`);
      return primitiveExpr(definition.underlyingType, { ...definition.facets, ...facets });
    }
    case "enum":
      return { kind: "ref", schema: schemaName(type.name), module: type.name, structured: false };
    case "complex":
      if (context === "patch") return { kind: "ref", schema: complexPatchSchemaName(type.name), module: type.name, structured: true, tsType: `${typeScriptTypeName(type.name)}Patch` };
      return context !== "read"
        ? { kind: "ref", schema: complexBodyAtName(scope.model, type.name), module: type.name, structured: true, tsType: `${typeScriptTypeName(type.name)}${hasDerivedValues(scope.model, type.name) ? "BodyOrDerived" : "Body"}` }
        : { kind: "ref", schema: schemaName(type.name), module: type.name, structured: true, tsType: typeScriptTypeName(type.name) };
    case "entity":
      return { kind: "ref", schema: schemaName(type.name), module: type.name, structured: true, tsType: typeScriptTypeName(type.name) };
  }
}

/**
 * A structural property's value: a collection's `Nullable` applies to its items, the collection
 * itself is never null (OData CSDL XML 4.01, section 7.2.1).
 */
export function propertyValueExpr(
  scope: ValueScope,
  property: { readonly type: TypeRef; readonly facets: Facets; readonly collection: boolean; readonly nullable: boolean; readonly annotations?: Readonly<Record<string, unknown>> },
  context: ValueContext,
): ZodExpr {
  // In a PATCH body only a value `partialInPatch` takes its PATCH form; others are as in any body.
  const item = withConstraints(scope, property, typeExpr(scope, property.type, property.facets, context === "patch" && !partialInPatch(scope.model, property) ? "body" : context));
  return property.collection ? arrayOf(nullableIf(property.nullable, item)) : nullableIf(property.nullable, item);
}

/**
 * A value's schema with the constraints the model holds it to (`valueConstraints`), as the JSON
 * Schemas write them: the allowed values as literals (the model checked that each meets the
 * type's other constraints, so the literals alone say it), a String's patterns (each must match) read
 * with the `u` flag as ajv reads `pattern`, a number's bounds as `.gte`/`.gt`, `.lte`/`.lt`.
 */
function withConstraints(scope: ValueScope, property: { readonly type: TypeRef; readonly annotations?: Readonly<Record<string, unknown>> }, item: ZodExpr): ZodExpr {
  const { patterns, minimum, maximum, allowedValues } = valueConstraints(property, scope.typeDefinitions);
  if (item.kind !== "leaf") return item;
  if (allowedValues !== undefined) {
    const literals = allowedValues.map((value) => JSON.stringify(value));
    return leaf(`z.literal([${literals.join(", ")}])`, `z.ZodLiteral<${literals.join(" | ")}>`);
  }
  if (patterns !== undefined) return leaf(`${item.code}${patterns.map((pattern) => `.regex(new RegExp(${JSON.stringify(pattern)}, "u"))`).join("")}`, item.type);
  if (minimum === undefined && maximum === undefined) return item;
  const low = minimum === undefined ? "" : `.${minimum.exclusive ? "gt" : "gte"}(${JSON.stringify(minimum.value)})`;
  const high = maximum === undefined ? "" : `.${maximum.exclusive ? "lt" : "lte"}(${JSON.stringify(maximum.value)})`;
  return leaf(`${item.code}${low}${high}`, "z.ZodNumber");
}
