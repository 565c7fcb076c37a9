import { execFile } from "node:child_process";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { SourceText } from "../metadata-loader/load-texts.js";

/**
 * Reads the metadata files of a git revision with git itself (`git ls-tree`, `git cat-file`),
 * never touching the work tree or the index: the base of a pull request is read as committed.
 */

/** A git failure the user can fix (not a repository, unknown ref, missing folder): a usage problem. */
export class GitSourceError extends Error {}

interface GitResult {
  readonly stdout: Buffer;
  readonly stderr: string;
}

function git(cwd: string, args: readonly string[], maxBuffer = 64 * 1024 * 1024): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile("git", [...args], { cwd, encoding: "buffer", maxBuffer, windowsHide: true }, (error, stdout, stderr) => {
      const result = { stdout, stderr: stderr.toString("utf8").trim() };
      if (error) reject(Object.assign(error, { result }));
      else resolve(result);
    });
  });
}

/** The commit a ref names, or undefined when it names none (or `cwd` is not in a repository). */
export async function resolveCommit(cwd: string, ref: string): Promise<string | undefined> {
  // `--end-of-options` keeps a ref that starts with `-` from being read as an option.
  try {
    const { stdout } = await git(cwd, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
    return stdout.toString("utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

interface TreeEntry {
  readonly object: string;
  readonly size: number;
  /** Path relative to the working directory, `/`-separated. */
  readonly path: string;
}

/**
 * The metadata texts of `folder` (relative to `cwd`) at a commit, labelled like the work tree's
 * (`metadata/price.yaml`): every *.yaml / *.yml below it, outside dot-folders, in code-point order.
 * Oversized and non-UTF-8 files become diagnostics, as when reading a folder; `label` names the
 * revision in messages.
 */
export async function readMetadataAtCommit(cwd: string, commit: string, folder: string, maxFileSize: number, label = commit): Promise<{ sources: SourceText[]; diagnostics: Diagnostic[] }> {
  const prefix = folder.replace(/\\/g, "/").replace(/\/+$/, "");
  let listing: Buffer;
  try {
    // Paths come out relative to `cwd` (no --full-name); -z keeps unusual names unquoted; -l adds sizes.
    listing = (await git(cwd, ["ls-tree", "-r", "-l", "-z", commit, "--", `${prefix}/`])).stdout;
  } catch (error) {
    throw new GitSourceError(`cannot list '${prefix}' at ${label}: ${gitMessage(error)}`);
  }
  const entries = parseTree(listing).filter((e) => /\.ya?ml$/i.test(e.path) && !e.path.slice(prefix.length + 1).split("/").slice(0, -1).some((d) => d.startsWith(".")));
  if (entries.length === 0) throw new GitSourceError(`no metadata files (*.yaml, *.yml) in '${prefix}' at ${label}`);
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const sources: SourceText[] = [];
  const diagnostics: Diagnostic[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (const entry of entries) {
    if (entry.size > maxFileSize) {
      diagnostics.push(createDiagnostic("EDM0002", { size: entry.size, limit: maxFileSize }, { file: entry.path, line: 1, column: 1 }));
      continue;
    }
    const { stdout } = await git(cwd, ["cat-file", "blob", entry.object], maxFileSize + 1024);
    try {
      sources.push({ file: entry.path, text: decoder.decode(stdout) });
    } catch {
      diagnostics.push(createDiagnostic("EDM0003", {}, { file: entry.path, line: 1, column: 1 }));
    }
  }
  return { sources, diagnostics };
}

/** Parses `git ls-tree -r -l -z`: `<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL`. */
function parseTree(listing: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of listing.toString("utf8").split("\0")) {
    const tab = record.indexOf("\t");
    if (tab < 0) continue;
    const [, type, object, size] = record.slice(0, tab).split(/ +/);
    if (type !== "blob" || object === undefined) continue;
    entries.push({ object, size: Number(size), path: record.slice(tab + 1) });
  }
  return entries;
}

function gitMessage(error: unknown): string {
  const result = (error as { result?: GitResult }).result;
  return result?.stderr || (error as Error).message;
}
