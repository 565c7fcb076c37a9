/**
 * A type definition's Validation constraints (Pattern, Minimum/Maximum, AllowedValues) hold for
 * every value of the type, beside a field's own: in the JSON Schemas and both OpenAPI documents,
 * the zod validators (the same verdicts as ajv), the TypeScript literal unions and the docs; on
 * fields of entity and complex types and on action parameters; and import leaves out a type
 * definition's allowed values the model would refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSchemaSet } from "../../src/emitters/json-schema/index.js";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { emitAll } from "../../src/pipeline.js";
import { importGenerated, schemaOf, typeCheckUse, type GeneratedValidators } from "../validators/support.js";
import { importToModel } from "../import/support/import-to-model.js";
import { serviceYaml, strictAjv, tinyModel } from "./tiny-model.js";

const model = tinyModel(`${serviceYaml()}
typeDefinitions:
  Code: { type: String, maxLength: 8, annotations: { Validation.Pattern: "^[A-Z]+$" } }
  Level: { type: Int32, annotations: { Validation.Minimum: 0, Validation.Maximum: 10 } }
  Size: { type: String, annotations: { Validation.AllowedValues: [{ Value: S }, { Value: M }, { Value: L }] } }
complexTypes:
  Part:
    fields:
      Code: { type: Code, nullable: false }
entityTypes:
  Item:
    key: [ID]
    fields:
      ID: Guid
      Code: Code
      Short: { type: Code, annotations: { Validation.Pattern: "^.{0,3}$" } }
      Level: Level
      Low: { type: Level, annotations: { Validation.Maximum: 5, "Validation.Minimum@Validation.Exclusive": true, Validation.Minimum: 0 } }
      Size: Size
      Small: { type: Size, annotations: { Validation.AllowedValues: [{ Value: XS }, { Value: M }, { Value: S }] } }
      Part: { type: Part, nullable: false }
entitySets:
  Items: { type: Item }
actions:
  Rename: { parameters: { code: { type: Code, nullable: false }, size: Size }, returns: Level }
actionImports:
  DoRename: { action: Rename }
functions:
  Find: { parameters: { level: { type: Level, nullable: false } }, returns: Level }
functionImports:
  FindIt: { function: Find }
`);

type Properties = Record<string, Record<string, unknown>>;

describe("a type definition's Validation constraints", () => {
  it("hold in the JSON Schemas for every field of the type, combined with a field's own", () => {
    const set = buildSchemaSet(model);
    const item = (set.schemas.find((s) => s.name === "Item")!.schema as { properties: Properties }).properties;
    expect(item.Code).toEqual({ type: ["string", "null"], pattern: "^[A-Z]+$", maxLength: 8 });
    expect(item.Short).toEqual({ type: ["string", "null"], pattern: "^[A-Z]+$", allOf: [{ pattern: "^.{0,3}$" }], maxLength: 8 });
    expect(item.Level).toEqual({ type: ["integer", "null"], format: "int32", minimum: 0, maximum: 10 });
    expect(item.Low).toEqual({ type: ["integer", "null"], format: "int32", minimum: -2147483648, maximum: 5, exclusiveMinimum: 0 });
    expect(item.Size).toEqual({ type: ["string", "null"], enum: ["S", "M", "L", null] });
    expect(item.Small).toEqual({ type: ["string", "null"], enum: ["M", "S", null] });
    const part = (set.schemas.find((s) => s.name === "Part")!.schema as { properties: Properties }).properties;
    expect(part.Code).toEqual({ type: "string", pattern: "^[A-Z]+$", maxLength: 8 });
  });

  it("hold for a function's parameter in the URL and for a result", () => {
    const document = buildOpenApi31(model);
    const get = Object.entries(document.paths!).find(([path]) => path.includes("FindIt"))![1]!.get!;
    const level = get.parameters!.find((p) => "name" in p && p.name.endsWith("level")) as unknown as { schema: Record<string, unknown> };
    expect(level.schema).toEqual({ type: "integer", format: "int32", minimum: 0, maximum: 10 });
    const result = JSON.stringify(get.responses["200"]);
    expect(result).toContain('"minimum":0,"maximum":10');
  });

  it("hold in both OpenAPI documents", () => {
    const v31 = (buildOpenApi31(model).components!.schemas as Record<string, { properties: Properties }>).Item!.properties;
    expect(v31.Short).toEqual({ type: ["string", "null"], pattern: "^[A-Z]+$", allOf: [{ pattern: "^.{0,3}$" }], maxLength: 8 });
    const v30 = (buildOpenApi30(model).components!.schemas as Record<string, { properties: Properties }>).Item!.properties;
    expect(v30.Short).toEqual({ type: "string", nullable: true, pattern: "^[A-Z]+$", allOf: [{ pattern: "^.{0,3}$" }], maxLength: 8 });
    expect(v30.Small).toEqual({ type: "string", nullable: true, enum: ["M", "S", null] });
  });

  describe("in the generated validators, types and docs", () => {
    const files = emitAll(model);
    let validators: GeneratedValidators;
    let remove: () => void;
    beforeAll(async () => ({ index: validators, remove } = await importGenerated("type-definition-constraints", files)));
    afterAll(() => remove());

    it("zod and ajv give the same verdicts, on records and on an action's parameters", () => {
      const ajv = strictAjv();
      const set = buildSchemaSet(model);
      // The schemas reference each other as OpenAPI components: ajv finds them by the same address.
      const rewritten = (schema: unknown) => JSON.parse(JSON.stringify(schema).replace(/#\/components\/schemas\//g, "https://example.test/")) as object;
      for (const named of set.schemas) ajv.addSchema({ ...rewritten(named.schema), $id: `https://example.test/${named.name}` }, undefined);
      const validate = ajv.getSchema("https://example.test/Item")!;
      const zod = schemaOf(validators, "ItemSchema");
      const valid = { ID: "01234567-89ab-cdef-0123-456789abcdef", Code: "AB", Short: "ABC", Level: 10, Low: 5, Size: "L", Small: "S", Part: { Code: "X" } };
      const cases: [string, Record<string, unknown>, boolean][] = [
        ["all within", valid, true],
        ["null where nullable", { ...valid, Code: null, Short: null, Level: null, Low: null, Size: null, Small: null }, true],
        ["the type definition's pattern", { ...valid, Code: "ab" }, false],
        ["the field's own pattern beside the type definition's", { ...valid, Short: "ABCD" }, false],
        ["the type definition's pattern beside the field's own", { ...valid, Short: "ab" }, false],
        ["the type definition's maximum", { ...valid, Level: 11 }, false],
        ["the type definition's minimum", { ...valid, Level: -1 }, false],
        ["the field's tighter maximum", { ...valid, Low: 6 }, false],
        ["the field's exclusive minimum", { ...valid, Low: 0 }, false],
        ["a value the type definition does not allow", { ...valid, Size: "XL" }, false],
        ["a value the field allows and the type definition does not", { ...valid, Small: "XS" }, false],
        ["a value the type definition allows and the field does not", { ...valid, Small: "L" }, false],
        ["in a complex value", { ...valid, Part: { Code: "x" } }, false],
      ];
      for (const [label, record, expected] of cases) {
        expect(validate(record), label).toBe(expected);
        expect(zod.safeParse(record).success, label).toBe(expected);
      }
      const body = ajv.getSchema("https://example.test/Rename")!;
      const zodBody = schemaOf(validators, "RenameBodySchema");
      for (const [code, expected] of [["AB", true], ["ab", false]] as const) {
        expect(body({ code }), code).toBe(expected);
        expect(zodBody.safeParse({ code }).success, code).toBe(expected);
      }
      for (const [size, expected] of [["M", true], ["XL", false]] as const) {
        expect(body({ code: "A", size }), size).toBe(expected);
        expect(zodBody.safeParse({ code: "A", size }).success, size).toBe(expected);
      }
    });

    it("the TypeScript types are unions of the values both lists allow, and tsc refuses others", () => {
      const types = files.find((f) => f.path === "types/Item.ts")!.content;
      expect(types).toContain('  Size: "S" | "M" | "L" | null;\n');
      expect(types).toContain('  Small: "M" | "S" | null;\n');
      // The alias itself, so that a parameter or result of the type takes the same values.
      expect(files.find((f) => f.path === "types/Size.ts")!.content).toContain('export type Size = "S" | "M" | "L";\n');
      expect(
        typeCheckUse("type-definition-constraints-types", files, [
          'import type { ItemCreate, RenameBody } from "./types/index.js";',
          'import { ItemCreateSchema, RenameBodySchema } from "./validators/index.js";',
          "// The validators' output types are the TypeScript body types.",
          'export const parsed: ItemCreate = ItemCreateSchema.parse({ Part: { Code: "A" } });',
          'export const body = RenameBodySchema.parse({ code: "A", size: "S" });',
          'export const ok: ItemCreate = { Size: "L", Small: "M", Part: { Code: "A" } };',
          "// @ts-expect-error: not a value the type definition allows",
          'export const wrong: ItemCreate = { Small: "XS", Part: { Code: "A" } };',
          'export const sent: RenameBody = { code: "A", size: "S" };',
          "// @ts-expect-error: not a value the parameter's type definition allows",
          'export const refused: RenameBody = { code: "A", size: "XL" };',
        ]),
      ).toEqual([]);
    });

    it("the docs list the values both lists allow", () => {
      const page = files.find((f) => f.path === "docs/sets/Items.md")!.content;
      expect(page).toMatch(/\| `Small` \| \[?Size[^|]*one of `"M"`, `"S"`\) \|/);
      expect(files.find((f) => f.path === "docs/index.md")!.content).toMatch(/Size[^\n]*one of `"S"`, `"M"`, `"L"`/);
    });
  });

  it("are left out by import (EDM0503) where the type definition's allowed values are ones it could never take, so the model loads", () => {
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Item: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32" }, Code: { $Nullable: true, $Type: "S.Short" } },
        Short: { $Kind: "TypeDefinition", $UnderlyingType: "Edm.String", $MaxLength: 2, "@Org.OData.Validation.V1.AllowedValues": [{ Value: "ABC" }] },
        Kept: { $Kind: "TypeDefinition", $UnderlyingType: "Edm.String", "@Org.OData.Validation.V1.AllowedValues": [{ Value: "A" }] },
        C: { $Kind: "EntityContainer", Items: { $Collection: true, $Type: "S.Item" } },
      },
    });
    const { model: imported, imported: result } = importToModel(document, "metadata.json");
    expect(result.diagnostics.filter((d) => d.code === "EDM0503").map((d) => d.message)).toEqual([
      expect.stringContaining(`annotation 'Org.OData.Validation.V1.AllowedValues' on type definition 'Short' is not carried into the model: it gives "ABC", which is longer than the type definition's maxLength 2`),
    ]);
    expect(imported.typeDefinitions.find((t) => t.name === "Short")!.annotations).toEqual({});
    expect(imported.typeDefinitions.find((t) => t.name === "Kept")!.annotations).toEqual({ "Org.OData.Validation.V1.AllowedValues": [{ Value: "A" }] });
  });

  it("keep a type definition's allowed values on import where a field's or parameter's own facet refuses one: the facet is left out (EDM0503), so the model loads", () => {
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Item: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32" }, Code: { $Nullable: true, $Type: "S.Size", $MaxLength: 1 } },
        Size: { $Kind: "TypeDefinition", $UnderlyingType: "Edm.String", "@Org.OData.Validation.V1.AllowedValues": [{ Value: "S" }, { Value: "MM" }] },
        Go: [{ $Kind: "Action", $Parameter: [{ $Name: "p", $Type: "S.Size", $MaxLength: 1 }] }],
        C: { $Kind: "EntityContainer", Items: { $Collection: true, $Type: "S.Item" }, DoGo: { $Action: "S.Go" } },
      },
    });
    const { model: imported, imported: result } = importToModel(document, "metadata.json");
    expect(result.diagnostics.filter((d) => d.code === "EDM0503").map((d) => d.message)).toEqual([
      expect.stringContaining(`facet MaxLength of property 'Item/Code' is not carried into the model: with it, type definition 'Size''s Validation.AllowedValues gives "MM", which is longer than the field's maxLength 1`),
      expect.stringContaining(`facet MaxLength of parameter 'Go/p' is not carried into the model: with it, type definition 'Size''s Validation.AllowedValues gives "MM", which is longer than the parameter's maxLength 1`),
    ]);
    expect(imported.entityTypes.find((t) => t.name === "Item")!.properties.find((p) => p.name === "Code")!.facets).toEqual({});
    expect(imported.operations.find((o) => o.name === "Go")!.parameters[0]!.facets).toEqual({});
  });
});
