import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SourceText } from "../metadata-loader/load-texts.js";
import { listFiles } from "./tree-writer.js";

/**
 * The record a `generate` or `check` leaves of the output folder it found up to date or wrote:
 * a key of everything the output depends on (the model's texts, the options, edmgen's own code,
 * Node's version) and the size, modification time, change time and inode of every file in the
 * folder afterwards. A later run with the same key, into a folder whose files all still have
 * those stamps, knows the answer without emitting anything (git trusts its index the same way).
 * Editing, restoring, deleting or adding any file changes a stamp (the change time cannot be set
 * back by hand), and then the run emits and compares as usual. The record only ever skips work:
 * without one, or with one that does not match, a run is exactly what it would be otherwise.
 */
export interface RunRecord {
  readonly format: typeof FORMAT;
  readonly key: string;
  /** What the run printed on stderr (the model's warnings), printed again by a run that uses the record. */
  readonly report: string;
  /** Per file, sorted by path: path, then size, mtime, ctime (nanoseconds) and inode as decimal strings. */
  readonly files: readonly (readonly [string, string, string, string, string])[];
}

const FORMAT = 1;

/** What a run's output depends on, besides edmgen's code and Node (added by `runKey`). */
export interface RunInputs {
  readonly metadataDir: string;
  readonly outDir: string;
  /** The folder diagnostics are labelled relative to: the report names files by it. */
  readonly labelBase: string;
  readonly maxFileSize: number | undefined;
  readonly sources: readonly SourceText[];
}

/**
 * Where records are kept: `EDMGEN_CACHE_DIR` when set, otherwise `node_modules/.cache/edmgen` of
 * the nearest folder above the working folder that has a `package.json` (where Babel, ESLint's
 * loaders and most Node tools keep theirs); none outside a package.
 */
export function recordFolder(cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  const configured = env.EDMGEN_CACHE_DIR;
  if (configured !== undefined && configured !== "") return configured;
  for (let folder = cwd; ; folder = dirname(folder)) {
    if (existsSync(join(folder, "package.json"))) return join(folder, "node_modules", ".cache", "edmgen");
    if (dirname(folder) === folder) return undefined;
  }
}

/** The key of a run: every input it reads, in an unambiguous order, hashed. */
export function runKey(inputs: RunInputs, generator = generatorFingerprint()): string {
  const hash = createHash("sha256");
  const field = (text: string) => hash.update(`${Buffer.byteLength(text)}:`).update(text);
  field(`edmgen-run-record ${FORMAT}`);
  field(generator);
  field(process.version);
  field(inputs.metadataDir);
  field(inputs.outDir);
  field(inputs.labelBase);
  field(String(inputs.maxFileSize ?? "default"));
  field(String(inputs.sources.length));
  for (const source of inputs.sources) {
    field(source.file);
    field(source.text);
  }
  return hash.digest("hex");
}

let fingerprint: string | undefined;

/** A hash of edmgen's code (every module under `dist/`, or `src/` when run from source): a rebuilt or upgraded edmgen does not trust records of another. */
export function generatorFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const root = new URL("../", import.meta.url).pathname;
  const hash = createHash("sha256");
  for (const path of listFiles(root).filter((p) => /\.[jt]s$/.test(p))) hash.update(`${path}\0`).update(readFileSync(join(root, path))).update("\0");
  fingerprint = hash.digest("hex");
  return fingerprint;
}

/** The record file of one output folder (records of several folders live side by side). */
function recordPath(folder: string, outDir: string): string {
  return join(folder, `run-${createHash("sha256").update(outDir).digest("hex").slice(0, 24)}.json`);
}

/** The stamps of every file in a folder now, sorted by path; undefined when the folder does not exist. */
function stampsOf(outDir: string): RunRecord["files"] | undefined {
  if (!existsSync(outDir)) return undefined;
  return listFiles(outDir).map((path) => {
    const stats = statSync(join(outDir, path), { bigint: true });
    return [path, String(stats.size), String(stats.mtimeNs), String(stats.ctimeNs), String(stats.ino)] as const;
  });
}

/** The record of an output folder if it was made with `key` and the folder is as the record left it; undefined otherwise, or on any doubt. */
export function matchingRecord(folder: string, outDir: string, key: string): RunRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordPath(folder, outDir), "utf8")) as RunRecord;
    if (record.format !== FORMAT || record.key !== key || typeof record.report !== "string" || !Array.isArray(record.files)) return undefined;
    const now = stampsOf(outDir);
    if (now === undefined || now.length !== record.files.length) return undefined;
    for (let i = 0; i < now.length; i++) {
      const recorded = record.files[i]!;
      const stamp = now[i]!;
      for (let j = 0; j < stamp.length; j++) if (recorded[j] !== stamp[j]) return undefined;
    }
    return record;
  } catch {
    return undefined; // no record, or one that cannot be read: the run does its work
  }
}

/**
 * Records an output folder as it is now, for `key`. A record that cannot be written is no error
 * (a read-only checkout, a full disk): the next run just does its work. Written to a temporary
 * name and renamed, so a reader sees a whole record or none.
 */
export function writeRecord(folder: string, outDir: string, key: string, report: string): void {
  const path = recordPath(folder, outDir);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    const files = stampsOf(outDir);
    if (files === undefined) return;
    const record: RunRecord = { format: FORMAT, key, report, files };
    mkdirSync(folder, { recursive: true });
    writeFileSync(temporary, JSON.stringify(record));
    renameSync(temporary, path);
  } catch {
    rmSync(temporary, { force: true });
  }
}
