/**
 * The CLI in-process, through `run(argv, io)`: exit codes, what goes to stdout and stderr, and that
 * a failed run writes nothing. No stack trace is ever printed.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { listFiles } from "../../src/output/tree-writer.js";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { OPTIONS as DIFF_OPTIONS } from "../../src/cli/commands/diff.js";
import { OPTIONS as GENERATE_OPTIONS, VALIDATE_OPTIONS } from "../../src/cli/commands/generate.js";
import { OPTIONS as IMPORT_OPTIONS } from "../../src/cli/commands/import.js";
import { BROKEN_REPORT, BROKEN_VALIDATE_REPORT, makeProject, recordingIo, removeProject, snapshotTree, stackLines } from "./project.js";

const projects: string[] = [];
afterEach(() => {
  for (const root of projects.splice(0)) removeProject(root);
});
const project = (options: { broken?: boolean } = {}) => {
  const root = makeProject(options);
  projects.push(root);
  return root;
};

/** Runs the CLI and returns what it did; asserts no stack trace on either stream. */
async function cli(argv: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = recordingIo(cwd);
  const code = await run(argv, io);
  expect(stackLines(io.err() + io.out())).toEqual([]);
  return { code, stdout: io.out(), stderr: io.err() };
}

const VERSION = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

describe("edmgen validate", () => {
  it("exits 0 on the seed model and says what it loaded", async () => {
    const root = project();
    const result = await cli(["validate"], root);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^metadata: \d+ entity types, \d+ entity sets, no errors\n$/);
  });

  it("counts in the singular where there is one: one entity type, one set, one stale file", async () => {
    const root = project();
    rmSync(join(root, "metadata"), { recursive: true });
    mkdirSync(join(root, "metadata"));
    writeFileSync(
      join(root, "metadata", "model.yaml"),
      "service: { name: One, namespace: One, version: '1', basePath: /odata }\nentityTypes:\n  Thing: { key: [ID], fields: { ID: { type: Int32, nullable: false } } }\nentitySets:\n  Things: { type: Thing }\n",
    );
    expect((await cli(["validate"], root)).stdout).toBe("metadata: 1 entity type, 1 entity set, no errors\n");
    // The project's output folder holds a file edmgen did not write: start without it.
    rmSync(join(root, "generated"), { recursive: true });
    expect((await cli(["generate", "--no-cache"], root)).code).toBe(0);
    const first = join(root, "generated", "csdl", "metadata.xml");
    writeFileSync(first, `${readFileSync(first, "utf8")} `);
    expect((await cli(["check", "--no-cache"], root)).stderr).toMatch(/^generated is out of date \(1 file\); /);
  });

  it("exits 1 on a bad model and prints every problem, compiler style, with previews and hints", async () => {
    const root = project({ broken: true });
    const result = await cli(["validate"], root);
    expect(result).toEqual({ code: 1, stdout: "", stderr: BROKEN_VALIDATE_REPORT });
  });

  it("reads the folder given with --metadata, labelled relative to the working directory", async () => {
    const root = project({ broken: true });
    const result = await cli(["validate", "--metadata", "./metadata"], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(BROKEN_VALIDATE_REPORT);
  });

  it("applies --max-file-size: every file over the limit gets EDM0002 at 1:1", async () => {
    const root = project();
    const result = await cli(["validate", "--max-file-size", "100"], root);
    expect(result.code).toBe(1);
    const seedFiles = readdirSync(join(root, "metadata"))
      .filter((f) => f.endsWith(".yaml"))
      .sort();
    const sizeErrors = result.stderr.split("\n").filter((l) => / EDM0002 /.test(l));
    expect(sizeErrors).toEqual(
      seedFiles.map((f) => `metadata/${f}:1:1 error EDM0002 file is ${statSync(join(root, "metadata", f)).size} bytes, over the limit of 100 bytes`),
    );
  });

  // Refused files stop the run before the build, so their types do not show up missing elsewhere.
  it("reports nothing but the oversized files when a limit refuses some of them", async () => {
    const root = project();
    const result = await cli(["validate", "--max-file-size", "1000"], root);
    const codes = result.stderr
      .split("\n")
      .filter((l) => / error EDM\d{4} /.test(l))
      .map((l) => l.split(" ")[2]);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((c) => c !== "EDM0002")).toEqual([]);
  });

  // Known bug (cli/commands/generate.ts): an empty --metadata resolves to the working directory, so
  // every *.yaml below it (node_modules included) is read as metadata and the run exits 1.
  it("refuses an empty --metadata as a usage error", async () => {
    const root = project();
    const result = await cli(["validate", "--metadata="], root);
    expect(result.code).toBe(2);
  });
});

describe("edmgen generate and check on a bad model", () => {
  it.each([[["generate"]], [["generate", "--check"]], [["check"]]])("%j exits 1, prints the problems and leaves the project untouched", async (argv) => {
    const root = project({ broken: true });
    const before = snapshotTree(root);
    const result = await cli(argv, root);
    expect(result).toEqual({ code: 1, stdout: "", stderr: BROKEN_REPORT });
    expect(snapshotTree(root)).toEqual(before);
  });

  it("does not create a missing output folder", async () => {
    const root = project({ broken: true });
    const result = await cli(["generate", "--out", "fresh-out"], root);
    expect(result.code).toBe(1);
    expect(existsSync(join(root, "fresh-out"))).toBe(false);
  });
});

describe("usage errors exit 2", () => {
  const cases: Array<[string, string[], string]> = [
    ["an unknown flag", ["validate", "--frob"], "edmgen: Unknown option '--frob'\nRun 'edmgen --help' for usage.\n"],
    ["a flag of another command", ["validate", "--out", "x"], "edmgen: Unknown option '--out'\nRun 'edmgen --help' for usage.\n"],
    ["a misspelt command", ["valdate"], "edmgen: unknown command 'valdate' (did you mean 'validate'?); commands: generate, check, validate, diff, import\nRun 'edmgen --help' for usage.\n"],
    ["a misspelt flag", ["validate", "--metdata", "x"], "edmgen: Unknown option '--metdata' (did you mean '--metadata'?)\nRun 'edmgen --help' for usage.\n"],
    ["a misspelt flag of import", ["import", "x.xml", "--otu", "y"], "edmgen: Unknown option '--otu' (did you mean '--out'?)\nRun 'edmgen --help' for usage.\n"],
    [
      "a stray argument",
      ["validate", "metadata"],
      "edmgen: Unexpected argument 'metadata'. This command does not take positional arguments\nRun 'edmgen --help' for usage.\n",
    ],
    ["a flag without its value", ["validate", "--metadata"], "edmgen: Option '--metadata <value>' argument missing\nRun 'edmgen --help' for usage.\n"],
    [
      "a missing metadata folder",
      ["validate", "--metadata", "no-such-folder"],
      "edmgen: metadata folder 'no-such-folder' does not exist\nRun 'edmgen --help' for usage.\n",
    ],
    [
      "a missing metadata folder for generate",
      ["generate", "--metadata", "no-such-folder"],
      "edmgen: metadata folder 'no-such-folder' does not exist\nRun 'edmgen --help' for usage.\n",
    ],
    [
      "a size limit that is not a number",
      ["validate", "--max-file-size", "big"],
      "edmgen: --max-file-size takes a positive number of bytes, in decimal digits\nRun 'edmgen --help' for usage.\n",
    ],
    [
      "a size limit written other than in decimal digits (Number would read 1e3 and 0x10)",
      ["validate", "--max-file-size", "1e3"],
      "edmgen: --max-file-size takes a positive number of bytes, in decimal digits\nRun 'edmgen --help' for usage.\n",
    ],
    [
      "a size limit of zero",
      ["validate", "--max-file-size", "0"],
      "edmgen: --max-file-size takes a positive number of bytes, in decimal digits\nRun 'edmgen --help' for usage.\n",
    ],
    ["an option given twice (the last would win unseen)", ["validate", "--metadata", "a", "--metadata", "b"], "edmgen: --metadata is given more than once\nRun 'edmgen --help' for usage.\n"],
    ["a command named like an Object.prototype member", ["toString"], "edmgen: unknown command 'toString'; commands: generate, check, validate, diff, import\nRun 'edmgen --help' for usage.\n"],
  ];
  it.each(cases)("%s", async (_, argv, stderr) => {
    const root = project();
    const before = snapshotTree(root);
    expect(await cli(argv, root)).toEqual({ code: 2, stdout: "", stderr });
    expect(snapshotTree(root)).toEqual(before);
  });

  it("an output folder that holds the current folder (generate would replace the folder the shell is in)", async () => {
    const root = project();
    const inner = join(root, "work", "here");
    mkdirSync(inner, { recursive: true });
    const before = snapshotTree(root);
    expect(await cli(["generate", "--metadata", "../../metadata", "--out", ".."], inner)).toEqual({
      code: 2,
      stdout: "",
      stderr: "edmgen: --out .. holds the current folder; generate replaces the whole output folder, so give it a folder of its own\n",
    });
    expect(snapshotTree(root)).toEqual(before);
  });

  it("an unknown command, naming the commands there are", async () => {
    const result = await cli(["frobnicate"], project());
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    // The list grows as commands are added; the three of the first release are always in it.
    expect(result.stderr).toMatch(/^edmgen: unknown command 'frobnicate'; commands: [a-z, ]+\nRun 'edmgen --help' for usage\.\n$/);
    expect(result.stderr.match(/; commands: ([a-z, ]+)\n/)![1]!.split(", ")).toEqual(expect.arrayContaining(["generate", "check", "validate"]));
  });

  it("a metadata path that is a file, not a folder", async () => {
    const root = project();
    const result = await cli(["validate", "--metadata", "metadata/service.yaml"], root);
    expect(result).toEqual({
      code: 2,
      stdout: "",
      stderr: "edmgen: --metadata 'metadata/service.yaml' is a file; give the folder that holds the model's YAML files\nRun 'edmgen --help' for usage.\n",
    });
  });

  it("an output folder that holds the model, or sits inside it, or is a file: refused before anything is read or written", async () => {
    const root = project();
    const before = listFiles(root);
    // About the folders, not the command line: no pointer to --help (which would not help), but for
    // the empty option.
    const refused = async (args: string[], message: string, usage = "") => {
      const result = await cli(["generate", ...args], root);
      expect(result).toEqual({ code: 2, stdout: "", stderr: `edmgen: ${message}\n${usage}` });
    };
    await refused(["--out", "."], "--out . holds the model's folder; generate replaces the whole output folder, so give it a folder of its own");
    await refused(["--out", "metadata/out"], "--out metadata/out is inside the metadata folder, whose YAML files are all read as the model; generate into a folder outside it");
    await refused(["--out", "metadata/service.yaml"], "--out metadata/service.yaml is a file, not a folder");
    await refused(["--out", "metadata/service.yaml/out"], "--out metadata/service.yaml/out cannot be made: a part of the path is a file (metadata/service.yaml)");
    await refused(["--metadata", "", "--out", "out"], "--metadata needs a folder", "Run 'edmgen --help' for usage.\n");
    expect(listFiles(root)).toEqual(before);
  });

  it("an output folder given by a symbolic link: the folder it leads to is replaced, and the link stays", async () => {
    const root = project();
    expect((await cli(["generate", "--out", "shared/generated"], root)).code).toBe(0);
    symlinkSync(join("shared", "generated"), join(root, "link"));
    writeFileSync(join(root, "shared", "generated", "csdl", "metadata.xml"), "stale\n");
    const result = await cli(["generate", "--out", "link"], root);
    expect(result).toEqual({ code: 0, stdout: "link: 1 written, 0 removed, 156 unchanged\n", stderr: "" });
    expect(lstatSync(join(root, "link")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(root, "shared", "generated", "csdl", "metadata.xml"), "utf8")).not.toBe("stale\n");
    expect((await cli(["check", "--out", "link"], root)).code).toBe(0);
  });

  it("an output folder or metadata folder given by a symbolic link that leads nowhere, or round in a loop: refused before any work, naming the link", async () => {
    const root = project();
    symlinkSync("gone", join(root, "dangling"));
    symlinkSync("loop-b", join(root, "loop-a"));
    symlinkSync("loop-a", join(root, "loop-b"));
    const before = listFiles(root);
    for (const command of ["generate", "check"]) {
      expect(await cli([command, "--out", "dangling"], root)).toEqual({
        code: 2,
        stdout: "",
        stderr: "edmgen: --out dangling is a symbolic link to 'gone', which does not exist; make it lead to a folder, or give --out a folder\n",
      });
      expect(await cli([command, "--out", "loop-a"], root)).toEqual({
        code: 2,
        stdout: "",
        stderr: "edmgen: --out loop-a is a symbolic link that leads round in a loop; make it lead to a folder, or give --out a folder\n",
      });
    }
    expect((await cli(["validate", "--metadata", "loop-a"], root)).stderr).toBe("edmgen: metadata folder 'loop-a' is a symbolic link that leads round in a loop\nRun 'edmgen --help' for usage.\n");
    expect((await cli(["validate", "--metadata", "dangling"], root)).stderr).toBe("edmgen: metadata folder 'dangling' is a symbolic link to 'gone', which does not exist\nRun 'edmgen --help' for usage.\n");
    expect(listFiles(root)).toEqual(before);
    expect(readdirSync(root).filter((name) => name.includes("edmgen-"))).toEqual([]);
  });

  it("an output folder with files edmgen does not generate: refused, and nothing in it changes", async () => {
    const root = project();
    mkdirSync(join(root, "out"));
    writeFileSync(join(root, "out", "notes.txt"), "mine\n");
    const result = await cli(["generate", "--out", "out"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("out holds files edmgen does not generate (notes.txt)");
    expect(listFiles(join(root, "out"))).toEqual(["notes.txt"]);
    expect(listFiles(root).filter((p) => p.includes("edmgen-"))).toEqual([]);
    // check names such a file apart from the stale ones, and says what to do before a generate.
    const checked = await cli(["check", "--out", "out"], root);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toMatch(/^out is out of date \(\d+ files\); move the foreign files out of it \(edmgen did not write them\), then run 'edmgen generate':\n/);
    expect(checked.stderr).toContain("\n  foreign  out/notes.txt\n");
  });

  it("a desktop's own files in the output folder (.DS_Store) stop nothing and fail no check; a run that replaces the folder drops them", async () => {
    const root = project();
    expect((await cli(["generate", "--out", "out"], root)).code).toBe(0);
    writeFileSync(join(root, "out", "types", ".DS_Store"), "Bud1");
    writeFileSync(join(root, "out", "Thumbs.db"), "x");
    expect((await cli(["check", "--no-cache", "--out", "out"], root)).code).toBe(0);
    expect((await cli(["generate", "--no-cache", "--out", "out"], root)).stdout).toMatch(/^out: \d+ files, all up to date\n$/);
    // A change replaces the folder: the new tree has none of them.
    writeFileSync(join(root, "out", "csdl", "metadata.xml"), "stale\n");
    expect((await cli(["generate", "--no-cache", "--out", "out"], root)).stdout).toMatch(/^out: 1 written, 0 removed, \d+ unchanged\n$/);
    expect(listFiles(join(root, "out")).filter((p) => p.endsWith(".DS_Store") || p.endsWith("Thumbs.db"))).toEqual([]);
  });

  it("hand-written files inside edmgen's folders are refused too; a module left by an earlier model is removed and named", async () => {
    const root = project();
    expect((await cli(["generate", "--out", "out"], root)).code).toBe(0);
    const generated = listFiles(join(root, "out"));
    // Without the generated mark every types/*.ts, docs page and JSON Schema document has, or of a kind edmgen does not write there.
    const ownFiles = [
      ["types/mine.ts", "export type Mine = 1;\n"],
      ["validators/notes.txt", "mine\n"],
      ["docs/notes.md", "# My notes\n"],
      ["json-schema/Mine.json", '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object"\n}\n'],
      // The notice quoted elsewhere than where edmgen writes it is not the mark.
      ["docs/quote.md", "# Notes\nThe other pages say: Generated by edmgen from the metadata model.\n"],
      ["types/quote.ts", "export type Mine = 1;\n// Generated by edmgen, the other modules say.\n"],
    ] as const;
    for (const [path, content] of ownFiles) {
      writeFileSync(join(root, "out", path), content);
      const result = await cli(["generate", "--out", "out"], root);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`out holds files edmgen does not generate (${path}); generate replaces the whole folder: move them elsewhere`);
      expect(readFileSync(join(root, "out", path), "utf8")).toBe(content);
      rmSync(join(root, "out", path));
    }
    // The module and schema of a type the model no longer has: edmgen's own, so they go, and the summary says which.
    writeFileSync(join(root, "out", "types", "Gone.ts"), "// Generated by edmgen from the metadata model. Do not edit: change metadata/ and run `npm run generate`.\nexport interface Gone {}\n");
    writeFileSync(
      join(root, "out", "json-schema", "Gone.json"),
      '{\n  "$comment": "Generated by edmgen from the metadata model. Do not edit: change metadata/ and run `npm run generate`.",\n  "type": "object"\n}\n',
    );
    const result = await cli(["generate", "--out", "out"], root);
    expect(result).toMatchObject({ code: 0, stdout: `out: 0 written, 2 removed (json-schema/Gone.json, types/Gone.ts), ${generated.length} unchanged\n` });
    expect(listFiles(join(root, "out"))).toEqual(generated);
  });

  it("no command at all prints the usage", async () => {
    const result = await cli([], project());
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toContain("Usage:\n  edmgen generate");
  });
});

describe("--help and --version", () => {
  it.each([[["--help"]], [["-h"]], [["help"]], [["validate", "--help"]], [["generate", "-h"]]])("%j prints the usage and exits 0", async (argv) => {
    const result = await cli(argv, project());
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Usage:\n  edmgen generate [--metadata DIR] [--out DIR] [--check]");
    expect(result.stdout).toContain("Exit codes: 0 ok, 1 ");
  });

  it("names every option of every command in its usage line, as the README's Commands table does", async () => {
    const help = (await cli(["--help"], project())).stdout;
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const commands = readme.slice(readme.indexOf("\n## Commands\n"), readme.indexOf("\n## ", readme.indexOf("\n## Commands\n") + 1));
    const { check: _check, ...checkOptions } = GENERATE_OPTIONS;
    const expected: Record<string, readonly string[]> = {
      generate: Object.keys(GENERATE_OPTIONS),
      check: Object.keys(checkOptions),
      validate: Object.keys(VALIDATE_OPTIONS),
      diff: Object.keys(DIFF_OPTIONS),
      import: Object.keys(IMPORT_OPTIONS),
    };
    const optionsOf = (line: string | undefined) => [...(line ?? "").matchAll(/--([a-z-]+)/g)].map((m) => m[1]!).sort();
    for (const [command, options] of Object.entries(expected)) {
      const usage = help.split("\n").find((line) => line.startsWith(`  edmgen ${command} `));
      const row = commands.split("\n").find((line) => line.startsWith("| ") && line.includes(`\`edmgen ${command} `));
      expect({ command, help: optionsOf(usage) }).toEqual({ command, help: [...options].sort() });
      // The README's row: its `edmgen …` code span (`npm run generate -- --check` stands beside it).
      const span = /`(edmgen [^`]*)`/.exec(row ?? "")?.[1];
      expect({ command, readme: optionsOf(span) }).toEqual({ command, readme: [...options].sort() });
    }
  });

  it.each([[["--version"]], [["-v"]]])("%j prints the package.json version", async (argv) => {
    expect(await cli(argv, project())).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: "" });
  });
});
