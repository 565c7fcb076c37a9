import { Ajv2020 } from "ajv/dist/2020.js";
import { formatDiagnostics } from "../../src/diagnostics/printer.js";
import { ANNOTATION_FORMATS } from "../../src/emitters/json-schema/index.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

/** The service block of the tiny test models; `extra` lines are appended inside `service:`. */
export function serviceYaml(extra = ""): string {
  return `service:
  name: Tiny
  namespace: Tiny
  title: Tiny Service
  version: "1.0.0"
  basePath: /odata
${extra}`;
}

/** Builds a model from one metadata file's text; throws with the diagnostics when it does not load. */
export function tinyModel(yaml: string): Model {
  const files = [{ file: "metadata/tiny.yaml", text: yaml }];
  const { model, diagnostics } = loadModelFromTexts(files);
  if (!model)
    throw new Error(`the tiny model does not load:\n${formatDiagnostics(diagnostics, new Map([[files[0]!.file, yaml]]))}`);
  return model;
}

/** Ajv for JSON Schema 2020-12 in strict mode, with the schemas' formats registered as annotations only. */
export function strictAjv(options: { useDefaults?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, ...options });
  for (const format of ANNOTATION_FORMATS) ajv.addFormat(format, true);
  return ajv;
}
