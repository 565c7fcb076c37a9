import { readdirSync, readFileSync, statSync, type Stats } from "node:fs";
import { join, relative, sep } from "node:path";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { SourceText } from "./load-texts.js";

/** The default per-file size limit, checked before a file is read. */
export const DEFAULT_MAX_FILE_SIZE = 32 * 1024 * 1024;

export interface ReadOptions {
  readonly maxFileSize?: number;
  /** Labels are relative to this folder (the working directory by default). */
  readonly labelBase?: string;
  /**
   * How a file outside `labelBase` is labelled: by its absolute path (the default), or relative
   * with `..` (edmgen diff, whose other version's files git names that way: both alike).
   */
  readonly outside?: "absolute" | "relative";
}

/**
 * Reads every *.yaml / *.yml file (any case) below a metadata folder, in code-point order of their paths.
 * Oversized files and files that are not UTF-8 become diagnostics instead of texts.
 */
export function readMetadataFolder(folder: string, options: ReadOptions = {}): { sources: SourceText[]; diagnostics: Diagnostic[] } {
  const maxFileSize = options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const base = options.labelBase ?? process.cwd();
  const label = (path: string) => {
    const rel = relative(base, path);
    return (rel.startsWith("..") && options.outside !== "relative" ? path : rel).split(sep).join("/");
  };
  const diagnostics: Diagnostic[] = [];
  const sources: SourceText[] = [];
  const paths = listYamlFiles(folder).sort((a, b) => (label(a) < label(b) ? -1 : label(a) > label(b) ? 1 : 0));
  if (paths.length === 0) {
    diagnostics.push(createDiagnostic("EDM0001", { path: label(folder) }, { file: label(folder), line: 0, column: 0 }));
  }
  for (const path of paths) {
    const file = label(path);
    // Undefined for a broken link or an unreadable entry: reading it then says what is wrong.
    const stats = statOrUndefined(path);
    if (stats !== undefined && !stats.isFile()) {
      // A pipe never ends and a device may stream forever: refused before reading.
      diagnostics.push(createDiagnostic("EDM0010", { kind: entryKind(stats) }, { file, line: 0, column: 0 }));
      continue;
    }
    const size = stats?.size ?? 0;
    if (size > maxFileSize) {
      diagnostics.push(createDiagnostic("EDM0002", { size, limit: maxFileSize }, { file, line: 1, column: 1 }));
      continue;
    }
    const decoded = decodeModelFile(file, readFileSync(path));
    if ("text" in decoded) sources.push({ file, text: decoded.text });
    else diagnostics.push(decoded.diagnostic);
  }
  return { sources, diagnostics };
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * A model file's text from its bytes, wherever they come from (the work tree, a git revision):
 * UTF-8; or EDM0003 at the first byte that is not UTF-8.
 */
export function decodeModelFile(file: string, bytes: Uint8Array): { text: string } | { diagnostic: Diagnostic } {
  try {
    // Lone CRs (old Mac line ends) stay: the parser reads them as line ends, and so do previews.
    return { text: decoder.decode(bytes) };
  } catch {
    return { diagnostic: createDiagnostic("EDM0003", {}, firstInvalidByte(file, bytes)) };
  }
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function entryKind(stats: Stats): string {
  if (stats.isFIFO()) return "a named pipe";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  return "not a file";
}

function isFolder(path: string): boolean {
  return statOrUndefined(path)?.isDirectory() ?? false;
}

/** The paths of every metadata file the loader reads below a folder (unsorted). */
export function listYamlFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith(".")) found.push(...listYamlFiles(path));
    // Symbolic links to files count as files, and so do broken ones (reading them then says what
    // is wrong, instead of a file of the model going missing unseen); links to folders are not
    // followed (no cycles). The extension in any case: `Model.YAML` is a model file too. Other
    // kinds of entries (a pipe, a socket, a device) are listed too, to be refused by name.
    // An editor's lock file (`.#price.yaml`, a link to nowhere Emacs keeps while a file is edited) is none.
    else if (!entry.isDirectory() && !(entry.isSymbolicLink() && isFolder(path)) && /\.ya?ml$/i.test(entry.name) && !entry.name.startsWith(".#")) found.push(path);
  }
  return found;
}

/**
 * The line and column (in UTF-16 code units, as editors count) of the first byte sequence that is
 * not UTF-8; lines end at LF, CRLF or a lone CR, as for the YAML (a file with old Mac line ends is
 * often in an old Mac encoding too).
 */
export function firstInvalidByte(file: string, bytes: Uint8Array): { file: string; line: number; column: number } {
  const offset = firstInvalidOffset(bytes);
  const prefix = new TextDecoder().decode(bytes.subarray(0, offset));
  const lines = prefix.split(/\r\n?|\n/);
  return { file, line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (Unicode 15, table 3-7). */
export function firstInvalidOffset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f; // no encoded surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const byte = bytes[i + k];
      const min = k === 1 ? low : 0x80;
      const max = k === 1 ? high : 0xbf;
      if (byte === undefined || byte < min || byte > max) return i;
    }
    i += length;
  }
  return bytes.length;
}
