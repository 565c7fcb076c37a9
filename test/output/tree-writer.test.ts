import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compareTree, listFiles, OutputFolderBusyError, recoverInterruptedRun, TreeWriter, writeTree } from "../../src/output/tree-writer.js";

let root: string;
let out: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "edmgen-writer-"));
  out = join(root, "generated");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const files = (entries: Record<string, string>) => Object.entries(entries).map(([path, content]) => ({ path, content }));
const read = (path: string) => readFileSync(join(out, path), "utf8");

describe("writeTree", () => {
  it("creates the tree from nothing", () => {
    const result = writeTree(out, files({ "a.txt": "A\n", "x/b.txt": "B\n" }));
    expect(result).toEqual({ stale: [], missing: ["a.txt", "x/b.txt"], extra: [] });
    expect(listFiles(out)).toEqual(["a.txt", "x/b.txt"]);
    expect(read("x/b.txt")).toBe("B\n");
  });

  it("removes files no longer produced, rewrites changed ones and leaves unchanged ones untouched", () => {
    writeTree(out, files({ "keep.txt": "same\n", "change.txt": "old\n", "gone/old.txt": "x\n" }));
    const before = statSync(join(out, "keep.txt"));
    const result = writeTree(out, files({ "keep.txt": "same\n", "change.txt": "new\n", "new.txt": "n\n" }));
    expect(result).toEqual({ stale: ["change.txt"], missing: ["new.txt"], extra: ["gone/old.txt"] });
    expect(listFiles(out)).toEqual(["change.txt", "keep.txt", "new.txt"]);
    expect(read("change.txt")).toBe("new\n");
    const after = statSync(join(out, "keep.txt"));
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it("touches nothing when every byte matches", () => {
    writeTree(out, files({ "a.txt": "A\n" }));
    const before = statSync(out);
    const inode = statSync(join(out, "a.txt")).ino;
    expect(writeTree(out, files({ "a.txt": "A\n" }))).toEqual({ stale: [], missing: [], extra: [] });
    expect(statSync(out).ino).toBe(before.ino);
    expect(statSync(join(out, "a.txt")).ino).toBe(inode);
  });


  it("tells a file one byte longer or shorter, or empty, from the produced text (small files are compared in one read, without their size)", () => {
    writeTree(out, files({ "a.txt": "abc\n", "empty.txt": "", "é.txt": "é\n" }));
    const compare = (entries: Record<string, string>) => compareTree(out, files(entries)).stale;
    expect(compare({ "a.txt": "abc\n", "empty.txt": "", "é.txt": "é\n" })).toEqual([]);
    expect(compare({ "a.txt": "abc", "empty.txt": "", "é.txt": "é\n" })).toEqual(["a.txt"]);
    expect(compare({ "a.txt": "abc\n\n", "empty.txt": "x", "é.txt": "e\n" })).toEqual(["a.txt", "empty.txt", "é.txt"]);
    writeFileSync(join(out, "empty.txt"), "not empty");
    expect(compare({ "a.txt": "abc\n", "empty.txt": "", "é.txt": "é\n" })).toEqual(["empty.txt"]);
  });
  it("writes and compares files larger than one encoding slice, with a surrogate pair across a slice boundary", () => {
    // Texts are encoded a megabyte (2^20 code units) at a time: put an astral character's two
    // halves on both sides of the first boundary, and a difference in the last slice only.
    const slice = 1 << 20;
    const big = `${"a".repeat(slice - 1)}\u{1F600}${"é".repeat(slice)}${"z".repeat(slice / 2)}\n`;
    writeTree(out, files({ "big.txt": big }));
    expect(read("big.txt")).toBe(big);
    expect(compareTree(out, files({ "big.txt": big }))).toEqual({ stale: [], missing: [], extra: [] });
    const changedAtEnd = `${big.slice(0, -2)}y\n`;
    expect(compareTree(out, files({ "big.txt": changedAtEnd }))).toEqual({ stale: ["big.txt"], missing: [], extra: [] });
    const changedAtBoundary = `${"a".repeat(slice - 1)}\u{1F601}${big.slice(slice + 1)}`;
    expect(changedAtBoundary.length).toBe(big.length);
    expect(compareTree(out, files({ "big.txt": changedAtBoundary }))).toEqual({ stale: ["big.txt"], missing: [], extra: [] });
  });

  it("leaves no staging or old folder behind", () => {
    writeTree(out, files({ "a.txt": "A\n" }));
    writeTree(out, files({ "a.txt": "B\n" }));
    expect(listFiles(root)).toEqual(["generated/a.txt"]);
  });
});

describe("recovery from an interrupted run", () => {
  it("puts the old tree back when a run died between the two renames, then ends at the new tree", () => {
    writeTree(out, files({ "a.txt": "old\n" }));
    // The state between the renames: the old tree moved aside, the complete new tree staged.
    renameSync(out, join(root, ".generated.edmgen-old-12345"));
    mkdirSync(join(root, ".generated.edmgen-staging"));
    writeFileSync(join(root, ".generated.edmgen-staging", "a.txt"), "new\n");
    recoverInterruptedRun(out);
    expect(read("a.txt")).toBe("old\n");
    expect(listFiles(root)).toEqual(["generated/a.txt"]);
    writeTree(out, files({ "a.txt": "new\n" }));
    expect(read("a.txt")).toBe("new\n");
  });

  it("clears a half-written staging folder and keeps the current tree", () => {
    writeTree(out, files({ "a.txt": "current\n" }));
    mkdirSync(join(root, ".generated.edmgen-staging", "deep"), { recursive: true });
    writeFileSync(join(root, ".generated.edmgen-staging", "deep", "half.txt"), "ha");
    expect(compareTree(out, files({ "a.txt": "current\n" }))).toEqual({ stale: [], missing: [], extra: [] });
    writeTree(out, files({ "a.txt": "current\n" }));
    expect(existsSync(join(root, ".generated.edmgen-staging"))).toBe(false);
    expect(read("a.txt")).toBe("current\n");
  });
});

describe("two runs writing one output folder", () => {
  const lock = () => join(root, ".generated.edmgen-lock");

  it("the second refuses while the first holds the folder, naming its process and the lock", () => {
    const first = new TreeWriter(out);
    first.add(files({ "a.txt": "first\n" }));
    expect(readFileSync(lock(), "utf8")).toBe(String(process.pid));
    expect(() => new TreeWriter(out)).toThrow(OutputFolderBusyError);
    expect(() => writeTree(out, files({ "a.txt": "second\n" }))).toThrow(`another edmgen run (process ${process.pid}) is writing ${out}`);
    first.commit();
    // Released: the folder holds the first run's tree, and the next run may write.
    expect(existsSync(lock())).toBe(false);
    expect(read("a.txt")).toBe("first\n");
    writeTree(out, files({ "a.txt": "second\n" }));
    expect(read("a.txt")).toBe("second\n");
  });

  it("a run that fails lets the folder go as well", () => {
    const writer = new TreeWriter(out);
    writer.abort();
    expect(existsSync(lock())).toBe(false);
  });

  it("takes over a lock holding this process's id that this process did not take (left by an earlier process 1 in a container)", () => {
    writeFileSync(lock(), String(process.pid));
    writeTree(out, files({ "a.txt": "same id\n" }));
    expect(read("a.txt")).toBe("same id\n");
    expect(existsSync(lock())).toBe(false);
  });

  it("replaces the tree when an old tree an earlier run could not remove is still beside it, and removes that one", () => {
    writeTree(out, files({ "a.txt": "first\n" }));
    mkdirSync(join(root, ".generated.edmgen-old", "csdl"), { recursive: true });
    writeFileSync(join(root, ".generated.edmgen-old", "csdl", "left.txt"), "left\n");
    writeTree(out, files({ "a.txt": "second\n" }));
    expect(read("a.txt")).toBe("second\n");
    expect(listFiles(root)).toEqual(["generated/a.txt"]);
  });

  it("takes over the lock of a run that was killed (its process is gone)", () => {
    // A process id that cannot be running: above the kernel's limit (at most 2^22).
    writeFileSync(lock(), String(2 ** 30));
    writeTree(out, files({ "a.txt": "taken over\n" }));
    expect(read("a.txt")).toBe("taken over\n");
    expect(existsSync(lock())).toBe(false);
  });

  it("clears the process-id file of a run killed while taking the lock, but not a live run's", () => {
    // A run writes its id to a file of its own before linking it as the lock; killed in between, the file stays.
    const dead = `${lock()}-${2 ** 30}`;
    const alive = `${lock()}-${process.ppid}`;
    writeFileSync(dead, String(2 ** 30));
    writeFileSync(alive, String(process.ppid));
    writeTree(out, files({ "a.txt": "after a killed run\n" }));
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(alive)).toBe(true);
    rmSync(alive);
  });

  it("takes over a lock whose content is no process id (a damaged lock)", () => {
    writeFileSync(lock(), "");
    writeTree(out, files({ "a.txt": "after a damaged lock\n" }));
    expect(read("a.txt")).toBe("after a damaged lock\n");
  });

  it("a run whose lock another run took over leaves the folder and the lock to that run", () => {
    writeTree(out, files({ "a.txt": "before\n" }));
    const first = new TreeWriter(out);
    first.add(files({ "a.txt": "first\n" }));
    // Another live process holds the lock now (it found this one's lock stale).
    writeFileSync(lock(), String(process.ppid));
    expect(() => first.commit()).toThrow(OutputFolderBusyError);
    first.abort();
    expect(read("a.txt")).toBe("before\n");
    expect(readFileSync(lock(), "utf8")).toBe(String(process.ppid));
    rmSync(lock());
  });

  it("stages in a folder of its own, so a run that lost the lock never touches the holder's staged tree", () => {
    writeTree(out, files({ "a.txt": "old\n" }));
    const loser = new TreeWriter(out);
    // The lock passes to another live run, which stages its tree beside the output folder.
    const holderStaging = join(root, `.generated.edmgen-staging-${process.ppid}`);
    writeFileSync(lock(), String(process.ppid));
    mkdirSync(holderStaging);
    writeFileSync(join(holderStaging, "a.txt"), "holder's\n");
    expect(() => loser.add(files({ "a.txt": "loser's\n" }))).toThrow(OutputFolderBusyError);
    loser.abort();
    expect(readFileSync(join(holderStaging, "a.txt"), "utf8")).toBe("holder's\n");
    // Recovery by a later run leaves a live run's staging folder alone as well.
    recoverInterruptedRun(out);
    expect(existsSync(holderStaging)).toBe(true);
    rmSync(holderStaging, { recursive: true });
    rmSync(lock());
  });

  it("lets exactly one of many simultaneous runs write, also over a stale lock", async () => {
    const module = new URL("../../dist/output/tree-writer.js", import.meta.url).href;
    // Each run writes 40 files marked with its number; a run that finds the folder busy exits 2.
    const script = `
      const { writeTree, OutputFolderBusyError } = await import(${JSON.stringify(module)});
      const run = process.argv[1];
      const files = Array.from({ length: 40 }, (_, i) => ({ path: "f" + i + ".txt", content: run + "\\n" }));
      try { writeTree(${JSON.stringify(out)}, files); } catch (error) { process.exit(error instanceof OutputFolderBusyError ? 2 : 3); }`;
    for (let round = 0; round < 8; round++) {
      writeFileSync(lock(), String(2 ** 30));
      const codes = await Promise.all(
        Array.from({ length: 6 }, (_, run) => new Promise<number | null>((resolve) => spawn(process.execPath, ["--input-type=module", "-e", script, String(run)], { stdio: "ignore" }).on("exit", resolve))),
      );
      expect(codes.every((code) => code === 0 || code === 2), String(codes)).toBe(true);
      expect(codes).toContain(0);
      // One whole tree: every file from the same run, whichever wrote last.
      const contents = new Set(listFiles(out).map((path) => read(path)));
      expect(listFiles(out)).toHaveLength(40);
      expect(contents.size).toBe(1);
      expect(existsSync(lock())).toBe(false);
    }
  }, 60_000);

  it("is left alone by the recovery of interrupted runs", () => {
    const writer = new TreeWriter(out);
    recoverInterruptedRun(out);
    expect(existsSync(lock())).toBe(true);
    writer.abort();
  });
});
