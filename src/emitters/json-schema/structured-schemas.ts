import type { ComplexType, EntityType, NavigationProperty, Operation, Property, StructuredType } from "../../model/types.js";
import {
  bindMemberNames,
  linkForms,
  bindableNavigations,
  bodyVariants,
  boundSetOf,
  complexBodyProperties,
  createBodyProperties,
  createRequiredProperties,
  hasPatchSemantics,
  nonBindingParameters,
  ownTypeNames,
  readNavigations,
  readProperties,
  readRequiredProperties,
  referencesInBodies,
  typeMemberNames,
  updateBodyProperties,
  updateRequiredProperties,
  updateBodyIsCreateBody,
  updateBodyServesBoth,
  updateRequiresFields,
  withWithheld,
} from "../common/body-rules.js";
import { defaultPayloadValue } from "../common/default-values.js";
import { record } from "./fast-record.js";
import type { JsonSchema } from "./json-schema-types.js";
import { deprecate, describe, expandedNavigationSchema, operationValueSchema, propertySchema, type ValueScope } from "./value-schemas.js";
import { withArticle } from "../../model/names.js";

/**
 * The shapes of an entity type (the OASIS CSDL-to-OpenAPI mapping's `Entity`, `Entity-create`,
 * `Entity-update`, and `Entity-patch` where PUT and PATCH both update it) and the two of a complex
 * type, and the bodies of sites whose records or values may be of a derived type. Inherited members are written
 * out (no `allOf` over the base type): a body must reject unknown properties, which
 * `additionalProperties: false` can only do for properties listed beside it, in every dialect.
 */

/** The record as read: open (instance annotations such as `@odata.etag` may appear). */
export function readRecordSchema(scope: ValueScope, type: StructuredType): JsonSchema {
  const properties: [string, JsonSchema][] = [];
  for (const property of readProperties(type)) properties.push([property.name, propertySchema(scope, property, "read")]);
  for (const navigation of readNavigations(type)) properties.push([navigation.name, expandedNavigationSchema(scope, navigation)]);
  return deprecate(describe(objectSchema(record(properties), names(readRequiredProperties(type)), "open"), type.description), type.annotations);
}

/** The body of a create request (POST on the set). */
export function createBodySchema(scope: ValueScope, type: EntityType): JsonSchema {
  const description = `Request body that creates ${withArticle(type.name)} record: the fields a client may set. ${unknownText(type)}${linkFormText(scope, type)}`;
  return describe(bodySchema(scope, type, createBodyProperties(type), createRequiredProperties(type)), description);
}

/**
 * The body of an update request (PUT replaces the record, PATCH changes the fields sent): `body`
 * "update" is the type's update body (the PUT one where some site replaces with PUT), "patch" the
 * PATCH body of a type also replaced with PUT. When it admits and requires exactly what the create
 * body does (`createRef` writes the reference to that body, when there is one), it is a described
 * reference to it instead of a second copy of every member: a third less to write, read and
 * validate in the OpenAPI documents.
 */
export function updateBodySchema(scope: ValueScope, type: EntityType, createRef?: () => string, body: "update" | "patch" = "update"): JsonSchema {
  const description =
    body === "update" && updateBodyServesBoth(scope.model, type.name)
      ? `Request body that replaces ${withArticle(type.name)} record (PUT: fields left out are reset to their defaults) or updates it (PATCH: only the fields sent change). ${unknownText(type)}${linkFormText(scope, type)}`
      : body === "update" && updateRequiresFields(scope.model, type.name)
        ? `Request body that replaces ${withArticle(type.name)} record (PUT): fields left out are reset to their defaults. ${unknownText(type)}${linkFormText(scope, type)}`
        : `Request body that updates ${withArticle(type.name)} record (PATCH): only the fields sent change. ${unknownText(type)}${linkFormText(scope, type)}`;
  const context = hasPatchSemantics(scope.model, type.name, body) ? "patch" : "body";
  // A PATCH body's fields carry no default (`propertySchema`), where the create body's may.
  const differsByDefaults = context === "patch" && createBodyProperties(type).some((p) => defaultPayloadValue(p, scope.typeDefinitions) !== undefined);
  if (createRef && !differsByDefaults && updateBodyIsCreateBody(scope.model, type, body)) return { description, $ref: createRef() };
  return describe(bodySchema(scope, type, updateBodyProperties(type), updateRequiredProperties(scope.model, type, body), context), description);
}

/**
 * A complex value inside a request body, or a complex type used as a whole body (the phase
 * change); `form` "patch": in a PATCH body (`Address-patch`), the same members, none required, its
 * own complex values partial in turn (OData Protocol 4.01, section 11.4.3: PATCH applies to
 * complex properties recursively; a collection is replaced whole).
 */
export function complexBodySchema(scope: ValueScope, type: ComplexType, form: "body" | "patch" = "body"): JsonSchema {
  const body = complexBodyProperties(type);
  const members: [string, JsonSchema][] = [...typeMembers(scope, type), ...body.map((property): [string, JsonSchema] => [property.name, propertySchema(scope, property, form)])];
  // Its relationships are linked inside the value as an entity's are in a body.
  members.push(...linkMembers(scope, type));
  const properties = record(withWithheldFalse(type, members));
  const required = form === "patch" ? [] : names(body.filter((p) => p.requiredInBodies));
  const schema = objectSchema(properties, required, bodyMembers(type));
  const pairs = [...typeNamePair(scope), ...bindableNavigations(type).flatMap((navigation) => pairsOf(linkForms(scope.model, navigation)))];
  if (pairs.length > 0) schema.not = notBoth(pairs);
  const article = withArticle(type.name);
  const where = form === "patch" ? "a PATCH body: only the members sent change" : "a request body";
  const text = `${article.charAt(0).toUpperCase()}${article.slice(1)} value in ${where}. ${unknownText(type)}`;
  return describe(schema, type.description === undefined ? text : `${type.description}\n\n${text}`);
}

/**
 * The body a site of `type` takes where its records (or values) may also be of a derived type:
 * the type's own body (unless it is abstract) or a derived type's, which then names its type
 * (OData JSON Format 4.01, section 4.5.3: a value of a type derived from the expected one carries
 * `@odata.type`). Each variant's own body admits only its own type name, so at most one matches.
 */
export function orDerivedBodySchema(scope: ValueScope, type: StructuredType, body: "create" | "update" | "patch" | "value", nameOf: (typeName: string) => string): JsonSchema {
  const variants = bodyVariants(scope.model, type, body === "update" || body === "patch" ? "update" : "value");
  const members = typeMemberNames(scope.model);
  // The name is required (in 4.01 either name will do), and named in `properties` too (any value:
  // the body checks it), as linters and ajv's strict mode ask of a `required`. The body is an
  // `allOf` beside them rather than a `$ref` with siblings: the same in every dialect, and read
  // as an intersection by client generators such as openapi-typescript, which drop a `$ref`'s siblings.
  const named = (name: string): JsonSchema =>
    members.length === 1
      ? { type: "object", properties: { [members[0]!]: {} }, required: [members[0]!], allOf: [{ $ref: scope.ref(name) }] }
      : { type: "object", allOf: [{ $ref: scope.ref(name) }], anyOf: members.map((member) => ({ properties: { [member]: {} }, required: [member] })) };
  const options = variants.map((variant) => (variant === type ? { $ref: scope.ref(nameOf(variant.name)) } : named(nameOf(variant.name))));
  const description = orDerivedText(scope, type, body);
  // One option (an abstract type with one concrete derived type) is that option, not a choice of one.
  return options.length === 1 ? { description, ...options[0]! } : { description, anyOf: options };
}

function orDerivedText(scope: ValueScope, type: StructuredType, body: "create" | "update" | "patch" | "value"): string {
  const derived = bodyVariants(scope.model, type).filter((variant) => variant !== type).map((variant) => variant.name);
  const naming = `names its type in ${typeMemberNames(scope.model).join(" or ")}`;
  const noun = body === "value" ? "value" : "record";
  const which = type.abstract
    ? `${noun === "value" ? "a value" : "a record"} of a type derived from the abstract ${type.name} (${derived.join(", ")})`
    : `${withArticle(type.name)} ${noun} or ${noun === "value" ? "a value" : "a record"} of a type derived from it (${derived.join(", ")})`;
  const whose = type.abstract ? `, which ${naming}` : `; a derived type's body ${naming}`;
  // An update of an abstract type's own fields is that type's body, without a type name (`bodyVariants`).
  const updateWhose = type.abstract ? `; a body of ${type.name}'s own fields alone needs no type name, a derived type's body ${naming}` : whose;
  switch (body) {
    case "create":
      return `Request body that creates ${which}: the body of the record's type${whose}.`;
    case "update":
      return `Request body that updates ${which}: the body of the record's own type (an update does not change it)${updateWhose}.`;
    case "patch":
      return `Request body that updates ${which} with PATCH (only the fields sent change): the PATCH body of the record's own type (an update does not change it)${updateWhose}.`;
    case "value":
      return `${which.charAt(0).toUpperCase()}${which.slice(1)} in a request body: the body of the value's type${whose}.`;
  }
}

/**
 * `@odata.type` (and `@type` in 4.01) in a body: absent, or naming the body's own type
 * (`ownTypeNames`). In 4.01 the two are one member under two names, so a body sends one of them.
 */
function typeMembers(scope: ValueScope, type: StructuredType): [string, JsonSchema][] {
  // No record or value is of an abstract type (CSDL 4.01, section 6.1.2): a body never names it.
  if (type.abstract) return [];
  const names = ownTypeNames(scope.model, type.name);
  const members = typeMemberNames(scope.model);
  const either = members.length > 1 ? ` Send ${members.join(" or ")}, not both.` : "";
  const description = `The type of the value, when the client names it (${names.join(" or ")}); a value of a derived type has that type's body.${either}`;
  return members.map((member) => [member, { description, type: "string", enum: names }]);
}

/** The two names of the type member, as a pair a body sends one of (4.01), or none. */
function typeNamePair(scope: ValueScope): string[][] {
  const members = typeMemberNames(scope.model);
  return members.length > 1 ? [[...members]] : [];
}

function bodySchema(scope: ValueScope, type: EntityType, members: Property[], required: Property[], context: "body" | "patch" = "body"): JsonSchema {
  const properties: [string, JsonSchema][] = typeMembers(scope, type);
  for (const property of members) properties.push([property.name, propertySchema(scope, property, context)]);
  properties.push(...linkMembers(scope, type));
  const navigations = bindableNavigations(type);
  // An open type accepts dynamic properties (OData CSDL XML 4.01, section 6.3).
  const schema = objectSchema(record(withWithheldFalse(type, properties)), names(required), bodyMembers(type));
  const pairs = [...typeNamePair(scope), ...navigations.flatMap((navigation) => pairsOf(linkForms(scope.model, navigation)))];
  if (pairs.length > 0) schema.not = notBoth(pairs);
  return schema;
}

/** The members that link a body's relationships: `<Nav>@odata.bind`, its 4.01 name, and in 4.01 the entity reference in the relationship itself. */
function linkMembers(scope: ValueScope, type: StructuredType): [string, JsonSchema][] {
  const references = referencesInBodies(scope.model);
  const members: [string, JsonSchema][] = [];
  for (const navigation of bindableNavigations(type)) {
    const [bind, ...otherBinds] = bindMemberNames(scope.model, navigation);
    const schema = deprecate(bindSchema(scope, type, navigation), navigation.annotations);
    members.push([bind!, schema]);
    for (const other of otherBinds) members.push([other, { ...schema, description: `The same link as ${bind}, under its OData 4.01 name.` }]);
    if (references) members.push([navigation.name, deprecate(referenceSchema(navigation), navigation.annotations)]);
  }
  return members;
}

/**
 * A body's members, followed by the members its open type withholds by name: `false`, no value at
 * all, which client generators such as openapi-typescript read as `never` (OpenAPI 3.0, which has
 * no boolean schemas, gets `{"not": {}}`).
 */
const withWithheldFalse = (type: StructuredType, members: [string, JsonSchema][]): [string, JsonSchema | false][] =>
  withWithheld(type, members, members.map(([name]) => name), (name): [string, false] => [name, false]);

/** Every two of `members`: a body that sends at most one of them sends no such pair. */
function pairsOf(members: readonly string[]): string[][] {
  return members.flatMap((first, i) => members.slice(i + 1).map((second) => [first, second]));
}

/**
 * Pairs of members a body sends one of, never both: in 4.01, `@odata.type` and `@type` (one member
 * under two names, OData JSON Format 4.01, section 4.5), and any two forms of a relationship's
 * link (`linkForms`).
 */
function notBoth(pairs: readonly string[][]): JsonSchema {
  // The members are named in `properties` too (any value), as ajv's strict mode asks of `required`.
  const each = pairs.map((members): JsonSchema => ({ properties: record(members.map((name) => [name, {}])), required: [...members] }));
  return each.length === 1 ? each[0]! : { anyOf: each };
}

/** The sentence that says so, in the description of a 4.01 body with relationships. */
function linkFormText(scope: ValueScope, type: EntityType): string {
  if (!referencesInBodies(scope.model) || bindableNavigations(type).length === 0) return "";
  return " A relationship is linked in one form: its @odata.bind member, the same member as @bind, or an entity reference in the relationship itself.";
}

const BIND_URL: JsonSchema = Object.freeze({ type: "string", minLength: 1 });

/** `<Nav>@odata.bind`: the related record's URL relative to the service root, or its entity-id; null removes a nullable link. */
function bindSchema(scope: ValueScope, type: StructuredType, navigation: NavigationProperty): JsonSchema {
  const target = boundSetOf(scope.setsByType.get(type.name) ?? [], navigation);
  const example = target === undefined ? "" : ` such as '${target}(<key>)'`;
  if (navigation.collection) {
    return {
      description: `Links ${navigation.name} to existing ${navigation.target} records (an update adds the links): their URLs relative to the service root${example}, or their entity-ids.`,
      type: "array",
      items: BIND_URL,
    };
  }
  const unlink = navigation.nullable ? " null removes the link." : "";
  return {
    description: `Links ${navigation.name} to an existing ${navigation.target} record: its URL relative to the service root${example}, or its entity-id.${unlink}`,
    type: navigation.nullable ? ["string", "null"] : "string",
    minLength: 1,
  };
}

/** An entity reference, the OData 4.01 form of a link: `{"@id": "<URL or entity-id>"}`. */
const REFERENCE: JsonSchema = Object.freeze({
  type: "object",
  properties: { "@id": BIND_URL },
  required: ["@id"],
  additionalProperties: false,
});

/** `<Nav>` in a body of a 4.01 service: the link as an entity reference (an array of them for a collection). */
function referenceSchema(navigation: NavigationProperty): JsonSchema {
  if (navigation.collection) {
    return {
      description: `Links ${navigation.name} to existing ${navigation.target} records, OData 4.01 form: entity references {"@id": URL or entity-id}. In an update the array is the full set of related records: records left out are unlinked.`,
      type: "array",
      items: REFERENCE,
    };
  }
  const unlink = navigation.nullable ? " null removes the link." : "";
  const description = `Links ${navigation.name} to an existing ${navigation.target} record, OData 4.01 form: an entity reference {"@id": URL or entity-id}.${unlink}`;
  return { description, ...REFERENCE, ...(navigation.nullable ? { type: ["object", "null"] } : {}) };
}

function unknownText(type: StructuredType): string {
  return type.openType
    ? "Dynamic properties of the open type are accepted under names other than those of its declared members (a member under a declared name is that member; those the body leaves out are refused)."
    : "Unknown properties are rejected.";
}

/**
 * An object schema. `members`: "closed" rejects unknown members (bodies); "open" leaves them to
 * JSON Schema's default, anything (records as read, whose instance annotations come and go);
 * "dynamic" says so explicitly, for the bodies of an open type, whose dynamic properties are data
 * (client generators such as openapi-typescript add an index signature only when told).
 */
function objectSchema(properties: Record<string, JsonSchema | false>, required: string[], members: "closed" | "open" | "dynamic"): JsonSchema {
  const schema: JsonSchema = { type: "object", properties };
  if (required.length > 0) schema.required = required;
  if (members !== "open") schema.additionalProperties = members === "dynamic";
  return schema;
}

/** How a body of `type` takes members it does not declare. */
const bodyMembers = (type: StructuredType) => (type.openType ? "dynamic" : "closed");

function names(properties: readonly Property[]): string[] {
  return properties.map((p) => p.name);
}


/**
 * An action's request body (OData JSON Format 4.01, section 19): one JSON object with a member
 * per non-binding parameter; nullable ones may be left out, unknown members are rejected. The
 * JSON Schema file `<Action>.json` and the OpenAPI request body are this one schema.
 */
export function actionBodySchema(scope: ValueScope, action: Operation): JsonSchema {
  const parameters = nonBindingParameters(action);
  const properties = record(parameters.map((p) => [p.name, operationValueSchema(scope, p, p.description, "body")] as [string, JsonSchema]));
  const required = parameters.filter((p) => !p.nullable).map((p) => p.name);
  return {
    description: `The request body of the action ${action.name}: its parameters${action.isBound ? " after the binding parameter" : ""}; the nullable ones may be left out. Unknown properties are rejected.`,
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}
