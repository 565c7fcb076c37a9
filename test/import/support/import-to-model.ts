import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatDiagnostics } from "../../../src/diagnostics/printer.js";
import { importCsdl, type ImportResult } from "../../../src/import/index.js";
import type { Model } from "../../../src/model/types.js";
import { loadModelFromFolder } from "../../../src/pipeline.js";

/** Imports a document, writes the files to a temporary folder and loads them as the pipeline does; throws on errors. */
export function importToModel(text: string, label: string): { model: Model; imported: ImportResult } {
  const imported = importCsdl(text, label);
  const dir = mkdtempSync(join(tmpdir(), "edmgen-import-"));
  try {
    for (const file of imported.files) writeFileSync(join(dir, file.path), file.content);
    const loaded = loadModelFromFolder(dir, { labelBase: dir });
    if (!loaded.model) throw new Error(`the imported model does not load:\n${formatDiagnostics([...imported.diagnostics, ...loaded.diagnostics])}`);
    return { model: loaded.model, imported };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
