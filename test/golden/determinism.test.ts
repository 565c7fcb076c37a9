/**
 * Same input, same bytes: two `edmgen generate` processes with different time zones, locales and
 * working directories write identical trees.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listFiles } from "../../src/output/tree-writer.js";

const repo = new URL("../../", import.meta.url).pathname;
const cli = join(repo, "dist/cli/main.js");
const scratch = mkdtempSync(join(tmpdir(), "edmgen-determinism-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function generate(out: string, cwd: string, env: Record<string, string>): void {
  execFileSync(process.execPath, [cli, "generate", "--metadata", join(repo, "metadata"), "--out", out], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: "pipe",
  });
}

describe("determinism", () => {
  it("writes byte-identical trees under other time zones, locales and working directories", () => {
    const a = join(scratch, "a");
    const b = join(scratch, "b");
    generate(a, repo, { TZ: "UTC", LANG: "C", LC_ALL: "C" });
    generate(b, tmpdir(), { TZ: "Pacific/Chatham", LANG: "tr_TR.UTF-8", LC_ALL: "tr_TR.UTF-8" });
    const files = listFiles(a);
    expect(listFiles(b)).toEqual(files);
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) expect(readFileSync(join(b, file), "utf8"), file).toBe(readFileSync(join(a, file), "utf8"));
  });

  it("matches the committed generated/ exactly", () => {
    const a = join(scratch, "a");
    expect(listFiles(a)).toEqual(listFiles(join(repo, "generated")));
    for (const file of listFiles(a)) expect(readFileSync(join(a, file), "utf8"), file).toBe(readFileSync(join(repo, "generated", file), "utf8"));
  });
});
