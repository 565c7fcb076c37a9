import type { OpenAPIV3 } from "openapi-types";
import { entityPath } from "../common/output-names.js";
import type { JsonSchema } from "../json-schema/json-schema-types.js";
import type { PathContext } from "./entity-set-paths.js";
import { boundOperationPaths, operationImportPath, SERVICE_OPERATIONS_TAG } from "./operation-paths.js";
import type { SchemaDialect } from "./schema-dialect.js";

type Paths = [string, OpenAPIV3.PathItemObject][];

/**
 * Every path of the model's actions and functions: the bound ones after the sets and singletons
 * they are bound to (in model order), then the imports; and the tags they add (the shared tag of
 * imports that name no entity set, when there is one).
 */
export function operationPaths(context: PathContext): { paths: Paths; tags: OpenAPIV3.TagObject[] } {
  const { model } = context;
  const paths: Paths = [];
  if (model.operations.some((o) => o.isBound)) {
    for (const set of model.entitySets) {
      const type = context.entityTypes.get(set.entityType)!;
      const can = (operation: string) => set.operations.some((o) => o === operation);
      // Invoking an operation on a record or on the set reads it: only sets that can be read offer them.
      paths.push(
        ...boundOperationPaths(context, set.name, type, {
          ...(can("list") ? { collection: `/${set.name}` } : {}),
          ...(can("get") ? { record: entityPath(model, set) } : {}),
          key: context.keyParameters(type),
        }),
      );
    }
    for (const singleton of model.singletons) {
      paths.push(...boundOperationPaths(context, singleton.name, context.entityTypes.get(singleton.entityType)!, { record: `/${singleton.name}` }));
    }
  }
  const setNames = new Set(model.entitySets.map((s) => s.name));
  let sharedTag = false;
  for (const element of model.operationImports) {
    const tag = element.entitySet !== undefined && setNames.has(element.entitySet) ? element.entitySet : SERVICE_OPERATIONS_TAG;
    sharedTag ||= tag === SERVICE_OPERATIONS_TAG;
    paths.push(operationImportPath(context, element, tag));
  }
  const tags = sharedTag ? [{ name: SERVICE_OPERATIONS_TAG, description: "Action and function imports of the service that belong to no entity set." }] : [];
  return { paths, tags };
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
