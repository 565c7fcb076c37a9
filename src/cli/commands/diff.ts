import { existsSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { hasErrors, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { formatDiagnostics, summarize } from "../../diagnostics/printer.js";
import { diffReport } from "../../diff/diff-models.js";
import { formatJson, formatMarkdown, formatText } from "../../diff/format-report.js";
import { GitSourceError, readMetadataAtCommit, resolveCommit, whyNoCommit } from "../../diff/git-source.js";
import { DEFAULT_MAX_FILE_SIZE } from "../../metadata-loader/read-files.js";
import type { SourceText } from "../../metadata-loader/load-texts.js";
import type { Model } from "../../model/types.js";
import { loadModelFromFolder, loadModelFromTexts } from "../../pipeline.js";
import { EXIT, maxFileSizeOf, UsageError, type CliIo } from "../io.js";
import { parseStrict } from "./generate.js";

export const OPTIONS = {
  base: { type: "string" },
  head: { type: "string" },
  metadata: { type: "string", default: "metadata" },
  format: { type: "string", default: "markdown" },
  "fail-on-breaking": { type: "boolean", default: false },
  "max-file-size": { type: "string" },
} as const;

const FORMATS = ["markdown", "json", "text"] as const;

/** One version of the model to compare: a metadata folder, or the metadata folder at a git commit. */
type Version = { readonly label: string } & ({ readonly kind: "folder"; readonly path: string } | { readonly kind: "git"; readonly commit: string });

interface Loaded {
  readonly model?: Model;
  readonly diagnostics: readonly Diagnostic[];
  readonly sources: readonly SourceText[];
}

/**
 * `edmgen diff --base <ref|DIR> [--head <ref|DIR>] [--metadata DIR] [--format markdown|json|text] [--fail-on-breaking]`:
 * compares two versions of the model and reports every change, breaking ones first. Exit 0, or 1
 * under --fail-on-breaking when something breaks or when either model has errors; 2 for usage.
 */
export async function runDiff(args: readonly string[], io: CliIo): Promise<number> {
  try {
    return await diff(args, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof GitSourceError) {
      // As every command's usage errors: the message, then where the usage is.
      io.stderr(`edmgen diff: ${error.message}\nRun 'edmgen --help' for usage.\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

async function diff(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseStrict(args, OPTIONS);
  if (values.base === undefined || values.base === "") throw new UsageError("missing --base <git ref or folder>");
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`unknown --format '${values.format}' (formats: ${FORMATS.join(", ")})`);
  const maxFileSize = maxFileSizeOf(values["max-file-size"]) ?? DEFAULT_MAX_FILE_SIZE;

  const metadata = values.metadata;
  const base = await resolveVersion(io.cwd, values.base, "--base");
  const head: Version = values.head === undefined ? workTree(io.cwd, metadata) : await resolveVersion(io.cwd, values.head, "--head");
  // Read both before reporting, so one run shows the problems of both versions.
  const [before, after] = [await load(io.cwd, base, metadata, maxFileSize), await load(io.cwd, head, metadata, maxFileSize)];
  let broken = false;
  for (const [version, loaded] of [[base, before], [head, after]] as const) {
    if (loaded.model && !hasErrors(loaded.diagnostics)) continue;
    broken = true;
    io.stderr(`edmgen diff: the model at ${version.label} has errors:\n`);
    io.stderr(formatDiagnostics(loaded.diagnostics, new Map(loaded.sources.map((s) => [s.file, s.text]))));
    io.stderr(`${summarize(loaded.diagnostics)}\n`);
  }
  if (broken || !before.model || !after.model) return EXIT.failed;

  const { changes, alsoChanged } = diffReport(before.model, after.model);
  const labels = { base: base.label, head: head.label };
  io.stdout(format === "json" ? formatJson(changes) : format === "text" ? formatText(changes, labels, alsoChanged) : formatMarkdown(changes, labels, alsoChanged));
  return values["fail-on-breaking"] && changes.some((c) => c.breaking) ? EXIT.failed : EXIT.ok;
}

/** The default head: the work tree's metadata folder. */
function workTree(cwd: string, metadata: string): Version {
  const path = resolve(cwd, metadata);
  if (!isDirectory(path)) throw new UsageError(`metadata folder '${metadata}' does not exist`);
  return { kind: "folder", path, label: "work tree" };
}

/** A folder when one exists at that path, otherwise a git ref (a folder wins over a ref of the same name). */
async function resolveVersion(cwd: string, spec: string, option: string): Promise<Version> {
  const path = resolve(cwd, spec);
  if (isDirectory(path)) return { kind: "folder", path, label: spec };
  const commit = await resolveCommit(cwd, spec);
  if (commit === undefined) {
    const file = existsSync(path) ? `; '${spec}' is a file: give the metadata folder, or a git ref` : "";
    const why = await whyNoCommit(cwd);
    throw new UsageError(`${option} '${spec}' is neither a folder nor a git ref that exists${file}${why === undefined ? "" : `; ${why}`}`);
  }
  return { kind: "git", commit, label: spec };
}

async function load(cwd: string, version: Version, metadata: string, maxFileSize: number): Promise<Loaded> {
  if (version.kind === "folder") return loadModelFromFolder(version.path, { labelBase: cwd, outside: "relative", maxFileSize });
  const folder = isAbsolute(metadata) ? relative(cwd, metadata) : metadata;
  const read = await readMetadataAtCommit(cwd, version.commit, folder, maxFileSize, version.label);
  // Problems reading the revision's files (size, encoding) are of the first stage, as in a folder:
  // the model is not built without those files (no "missing service" because it lives in one).
  return { ...loadModelFromTexts(read.sources, read.diagnostics), sources: read.sources };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
