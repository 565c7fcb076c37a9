import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schemaReference } from "../../src/cli/commands/import.js";
import { run } from "../../src/cli/run.js";

const FIXTURE = new URL("../fixtures/odata-openapi-examples/csdl-16.1.xml", import.meta.url);

describe("edmgen import", () => {
  let cwd: string;
  let out: string[];
  let err: string[];
  const io = () => ({ stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t), cwd });

  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), "edmgen-cli-import-"));
    writeFileSync(join(cwd, "demo.xml"), readFileSync(FIXTURE));
    out = [];
    err = [];
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it("writes the metadata files into metadata/ and lists the warnings", async () => {
    expect(await run(["import", "demo.xml", "--base-path", "/odata"], io())).toBe(0);
    expect(readdirSync(join(cwd, "metadata")).sort()).toEqual(["complex-types.yaml", "container.yaml", "entity-types.yaml", "operations.yaml", "service.yaml"]);
    expect(out.join("")).toBe("metadata: 5 files written (service.yaml, entity-types.yaml, complex-types.yaml, operations.yaml, container.yaml)\n");
    expect(err.join("")).toContain("demo.xml:69:11 warning EDM0503 referential constraint of navigation property 'Address/Country'");
    expect(err.join("")).toContain("0 errors, 3 warnings\n");
    const service = readFileSync(join(cwd, "metadata/service.yaml"), "utf8");
    // No edmgen installed around the output: no $schema line, and a note says so (see the last tests).
    expect(service.split("\n")[0]).toBe("# The service settings. Imported from demo.xml by edmgen import.");
    expect(err.join("")).toContain("note: no folder above 'metadata' has node_modules/edmgen, so the files have no '# yaml-language-server: $schema=' line");
    expect(service).toContain('  basePath: /odata\n');
    // The written model is valid: `edmgen validate` accepts it.
    out = [];
    expect(await run(["validate"], io())).toBe(0);
    expect(out.join("")).toBe("metadata: 4 entity types, 4 entity sets, no errors\n");
  });

  it("says when the edmgen installed above the output has no schema to point at (an older edmgen)", async () => {
    mkdirSync(join(cwd, "node_modules", "edmgen"), { recursive: true });
    expect(await run(["import", "demo.xml"], io())).toBe(0);
    expect(err.join("")).toContain("note: the edmgen installed above 'metadata' has no schema/edmgen-metadata.schema.json, so the files have no '# yaml-language-server: $schema=' line");
  });

  it("says where the document declares no version, which the model then states", async () => {
    expect(await run(["import", "demo.xml"], io())).toBe(0);
    expect(err.join("")).toContain("note: schema 'ODataDemo' (demo.xml:12:5) declares no Core.SchemaVersion, so version is '1.0.0', which the generated $metadata states as the schema's Core.SchemaVersion; set it in metadata/service.yaml, or import with --version V\n");
    err = [];
    expect(await run(["import", "demo.xml", "--force", "--version", "2.0.0"], io())).toBe(0);
    expect(err.join("")).not.toContain("declares no Core.SchemaVersion");
  });

  it("says when the base path was not given, and lets --version override the document's Core.SchemaVersion", async () => {
    const xml = readFileSync(FIXTURE, "utf8").replace(/(<Schema [^>]*>)/, '$1<Annotation Term="Org.OData.Core.V1.SchemaVersion" String="2.3.4" />');
    writeFileSync(join(cwd, "versioned.xml"), xml);
    expect(await run(["import", "versioned.xml"], io())).toBe(0);
    expect(err.join("")).toContain("note: CSDL does not carry the service root, so basePath is '/'; set it in metadata/service.yaml, or import with --base-path /your/root\n");
    expect(readFileSync(join(cwd, "metadata/service.yaml"), "utf8")).toContain('  version: "2.3.4"\n');
    expect(err.join("")).not.toContain("declares no Core.SchemaVersion");
    err = [];
    expect(await run(["import", "versioned.xml", "--force", "--version", "3.0.0", "--base-path", "/odata"], io())).toBe(0);
    expect(err.join("")).not.toContain("basePath is '/'");
    expect(readFileSync(join(cwd, "metadata/service.yaml"), "utf8")).toContain('  version: "3.0.0"\n');
  });

  it("a document over --max-file-size: the hint says to raise the limit (a $metadata document cannot be split)", async () => {
    expect(await run(["import", "demo.xml", "--max-file-size", "100"], io())).toBe(1);
    expect(err.join("")).toContain("error EDM0002 file is");
    expect(err.join("")).toContain("    hint: raise the limit with --max-file-size\n");
    expect(err.join("")).not.toContain("split");
    expect(existsSync(join(cwd, "metadata"))).toBe(false);
  });

  it("refuses a --base-path that is no URL path as it is (exit 2, nothing written)", async () => {
    for (const [path, what] of [["odata", "must start with '/'"], ["/{tenant}/odata", "holds '{'"], ["/a b", "holds a space"], ["/x?y", "holds '?'"], ["/100%", "holds '%'"]] as const) {
      err = [];
      expect(await run(["import", "demo.xml", "--base-path", path], io())).toBe(2);
      expect(err.join("")).toContain(`edmgen: --base-path ${what}`);
    }
    expect(existsSync(join(cwd, "metadata"))).toBe(false);
    expect(await run(["import", "demo.xml", "--base-path", "/v1/odata%20x/~a"], io())).toBe(0);
  });

  it("refuses to overwrite existing metadata files without --force (exit 2), and overwrites with it", async () => {
    mkdirSync(join(cwd, "model"));
    writeFileSync(join(cwd, "model/service.yaml"), "old\n");
    expect(await run(["import", "demo.xml", "--out", "model"], io())).toBe(2);
    expect(err.join("")).toContain("edmgen: 'model' already holds metadata files (service.yaml); import into a new folder with --out DIR, or pass --force to overwrite\n");
    expect(readFileSync(join(cwd, "model/service.yaml"), "utf8")).toBe("old\n");
    expect(await run(["import", "demo.xml", "--out", "model", "--force"], io())).toBe(0);
    expect(readFileSync(join(cwd, "model/service.yaml"), "utf8")).toContain("  name: DemoService\n");
  });

  it("with --force, removes the files of an earlier import that this document has no section for, and keeps the user's own", async () => {
    expect(await run(["import", "demo.xml", "--out", "model"], io())).toBe(0);
    writeFileSync(join(cwd, "model/mine.yaml"), "# my own additions\nentityTypes: {}\n");
    // A document without operations: that file of the first import must go.
    const smaller = readFileSync(FIXTURE, "utf8").replace(/<(Action|Function)[\s\S]*?<\/\1>|<(ActionImport|FunctionImport)[^>]*\/>/g, "");
    writeFileSync(join(cwd, "smaller.xml"), smaller);
    out = [];
    err = [];
    const code = await run(["import", "smaller.xml", "--out", "model", "--force"], io());
    expect(err.join(""), err.join("")).not.toContain(" error ");
    expect(code).toBe(0);
    expect(readdirSync(join(cwd, "model")).sort()).toEqual(["complex-types.yaml", "container.yaml", "entity-types.yaml", "mine.yaml", "service.yaml"]);
    expect(out.join("")).toContain("1 of an earlier import removed (operations.yaml)");
    expect(err.join("")).toContain("note: 'model' also holds mine.yaml");
  });

  it("counts metadata files in subfolders as the loader does: refused without --force, kept with a note with it", async () => {
    mkdirSync(join(cwd, "model/sub"), { recursive: true });
    writeFileSync(join(cwd, "model/sub/extra.yaml"), "entityTypes: {}\n");
    expect(await run(["import", "demo.xml", "--out", "model"], io())).toBe(2);
    expect(err.join("")).toContain("edmgen: 'model' already holds metadata files (sub/extra.yaml)");
    err = [];
    expect(await run(["import", "demo.xml", "--out", "model", "--force"], io())).toBe(0);
    expect(err.join("")).toContain("note: 'model' also holds sub/extra.yaml, which the model will load together with the imported files");
    expect(readFileSync(join(cwd, "model/sub/extra.yaml"), "utf8")).toBe("entityTypes: {}\n");
  });

  it("writes nothing and exits 1 when the document has errors", async () => {
    writeFileSync(join(cwd, "v2.xml"), readFileSync(new URL("../fixtures/odata-openapi-examples/odata-rw-v2.xml", import.meta.url)));
    expect(await run(["import", "v2.xml"], io())).toBe(1);
    expect(err.join("")).toContain("v2.xml:4:5 error EDM0502 OData version 2.0 is not supported");
    expect(err.join("")).toContain("1 error, 0 warnings; nothing written\n");
    expect(existsSync(join(cwd, "metadata"))).toBe(false);
  });

  it("positions a byte that is not UTF-8 where it stands, as for model files", async () => {
    writeFileSync(join(cwd, "latin1.xml"), Buffer.from('<?xml version="1.0"?>\n<edmx:Edmx Version="4.0">\n  <x a="caf\xe9"/>\n</edmx:Edmx>\n', "latin1"));
    expect(await run(["import", "latin1.xml"], io())).toBe(1);
    expect(err.join("")).toContain("latin1.xml:3:12 error EDM0003 file is not UTF-8 text");
    expect(existsSync(join(cwd, "metadata"))).toBe(false);
  });

  it("exits 2 for a missing file, a missing argument and an unknown flag", async () => {
    expect(await run(["import", "nope.xml"], io())).toBe(2);
    expect(await run(["import"], io())).toBe(2);
    expect(await run(["import", "demo.xml", "--bogus"], io())).toBe(2);
    expect(err.join("")).toContain("edmgen: file 'nope.xml' does not exist");
  });

  it("exits 2 for an option given twice, as every command does (the last would win unseen), writing nothing", async () => {
    expect(await run(["import", "demo.xml", "--out", "a", "--out", "b"], io())).toBe(2);
    expect(await run(["import", "demo.xml", "--force", "--force"], io())).toBe(2);
    expect(err.join("")).toBe("edmgen: --out is given more than once\nRun 'edmgen --help' for usage.\nedmgen: --force is given more than once\nRun 'edmgen --help' for usage.\n");
    expect(readdirSync(cwd)).toEqual(["demo.xml"]);
  });

  it("points $schema at the schema of the project's installed edmgen, by a relative path from the output folder", async () => {
    // A schema folder of the project's own is not edmgen's: only node_modules/edmgen counts.
    mkdirSync(join(cwd, "schema"));
    writeFileSync(join(cwd, "schema/edmgen-metadata.schema.json"), "{}");
    mkdirSync(join(cwd, "node_modules/edmgen/schema"), { recursive: true });
    writeFileSync(join(cwd, "node_modules/edmgen/schema/edmgen-metadata.schema.json"), "{}");
    expect(await run(["import", "demo.xml", "--out", "models/demo"], io())).toBe(0);
    expect(readFileSync(join(cwd, "models/demo/service.yaml"), "utf8").split("\n")[0]).toBe("# yaml-language-server: $schema=../../node_modules/edmgen/schema/edmgen-metadata.schema.json");
    expect(err.join("")).not.toContain("no '# yaml-language-server");
    // The files an import wrote are still known as its own (for --force), with the schema line or without.
    writeFileSync(join(cwd, "smaller.xml"), readFileSync(FIXTURE, "utf8").replace(/<(Action|Function)[\s\S]*?<\/\1>|<(ActionImport|FunctionImport)[^>]*\/>/g, ""));
    expect(await run(["import", "smaller.xml", "--out", "models/demo", "--force"], io())).toBe(0);
    expect(existsSync(join(cwd, "models/demo/operations.yaml"))).toBe(false);
  });

  it("points $schema at the running edmgen's own schema where the output folder lies inside its package, the nearest node_modules/edmgen first", () => {
    const own = join(cwd, "edmgen-checkout");
    mkdirSync(join(own, "schema"), { recursive: true });
    writeFileSync(join(own, "schema/edmgen-metadata.schema.json"), "{}");
    expect(schemaReference(join(own, "examples/imported"), own)).toBe("../../schema/edmgen-metadata.schema.json");
    expect(schemaReference(join(cwd, "elsewhere"), own)).toBeUndefined();
    mkdirSync(join(own, "examples/node_modules/edmgen/schema"), { recursive: true });
    writeFileSync(join(own, "examples/node_modules/edmgen/schema/edmgen-metadata.schema.json"), "{}");
    expect(schemaReference(join(own, "examples/imported"), own)).toBe("../node_modules/edmgen/schema/edmgen-metadata.schema.json");
  });
});
