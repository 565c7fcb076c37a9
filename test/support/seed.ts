import { readdirSync, readFileSync } from "node:fs";
import { formatDiagnostics } from "../../src/diagnostics/printer.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

/** The repository root, found from this file so tests run from any working directory. */
const REPO_ROOT = new URL("../../", import.meta.url);

/** The seed model's files (`metadata/*.yaml`), labelled `metadata/<name>.yaml`, in name order. */
export function readSeedTexts(): { file: string; text: string }[] {
  const folder = new URL("metadata/", REPO_ROOT);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => ({ file: `metadata/${name}`, text: readFileSync(new URL(name, folder), "utf8") }));
}

/** Loads the seed model (the Business Data Service in `metadata/`); throws with the formatted diagnostics on any error. */
export function loadSeedModel(): Model {
  const files = readSeedTexts();
  const { model, diagnostics } = loadModelFromTexts(files);
  if (model === undefined || diagnostics.some((d) => d.severity === "error")) {
    const sources = new Map(files.map((f) => [f.file, f.text] as const));
    throw new Error(`the seed model does not load:\n${formatDiagnostics(diagnostics, sources)}`);
  }
  return model;
}
