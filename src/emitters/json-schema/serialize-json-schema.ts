import type { Model } from "../../model/types.js";
import type { OutputFile } from "../emitter.js";
import { buildSchemaSet } from "./build-schema-set.js";
import type { JsonSchema } from "./json-schema-types.js";
import { fileRef } from "./schema-names.js";

/** The dialect every file declares. */
export const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

/**
 * The base of every `$id`: `https://edmgen.dev/<namespace>/json-schema/`. An identifier, not a
 * location to download from; `$ref`s between the files are relative (`Email.json`), so they
 * resolve against the `$id` in a validator and against the file's folder on disk alike.
 */
export function schemaIdBase(model: Model): string {
  return `https://edmgen.dev/${encodeURIComponent(model.service.namespace)}/json-schema/`;
}

/** A JSON Schema 2020-12 document: `$schema` and `$id` first, then the schema. */
export interface JsonSchemaDocument extends JsonSchema {
  $schema: string;
  $id: string;
}

/** Every schema of the model as a standalone JSON Schema 2020-12 document, keyed by file name. */
export function buildJsonSchemaDocuments(model: Model): Map<string, JsonSchemaDocument> {
  const base = schemaIdBase(model);
  const documents = new Map<string, JsonSchemaDocument>();
  for (const { name, schema } of buildSchemaSet(model, fileRef).schemas) {
    const file = fileRef(name);
    documents.set(file, { $schema: JSON_SCHEMA_DIALECT, $id: `${base}${file}`, ...schema });
  }
  return documents;
}

/** The files under `generated/json-schema/`, one per schema. */
export function emitJsonSchemaFiles(model: Model): OutputFile[] {
  const base = schemaIdBase(model);
  const files: OutputFile[] = [];
  for (const { name, schema } of buildSchemaSet(model, fileRef).schemas) {
    const file = fileRef(name);
    files.push({ path: `json-schema/${file}`, content: documentText(`${base}${file}`, schema) });
  }
  return files;
}

/**
 * The text `JSON.stringify({$schema, $id, ...schema}, null, 2)` gives, without copying the schema
 * into a new object per file: the two header members are written by hand and the schema's own
 * text follows its opening brace (the same bytes; copying thousands of schemas cost more than
 * serialising them).
 */
function documentText(id: string, schema: JsonSchema): string {
  const header = `{\n  "$schema": ${JSON.stringify(JSON_SCHEMA_DIALECT)},\n  "$id": ${JSON.stringify(id)}`;
  const body = JSON.stringify(schema, null, 2);
  // An empty schema (`{}`) has no members to follow the header.
  return body === "{}" ? `${header}\n}\n` : `${header},${body.slice(1)}\n`;
}
