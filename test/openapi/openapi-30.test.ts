import { describe, expect, it } from "vitest";
import { syntheticModelYaml } from "../../src/bench/synthetic-model.js";
import { buildOpenApi30, openApiEmitter, toOpenApi30 } from "../../src/emitters/openapi/index.js";
import type { Model } from "../../src/model/types.js";
import { serviceYaml, tinyModel } from "../json-schema/tiny-model.js";
import { loadSeedModel } from "../support/seed.js";
import { withExactInt64Bounds } from "../../src/emitters/common/int64-bounds.js";

// Every form the 3.0 rewrite handles: nullable primitives, enums, complex values, navigations,
// collections of nullable items, described and undescribed references, and descriptions that
// quote the very JSON the rewrite looks for.
const TRICKY = `${serviceYaml()}
enumTypes:
  Color: { members: [Red, Green] }
complexTypes:
  Address:
    fields:
      Street: String
entityTypes:
  Thing:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Color: { type: Color, description: 'Quoted: "type": [ "string", "null" ] and "anyOf": [' }
      Shade: { type: Color, nullable: false, description: A shade }
      Plain: { type: Color, nullable: false }
      Home: Address
      Homes: { type: Address, collection: true }
      Colors: { type: Color, collection: true, nullable: false }
      Note: { type: String, description: "\\"$ref\\": \\"#/components/schemas/Thing\\"" }
    relationships:
      Parent: { target: Thing, cardinality: "N:1", description: The parent }
      Other: { target: Thing, cardinality: "N:1" }
      Main: { target: Thing, cardinality: "N:1", nullable: false, description: The main one }
      Children: { target: Thing, cardinality: "1:N" }
entitySets:
  Things: { type: Thing }
`;

/** The emitted 3.0 file is the serialised `buildOpenApi30` document, with no 3.1 form left in it. */
function expectSameText(model: Model): void {
  const text = openApiEmitter.emit(model).find((f) => f.path === "openapi/openapi-3.0.json")?.content ?? "";
  expect(text).toBe(withExactInt64Bounds(`${JSON.stringify(buildOpenApi30(model), null, 2)}\n`));
  expect(text).not.toMatch(/"null"|"anyOf"/);
}

describe("the emitted OpenAPI 3.0.3 document", () => {
  it("rewrites every nullable form: tiny model with descriptions that quote JSON", () => {
    const model = tinyModel(TRICKY);
    const thing = model.entityTypes[0]?.properties.map((p) => p.description);
    expect(thing).toContain('Quoted: "type": [ "string", "null" ] and "anyOf": [');
    expect(thing).toContain('"$ref": "#/components/schemas/Thing"');
    expectSameText(model);
  });

  it("rewrites every nullable form: seed model", () => {
    expectSameText(loadSeedModel());
  });

  it("rewrites every nullable form: synthetic bench model", () => {
    expectSameText(tinyModel(syntheticModelYaml(12)));
  });
});

describe("toOpenApi30", () => {
  it("keeps every keyword, in the one keyword order", () => {
    const schema = {
      description: "d",
      type: ["array", "null"] as ("array" | "null")[],
      format: "f",
      pattern: "p",
      minLength: 1,
      maxLength: 2,
      minimum: 3,
      maximum: 4,
      enum: ["a"],
      uniqueItems: true,
      items: { type: ["string", "null"] as ("string" | "null")[] },
      minItems: 5,
      properties: { a: { $ref: "#/components/schemas/A" } },
      required: ["a"],
      additionalProperties: false,
      allOf: [{ type: "object" as const }],
      anyOf: [{ type: "string" as const }, { type: "number" as const }],
    };
    const converted = toOpenApi30(schema, () => "object");
    expect(Object.keys(converted)).toEqual([
      "description",
      "type",
      "nullable",
      "format",
      "pattern",
      "minLength",
      "maxLength",
      "minimum",
      "maximum",
      "enum",
      "uniqueItems",
      "items",
      "minItems",
      "properties",
      "required",
      "additionalProperties",
      "allOf",
      "anyOf",
    ]);
    expect(converted.items).toEqual({ type: "string", nullable: true });
  });
});
