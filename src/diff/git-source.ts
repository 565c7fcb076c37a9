import { execFile } from "node:child_process";
import { posix } from "node:path";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { SourceText } from "../metadata-loader/load-texts.js";
import { decodeModelFile } from "../metadata-loader/read-files.js";

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

/**
 * Why a ref names no commit, when git can tell more than that it does not exist: there is no
 * repository here (or no git), or the clone is shallow, so older commits and other branches were
 * never fetched (CI checkouts fetch one commit unless told otherwise). Undefined otherwise.
 */
export async function whyNoCommit(cwd: string): Promise<string | undefined> {
  let shallow: string;
  try {
    shallow = (await git(cwd, ["rev-parse", "--is-shallow-repository"])).stdout.toString("utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "git is not installed (or not on the PATH)";
    return "the current folder is not in a git repository";
  }
  return shallow === "true" ? "this clone is shallow, so older commits and other branches may not have been fetched: fetch them (git fetch --unshallow, or fetch-depth: 0 with actions/checkout)" : undefined;
}

interface TreeEntry {
  readonly mode: string;
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
  // As the folder reader: outside dot-folders, and not an editor's lock file (`.#price.yaml`).
  const entries = parseTree(listing).filter((e) => {
    const parts = e.path.slice(prefix.length + 1).split("/");
    return /\.ya?ml$/i.test(e.path) && !parts.slice(0, -1).some((d) => d.startsWith(".")) && !parts[parts.length - 1]!.startsWith(".#");
  });
  if (entries.length === 0) throw new GitSourceError(`no metadata files (*.yaml, *.yml) in '${prefix}' at ${label}`);
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const sources: SourceText[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const listed of entries) {
    // A symbolic link is read as the file it leads to, as when reading the work tree.
    const entry = listed.mode === SYMLINK_MODE ? await linkTarget(cwd, commit, listed) : listed;
    if (entry === undefined) {
      diagnostics.push(createDiagnostic("EDM0010", { kind: `a symbolic link that leads to no file at ${label}` }, { file: listed.path, line: 1, column: 1 }));
      continue;
    }
    if (entry.size > maxFileSize) {
      diagnostics.push(createDiagnostic("EDM0002", { size: entry.size, limit: maxFileSize }, { file: entry.path, line: 1, column: 1 }));
      continue;
    }
    const { stdout } = await git(cwd, ["cat-file", "blob", entry.object], maxFileSize + 1024);
    const decoded = decodeModelFile(entry.path, stdout);
    if ("text" in decoded) sources.push({ file: entry.path, text: decoded.text });
    else diagnostics.push(decoded.diagnostic);
  }
  return { sources, diagnostics };
}

/** The mode git gives a symbolic link; its blob holds the link's target. */
const SYMLINK_MODE = "120000";
/** Links followed at most, as the kernel bounds them (ELOOP). */
const MAX_LINKS = 40;

/**
 * The file a symbolic link of the commit leads to (through further links), as an entry with the
 * link's path; undefined when it leads outside the repository, to a folder or to nothing.
 */
async function linkTarget(cwd: string, commit: string, link: TreeEntry): Promise<TreeEntry | undefined> {
  let current = link;
  for (let hops = 0; hops < MAX_LINKS && current.mode === SYMLINK_MODE; hops++) {
    const target = (await git(cwd, ["cat-file", "blob", current.object])).stdout.toString("utf8");
    if (target.startsWith("/")) return undefined;
    const path = posix.normalize(posix.join(posix.dirname(current.path), target));
    try {
      // `./` keeps the path relative to `cwd`, as ls-tree listed the link's.
      const [found] = parseTree((await git(cwd, ["ls-tree", "-l", "-z", commit, "--", `./${path}`])).stdout);
      if (found === undefined) return undefined;
      current = { ...found, path };
    } catch {
      return undefined;
    }
  }
  return current.mode === SYMLINK_MODE ? undefined : { ...current, path: link.path };
}

/** Parses `git ls-tree -r -l -z`: `<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL`. */
function parseTree(listing: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of listing.toString("utf8").split("\0")) {
    const tab = record.indexOf("\t");
    if (tab < 0) continue;
    const [mode, type, object, size] = record.slice(0, tab).split(/ +/);
    if (type !== "blob" || object === undefined || mode === undefined) continue;
    entries.push({ mode, object, size: Number(size), path: record.slice(tab + 1) });
  }
  return entries;
}

function gitMessage(error: unknown): string {
  const result = (error as { result?: GitResult }).result;
  return result?.stderr || (error as Error).message;
}
