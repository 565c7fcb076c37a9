import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { OutputFile } from "../emitters/emitter.js";

/** How the files on disk differ from the files a run produced. Paths are POSIX, relative to the output folder, sorted. */
export interface TreeComparison {
  /** Produced and on disk, with other bytes. */
  readonly stale: string[];
  /** Produced, not on disk. */
  readonly missing: string[];
  /** On disk, no longer produced. */
  readonly extra: string[];
}

export const isFresh = (c: TreeComparison): boolean => c.stale.length + c.missing.length + c.extra.length === 0;

/** Compares produced files with an output folder, reading only. */
export function compareTree(outDir: string, files: readonly OutputFile[]): TreeComparison {
  const onDisk = new Set(existsSync(outDir) ? listFiles(outDir) : []);
  const stale: string[] = [];
  const missing: string[] = [];
  for (const file of files) {
    if (!onDisk.has(file.path)) missing.push(file.path);
    else if (!sameContent(join(outDir, file.path), file.content)) stale.push(file.path);
    onDisk.delete(file.path);
  }
  return { stale: stale.sort(), missing: missing.sort(), extra: [...onDisk].sort() };
}

/**
 * Replaces the output folder with exactly `files`, all or nothing.
 *
 * When every byte already matches, nothing is touched. Otherwise the complete new tree is staged in
 * a sibling folder (unchanged files hard-linked, so they keep their timestamps and are not
 * rewritten), then swapped in with two renames. A run killed at any moment leaves either the old
 * tree or the new one at `outDir`, except in the instant between the two renames, when `outDir` is
 * missing and the old tree waits beside it; the next run puts it back before it starts, and so
 * always ends at the new tree.
 */
export function writeTree(outDir: string, files: readonly OutputFile[]): TreeComparison {
  recoverInterruptedRun(outDir);
  const comparison = compareTree(outDir, files);
  if (isFresh(comparison)) return comparison;
  const changed = new Set([...comparison.stale, ...comparison.missing]);
  const staging = siblingPath(outDir, "staging");
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const made = new Set<string>();
  for (const file of files) {
    assertSafePath(file.path);
    const target = join(staging, file.path);
    const folder = dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    if (changed.has(file.path)) writeFileSync(target, file.content);
    else carryOver(join(outDir, file.path), target);
  }
  if (existsSync(outDir)) {
    const old = siblingPath(outDir, "old");
    renameSync(outDir, old);
    renameSync(staging, outDir);
    rmSync(old, { recursive: true, force: true });
  } else {
    renameSync(staging, outDir);
  }
  return comparison;
}

/** Puts back an old tree left beside a missing output folder, and clears staging leftovers. */
export function recoverInterruptedRun(outDir: string): void {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return;
  const prefix = `.${basename(outDir)}.edmgen-`;
  const leftovers = readdirSync(parent).filter((name) => name.startsWith(prefix));
  const old = leftovers.filter((name) => name.startsWith(prefix + "old")).sort();
  if (!existsSync(outDir) && old.length > 0) renameSync(join(parent, old[old.length - 1]!), outDir);
  for (const name of leftovers) rmSync(join(parent, name), { recursive: true, force: true });
}

function siblingPath(outDir: string, kind: "staging" | "old"): string {
  return join(dirname(outDir), `.${basename(outDir)}.edmgen-${kind}`);
}

function carryOver(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    // File systems without hard links: copy, and keep the timestamps so tools see no change.
    copyFileSync(from, to);
    const { atime, mtime } = statSync(from);
    utimesSync(to, atime, mtime);
  }
}

function sameContent(path: string, content: string): boolean {
  try {
    const bytes = readFileSync(path);
    return bytes.length === Buffer.byteLength(content) && bytes.equals(Buffer.from(content));
  } catch {
    return false;
  }
}

/** Every file below a folder, as sorted POSIX paths relative to it. */
export function listFiles(folder: string, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(join(folder, entry.name), relative));
    else found.push(relative);
  }
  return found.sort();
}

function assertSafePath(path: string): void {
  if (path.startsWith("/") || path.split("/").some((s) => s === ".." || s === "." || s === "") || path.includes("\\")) {
    throw new Error(`internal error: unsafe output path '${path}'`);
  }
}
