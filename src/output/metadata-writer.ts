import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { processExists } from "./tree-writer.js";

/** One metadata file to write, relative to the metadata folder. */
export interface MetadataFile {
  readonly path: string;
  readonly content: string;
}

/**
 * Writes the files of an import into a metadata folder, all or nothing as far as a run killed
 * meanwhile can tell: every file is written first into a staging folder whose name starts with `.`,
 * which the model loader never reads, so no model is ever read of half a file or of some of the
 * files. A new metadata folder is that staging folder renamed, whole; into a folder that exists,
 * each file is then renamed into place (an instant, after every byte is on disk).
 */
export function writeMetadataFiles(outDir: string, files: readonly MetadataFile[]): void {
  const fresh = !existsSync(outDir);
  // A new folder is staged beside it (so that one rename makes it); otherwise inside it (the same
  // file system even when the folder is a mount point).
  const parent = fresh ? dirname(outDir) : outDir;
  const prefix = fresh ? `.${basename(outDir)}.edmgen-import-` : ".edmgen-import-";
  mkdirSync(parent, { recursive: true });
  removeLeftovers(dirname(outDir), `.${basename(outDir)}.edmgen-import-`);
  if (!fresh) removeLeftovers(outDir, ".edmgen-import-");
  const staging = join(parent, `${prefix}${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  try {
    for (const file of files) writeFileSync(join(staging, file.path), file.content);
    if (fresh && renamedWhole(staging, outDir)) return;
    // A folder in a file's place would stop the renames halfway: found before the first.
    for (const file of files) {
      const target = join(outDir, file.path);
      if (isFolder(target)) throw Object.assign(new Error(`${target} is a folder`), { code: "EISDIR", syscall: "replace", path: target });
    }
    for (const file of files) renameSync(join(staging, file.path), join(outDir, file.path));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Renames the staging folder to the metadata folder; false when that folder was made meanwhile (another import), to be written file by file. */
function renamedWhole(staging: string, outDir: string): boolean {
  try {
    renameSync(staging, outDir);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ENOTEMPTY") return false;
    throw error;
  }
}

/**
 * Removes what imports that were killed left: their staging folders, and the temporary files
 * (`.edmgen-import-<pid>-service.yaml`) earlier releases wrote beside the metadata files, which
 * the loader would read as model files. Never those of an import still running.
 */
function removeLeftovers(folder: string, prefix: string): void {
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue;
    const pid = /^(\d+)(?:-|$)/.exec(name.slice(prefix.length))?.[1];
    if (pid === undefined || (Number(pid) !== process.pid && processExists(Number(pid)))) continue;
    rmSync(join(folder, name), { recursive: true, force: true });
  }
}
