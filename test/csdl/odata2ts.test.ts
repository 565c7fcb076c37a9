import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import { loadSeedModel } from "../support/seed.js";
import { fullModel } from "./full-model.js";

/**
 * A real OData client generator reads metadata.xml: @odata2ts/odata2ts (CLI, mode "all": models,
 * query objects and services) generates TypeScript from it, and `tsc --strict` compiles the result
 * together with odata2ts's runtime packages. Runs in a temporary folder whose `node_modules` links
 * to the repository's, so the generated imports resolve.
 */

const require = createRequire(import.meta.url);
const ODATA2TS_CLI = join(dirname(require.resolve("@odata2ts/odata2ts/package.json")), "lib", "run-cli.js");
const TSC = join(dirname(require.resolve("typescript/package.json")), "bin", "tsc");
const NODE_MODULES = join(dirname(require.resolve("typescript/package.json")), "..");

let dir: string;

function generate(name: string, xml: string): void {
  mkdirSync(join(dir, name));
  writeFileSync(join(dir, name, "metadata.xml"), xml);
  execFileSync(process.execPath, [ODATA2TS_CLI, "-s", `${name}/metadata.xml`, "-o", `out/${name}`, "-m", "all", "-e", "ts"], {
    cwd: dir,
    stdio: "pipe",
  });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "edmgen-odata2ts-"));
  symlinkSync(NODE_MODULES, join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, type: "commonjs" }));
  const compilerOptions = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["out"] }));
  generate("seed", csdlXmlEmitter.emit(loadSeedModel())[0]!.content);
  generate("full", csdlXmlEmitter.emit(fullModel())[0]!.content);
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("odata2ts", () => {
  test("generates the seed service's models with inheritance kept", () => {
    const models = readFileSync(join(dir, "out", "seed", "BusinessDataModel.ts"), "utf8");
    expect(models).toContain("export interface Activity_Document extends Activity {");
    expect(models).toContain("export interface Datastore_Phase_ActivityEvent extends Datastore_Phase {");
    expect(models).toContain("export interface PhaseChange {");
    const service = readFileSync(join(dir, "out", "seed", "BusinessDataService.ts"), "utf8");
    expect(service).toContain("public ProductLine(");
    expect(service).toContain("public Activity_Event(");
  });

  test("its output for both models compiles under tsc --strict", () => {
    let output = "";
    try {
      execFileSync(process.execPath, [TSC, "-p", join(dir, "tsconfig.json")], { cwd: dir, stdio: "pipe" });
    } catch (error) {
      output = String((error as { stdout?: Buffer }).stdout ?? error);
    }
    expect(output).toBe("");
  }, 120_000);
});
