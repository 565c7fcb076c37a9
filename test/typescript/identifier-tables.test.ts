/**
 * TypeScript reads identifiers with Unicode tables of its own, older than Node's: a name CSDL and
 * Node take as an identifier may not be one to `tsc`. The generated tables follow the TypeScript
 * the project builds with, and the outputs follow the tables.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, identifierTablesSource } from "../../src/emitters/typescript/identifier-tables-source.js";
import { unreadableInIdentifier } from "../../src/emitters/typescript/identifiers.js";
import { emitAll, loadModelFromTexts } from "../../src/pipeline.js";
import { TINY_SERVICE } from "../support/tiny-model.js";
import { scratchFolder, typeCheck, writeFiles } from "../validators/support.js";

/** U+1C89, a Cyrillic capital letter Unicode 16 added: a letter to Node 20's ICU, not to TypeScript 5.9. */
const NEW_LETTER = "\u1C89";

describe("TypeScript's identifier tables", () => {
  it("match the TypeScript the project builds with (else: npx tsc -p tsconfig.build.json && node dist/emitters/typescript/identifier-tables-source.js)", () => {
    expect(readFileSync(GENERATED_FILE, "utf8") === identifierTablesSource()).toBe(true);
  });

  it("say what TypeScript's scanner says, where Node's Unicode tables say otherwise", () => {
    expect(/^\p{L}$/u.test(NEW_LETTER)).toBe(true);
    expect(ts.isIdentifierStart(NEW_LETTER.codePointAt(0)!, ts.ScriptTarget.ESNext)).toBe(false);
    expect(unreadableInIdentifier(`${NEW_LETTER}x`)).toBe(NEW_LETTER);
    expect(unreadableInIdentifier(`x${NEW_LETTER}`)).toBe(NEW_LETTER);
    expect(unreadableInIdentifier("Größe_2")).toBeUndefined();
    expect(unreadableInIdentifier("Par\u00ADcel")).toBe("\u00AD");
  });

  it("refuse a type name TypeScript cannot read (EDM0221), and quote such a field name in types and validators alike, which then compile", () => {
    const load = (yaml: string) => loadModelFromTexts([{ file: "tiny.yaml", text: TINY_SERVICE + yaml }]);
    const typeName = load(`entityTypes:\n  Fo${NEW_LETTER}:\n    key: [ID]\n    fields:\n      ID: Guid\n`);
    expect(typeName.model).toBeUndefined();
    expect(typeName.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      `EDM0221 the name of entity type 'Fo${NEW_LETTER}' holds U+1C89, which CSDL allows in names but TypeScript ${ts.version} does not read in an identifier (its Unicode tables are older than Node's): the generated TypeScript types and validators would not compile`,
    ]);
    const fieldName = load(`entityTypes:\n  Thing:\n    key: [ID]\n    fields:\n      ID: Guid\n      Na${NEW_LETTER}e: String\n      Größe: Int32\nentitySets:\n  Things: { type: Thing }\n`);
    expect(fieldName.diagnostics).toEqual([]);
    const files = emitAll(fieldName.model!);
    const types = files.find((f) => f.path === "types/Thing.ts")!.content;
    expect(types).toContain(`"Na${NEW_LETTER}e"?: string | null;`);
    expect(types).toContain("Größe?: number | null;");
    // The validators write each key as the types do: quoted only where TypeScript could not read it.
    const validators = files.find((f) => f.path === "validators/Thing.ts")!.content;
    expect(validators).toContain(`"Na${NEW_LETTER}e": `);
    expect(validators).toMatch(/^ {2}Größe: /m);
    expect(validators).not.toContain('"Größe"');
    const scratch = scratchFolder("new-letters");
    try {
      writeFiles(scratch.dir, files);
      expect(typeCheck(scratch.dir, ["types/index.ts", "validators/index.ts"].map((f) => join(scratch.dir, f)))).toEqual([]);
    } finally {
      scratch.remove();
    }
  });
});
