import { hasErrors, sortDiagnostics, type Diagnostic } from "./diagnostics/diagnostic.js";
import type { OutputFile } from "./emitters/emitter.js";
import { EMITTERS } from "./emitters/registry.js";
import { loadTexts, type SourceText } from "./metadata-loader/load-texts.js";
import { readMetadataFolder, type ReadOptions } from "./metadata-loader/read-files.js";
import { buildModel } from "./model/build-model.js";
import type { Model } from "./model/types.js";

export interface LoadResult {
  readonly model?: Model;
  /** Sorted by file, line and column. */
  readonly diagnostics: Diagnostic[];
  /** The texts read, for source previews in diagnostics. */
  readonly sources: readonly SourceText[];
}

/** Load, check and build from texts (no file system): the stages before emitting. */
export function loadModelFromTexts(sources: readonly SourceText[]): { model?: Model; diagnostics: Diagnostic[] } {
  const loaded = loadTexts(sources);
  // Files that failed to parse or check are left out of the build; their errors already stop the run.
  const built = buildModel(loaded.files);
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...built.diagnostics]);
  if (hasErrors(diagnostics) || !built.model) return { diagnostics };
  return { model: built.model, diagnostics };
}

/** Load, check and build from a metadata folder. */
export function loadModelFromFolder(folder: string, options: ReadOptions = {}): LoadResult {
  const read = readMetadataFolder(folder, options);
  const result = loadModelFromTexts(read.sources);
  const diagnostics = sortDiagnostics([...read.diagnostics, ...result.diagnostics]);
  if (hasErrors(diagnostics)) return { diagnostics, sources: read.sources };
  return { ...(result.model ? { model: result.model } : {}), diagnostics, sources: read.sources };
}

/** Runs every registered emitter; paths are unique across emitters (a duplicate is a bug). */
export function emitAll(model: Model): OutputFile[] {
  const files: OutputFile[] = [];
  const seen = new Set<string>();
  for (const emitter of EMITTERS) {
    for (const file of emitter.emit(model)) {
      if (seen.has(file.path)) throw new Error(`internal error: emitter '${emitter.name}' writes '${file.path}', which another emitter wrote already`);
      seen.add(file.path);
      files.push(file);
    }
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
