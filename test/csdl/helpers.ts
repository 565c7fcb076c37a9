import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import { validateXML } from "xmllint-wasm";
import { formatDiagnostics } from "../../src/diagnostics/printer.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

const require = createRequire(import.meta.url);

/**
 * The OASIS CSDL schemas come from the installed `odata-csdl` package (the OData TC's own npm
 * package, repository oasis-tcs/odata-csdl-schemas, folder `schemas/`), not from a copy: its
 * `edm.xsd` and `edmx.xsd` are the upstream files, and `csdl.schema.json` the upstream JSON Schema.
 */
export const CSDL_SCHEMAS_DIR = join(dirname(require.resolve("odata-csdl/package.json")), "schemas");

const readSchema = (name: string): string => readFileSync(join(CSDL_SCHEMAS_DIR, name), "utf8");

/** A service section for tiny test models. */
export const SERVICE_YAML = `
service:
  name: TestService
  namespace: Test.Space
  title: Test service
  version: "1.0.0"
  basePath: /odata
`;

/** Builds a model from YAML texts (file name -> text), throwing the formatted diagnostics on any error. */
export function modelFrom(files: Record<string, string>): Model {
  const sources = Object.entries(files).map(([file, text]) => ({ file, text }));
  const { model, diagnostics } = loadModelFromTexts(sources);
  if (!model || diagnostics.some((d) => d.severity === "error")) {
    throw new Error(formatDiagnostics(diagnostics, new Map(sources.map((s) => [s.file, s.text] as const))));
  }
  return model;
}

/** A model from the service section above plus one YAML text. */
export function tinyModel(yaml: string, service = SERVICE_YAML): Model {
  return modelFrom({ "metadata/service.yaml": service, "metadata/model.yaml": yaml });
}

/** Validates CSDL XML against the OASIS edmx.xsd (which imports edm.xsd); returns the error messages. */
export async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "metadata.xml", contents: xml }],
    schema: [{ fileName: "edmx.xsd", contents: readSchema("edmx.xsd") }],
    preload: [{ fileName: "edm.xsd", contents: readSchema("edm.xsd") }],
  });
  return result.errors.map((error) => error.rawMessage);
}

let csdlJsonValidator: ValidateFunction | undefined;

/** Validates CSDL JSON against the OASIS csdl.schema.json (draft-07); returns ajv's errors as text. */
export function jsonSchemaErrors(json: unknown): string[] {
  if (!csdlJsonValidator) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    csdlJsonValidator = ajv.compile(JSON.parse(readSchema("csdl.schema.json")) as object);
  }
  if (csdlJsonValidator(json)) return [];
  return (csdlJsonValidator.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ""}`);
}

interface Xml2JsonOptions {
  strict?: boolean;
  messages?: unknown[];
}
const { xml2json } = require("odata-csdl") as { xml2json: (xml: string, options?: Xml2JsonOptions) => Record<string, unknown> };

/** The OASIS converter's CSDL JSON for a CSDL XML text; it throws on any problem it notices (strict mode). */
export function oasisXmlToJson(xml: string): Record<string, unknown> {
  const messages: unknown[] = [];
  const json = xml2json(xml, { strict: true, messages });
  if (messages.length > 0) throw new Error(`odata-csdl reported: ${JSON.stringify(messages)}`);
  return json;
}
