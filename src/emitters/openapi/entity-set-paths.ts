import type { OpenAPIV3 } from "openapi-types";
import { deprecationOf } from "../../model/deprecation.js";
import type { Annotations, EntitySet, EntityType, Model, NavigationProperty, StructuredType } from "../../model/types.js";
import { bindingTarget, bodyAt } from "../common/body-rules.js";
import { complexNavigations } from "../common/complex-navigations.js";
import { collectionSchemaName, complexBodyAt, createBodyAt, readSchemaName, updateBodyAt } from "../json-schema/schema-names.js";
import { collectionPath, entityPath, keyParameters } from "../common/output-names.js";
import { containmentPaths, mergePaths, type ContainedRecords } from "./containment-paths.js";
import type { ValueScope } from "../json-schema/value-schemas.js";
import { operationId } from "./operation-ids.js";
import type { QueryParameters } from "./query-parameters.js";
import { emptyResponse, jsonRequestBody, jsonResponse, withErrors, withHeaders, type ResponseHeaders, type SchemaRef } from "./responses.js";
import { unreadThroughIn } from "../../model/navigation-restrictions.js";
import { withArticle } from "../../model/names.js";
import { annotationOf, hasOptimisticConcurrency } from "../../model/annotation-terms.js";

/** What building the paths of one entity set needs. */
export interface PathContext {
  readonly model: Model;
  readonly entityTypes: ReadonlyMap<string, EntityType>;
  /** The entity sets by name: where a navigation's bindings lead. */
  readonly entitySets: ReadonlyMap<string, EntitySet>;
  readonly parameters: QueryParameters;
  /** References a named schema from a path, recording it as used. */
  readonly schemaRef: SchemaRef;
  /** The `$ref`s to a type's key parameters in `components.parameters`. */
  readonly keyParameters: (type: EntityType) => OpenAPIV3.ReferenceObject[];
  /** The value schemas (for the parameters and results of operations, written inline). */
  readonly scope: ValueScope;
  /** Filled while the containment paths are written: where the operations bound to contained records go. */
  readonly containedRecords: ContainedRecords[];
  /** Response headers (of creates, of ETags), declared once in `components.headers`. */
  readonly responseHeaders: ResponseHeaders;
}

type Paths = [string, OpenAPIV3.PathItemObject][];

/**
 * The paths of one entity set, exactly as the model allows (OData URL Conventions 4.01, section
 * 4): the collection (`list` GET, `create` POST, or the phase-change POST), one record by key
 * (`get`, `update` with the set's method, `delete`), and, when records can be read, one GET per
 * navigation of the set's entity type.
 */
export function entitySetPaths(context: PathContext, set: EntitySet): Paths {
  const type = context.entityTypes.get(set.entityType);
  if (!type) throw new Error(`bug: entity set '${set.name}' has no entity type '${set.entityType}'`);
  const paths: Paths = [];
  const collection = collectionItem(context, set, type);
  if (Object.keys(collection).length > 0) paths.push([collectionPath(set), collection]);
  const can = (operation: string) => set.operations.some((o) => o === operation);
  // Records are addressed by key: none without key operations, or of a keyless (abstract) type.
  if ((!can("get") && !can("update") && !can("delete")) || type.key.length === 0) return paths;

  const recordPath = entityPath(context.model, set);
  const key = context.keyParameters(type);
  const record: OpenAPIV3.PathItemObject = { parameters: key };
  const tags = [set.name];
  // Records carry an ETag, and a change must name it in If-Match.
  const tagged = hasOptimisticConcurrency(set.annotations);
  if (can("get")) {
    const found = jsonResponse(`The ${set.name} record.`, context.schemaRef(readSchemaName(type.name)));
    record.get = {
      tags,
      summary: `Get ${a(set.name)} record by key`,
      operationId: operationId(set, "get"),
      parameters: context.parameters.forRecord(type, set),
      responses: withErrors({ "200": tagged ? withHeaders(found, context.responseHeaders.etag()) : found }),
    };
  }
  if (can("update")) {
    const operation = updateOperation(context, set, type.name, set.updateMethod, `${a(set.name)} record`);
    if (tagged) {
      operation.parameters = [...context.parameters.forChange(), ...(operation.parameters ?? [])];
      // The record sent back (`Prefer: return=representation`) carries its new ETag.
      operation.responses["200"] = withHeaders(operation.responses["200"] as OpenAPIV3.ResponseObject, context.responseHeaders.etag());
    }
    if (set.updateMethod === "PUT") record.put = operation;
    else record.patch = operation;
  }
  if (can("delete")) {
    record.delete = deleteOperation(set, `Delete ${a(set.name)} record`);
    if (tagged) record.delete.parameters = context.parameters.forChange();
  }
  paths.push([recordPath, record]);
  if (type.hasStream && (can("get") || can("update"))) {
    paths.push([`${recordPath}/$value`, mediaItem(set, key, can("get"), can("update"), `${a(set.name)} record`, mediaTypeAnnotations(context.entityTypes, type), context.parameters)]);
  }
  paths.push(...streamPropertyPaths(set, type, recordPath, key, can("get"), can("update"), `${a(set.name)} record`, context.parameters));
  const createsRelated = new Set(set.createRelated);
  for (const navigation of type.navigations) {
    const read = can("get") && !unreadThroughIn(set.annotations, navigation.name);
    const item = navigationItem(context, set, key, navigation, read, createsRelated.has(navigation.name), `${a(set.name)} record`);
    if (item) paths.push([`${recordPath}/${navigation.name}`, item]);
  }
  if (can("get")) paths.push(...complexNavigationPaths(context, set, type, recordPath, key, `${a(set.name)} record`));
  if (type.navigations.some((n) => n.containsTarget)) {
    const container = { owner: set.name, operations: set.operations, updateMethod: set.updateMethod, annotations: set.annotations };
    const names = keyParameters(context.model, type).map((p) => p.name);
    mergePaths(paths, containmentPaths(context, container, type, recordPath, key, names));
  }
  return paths;
}

function collectionItem(context: PathContext, set: EntitySet, type: EntityType): OpenAPIV3.PathItemObject {
  const item: OpenAPIV3.PathItemObject = {};
  const tags = [set.name];
  if (set.operations.includes("list")) {
    item.get = {
      tags,
      summary: `List ${set.name} records`,
      ...(set.description !== undefined ? { description: set.description } : {}),
      operationId: operationId(set, "list"),
      parameters: context.parameters.forCollection(type, set),
      responses: withErrors({
        "200": jsonResponse(`The ${set.name} records.${pageNote(context.model)}`, context.schemaRef(collectionSchemaName(type.name))),
      }),
    };
  }
  if (set.operations.includes("create") && set.phaseChange) {
    throw new Error(`bug: entity set '${set.name}' has both a create and a phase change on POST`);
  }
  if (set.operations.includes("create")) item.post = createOperation(context, set, type.name, `Create ${a(set.name)} record`);
  const change = set.phaseChange;
  if (change) {
    item.post = {
      tags,
      summary: `Change the ${change.navigation} of ${a(set.name)} record`,
      ...(change.description !== undefined ? { description: change.description } : {}),
      operationId: operationId(set, "phaseChange", change.navigation),
      requestBody: jsonRequestBody(
        `The record and its new ${change.navigation}.`,
        context.schemaRef(complexBodyAt(context.model, change.body)),
      ),
      responses: withErrors({ "204": emptyResponse(`The ${change.navigation} was changed.`) }),
    };
  }
  return item;
}

/**
 * `/Set({key})/Nav` (or `/Singleton/Nav`): the GET that follows the relationship, when records are
 * read, and the POST that creates a related record, when the model allows it; undefined for neither.
 */
export function navigationItem(
  context: PathContext,
  owner: BindingOwner,
  key: OpenAPIV3.ReferenceObject[],
  navigation: NavigationProperty,
  read: boolean,
  createRelated: boolean,
  subject: string,
): OpenAPIV3.PathItemObject | undefined {
  if (!read && !createRelated) return undefined;
  const item: OpenAPIV3.PathItemObject = key.length > 0 ? { parameters: key } : {};
  if (read) item.get = navigationGet(context, owner, navigation, subject, owner.name, boundSet(context, owner, navigation.name));
  if (createRelated) {
    // Named like a contained collection's create (`<Set>.<Nav>.create`): the same request, a POST to the collection.
    const summary = `Create ${a(navigation.target)} record related to ${subject} through ${navigation.name}`;
    item.post = createOperation(context, { name: `${owner.name}.${navigation.name}` }, navigation.target, summary, owner.name);
  }
  return item;
}

/**
 * `GET /Set({key})/Address/City`: the relationships of complex types reached through the record's
 * single-valued complex fields (see `complexNavigations`), as the OASIS CSDL-to-OpenAPI mapping
 * writes them. operationIds name the trail (`Customers.Address.City.get`).
 */
export function complexNavigationPaths(
  context: PathContext,
  owner: BindingOwner & Pick<EntitySet, "annotations">,
  type: StructuredType,
  recordPath: string,
  key: OpenAPIV3.ReferenceObject[],
  subject: string,
): Paths {
  const navigable = complexNavigations(context.model, type).filter(({ fields, navigation }) => !unreadThroughIn(owner.annotations, [...fields, navigation.name].join("/")));
  return navigable.map(({ fields, navigation }) => {
    const path = [...fields, navigation.name].join("/");
    const get = navigationGet(context, { name: `${owner.name}.${fields.join(".")}` }, navigation, `${subject}'s ${fields.join("/")}`, owner.name, boundSet(context, owner, path));
    return [`${recordPath}/${fields.join("/")}/${navigation.name}`, key.length > 0 ? { parameters: key, get } : { get }];
  });
}

/** The create of a record in a collection (a set's, or a contained one): 201 with the record. `owner` names the operationId, `tag` the group. */
export function createOperation(context: PathContext, owner: Pick<EntitySet, "name">, typeName: string, summary: string, tag = owner.name): OpenAPIV3.OperationObject {
  const type = context.entityTypes.get(typeName);
  // A media entity is created by POSTing its stream (OData Protocol 4.01, section 11.4.2.2); the
  // service answers with the new record, whose fields an update then sets. The body rules give a
  // site no JSON create body exactly where its records are media (also an abstract type whose
  // concrete types all are).
  const requestBody: OpenAPIV3.RequestBodyObject =
    type !== undefined && bodyAt(context.model, typeName, "create") === undefined
      ? {
          description: "The media stream of the new record (a media entity is created from its stream; its fields are then set with an update of the record).",
          required: true,
          content: streamContent(mediaTypeAnnotations(context.entityTypes, type)),
        }
      : jsonRequestBody("The new record's fields.", context.schemaRef(createBodyAt(context.model, typeName)));
  return {
    tags: [tag],
    summary,
    operationId: operationId(owner, "create"),
    parameters: context.parameters.forWrite(),
    requestBody,
    responses: withErrors({
      "201": withHeaders(jsonResponse("The created record.", context.schemaRef(readSchemaName(typeName))), context.responseHeaders.created()),
      "204": withHeaders(
        emptyResponse("The record was created; the request asked for no record back with `Prefer: return=minimal` (the Location header holds its URL)."),
        context.responseHeaders.minimal(),
      ),
    }),
  };
}

/** The delete of one record: 204. */
export function deleteOperation(owner: Pick<EntitySet, "name">, summary: string, tag = owner.name): OpenAPIV3.OperationObject {
  return { tags: [tag], summary, operationId: operationId(owner, "delete"), responses: withErrors({ "204": emptyResponse("The record was deleted.") }) };
}

/**
 * The update of one record (a set's record by key, or a singleton): PUT replaces the whole record,
 * PATCH changes the fields sent; `subject` names the record in the summary.
 */
export function updateOperation(
  context: PathContext,
  owner: Pick<EntitySet, "name">,
  typeName: string,
  method: "PUT" | "PATCH",
  subject: string,
  tag = owner.name,
): OpenAPIV3.OperationObject {
  const put = method === "PUT";
  return {
    tags: [tag],
    summary: `${put ? "Replace" : "Update"} ${subject}`,
    operationId: operationId(owner, "update"),
    parameters: context.parameters.forWrite(),
    requestBody: jsonRequestBody(put ? "The record's new field values (a full replace)." : "The fields to change.", context.schemaRef(updateBodyAt(context.model, typeName, method))),
    responses: withErrors({
      "200": jsonResponse("The updated record, when the request asked for it with `Prefer: return=representation`.", context.schemaRef(readSchemaName(typeName))),
      "204": emptyResponse("The record was updated."),
    }),
  };
}

/** An entity set or singleton: its name and where its navigations are bound. */
type BindingOwner = Pick<EntitySet, "name" | "navigationBindings">;

/** The entity set a navigation path of `owner` is bound to, if it is bound to one (not to a singleton). */
function boundSet(context: PathContext, owner: BindingOwner, path: string): EntitySet | undefined {
  const target = bindingTarget(owner, path);
  return target === undefined ? undefined : context.entitySets.get(target);
}

/**
 * The GET that follows a navigation from one record (of a set or a singleton): the related record
 * (or 204 when a nullable one is absent), or a collection. A collection's `$filter` is the one of
 * the set the navigation is bound to (`boundTo`): a set's restrictions hold as well for requests
 * through a navigation bound to it (Capabilities vocabulary), so its documented filters do too.
 */
export function navigationGet(
  context: PathContext,
  owner: Pick<EntitySet, "name">,
  navigation: NavigationProperty,
  subject: string,
  tag = owner.name,
  boundTo?: EntitySet,
): OpenAPIV3.OperationObject {
  const target = context.entityTypes.get(navigation.target);
  if (!target) throw new Error(`bug: navigation '${navigation.name}' has no target type '${navigation.target}'`);
  // Built member by member rather than spread from a shared part: one operation per navigation
  // of every type, and spreading small objects was the hot spot here.
  // `responses` is set below on both branches.
  const get = { tags: [tag] } as OpenAPIV3.OperationObject;
  if (navigation.description !== undefined) get.description = navigation.description;
  if (deprecationOf(navigation.annotations) !== undefined) get.deprecated = true;
  if (navigation.collection) {
    get.summary = `List the ${navigation.name} of ${subject}`;
    get.operationId = operationId(owner, "navigation", navigation.name, true);
    get.parameters = context.parameters.forCollection(target, boundTo);
    get.responses = withErrors({
      "200": jsonResponse(`The related ${navigation.target} records.${pageNote(context.model)}`, context.schemaRef(collectionSchemaName(target.name))),
    });
    return get;
  }
  const success: Record<string, OpenAPIV3.ResponseObject> = {
    "200": jsonResponse(`The related ${navigation.target} record.`, context.schemaRef(readSchemaName(target.name))),
  };
  if (navigation.nullable) success["204"] = emptyResponse(`No ${navigation.target} record is related.`);
  get.summary = `Get the ${navigation.name} of ${subject}`;
  get.operationId = operationId(owner, "navigation", navigation.name, false);
  get.parameters = context.parameters.forRecord(target, boundTo);
  get.responses = withErrors(success);
  return get;
}

/**
 * `/…/$value` of a media entity (OData URL Conventions 4.01, section 4.12; Protocol 11.4.7): GET
 * reads the media stream, PUT replaces it; the stream's media type is the record's, so any unless
 * the type says which (`typeAnnotations`, Core.AcceptableMediaTypes).
 */
export function mediaItem(
  owner: Pick<EntitySet, "name">,
  key: OpenAPIV3.ReferenceObject[],
  get: boolean,
  update: boolean,
  subject: string,
  typeAnnotations: Annotations,
  parameters: Pick<QueryParameters, "forStreamChange">,
  tag = owner.name,
): OpenAPIV3.PathItemObject {
  const stream = streamContent(typeAnnotations);
  const item: OpenAPIV3.PathItemObject = key.length > 0 ? { parameters: key } : {};
  const tags = [tag];
  if (get) {
    item.get = {
      tags,
      summary: `Get the media stream of ${subject}`,
      operationId: operationId(owner, "getMedia"),
      responses: withErrors({ "200": { description: "The media stream.", content: stream } }),
    };
  }
  if (update) {
    item.put = {
      tags,
      summary: `Replace the media stream of ${subject}`,
      operationId: operationId(owner, "updateMedia"),
      parameters: [...parameters.forStreamChange()],
      requestBody: { description: "The new media stream.", required: true, content: stream },
      responses: withErrors({ "204": emptyResponse("The media stream was replaced.") }),
    };
  }
  return item;
}

/**
 * A stream's value in a request or response, as bytes: of the media types the element accepts
 * (Core.AcceptableMediaTypes on a media entity type or a stream property), or any.
 */
function streamContent(annotations: Annotations): Record<string, OpenAPIV3.MediaTypeObject> {
  const accepted = annotationOf(annotations, ACCEPTABLE_MEDIA_TYPES);
  // Media types as RFC 6838 writes them, once each (they compare without case); anything else is no media type.
  const named = new Map<string, string>();
  for (const item of Array.isArray(accepted) ? accepted : []) {
    const type = typeof item === "string" ? item.trim() : "";
    if (MEDIA_TYPE.test(type) && !named.has(type.toLowerCase())) named.set(type.toLowerCase(), type);
  }
  const types = named.size > 0 ? [...named.values()] : ["*/*"];
  return Object.fromEntries(types.map((type) => [type, { schema: { type: "string", format: "binary" } }]));
}

const MEDIA_TYPE = /^[\w!#$&^.+*-]+\/[\w!#$&^.+*-]+(?:\s*;.*)?$/;

const ACCEPTABLE_MEDIA_TYPES = "Org.OData.Core.V1.AcceptableMediaTypes";

/**
 * The annotations that say which media types a media entity type's stream takes: its own, or
 * those of the nearest base type that names them (a derived type's records are media of the same
 * kind unless it says otherwise).
 */
export function mediaTypeAnnotations(entityTypes: ReadonlyMap<string, EntityType>, type: EntityType): Annotations {
  for (let t: EntityType | undefined = type; t !== undefined; t = t.baseType === undefined ? undefined : entityTypes.get(t.baseType)) {
    if (annotationOf(t.annotations, ACCEPTABLE_MEDIA_TYPES) !== undefined) return t.annotations;
  }
  return type.annotations;
}

/**
 * `/…/<Property>` of each stream property of a record (OData URL Conventions 4.01, section 4.13;
 * Protocol 11.2.4 and 11.4.8.2): GET reads the stream where the record is read, PUT replaces it
 * where the record is updated and the property is neither computed nor immutable. A payload
 * carries no value for a stream property, so these are the only way to its bytes.
 */
export function streamPropertyPaths(
  owner: Pick<EntitySet, "name">,
  type: EntityType,
  recordPath: string,
  key: OpenAPIV3.ReferenceObject[],
  get: boolean,
  update: boolean,
  subject: string,
  parameters: Pick<QueryParameters, "forStreamChange">,
  tag = owner.name,
): Paths {
  const paths: Paths = [];
  for (const property of type.properties) {
    if (!property.isStream || property.collection) continue;
    // A computed stream is the service's; an immutable one is set on create only (Core.Immutable).
    const replace = update && !property.computed && !property.immutable;
    if (!get && !replace) continue;
    const item: OpenAPIV3.PathItemObject = key.length > 0 ? { parameters: key } : {};
    const stream = streamContent(property.annotations);
    if (get) {
      item.get = {
        tags: [tag],
        summary: `Get the ${property.name} stream of ${subject}`,
        ...(property.description !== undefined ? { description: property.description } : {}),
        operationId: operationId(owner, "getStream", property.name),
        responses: withErrors({ "200": { description: `The ${property.name} stream.`, content: stream }, ...(property.nullable ? { "204": emptyResponse(`The record has no ${property.name} stream.`) } : {}) }),
      };
    }
    if (replace) {
      item.put = {
        tags: [tag],
        summary: `Replace the ${property.name} stream of ${subject}`,
        operationId: operationId(owner, "updateStream", property.name),
        parameters: [...parameters.forStreamChange()],
        requestBody: { description: `The new ${property.name} stream.`, required: true, content: stream },
        responses: withErrors({ "204": emptyResponse(`The ${property.name} stream was replaced.`) }),
      };
    }
    paths.push([`${recordPath}/${property.name}`, item]);
  }
  return paths;
}

/** The name with its indefinite article, for summaries: `a Price`, `an Activity_Event`. */
const a = withArticle;

/** The service's page size, where the model states one: clients follow `@odata.nextLink` for the rest. */
function pageNote(model: Model): string {
  const size = model.service.limits.pageSize;
  return size === undefined ? "" : ` At most ${size} per response; \`@odata.nextLink\` leads to the next page.`;
}
