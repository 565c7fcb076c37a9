import * as fs from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { run } from "../../src/cli/run.js";
import { listYamlFiles } from "../../src/metadata-loader/read-files.js";

/**
 * What a model loader would read at every step of an import's writing: a run killed at any of
 * these moments leaves exactly that. Every `writeFileSync` and `renameSync` of the run is watched.
 */
const watch = vi.hoisted(() => ({ folder: undefined as string | undefined, seen: [] as string[][], failOn: undefined as string | undefined }));

vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  const look = () => {
    if (watch.folder !== undefined && real.existsSync(watch.folder)) {
      watch.seen.push(listYamlFiles(watch.folder).map((path) => path.slice(watch.folder!.length + 1)).sort());
    } else if (watch.folder !== undefined) watch.seen.push([]);
  };
  return {
    ...real,
    writeFileSync: (...args: Parameters<typeof real.writeFileSync>) => {
      look();
      if (watch.failOn !== undefined && String(args[0]).endsWith(watch.failOn)) {
        throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC", syscall: "write", path: String(args[0]) });
      }
      real.writeFileSync(...args);
      look();
    },
    renameSync: (...args: Parameters<typeof real.renameSync>) => {
      look();
      real.renameSync(...args);
      look();
    },
  };
});

const FIXTURE = new URL("../fixtures/odata-openapi-examples/csdl-16.1.xml", import.meta.url);
const IMPORTED = ["complex-types.yaml", "container.yaml", "entity-types.yaml", "operations.yaml", "service.yaml"];

describe("edmgen import killed or failing while it writes", () => {
  let cwd: string;
  const io = () => ({ stdout: () => {}, stderr: () => {}, cwd });

  beforeEach(() => {
    cwd = fs.mkdtempSync(join(tmpdir(), "edmgen-import-interrupted-"));
    fs.writeFileSync(join(cwd, "demo.xml"), fs.readFileSync(FIXTURE));
    watch.folder = join(cwd, "model");
    watch.seen = [];
    watch.failOn = undefined;
  });
  afterEach(() => {
    watch.folder = undefined;
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  it("into a new folder: at every moment the folder holds none of the model files or all of them", async () => {
    expect(await run(["import", "demo.xml", "--out", "model", "--base-path", "/odata"], io())).toBe(0);
    expect(watch.seen.length).toBeGreaterThan(0);
    for (const files of watch.seen) expect([[], IMPORTED]).toContainEqual(files);
    expect(fs.readdirSync(join(cwd, "model")).sort()).toEqual(IMPORTED);
    expect(fs.readdirSync(cwd).sort()).toEqual(["demo.xml", "model"]);
  });

  it("into a folder that exists: no temporary file is ever read as a model file, and none is left", async () => {
    fs.mkdirSync(join(cwd, "model"));
    fs.writeFileSync(join(cwd, "model/mine.yaml"), "entityTypes: {}\n");
    watch.seen = [];
    expect(await run(["import", "demo.xml", "--out", "model", "--force", "--base-path", "/odata"], io())).toBe(0);
    for (const files of watch.seen) for (const file of files) expect([...IMPORTED, "mine.yaml"]).toContain(file);
    expect(fs.readdirSync(join(cwd, "model")).sort()).toEqual([...IMPORTED, "mine.yaml"].sort());
  });

  it("a write that fails (a full disk) leaves the folder as it was: exit 2, nothing written", async () => {
    watch.failOn = "entity-types.yaml";
    expect(await run(["import", "demo.xml", "--out", "model", "--base-path", "/odata"], io())).toBe(2);
    expect(fs.readdirSync(cwd)).toEqual(["demo.xml"]);

    fs.mkdirSync(join(cwd, "model"));
    fs.writeFileSync(join(cwd, "model/service.yaml"), "old\n");
    expect(await run(["import", "demo.xml", "--out", "model", "--force", "--base-path", "/odata"], io())).toBe(2);
    expect(fs.readdirSync(join(cwd, "model"))).toEqual(["service.yaml"]);
    expect(fs.readFileSync(join(cwd, "model/service.yaml"), "utf8")).toBe("old\n");
  });

  it("a folder where a file goes stops the run before any file is replaced", async () => {
    fs.mkdirSync(join(cwd, "model/container.yaml"), { recursive: true });
    fs.writeFileSync(join(cwd, "model/service.yaml"), "old\n");
    let stderr = "";
    expect(await run(["import", "demo.xml", "--out", "model", "--force", "--base-path", "/odata"], { ...io(), stderr: (t: string) => (stderr += t) })).toBe(2);
    expect(stderr).toContain(`\nedmgen: cannot replace '${join(cwd, "model/container.yaml")}': it is a folder, not a file (EISDIR)\n`);
    expect(fs.readdirSync(join(cwd, "model")).sort()).toEqual(["container.yaml", "service.yaml"]);
    expect(fs.readFileSync(join(cwd, "model/service.yaml"), "utf8")).toBe("old\n");
  });

  it("removes the staging folders and temporary files of imports that were killed, not those of a running one", async () => {
    fs.mkdirSync(join(cwd, "model"));
    const dead = 2 ** 22 + 1; // above Linux's largest process id
    fs.writeFileSync(join(cwd, `model/.edmgen-import-${dead}-service.yaml`), "service: {}\n");
    fs.mkdirSync(join(cwd, `model/.edmgen-import-${dead}`));
    fs.mkdirSync(join(cwd, `.model.edmgen-import-${dead}`));
    fs.mkdirSync(join(cwd, `model/.edmgen-import-${process.ppid}`));
    expect(await run(["import", "demo.xml", "--out", "model", "--force", "--base-path", "/odata"], io())).toBe(0);
    expect(fs.readdirSync(join(cwd, "model")).sort()).toEqual([`.edmgen-import-${process.ppid}`, ...IMPORTED]);
    expect(fs.readdirSync(cwd).sort()).toEqual(["demo.xml", "model"]);
  });
});
