import type { OpenAPIV3 } from "openapi-types";
import { deprecationOf } from "../../model/deprecation.js";
import type { EntityType, Operation, OperationImport, Parameter, TypedValue } from "../../model/types.js";
import type { JsonSchema } from "../json-schema/json-schema-types.js";
import { collectionSchemaName, readSchemaName } from "../json-schema/schema-names.js";
import { actionBodySchema } from "../json-schema/structured-schemas.js";
import { constrainedTypeSchema, operationValueSchema, type ValueScope } from "../json-schema/value-schemas.js";
import { nonBindingParameters } from "../common/body-rules.js";
import type { PathContext } from "./entity-set-paths.js";
import { emptyResponse, JSON_MEDIA_TYPE, withErrors } from "./responses.js";
import { withArticle } from "../../model/names.js";

/**
 * Paths of actions and functions (OData URL Conventions 4.01, sections 4.5 and 11.5.4), as the
 * OASIS CSDL-to-OpenAPI mapping writes them:
 *
 * - an action import is `POST /<Import>`, its parameters the members of a JSON object body;
 * - a function import is `GET /<Import>`, its parameters query options: in an OData 4.01 service
 *   by name (implicit parameter aliases: `/ProductsByRating?Rating=5`), in a 4.0 service as
 *   parameter aliases named in the path (`/ProductsByRating(Rating=@Rating)?@Rating=5`, and `()`
 *   when there are none), which is what 4.0 requires;
 * - a bound action or function is invoked on what it is bound to: `/<Set>/<Namespace>.<Name>` for
 *   a collection binding parameter, `/<Set>({key})/<Namespace>.<Name>` (or `/<Singleton>/…`) for
 *   a single one, also when the binding parameter is of a base type of the set's type (the
 *   schema's alias instead of its namespace when it has one); one bound to a type derived from
 *   the set's type after a type-cast segment, `/<Set>({key})/<Namespace>.<Derived>/<Namespace>.<Name>`.
 *
 * The response is the value the operation returns (OData JSON Format 4.01, section 11): a record
 * or complex value as itself, a collection of records in the collection envelope, other values in
 * `{"value": …}`; 204 when it returns nothing (or null).
 */

type Paths = [string, OpenAPIV3.PathItemObject][];

/** The tag of operation imports that name no entity set. */
export const SERVICE_OPERATIONS_TAG = "Service Operations";

/** operationIds: the import's name (imports share the container's names with sets, so it is unique); `<Owner>.<Namespace>.<Name>` when bound. */
function boundOperationId(owner: string, namespace: string, operation: Operation): string {
  return `${owner}.${namespace}.${operation.name}`;
}

/**
 * `id`, or `id-action` / `id-function` when a navigation's operationId already has that text
 * (`Items.Tiny.get` of a navigation `Tiny` and of an action `get` in namespace `Tiny`).
 */
function uniqueId(id: string, operation: Operation, taken: Set<string>): string {
  const unique = taken.has(id) ? `${id}-${operation.kind}` : id;
  taken.add(unique);
  return unique;
}

/** `POST /<Import>` or `GET /<Import>` (`GET /<Import>(<aliases>)` in a 4.0 service). */
export function operationImportPath(context: PathContext, element: OperationImport, tag: string): [string, OpenAPIV3.PathItemObject] {
  const operation = unboundOperation(context, element);
  const invocation = invoke(context, operation, [], {
    tags: [tag],
    summary: element.description ?? operation.description ?? `Invoke ${element.kind} ${element.name}`,
    operationId: element.name,
    ...(deprecationOf(element.annotations) !== undefined ? { deprecated: true } : {}),
  });
  return [`/${element.name}${functionSuffix(context, operation)}`, invocation];
}

/** Whether function parameters are passed by name (4.01) or as aliases named in the path (4.0). */
function implicitAliases(context: PathContext): boolean {
  return context.model.service.odataVersion !== "4.0";
}

/** `(p=@p,q=@q)` after a function's name in a 4.0 service (also `()` without parameters); nothing otherwise. */
function functionSuffix(context: PathContext, operation: Operation): string {
  if (operation.kind !== "function" || implicitAliases(context)) return "";
  const parameters = nonBindingParameters(operation);
  return `(${parameters.map((p) => `${p.name}=@${p.name}`).join(",")})`;
}

/** The paths of the operations bound to the records of `type` reached at `collectionPath` / `recordPath`. */
export function boundOperationPaths(
  context: PathContext,
  owner: string,
  type: EntityType,
  paths: {
    readonly collection?: string;
    readonly record?: string;
    /** The parameters of the record path (its key, and its container's). */
    readonly key?: readonly (OpenAPIV3.ReferenceObject | OpenAPIV3.ParameterObject)[];
    /** The parameters of the collection path: none for a set's, its container's for contained records. */
    readonly collectionParameters?: readonly (OpenAPIV3.ReferenceObject | OpenAPIV3.ParameterObject)[];
  },
  takenIds: Set<string>,
  tag = owner,
): Paths {
  const result: Paths = [];
  // Alias-qualified when the schema has an alias, as the OASIS mapping writes it (both forms are valid in URLs).
  const namespace = context.model.service.alias ?? context.model.service.namespace;
  const types = lineage(context, type.name);
  for (const operation of context.model.operations) {
    const binding = operation.isBound ? operation.parameters[0] : undefined;
    if (!binding || binding.type.kind !== "entity") continue;
    // Bound to a type derived from the records' type: invoked after a type-cast segment, on the
    // records of that type (OData URL Conventions 4.01, sections 4.11 and 4.5).
    const own = types.has(binding.type.name);
    if (!own && !lineage(context, binding.type.name).has(type.name)) continue;
    const cast = own ? undefined : binding.type.name;
    const base = binding.collection ? paths.collection : paths.record;
    if (base === undefined) continue;
    const which = cast === undefined ? "" : ` of type ${cast}`;
    const item = invoke(context, operation, binding.collection ? (paths.collectionParameters ?? []) : (paths.key ?? []), {
      tags: [tag],
      summary: operation.description ?? `Invoke ${operation.kind} ${operation.name} on ${binding.collection ? `the ${owner} records${which}` : `${withArticle(owner)} record${which}`}`,
      operationId: uniqueId(boundOperationId(cast === undefined ? owner : `${owner}.${cast}`, namespace, operation), operation, takenIds),
    });
    const segment = cast === undefined ? "" : `/${namespace}.${cast}`;
    result.push([`${base}${segment}/${namespace}.${operation.name}${functionSuffix(context, operation)}`, item]);
  }
  return result;
}

/** An entity type and its base types, up the chain. */
function lineage(context: PathContext, typeName: string): Set<string> {
  const names = new Set<string>();
  for (let name: string | undefined = typeName; name !== undefined; name = context.entityTypes.get(name)?.baseType) names.add(name);
  return names;
}

/** The path item invoking `operation`: POST with a body for an action, GET with query options for a function. */
function invoke(
  context: PathContext,
  operation: Operation,
  key: readonly (OpenAPIV3.ReferenceObject | OpenAPIV3.ParameterObject)[],
  given: { tags: string[]; summary: string; operationId: string; deprecated?: boolean },
): OpenAPIV3.PathItemObject {
  const heading = given.deprecated || deprecationOf(operation.annotations) === undefined ? given : { ...given, deprecated: true };
  const parameters = nonBindingParameters(operation);
  const responses = withErrors(returnResponses(context, operation));
  const item: OpenAPIV3.PathItemObject = key.length > 0 ? { parameters: [...key] } : {};
  if (operation.kind === "action") {
    const body = parameters.length > 0 ? actionBody(context.scope, operation) : undefined;
    item.post = { ...heading, ...(body ? { requestBody: body } : {}), responses };
  } else {
    const prefix = implicitAliases(context) ? "" : "@";
    const query = parameters.map((parameter) => functionParameter(context, parameter, prefix));
    item.get = { ...heading, ...(query.length > 0 ? { parameters: query } : {}), responses };
  }
  return item;
}

/** The unbound action or function an import refers to. */
function unboundOperation(context: PathContext, element: OperationImport): Operation {
  const operation = context.model.operations.find((o) => o.kind === element.kind && !o.isBound && o.name === element.operation);
  if (!operation) throw new Error(`bug: ${element.kind} import '${element.name}' has no unbound ${element.kind} '${element.operation}'`);
  return operation;
}

/** An action's request body: the schema of its JSON Schema file (`<Action>.json`), inline. */
function actionBody(scope: ValueScope, action: Operation): OpenAPIV3.RequestBodyObject {
  return { description: "The action's parameters.", required: true, content: { [JSON_MEDIA_TYPE]: { schema: actionBodySchema(scope, action) as OpenAPIV3.SchemaObject } } };
}

// A string literal in a URL: single quotes, a quote inside doubled (OData ABNF `string`).
const STRING_LITERAL = "'(?:[^']|'')*'";

/**
 * A word of the OData ABNF in either case (`[Dd][Uu]…`): ABNF strings are case-insensitive
 * (RFC 5234, section 2.3), as the key and body patterns already read designators.
 */
function anyCase(word: string): string {
  return word.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
}

const NULL_WORD = anyCase("null");

/** The URL literal `null` as a query option's text. */
const NULL_LITERAL: JsonSchema = Object.freeze({ type: "string", pattern: `^${NULL_WORD}$` });

/** A query option's schema: a string of the given literal form, or the literal `null` too. */
function literal(pattern: string, nullable: boolean): JsonSchema {
  return { type: "string", pattern: nullable ? `^(?:${NULL_WORD}|${pattern})$` : `^${pattern}$` };
}

/**
 * A function parameter as a query option (named `@<name>`, an alias, in a 4.0 service), in URL
 * literal form (OData ABNF, `primitiveLiteral`): numbers, Booleans, Guids, dates and times as in
 * JSON but without quotes; strings in single quotes; durations and enumeration members in single
 * quotes (with the type's qualified name before them in a 4.0 service, where it is required);
 * binary values as `binary'…'`; geography and geometry values as their WKT literals; complex
 * values, collections and streams as JSON.
 */
function functionParameter(context: PathContext, parameter: Parameter, prefix: string): OpenAPIV3.ParameterObject {
  const scope = context.scope;
  const v40 = !implicitAliases(context);
  const notes: string[] = [];
  let schema: JsonSchema;
  const primitive = primitiveName(scope, parameter);
  if (parameter.collection || parameter.type.kind === "complex" || parameter.type.kind === "entity" || primitive === "Stream" || primitive === "Untyped") {
    schema = parameter.nullable ? { type: "string" } : { type: "string", minLength: 1 };
    notes.push("Written as JSON.");
  } else if (parameter.type.kind === "enum") {
    const { namespace, alias } = context.model.service;
    const qualified = `${namespace}.${parameter.type.name}`;
    const names = [namespace, ...(alias !== undefined ? [alias] : [])].map((n) => escapeRegExp(`${n}.${parameter.type.name}`));
    schema = literal(`(?:${names.join("|")})${v40 ? "" : "?"}${STRING_LITERAL}`, parameter.nullable);
    notes.push(v40 ? `A member name in single quotes after the type name, such as ${qualified}'Name'.` : "A member name in single quotes.");
  } else if (primitive === "String") {
    schema = literal(STRING_LITERAL, parameter.nullable);
    notes.push("In single quotes, a quote inside doubled.");
  } else if (primitive === "Duration") {
    const prefix = anyCase("duration");
    schema = literal(`${v40 ? prefix : `(?:${prefix})?`}'[-+]?[Pp][0-9DTHMSdthms.]*'`, parameter.nullable);
    notes.push(`An ISO 8601 duration in single quotes, such as ${v40 ? "duration" : ""}'P1DT2H'.`);
  } else if (primitive === "Binary") {
    schema = literal(`${anyCase("binary")}'[A-Za-z0-9_=-]*'`, parameter.nullable);
    notes.push("Base64url in single quotes after `binary`.");
  } else if (primitive !== undefined && /^(Geography|Geometry)/.test(primitive)) {
    const kind = primitive.startsWith("Geography") ? "geography" : "geometry";
    schema = literal(`${anyCase(kind)}'[^']*'`, parameter.nullable);
    notes.push(`A well-known-text literal such as ${kind}'SRID=4326;Point(1 2)'.`);
  } else {
    // Numbers, Booleans, Guids, dates and times are bare in a URL, as in JSON; so is null, the
    // literal `null`, which a query option carries as that text (not JSON's null).
    const value = constrainedTypeSchema(scope, parameter, "body");
    schema = parameter.nullable ? { anyOf: [value, NULL_LITERAL] } : value;
    notes.push(parameter.nullable ? "Written bare, without quotes; `null` for no value." : "Written bare, without quotes.");
  }
  // The model's description ends its sentence before the notes on the literal form follow.
  const own = parameter.description === undefined || notes.length === 0 || /[.!?]$/.test(parameter.description) ? parameter.description : `${parameter.description}.`;
  const description = [own, ...notes].filter((text) => text !== undefined).join(" ");
  return {
    name: `${prefix}${parameter.name}`,
    in: "query",
    required: true,
    ...(description ? { description } : {}),
    schema: schema as OpenAPIV3.SchemaObject,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The primitive type of a value (through a type definition), if it has one. */
function primitiveName(scope: ValueScope, value: TypedValue): string | undefined {
  if (value.type.kind === "primitive") return value.type.name;
  if (value.type.kind === "typeDefinition") return scope.typeDefinitions.get(value.type.name)?.underlyingType;
  return undefined;
}

/** The success responses of an operation, by what it returns. */
function returnResponses(context: PathContext, operation: Operation): Record<string, OpenAPIV3.ResponseObject> {
  const returned = operation.returnType;
  if (!returned) return { "204": emptyResponse(`The ${operation.kind} succeeded; it returns nothing.`) };
  const description = returned.description ?? `What ${operation.name} returns.`;
  if (returned.type.kind === "entity" && returned.collection) {
    return { "200": body(description, { $ref: context.schemaRef(collectionSchemaName(returned.type.name)) }) };
  }
  if ((returned.type.kind === "entity" || returned.type.kind === "complex") && !returned.collection) {
    const success: Record<string, OpenAPIV3.ResponseObject> = { "200": body(description, { $ref: context.schemaRef(readSchemaName(returned.type.name)) }) };
    if (returned.nullable) success["204"] = emptyResponse(`${operation.name} returned null.`);
    return success;
  }
  // `valueSchema` writes a collection as an array of its items.
  const value = operationValueSchema(context.scope, returned, undefined, "read");
  const success: Record<string, OpenAPIV3.ResponseObject> = {
    "200": body(description, { type: "object", properties: { value }, required: ["value"] }),
  };
  // A null single value has no representation (OData JSON Format 4.01, section 11): 204.
  if (returned.nullable && !returned.collection) success["204"] = emptyResponse(`${operation.name} returned null.`);
  return success;
}

function body(description: string, schema: JsonSchema): OpenAPIV3.ResponseObject {
  return { description, content: { [JSON_MEDIA_TYPE]: { schema: schema as OpenAPIV3.SchemaObject } } };
}
