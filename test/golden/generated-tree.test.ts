/**
 * `generated/` is the golden copy of the seed model's outputs: a fresh generation must produce
 * exactly its set of files with exactly its bytes. This is the snapshot test of every output file;
 * to accept a change, run `npm run generate` and review the diff of `generated/` in git.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listFiles } from "../../src/output/tree-writer.js";
import { emitAll, loadModelFromFolder } from "../../src/pipeline.js";

const repo = new URL("../../", import.meta.url).pathname;

describe("generated/ equals a fresh generation of metadata/", () => {
  const loaded = loadModelFromFolder(`${repo}metadata`, { labelBase: repo });
  const fresh = new Map(emitAll(loaded.model!).map((f) => [f.path, f.content]));
  const onDisk = listFiles(`${repo}generated`);

  it("loads the seed model without diagnostics", () => {
    expect(loaded.diagnostics).toEqual([]);
  });

  it("has the same set of files in both directions", () => {
    expect(onDisk.filter((p) => !fresh.has(p))).toEqual([]);
    expect([...fresh.keys()].filter((p) => !onDisk.includes(p))).toEqual([]);
  });

  it.each([...fresh.keys()])("%s has the same bytes", (path) => {
    const golden = readFileSync(`${repo}generated/${path}`, "utf8");
    expect(fresh.get(path)).toBe(golden);
  });

  it("writes LF line ends and a trailing newline in every file", () => {
    for (const [path, content] of fresh) {
      expect(content.includes("\r"), path).toBe(false);
      expect(content.endsWith("\n"), path).toBe(true);
    }
  });
});
