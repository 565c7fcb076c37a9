/**
 * End to end: the built CLI (`node dist/cli/main.js`, as `npm test` builds it first; in development
 * run `npx tsc -p tsconfig.build.json`) as a real process. Exit codes, output, a project left
 * untouched by a failed run, and hostile input that must end quickly, never with a stack trace.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAX_FILE_SIZE } from "../../src/metadata-loader/read-files.js";
import { BROKEN_REPORT, makeProject, removeProject, snapshotTree, stackLines } from "./project.js";

const MAIN = new URL("../../dist/cli/main.js", import.meta.url).pathname;
const VERSION = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first with 'npx tsc -p tsconfig.build.json' (npm test does)`);
});

const projects: string[] = [];
afterAll(() => projects.forEach(removeProject));
const project = (broken: boolean) => {
  const root = makeProject({ broken });
  projects.push(root);
  return root;
};

/** Runs the CLI in `cwd`; a run that takes over 20 s is killed and fails the test. */
function edmgen(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [MAIN, ...args], { cwd, encoding: "utf8", timeout: 20_000, env: { ...process.env, EDMGEN_DEBUG: "" } });
  expect(result.error, "the process did not finish in 20 s").toBeUndefined();
  expect(stackLines(result.stdout + result.stderr)).toEqual([]);
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("node dist/cli/main.js", () => {
  it("generate on a bad model: exit 1, the same report, and the project byte-for-byte untouched", () => {
    const root = project(true);
    const before = snapshotTree(root);
    expect(edmgen(["generate"], root)).toEqual({ code: 1, stdout: "", stderr: BROKEN_REPORT });
    expect(snapshotTree(root)).toEqual(before);
  });

  it("generate in a package: the second run with nothing changed answers from the first run's record", () => {
    const root = project(false);
    writeFileSync(join(root, "package.json"), '{ "private": true }\n');
    rmSync(join(root, "generated"), { recursive: true });
    const first = edmgen(["generate"], root);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^generated: \d+ written, 0 removed, 0 unchanged\n$/);
    expect(readdirSync(join(root, "node_modules", ".cache", "edmgen"))).toHaveLength(1);
    expect(edmgen(["generate"], root)).toEqual({ code: 0, stdout: expect.stringMatching(/^generated: \d+ files, all up to date \(as the last run left them\)\n$/), stderr: "" });
  });

  it("generate from an installed copy of edmgen under a path with a space: an edited template is a change like any other", () => {
    const root = project(false);
    writeFileSync(join(root, "package.json"), '{ "private": true }\n');
    rmSync(join(root, "generated"), { recursive: true });
    const installed = join(root, "edmgen copy");
    for (const part of ["dist", "templates", "package.json"]) cpSync(new URL(`../../${part}`, import.meta.url).pathname, join(installed, part), { recursive: true });
    symlinkSync(new URL("../../node_modules", import.meta.url).pathname, join(installed, "node_modules"));
    const copy = (args: string[]) => spawnSync(process.execPath, [join(installed, "dist", "cli", "main.js"), ...args], { cwd: root, encoding: "utf8", timeout: 20_000 });
    expect(copy(["generate"]).status).toBe(0);
    expect(copy(["generate"]).stdout).toMatch(/all up to date \(as the last run left them\)/);
    const template = join(installed, "templates", "docs", "index.md.hbs");
    writeFileSync(template, `${readFileSync(template, "utf8")}\nA line of the team's own.\n`);
    const after = copy(["generate"]);
    expect(after.stderr).toBe("");
    expect(after.stdout).toMatch(/^generated: 1 written, 0 removed, \d+ unchanged\n$/);
    expect(readFileSync(join(root, "generated", "docs", "index.md"), "utf8")).toContain("A line of the team's own.");
  });

  it("--version prints the package.json version (found from dist/)", () => {
    expect(edmgen(["--version"], project(false))).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: "" });
  });

  it("hostile files (33 MiB, 10,000 nested brackets, an alias bomb) end in seconds with one positioned error each", () => {
    const root = project(false);
    const metadata = join(root, "metadata", "hostile");
    mkdirSync(metadata);
    const entity = "entityTypes:\n  H:\n    key: [ID]\n    fields:\n      ID: Guid\n    annotations:\n";
    writeFileSync(join(metadata, "big.yaml"), Buffer.alloc(DEFAULT_MAX_FILE_SIZE + 1, "#"));
    writeFileSync(join(metadata, "deep.yaml"), `${entity}      Org.Deep: ${"[".repeat(10_000)}\n`);
    const levels = Array.from({ length: 9 }, (_, i) => `        a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(", ")}]`);
    writeFileSync(
      join(metadata, "bomb.yaml"),
      `${entity}      Org.Bomb:\n        a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n${levels.join("\n")}\n`,
    );
    const result = edmgen(["validate"], root);
    expect(result.code).toBe(1);
    const headlines = result.stderr.split("\n").filter((l) => / error EDM\d{4} /.test(l));
    expect(
      headlines.map((l) =>
        l.replace(
          /^(\S+?)(:\d+:\d+)? error (EDM\d{4}) .*$/,
          (_, file: string, pos: string | undefined, code: string) => `${file}${file.includes("bomb") ? "" : (pos ?? "")} ${code}`,
        ),
      ),
    ).toEqual(["metadata/hostile/big.yaml:1:1 EDM0002", "metadata/hostile/bomb.yaml EDM0006", "metadata/hostile/deep.yaml:7:81 EDM0007"]);
    expect(result.stderr.endsWith("3 errors, 0 warnings\n")).toBe(true);
  });
});
