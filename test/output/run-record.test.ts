/**
 * The record a run leaves of its output folder: a run whose inputs are unchanged, into a folder
 * nobody touched since, answers from it without emitting; any change to the model, the options,
 * edmgen's code or a single output file makes the run do its full work again, with the same
 * result as a run without a record.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { recordFolder, runKey, vouchedFor, type RunInputs, type Stamps } from "../../src/output/run-record.js";
import { listFiles } from "../../src/output/tree-writer.js";
import { TINY_SERVICE } from "../support/tiny-model.js";
import { recordingIo } from "../cli/project.js";

const MODEL = `${TINY_SERVICE}entityTypes:
  Widget:
    description: A widget.
    key: [ID]
    fields:
      ID: Guid
      Name: String
entitySets:
  Widgets: { type: Widget }
`;

/** A type with an Edm.Untyped field in an OData 4.0 model: warning EDM0234, and the model still generates. */
const WARNING = `entityTypes:
  Gadget:
    key: [ID]
    fields:
      ID: Guid
      Extra: { type: Untyped }
`;

const HIT = /all up to date \(as the last run left them\)\n$/;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder with `package.json` and `metadata/`, so records go to its `node_modules/.cache/edmgen`. */
function project(options: { packageJson?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), "edmgen-record-"));
  roots.push(root);
  if (options.packageJson !== false) writeFileSync(join(root, "package.json"), '{ "name": "service", "private": true }\n');
  mkdirSync(join(root, "metadata"));
  writeFileSync(join(root, "metadata", "model.yaml"), MODEL);
  return root;
}

async function cli(argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const io = { ...recordingIo(cwd), env };
  const code = await run(argv, io);
  return { code, stdout: io.out(), stderr: io.err() };
}

const recordsIn = (root: string) => {
  const folder = join(root, "node_modules", ".cache", "edmgen");
  try {
    return readdirSync(folder).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
};

describe("the record of the last run", () => {
  it("lets a run with nothing changed answer without emitting, and says so", async () => {
    const root = project();
    const first = await cli(["generate"], root);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^generated: \d+ written, 0 removed, 0 unchanged\n$/);
    expect(recordsIn(root)).toHaveLength(1);
    const files = listFiles(join(root, "generated")).length;
    const second = await cli(["generate"], root);
    expect(second).toEqual({ code: 0, stdout: `generated: ${files} files, all up to date (as the last run left them)\n`, stderr: "" });
    const check = await cli(["check"], root);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(HIT);
  });

  it("is not used when a model file changed: the run emits, and writes what changed", async () => {
    const root = project();
    await cli(["generate"], root);
    writeFileSync(join(root, "metadata", "model.yaml"), MODEL.replace("A widget.", "A widget, described anew."));
    const result = await cli(["generate"], root);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(HIT);
    expect(result.stdout).toMatch(/written/);
    expect(readFileSync(join(root, "generated", "csdl", "metadata.xml"), "utf8")).toContain("A widget, described anew.");
    expect((await cli(["generate"], root)).stdout).toMatch(HIT);
  });

  it("is not used when an output file was edited, even with its size and modification time put back", async () => {
    const root = project();
    await cli(["generate"], root);
    const file = join(root, "generated", "csdl", "metadata.xml");
    const original = readFileSync(file, "utf8");
    const { atime, mtime } = statSync(file);
    writeFileSync(file, original.replace("A widget.", "A wodget."));
    utimesSync(file, atime, mtime);
    const check = await cli(["check"], root);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("stale    generated/csdl/metadata.xml");
    const result = await cli(["generate"], root);
    expect(result.stdout).toMatch(/^generated: 1 written, 0 removed, \d+ unchanged\n$/);
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("is not used when an output file was deleted or one was added", async () => {
    const root = project();
    await cli(["generate"], root);
    const file = join(root, "generated", "types", "Widget.ts");
    const original = readFileSync(file, "utf8");
    rmSync(file);
    expect((await cli(["generate"], root)).stdout).toMatch(/^generated: 1 written, 0 removed/);
    expect(readFileSync(file, "utf8")).toBe(original);
    writeFileSync(join(root, "generated", "notes.txt"), "mine\n");
    const result = await cli(["generate"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("generated holds files edmgen does not generate (notes.txt)");
  });

  it("is not used for other options or another output folder", async () => {
    const root = project();
    await cli(["generate"], root);
    expect((await cli(["generate", "--max-file-size", "100000"], root)).stdout).not.toMatch(HIT);
    expect((await cli(["generate", "--max-file-size", "100000"], root)).stdout).toMatch(HIT);
    expect((await cli(["generate", "--out", "other"], root)).stdout).toMatch(/written/);
    expect((await cli(["generate", "--out", "other"], root)).stdout).toMatch(HIT);
    expect(recordsIn(root)).toHaveLength(2);
  });

  it("replays the model's warnings, as the run that made it printed them", async () => {
    const root = project();
    writeFileSync(join(root, "metadata", "warning.yaml"), WARNING);
    const first = await cli(["generate"], root);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/warning EDM0234/);
    const second = await cli(["generate"], root);
    expect(second.stdout).toMatch(HIT);
    expect(second.stderr).toBe(first.stderr);
  });

  it("is neither used nor left with --no-cache, and a damaged record is ignored and replaced", async () => {
    const root = project();
    await cli(["generate", "--no-cache"], root);
    expect(recordsIn(root)).toEqual([]);
    await cli(["generate"], root);
    expect((await cli(["generate", "--no-cache"], root)).stdout).toMatch(/^generated: \d+ files, all up to date\n$/);
    const [name] = recordsIn(root);
    const path = join(root, "node_modules", ".cache", "edmgen", name!);
    writeFileSync(path, "{ not json");
    expect((await cli(["generate"], root)).stdout).toMatch(/^generated: \d+ files, all up to date\n$/);
    expect(JSON.parse(readFileSync(path, "utf8"))).toMatchObject({ format: 1 });
    expect((await cli(["generate"], root)).stdout).toMatch(HIT);
  });

  it("is kept where EDMGEN_CACHE_DIR says, or in the nearest package's node_modules/.cache/edmgen, and nowhere outside a package", async () => {
    const root = project({ packageJson: false });
    expect(recordFolder(join(root, "metadata"), {})).toBeUndefined();
    await cli(["generate"], root);
    expect((await cli(["generate"], root)).stdout).not.toMatch(HIT);
    const elsewhere = join(root, "records");
    await cli(["generate"], root, { EDMGEN_CACHE_DIR: elsewhere });
    expect(readdirSync(elsewhere)).toHaveLength(1);
    expect((await cli(["generate"], root, { EDMGEN_CACHE_DIR: elsewhere })).stdout).toMatch(HIT);
    writeFileSync(join(root, "package.json"), "{}\n");
    expect(recordFolder(join(root, "metadata"), {})).toBe(join(root, "node_modules", ".cache", "edmgen"));
  });

  it("is not used while a run is busy beside the folder or was killed there; the full run clears what it left", async () => {
    const root = project();
    await cli(["generate"], root);
    const leftover = join(root, ".generated.edmgen-staging-999999");
    mkdirSync(leftover);
    const result = await cli(["generate"], root);
    expect(result.stdout).not.toMatch(HIT);
    expect(result.code).toBe(0);
    expect(readdirSync(root)).not.toContain(".generated.edmgen-staging-999999");
    expect((await cli(["generate"], root)).stdout).toMatch(HIT);
  });

  it("never changes a run's result when it cannot be kept: a file where the cache folder belongs, a path below a file", async () => {
    const root = project();
    const blocker = join(root, "blocker");
    writeFileSync(blocker, "a file\n");
    for (const env of [{ EDMGEN_CACHE_DIR: blocker }, { EDMGEN_CACHE_DIR: join(blocker, "below") }]) {
      const first = await cli(["generate"], root, env);
      expect(first.code, JSON.stringify(first)).toBe(0);
      expect(first.stderr).toBe("");
      const check = await cli(["check"], root, env);
      expect(check).toEqual({ code: 0, stdout: expect.stringMatching(/^generated: \d+ files, all up to date\n$/), stderr: "" });
    }
    mkdirSync(join(root, "node_modules", ".cache"), { recursive: true });
    writeFileSync(join(root, "node_modules", ".cache", "edmgen"), "not a folder\n");
    expect((await cli(["generate", "--out", "third"], root)).code).toBe(0);
    expect((await cli(["check", "--out", "third"], root)).code).toBe(0);
  });

  it("keeps one record per output folder and working folder", async () => {
    const root = project();
    mkdirSync(join(root, "sub"));
    await cli(["generate"], root);
    await cli(["generate", "--metadata", "../metadata", "--out", "../generated"], join(root, "sub"));
    expect(recordsIn(root)).toHaveLength(2);
    expect((await cli(["generate"], root)).stdout).toMatch(HIT);
    expect((await cli(["generate", "--metadata", "../metadata", "--out", "../generated"], join(root, "sub"))).stdout).toMatch(HIT);
  });

  it("survives a failed run: after the model is broken and put back byte for byte, the record answers again", async () => {
    const root = project();
    await cli(["generate"], root);
    writeFileSync(join(root, "metadata", "model.yaml"), MODEL.replace("Name: String", "Name: Strng"));
    const broken = await cli(["generate"], root);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("error EDM0202");
    writeFileSync(join(root, "metadata", "model.yaml"), MODEL);
    expect(await cli(["generate"], root)).toMatchObject({ code: 0, stdout: expect.stringMatching(HIT) });
  });
});

describe("the key of a run", () => {
  const inputs: RunInputs = {
    metadataDir: "/p/metadata",
    outDir: "/p/generated",
    labelBase: "/p",
    maxFileSize: undefined,
    sources: [
      { file: "metadata/a.yaml", text: "ab" },
      { file: "metadata/b.yaml", text: "c" },
    ],
  };

  it("is the same for the same inputs and differs when any of them differs", () => {
    const key = runKey(inputs, "code-1");
    expect(runKey({ ...inputs, sources: [...inputs.sources] }, "code-1")).toBe(key);
    const variants: [string, string][] = [
      ["generator", runKey(inputs, "code-2")],
      ["metadata folder", runKey({ ...inputs, metadataDir: "/p/model" }, "code-1")],
      ["output folder", runKey({ ...inputs, outDir: "/p/out" }, "code-1")],
      ["label base", runKey({ ...inputs, labelBase: "/" }, "code-1")],
      ["size limit", runKey({ ...inputs, maxFileSize: 1000 }, "code-1")],
      ["a text", runKey({ ...inputs, sources: [inputs.sources[0]!, { file: "metadata/b.yaml", text: "d" }] }, "code-1")],
      ["a file name", runKey({ ...inputs, sources: [inputs.sources[0]!, { file: "metadata/c.yaml", text: "c" }] }, "code-1")],
      // Texts run together the same way: "ab" + "c" against "a" + "bc".
      ["where one text ends", runKey({ ...inputs, sources: [{ file: "metadata/a.yaml", text: "a" }, { file: "metadata/b.yaml", text: "bc" }] }, "code-1")],
      ["a file fewer", runKey({ ...inputs, sources: [inputs.sources[0]!] }, "code-1")],
    ];
    for (const [what, variant] of variants) expect(variant, what).not.toBe(key);
    expect(new Set(variants.map(([, v]) => v)).size).toBe(variants.length);
  });
});

describe("what a run vouches for at its end", () => {
  const stamp = (path: string, size: number, mtime: number, ctime: number, inode: number) => [path, String(size), String(mtime), String(ctime), String(inode)] as const;
  const before: Stamps = [stamp("a.ts", 10, 100, 100, 1), stamp("b.ts", 20, 100, 100, 2)];

  it("after a run that wrote nothing: the folder exactly as before it compared", () => {
    expect(vouchedFor({ before, produced: 2 }, before)).toBe(true);
    // Edited while the run compared (even with the size kept): not recorded.
    expect(vouchedFor({ before, produced: 2 }, [before[0]!, stamp("b.ts", 20, 150, 150, 2)])).toBe(false);
    expect(vouchedFor({ before, produced: 2 }, [before[0]!])).toBe(false);
    expect(vouchedFor({ before: undefined, produced: 2 }, before)).toBe(false);
    // A file added before the stamps were taken but after the run listed the folder: more files than produced.
    expect(vouchedFor({ before, produced: 1 }, before)).toBe(false);
  });

  it("after a run that wrote: every file as staged, and each file carried over as it was before the run compared it", () => {
    // b.ts rewritten (a new inode), a.ts carried over by hard link (its change time moves when the old tree goes).
    const staged: Stamps = [stamp("a.ts", 10, 100, 120, 1), stamp("b.ts", 25, 200, 200, 7)];
    const now: Stamps = [stamp("a.ts", 10, 100, 130, 1), stamp("b.ts", 25, 200, 200, 7)];
    expect(vouchedFor({ before, staged, produced: 2 }, now)).toBe(true);
    // A written file changed after it was staged.
    expect(vouchedFor({ before, staged, produced: 2 }, [now[0]!, stamp("b.ts", 25, 300, 300, 7)])).toBe(false);
    // A carried-over file changed between the comparison and the hard link.
    const carriedChanged: Stamps = [stamp("a.ts", 10, 110, 120, 1), staged[1]!];
    expect(vouchedFor({ before, staged: carriedChanged, produced: 2 }, [stamp("a.ts", 10, 110, 130, 1), now[1]!])).toBe(false);
    // A file added after staging.
    expect(vouchedFor({ before, staged, produced: 2 }, [...now, stamp("c.ts", 1, 1, 1, 9)])).toBe(false);
  });
});
