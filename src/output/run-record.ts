import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SourceText } from "../metadata-loader/load-texts.js";
import { listFiles, runFilesBeside } from "./tree-writer.js";

/**
 * The record a `generate` or `check` leaves of the output folder it found up to date or wrote:
 * a key of everything the output depends on (the model's texts, the options, edmgen's own code,
 * templates and dependencies, Node's version) and the size, modification time, change time and
 * inode of every file in the folder afterwards. A later run with the same key, into a folder whose
 * files all still have those stamps, knows the answer without emitting anything (git trusts its
 * index the same way). Editing, restoring, deleting or adding any file changes a stamp (the change
 * time cannot be set back by hand), and then the run emits and compares as usual. The record only
 * ever skips work: without one, or with one that does not match, a run is exactly what it would be
 * otherwise, and nothing about records (a cache folder that cannot be written, a damaged record)
 * changes a run's result.
 */
export interface RunRecord {
  readonly format: typeof FORMAT;
  readonly key: string;
  /** What the run printed on stderr (the model's warnings), printed again by a run that uses the record. */
  readonly report: string;
  readonly files: Stamps;
}

/** Per file, sorted by path: path, then size, mtime, ctime (nanoseconds) and inode as decimal strings. */
export type Stamps = readonly (readonly [path: string, size: string, mtime: string, ctime: string, inode: string])[];

const FORMAT = 1;

/** What a run's output depends on, besides edmgen itself and Node (added by `runKey`). */
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
 * the nearest folder above the working folder that has a `package.json` (where most Node tools
 * keep their caches); none outside a package unless `EDMGEN_CACHE_DIR` is set.
 */
export function recordFolder(cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  const configured = env.EDMGEN_CACHE_DIR;
  if (configured !== undefined && configured !== "") return configured;
  const manifest = nearestAbove(cwd, "package.json");
  return manifest === undefined ? undefined : join(dirname(manifest), "node_modules", ".cache", "edmgen");
}

/** The nearest path `relative` below `start` or a folder above it that exists, as Node finds packages; undefined when none does. */
function nearestAbove(start: string, relative: string): string | undefined {
  for (let folder = start; ; folder = dirname(folder)) {
    const path = join(folder, relative);
    if (existsSync(path)) return path;
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

/**
 * A hash of everything of edmgen's that shapes its output: its code (every module under `dist/`,
 * or `src/` when run from source), its templates (read at run time, so an edited one takes effect
 * at once), its `package.json` and the `package.json` of each dependency as installed (their
 * versions). A rebuilt, upgraded or re-installed edmgen does not trust records of another.
 */
function generatorFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const code = fileURLToPath(new URL("../", import.meta.url));
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const hash = createHash("sha256");
  const file = (label: string, path: string) => hash.update(`${label}\0`).update(existsSync(path) ? readFileSync(path) : "(none)").update("\0");
  for (const path of listFiles(code).filter((p) => /\.[jt]s$/.test(p))) file(`code/${path}`, join(code, path));
  const templates = join(root, "templates");
  if (existsSync(templates)) for (const path of listFiles(templates)) file(`templates/${path}`, join(templates, path));
  const manifest = join(root, "package.json");
  file("package.json", manifest);
  const dependencies = Object.keys((JSON.parse(readFileSync(manifest, "utf8")) as { dependencies?: Record<string, string> }).dependencies ?? {}).sort();
  for (const name of dependencies) file(`dependency ${name}`, nearestAbove(root, join("node_modules", name, "package.json")) ?? "");
  fingerprint = hash.digest("hex");
  return fingerprint;
}


/** The record file of one output folder run from one working folder (records of several live side by side). */
function recordPath(folder: string, outDir: string, labelBase: string): string {
  return join(folder, `run-${createHash("sha256").update(`${outDir}\0${labelBase}`).digest("hex").slice(0, 24)}.json`);
}

/** The stamps of every file below a folder now, sorted by path; undefined when the folder does not exist. */
export function stampFolder(folder: string): Stamps | undefined {
  if (!existsSync(folder)) return undefined;
  return listFiles(folder).map((path) => {
    const stats = statSync(join(folder, path), { bigint: true });
    return [path, String(stats.size), String(stats.mtimeNs), String(stats.ctimeNs), String(stats.ino)] as const;
  });
}

const sameStamps = (a: Stamps, b: Stamps) => a.length === b.length && a.every((stamp, i) => stamp.every((part, j) => part === b[i]![j]));

/**
 * The record of an output folder if it was made with `key` and the folder is exactly as the record
 * left it, with no run busy beside it (a lock, a staging tree) or killed there; undefined otherwise,
 * or on any doubt.
 */
export function matchingRecord(folder: string, outDir: string, labelBase: string, key: string): RunRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordPath(folder, outDir, labelBase), "utf8")) as RunRecord;
    if (record.format !== FORMAT || record.key !== key || typeof record.report !== "string" || !Array.isArray(record.files)) return undefined;
    if (runFilesBeside(outDir).length > 0) return undefined;
    const now = stampFolder(outDir);
    return now !== undefined && sameStamps(now, record.files) ? record : undefined;
  } catch {
    return undefined; // no record, or one that cannot be read: the run does its work
  }
}

/**
 * What a run saw of the output folder, to decide at its end whether the folder is still exactly
 * what it compared or wrote. A file changed by anyone else during the run (an editor, a watcher, a
 * second run) must not be recorded as up to date.
 */
export interface Witness {
  /** The folder before anything was compared. */
  readonly before: Stamps | undefined;
  /** The staged tree just before it became the folder, when the run wrote. */
  readonly staged?: Stamps | undefined;
  /** How many files the run produced: the folder holds exactly those when it is up to date. */
  readonly produced: number;
}

/**
 * Whether the folder now is the one the run vouches for: as many files as it produced, and, when
 * it wrote nothing, every stamp as before.
 * Written: every file as staged (size, modification time, inode; removing the old tree changes the
 * change time of files carried over by hard link), and each file carried over from the old tree as
 * it was before the run compared it.
 */
export function vouchedFor(witness: Witness, now: Stamps): boolean {
  if (now.length !== witness.produced) return false;
  if (witness.staged === undefined) return witness.before !== undefined && sameStamps(witness.before, now);
  const staged = new Map(witness.staged.map((stamp) => [stamp[0], stamp]));
  const before = new Map((witness.before ?? []).map((stamp) => [stamp[0], stamp]));
  if (staged.size !== now.length) return false;
  return now.every(([path, size, mtime, , inode]) => {
    const as = staged.get(path);
    if (as === undefined || as[1] !== size || as[2] !== mtime || as[4] !== inode) return false;
    const old = before.get(path);
    return old === undefined || old[4] !== inode || (old[1] === size && old[2] === mtime);
  });
}

/**
 * Records an output folder as it is now, for `key`, if the run vouches for it. A record that
 * cannot be written is no error (a read-only checkout, a full disk, a file where the cache folder
 * belongs): the next run just does its work. Written to a temporary name and renamed, so a reader
 * sees a whole record or none.
 */
export function writeRecord(folder: string, outDir: string, labelBase: string, key: string, report: string, witness: Witness): void {
  const path = recordPath(folder, outDir, labelBase);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    const files = stampFolder(outDir);
    if (files === undefined || !vouchedFor(witness, files)) return;
    const record: RunRecord = { format: FORMAT, key, report, files };
    mkdirSync(folder, { recursive: true });
    writeFileSync(temporary, JSON.stringify(record));
    renameSync(temporary, path);
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // the cache folder is not usable at all: nothing was left there either
    }
  }
}
