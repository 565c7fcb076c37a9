import type { Emitter } from "../emitter.js";
import { emitJsonSchemaFiles } from "./serialize-json-schema.js";

export { buildSchemaSet } from "./build-schema-set.js";
export { ANNOTATION_FORMATS } from "./edm-schemas.js";
export type { JsonSchema, NamedSchema, SchemaKind, SchemaSet } from "./json-schema-types.js";
export * from "./schema-names.js";
export { buildJsonSchemaDocuments, JSON_SCHEMA_DIALECT, schemaIdBase, type JsonSchemaDocument } from "./serialize-json-schema.js";

/** Emits `json-schema/<Name>.json`: JSON Schema 2020-12 documents of every record, body and envelope. */
export const jsonSchemaEmitter: Emitter = {
  name: "json-schema",
  emit: emitJsonSchemaFiles,
};
