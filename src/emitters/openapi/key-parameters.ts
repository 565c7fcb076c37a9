import type { OpenAPIV3 } from "openapi-types";
import type { ComplexType, EntityType, Model } from "../../model/types.js";
import { keyField, keyParameters } from "../common/output-names.js";
import type { JsonSchema } from "../json-schema/json-schema-types.js";
import { typeSchema, type ValueScope } from "../json-schema/value-schemas.js";

/**
 * The path parameters of a record's key (OData URL Conventions 4.01, section 4.3.1), named as
 * the key segment of the path names them (`keySegment` in `output-names.ts`): the property name,
 * or the key alias for a key through a complex property. Guid keys carry `format: uuid` and the
 * ABNF pattern, like every Guid. `type` is the entity type that declares the key.
 */
export function keyPathParameters(
  model: Model,
  scope: ValueScope,
  complexTypes: ReadonlyMap<string, ComplexType>,
  type: EntityType,
): OpenAPIV3.ParameterObject[] {
  const names = keyParameters(model, type);
  return type.key.map((part, index) => {
    const property = keyField(complexTypes, type, part.path);
    const quoted = names[index]?.quoted ?? false;
    const prefix = names[index]?.literalPrefix;
    const what = property?.description ?? `The key ${part.path}.`;
    // In the parenthesised form a string-like value is a quoted literal; as a path segment of
    // its own (key-as-segment, OData URL Conventions 4.01, section 4.3.6) it is the bare value.
    const inQuotes = quoted && model.service.keyPathStyle !== "segment";
    const description = !quoted
      ? what
      : !inQuotes
        ? `${sentence(what)} Written as the bare value, without quotes, percent-encoded where a path segment needs it.`
        : `${sentence(what)} Written in single quotes${prefix ? ` after ${prefix}` : ""} in the path; a quote inside the value is doubled.`;
    const valueSchema = property ? typeSchema(scope, property.type, property.facets, "read") : { type: "string" as const };
    const schema = inQuotes ? quotedLiteralSchema(valueSchema) : valueSchema;
    return {
      name: names[index]?.name ?? part.alias ?? part.path,
      in: "path",
      required: true,
      description,
      schema: schema as OpenAPIV3.SchemaObject,
    };
  });
}

/**
 * A string key between quotes is written with each quote doubled (`'O''Neil'`), so the path
 * parameter holds the escaped text: a length limit of the value becomes a pattern that counts a
 * doubled quote as one character, and a lone quote, which ends the literal, is refused.
 */
function quotedLiteralSchema(schema: JsonSchema): JsonSchema {
  if (schema.type !== "string" || schema.pattern !== undefined || schema.$ref !== undefined) return schema;
  const { maxLength, ...rest } = schema;
  if (maxLength === undefined) return { ...rest, pattern: ANY_QUOTED };
  // Go's regexp (RE2) refuses a repeat count above 1,000, and with it the whole document: beyond
  // that, the escaped text may be twice the value's length (every character a doubled quote).
  if (maxLength > MAX_REPEAT) return { ...rest, maxLength: 2 * maxLength, pattern: ANY_QUOTED };
  return { ...rest, pattern: `^(?:[^']|''){0,${maxLength}}$` };
}

const ANY_QUOTED = "^(?:[^']|'')*$";
const MAX_REPEAT = 1000;

/** Ends a text with a full stop, so that another sentence can follow. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The entity type that declares `type`'s key: itself, or the nearest base type with a key. */
export function keyDeclaringType(entityTypes: ReadonlyMap<string, EntityType>, type: EntityType): EntityType {
  let current: EntityType | undefined = type;
  while (current && current.ownKey.length === 0 && current.baseType !== undefined) current = entityTypes.get(current.baseType);
  return current && current.ownKey.length > 0 ? current : type;
}
