import type { OpenAPIV3, OpenAPIV3_1 } from "openapi-types";
import { deprecatedWith } from "./deprecated-paths.js";
import type { EntitySet, Model } from "../../model/types.js";
import { componentSchemaSet } from "../json-schema/build-schema-set.js";
import type { JsonSchema, SchemaSet } from "../json-schema/json-schema-types.js";
import { componentRef, ERROR_SCHEMA_NAME } from "../json-schema/schema-names.js";
import { valueScope } from "../json-schema/value-schemas.js";
import { reachableSchemas } from "./collect-refs.js";
import { documentInfo, documentSecurity, documentServers, documentTags, securitySchemes } from "./document-info.js";
import { entitySetPaths, type PathContext } from "./entity-set-paths.js";
import { operationPaths, withOperationPaths } from "./operation-documents.js";
import { singletonPaths } from "./singleton-paths.js";
import { BATCH_TAG, batchPath, supportsBatch } from "./batch-path.js";
import { urlSafeOperationId } from "./operation-ids.js";
import { queryParameters } from "./query-parameters.js";
import { ResponseHeaders, ERROR_RESPONSE, errorResponse } from "./responses.js";
import { OPENAPI_31, openApi30Dialect, type SchemaDialect } from "./schema-dialect.js";
import { PATH_METHODS } from "./path-methods.js";

/** The OpenAPI 3.1.0 document of the whole interface. */
export function buildOpenApi31(model: Model): OpenAPIV3_1.Document {
  const set = componentSchemaSet(model);
  return assemble(model, set, buildCore(model, set), OPENAPI_31) as unknown as OpenAPIV3_1.Document;
}

/** The OpenAPI 3.0.3 document of the same interface (`nullable` instead of type arrays). */
export function buildOpenApi30(model: Model): OpenAPIV3.Document {
  const set = componentSchemaSet(model);
  return assemble(model, set, buildCore(model, set), openApi30Dialect(set));
}

/**
 * Both documents from one schema set and one walk over the entity sets: they share paths, tags
 * and parameters, and differ in how schemas are written.
 */
export function buildOpenApiDocuments(model: Model): { v31: OpenAPIV3_1.Document; v30: OpenAPIV3.Document } {
  const builder = openApiBuilder(model);
  return { v31: builder.v31(), v30: builder.v30() };
}

/** Assembles each version's document on demand from the parts both share. */
export interface OpenApiBuilder {
  v31(): OpenAPIV3_1.Document;
  v30(): OpenAPIV3.Document;
  /**
   * The 3.0.3 document for `JSON.stringify` only: each component schema is converted when the
   * serialiser reaches it (`toJSON`) and let go right after, so the converted schemas never all
   * exist at once (on a large model they were the largest part of a run's peak memory).
   */
  v30ForText(): object;
}

/**
 * The shared parts built once; each document assembled when asked for, so that the emitter can
 * serialise one before building the other and never hold both trees at once.
 */
export function openApiBuilder(model: Model): OpenApiBuilder {
  const set = componentSchemaSet(model);
  const core = buildCore(model, set);
  return {
    v31: () => assemble(model, set, core, OPENAPI_31) as unknown as OpenAPIV3_1.Document,
    v30: () => assemble(model, set, core, openApi30Dialect(set)),
    v30ForText: () => assemble(model, set, core, openApi30Dialect(set), lazy30Schemas(set)),
  };
}

/**
 * Component schemas converted to 3.0 when serialised. A type's schemas share their property
 * schemas, so conversions are remembered per type (the schemas come sorted by name, a type's
 * together: `Price`, `Price-collection`, `Price-create`), and forgotten at the next type.
 */
function lazy30Schemas(set: SchemaSet): (named: SchemaSet["schemas"][number]) => object {
  let group: string | undefined;
  let dialect = openApi30Dialect(set);
  return (named) => ({
    toJSON: () => {
      const key = named.typeName ?? named.name;
      if (key !== group) {
        group = key;
        dialect = openApi30Dialect(set);
      }
      return dialect.schema(named.schema);
    },
  });
}

interface DocumentCore {
  readonly paths: OpenAPIV3.PathsObject;
  /** The paths of actions and functions, after the others; their inline schemas in JSON Schema 2020-12 form. */
  readonly operationPaths: readonly [string, OpenAPIV3.PathItemObject][];
  readonly tags: OpenAPIV3.TagObject[];
  /** In JSON Schema 2020-12 form; each version converts the schemas. */
  readonly parameters: Record<string, OpenAPIV3.ParameterObject>;
  /** `components.headers`, when a path uses them. */
  readonly headers: Record<string, OpenAPIV3.HeaderObject> | undefined;
  /** The schemas the document needs. */
  readonly schemas: ReadonlySet<string>;
}

/**
 * What both versions share: paths in entity-set order (source order, the order readers meet the
 * sets in), one tag per set that has paths, and the parameters and schemas the paths use.
 */
function buildCore(model: Model, set: SchemaSet): DocumentCore {
  const entityTypes = new Map(model.entityTypes.map((t) => [t.name, t] as const));
  const complexTypes = new Map(model.complexTypes.map((t) => [t.name, t] as const));
  // Every schema a path or parameter references, recorded as it is written.
  const used = new Set<string>([ERROR_SCHEMA_NAME]);
  // One string per referenced schema, not one per reference: fewer strings to hold, and each
  // one flattened and hashed once by the serialisers.
  const refs = new Map<string, string>();
  const schemaRef = (name: string): string => {
    used.add(name);
    let ref = refs.get(name);
    if (ref === undefined) refs.set(name, (ref = componentRef(name)));
    return ref;
  };
  const scope = valueScope(model, schemaRef);
  const parameters = queryParameters(model, { scope, entityTypes, complexTypes });
  const entitySets = new Map(model.entitySets.map((s) => [s.name, s] as const));
  const context: PathContext = { model, entityTypes, entitySets, parameters, schemaRef, keyParameters: (type) => parameters.forKey(type), scope, containedRecords: [], responseHeaders: new ResponseHeaders() };
  const paths: OpenAPIV3.PathsObject = {};
  const tagged: EntitySet[] = [];
  for (const entitySet of model.entitySets) {
    const setPaths = deprecatedWith(entitySet.annotations, entitySetPaths(context, entitySet));
    if (setPaths.length > 0) tagged.push(entitySet);
    for (const [path, item] of setPaths) {
      if (paths[path] !== undefined) throw new Error(`bug: path '${path}' written twice`);
      paths[path] = item;
    }
  }
  for (const singleton of model.singletons) {
    for (const [path, item] of deprecatedWith(singleton.annotations, singletonPaths(context, singleton))) {
      if (paths[path] !== undefined) throw new Error(`bug: path '${path}' written twice`);
      paths[path] = item;
    }
  }
  const operations = operationPaths(context, paths, new Set([...tagged.map((s) => s.name), ...model.singletons.map((s) => s.name)]));
  for (const [path] of operations.paths) {
    if (paths[path] !== undefined) throw new Error(`bug: path '${path}' written twice`);
  }
  makeOperationIdsUrlSafe([...Object.values(paths), ...operations.paths.map(([, item]) => item)]);
  if (!operationsByModel.has(model)) operationsByModel.set(model, operationsByTag([...Object.entries(paths), ...operations.paths]));
  // `$batch` last, after every resource and operation path, as the OASIS mapping orders it.
  const batch = supportsBatch(model);
  return {
    paths,
    operationPaths: batch ? [...operations.paths, batchPath(model)] : operations.paths,
    tags: [...documentTags(model, entityTypes, tagged), ...operations.tags, ...(batch ? [BATCH_TAG] : [])],
    parameters: parameters.components(),
    headers: context.responseHeaders.components(),
    schemas: reachableSchemas(used, set),
  };
}

/** One operation of the OpenAPI document, as the docs list it. */
export interface DocumentOperation {
  /** `GET`, `POST`, … */
  readonly method: string;
  /** The path below the server URL. */
  readonly path: string;
  readonly summary: string;
}

const operationsByModel = new WeakMap<Model, ReadonlyMap<string, readonly DocumentOperation[]>>();

/**
 * The operations of the model's OpenAPI document by tag (an entity set's or singleton's name),
 * in document order, so that other outputs list exactly what the document offers. Remembered
 * when the document is built (the OpenAPI emitter runs before the docs); built here otherwise.
 */
export function openApiOperations(model: Model): ReadonlyMap<string, readonly DocumentOperation[]> {
  let operations = operationsByModel.get(model);
  if (operations === undefined) {
    buildCore(model, componentSchemaSet(model));
    operations = operationsByModel.get(model)!;
  }
  return operations;
}

function operationsByTag(paths: Iterable<readonly [string, OpenAPIV3.PathItemObject | undefined]>): Map<string, DocumentOperation[]> {
  const byTag = new Map<string, DocumentOperation[]>();
  for (const [path, item] of paths) {
    for (const method of PATH_METHODS) {
      const operation = item?.[method];
      const tag = operation?.tags?.[0];
      if (operation === undefined || tag === undefined) continue;
      let list = byTag.get(tag);
      if (list === undefined) byTag.set(tag, (list = []));
      list.push({ method: method.toUpperCase(), path, summary: operation.summary ?? "" });
    }
  }
  return byTag;
}

/**
 * Writes every operationId in characters a URL carries unescaped (`urlSafeOperationId`), in
 * document order; should two become one (a name beyond ASCII beside its escaped spelling), the
 * later gets `-2`, `-3`, … so they stay unique.
 */
function makeOperationIdsUrlSafe(items: Iterable<OpenAPIV3.PathItemObject | undefined>): void {
  const taken = new Set<string>();
  for (const item of items) {
    for (const method of PATH_METHODS) {
      const operation = item?.[method];
      if (operation?.operationId === undefined) continue;
      const safe = urlSafeOperationId(operation.operationId);
      let id = safe;
      for (let n = 2; taken.has(id); n++) id = `${safe}-${n}`;
      taken.add(id);
      operation.operationId = id;
    }
  }
}

/** One document of one version; components sorted by name (converted on serialisation when `lazy` is given). */
function assemble(
  model: Model,
  set: SchemaSet,
  core: DocumentCore,
  dialect: SchemaDialect,
  lazy?: (named: SchemaSet["schemas"][number]) => object,
): OpenAPIV3.Document {
  const schemas: Record<string, OpenAPIV3.SchemaObject> = {};
  for (const named of set.schemas) {
    if (!core.schemas.has(named.name)) continue;
    schemas[named.name] = (lazy ? lazy(named) : dialect.schema(named.schema)) as OpenAPIV3.SchemaObject;
  }
  const parameters: Record<string, OpenAPIV3.ParameterObject> = {};
  for (const [name, parameter] of Object.entries(core.parameters)) {
    const schema = parameter.schema && dialect.schema(parameter.schema as JsonSchema);
    parameters[name] = schema === parameter.schema ? parameter : { ...parameter, schema: schema as OpenAPIV3.SchemaObject };
  }
  const schemes = securitySchemes(model);
  return {
    openapi: dialect.openapi,
    info: documentInfo(model, dialect.openapi),
    servers: documentServers(model),
    security: documentSecurity(model),
    tags: core.tags,
    paths: withOperationPaths(core, dialect),
    components: {
      schemas,
      parameters,
      responses: { [ERROR_RESPONSE]: errorResponse() },
      ...(core.headers ? { headers: core.headers } : {}),
      ...(schemes ? { securitySchemes: schemes } : {}),
    },
  };
}
