import { oneByOneEmitter, type Emitter } from "../emitter.js";
import { emitJsonSchemaFilesOneByOne } from "./serialize-json-schema.js";

export { buildSchemaSet } from "./build-schema-set.js";
export { ANNOTATION_FORMATS } from "./edm-schemas.js";
export type { JsonSchema, NamedSchema, SchemaKind, SchemaSet } from "./json-schema-types.js";
export * from "./schema-names.js";
export { buildJsonSchemaDocuments, JSON_SCHEMA_DIALECT, schemaIdBase, schemaUri, type JsonSchemaDocument } from "./serialize-json-schema.js";

/** Emits `json-schema/<Type>.json`: one JSON Schema 2020-12 document per type, its record, bodies and envelope. */
export const jsonSchemaEmitter: Emitter = oneByOneEmitter("json-schema", emitJsonSchemaFilesOneByOne);
