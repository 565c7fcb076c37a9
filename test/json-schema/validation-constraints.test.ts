/**
 * `Validation.Pattern` on a String field is checked by the JSON Schemas (`pattern`, also in both
 * OpenAPI documents) and by the zod validators alike, read with the `u` flag as ajv reads it; a
 * pattern ECMAScript cannot read is EDM0239 (the bad-model corpus has the case).
 */
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { buildSchemaSet } from "../../src/emitters/json-schema/index.js";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { emitValidatorsOneByOne } from "../../src/emitters/validators/index.js";
import { serviceYaml, strictAjv, tinyModel } from "./tiny-model.js";
import { importToModel } from "../import/support/import-to-model.js";

const model = tinyModel(`${serviceYaml()}
typeDefinitions:
  Code: { type: String, maxLength: 8 }
entityTypes:
  Item:
    key: [ID]
    fields:
      ID: Guid
      Slug: { type: String, annotations: { Org.OData.Validation.V1.Pattern: "^[a-z0-9-]+$" } }
      Ref: { type: Code, annotations: { Validation.Pattern: "^\\\\p{Lu}{2}\\\\d+$" } }
      Count: { type: Int32, annotations: { Validation.Pattern: "^1$" } }
      Free: String
entitySets:
  Items: { type: Item }
`);

describe("Validation.Pattern", () => {
  it("is the JSON Schema's pattern of a String field (also through a type definition), in every variant, and not of other types", () => {
    const set = buildSchemaSet(model);
    const item = set.schemas.find((s) => s.name === "Item")!.schema as { properties: Record<string, Record<string, unknown>> };
    expect(item.properties.Slug).toEqual({ type: ["string", "null"], pattern: "^[a-z0-9-]+$" });
    expect(item.properties.Ref).toEqual({ type: ["string", "null"], pattern: "^\\p{Lu}{2}\\d+$", maxLength: 8 });
    expect(item.properties.Count!.pattern).toBeUndefined();
    expect(item.properties.Free!.pattern).toBeUndefined();
    const create = set.schemas.find((s) => s.name === "Item-create")!.schema as { properties: Record<string, Record<string, unknown>> };
    expect(create.properties.Slug!.pattern).toBe("^[a-z0-9-]+$");
    for (const document of [buildOpenApi31(model), buildOpenApi30(model)]) {
      const schemas = document.components!.schemas as Record<string, { properties: Record<string, { pattern?: string }> }>;
      expect(schemas.Item!.properties.Slug!.pattern).toBe("^[a-z0-9-]+$");
    }
  });

  it("gives ajv and zod the same verdicts, astral-plane and Unicode property patterns too", async () => {
    const ajv = strictAjv();
    const set = buildSchemaSet(model);
    for (const named of set.schemas) ajv.addSchema(named.schema as object, named.name);
    const validate = ajv.getSchema("Item")!;
    const validators = [...emitValidatorsOneByOne(model)].find((f) => f.path === "validators/Item.ts")!.content;
    expect(validators).toContain('.regex(new RegExp("^[a-z0-9-]+$", "u"))');
    expect(validators).toContain('.regex(new RegExp("^\\\\p{Lu}{2}\\\\d+$", "u"))');
    // The zod expressions as written, evaluated here.
    const slug = z.string().regex(new RegExp("^[a-z0-9-]+$", "u"));
    const ref = z.string().regex(new RegExp("^\\p{Lu}{2}\\d+$", "u"));
    const record = (Slug: unknown, Ref: unknown) => ({ ID: "01234567-89ab-cdef-0123-456789abcdef", Slug, Ref, Count: 1, Free: "x" });
    for (const [value, valid] of [["a-b-1", true], ["A-B", false], ["", false]] as const) {
      expect(validate(record(value, "AB1")), value).toBe(valid);
      expect(slug.safeParse(value).success, value).toBe(valid);
    }
    for (const [value, valid] of [["ÄÖ12", true], ["ab12", false], ["AB", false]] as const) {
      expect(validate(record("a", value)), value).toBe(valid);
      expect(ref.safeParse(value).success, value).toBe(valid);
    }
  });

  it("is carried by import where ECMAScript reads it, and reported (EDM0503) and left out where it does not, so the model loads", () => {
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Item: {
          $Kind: "EntityType",
          $Key: ["ID"],
          ID: { $Type: "Edm.Int32" },
          Code: { $Nullable: true, "@Org.OData.Validation.V1.Pattern": "(?i)^[a-z]+$" },
          Slug: { $Nullable: true, "@Org.OData.Validation.V1.Pattern": "^[a-z-]+$" },
        },
        C: { $Kind: "EntityContainer", Items: { $Collection: true, $Type: "S.Item" } },
      },
    });
    const { model, imported } = importToModel(document, "metadata.json");
    expect(imported.diagnostics.filter((d) => d.code === "EDM0503").map((d) => d.message)).toEqual([expect.stringContaining("annotation 'Org.OData.Validation.V1.Pattern' on property 'Item/Code' is not carried into the model: the pattern is not a regular expression")]);
    const fields = model.entityTypes.find((t) => t.name === "Item")!.properties;
    expect(fields.find((f) => f.name === "Code")!.annotations).toEqual({});
    expect(fields.find((f) => f.name === "Slug")!.annotations).toEqual({ "Org.OData.Validation.V1.Pattern": "^[a-z-]+$" });
  });
});

describe("Validation.Minimum and Maximum", () => {
  const bounded = tinyModel(`${serviceYaml()}
typeDefinitions:
  Percent: { type: Int32 }
entityTypes:
  Line:
    key: [ID]
    fields:
      ID: Guid
      Quantity:
        type: Int32
        annotations:
          Validation.Minimum: 1
          Validation.Maximum: 100
          Validation.Maximum@Validation.Exclusive: true
      Price:
        type: Decimal
        annotations:
          Org.OData.Validation.V1.Minimum: 0
          Org.OData.Validation.V1.Minimum@Org.OData.Validation.V1.Exclusive: true
      Share: { type: Percent, annotations: { Validation.Maximum: 100 } }
      Note: { type: String, annotations: { Validation.Minimum: 1 } }
entitySets:
  Lines: { type: Line }
`);

  it("bound numeric fields in the JSON Schemas (2020-12 exclusive bounds as numbers, 3.0's as Booleans beside the bound), and not others", () => {
    const line = buildSchemaSet(bounded).schemas.find((s) => s.name === "Line")!.schema as { properties: Record<string, Record<string, unknown>> };
    expect(line.properties.Quantity).toEqual({ type: ["integer", "null"], format: "int32", minimum: 1, maximum: 2147483647, exclusiveMaximum: 100 });
    expect(line.properties.Price).toEqual({ type: ["number", "null"], format: "decimal", exclusiveMinimum: 0 });
    expect(line.properties.Share).toMatchObject({ minimum: -2147483648, maximum: 100 });
    expect(line.properties.Note).toEqual({ type: ["string", "null"] });
    const schemas30 = buildOpenApi30(bounded).components!.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    expect(schemas30.Line!.properties.Quantity).toEqual({ type: "integer", nullable: true, format: "int32", minimum: 1, maximum: 100, exclusiveMaximum: true });
    expect(schemas30.Line!.properties.Price).toEqual({ type: "number", nullable: true, format: "decimal", minimum: 0, exclusiveMinimum: true });
  });

  it("give ajv and zod the same verdicts at and around each bound", () => {
    const ajv = strictAjv();
    for (const named of buildSchemaSet(bounded).schemas) ajv.addSchema(named.schema as object, named.name);
    const validate = ajv.getSchema("Line")!;
    const validators = [...emitValidatorsOneByOne(bounded)].find((f) => f.path === "validators/Line.ts")!.content;
    expect(validators).toContain("edm.int(-2147483648, 2147483647).gte(1).lt(100)");
    expect(validators).toContain("z.number().gt(0)");
    // The zod expressions as written, evaluated here.
    const quantity = z.number().int().min(-2147483648).max(2147483647).gte(1).lt(100);
    const price = z.number().gt(0);
    const record = (Quantity: number, Price: number) => ({ ID: "01234567-89ab-cdef-0123-456789abcdef", Quantity, Price, Share: 5, Note: "x" });
    for (const [value, valid] of [[1, true], [99, true], [0, false], [100, false]] as const) {
      expect(validate(record(value, 1)), String(value)).toBe(valid);
      expect(quantity.safeParse(value).success, String(value)).toBe(valid);
    }
    for (const [value, valid] of [[0.01, true], [0, false], [-1, false]] as const) {
      expect(validate(record(5, value)), String(value)).toBe(valid);
      expect(price.safeParse(value).success, String(value)).toBe(valid);
    }
  });
});
