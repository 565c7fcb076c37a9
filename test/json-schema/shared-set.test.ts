/**
 * The JSON Schema files are written from the schema set the OpenAPI documents use (built once per
 * run), with component references rewritten to file references in the text. On models with the
 * whole type system they must be byte for byte what serialising the documents built with file
 * references gives.
 */
import { describe, expect, test } from "vitest";
import { buildJsonSchemaDocuments, jsonSchemaEmitter } from "../../src/emitters/json-schema/index.js";
import { fullModel, fullModel401 } from "../csdl/full-model.js";
import { loadSeedModel } from "../support/seed.js";
import { withExactInt64Bounds } from "../../src/emitters/common/int64-bounds.js";

describe("JSON Schema files from the shared schema set", () => {
  test.each([
    ["the seed model", loadSeedModel],
    ["the full type-system model", fullModel],
    ["the full type-system model (4.01)", fullModel401],
  ])("%s", (_, load) => {
    const model = load();
    const documents = buildJsonSchemaDocuments(model);
    const files = jsonSchemaEmitter.emit(model);
    expect(files.map((f) => f.path)).toEqual([...documents.keys()].map((name) => `json-schema/${name}`));
    for (const file of files) expect(file.content).toBe(withExactInt64Bounds(`${JSON.stringify(documents.get(file.path.slice("json-schema/".length)), null, 2)}\n`));
    expect(files.some((f) => f.content.includes("#/components/"))).toBe(false);
  });
});
