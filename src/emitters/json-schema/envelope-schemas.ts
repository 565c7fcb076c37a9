import type { EntityType, EnumType } from "../../model/types.js";
import { controlInformationNames } from "../common/body-rules.js";
import { flagsPattern, flagsTokens } from "../common/patterns.js";
import type { JsonSchema } from "./json-schema-types.js";
import { readSchemaName } from "./schema-names.js";
import { deprecate, describe, type ValueScope } from "./value-schemas.js";

/**
 * The shapes the OData JSON format defines around the records: the collection envelope and the
 * error body; and the enum types, written as their member names.
 */

const CONTROL_INFORMATION: Record<"context" | "count" | "nextLink", JsonSchema> = {
  context: { description: "The context URL of the response.", type: "string" },
  count: { description: "The total number of records matching the request, when $count=true was asked for.", type: "integer", minimum: 0 },
  nextLink: { description: "The URL of the next page, present while more records follow.", type: "string" },
};

/**
 * A collection of records as a list request or a collection-valued navigation returns it (OData
 * JSON Format 4.01, sections 4.5 and 12): `value` beside the `@odata.context`, `@odata.count`
 * and `@odata.nextLink` control information (in a 4.01 service also without the `odata.` prefix,
 * `controlInformationNames`). Open, for other annotations (`@odata.deltaLink`).
 */
export function collectionSchema(scope: ValueScope, type: EntityType): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const name of ["context", "count", "nextLink"] as const) {
    for (const member of controlInformationNames(scope.model, name)) properties[member] = CONTROL_INFORMATION[name];
  }
  return {
    description: `A collection of ${type.name} records, as a list request or a collection-valued navigation returns it.`,
    type: "object",
    properties: { ...properties, value: { type: "array", items: { $ref: scope.ref(readSchemaName(type.name)) } } },
    required: ["value"],
  };
}

const ERROR_ITEM_PROPERTIES: Record<string, JsonSchema> = {
  code: { description: "A service-defined error code.", type: "string" },
  message: { description: "A human-readable message.", type: "string" },
  target: { description: "The target of the error, such as a property name.", type: ["string", "null"] },
};

/**
 * The OData error response body (OData JSON Format 4.01, section 21.1): `error` with `code` and
 * `message` required, optional `target`, `details` and `innererror` (an object); open for annotations.
 */
export function errorSchema(): JsonSchema {
  return {
    description: "The OData error response body, sent with every 4xx and 5xx status.",
    type: "object",
    properties: {
      error: {
        type: "object",
        properties: {
          ...ERROR_ITEM_PROPERTIES,
          details: {
            description: "Further errors that caused this one.",
            type: "array",
            items: { type: "object", properties: ERROR_ITEM_PROPERTIES, required: ["code", "message"] },
          },
          innererror: { description: "Service-specific diagnostics; their shape is not part of the interface.", type: "object" },
        },
        required: ["code", "message"],
      },
    },
    required: ["error"],
  };
}

/**
 * An enum value as OData JSON writes it (OData JSON Format 4.01, section 7.1): the member name;
 * for a flags enum, member names (or member values) separated by commas, or `0` for no flag. A
 * plain enum's numeric form is not accepted: every value it can hold has a member name, the
 * representation the format prefers, and the types name the members.
 */
export function enumSchema(type: EnumType): JsonSchema {
  const names = type.members.map((m) => m.name);
  if (!type.isFlags) return deprecate(describe({ type: "string", enum: names }, type.description), type.annotations);
  // Member names are identifiers and values digits: nothing to escape in the pattern.
  const schema: JsonSchema = { type: "string", pattern: flagsPattern(flagsTokens(type.members)) };
  const values = type.members.map((m) => `${m.name} = ${m.value}`).join(", ");
  const text = `Flags: one or more of ${names.join(", ")}, separated by commas; or their values (${values}); 0 for none.`;
  return deprecate(describe(schema, type.description === undefined ? text : `${type.description}\n\n${text}`), type.annotations);
}
