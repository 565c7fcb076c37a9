/**
 * `Validation.AllowedValues` on a String or numeric field is an `enum` in the JSON Schemas and
 * both OpenAPI documents (with null where the field is nullable), zod literals, a union of literal
 * types in TypeScript and "one of" in the docs; the generated zod validators and ajv give the same
 * verdicts, `tsc` refuses a value not listed, and import leaves out a list the model would refuse.
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
  Code: { type: String, maxLength: 8 }
entityTypes:
  Item:
    key: [ID]
    fields:
      ID: Guid
      Status: { type: String, annotations: { Validation.AllowedValues: [{ Value: Open }, { Value: Closed, "@Core.Description": Done }] } }
      Level: { type: Int32, nullable: false, annotations: { Org.OData.Validation.V1.AllowedValues: [{ Value: 1 }, { Value: 2 }, { Value: { $Int: "3" } }, { Value: 2 }] } }
      Ratio: { type: Decimal, annotations: { Validation.AllowedValues: [{ Value: 0.5 }, { Value: { $Decimal: "1.25" } }] } }
      Ref: { type: Code, annotations: { Validation.AllowedValues: [{ Value: AB }, { Value: CD }] } }
      Labels: { type: String, collection: true, nullable: false, annotations: { Validation.AllowedValues: [{ Value: x }, { Value: "y \\"q\\"" }] } }
      Day: { type: Date, annotations: { Validation.AllowedValues: [{ Value: { $Date: "2024-01-01" } }] } }
entitySets:
  Items: { type: Item }
`);

type Properties = Record<string, Record<string, unknown>>;

describe("Validation.AllowedValues", () => {
  it("is the JSON Schemas' enum, with null where the field is nullable, through type definitions and on collection items; not on other types", () => {
    const set = buildSchemaSet(model);
    const item = (set.schemas.find((s) => s.name === "Item")!.schema as { properties: Properties }).properties;
    expect(item.Status).toEqual({ type: ["string", "null"], enum: ["Open", "Closed", null] });
    expect(item.Level).toEqual({ type: "integer", enum: [1, 2, 3], format: "int32", minimum: -2147483648, maximum: 2147483647 });
    expect(item.Ratio).toEqual({ type: ["number", "null"], enum: [0.5, 1.25, null], format: "decimal" });
    expect(item.Ref).toEqual({ type: ["string", "null"], enum: ["AB", "CD", null], maxLength: 8 });
    expect(item.Labels).toEqual({ type: "array", items: { type: "string", enum: ["x", 'y "q"'] } });
    expect(item.Day!.enum).toBeUndefined();
    const create = (set.schemas.find((s) => s.name === "Item-create")!.schema as { properties: Properties }).properties;
    expect(create.Status!.enum).toEqual(["Open", "Closed", null]);
  });

  it("is the enum of both OpenAPI documents, 3.0's with null listed beside nullable", () => {
    const v31 = (buildOpenApi31(model).components!.schemas as Record<string, { properties: Properties }>).Item!.properties;
    expect(v31.Status).toEqual({ type: ["string", "null"], enum: ["Open", "Closed", null] });
    const v30 = (buildOpenApi30(model).components!.schemas as Record<string, { properties: Properties }>).Item!.properties;
    expect(v30.Status).toEqual({ type: "string", nullable: true, enum: ["Open", "Closed", null] });
    expect(v30.Labels).toEqual({ type: "array", items: { type: "string", enum: ["x", 'y "q"'] } });
  });

  describe("in the generated validators and types", () => {
    const files = emitAll(model);
    let validators: GeneratedValidators;
    let remove: () => void;
    beforeAll(async () => ({ index: validators, remove } = await importGenerated("allowed-values", files)));
    afterAll(() => remove());

    it("zod and ajv give the same verdicts on allowed and other values", () => {
      const ajv = strictAjv();
      for (const named of buildSchemaSet(model).schemas) ajv.addSchema(named.schema as object, named.name);
      const validate = ajv.getSchema("Item")!;
      const zod = schemaOf(validators, "ItemSchema");
      const valid = { ID: "01234567-89ab-cdef-0123-456789abcdef", Status: "Open", Level: 3, Ratio: 1.25, Ref: "CD", Labels: ["x", 'y "q"'], Day: null };
      const cases: [string, Record<string, unknown>, boolean][] = [
        ["all allowed", valid, true],
        ["null where nullable", { ...valid, Status: null, Ratio: null, Ref: null }, true],
        ["a string not listed", { ...valid, Status: "open" }, false],
        ["a number not listed", { ...valid, Level: 4 }, false],
        ["a decimal not listed", { ...valid, Ratio: 1.2 }, false],
        ["null where not nullable", { ...valid, Level: null }, false],
        ["through a type definition", { ...valid, Ref: "EF" }, false],
        ["a collection item not listed", { ...valid, Labels: ["x", "z"] }, false],
        ["a number for a listed string", { ...valid, Status: 1 }, false],
      ];
      for (const [label, record, expected] of cases) {
        expect(validate(record), label).toBe(expected);
        expect(zod.safeParse(record).success, label).toBe(expected);
      }
    });

    it("the TypeScript types are unions of the allowed literals, and tsc refuses a value not listed", () => {
      const types = files.find((f) => f.path === "types/Item.ts")!.content;
      expect(types).toContain('  Status: "Open" | "Closed" | null;\n');
      expect(types).toContain("  Level: 1 | 2 | 3;\n");
      expect(types).toContain('  Labels: ("x" | "y \\"q\\"")[];\n');
      expect(
        typeCheckUse("allowed-values-types", files, [
          'import type { ItemCreate } from "./types/index.js";',
          'import { ItemCreateSchema } from "./validators/index.js";',
          'export const ok: ItemCreate = { Status: "Closed", Level: 2 };',
          "// @ts-expect-error: not an allowed value",
          'export const wrong: ItemCreate = { Status: "Pending", Level: 2 };',
          "// The validator's output type is the TypeScript body type.",
          "export const parsed: ItemCreate = ItemCreateSchema.parse(ok);",
        ]),
      ).toEqual([]);
    });

    it("the docs list the allowed values with the type", () => {
      const page = files.find((f) => f.path === "docs/sets/Items.md")!.content;
      expect(page).toContain('| `Status` | String (one of `"Open"`, `"Closed"`) |');
      expect(page).toContain("| `Level` | Int32 (one of `1`, `2`, `3`) |");
    });
  });

  it("is carried by import where the model can check it, and reported (EDM0503) and left out where it cannot, so the model loads", () => {
    const allowed = (...values: unknown[]) => values.map((Value) => ({ Value }));
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Short: { $Kind: "TypeDefinition", $UnderlyingType: "Edm.String", $MaxLength: 2 },
        Item: {
          $Kind: "EntityType",
          $Key: ["ID"],
          ID: { $Type: "Edm.Int32" },
          Colour: { $Nullable: true, "@Org.OData.Validation.V1.AllowedValues": allowed("red", "green") },
          Size: { $Nullable: true, $Type: "Edm.Int32", "@Org.OData.Validation.V1.AllowedValues": allowed("L") },
          Code: { $Nullable: true, $Type: "S.Short", "@Org.OData.Validation.V1.AllowedValues": allowed("ABC") },
          Slug: { $Nullable: true, "@Org.OData.Validation.V1.Pattern": "^[a-z]+$", "@Org.OData.Validation.V1.AllowedValues": allowed("a", "B") },
        },
        C: { $Kind: "EntityContainer", Items: { $Collection: true, $Type: "S.Item" } },
      },
    });
    const { model: imported, imported: result } = importToModel(document, "metadata.json");
    expect(result.diagnostics.filter((d) => d.code === "EDM0503").map((d) => d.message)).toEqual([
      expect.stringContaining(`annotation 'Org.OData.Validation.V1.AllowedValues' on property 'Item/Size' is not carried into the model: it gives "L", which is not a number`),
      expect.stringContaining(`annotation 'Org.OData.Validation.V1.AllowedValues' on property 'Item/Code' is not carried into the model: it gives "ABC", which is longer than the maxLength 2 of type definition 'Short'`),
      expect.stringContaining(`annotation 'Org.OData.Validation.V1.AllowedValues' on property 'Item/Slug' is not carried into the model: it gives "B", which does not match the field's Validation.Pattern`),
    ]);
    const fields = imported.entityTypes.find((t) => t.name === "Item")!.properties;
    expect(fields.find((f) => f.name === "Colour")!.annotations).toEqual({ "Org.OData.Validation.V1.AllowedValues": allowed("red", "green") });
    expect(fields.find((f) => f.name === "Size")!.annotations).toEqual({});
    expect(fields.find((f) => f.name === "Slug")!.annotations).toEqual({ "Org.OData.Validation.V1.Pattern": "^[a-z]+$" });
  });

  it("is left out by import (EDM0503) where a Decimal's precision and scale refuse a value, on the field or its type definition", () => {
    const allowed = (...values: unknown[]) => values.map((Value) => ({ Value }));
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Money: { $Kind: "TypeDefinition", $UnderlyingType: "Edm.Decimal", $Precision: 4, $Scale: 2 },
        Item: {
          $Kind: "EntityType",
          $Key: ["ID"],
          ID: { $Type: "Edm.Int32" },
          Ratio: { $Nullable: true, $Type: "Edm.Decimal", $Precision: 4, $Scale: 2, "@Org.OData.Validation.V1.AllowedValues": allowed(1.25, 1.255) },
          Price: { $Nullable: true, $Type: "S.Money", "@Org.OData.Validation.V1.AllowedValues": allowed(120) },
          Share: { $Nullable: true, $Type: "Edm.Decimal", $Precision: 4, $Scale: 2, "@Org.OData.Validation.V1.AllowedValues": allowed(0.5, 99.99) },
        },
        C: { $Kind: "EntityContainer", Items: { $Collection: true, $Type: "S.Item" } },
      },
    });
    const { model: imported, imported: result } = importToModel(document, "metadata.json");
    expect(result.diagnostics.filter((d) => d.code === "EDM0503").map((d) => d.message)).toEqual([
      expect.stringContaining("on property 'Item/Ratio' is not carried into the model: it gives 1.255, which has 3 digits after the point"),
      expect.stringContaining("on property 'Item/Price' is not carried into the model: it gives 120, which has 3 digits before the point"),
    ]);
    const fields = imported.entityTypes.find((t) => t.name === "Item")!.properties;
    expect(fields.find((f) => f.name === "Share")!.annotations).toEqual({ "Org.OData.Validation.V1.AllowedValues": allowed(0.5, 99.99) });
  });

  it("keeps import from carrying a default the field's allowed values, pattern or bounds refuse (EDM0503), so the model loads", () => {
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Item: {
          $Kind: "EntityType",
          $Key: ["ID"],
          ID: { $Type: "Edm.Int32" },
          Status: { $Nullable: true, $DefaultValue: "Pending", "@Org.OData.Validation.V1.AllowedValues": [{ Value: "Open" }] },
          Slug: { $Nullable: true, $DefaultValue: "Abc", "@Org.OData.Validation.V1.Pattern": "^[a-z]+$" },
          Percent: { $Nullable: true, $Type: "Edm.Int32", $DefaultValue: 101, "@Org.OData.Validation.V1.Maximum": 100 },
          Kept: { $Nullable: true, $DefaultValue: "Open", "@Org.OData.Validation.V1.AllowedValues": [{ Value: "Open" }] },
        },
        C: { $Kind: "EntityContainer", Items: { $Collection: true, $Type: "S.Item" } },
      },
    });
    const { model: imported, imported: result } = importToModel(document, "metadata.json");
    expect(result.diagnostics.filter((d) => d.code === "EDM0503").map((d) => d.message)).toEqual([
      expect.stringContaining("default value 'Pending' of property 'Item/Status' is not carried into the model: it is not one of the field's Validation.AllowedValues"),
      expect.stringContaining("default value 'Abc' of property 'Item/Slug' is not carried into the model: it does not match the field's Validation.Pattern"),
      expect.stringContaining("default value '101' of property 'Item/Percent' is not carried into the model: it is above the field's Validation.Maximum 100"),
    ]);
    const fields = imported.entityTypes.find((t) => t.name === "Item")!.properties;
    expect(fields.map((f) => [f.name, f.defaultValue])).toEqual([["ID", undefined], ["Status", undefined], ["Slug", undefined], ["Percent", undefined], ["Kept", "Open"]]);
  });

  it("is carried by import beside a pattern ECMAScript cannot read, which import leaves out", () => {
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Item: {
          $Kind: "EntityType",
          $Key: ["ID"],
          ID: { $Type: "Edm.Int32" },
          Slug: { $Nullable: true, "@Org.OData.Validation.V1.Pattern": "(", "@Org.OData.Validation.V1.AllowedValues": [{ Value: "a" }] },
        },
        C: { $Kind: "EntityContainer", Items: { $Collection: true, $Type: "S.Item" } },
      },
    });
    const { model: imported, imported: result } = importToModel(document, "metadata.json");
    expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("annotation 'Org.OData.Validation.V1.Pattern' on property 'Item/Slug' is not carried into the model")]);
    const slug = imported.entityTypes.find((t) => t.name === "Item")!.properties.find((f) => f.name === "Slug")!;
    expect(slug.annotations).toEqual({ "Org.OData.Validation.V1.AllowedValues": [{ Value: "a" }] });
  });
});
