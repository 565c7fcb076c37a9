import { suggest } from "../../diagnostics/suggest.js";
import { existsSync, lstatSync, readlinkSync, realpathSync, statSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { formatDiagnostics, summarize } from "../../diagnostics/printer.js";
import { plural } from "../../diagnostics/plural.js";
import { readMetadataFolder } from "../../metadata-loader/read-files.js";
import { matchingRecord, recordFolder, runKey, stampFolder, writeRecord, type RunInputs, type Stamps, type Witness } from "../../output/run-record.js";
import { isFresh, OutputFolderBusyError, TreeComparer, TreeWriter, type TreeComparison } from "../../output/tree-writer.js";
import type { Model } from "../../model/types.js";
import type { LoadResult } from "../../pipeline.js";
import { EXIT, FolderError, maxFileSizeOf, UsageError, type CliIo } from "../io.js";

/** The options of `generate` (and of `check`, which is `generate --check`); the usage lines of `--help` and the README name them all. */
export const OPTIONS = {
  metadata: { type: "string", default: "metadata" },
  out: { type: "string", default: "generated" },
  check: { type: "boolean", default: false },
  "max-file-size": { type: "string" },
  "no-cache": { type: "boolean", default: false },
} as const;

/** `edmgen generate [--metadata DIR] [--out DIR] [--check] [--max-file-size N] [--no-cache]`; `edmgen check` is `generate --check`. */
export async function runGenerate(args: readonly string[], io: CliIo, forceCheck = false): Promise<number> {
  const { values } = parseStrict(args, OPTIONS);
  if (values.out.trim() === "") throw new UsageError("--out needs a folder");
  const outDir = followLink(resolve(io.cwd, values.out));
  const metadataDir = metadataFolder(values.metadata, io.cwd);
  checkOutFolder(outDir, values.out, metadataDir, io.cwd);
  const maxFileSize = maxFileSizeOf(values["max-file-size"]);
  const read = readMetadataFolder(checkedMetadataFolder(values.metadata, io.cwd), { labelBase: io.cwd, ...(maxFileSize ? { maxFileSize } : {}) });

  // A run whose every input is as the last run into this folder had them, into a folder nobody
  // has touched since, has nothing to do (see run-record.ts).
  const records = values["no-cache"] || read.diagnostics.length > 0 ? undefined : recordFolder(io.cwd, io.env ?? process.env);
  const key = records === undefined ? undefined : keyOrUndefined({ metadataDir, outDir, labelBase: io.cwd, maxFileSize, sources: read.sources });
  const recorded = records === undefined || key === undefined ? undefined : matchingRecord(records, outDir, io.cwd, key);
  if (recorded !== undefined) {
    if (recorded.report !== "") io.stderr(recorded.report);
    io.stdout(`${values.out}: ${plural(recorded.files.length, "file")}, all up to date (as the last run left them)\n`);
    return EXIT.ok;
  }
  const witnessing = records !== undefined && key !== undefined;
  const remember = (report: string, witness: Witness) => {
    if (witnessing) writeRecord(records, outDir, io.cwd, key, report, witness);
  };

  // The emitters load only when there is work for them.
  const { emitEach, loadModelFromTexts } = await import("../../pipeline.js");
  const report = printLoadReport({ ...loadModelFromTexts(read.sources, read.diagnostics), sources: read.sources }, io);
  if (!report.model) return EXIT.failed;
  const model = report.model;
  let count = 0;
  if (values.check || forceCheck) {
    const before = witnessing ? stampFolder(outDir) : undefined;
    const comparer = new TreeComparer(outDir);
    emitEach(model, (files) => {
      comparer.add(files);
      count += files.length;
    });
    const comparison = comparer.comparison();
    if (isFresh(comparison)) {
      remember(report.text, { before, produced: count });
      io.stdout(`${values.out}: ${plural(count, "file")}, all up to date\n`);
      return EXIT.ok;
    }
    io.stderr(describeStale(values.out, comparison, comparer.foreignFiles()));
    return EXIT.failed;
  }
  // Each emitter's files go to the staging folder as soon as they exist; the output folder
  // changes only at commit, after every emitter has succeeded.
  const writer = openWriter(outDir);
  const before = witnessing ? stampFolder(outDir) : undefined;
  let staged: Stamps | undefined;
  let comparison: TreeComparison;
  try {
    emitEach(model, (files) => {
      writer.add(files);
      count += files.length;
    });
    // The output folder is replaced as a whole: never when it holds files of someone else's.
    const foreign = writer.foreignFiles();
    if (foreign.length > 0) {
      throw new FolderError(
        `${values.out} holds files edmgen does not generate (${foreign.slice(0, 5).join(", ")}${foreign.length > 5 ? `, and ${foreign.length - 5} more` : ""}); ` +
          "generate replaces the whole folder: move them elsewhere, or give edmgen a folder of its own with --out",
      );
    }
    comparison = writer.commit(
      witnessing
        ? (stagedTree) => {
            staged = stampFolder(stagedTree);
          }
        : undefined,
    );
  } catch (error) {
    writer.abort();
    // Another run took the folder over meanwhile (it found this run's lock stale): its output stands.
    if (error instanceof OutputFolderBusyError) throw new FolderError(error.message);
    throw error;
  }
  remember(report.text, { before, staged, produced: count });
  if (writer.leftover !== undefined) {
    io.stderr(`edmgen: warning: the previous output was replaced but could not be removed: delete ${relative(io.cwd, writer.leftover) || writer.leftover} (read-only folders)\n`);
  }
  const changed = comparison.stale.length + comparison.missing.length;
  io.stdout(
    isFresh(comparison)
      ? `${values.out}: ${plural(count, "file")}, all up to date\n`
      : `${values.out}: ${changed} written, ${comparison.extra.length} removed${removedList(comparison.extra)}, ${count - changed} unchanged\n`,
  );
  return EXIT.ok;
}

/** The key of a run, or undefined when edmgen's own files cannot be read to make one (then the run does its work without a record). */
function keyOrUndefined(inputs: RunInputs): string | undefined {
  try {
    return runKey(inputs);
  } catch {
    return undefined;
  }
}

/** The writer of the output folder; another run writing it at the same time is a usage error (exit 2), not a bug. */
function openWriter(outDir: string): TreeWriter {
  try {
    return new TreeWriter(outDir);
  } catch (error) {
    if (error instanceof OutputFolderBusyError) throw new FolderError(error.message);
    throw error;
  }
}

/** The output folder must be a folder (or not exist yet), and must not hold the model or sit inside it. */
function checkOutFolder(outDir: string, label: string, metadataDir: string, cwd: string): void {
  // The swap would replace the link itself, after all the work, with an error about the staging folder.
  const broken = brokenLink(outDir);
  if (broken !== undefined) throw new FolderError(`--out ${label} ${broken}; make it lead to a folder, or give --out a folder`);
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new FolderError(`--out ${label} is a file, not a folder`);
  // A file on the way (`--out notes.txt/generated`): the folder could never be made.
  for (let parent = dirname(outDir); parent !== dirname(parent); parent = dirname(parent)) {
    if (existsSync(parent)) {
      if (!statSync(parent).isDirectory()) throw new FolderError(`--out ${label} cannot be made: a part of the path is a file (${relative(cwd, parent) || parent})`);
      break;
    }
  }
  const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);
  if (inside(metadataDir, outDir)) throw new FolderError(`--out ${label} holds the model's folder; generate replaces the whole output folder, so give it a folder of its own`);
  if (inside(outDir, metadataDir)) throw new FolderError(`--out ${label} is inside the metadata folder, whose YAML files are all read as the model; generate into a folder outside it`);
  if (inside(cwd, outDir)) throw new FolderError(`--out ${label} holds the current folder; generate replaces the whole output folder, so give it a folder of its own`);
  // A mount point (a container's volume) cannot be renamed, and the folder is replaced by renaming.
  if (existsSync(outDir) && statSync(outDir).dev !== statSync(dirname(outDir)).dev) {
    throw new FolderError(
      `--out ${label} is a mount point, which cannot be replaced as a whole (generate writes a new folder beside it and swaps the two); mount the folder above it instead, or give --out a folder inside the mount`,
    );
  }
}

/**
 * The output folder a symbolic link leads to: the swap replaces that folder, not the link (which
 * would become a folder of its own, leaving the one it led to stale).
 */
function followLink(outDir: string): string {
  try {
    return lstatSync(outDir).isSymbolicLink() ? realpathSync(outDir) : outDir;
  } catch {
    // Missing, or a link that leads nowhere: the checks that follow say what is wrong.
    return outDir;
  }
}

/** What is wrong with a symbolic link that leads to nothing (its target missing, or links in a loop); undefined for anything else. */
function brokenLink(path: string): string | undefined {
  try {
    if (!lstatSync(path).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  try {
    statSync(path);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ELOOP" ? "is a symbolic link that leads round in a loop" : `is a symbolic link to '${readlinkSync(path)}', which does not exist`;
  }
}

/** `edmgen validate [--metadata DIR]`: load and check only. */
/** The options of `validate`. */
export const VALIDATE_OPTIONS = { metadata: OPTIONS.metadata, "max-file-size": OPTIONS["max-file-size"] } as const;

export async function runValidate(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseStrict(args, VALIDATE_OPTIONS);
  const folder = checkedMetadataFolder(values.metadata, io.cwd);
  const maxFileSize = maxFileSizeOf(values["max-file-size"]);
  const { loadModelFromFolder } = await import("../../pipeline.js");
  const loaded = printLoadReport(loadModelFromFolder(folder, { labelBase: io.cwd, ...(maxFileSize ? { maxFileSize } : {}) }), io, false);
  if (!loaded.model) return EXIT.failed;
  io.stdout(`${values.metadata}: ${plural(loaded.model.entityTypes.length, "entity type")}, ${plural(loaded.model.entitySets.length, "entity set")}, no errors\n`);
  return EXIT.ok;
}

/** The metadata folder an option names, resolved; an empty option is a usage error. */
function metadataFolder(metadata: string, cwd: string): string {
  if (metadata.trim() === "") throw new UsageError("--metadata needs a folder");
  return resolve(cwd, metadata);
}

/** The metadata folder an option names, which must exist and be a folder. */
function checkedMetadataFolder(metadata: string, cwd: string): string {
  const folder = metadataFolder(metadata, cwd);
  const broken = brokenLink(folder);
  if (broken !== undefined) throw new UsageError(`metadata folder '${metadata}' ${broken}`);
  if (!existsSync(folder)) throw new UsageError(`metadata folder '${metadata}' does not exist`);
  if (!statSync(folder).isDirectory()) throw new UsageError(`--metadata '${metadata}' is a file; give the folder that holds the model's YAML files`);
  return folder;
}


/** Prints a load's diagnostics with their summary; returns the model and the text printed. */
function printLoadReport(loaded: LoadResult, io: CliIo, writes = true): { model?: Model; text: string } {
  if (loaded.diagnostics.length === 0) return { ...(loaded.model ? { model: loaded.model } : {}), text: "" };
  const text =
    formatDiagnostics(loaded.diagnostics, new Map(loaded.sources.map((s) => [s.file, s.text]))) +
    `${summarize(loaded.diagnostics)}${loaded.model || !writes ? "" : "; nothing written"}\n`;
  io.stderr(text);
  return { ...(loaded.model ? { model: loaded.model } : {}), text };
}

function describeStale(out: string, c: TreeComparison, foreign: readonly string[] = []): string {
  // Files edmgen did not write stop a generate (it replaces the whole folder): said apart, with what to do.
  const notOurs = new Set(foreign);
  const lines = [
    ...c.stale.map((p) => `  stale    ${out}/${p}`),
    ...c.missing.map((p) => `  missing  ${out}/${p}`),
    ...c.extra.map((p) => `  ${notOurs.has(p) ? "foreign" : "extra  "}  ${out}/${p}`),
  ];
  const advice = notOurs.size > 0 ? "move the foreign files out of it (edmgen did not write them), then run 'edmgen generate'" : "run 'edmgen generate'";
  return `${out} is out of date (${plural(lines.length, "file")}); ${advice}:\n${lines.join("\n")}\n`;
}

type ParseOptions = NonNullable<Parameters<typeof parseArgs>[0]>["options"];

/** A parseArgs error as a usage error: its message without the advice on positionals, with a did-you-mean for a misspelt option. */
export function optionUsageError(error: unknown, options: NonNullable<ParseOptions>): UsageError {
  const message = (error as Error).message.replace(/\. To specify a positional.*$/s, "");
  const unknown = /^Unknown option '(--[^']+)'/.exec(message)?.[1];
  const suggestion = unknown === undefined ? undefined : suggest(unknown, Object.keys(options).map((name) => `--${name}`));
  return new UsageError(suggestion === undefined ? message : `${message} (did you mean '${suggestion}'?)`);
}

/** parseArgs that turns its errors into usage errors, and refuses an option given twice. */
export function parseStrict<T extends NonNullable<ParseOptions>>(args: readonly string[], options: T, allowPositionals = false) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals, tokens: true });
  } catch (error) {
    throw optionUsageError(error, options);
  }
  // parseArgs keeps the last of a repeated option; two folders given for one is a mistake to say.
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once`);
    seen.add(token.name);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

/** The files a run removed, named (the first ten): files left by an earlier model, for the log of a build. */
function removedList(removed: readonly string[]): string {
  if (removed.length === 0) return "";
  const shown = removed.slice(0, 10).join(", ");
  return ` (${shown}${removed.length > 10 ? `, and ${removed.length - 10} more` : ""})`;
}
