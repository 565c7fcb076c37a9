import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runDiff } from "../../src/cli/commands/diff.js";
import { BASE, SERVICE } from "./models.js";

/**
 * `edmgen diff` against real git history: a temporary repository whose metadata folder sits one
 * level down (`service/metadata`), with two commits and, in some tests, an uncommitted edit.
 */

let repo: string;
let cwd: string;

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });

const NARROWED = BASE.replace("Price: Double", "Price: Int32");
const WIDER_NAME = BASE.replace("maxLength: 100", "maxLength: 120");

function writeModel(text: string): void {
  writeFileSync(join(cwd, "metadata", "model.yaml"), text);
}

async function diff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runDiff(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "edmgen-diff-"));
  cwd = join(repo, "service");
  mkdirSync(join(cwd, "metadata"), { recursive: true });
  git("init", "-q", "-b", "main");
  // The test's own identity and settings: the machine's git configuration may have none, or sign commits.
  git("config", "user.name", "edmgen test");
  git("config", "user.email", "edmgen-test@example.invalid");
  git("config", "commit.gpgsign", "false");
  writeFileSync(join(cwd, "metadata", "service.yaml"), SERVICE);
  writeModel(BASE);
  git("add", "-A");
  git("commit", "-q", "-m", "first model");
  writeModel(NARROWED);
  git("commit", "-q", "-am", "narrow Price");
  git("tag", "narrowed");
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe("git refs", () => {
  test("two commits: the change, its side and its place, as JSON", async () => {
    const result = await diff("--base", "HEAD~1", "--head", "narrowed", "--format", "json");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const changes = JSON.parse(result.stdout) as { name: string; breaks: string[]; place: { file: string; line: number; column: number } }[];
    expect(changes.map((c) => ({ name: c.name, breaks: c.breaks, place: c.place }))).toEqual([
      { name: "Thing.Price", breaks: ["writers"], place: { file: "metadata/model.yaml", line: 11, column: 7 } },
    ]);
  });

  test("the default head is the work tree, read without touching git's index or the work tree", async () => {
    writeModel(WIDER_NAME);
    const statusBefore = git("status", "--porcelain");
    const indexBefore = readFileSync(join(repo, ".git", "index"));
    const result = await diff("--base", "HEAD~1", "--format", "text");
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")[0]).toBe("edmgen diff HEAD~1 -> work tree: 1 breaking change, 0 non-breaking");
    expect(result.stdout).toContain("metadata/model.yaml:10:7 breaking (readers) field Thing.Name: max length raised from 100 to 120\n");
    expect(git("status", "--porcelain")).toBe(statusBefore);
    expect(readFileSync(join(repo, ".git", "index")).equals(indexBefore)).toBe(true);
    writeModel(NARROWED);
  });

  test("--fail-on-breaking exits 1 when something breaks, 0 when nothing does", async () => {
    expect((await diff("--base", "HEAD~1", "--fail-on-breaking")).code).toBe(1);
    const same = await diff("--base", "HEAD", "--fail-on-breaking");
    expect(same).toEqual({ code: 0, stdout: "## Model changes: `HEAD` → `work tree`\n\nNo changes to the model.\n", stderr: "" });
  });

  test("Markdown for a pull request", async () => {
    const result = await diff("--base", "main~1");
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n").slice(0, 5)).toEqual(["## Model changes: `main~1` → `work tree`", "", "**1 breaking change, 0 non-breaking**", "", "### Breaking changes"]);
  });

  test("a ref that does not exist is a usage error (exit 2)", async () => {
    expect(await diff("--base", "no-such-branch")).toEqual({ code: 2, stdout: "", stderr: "edmgen diff: --base 'no-such-branch' is neither a folder nor a git ref that exists\nRun 'edmgen --help' for usage.\n" });
    expect((await diff("--base", "HEAD", "--head", "deadbeef")).code).toBe(2);
  });

  test("a ref that does not exist says why where git can tell: a shallow clone, no repository, a file given for a folder", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "edmgen-diff-elsewhere-"));
    try {
      const inFolder = async (folder: string, ...args: string[]) => {
        let stderr = "";
        const code = await runDiff(args, { stdout: () => {}, stderr: (t) => (stderr += t), cwd: folder });
        return { code, stderr };
      };
      // A CI checkout fetches one commit: the base branch and older commits are not there.
      execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo}`, join(elsewhere, "shallow")]);
      expect(await inFolder(join(elsewhere, "shallow", "service"), "--base", "HEAD~1")).toEqual({
        code: 2,
        stderr:
          "edmgen diff: --base 'HEAD~1' is neither a folder nor a git ref that exists; this clone is shallow, so older commits and other branches may not have been fetched: fetch them (git fetch --unshallow, or fetch-depth: 0 with actions/checkout)\nRun 'edmgen --help' for usage.\n",
      });
      mkdirSync(join(elsewhere, "plain", "metadata"), { recursive: true });
      expect(await inFolder(join(elsewhere, "plain"), "--base", "main")).toEqual({
        code: 2,
        stderr: "edmgen diff: --base 'main' is neither a folder nor a git ref that exists; the current folder is not in a git repository\nRun 'edmgen --help' for usage.\n",
      });
      expect(await diff("--base", "metadata/model.yaml")).toEqual({
        code: 2,
        stdout: "",
        stderr: "edmgen diff: --base 'metadata/model.yaml' is neither a folder nor a git ref that exists; 'metadata/model.yaml' is a file: give the metadata folder, or a git ref\nRun 'edmgen --help' for usage.\n",
      });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  test("a ref without the metadata folder is a usage error (exit 2)", async () => {
    expect(await diff("--base", "HEAD", "--head", "HEAD~1", "--metadata", "elsewhere")).toEqual({
      code: 2,
      stdout: "",
      stderr: "edmgen diff: no metadata files (*.yaml, *.yml) in 'elsewhere' at HEAD\nRun 'edmgen --help' for usage.\n",
    });
    // Without --head the work tree's folder is the head, and it must exist.
    expect(await diff("--base", "HEAD", "--metadata", "elsewhere")).toEqual({ code: 2, stdout: "", stderr: "edmgen diff: metadata folder 'elsewhere' does not exist\nRun 'edmgen --help' for usage.\n" });
  });

  test("a file whose extension is in capitals is read from git as from the folder", async () => {
    const upper = join(cwd, "upper");
    mkdirSync(join(upper, "metadata"), { recursive: true });
    writeFileSync(join(upper, "metadata", "service.YML"), SERVICE);
    writeFileSync(join(upper, "metadata", "model.YAML"), BASE);
    git("add", "-A");
    git("commit", "-q", "-m", "capital extensions");
    const result = await diff("--base", "HEAD", "--metadata", "upper/metadata", "--format", "json");
    expect(result).toEqual({ code: 0, stdout: "[]\n", stderr: "" });
  });
});

describe("folders and usage", () => {
  test("a folder as the base", async () => {
    mkdirSync(join(cwd, "old"), { recursive: true });
    writeFileSync(join(cwd, "old", "service.yaml"), SERVICE);
    writeFileSync(join(cwd, "old", "model.yaml"), BASE);
    const result = await diff("--base", "old", "--format", "text");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("metadata/model.yaml:11:7 breaking (writers) field Thing.Price: type changed from Double to Int32\n");
    rmSync(join(cwd, "old"), { recursive: true });
  });

  test("a model with errors: its diagnostics on stderr, exit 1", async () => {
    mkdirSync(join(cwd, "broken"), { recursive: true });
    writeFileSync(join(cwd, "broken", "service.yaml"), SERVICE);
    writeFileSync(join(cwd, "broken", "model.yaml"), BASE.replace("Price: Double", "Price: Dubble"));
    const result = await diff("--base", "broken");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.split("\n")[0]).toBe("edmgen diff: the model at broken has errors:");
    expect(result.stderr).toMatch(/^broken\/model\.yaml:11:14 error EDM\d{4} .*Dubble/m);
    rmSync(join(cwd, "broken"), { recursive: true });
  });

  test("run from a folder below: the work tree's files and the revision's are both labelled relative to it", async () => {
    const sub = join(cwd, "sub");
    mkdirSync(sub, { recursive: true });
    // A field removed (placed in the base revision) and one widened (placed in the work tree).
    writeModel(NARROWED.replace("maxLength: 100", "maxLength: 120").replace("      Count: Int32\n", ""));
    let stdout = "";
    const code = await runDiff(["--base", "narrowed", "--metadata", "../metadata", "--format", "text"], { stdout: (t) => (stdout += t), stderr: () => {}, cwd: sub });
    expect(code).toBe(0);
    expect(stdout).toContain("\n../metadata/model.yaml:10:7 breaking (readers) field Thing.Name: max length raised from 100 to 120\n");
    expect(stdout).toContain("\n../metadata/model.yaml:12:7 (base) breaking (readers and writers) field Thing.Count: removed\n");
    writeModel(NARROWED);
    rmSync(sub, { recursive: true });
  });

  test("files of a revision over --max-file-size: those errors alone, as for the work tree (the model is not built without them)", async () => {
    const result = await diff("--base", "HEAD", "--max-file-size", "10", "--format", "text");
    expect(result.code).toBe(1);
    const [atHead, atWorkTree] = result.stderr.split(/^(?=edmgen diff: )/m);
    expect(atHead?.split("\n")[0]).toBe("edmgen diff: the model at HEAD has errors:");
    for (const report of [atHead, atWorkTree]) {
      expect(report?.match(/ error EDM\d+/g)).toEqual([" error EDM0002", " error EDM0002"]);
      expect(report).toContain("metadata/model.yaml:1:1 error EDM0002 file is");
    }
  });

  test.each([
    [["--head", "HEAD"], "edmgen diff: missing --base <git ref or folder>\nRun 'edmgen --help' for usage.\n"],
    [["--base", "HEAD", "--colour"], "edmgen diff: Unknown option '--colour'\nRun 'edmgen --help' for usage.\n"],
    [["--base", "HEAD", "--format", "html"], "edmgen diff: unknown --format 'html' (formats: markdown, json, text)\nRun 'edmgen --help' for usage.\n"],
    [["--base", "HEAD", "--max-file-size", "lots"], "edmgen diff: --max-file-size takes a positive number of bytes, in decimal digits\nRun 'edmgen --help' for usage.\n"],
  ])("usage error %j", async (args, message) => {
    expect(await diff(...args)).toEqual({ code: 2, stdout: "", stderr: message });
  });
});

describe("files of a revision read as the work tree's are", () => {
  let other: string;
  const inOther = (...args: string[]) => execFileSync("git", args, { cwd: other, encoding: "utf8" });
  const diffIn = async (...args: string[]) => {
    let stdout = "";
    let stderr = "";
    const code = await runDiff(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: other });
    return { code, stdout, stderr };
  };

  beforeAll(() => {
    other = mkdtempSync(join(tmpdir(), "edmgen-diff-links-"));
    mkdirSync(join(other, "metadata"));
    mkdirSync(join(other, "shared"));
    inOther("init", "-q", "-b", "main");
    inOther("config", "user.name", "edmgen test");
    inOther("config", "user.email", "edmgen-test@example.invalid");
    inOther("config", "commit.gpgsign", "false");
    // The service file through two links, the model with old Mac line ends (lone CRs).
    writeFileSync(join(other, "shared", "service.yaml"), SERVICE);
    symlinkSync("service.yaml", join(other, "shared", "service-link.yaml"));
    symlinkSync(join("..", "shared", "service-link.yaml"), join(other, "metadata", "service.yaml"));
    writeFileSync(join(other, "metadata", "model.yaml"), BASE.replace(/\n/g, "\r"));
    inOther("add", "-A");
    inOther("commit", "-q", "-m", "linked model");
  });

  afterAll(() => rmSync(other, { recursive: true, force: true }));

  test("a symbolic link as the file it leads to, lone CRs as line ends", async () => {
    const result = await diffIn("--base", "HEAD", "--format", "text");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")[0]).toBe("edmgen diff HEAD -> work tree: no changes");
  });

  test("a link that leads to no file of the revision: EDM0010 at the link", async () => {
    symlinkSync(join("..", "shared", "gone.yaml"), join(other, "metadata", "gone.yaml"));
    inOther("add", "-A");
    inOther("commit", "-q", "-m", "dangling link");
    const result = await diffIn("--base", "HEAD", "--head", "HEAD", "--format", "text");
    expect(result.stderr).toContain("metadata/gone.yaml:1:1 error EDM0010 is a symbolic link that leads to no file at HEAD, not a regular file");
    inOther("rm", "-q", "--cached", "metadata/gone.yaml");
    rmSync(join(other, "metadata", "gone.yaml"));
    inOther("commit", "-q", "-m", "no dangling link");
  });
});
