import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import standalone from "ajv/dist/standalone/index.js";

/**
 * Generates `schema-validator.generated.ts`: the format schema's validator as ajv standalone
 * code. Importing ajv and compiling the schema took about 150 ms of every run; the generated
 * module loads in a few. A test fails when the checked-in module no longer matches the schema;
 * regenerate it with `npx tsc -p tsconfig.build.json && node dist/metadata-loader/schema-validator-source.js`.
 */

/** The options the validator is compiled with: every error, each with its schema and data (`verbose`). */
export const AJV_OPTIONS = { allErrors: true, strict: true, allowUnionTypes: true, verbose: true } as const;

export const SCHEMA_FILE = new URL("../../schema/edmgen-metadata.schema.json", import.meta.url);
export const GENERATED_FILE = new URL("../../src/metadata-loader/schema-validator.generated.ts", import.meta.url);

/** The text of the generated module for a schema's text. */
export function schemaValidatorSource(schemaText: string): string {
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true, esm: true } });
  // A CommonJS module: its default export is the function, with itself as `default` for TypeScript.
  const code = standalone.default(ajv, ajv.compile(JSON.parse(schemaText) as object));
  return [
    "// Generated from schema/edmgen-metadata.schema.json by src/metadata-loader/schema-validator-source.ts: do not edit.",
    "// @ts-nocheck",
    code,
    "",
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(GENERATED_FILE, schemaValidatorSource(readFileSync(SCHEMA_FILE, "utf8")));
}
