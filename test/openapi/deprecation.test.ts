/**
 * Deprecation (Core.Revisions with a revision of kind Deprecated) reaches every output that can
 * say it: OpenAPI operations and schemas (`deprecated: true`, in 3.1 and 3.0), the JSON Schemas,
 * TypeScript (`@deprecated`, which editors strike through) and the docs; elements without it are
 * unchanged.
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3 } from "openapi-types";
import { describe, expect, it } from "vitest";
import { buildDocsPages } from "../../src/emitters/docs/index.js";
import { jsonSchemaEmitter } from "../../src/emitters/json-schema/index.js";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { buildTypeScriptModules } from "../../src/emitters/typescript/index.js";
import { compileStrict } from "../support/compile-typescript.js";
import { LICENCE_WARNING, redoclyProblems } from "../support/redocly.js";
import { tinyModel } from "../support/tiny-model.js";
import { strictAjv } from "../json-schema/tiny-model.js";

const MODEL = `enumTypes:
  Grade:
    members: [Low, High]
    annotations:
      Core.Revisions: [{ Kind: Deprecated, Version: "2.0", Description: Use the numeric Score instead }]
entityTypes:
  Order:
    key: [ID]
    fields:
      ID: Guid
      Note:
        type: String
        description: A free-text note
        annotations:
          Org.OData.Core.V1.Revisions: [{ Kind: Core.RevisionKind/Deprecated, Version: "2.0", Description: "Use Notes instead. */ @internal" }]
      Grade: Grade
      Total: Double
    relationships:
      OldCustomer:
        target: Customer
        cardinality: "N:1"
        annotations:
          Core.Revisions: [{ Kind: Deprecated, Version: "2.0" }]
      Customer: { target: Customer, cardinality: "N:1" }
  Customer:
    key: [ID]
    fields: { ID: Guid }
    annotations:
      Core.Revisions: [{ Kind: Added, Version: "1.1" }]
  Archive:
    key: [ID]
    fields: { ID: Guid }
    annotations:
      Core.Revisions: [{ Kind: Deprecated, Version: "2.0", Description: Read Orders }]
entitySets:
  Orders: { type: Order }
  Archives: { type: Archive }
  LegacyOrders:
    type: Order
    annotations:
      Core.Revisions: [{ Kind: Deprecated, Version: "2.0", Description: Read Orders }]
  Customers: { type: Customer }
actions:
  Close:
    annotations:
      Core.Revisions: [{ Kind: Deprecated, Version: "2.0" }]
actionImports:
  Close: { action: Close }
  Shut:
    action: Close
    annotations:
      Core.Revisions: [{ Kind: Deprecated, Version: "2.0" }]
`;

const model = tinyModel(MODEL);
type Operation = OpenAPIV3.OperationObject;
const operation = (document: OpenAPIV3.Document, path: string, method: "get" | "post" | "put" | "delete"): Operation => (document.paths[path] as Record<string, Operation>)[method]!;

describe("deprecation", () => {
  for (const [version, build] of [["3.1", buildOpenApi31], ["3.0", buildOpenApi30]] as const) {
    it(`marks the operations of a deprecated set, relationship and action in OpenAPI ${version}, and nothing else`, async () => {
      const document = build(model) as unknown as OpenAPIV3.Document;
      for (const [path, method] of [["/LegacyOrders", "get"], ["/LegacyOrders", "post"], ["/LegacyOrders({ID})", "put"], ["/LegacyOrders({ID})", "delete"], ["/LegacyOrders({ID})/Customer", "get"], ["/Orders({ID})/OldCustomer", "get"], ["/Close", "post"]] as const) {
        expect(operation(document, path, method).deprecated, `${method} ${path}`).toBe(true);
      }
      for (const [path, method] of [["/Orders", "get"], ["/Orders({ID})", "put"], ["/Orders({ID})/Customer", "get"], ["/Customers", "get"]] as const) {
        expect(operation(document, path, method).deprecated, `${method} ${path}`).toBeUndefined();
      }
      await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
      expect(await redoclyProblems(document)).toEqual([LICENCE_WARNING]);
    });

    it(`marks deprecated fields, relationships and types in the schemas of OpenAPI ${version}`, () => {
      const schemas = (build(model) as unknown as OpenAPIV3.Document).components!.schemas as Record<string, OpenAPIV3.SchemaObject>;
      const order = schemas["Order"]!.properties as Record<string, OpenAPIV3.SchemaObject>;
      expect(order["Note"]).toMatchObject({ description: "A free-text note", deprecated: true });
      expect(order["OldCustomer"]!.deprecated).toBe(true);
      expect(order["Total"]!.deprecated).toBeUndefined();
      expect(order["Customer"]!.deprecated).toBeUndefined();
      expect((schemas["Order-create"]!.properties as Record<string, OpenAPIV3.SchemaObject>)["OldCustomer@odata.bind"]!.deprecated).toBe(true);
      expect((schemas["Order-create"]!.properties as Record<string, OpenAPIV3.SchemaObject>)["Note"]!.deprecated).toBe(true);
      expect(schemas["Grade"]!.deprecated).toBe(true);
      // A revision of another kind says nothing of deprecation.
      expect(schemas["Customer"]!.deprecated).toBeUndefined();
    });
  }

  it("marks them in the JSON Schemas, which compile in ajv's strict mode", () => {
    const files = jsonSchemaEmitter.emit(model);
    const ajv = strictAjv();
    for (const file of files) ajv.addSchema(JSON.parse(file.content));
    for (const file of files) expect(ajv.getSchema(JSON.parse(file.content).$id), file.path).toBeDefined();
    const order = JSON.parse(files.find((f) => f.path === "json-schema/Order.json")!.content);
    expect(order.properties.Note.deprecated).toBe(true);
    expect(JSON.parse(files.find((f) => f.path === "json-schema/Grade.json")!.content).deprecated).toBe(true);
  });

  it("tags them @deprecated in TypeScript with the revision's words, escaped, and the modules still compile", () => {
    const modules = buildTypeScriptModules(model);
    const order = modules.get("Order.ts")!;
    expect(order).toContain("   * A free-text note\n   *\n   * @deprecated Use Notes instead. *\\/ @internal\n   */\n  Note: string | null;");
    expect(order).toMatch(/@deprecated\n {3}\*\/\n {2}OldCustomer\?: Customer \| null;/);
    expect(order).toContain("  Grade: Grade | null;\n  Total: number | null;\n");
    expect(order).toMatch(/@deprecated\n {3}\*\/\n {2}"OldCustomer@odata\.bind"\?: string \| null;/);
    expect(modules.get("Grade.ts")).toContain("@deprecated Use the numeric Score instead");
    expect(modules.get("Customer.ts")).not.toContain("@deprecated");
    expect(compileStrict(new Map([...modules].map(([path, text]) => [`types/${path}`, text])))).toEqual([]);
  });

  it("says so in the docs, after the description", () => {
    const pages = buildDocsPages(model);
    const legacy = pages.sets.find((p) => p.name === "LegacyOrders")!;
    expect(legacy.description).toBe("Deprecated: Read Orders.");
    const orders = pages.sets.find((p) => p.name === "Orders")!;
    expect(orders.fields.find((f) => f.name === "Note")!.description).toBe("A free-text note. Deprecated: Use Notes instead. */ @internal.");
    expect(orders.relationships.find((r) => r.name === "OldCustomer")!.description).toBe("Deprecated.");
    expect(orders.fields.find((f) => f.name === "Total")!.description).toBe("");
    expect(pages.sets.find((p) => p.name === "Archives")!.typeDescription).toBe("Deprecated: Read Orders.");
    expect(orders.typeDescription).toBe("");
  });

  it("says so in the docs index, for sets, operations, imports and types", () => {
    const { index } = buildDocsPages(model);
    expect(index.sets.find((s) => s.name === "LegacyOrders")!.description).toBe("Deprecated: Read Orders.");
    expect(index.sets.find((s) => s.name === "Orders")!.description).toBe("");
    expect(index.operations.find((o) => o.name === "Close")).toMatchObject({ description: "Deprecated.", imports: "Close, Shut (deprecated)" });
    expect(index.enumTypes.find((t) => t.name === "Grade")!.description).toBe("Deprecated: Use the numeric Score instead.");
  });
});
