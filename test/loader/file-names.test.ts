/**
 * Model names become file names in generated/: a type may not take the name of a module the
 * emitters write themselves, and names that differ only in case are warned about (one file on
 * macOS and Windows) but still generate, as distinct files.
 */
import { describe, expect, it } from "vitest";
import { emitAll, loadModelFromTexts } from "../../src/pipeline.js";
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
  it("warns about names that differ only in case, and still generates both files", () => {
    const { model, diagnostics } = load(CASE_ONLY);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`)).toEqual(["13:3 warning EDM0217", "19:3 warning EDM0217"]);
    const paths = emitAll(model!).map((f) => f.path);
    for (const path of ["types/Price.ts", "types/price.ts", "validators/price.ts", "json-schema/Price.json", "json-schema/price.json", "docs/sets/prices.md", "docs/sets/Prices.md"]) {
      expect(paths).toContain(path);
    }
  });

  it("rejects a type named like a generated module, which would overwrite it", () => {
    for (const name of ["index", "odata", "operations"]) {
      const { model, diagnostics } = load(`entityTypes:\n  ${name}:\n    key: [ID]\n    fields:\n      ID: Guid\n`);
      expect(model).toBeUndefined();
      expect(diagnostics.map((d) => d.code)).toEqual(["EDM0216"]);
    }
  });

  it("accepts the same names in another case with a warning (they are distinct files on case-sensitive systems)", () => {
    const { model, diagnostics } = load(`entityTypes:\n  Operations:\n    key: [ID]\n    fields:\n      ID: Guid\nentitySets:\n  Operations: { type: Operations }\n`);
    expect(model).toBeDefined();
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.message}`)).toEqual([
      "warning EDM0217 'Operations' differs only in case from the generated module 'operations': their files types/Operations.ts and types/operations.ts are one file on case-insensitive file systems (macOS, Windows)",
    ]);
  });

  it("warns about an action whose JSON Schema file differs only in case from a type's, and about nothing else actions share no folder with", () => {
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
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      "16:3 EDM0217 'price' differs only in case from 'Price' at tiny.yaml:9:3: their files json-schema/price.json and json-schema/Price.json are one file on case-insensitive file systems (macOS, Windows)",
    ]);
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

