/**
 * Model names become file names in generated/: a type may not take the name of a module the
 * emitters write themselves, and names that differ only in case (or Unicode normal form) get
 * files of their own, distinct on every file system.
 */
import { describe, expect, it } from "vitest";
import { emitAll, loadModelFromTexts } from "../../src/pipeline.js";
import { folderStems } from "../../src/emitters/common/file-stems.js";
import { join } from "node:path";
import { scratchFolder, typeCheck, writeFiles } from "../validators/support.js";
import { TINY_SERVICE } from "../support/tiny-model.js";

const load = (yaml: string) => loadModelFromTexts([{ file: "tiny.yaml", text: TINY_SERVICE + yaml }]);

const CASE_ONLY = `entityTypes:
  Price:
    key: [ID]
    fields:
      ID: Guid
  price:
    key: [ID]
    fields:
      ID: Guid
entitySets:
  Prices: { type: Price }
  prices: { type: price }
`;

describe("file names from model names", () => {
  it("names the files of names that differ only in case apart, so the output compiles and survives macOS and Windows", () => {
    const { model, diagnostics } = load(CASE_ONLY);
    expect(diagnostics).toEqual([]);
    const files = new Map(emitAll(model!).map((f) => [f.path, f.content]));
    for (const path of ["types/Price.ts", "types/price.2.ts", "validators/Price.ts", "validators/price.2.ts", "json-schema/Price.json", "json-schema/price.2.json", "docs/sets/Prices.md", "docs/sets/prices.2.md"]) {
      expect([...files.keys()]).toContain(path);
    }
    const folded = [...files.keys()].map((path) => path.toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
    // Each module is imported from its own file, each page linked at its own name, each schema identified by its file.
    expect(files.get("types/index.ts")).toContain(`export type { price, priceCreate, priceUpdate } from "./price.2.js";`);
    expect(files.get("validators/index.ts")).toContain(`export * from "./price.2.js";`);
    expect(files.get("docs/index.md")).toContain("(sets/prices.2.md)");
    expect(JSON.parse(files.get("json-schema/price.2.json")!).$id).toMatch(/\/json-schema\/price\.2\.json$/);
    // tsc refuses two imported files whose names differ only in case (TS1149), also on Linux.
    const scratch = scratchFolder("case-only-names");
    try {
      writeFiles(scratch.dir, emitAll(model!));
      expect(typeCheck(scratch.dir, ["types/index.ts", "validators/index.ts"].map((f) => join(scratch.dir, f)))).toEqual([]);
    } finally {
      scratch.remove();
    }
  });

  it("names the files of Windows device names apart (Con-file.ts), where Windows would refuse them", () => {
    const { model, diagnostics } = load(`entityTypes:
  Con:
    key: [ID]
    fields:
      ID: Guid
  CON:
    key: [ID]
    fields:
      ID: Guid
  Auxiliary:
    key: [ID]
    fields:
      ID: Guid
entitySets:
  Nul: { type: Con }
  Com1: { type: CON }
  Auxiliary: { type: Auxiliary }
`);
    expect(diagnostics).toEqual([]);
    const files = new Map(emitAll(model!).map((f) => [f.path, f.content]));
    for (const path of ["types/CON-file.ts", "types/Con-file.2.ts", "types/Auxiliary.ts", "validators/CON-file.ts", "json-schema/Con-file.2.json", "docs/sets/Nul-file.md", "docs/sets/Com1-file.md", "docs/sets/Auxiliary.md"]) {
      expect([...files.keys()]).toContain(path);
    }
    expect(files.get("docs/index.md")).toContain("(sets/Nul-file.md)");
    const scratch = scratchFolder("device-names");
    try {
      writeFiles(scratch.dir, emitAll(model!));
      expect(typeCheck(scratch.dir, ["types/index.ts", "validators/index.ts"].map((f) => join(scratch.dir, f)))).toEqual([]);
    } finally {
      scratch.remove();
    }
  });

  it("gives the first name of a group in code-unit order its own name, and the later ones .2, .3, … after it, fixed modules first", () => {
    const stemOf = folderStems(["price", "Price", "PRICE", "Other"]);
    expect(["PRICE", "Price", "price", "Other"].map(stemOf)).toEqual(["PRICE", "Price.2", "price.3", "Other"]);
    // A composed and a decomposed é are one name on macOS.
    const cafe = folderStems(["Caf\u00e9", "Cafe\u0301"]);
    expect([cafe("Cafe\u0301"), cafe("Caf\u00e9")]).toEqual(["Cafe\u0301", "Caf\u00e9.2"]);
    expect(folderStems(["Index", "Other"], ["index"])("Index")).toBe("Index.2");
    // Letters with two lower-case forms are one letter to NTFS (by upper case) and APFS (case folding).
    expect(["A\u03c3", "A\u03c2"].map(folderStems(["A\u03c3", "A\u03c2"]))).toEqual(["A\u03c3.2", "A\u03c2"]);
  });

  it("rejects a type named like a generated module, which would overwrite it", () => {
    for (const name of ["index", "odata", "operations"]) {
      const { model, diagnostics } = load(`entityTypes:\n  ${name}:\n    key: [ID]\n    fields:\n      ID: Guid\n`);
      expect(model).toBeUndefined();
      expect(diagnostics.map((d) => d.code)).toEqual(["EDM0216"]);
    }
  });

  it("accepts the same names in another case, whose modules are then named apart from the generated ones", () => {
    const { model, diagnostics } = load(`entityTypes:\n  Operations:\n    key: [ID]\n    fields:\n      ID: Guid\nentitySets:\n  Operations: { type: Operations }\n`);
    expect(model).toBeDefined();
    expect(diagnostics).toEqual([]);
    expect(emitAll(model!).map((f) => f.path)).toEqual(expect.arrayContaining(["types/Operations.2.ts", "validators/Operations.2.ts", "json-schema/Operations.json", "docs/sets/Operations.md"]));
  });

  it("names an action's JSON Schema file apart from a type's that differs only in case, and nothing else actions share no folder with", () => {
    const { model, diagnostics } = load(`entityTypes:
  Price:
    key: [ID]
    fields:
      ID: Guid
typeDefinitions:
  Code: { type: String }
actions:
  price: {}
  Index: {}
  code: {}
entitySets:
  Prices: { type: Price }
`);
    expect(model).toBeDefined();
    expect(diagnostics).toEqual([]);
    const paths = emitAll(model!).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["json-schema/Price.json", "json-schema/price.2.json", "json-schema/Index.json", "json-schema/code.json", "types/Price.ts", "types/Code.ts"]));
    expect(paths.filter((p) => p.startsWith("types/")).sort()).toEqual(["types/Code.ts", "types/Price.ts", "types/index.ts", "types/odata.ts", "types/operations.ts"]);
  });

  it("rejects TypeScript names two elements would both declare (EDM0219), and accepts the model once renamed", () => {
    const yaml = `entityTypes:
  Price:
    key: [ID]
    fields:
      ID: Guid
complexTypes:
  ApproveBody:
    fields:
      Note: String
actions:
  Approve:
    parameters:
      note: String
entitySets:
  Prices: { type: Price }
`;
    const { model, diagnostics } = load(yaml);
    expect(model).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(["EDM0219"]);
    expect(load(yaml.replace("  ApproveBody:", "  ApprovalNote:")).model).toBeDefined();
  });
});

