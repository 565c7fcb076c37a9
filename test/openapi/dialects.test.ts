import { describe, expect, it } from "vitest";
import { buildJsonSchemaDocuments, buildSchemaSet, fileRefs, schemaLocation } from "../../src/emitters/json-schema/index.js";
import { fileStems } from "../../src/emitters/common/file-stems.js";
import { buildOpenApi30, buildOpenApi31, toOpenApi30 } from "../../src/emitters/openapi/index.js";
import { GENERATED_NOTICE } from "../../src/emitters/common/generated-notice.js";
import { loadSeedModel } from "../support/seed.js";
import { fullModel } from "../csdl/full-model.js";

/** Calls `visit` on every object of a JSON value, with its JSON pointer. */
function walk(value: unknown, visit: (node: Record<string, unknown>, pointer: string) => void, pointer = ""): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, `${pointer}/${index}`));
  } else if (value !== null && typeof value === "object") {
    visit(value as Record<string, unknown>, pointer);
    for (const [key, child] of Object.entries(value)) walk(child, visit, `${pointer}/${key}`);
  }
}

const ONLY_31 = [
  "const",
  "examples",
  "$schema",
  "$id",
  "$defs",
  "unevaluatedProperties",
  "prefixItems",
  "contentEncoding",
  "contentMediaType",
  "if",
  "dependentRequired",
];

/** The 3.0-only structure every document must keep: a type beside each nullable, nothing of 3.1. */
function dialectProblems(document: unknown): string[] {
  const found: string[] = [];
  walk(document, (node, pointer) => {
    if ("nullable" in node && typeof node["type"] !== "string") found.push(`${pointer}: nullable without a type`);
    if (Array.isArray(node["type"]) || node["type"] === "null") found.push(`${pointer}: type ${JSON.stringify(node["type"])}`);
    if (!pointer.endsWith("/properties")) for (const key of ONLY_31) if (key in node) found.push(`${pointer}: ${key}`);
    if ("$ref" in node && Object.keys(node).length > 1) found.push(`${pointer}: $ref with siblings`);
  });
  return found;
}

describe("OpenAPI 3.0.3 of the full type-system model", () => {
  const document = buildOpenApi30(fullModel());

  it("keeps the 3.0 structure for every type, nullable geo choices included", () => {
    expect(dialectProblems(document)).toEqual([]);
    const product = (document.components?.schemas?.["Product"] as { properties: Record<string, unknown> }).properties;
    expect(product["Area"]).toMatchObject({ type: "object", nullable: true, anyOf: expect.any(Array) });
  });
});

describe("OpenAPI 3.0.3", () => {
  const model = loadSeedModel();
  const document = buildOpenApi30(model);

  it("puts a type beside every nullable", () => {
    const missing: string[] = [];
    let nullables = 0;
    walk(document, (node, pointer) => {
      if (!("nullable" in node)) return;
      nullables++;
      if (typeof node["type"] !== "string") missing.push(pointer);
    });
    expect(missing).toEqual([]);
    expect(nullables).toBeGreaterThan(100);
  });

  it("uses no type arrays, null types, 3.1-only keywords or $ref siblings", () => {
    const found: string[] = [];
    walk(document, (node, pointer) => {
      if (Array.isArray(node["type"]) || node["type"] === "null") found.push(`${pointer}: type ${JSON.stringify(node["type"])}`);
      // `properties` maps names to schemas: a property may be called anything.
      if (!pointer.endsWith("/properties")) for (const key of ONLY_31) if (key in node) found.push(`${pointer}: ${key}`);
      if ("$ref" in node && Object.keys(node).length > 1) found.push(`${pointer}: $ref with siblings`);
    });
    expect(found).toEqual([]);
  });

  it("wraps nullable references as {type, nullable, allOf: [$ref]} with the target's type", () => {
    const schemas = document.components?.schemas ?? {};
    expect(schemas["ProductLine"]).toMatchObject({
      properties: {
        Activity: { type: "object", nullable: true, allOf: [{ $ref: "#/components/schemas/Activity" }] },
        Quantity: { description: "Quantity", type: "number", nullable: true, format: "double" },
      },
    });
    expect(
      toOpenApi30({ description: "d", anyOf: [{ $ref: "#/components/schemas/Color" }, { type: "null" }] }, () => "string"),
    ).toEqual({
      description: "d",
      type: "string",
      nullable: true,
      allOf: [{ $ref: "#/components/schemas/Color" }],
    });
    expect(toOpenApi30({ description: "d", $ref: "#/components/schemas/Color" }, () => "string")).toEqual({
      description: "d",
      allOf: [{ $ref: "#/components/schemas/Color" }],
    });
  });
});

describe("one schema builder, three serialisations", () => {
  const model = loadSeedModel();
  const set = buildSchemaSet(model);
  const v31 = buildOpenApi31(model);
  const v30 = buildOpenApi30(model);

  it("gives OpenAPI 3.1 the builder's schemas as they are", () => {
    const components = v31.components?.schemas ?? {};
    expect(Object.keys(components).length).toBeGreaterThan(40);
    for (const [name, schema] of Object.entries(components)) expect(schema).toEqual(set.byName.get(name)?.schema);
  });

  it("gives OpenAPI 3.0 the same components, rewritten", () => {
    expect(Object.keys(v30.components?.schemas ?? {})).toEqual(Object.keys(v31.components?.schemas ?? {}));
  });

  it("gives the JSON Schema files the builder's schemas with file references", () => {
    const documents = buildJsonSchemaDocuments(model);
    const stemOf = fileStems(model).schemaFile;
    const fileRef = fileRefs(stemOf);
    for (const named of set.schemas) {
      const { file, def } = schemaLocation(named.name, stemOf);
      const { $comment: notice, $schema: _dialect, $id: _id, $defs, ...root } = documents.get(file)!;
      expect(notice).toBe(GENERATED_NOTICE);
      const schema = def === undefined ? root : $defs?.[def];
      const rewritten = JSON.parse(
        JSON.stringify(named.schema).replace(/"#\/components\/schemas\/([^"]+)"/g, (_, name: string) => JSON.stringify(fileRef(name))),
      );
      expect(schema, named.name).toEqual(rewritten);
    }
  });

  it("leaves out of OpenAPI only the schemas nothing references", () => {
    const text = JSON.stringify(v31);
    const left = set.schemas.map((s) => s.name).filter((name) => !(name in (v31.components?.schemas ?? {})));
    for (const name of left) expect(text.includes(`"#/components/schemas/${name}"`)).toBe(false);
    expect(left).toEqual(expect.arrayContaining(["Entity", "Datastore", "Datastore_Phase", "PhaseChange", "Email-collection"]));
    expect(Object.keys(v31.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(["PhaseChange-body", "Email", "odata.error"]),
    );
  });
});
