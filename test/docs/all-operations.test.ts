/**
 * A set's or singleton's page lists every operation the OpenAPI document tags with its name (in
 * the operations table, or as a relationship's path) and nothing the document does not have:
 * bound actions and functions, contained records, relationships through complex fields, imports.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { buildDocsPages } from "../../src/emitters/docs/index.js";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import type { Model } from "../../src/model/types.js";
import { importToModel } from "../import/support/import-to-model.js";
import { loadSeedModel } from "../support/seed.js";
import { tinyModel } from "../support/tiny-model.js";

const FIXTURES = new URL("../fixtures/odata-openapi-examples/", import.meta.url);
const imported = (name: string) => importToModel(readFileSync(new URL(`${name}.xml`, FIXTURES), "utf8"), `${name}.xml`).model;

/** `METHOD path` of every operation in the OpenAPI document, by tag. */
function documentOperations(model: Model): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(buildOpenApi31(model).paths ?? {})) {
    for (const method of ["get", "put", "post", "patch", "delete"] as const) {
      const tag = item?.[method]?.tags?.[0];
      if (tag !== undefined) byTag.set(tag, [...(byTag.get(tag) ?? []), `${method.toUpperCase()} ${model.service.basePath}${path}`]);
    }
  }
  return byTag;
}

/** Records of an abstract type without a key have no path of their own: only the collection. */
const KEYLESS = `entityTypes:
  Base:
    abstract: true
    fields:
      Name: String
  Thing:
    base: Base
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Bases: { type: Base }
  Things: { type: Thing }
functions:
  Count:
    bound: true
    parameters:
      all: { type: Base, collection: true, nullable: false }
    returns: { type: Int32, nullable: false }
`;

describe("the docs pages list what the OpenAPI document offers", () => {
  test.each([
    ["the seed model", () => loadSeedModel()],
    ["containment (contained records, bound operations, a singleton)", () => imported("containment")],
    ["example (a bound action, creates through relationships)", () => imported("example")],
    ["ExampleService (relationships through complex fields, bound actions)", () => imported("ExampleService")],
    ["csdl-16.1 (a function import returning a set's records)", () => imported("csdl-16.1")],
    ["a set of a keyless abstract type, with a function bound to its collection", () => tinyModel(KEYLESS)],
  ])("%s", (_, load) => {
    const model = load();
    const fromDocument = documentOperations(model);
    const pages = buildDocsPages(model);
    let compared = 0;
    for (const page of [...pages.sets, ...pages.singletons]) {
      const onPage = [...page.operations.map((row) => `${row.method} ${row.path}`), ...page.relationships.filter((r) => r.path !== "").map((r) => `GET ${r.path}`)];
      const expected = fromDocument.get(page.name) ?? [];
      // Each operation once: a row the page shows twice, or one the document lacks, fails.
      expect([...onPage].sort(), page.name).toEqual([...expected].sort());
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(0);
  });

  test("the index names the further operations of a page, and no record operations of a keyless set", () => {
    // The function bound to Collection(Base) is invoked on both sets (Thing derives from Base).
    const sets = buildDocsPages(tinyModel(KEYLESS.replace("  Bases: { type: Base }", "  Bases: { type: Base, operations: [list, get, update] }"))).index.sets;
    expect(sets.map((s) => `${s.name}: ${s.operations}`)).toEqual(["Bases: list; 1 more on its page", "Things: list, get, create, update, delete; 1 more on its page"]);
    // Creates through relationships and media rows are further operations too.
    const media = buildDocsPages(
      tinyModel(`entityTypes:
  Pin:
    hasStream: true
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Notes: { target: Note, cardinality: "1:N" }
  Note:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Pins: { type: Pin, createRelated: [Notes] }
  Notes: { type: Note }
singletons:
  Me: { type: Pin, createRelated: [Notes] }
`),
    ).index;
    expect([...media.sets, ...media.singletons].map((s) => `${s.name}: ${s.operations}`)).toEqual([
      "Notes: list, get, create, update, delete",
      "Pins: list, get, create, update, delete; 3 more on its page",
      "Me: get, update; 3 more on its page",
    ]);
    // A set with no operations of its own names what its page lists.
    const none = buildDocsPages(tinyModel(KEYLESS.replace("  Bases: { type: Base }", "  Bases: { type: Base, operations: [] }"))).index.sets;
    expect(none.map((s) => `${s.name}: ${s.operations}`)[0]).toBe("Bases: 1 on its page");
    const containment = buildDocsPages(imported("containment")).index;
    expect(containment.singletons.map((s) => `${s.name}: ${s.operations}`)).toEqual(["TheWhole: get, update; 26 more on its page"]);
  });

  test("a bound action and contained records are rows with the document's summaries; a contained relationship says so", () => {
    const pages = buildDocsPages(imported("containment"));
    const wholes = pages.sets.find((p) => p.name === "Wholes")!;
    expect(wholes.operations).toContainEqual({ operation: "I like this whole", method: "POST", path: "/Wholes('{ID}')/self.Like" });
    expect(wholes.operations).toContainEqual({ operation: "Update a contained Many record", method: "PATCH", path: "/Wholes('{ID}')/Many({index})" });
    expect(wholes.relationships.map((r) => `${r.name} ${r.cardinality}`)).toEqual(["One N:1, contained", "Many 1:N, contained"]);
  });
});
