import { hasErrors, sortDiagnostics, type Diagnostic } from "./diagnostics/diagnostic.js";
import type { OutputFile } from "./emitters/emitter.js";
import { outputNameProblems } from "./emitters/common/file-names.js";
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

/**
 * Load, check and build from texts (no file system): the stages before emitting. `earlier` holds
 * problems found while reading the files (size, encoding); reading and parsing are one stage, so
 * they stop the run before the build together with parse and schema errors.
 */
export function loadModelFromTexts(sources: readonly SourceText[], earlier: readonly Diagnostic[] = []): { model?: Model; diagnostics: Diagnostic[] } {
  const loaded = loadTexts(sources);
  // Stop between stages: a file that does not parse or fit the format would only cause follow-on
  // errors in the build (a missing service, unknown types that live in that file).
  const early = [...earlier, ...loaded.diagnostics];
  if (hasErrors(early)) return { diagnostics: sortDiagnostics(early) };
  const built = buildModel(loaded.files);
  // Names that are valid in OData but would collide as file names in the output.
  const clashes = built.model ? outputNameProblems(built.model) : [];
  const diagnostics = sortDiagnostics([...early, ...built.diagnostics, ...clashes]);
  if (hasErrors(diagnostics) || !built.model) return { diagnostics };
  return { model: built.model, diagnostics };
}

/** Load, check and build from a metadata folder. */
export function loadModelFromFolder(folder: string, options: ReadOptions = {}): LoadResult {
  const read = readMetadataFolder(folder, options);
  return { ...loadModelFromTexts(read.sources, read.diagnostics), sources: read.sources };
}

/**
 * Runs every registered emitter and hands each one's files to `sink` before the next runs, so a
 * run holds one emitter's output at a time, not all of it (one file at a time, for emitters that
 * hand over their files one by one).
 */
export function emitEach(model: Model, sink: (files: readonly OutputFile[], emitter: string) => void): void {
  for (const emitter of EMITTERS) for (const file of emitter.emitOneByOne(model)) sink([file], emitter.name);
}

/** Runs every registered emitter and returns all files, sorted by path; paths are unique across emitters (a duplicate is a bug). */
export function emitAll(model: Model): OutputFile[] {
  const files: OutputFile[] = [];
  const seen = new Set<string>();
  emitEach(model, (batch, emitter) => {
    for (const file of batch) {
      if (seen.has(file.path)) throw new Error(`internal error: emitter '${emitter}' writes '${file.path}', which another emitter wrote already`);
      seen.add(file.path);
      files.push(file);
    }
  });
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
