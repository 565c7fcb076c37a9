import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { buildTypeScriptModules } from "../../src/emitters/typescript/index.js";
import { validatorsEmitter } from "../../src/emitters/validators/index.js";
import { compileStrict } from "../support/compile-typescript.js";
import { TINY_SERVICE, tinyModel } from "../support/tiny-model.js";
import { PRETTIER_OPTIONS } from "../support/prettier.js";

/**
 * A 4.01 model with a schema alias (bodies name their type in two ways) whose every name is `length` characters long: entity, complex (one empty), enum
 * (one flags, one with many members) and type definition types, a set with a relationship to
 * create through, actions with and without parameters, a function and their imports, and
 * derived types (an entity and a complex type, whose bodies take them, and an abstract type with
 * one concrete derived type). Names of up
 * to 128 characters (OData's limit) push every construct the emitters write past the print width.
 */
function modelOfNameLength(length: number, wide = 0) {
  const x = "受".repeat(wide) + "x".repeat(length - 1 - wide);
  return tinyModel(`${TINY_SERVICE}  odataVersion: "4.01"
  alias: TM
enumTypes:
  E${x}: { members: [Alpha, Beta] }
  G${x}: { flags: true, members: [Alpha, Beta, Gamma] }
  M${x}: { members: [${Array.from({ length: 12 }, (_, i) => `MemberNumber${i}`).join(", ")}] }
typeDefinitions:
  D${x}: { type: String, maxLength: 10 }
complexTypes:
  N${x}:
    fields: {}
  P${x}:
    fields: { Flags: G${x}, Many: M${x}, Defined: D${x}, Empty: N${x} }
  C${x}:
    fields:
      Kind: E${x}
      Nested: { type: C${x}, collection: true }
  K${x}:
    base: C${x}
    fields: { Extra: String }
entityTypes:
  T${x}:
    key: [ID]
    fields: { ID: Guid, Name: String, Place: C${x}, Kinds: { type: E${x}, collection: true }, More: P${x} }
    relationships:
      Parent: { target: T${x}, cardinality: "N:1" }
      Children: { target: T${x}, cardinality: "1:N" }
  V${x}:
    base: T${x}
    fields: { Extra: String }
  A${x}:
    abstract: true
    key: [ID]
    fields: { ID: Guid }
  B${x}:
    base: A${x}
entitySets:
  S${x}: { type: T${x}, updateMethod: PATCH, createRelated: [Children] }
  W${x}: { type: A${x} }
actions:
  Q${x}: {}
  R${x}:
    parameters:
      amount: { type: Int32, nullable: false }
      place: C${x}
    returns: T${x}
functions:
  F${x}:
    parameters:
      kind: E${x}
    returns: { type: C${x}, collection: true }
actionImports:
  Q${x}: { action: Q${x} }
  R${x}: { action: R${x} }
functionImports:
  F${x}: { function: F${x} }
`);
}

/**
 * A 4.01 model whose member names are `length` characters long: fields (nullable and not, a
 * collection of nullable strings, of a complex type, an enum, integers, decimals, binary and
 * strings with facets, any primitive) and relationships of every kind, so
 * that members, their `@odata.bind` forms and their entity references pass the print width.
 */
function modelOfMemberLength(length: number) {
  const x = "x".repeat(length - 1);
  return tinyModel(`${TINY_SERVICE}  odataVersion: "4.01"
enumTypes:
  Kind: { members: [Alpha, Beta] }
complexTypes:
  Place:
    fields: { F${x}: String }
entityTypes:
  Thing:
    key: [ID]
    fields:
      ID: Guid
      A${x}: String
      B${x}: { type: String, nullable: false }
      C${x}: { type: String, collection: true, nullable: true }
      D${x}: Place
      E${x}: Kind
      G${x}: Int32
      H${x}: { type: Decimal, precision: 12, scale: 2 }
      I${x}: { type: Binary, maxLength: 64 }
      J${x}: { type: String, maxLength: 40, nullable: false }
      K${x}: PrimitiveType
    relationships:
      P${x}: { target: Thing, cardinality: "N:1" }
      Q${x}: { target: Thing, cardinality: "N:1", nullable: false }
      R${x}: { target: Thing, cardinality: "1:N" }
entitySets:
  Things: { type: Thing }
`);
}

/** The files prettier would change, with the first line that differs in each. */
async function unlikePrettier(lengths: readonly number[], wide = 0, build = modelOfNameLength, emitters: "all" | "types" = "all"): Promise<string[]> {
  const differences: string[] = [];
  for (const length of lengths) {
    const model = build(length, wide);
    const types = [...buildTypeScriptModules(model)].map(([path, content]) => ({ path: `types/${path}`, content }));
    const files = emitters === "types" ? types : [...types, ...validatorsEmitter.emit(model)];
    for (const file of files) {
      const formatted = await prettier.format(file.content, PRETTIER_OPTIONS);
      if (formatted === file.content) continue;
      const [got, want] = [file.content.split("\n"), formatted.split("\n")];
      const line = got.findIndex((l, i) => l !== want[i]);
      differences.push(`${length}: ${file.path}:${line + 1}: ${JSON.stringify(got[line])}, prettier: ${JSON.stringify(want[line])}`);
    }
  }
  return differences;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("layout with long names", () => {
  it("is prettier's for the TypeScript types and the validators, for every name length from 60 to 128", async () => {
    expect(await unlikePrettier(range(60, 128))).toEqual([]);
  }, 60_000);

  // Twenty CJK characters in every name (forty columns): a longer run of them would make a JSON
  // Schema file name longer than file systems allow (EDM0227).
  it("counts a wide character as two columns, as prettier does (names with CJK characters)", async () => {
    expect(await unlikePrettier(range(40, 110), 20)).toEqual([]);
  }, 60_000);

  it("is prettier's for the TypeScript types with member names from 60 to 128 characters", async () => {
    expect(await unlikePrettier(range(60, 128), 0, (length) => modelOfMemberLength(length), "all")).toEqual([]);
  }, 60_000);

  it("compiles under tsc --strict at the longest names", () => {
    expect(compileStrict(buildTypeScriptModules(modelOfNameLength(128)))).toEqual([]);
    expect(compileStrict(buildTypeScriptModules(modelOfNameLength(128, 20)))).toEqual([]);
  });
});
