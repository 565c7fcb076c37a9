import { formatDiagnostics } from "../../src/diagnostics/printer.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

/** A service section for tiny test models. */
export const TINY_SERVICE = `service:
  name: Tiny
  namespace: Tiny.Model
  title: Tiny service
  version: 1.0.0
  basePath: /odata
  updateMethod: PUT
`;

/** Builds a model from YAML text (the service section is prepended unless the text has one); throws on errors. */
export function tinyModel(yaml: string): Model {
  const text = yaml.includes("service:") ? yaml : TINY_SERVICE + yaml;
  const { model, diagnostics } = loadModelFromTexts([{ file: "tiny.yaml", text }]);
  if (!model) throw new Error(`tiny model does not load:\n${formatDiagnostics(diagnostics, new Map([["tiny.yaml", text]]))}`);
  return model;
}
