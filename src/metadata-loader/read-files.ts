import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { SourceText } from "./load-texts.js";

/** The default per-file size limit, checked before a file is read. */
export const DEFAULT_MAX_FILE_SIZE = 32 * 1024 * 1024;

export interface ReadOptions {
  readonly maxFileSize?: number;
  /** Labels are relative to this folder (the working directory by default). */
  readonly labelBase?: string;
}

/**
 * Reads every *.yaml / *.yml file below a metadata folder, in code-point order of their paths.
 * Oversized files and files that are not UTF-8 become diagnostics instead of texts.
 */
export function readMetadataFolder(folder: string, options: ReadOptions = {}): { sources: SourceText[]; diagnostics: Diagnostic[] } {
  const maxFileSize = options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const base = options.labelBase ?? process.cwd();
  const label = (path: string) => {
    const rel = relative(base, path);
    return (rel.startsWith("..") ? path : rel).split(sep).join("/");
  };
  const diagnostics: Diagnostic[] = [];
  const sources: SourceText[] = [];
  const paths = listYamlFiles(folder).sort((a, b) => (label(a) < label(b) ? -1 : label(a) > label(b) ? 1 : 0));
  if (paths.length === 0) {
    diagnostics.push(createDiagnostic("EDM0001", { path: label(folder) }, { file: label(folder), line: 0, column: 0 }));
  }
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (const path of paths) {
    const file = label(path);
    const size = statSync(path).size;
    if (size > maxFileSize) {
      diagnostics.push(createDiagnostic("EDM0002", { size, limit: maxFileSize }, { file, line: 1, column: 1 }));
      continue;
    }
    const bytes = readFileSync(path);
    try {
      sources.push({ file, text: decoder.decode(bytes) });
    } catch {
      diagnostics.push(createDiagnostic("EDM0003", {}, firstInvalidByte(file, bytes)));
    }
  }
  return { sources, diagnostics };
}

function listYamlFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith(".")) found.push(...listYamlFiles(path));
    else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** The line and column of the first byte sequence that is not UTF-8. */
function firstInvalidByte(file: string, bytes: Buffer): { file: string; line: number; column: number } {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let low = 0;
  let high = bytes.length;
  // Longest valid prefix by bisection; a cut inside a character is valid with `stream: true`.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    try {
      decoder.decode(bytes.subarray(0, mid), { stream: true });
      low = mid;
    } catch {
      high = mid - 1;
    }
  }
  const prefix = new TextDecoder().decode(bytes.subarray(0, low));
  const lines = prefix.split("\n");
  return { file, line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}
