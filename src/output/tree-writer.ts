import { chmodSync, closeSync, copyFileSync, existsSync, lstatSync, fstatSync, linkSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { GENERATED_MARK } from "../emitters/common/generated-notice.js";
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

const DESKTOP_FILES: ReadonlySet<string> = new Set([".DS_Store", "Thumbs.db", "desktop.ini"]);

/** A file's kind: its top-level folder and its extension (`types/.ts`). */
function kindOf(path: string): string {
  const slash = path.indexOf("/");
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return `${slash < 0 ? "" : path.slice(0, slash)}/${dot < 0 ? "" : name.slice(dot)}`;
}

/**
 * Whether a file's first bytes carry the generated mark where edmgen writes it: in a comment on the
 * first line (a module, a page), or as the `"$comment"` that opens a JSON Schema document on its
 * second line. Anywhere else (a note of someone's own that quotes the notice) it is not the mark.
 */
function hasMark(head: string): boolean {
  const first = head.indexOf("\n");
  if ((first < 0 ? head : head.slice(0, first)).includes(GENERATED_MARK)) return true;
  return first >= 0 && head.startsWith(JSON_MARK, first + 1);
}

const JSON_MARK = `  "$comment": "${GENERATED_MARK}`;

/** The bytes `hasMark` looks at: a first line of up to 300 bytes and the start of the second. */
const HEAD_BYTES = 300 + JSON_MARK.length;

/** The first bytes of a file; "" when it cannot be read. */
function headOfFile(path: string): string {
  try {
    const fd = openSync(path, "r");
    try {
      const buffer = Buffer.alloc(HEAD_BYTES);
      return buffer.toString("utf8", 0, readSync(fd, buffer, 0, buffer.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return "";
  }
}

export const isFresh = (c: TreeComparison): boolean => c.stale.length + c.missing.length + c.extra.length === 0;

/**
 * Compares produced files with an output folder, reading only. Files can be added in batches (one
 * per emitter), so a run never holds every output at once.
 */
export class TreeComparer {
  protected readonly onDisk: Set<string>;
  protected readonly stale: string[] = [];
  protected readonly missing: string[] = [];
  private readonly produced = new Set<string>();
  /** Per kind of produced file (top-level folder and extension): whether every such file carries the generated mark. */
  private readonly kinds = new Map<string, { marked: boolean }>();

  constructor(protected readonly outDir: string) {
    // A desktop's own files (Finder's `.DS_Store`, Explorer's `Thumbs.db` and `desktop.ini`) are
    // nobody's: they neither stop a run nor make a check fail; a run that replaces the folder drops them.
    this.onDisk = new Set(existsSync(outDir) ? listFiles(outDir).filter((path) => !DESKTOP_FILES.has(path.slice(path.lastIndexOf("/") + 1))) : []);
  }

  /** Compares one batch of files; returns, per file, whether its bytes already match. */
  add(files: readonly OutputFile[]): boolean[] {
    return files.map((file) => {
      assertSafePath(file.path);
      if (this.produced.has(file.path)) throw new Error(`internal error: '${file.path}' is produced twice`);
      this.produced.add(file.path);
      const kind = kindOf(file.path);
      const marked = hasMark(file.content.slice(0, HEAD_BYTES));
      const known = this.kinds.get(kind);
      if (known === undefined) this.kinds.set(kind, { marked });
      else if (!marked) known.marked = false;
      if (!this.onDisk.has(file.path)) {
        this.missing.push(file.path);
        return false;
      }
      if (sameContent(join(this.outDir, file.path), file.content)) return true;
      this.stale.push(file.path);
      return false;
    });
  }

  /**
   * Files on disk that are not produced and not edmgen's to remove, sorted: those outside every
   * top-level folder the run produces into (`openapi/`, `types/`, …), those of a kind the run does
   * not produce in their folder (`types/notes.txt`), and those without the generated mark where
   * every file of their kind has it (a hand-written `types/mine.ts`). A file left by an earlier
   * model (the module of a type since removed) is none of these, and goes.
   */
  foreignFiles(): string[] {
    return [...this.onDisk].filter((path) => !this.produced.has(path) && !this.looksGenerated(path)).sort();
  }

  private looksGenerated(path: string): boolean {
    const kind = this.kinds.get(kindOf(path));
    if (kind === undefined) return false;
    return !kind.marked || hasMark(headOfFile(join(this.outDir, path)));
  }

  comparison(): TreeComparison {
    const extra = [...this.onDisk].filter((path) => !this.produced.has(path));
    return { stale: [...this.stale].sort(), missing: [...this.missing].sort(), extra: extra.sort() };
  }
}

/**
 * Replaces the output folder with exactly the files added, all or nothing.
 *
 * When every byte already matches, nothing is touched. Otherwise the complete new tree is staged in
 * a sibling folder (unchanged files hard-linked, so they keep their timestamps and are not
 * rewritten), then swapped in with two renames by `commit`. A run killed at any moment leaves
 * either the old tree or the new one at `outDir`, except in the instant between the two renames,
 * when `outDir` is missing and the old tree waits beside it; the next run puts it back before it
 * starts, and so always ends at the new tree. Until `commit`, nothing outside the staging folder
 * changes, and `abort` removes it.
 */
export class TreeWriter extends TreeComparer {
  private readonly staging: string;
  private staged = false;
  /** Unchanged files seen before the first change: linked into staging once one happens. */
  private readonly pendingLinks: string[] = [];
  private readonly madeFolders = new Set<string>();
  private readonly lock: string;
  /** The previous tree, when it could not be removed after the swap. */
  leftover: string | undefined;

  constructor(outDir: string) {
    // The lock comes first: recovery and staging use paths beside the output folder that a
    // second run writing the same folder at the same time would share.
    const lock = acquireLock(outDir);
    try {
      recoverInterruptedRun(outDir);
      super(outDir);
    } catch (error) {
      rmSync(lock, { force: true });
      locksHeldHere.delete(lock);
      throw error;
    }
    this.lock = lock;
    // A folder of this run's own: a run that lost the lock can never touch the holder's.
    this.staging = siblingPath(outDir, `staging-${process.pid}`);
  }

  /** Stages one batch of files. */
  override add(files: readonly OutputFile[]): boolean[] {
    const same = super.add(files);
    files.forEach((file, i) => {
      if (same[i]) {
        if (this.staged) this.carryOver(file.path);
        else this.pendingLinks.push(file.path);
        return;
      }
      this.startStaging();
      writeText(this.folderFor(file.path), file.content);
    });
    return same;
  }

  /**
   * Swaps the staged tree in (when anything differs), reports what changed, and lets the folder go.
   * `beforeSwap` sees the complete staged tree just before it becomes the output folder.
   */
  commit(beforeSwap?: (staged: string) => void): TreeComparison {
    const comparison = this.comparison();
    if (isFresh(comparison)) {
      this.release();
      return comparison;
    }
    this.startStaging();
    // Checked before the folder changes: a run that lost its lock leaves the folder to the holder.
    if (!this.ownsLock()) throw new OutputFolderBusyError(this.outDir, holderOf(readLock(this.lock) ?? "") ?? 0, this.lock);
    beforeSwap?.(this.staging);
    if (existsSync(this.outDir)) {
      // Named by the run: an old tree an earlier run could not remove may still be there.
      const old = siblingPath(this.outDir, `old-${process.pid}`);
      renameSync(this.outDir, old);
      renameSync(this.staging, this.outDir);
      // The new tree is in place; an old one that cannot be removed (read-only folders the user
      // cannot make writable) is left for the next run to try, and said.
      if (!removeTree(old)) this.leftover = old;
    } else {
      renameSync(this.staging, this.outDir);
    }
    this.release();
    return comparison;
  }

  /** Drops whatever was staged; the output folder was never touched. */
  abort(): void {
    // This run's own staging folder (named by its process id), whether or not it still holds the lock.
    rmSync(this.staging, { recursive: true, force: true });
    this.release();
  }

  private ownsLock(): boolean {
    return readLock(this.lock) === String(process.pid);
  }

  private release(): void {
    if (this.ownsLock()) rmSync(this.lock, { force: true });
    locksHeldHere.delete(this.lock);
  }

  private startStaging(): void {
    if (this.staged) return;
    if (!this.ownsLock()) throw new OutputFolderBusyError(this.outDir, holderOf(readLock(this.lock) ?? "") ?? 0, this.lock);
    this.staged = true;
    rmSync(this.staging, { recursive: true, force: true });
    mkdirSync(this.staging, { recursive: true });
    for (const path of this.pendingLinks.splice(0)) this.carryOver(path);
  }

  private carryOver(path: string): void {
    carryOver(join(this.outDir, path), this.folderFor(path));
  }

  /** The staging path of a file, with its folder created. */
  private folderFor(path: string): string {
    const target = join(this.staging, path);
    const folder = dirname(target);
    if (!this.madeFolders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.madeFolders.add(folder);
    }
    return target;
  }
}

/** Compares produced files with an output folder, reading only. */
export function compareTree(outDir: string, files: readonly OutputFile[]): TreeComparison {
  const comparer = new TreeComparer(outDir);
  comparer.add(files);
  return comparer.comparison();
}

/** Replaces the output folder with exactly `files`, all or nothing (see `TreeWriter`). */
export function writeTree(outDir: string, files: readonly OutputFile[]): TreeComparison {
  const writer = new TreeWriter(outDir);
  try {
    writer.add(files);
    return writer.commit();
  } catch (error) {
    writer.abort();
    throw error;
  }
}

/** Another run is writing the same output folder. */
export class OutputFolderBusyError extends Error {
  constructor(outDir: string, pid: number, lock: string) {
    super(`another edmgen run (process ${pid}) is writing ${outDir}; wait for it to finish (if no run is going, delete ${lock})`);
    this.name = "OutputFolderBusyError";
  }
}

/** The locks this process holds (a library user may open writers of several folders, or try one folder twice). */
const locksHeldHere = new Set<string>();

/**
 * Takes the lock of an output folder: a file beside it, created only if absent, holding this
 * process's id. A lock whose process is gone (a run that was killed) is taken over.
 */
function acquireLock(outDir: string): string {
  const lock = siblingPath(outDir, "lock");
  mkdirSync(dirname(outDir), { recursive: true });
  // The process id is written to a file of this run's own, which is then linked as the lock: the
  // lock appears with its content at once (a run never reads an empty lock and takes it for stale).
  const mine = `${lock}-${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, lock);
        locksHeldHere.add(lock);
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const content = readLock(lock);
      // Gone since the link failed: the holder finished; try again.
      if (content === undefined) continue;
      const pid = holderOf(content);
      // A lock holding this process's id that this process did not take was left by an earlier
      // process with the same id (in a container, every run may be process 1): stale, like any
      // lock whose process is gone.
      const live = pid === process.pid ? locksHeldHere.has(lock) : pid !== undefined && processExists(pid);
      if (live) throw new OutputFolderBusyError(outDir, pid!, lock);
      removeStaleLock(outDir, lock, content);
    }
    throw new OutputFolderBusyError(outDir, 0, lock);
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Removes a lock left by a run that is gone, and only that one: another run may have replaced it
 * since it was read. The lock is moved aside (one atomic rename) and its content compared with
 * what was read; a lock moved by mistake is put back, and the folder reported busy.
 */
function removeStaleLock(outDir: string, lock: string, content: string): void {
  const aside = `${lock}-stale-${process.pid}`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = readLock(aside);
  if (moved === content) {
    rmSync(aside, { force: true });
    return;
  }
  try {
    linkSync(aside, lock);
  } catch {
    // Taken again meanwhile: that run holds it now.
  } finally {
    rmSync(aside, { force: true });
  }
  throw new OutputFolderBusyError(outDir, holderOf(moved ?? "") ?? 0, lock);
}

/** The lock's text; undefined when there is no lock. */
function readLock(lock: string): string | undefined {
  try {
    return readFileSync(lock, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function holderOf(content: string): number | undefined {
  const pid = Number(content.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Whether a process of that id runs (also one of another user's). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Puts back an old tree left beside a missing output folder, and clears staging leftovers and the
 * process-id files of runs killed while taking the lock (never the lock, nor the file of a run
 * still alive, which may be about to try the lock).
 */
export function recoverInterruptedRun(outDir: string): void {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return;
  const prefix = `.${basename(outDir)}.edmgen-`;
  const names = readdirSync(parent).filter((name) => name.startsWith(prefix));
  const leftovers = names.filter((name) => !name.startsWith(`${prefix}lock`));
  // The newest old tree is the one a killed run had just moved aside (renaming sets its ctime).
  const old = leftovers
    .filter((name) => name.startsWith(prefix + "old"))
    .map((name) => ({ name, changed: statSync(join(parent, name)).ctimeMs }))
    .sort((a, b) => a.changed - b.changed || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (!existsSync(outDir) && old.length > 0) renameSync(join(parent, old[old.length - 1]!.name), outDir);
  for (const name of leftovers) {
    // The staging folder of a run still alive (one that lost the lock) is that run's to remove.
    const pid = /^staging-(\d+)$/.exec(name.slice(prefix.length))?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && processExists(Number(pid))) continue;
    // What cannot be removed (read-only, and not ours to make writable) stays: it is never read.
    removeTree(join(parent, name));
  }
  for (const name of names) {
    const pid = /^lock-(?:stale-)?(\d+)$/.exec(name.slice(prefix.length))?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && !processExists(Number(pid))) rmSync(join(parent, name), { force: true });
  }
}

/** The files runs keep beside an output folder (a lock, a staging tree, an old tree not yet removed): none while no run is busy with it or was killed in it. */
export function runFilesBeside(outDir: string): string[] {
  const parent = dirname(outDir);
  const prefix = `.${basename(outDir)}.edmgen-`;
  return existsSync(parent) ? readdirSync(parent).filter((name) => name.startsWith(prefix)) : [];
}

/**
 * Removes a tree; where folders are read-only (as some build systems leave outputs), makes them
 * writable for their owner and tries again. False when it still cannot be removed.
 */
function removeTree(path: string): boolean {
  try {
    rmSync(path, { recursive: true, force: true });
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EACCES" && code !== "EPERM") throw error;
  }
  try {
    makeFoldersWritable(path);
    rmSync(path, { recursive: true, force: true });
    return true;
  } catch {
    return false;
  }
}

/** Adds the owner's write and search permission to every folder of a tree (a list, not recursion: trees may be deep). */
function makeFoldersWritable(root: string): void {
  const pending = [root];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    const { mode } = lstatSync(folder);
    chmodSync(folder, (mode & 0o7777) | 0o700);
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) pending.push(join(folder, entry.name));
  }
}

function siblingPath(outDir: string, kind: string): string {
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

/**
 * Texts are encoded and compared a slice at a time, through two buffers reused for every file: one
 * for the UTF-8 bytes of the produced text, one for the bytes on disk. Encoding whole files
 * instead held two buffers the size of the largest file (tens of megabytes for a large model's
 * OpenAPI document), and fresh buffers per file cost more in memory management than comparing.
 */
const SLICE = 1 << 20;
/** UTF-8 needs at most three bytes per UTF-16 code unit. */
const encoded = Buffer.allocUnsafe(3 * SLICE + 3);
const onDisk = Buffer.allocUnsafe(3 * SLICE + 3);

/**
 * Calls `use` with the UTF-8 bytes of `text`, slice by slice, in order; stops early when it
 * returns false. A slice never ends between the two halves of a surrogate pair.
 */
function forEachEncodedSlice(text: string, use: (bytes: Buffer) => boolean): boolean {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + SLICE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
    const length = encoded.write(end - start === text.length ? text : text.slice(start, end));
    if (!use(encoded.subarray(0, length))) return false;
    start = end;
  }
  return true;
}

function writeText(path: string, text: string): void {
  const fd = openSync(path, "w");
  try {
    forEachEncodedSlice(text, (bytes) => {
      for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset, bytes.length - offset);
      return true;
    });
  } finally {
    closeSync(fd);
  }
}

function sameContent(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return false;
  }
  try {
    if (content.length <= SLICE) {
      // One read, no fstat (most files are small, and a system call per file shows on thousands
      // of them): asked for one byte more than the text's length, a file returns all it holds up
      // to that, so any other count means other bytes. (A short read on some exotic file system
      // would only make the file count as changed and be rewritten.)
      const length = encoded.write(content);
      return readSync(fd, onDisk, 0, length + 1, 0) === length && onDisk.subarray(0, length).equals(encoded.subarray(0, length));
    }
    // A different size settles it without reading the file.
    if (fstatSync(fd).size !== Buffer.byteLength(content)) return false;
    let position = 0;
    return forEachEncodedSlice(content, (bytes) => {
      const want = bytes.length;
      for (let offset = 0; offset < want; ) {
        const read = readSync(fd, onDisk, offset, want - offset, position + offset);
        if (read === 0) return false;
        offset += read;
      }
      position += want;
      return onDisk.subarray(0, want).equals(bytes);
    });
  } finally {
    closeSync(fd);
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
