import type { JsonSchema, JsonType, SchemaSet } from "../json-schema/json-schema-types.js";
import { record } from "../json-schema/fast-record.js";

/**
 * How schemas are written in each OpenAPI version. 3.1 takes the builder's JSON Schema 2020-12
 * as it is. 3.0.3 has no `null` type: a type array becomes `type` plus `nullable: true`, and a
 * nullable reference becomes `{type: <the target's type>, nullable: true, allOf: [{$ref}]}`, so
 * that every `nullable` has a `type` beside it. Generators and documentation tools read this form
 * as "the referenced schema or null"; strict validators do not (3.0.3's `nullable` widens only
 * that `type`, not the `allOf`), which the README says, pointing them to the 3.1 document. 3.0 ignores
 * siblings of `$ref`, so a described reference becomes `{description, allOf: [{$ref}]}`.
 */
export interface SchemaDialect {
  readonly openapi: "3.1.0" | "3.0.3";
  readonly schema: (schema: JsonSchema) => JsonSchema;
}

/** OpenAPI 3.1.0: the 2020-12 schemas as built. */
export const OPENAPI_31: SchemaDialect = { openapi: "3.1.0", schema: (schema) => schema };

/** OpenAPI 3.0.3: nullability and `$ref` siblings rewritten; the targets' types come from the set. */
export function openApi30Dialect(set: SchemaSet): SchemaDialect {
  const targetType = (ref: string): JsonType => {
    const target = set.byName.get(ref.slice(ref.lastIndexOf("/") + 1));
    const type = target?.schema.type;
    return typeof type === "string" ? type : "object";
  };
  // The builder shares property schemas between a type's record and bodies: convert each once.
  const converted = new Map<JsonSchema, JsonSchema>();
  const convert = (schema: JsonSchema): JsonSchema => toOpenApi30(schema, targetType, converted);
  return { openapi: "3.0.3", schema: convert };
}

/** The type of a referenced schema, for `{type, nullable, allOf: [{$ref}]}`. */
type Target = (ref: string) => JsonType;
/** Rewritten schemas by their input, when the caller keeps them. */
type Cache = Map<JsonSchema, JsonSchema> | undefined;

function isNullSchema(schema: JsonSchema | undefined): boolean {
  return schema !== undefined && schema.type === "null" && Object.keys(schema).length === 1;
}

/**
 * One schema rewritten for OpenAPI 3.0.3 (the input is not changed; unchanged parts are shared).
 * `converted` remembers rewritten schemas, for inputs that share sub-schemas.
 */
export function toOpenApi30(schema: JsonSchema | false, targetType: Target, converted?: Map<JsonSchema, JsonSchema>): JsonSchema {
  if (schema === false) return NOTHING;
  const known = converted?.get(schema);
  if (known !== undefined) return known;
  const result = rewrite30(schema, targetType, converted);
  if (result !== schema) converted?.set(schema, result);
  return result;
}

/** 3.0 has no boolean schemas: `false` (no value at all) is a schema nothing satisfies, which says so. */
const NOTHING: JsonSchema = Object.freeze({ description: "No value is accepted here.", not: {} });

/** The rewriting itself, once per schema object. */
function rewrite30(schema: JsonSchema, targetType: Target, converted: Cache): JsonSchema {
  // One pass over the keys present instead of reading every keyword by name: schemas come in
  // many shapes, and named reads of absent keywords dominated the time of the conversion.
  let keys = 0;
  let rewrite = false;
  for (const key in schema) {
    keys++;
    const value = (schema as Record<string, unknown>)[key];
    if (key === "type" ? Array.isArray(value) : (NESTING.has(key) && Boolean(value)) || EXCLUSIVE.has(key)) rewrite = true;
  }
  const { anyOf } = schema;
  if (anyOf !== undefined && anyOf.length === 2 && anyOf[0]?.$ref !== undefined && isNullSchema(anyOf[1])) {
    const ref = anyOf[0].$ref;
    const widened: JsonSchema = { ...schema, anyOf: undefined, type: targetType(ref), nullable: true, allOf: [{ $ref: ref }] };
    return convert(widened, targetType, converted);
  }
  // A nullable choice of inline shapes (`anyOf: [A, B, {type: null}]`): of one type (the geo
  // kinds), that type, nullable; of several (Edm.PrimitiveType), 3.0 cannot put `nullable` beside
  // one `type`, so the schema admits any value there.
  const others = anyOf !== undefined && anyOf.length > 2 && isNullSchema(anyOf[anyOf.length - 1]) ? anyOf.slice(0, -1) : undefined;
  if (others !== undefined) {
    const shared = others[0]!.type;
    const oneType = typeof shared === "string" && others.every((s) => s.type === shared);
    return convert(oneType ? { ...schema, type: shared, nullable: true, anyOf: others } : { ...schema, anyOf: undefined }, targetType, converted);
  }
  if (keys > 1 && schema.$ref !== undefined) {
    return convert({ ...schema, $ref: undefined, allOf: [{ $ref: schema.$ref }] }, targetType, converted);
  }
  // Shared leaf schemas that need no change are kept as they are.
  if (!rewrite) return schema;
  return convert(schema, targetType, converted);
}

/** 2020-12's numeric exclusive bounds, which 3.0 writes as Booleans beside the bound. */
const EXCLUSIVE: ReadonlySet<string> = new Set(["exclusiveMinimum", "exclusiveMaximum"]);

/** The keywords holding schemas: a schema with one of them is rebuilt. */
const NESTING: ReadonlySet<string> = new Set(["properties", "items", "allOf", "anyOf"]);

/**
 * The keywords in the one order every schema is written in (the builder writes them so too).
 * Copied in one pass when the schema's own key order is that order (always, for the builder's
 * schemas), else keyword by keyword.
 */
function convert(schema: JsonSchema, targetType: Target, converted: Cache): JsonSchema {
  return convertInOrder(schema, targetType, converted) ?? convertByName(schema, targetType, converted);
}

/** The keywords' ranks in the written order. */
const RANK: ReadonlyMap<string, number> = new Map(
  [
    "description",
    "deprecated",
    "$ref",
    "type",
    "nullable",
    "format",
    "pattern",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "enum",
    "uniqueItems",
    "items",
    "minItems",
    "properties",
    "required",
    "additionalProperties",
    "allOf",
    "anyOf",
    "not",
    "default",
  ].map((keyword, rank) => [keyword, rank] as const),
);

/**
 * The conversion in the schema's own key order, or undefined when that is not the written order.
 * A schema that needs no change (an array of strings: parameter lists) is returned as it is.
 */
function convertInOrder(schema: JsonSchema, targetType: Target, converted: Cache): JsonSchema | undefined {
  const out: Record<string, unknown> = {};
  let last = -1;
  let changed = false;
  for (const key in schema) {
    const value = (schema as Record<string, unknown>)[key];
    // 3.0 writes exclusive bounds beside `minimum`/`maximum`: keyword by keyword.
    if (EXCLUSIVE.has(key)) return undefined;
    const rank = RANK.get(key);
    // Unknown keywords and undefined values are left out, as convertByName leaves them out.
    if (rank === undefined || value === undefined) {
      changed = true;
      continue;
    }
    if (rank < last) return undefined;
    last = rank;
    switch (key) {
      case "type":
        if (Array.isArray(value)) {
          changed = true;
          out.type = nonNullType(value as JsonType[]);
          if ((value as JsonType[]).length > 1) out.nullable = true;
        } else out.type = value;
        break;
      case "items": {
        const items = toOpenApi30(value as JsonSchema, targetType, converted);
        if (items !== value) changed = true;
        out.items = items;
        break;
      }
      case "properties": {
        const from = value as Record<string, JsonSchema | false>;
        const properties: [string, JsonSchema][] = [];
        for (const name of Object.keys(from)) {
          const property = toOpenApi30(from[name]!, targetType, converted);
          if (property !== from[name]) changed = true;
          properties.push([name, property]);
        }
        out.properties = record(properties);
        break;
      }
      case "allOf":
      case "anyOf": {
        const list = (value as JsonSchema[]).map((s) => toOpenApi30(s, targetType, converted));
        if (list.some((s, i) => s !== (value as JsonSchema[])[i])) changed = true;
        out[key] = list;
        break;
      }
      case "not": {
        const not = toOpenApi30(value as JsonSchema, targetType, converted);
        if (not !== value) changed = true;
        out.not = not;
        break;
      }
      default:
        out[key] = value;
    }
  }
  return changed ? (out as JsonSchema) : schema;
}

/** The one type of a type array besides `null` (3.0 has no type arrays). */
function nonNullType(type: JsonType[]): JsonType {
  // The builder's one form: `[X, "null"]`.
  if (type.length === 2 && type[1] === "null" && type[0] !== "null") return type[0]!;
  const types = type.filter((t) => t !== "null");
  if (types.length !== 1) throw new Error(`bug: no OpenAPI 3.0 form for type [${type.join(", ")}]`);
  return types[0]!;
}

/** The conversion keyword by keyword, for schemas whose keys come in another order. */
function convertByName(schema: JsonSchema, targetType: Target, converted: Cache): JsonSchema {
  const out: JsonSchema = {};
  const recurse = (s: JsonSchema): JsonSchema => toOpenApi30(s, targetType, converted);
  if (schema.description !== undefined) out.description = schema.description;
  if (schema.deprecated !== undefined) out.deprecated = schema.deprecated;
  if (schema.$ref !== undefined) out.$ref = schema.$ref;
  const type = schema.type;
  if (Array.isArray(type)) {
    out.type = nonNullType(type);
    if (type.length > 1) out.nullable = true;
  } else if (type !== undefined) {
    out.type = type;
  }
  if (schema.nullable !== undefined) out.nullable = schema.nullable;
  if (schema.format !== undefined) out.format = schema.format;
  if (schema.pattern !== undefined) out.pattern = schema.pattern;
  if (schema.minLength !== undefined) out.minLength = schema.minLength;
  if (schema.maxLength !== undefined) out.maxLength = schema.maxLength;
  if (schema.minimum !== undefined) out.minimum = schema.minimum;
  if (schema.maximum !== undefined) out.maximum = schema.maximum;
  // 3.0's exclusive bounds are Booleans that make `minimum`/`maximum` exclusive: the tighter bound wins.
  if (typeof schema.exclusiveMinimum === "number") {
    if (out.minimum === undefined || schema.exclusiveMinimum >= out.minimum) Object.assign(out, { minimum: schema.exclusiveMinimum, exclusiveMinimum: true });
  }
  if (typeof schema.exclusiveMaximum === "number") {
    if (out.maximum === undefined || schema.exclusiveMaximum <= out.maximum) Object.assign(out, { maximum: schema.exclusiveMaximum, exclusiveMaximum: true });
  }
  if (schema.enum !== undefined) out.enum = schema.enum;
  if (schema.uniqueItems !== undefined) out.uniqueItems = schema.uniqueItems;
  if (schema.items !== undefined) out.items = recurse(schema.items);
  if (schema.minItems !== undefined) out.minItems = schema.minItems;
  if (schema.properties !== undefined) {
    const from = schema.properties;
    out.properties = record(Object.keys(from).map((name) => [name, toOpenApi30(from[name]!, targetType, converted)]));
  }
  if (schema.required !== undefined) out.required = schema.required;
  if (schema.additionalProperties !== undefined) out.additionalProperties = schema.additionalProperties;
  if (schema.allOf !== undefined) out.allOf = schema.allOf.map(recurse);
  if (schema.anyOf !== undefined) out.anyOf = schema.anyOf.map(recurse);
  if (schema.not !== undefined) out.not = recurse(schema.not);
  if (schema.default !== undefined) out.default = schema.default;
  return out;
}
