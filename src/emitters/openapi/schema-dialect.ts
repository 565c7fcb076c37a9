import type { JsonSchema, JsonType, SchemaSet } from "../json-schema/json-schema-types.js";

/**
 * How schemas are written in each OpenAPI version. 3.1 takes the builder's JSON Schema 2020-12
 * as it is. 3.0.3 has no `null` type: a type array becomes `type` plus `nullable: true`, and a
 * nullable reference becomes `{type: <the target's type>, nullable: true, allOf: [{$ref}]}`, so
 * that every `nullable` has a `type` beside it (strictly, 3.0.3's `nullable` widens only that
 * `type`, not the `allOf`; tools read this form as "the referenced schema or null"). 3.0 ignores
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
  const convert = (schema: JsonSchema): JsonSchema => toOpenApi30(schema, targetType);
  return { openapi: "3.0.3", schema: convert };
}

function isNullSchema(schema: JsonSchema | undefined): boolean {
  return schema !== undefined && schema.type === "null" && Object.keys(schema).length === 1;
}

/** One schema rewritten for OpenAPI 3.0.3 (the input is not changed; unchanged parts are shared). */
export function toOpenApi30(schema: JsonSchema, targetType: (ref: string) => JsonType): JsonSchema {
  const { anyOf } = schema;
  if (anyOf !== undefined && anyOf.length === 2 && anyOf[0]?.$ref !== undefined && isNullSchema(anyOf[1])) {
    const ref = anyOf[0].$ref;
    return convert({ ...schema, anyOf: undefined, type: targetType(ref), nullable: true, allOf: [{ $ref: ref }] }, targetType);
  }
  if (schema.$ref !== undefined && Object.keys(schema).length > 1) {
    return convert({ ...schema, $ref: undefined, allOf: [{ $ref: schema.$ref }] }, targetType);
  }
  // Shared leaf schemas that need no change are kept as they are.
  if (!Array.isArray(schema.type) && !schema.properties && !schema.items && !schema.allOf && !schema.anyOf) return schema;
  return convert(schema, targetType);
}

/**
 * The keywords in the one order every schema is written in (the builder writes them so too);
 * written out one by one, which is much faster than copying unknown keys.
 */
function convert(schema: JsonSchema, targetType: (ref: string) => JsonType): JsonSchema {
  const out: JsonSchema = {};
  const recurse = (s: JsonSchema): JsonSchema => toOpenApi30(s, targetType);
  if (schema.description !== undefined) out.description = schema.description;
  if (schema.$ref !== undefined) out.$ref = schema.$ref;
  const type = schema.type;
  if (Array.isArray(type)) {
    const types = type.filter((t) => t !== "null");
    if (types.length !== 1) throw new Error(`bug: no OpenAPI 3.0 form for type [${type.join(", ")}]`);
    out.type = types[0];
    if (types.length < type.length) out.nullable = true;
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
  if (schema.enum !== undefined) out.enum = schema.enum;
  if (schema.uniqueItems !== undefined) out.uniqueItems = schema.uniqueItems;
  if (schema.items !== undefined) out.items = recurse(schema.items);
  if (schema.minItems !== undefined) out.minItems = schema.minItems;
  if (schema.properties !== undefined) {
    const properties: Record<string, JsonSchema> = {};
    for (const name of Object.keys(schema.properties)) properties[name] = recurse(schema.properties[name]!);
    out.properties = properties;
  }
  if (schema.required !== undefined) out.required = schema.required;
  if (schema.additionalProperties !== undefined) out.additionalProperties = schema.additionalProperties;
  if (schema.allOf !== undefined) out.allOf = schema.allOf.map(recurse);
  if (schema.anyOf !== undefined) out.anyOf = schema.anyOf.map(recurse);
  return out;
}
