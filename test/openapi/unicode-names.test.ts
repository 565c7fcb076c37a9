import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocuments } from "../../src/emitters/openapi/index.js";
import { jsonSchemaEmitter } from "../../src/emitters/json-schema/index.js";
import { componentName } from "../../src/emitters/common/output-names.js";
import { tinyModel } from "../support/tiny-model.js";
import { strictAjv } from "../json-schema/tiny-model.js";

// OData names may use any Unicode letter (CSDL 4.01, section 15.2); OpenAPI component keys and
// the JSON Schema files' `$id`s are ASCII. Such names are escaped there, `_x` and the code unit.
const model = tinyModel(`
enumTypes:
  Farbe: { members: [Rot, Grün] }
complexTypes:
  Adresse: { fields: { Straße: String } }
entityTypes:
  Größe:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      名前: String
      Wo: Adresse
      Färbung: Farbe
    relationships:
      Ähnliche: { target: Größe, cardinality: "1:N" }
entitySets:
  Größen: { type: Größe, filters: { 名前: [eq] } }
actions:
  Färben:
    bound: true
    parameters: { was: Größe, farbe: Farbe }
  Ändern: { parameters: { x: Int32 } }
actionImports:
  Ändern: { action: Ändern }
`);

describe("names beyond ASCII", () => {
  const { v31, v30 } = buildOpenApiDocuments(model);

  it("are escaped in component keys, the same way everywhere", () => {
    expect(componentName("Größe")).toBe("Gr_x00F6__x00DF_e");
    expect(componentName("Price")).toBe("Price");
    const keys = [...Object.keys(v31.components?.schemas ?? {}), ...Object.keys(v31.components?.parameters ?? {})];
    expect(keys.filter((key) => !/^[a-zA-Z0-9._-]+$/.test(key))).toEqual([]);
    expect(keys).toContain("Gr_x00F6__x00DF_e-create");
    expect(keys).toContain("Gr_x00F6__x00DF_e.select");
    expect(keys).toContain("Gr_x00F6__x00DF_en.filter");
    // Paths, properties and enum members keep the model's names.
    expect(Object.keys(v31.paths ?? {})).toContain("/Größen({ID})/Ähnliche");
  });

  it("are escaped in operationIds, which tools put into URLs and file names", () => {
    const ids = Object.values(v31.paths ?? {}).flatMap((item) => ["get", "put", "post", "patch", "delete"].map((m) => (item as Record<string, { operationId?: string }>)[m]?.operationId).filter((id) => id !== undefined));
    expect(ids.filter((id) => !/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*$/.test(id!))).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(["Gr_x00F6__x00DF_en.list", "Gr_x00F6__x00DF_en._x00C4_hnliche.list", "_x00C4_ndern"]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("lint without errors under redocly's recommended rules, in both versions", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    for (const document of [v31, v30]) {
      const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "/openapi.json", config });
      expect(problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    }
  });

  it("give documents that validate, in both OpenAPI versions", async () => {
    await expect(SwaggerParser.validate(structuredClone(v31) as never)).resolves.toBeDefined();
    await expect(SwaggerParser.validate(structuredClone(v30) as never)).resolves.toBeDefined();
  });

  it("give JSON Schema files with ASCII $ids that compile together in ajv strict mode", () => {
    const ajv = strictAjv();
    const documents = jsonSchemaEmitter.emit(model).map((file) => JSON.parse(file.content) as { $id: string });
    expect(documents.map((d) => d.$id).filter((id) => !/^[\x21-\x7e]+$/.test(id))).toEqual([]);
    for (const document of documents) ajv.addSchema(document);
    for (const document of documents) expect(ajv.getSchema(document.$id)).toBeDefined();
  });
});
