import { describe, expect, test } from "vitest";
import { buildCsdlJson, csdlJsonEmitter, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import type { Model } from "../../src/model/types.js";
import { loadSeedModel } from "../support/seed.js";
import { fullModel, fullModel401 } from "./full-model.js";
import { jsonSchemaErrors, xsdErrors } from "./helpers.js";
import { fullModel401OutOfLine, fullModelOutOfLine, operationsModelOutOfLine, seedModelOutOfLine } from "./out-of-line-models.js";
import { securedModel } from "./secured-model.js";

// A real consumer checks every document: the OASIS XML Schemas (edmx.xsd importing edm.xsd) run
// by libxml2's xmllint, and the OASIS JSON Schema for CSDL JSON run by ajv.

const MODELS: ReadonlyArray<readonly [string, () => Model]> = [
  ["the seed model", loadSeedModel],
  ["the whole-type-system model (4.0)", fullModel],
  ["the whole-type-system model (4.01)", fullModel401],
  ["a model with a security scheme of every kind", securedModel],
  ["the seed model, annotations out of line", seedModelOutOfLine],
  ["the whole-type-system model (4.0), annotations out of line", fullModelOutOfLine],
  ["the whole-type-system model (4.01), annotations out of line", fullModel401OutOfLine],
  ["a model of operations, annotations out of line", operationsModelOutOfLine],
];

describe.each(MODELS)("%s", (_name, load) => {
  test("metadata.xml is valid against the OASIS edmx.xsd and edm.xsd", async () => {
    const [file] = csdlXmlEmitter.emit(load());
    expect(await xsdErrors(file!.content)).toEqual([]);
  });

  test("metadata.json is valid against the OASIS csdl.schema.json", () => {
    expect(jsonSchemaErrors(buildCsdlJson(load()))).toEqual([]);
  });
});

describe("the validators catch what they should (so that passing means something)", () => {
  test("xmllint reports an element edm.xsd does not allow", async () => {
    const [file] = csdlXmlEmitter.emit(loadSeedModel());
    const broken = file!.content.replace('<EntityType Name="Entity" Abstract="true">', '<EntityType Name="Entity" Abstract="true"><Bogus/>');
    const errors = await xsdErrors(broken);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Bogus");
  });

  test("ajv reports a member csdl.schema.json does not allow", () => {
    const [file] = csdlJsonEmitter.emit(loadSeedModel());
    const json = JSON.parse(file!.content) as { BusinessData: { Entity: Record<string, unknown> } };
    json.BusinessData.Entity.$Bogus = true;
    expect(jsonSchemaErrors(json).length).toBeGreaterThan(0);
  });
});
