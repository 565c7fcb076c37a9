import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJsonSchemaDocuments } from "../../src/emitters/json-schema/index.js";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { buildTypeScriptModules } from "../../src/emitters/typescript/index.js";
import { validatorsEmitter } from "../../src/emitters/validators/index.js";
import { LICENCE_WARNING, redoclyProblems } from "../support/redocly.js";
import { tinyModel } from "../support/tiny-model.js";
import { PUT_AND_PATCH_YAML } from "../support/update-methods-model.js";
import { importGenerated, type GeneratedValidators } from "../validators/support.js";

/**
 * A type replaced with PUT at one site and updated with PATCH at another: PUT replaces the whole
 * record, so its body requires the required fields; a PATCH body changes only the fields sent and
 * requires none (OData Protocol 4.01, section 11.4.3). Each site gets the body of its method.
 */
const MODEL = PUT_AND_PATCH_YAML;

describe("a type updated with PUT at one site and with PATCH at another", () => {
  const model = tinyModel(MODEL);
  const document = buildOpenApi31(model);
  const schemas = document.components!.schemas! as Record<string, { description?: string; required?: string[]; $ref?: string }>;
  const bodyOf = (path: string, method: "put" | "patch") => (document.paths![path]![method]!.requestBody as { content: Record<string, { schema: unknown }> }).content["application/json"]!.schema;

  it("has a PUT body that requires the fields and a PATCH body that requires none", () => {
    expect(schemas["Shelf-update"]!.description).toContain("replaces a Shelf record (PUT)");
    expect(schemas["Shelf-update"]!.$ref).toBe("#/components/schemas/Shelf-create");
    expect(schemas["Shelf-create"]!.required).toEqual(["Width"]);
    expect(schemas["Shelf-patch"]!.description).toContain("updates a Shelf record (PATCH)");
    expect(schemas["Shelf-patch"]!.required).toBeUndefined();
  });

  it("gives each site the body of its method", () => {
    expect(bodyOf("/Shelves({ID})", "put")).toEqual({ $ref: "#/components/schemas/Shelf-update" });
    expect(bodyOf("/Racks({ID})", "patch")).toEqual({ $ref: "#/components/schemas/Shelf-patch" });
    expect(bodyOf("/Front", "patch")).toEqual({ $ref: "#/components/schemas/Shelf-patch" });
    const file = buildJsonSchemaDocuments(model).get("Shelf.json") as { $defs: Record<string, { description: string; required?: string[] }> };
    expect(file.$defs.patch!.description).toContain("(PATCH)");
    expect(file.$defs.patch!.required).toBeUndefined();
  });

  it("names them in the TypeScript maps", () => {
    const index = buildTypeScriptModules(model).get("index.ts")!;
    expect(index).toContain("  Shelves: {\n    record: Shelf;\n    create: ShelfCreate;\n    update: ShelfUpdate;");
    expect(index).toContain("  Racks: {\n    record: Shelf;\n    create: ShelfCreate;\n    update: ShelfPatch;");
    expect(index).toContain("  Front: {\n    record: Shelf;\n    update: ShelfPatch;");
    expect(buildTypeScriptModules(model).get("Shelf.ts")).toContain("export interface ShelfPatch {");
  });

  it("validates and lints, in both versions", async () => {
    for (const doc of [document, buildOpenApi30(model)]) {
      await SwaggerParser.validate(structuredClone(doc) as never);
      expect(await redoclyProblems(doc)).toEqual([LICENCE_WARNING]);
    }
  });

  it("leaves a type with nothing required, or updated one way only, with one update body", () => {
    const optional = buildOpenApi31(tinyModel(MODEL.replace("Width: { type: Int32, nullable: false }", "Width: Int32"))).components!.schemas!;
    expect(optional["Shelf-patch"]).toBeUndefined();
    // One body for both methods, which says what each does.
    expect((optional["Shelf-update"] as { description: string }).description).toContain("(PUT: fields left out are reset to their defaults) or updates it (PATCH: only the fields sent change)");
    const putOnly = buildOpenApi31(tinyModel(MODEL.replace("updateMethod: PATCH }", "updateMethod: PUT }").replace("updateMethod: PATCH }", "updateMethod: PUT }"))).components!.schemas!;
    expect(putOnly["Shelf-patch"]).toBeUndefined();
  });
});

describe("validateBody on sites of both methods", () => {
  let generated: { index: GeneratedValidators; remove: () => void };
  beforeAll(async () => {
    generated = await importGenerated("validators-methods", validatorsEmitter.emit(tinyModel(MODEL)));
  });
  afterAll(() => generated?.remove());

  it("requires the fields for PUT and not for PATCH", () => {
    const validate = (set: string, data: unknown) => generated.index.validateBody(set, "update", data);
    expect(validate("Shelves", { Label: "x" })).toEqual({ success: false, issues: [{ path: "/Width", message: "Invalid input: expected number, received undefined" }] });
    expect(validate("Racks", { Label: "x" })).toEqual({ success: true, data: { Label: "x" } });
    const singleton = generated.index["validateSingletonBody"] as (s: string, o: string, d: unknown) => { success: boolean };
    expect(singleton("Front", "update", {}).success).toBe(true);
  });
});
