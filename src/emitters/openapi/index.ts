import { oneByOneEmitter, type Emitter } from "../emitter.js";
import { emitOpenApiFilesOneByOne } from "./serialize-openapi.js";

export { buildOpenApi30, buildOpenApi31, buildOpenApiDocuments, openApiOperations, type DocumentOperation } from "./build-openapi.js";
export { toYaml } from "./yaml-writer.js";
export { NO_AUTHENTICATION_NOTE } from "./document-info.js";
export { operationId } from "./operation-ids.js";
export { toOpenApi30 } from "./schema-dialect.js";

/** Emits `openapi/openapi.json` and `openapi/openapi.yaml` (OpenAPI 3.1.0) and `openapi/openapi-3.0.json` (3.0.3). */
export const openApiEmitter: Emitter = oneByOneEmitter("openapi", emitOpenApiFilesOneByOne);
