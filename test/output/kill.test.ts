/**
 * The writer's promise under SIGKILL: `generated/` is always the whole old tree or the whole new
 * one (or, in the instant between the two renames, absent with the old tree beside it), and the
 * next run always ends at the new tree.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticModelYaml } from "../../src/bench/synthetic-model.js";
import { listFiles } from "../../src/output/tree-writer.js";

const repo = new URL("../../", import.meta.url).pathname;
const cli = join(repo, "dist/cli/main.js");
let project: string;

/** A snapshot of a tree: path -> content. */
function snapshot(folder: string): Map<string, string> {
  return new Map(listFiles(folder).map((p) => [p, readFileSync(join(folder, p), "utf8")]));
}

function generate(): void {
  const result = spawnSync(process.execPath, [cli, "generate"], { cwd: project, stdio: "pipe" });
  expect(result.status, String(result.stderr)).toBe(0);
}

let oldTree: Map<string, string>;
let fullRunMs = 1000;
let newTree: Map<string, string>;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "edmgen-kill-"));
  mkdirSync(join(project, "metadata"));
  // Old model: 60 types; new model: 61 types with other descriptions, so most files change.
  writeFileSync(join(project, "metadata/model.yaml"), syntheticModelYaml(60));
  generate();
  oldTree = snapshot(join(project, "generated"));
  writeFileSync(join(project, "metadata/model.yaml"), syntheticModelYaml(61).replace(/Synthetic entity type/g, "Generated entity type"));
  generate();
  newTree = snapshot(join(project, "generated"));
  expect(newTree.size).toBeGreaterThan(oldTree.size);
  // How long a run takes here, to spread the kills over it.
  writeFileSync(join(project, "metadata/model.yaml"), syntheticModelYaml(60));
  generate();
  writeFileSync(join(project, "metadata/model.yaml"), syntheticModelYaml(61).replace(/Synthetic entity type/g, "Generated entity type"));
  const started = Date.now();
  generate();
  fullRunMs = Date.now() - started;
}, 120_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

function sameTree(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([path, content]) => b.get(path) === content);
}

describe("killing edmgen generate at random moments", () => {
  it("never leaves a mixed tree, and the next run ends at the new tree", async () => {
    const outcomes = { old: 0, new: 0, between: 0 };
    for (let attempt = 0; attempt < 12; attempt++) {
      // Start from the old tree, with the new model on disk.
      writeFileSync(join(project, "metadata/model.yaml"), syntheticModelYaml(60));
      generate();
      writeFileSync(join(project, "metadata/model.yaml"), syntheticModelYaml(61).replace(/Synthetic entity type/g, "Generated entity type"));
      const child = spawn(process.execPath, [cli, "generate"], { cwd: project, stdio: "ignore" });
      // Listen before killing: a run that ends before the kill must not leave the test waiting.
      const exited = new Promise((resolve) => child.on("exit", resolve));
      // Kill moments spread over a whole run, from start-up to the final renames.
      const delay = Math.round(fullRunMs * (0.15 + (0.85 * ((attempt * 7) % 12)) / 11));
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill("SIGKILL");
      await exited;

      const out = join(project, "generated");
      if (existsSync(out)) {
        const tree = snapshot(out);
        const isOld = sameTree(tree, oldTree);
        const isNew = sameTree(tree, newTree);
        expect(isOld || isNew, `attempt ${attempt} (killed after ${delay} ms) left a mixed tree`).toBe(true);
        outcomes[isOld ? "old" : "new"]++;
      } else {
        expect(readdirSync(project).some((name) => name.startsWith(".generated.edmgen-old"))).toBe(true);
        outcomes.between++;
      }
      generate();
      expect(sameTree(snapshot(out), newTree)).toBe(true);
      expect(listFiles(project).filter((p) => p.startsWith("."))).toEqual([]);
    }
    expect(outcomes.old + outcomes.new + outcomes.between).toBe(12);
    // Kills landed during runs (not only after them): some left the old tree in place.
    expect(outcomes.old).toBeGreaterThan(0);
  }, 180_000);
});
