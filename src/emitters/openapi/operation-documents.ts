import type { OpenAPIV3 } from "openapi-types";
import { entityPath } from "../common/output-names.js";
import type { JsonSchema } from "../json-schema/json-schema-types.js";
import type { PathContext } from "./entity-set-paths.js";
import { deprecatedWith } from "./deprecated-paths.js";
import { boundOperationPaths, operationImportPath, SERVICE_OPERATIONS_TAG } from "./operation-paths.js";
import type { SchemaDialect } from "./schema-dialect.js";

type Paths = [string, OpenAPIV3.PathItemObject][];

/**
 * Every path of the model's actions and functions: the bound ones after the sets and singletons
 * they are bound to (in model order), then the imports; and the tags they add (the shared tag of
 * imports that name no entity set, when there is one).
 */
export function operationPaths(
  context: PathContext,
  others: OpenAPIV3.PathsObject,
  tagged: ReadonlySet<string>,
): { paths: Paths; tags: OpenAPIV3.TagObject[] } {
  const { model } = context;
  const paths: Paths = [];
  if (model.operations.some((o) => o.isBound)) {
    const takenIds = operationIds(others);
    for (const set of model.entitySets) {
      const type = context.entityTypes.get(set.entityType)!;
      const can = (operation: string) => set.operations.some((o) => o === operation);
      // A collection-bound operation is offered on every set; a record-bound one wherever records
      // are addressed by key (OData does not tie invoking an operation to reading).
      const byKey = (can("get") || can("update") || can("delete")) && type.key.length > 0;
      paths.push(
        ...deprecatedWith(
          set.annotations,
          boundOperationPaths(
            context,
            set.name,
            type,
            { collection: `/${set.name}`, ...(byKey ? { record: entityPath(model, set) } : {}), key: context.keyParameters(type) },
            takenIds,
          ),
        ),
      );
    }
    for (const singleton of model.singletons) {
      const type = context.entityTypes.get(singleton.entityType)!;
      paths.push(...deprecatedWith(singleton.annotations, boundOperationPaths(context, singleton.name, type, { record: `/${singleton.name}` }, takenIds)));
    }
    // Contained records, where their containment paths reach them (tagged with their container).
    for (const contained of context.containedRecords) {
      const { collection, record, parameters, recordParameters } = contained;
      const where = { ...(collection ? { collection, collectionParameters: parameters } : {}), ...(record ? { record, key: recordParameters ?? [] } : {}) };
      const root = model.entitySets.find((s) => s.name === contained.tag) ?? model.singletons.find((s) => s.name === contained.tag);
      paths.push(...deprecatedWith(root?.annotations ?? {}, boundOperationPaths(context, contained.owner, contained.type, where, takenIds, contained.tag)));
    }
  }
  let sharedTag = false;
  for (const element of model.operationImports) {
    // The import's entity set as its tag when the set has one (sets without paths have none).
    const tag = element.entitySet !== undefined && tagged.has(element.entitySet) ? element.entitySet : SERVICE_OPERATIONS_TAG;
    sharedTag ||= tag === SERVICE_OPERATIONS_TAG;
    paths.push(operationImportPath(context, element, tag));
  }
  const tags = sharedTag ? [{ name: SERVICE_OPERATIONS_TAG, description: "Action and function imports of the service that belong to no entity set." }] : [];
  return { paths, tags };
}

/** The operationIds of a document's paths. */
function operationIds(paths: OpenAPIV3.PathsObject): Set<string> {
  const ids = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const method of ["get", "put", "post", "patch", "delete"] as const) {
      const id = item?.[method]?.operationId;
      if (id !== undefined) ids.add(id);
    }
  }
  return ids;
}

/**
 * The document's paths: the shared ones, then the operation paths with their inline schemas in the
 * document's dialect (the shared paths hold no inline schemas, only references).
 */
export function withOperationPaths(core: { readonly paths: OpenAPIV3.PathsObject; readonly operationPaths: readonly [string, OpenAPIV3.PathItemObject][] }, dialect: SchemaDialect): OpenAPIV3.PathsObject {
  if (core.operationPaths.length === 0) return core.paths;
  const paths: OpenAPIV3.PathsObject = { ...core.paths };
  for (const [path, item] of core.operationPaths) paths[path] = convertItem(item, dialect);
  return paths;
}

function convertItem(item: OpenAPIV3.PathItemObject, dialect: SchemaDialect): OpenAPIV3.PathItemObject {
  const out: OpenAPIV3.PathItemObject = { ...item };
  if (item.get) out.get = convertOperation(item.get, dialect);
  if (item.post) out.post = convertOperation(item.post, dialect);
  return out;
}

function convertOperation(operation: OpenAPIV3.OperationObject, dialect: SchemaDialect): OpenAPIV3.OperationObject {
  const convert = (schema: unknown) => dialect.schema(schema as JsonSchema) as OpenAPIV3.SchemaObject;
  const out: OpenAPIV3.OperationObject = { ...operation };
  if (operation.parameters) {
    out.parameters = operation.parameters.map((p) => ("$ref" in p || !p.schema ? p : { ...p, schema: convert(p.schema) }));
  }
  const body = operation.requestBody;
  if (body && !("$ref" in body)) out.requestBody = { ...body, content: convertContent(body.content, convert) };
  const responses: OpenAPIV3.ResponsesObject = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = "$ref" in response || !response.content ? response : { ...response, content: convertContent(response.content, convert) };
  }
  out.responses = responses;
  return out;
}

function convertContent(
  content: Record<string, OpenAPIV3.MediaTypeObject>,
  convert: (schema: unknown) => OpenAPIV3.SchemaObject,
): Record<string, OpenAPIV3.MediaTypeObject> {
  return Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema ? { ...media, schema: convert(media.schema) } : media]));
}
