import type { Model } from "../../model/types.js";
import { GENERATED_NOTICE } from "../common/generated-notice.js";
import { withExactInt64Bounds } from "../common/int64-bounds.js";
import type { OutputFile } from "../emitter.js";
import { buildSchemaSet, componentSchemaSet, releaseComponentSchemaSet } from "./build-schema-set.js";
import type { JsonSchema, RefWriter, SchemaSet } from "./json-schema-types.js";
import { record } from "./fast-record.js";
import { componentRef, fileRefs, schemaLocation } from "./schema-names.js";
import { fileStems, type StemOf } from "../common/file-stems.js";

/** The dialect every file declares. */
export const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

/**
 * The base of every `$id`: `https://edmgen.dev/<namespace>/json-schema/`. An identifier, not a
 * location to download from; `$ref`s between the files are relative (`Email.json`,
 * `Price.json#/$defs/create`) and resolve against it, so a validator is given every file (or a
 * resolver maps the base to the folder).
 */
export function schemaIdBase(model: Model): string {
  return `https://edmgen.dev/${encodeURIComponent(model.service.namespace)}/json-schema/`;
}

/** A JSON Schema 2020-12 document: the generated notice (`$comment`), `$schema` and `$id` first, then the schema. */
export interface JsonSchemaDocument extends JsonSchema {
  $comment: string;
  $schema: string;
  $id: string;
  /** The type's variants: `collection`, `create`, `update` (entity types), `body` (complex types). */
  $defs?: Record<string, JsonSchema>;
}

/** A type's schemas grouped into its one document: the root schema and its variants by `$defs` name. */
interface DocumentParts {
  root?: JsonSchema;
  readonly defs: [string, JsonSchema][];
}

/** Schemas grouped by the file that holds them, in file-name order. */
function documentParts(schemas: SchemaSet["schemas"], stemOf: StemOf): Map<string, DocumentParts> {
  const parts = new Map<string, DocumentParts>();
  for (const { name, schema } of schemas) {
    const { file, def } = schemaLocation(name, stemOf);
    let document = parts.get(file);
    if (document === undefined) parts.set(file, (document = { defs: [] }));
    if (def === undefined) document.root = schema;
    else document.defs.push([def, schema]);
  }
  for (const [file, document] of parts) if (document.root === undefined) throw new Error(`bug: ${file} has variants but no schema of its own`);
  return new Map([...parts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Every JSON Schema 2020-12 document of the model, keyed by file name. */
export function buildJsonSchemaDocuments(model: Model): Map<string, JsonSchemaDocument> {
  const base = schemaIdBase(model);
  const documents = new Map<string, JsonSchemaDocument>();
  const stemOf = fileStems(model).schemaFile;
  for (const [file, { root, defs }] of documentParts(buildSchemaSet(model, fileRefs(stemOf)).schemas, stemOf)) {
    documents.set(file, { $comment: GENERATED_NOTICE, $schema: JSON_SCHEMA_DIALECT, $id: `${base}${file}`, ...root!, ...(defs.length > 0 ? { $defs: record(defs) } : {}) });
  }
  return documents;
}

/** The absolute URI of a named schema (`<base>Price.json#/$defs/create`), as a validator that loaded every file resolves it. */
export function schemaUri(model: Model, name: string): string {
  return `${schemaIdBase(model)}${fileRefs(fileStems(model).schemaFile)(name)}`;
}

/**
 * The files under `generated/json-schema/`, one per type: the text of `buildJsonSchemaDocuments`,
 * written from the schema set the OpenAPI documents use (built once per run), with its component
 * references turned into file references in the text (a test checks the two agree).
 */
export function* emitJsonSchemaFilesOneByOne(model: Model): Generator<OutputFile> {
  const base = schemaIdBase(model);
  const stemOf = fileStems(model).schemaFile;
  const parts = documentParts(componentSchemaSet(model).schemas, stemOf);
  const fileRef = fileRefs(stemOf);
  // The emitters run OpenAPI first, then this one: nothing needs the set after these files.
  releaseComponentSchemaSet(model);
  for (const [file, { root, defs }] of parts) {
    yield { path: `json-schema/${file}`, content: withFileRefs(documentText(`${base}${file}`, root!, defs), fileRef) };
  }
}


/** `"$ref": "#/components/schemas/<name>"` as JSON.stringify writes it; names are identifiers with `-` and `.`, never quotes. */
const COMPONENT_REF = new RegExp(`"\\$ref": "${componentRef("").replaceAll("/", "\\/")}([^"]+)"`, "g");

function withFileRefs(text: string, fileRef: RefWriter): string {
  return text.replace(COMPONENT_REF, (_, name: string) => `"$ref": ${JSON.stringify(fileRef(name))}`);
}

/**
 * The text of `{$comment, $schema, $id, ...schema, $defs}`: one small object per file around the
 * shared schemas (only the root's own members are copied), serialised in one call. The comment
 * comes first: it is the generated notice, by which `generate` tells its files in `json-schema/`
 * from someone's own (JSON has no comments of its own; `$comment` is JSON Schema's).
 */
function documentText(id: string, schema: JsonSchema, defs: readonly [string, JsonSchema][]): string {
  const document: Record<string, unknown> = { $comment: GENERATED_NOTICE, $schema: JSON_SCHEMA_DIALECT, $id: id, ...schema };
  if (defs.length > 0) document.$defs = record([...defs]);
  return withExactInt64Bounds(JSON.stringify(document, null, 2), "\n");
}
