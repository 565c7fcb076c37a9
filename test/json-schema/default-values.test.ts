import type { JsonSchema } from "../../src/emitters/json-schema/json-schema-types.js";
import { describe, expect, it } from "vitest";
import { buildDocsPages } from "../../src/emitters/docs/index.js";
import { buildSchemaSet } from "../../src/emitters/json-schema/index.js";
import { buildOpenApi30 } from "../../src/emitters/openapi/index.js";
import { buildTypeScriptModules } from "../../src/emitters/typescript/index.js";
import { serviceYaml, strictAjv, tinyModel } from "./tiny-model.js";

// Defaults as the model writes them (CSDL literals), of every kind the outputs treat differently.
const YAML = `${serviceYaml()}
enumTypes:
  Color:
    members: [Red, Green]
  Access:
    flags: true
    members: { Read: 1, Write: 2 }
typeDefinitions:
  Money: { type: Decimal, precision: 10, scale: 2 }
entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Count: { type: Int32, nullable: false, default: 0 }
      Price: { type: Money, default: "9.99" }
      Ratio: { type: Double, default: "1.5e-3" }
      Active: { type: Boolean, nullable: false, default: true }
      Code: { type: String, maxLength: 4, default: "0000" }
      Color: { type: Color, default: Red }
      Access: { type: Access, nullable: false, default: "Read, Write" }
      Since: { type: Date, default: "2020-01-31" }
      Big: { type: Int64, default: "9007199254740993" }
      Exact: { type: Decimal, default: "12345678901234567.89" }
      Infinite: { type: Double, default: INF }
      Tags: { type: String, collection: true }
entitySets:
  Items: { type: Item }
`;

const model = tinyModel(YAML);
const set = buildSchemaSet(model);
/** The members of a named schema (no model here has an open type, so none is `false`). */
const properties = (name: string) => set.byName.get(name)!.schema.properties! as Record<string, JsonSchema>;

describe("default values", () => {
  it("are the JSON Schema default annotation, in the payload's JSON form, on the record and the bodies", () => {
    for (const schema of ["Item", "Item-create"]) {
      const defaults = Object.fromEntries(Object.entries(properties(schema)).map(([name, s]) => [name, s.default]));
      expect(defaults).toMatchObject({
        Count: 0,
        Price: 9.99,
        Ratio: 0.0015,
        Active: true,
        Code: "0000",
        Color: "Red",
        Access: "Read,Write",
        Since: "2020-01-31",
      });
    }
  });

  it("are left out of PATCH bodies, which leave a field out to keep its value (ajv's useDefaults would reset it)", () => {
    // The tiny model updates with PATCH: its update body has PATCH semantics.
    for (const [name, schema] of Object.entries(properties("Item-update"))) expect(schema, name).not.toHaveProperty("default");
    const ajv = strictAjv({ useDefaults: true });
    const rewritten = (schema: JsonSchema) => JSON.parse(JSON.stringify(schema).replace(/#\/components\/schemas\//g, "https://example.test/")) as JsonSchema;
    for (const named of set.schemas) ajv.addSchema({ ...rewritten(named.schema), $id: `https://example.test/${named.name}` }, undefined);
    const update = ajv.getSchema("https://example.test/Item-update")!;
    const body: Record<string, unknown> = { Code: "1234" };
    expect(update(body), ajv.errorsText(update.errors)).toBe(true);
    expect(body).toEqual({ Code: "1234" });
    // The record as read and the create body keep theirs (the shared schema object is not changed).
    expect(properties("Item")["Count"]!.default).toBe(0);
    expect(properties("Item-create")["Count"]!.default).toBe(0);
  });

  it("are left out of a complex value in a PATCH body too: it takes the value's PATCH form, whatever else it requires", () => {
    const nested = tinyModel(`${serviceYaml()}
complexTypes:
  Opts:
    fields:
      Level: { type: Int32, nullable: false, default: 3 }
      Tag: String
entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      O: { type: Opts, nullable: false }
entitySets:
  Items: { type: Item }
`);
    const schemas = buildSchemaSet(nested);
    expect(schemas.byName.get("Opts-body")!.schema.properties!["Level"]).toMatchObject({ default: 3 });
    expect(schemas.byName.get("Opts-patch")!.schema.properties!["Level"]).not.toHaveProperty("default");
    const ajv = strictAjv({ useDefaults: true });
    const rewritten = (schema: JsonSchema) => JSON.parse(JSON.stringify(schema).replace(/#\/components\/schemas\//g, "https://example.test/")) as JsonSchema;
    for (const named of schemas.schemas) ajv.addSchema({ ...rewritten(named.schema), $id: `https://example.test/${named.name}` }, undefined);
    const body: Record<string, unknown> = { O: { Tag: "x" } };
    expect(ajv.getSchema("https://example.test/Item-update")!(body)).toBe(true);
    expect(body).toEqual({ O: { Tag: "x" } });
  });

  it("stay in a PUT body, where a field left out is reset to its default, and out of the PATCH body beside it", () => {
    // One set replaces its records with PUT, another updates them with PATCH, and the PUT body
    // requires a field: the type has both bodies.
    const both = tinyModel(
      YAML.replace("  Items: { type: Item }", "  Items: { type: Item }\n  ItemsReplaced: { type: Item, updateMethod: PUT }").replace(
        "      Tags: { type: String, collection: true }",
        "      Tags: { type: String, collection: true }\n      Name: { type: String, nullable: false }",
      ),
    );
    const schemas = buildSchemaSet(both);
    const props = (name: string) => schemas.byName.get(name)!.schema.properties! as Record<string, JsonSchema>;
    // The PUT body is the create body, defaults and all.
    expect(schemas.byName.get("Item-update")!.schema.$ref).toBe("#/components/schemas/Item-create");
    expect(props("Item-create")["Count"]!.default).toBe(0);
    expect(props("Item-patch")["Count"]).not.toHaveProperty("default");
  });

  it("of flags enums are read without the spaces after commas, as CSDL writes them", () => {
    expect(model.entityTypes.find((t) => t.name === "Item")!.properties.find((p) => p.name === "Access")!.defaultValue).toBe("Read,Write");
  });

  it("are left out where JSON cannot carry the literal exactly or the payload form is not the literal", () => {
    const item = properties("Item");
    for (const name of ["ID", "Big", "Exact", "Infinite", "Tags"]) expect(item[name], name).not.toHaveProperty("default");
  });

  it("are valid values of their own property schemas", () => {
    const ajv = strictAjv();
    for (const named of set.schemas) ajv.addSchema({ ...named.schema, $id: `https://example.test/${named.name}` }, undefined);
    const item = properties("Item");
    for (const [name, schema] of Object.entries(item)) {
      if (schema.default === undefined) continue;
      const refsRewritten = JSON.parse(JSON.stringify(schema).replace(/#\/components\/schemas\//g, "https://example.test/"));
      expect(ajv.validate(refsRewritten, schema.default), `${name}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it("stay beside the OpenAPI 3.0 rewriting of nullable types and references", () => {
    const item = buildOpenApi30(model).components!.schemas!["Item"] as { properties: Record<string, Record<string, unknown>> };
    expect(item.properties["Color"]).toEqual({ type: "string", nullable: true, allOf: [{ $ref: "#/components/schemas/Color" }], default: "Red" });
    expect(item.properties["Code"]).toMatchObject({ type: "string", nullable: true, maxLength: 4, default: "0000" });
  });

  it("are named in the TypeScript doc comments and the docs, numbers as written, other values quoted", () => {
    const module = buildTypeScriptModules(model).get("Item.ts")!;
    expect(module).toContain("At most 4 characters. Default `\"0000\"`.");
    expect(module).toContain("Default `12345678901234567.89`.");
    // A PATCH body leaves a field out to keep its value: no default named there.
    const update = module.slice(module.indexOf("export interface ItemUpdate"));
    expect(update).toContain("Code?: string | null;");
    expect(update).not.toContain("Default");
    const fields = buildDocsPages(model).sets[0]!.fields;
    const typeOf = (name: string) => fields.find((f) => f.name === name)!.type;
    // As code spans, so no default reads as Markdown.
    expect(typeOf("Price")).toBe("Money (default `9.99`)");
    expect(typeOf("Code")).toBe('String (max length 4, default `"0000"`)');
    expect(typeOf("Access")).toBe('Access (default `"Read,Write"`)');
    expect(typeOf("Tags")).toBe("Collection(String)");
  });
});
