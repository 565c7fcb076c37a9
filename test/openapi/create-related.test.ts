import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { buildCsdlJson } from "../../src/emitters/csdl/index.js";
import type { CsdlObject } from "../../src/emitters/csdl/index.js";
import { buildDocsPages } from "../../src/emitters/docs/index.js";
import { jsonSchemaEmitter } from "../../src/emitters/json-schema/index.js";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import { typescriptEmitter } from "../../src/emitters/typescript/index.js";
import type { Model } from "../../src/model/types.js";
import { importToModel } from "../import/support/import-to-model.js";
import { tinyModel } from "../support/tiny-model.js";

// Creating a record already related to another (OData Protocol 4.01, section 11.4.2: a POST to a
// collection-valued navigation), where the model lists the relationship in `createRelated`.

const model = tinyModel(`
entityTypes:
  Customer:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Orders: { target: Order, cardinality: "1:N", partner: Customer }
      Invoices: { target: Invoice, cardinality: "1:N" }
      Notes: { target: Note, cardinality: "1:N" }
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Total: Decimal
    relationships:
      Customer: { target: Customer, cardinality: "N:1", partner: Orders }
  Invoice:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Note:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Text: String
entitySets:
  # Listed in any order; kept in the type's relationship order.
  Customers: { type: Customer, readOnly: true, createRelated: [Notes, Orders] }
  Archive: { type: Customer, operations: [delete], createRelated: [Orders] }
  Orders: { type: Order, readOnly: true }
  Invoices: { type: Invoice }
singletons:
  Me: { type: Customer, updatable: false, createRelated: [Invoices] }
`);

const METHODS = ["get", "put", "patch", "post", "delete"] as const;

/** `METHOD path operationId` of every operation on a relationship path. */
function relationshipOperations(document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => /\/(Orders|Invoices|Notes)$/.test(path) && path !== "/Orders" && path !== "/Invoices")
    .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${(item[m] as { operationId: string }).operationId}`))
    .sort();
}

describe("createRelated", () => {
  const v31 = buildOpenApi31(model);

  it("adds a POST on exactly the listed relationships, beside their GET where records are read", () => {
    expect(relationshipOperations(v31 as never)).toEqual([
      "GET /Customers({ID})/Invoices Customers.Invoices.list",
      "GET /Customers({ID})/Notes Customers.Notes.list",
      "GET /Customers({ID})/Orders Customers.Orders.list",
      "GET /Me/Invoices Me.Invoices.list",
      "GET /Me/Notes Me.Notes.list",
      "GET /Me/Orders Me.Orders.list",
      // Archive's records are only deleted, not read: the path carries the POST alone.
      "POST /Archive({ID})/Orders Archive.Orders.create",
      "POST /Customers({ID})/Notes Customers.Notes.create",
      "POST /Customers({ID})/Orders Customers.Orders.create",
      "POST /Me/Invoices Me.Invoices.create",
    ]);
  });

  it("takes the target type's create body and answers 201 with the record", () => {
    const post = v31.paths?.["/Customers({ID})/Orders"]?.post;
    expect(post?.tags).toEqual(["Customers"]);
    expect(post?.summary).toBe("Create an Order record related to a Customers record through Orders");
    expect(post?.requestBody).toEqual({
      description: "The new record's fields.",
      required: true,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Order-create" } } },
    });
    expect((post?.responses?.["201"] as { content: unknown }).content).toEqual({ "application/json": { schema: { $ref: "#/components/schemas/Order" } } });
    // A create like any other: the new record's URL in Location, and its entity-id without a body.
    expect(Object.keys((post?.responses?.["201"] as { headers: object }).headers)).toEqual(["Location"]);
    expect(Object.keys((post?.responses?.["204"] as { headers: object }).headers)).toEqual(["Location", "OData-EntityId"]);
    expect(v31.paths?.["/Archive({ID})/Orders"]?.parameters).toEqual(v31.paths?.["/Archive({ID})"]?.parameters);
  });

  it("gives the target types create bodies in every schema output, though no set of theirs allows create", () => {
    // Orders is read-only and Note has no set: their create bodies exist for these POSTs alone.
    expect(Object.keys(v31.components?.schemas ?? {})).toEqual(expect.arrayContaining(["Order-create", "Note-create", "Invoice-create"]));
    const files = jsonSchemaEmitter.emit(model).map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(["json-schema/Order.json", "json-schema/Note.json"]));
    const order = JSON.parse(jsonSchemaEmitter.emit(model).find((f) => f.path === "json-schema/Order.json")!.content) as { $defs: Record<string, unknown> };
    expect(Object.keys(order.$defs)).toContain("create");
  });

  it("is valid OpenAPI in both versions", async () => {
    await SwaggerParser.validate(structuredClone(v31) as never);
    await SwaggerParser.validate(structuredClone(buildOpenApi30(model)) as never);
  });

  it("is stated in CSDL only where a reader would assume otherwise", () => {
    const container = (buildCsdlJson(model)["Tiny.Model"] as CsdlObject).Container as CsdlObject;
    const restrictions = (name: string) => (container[name] as CsdlObject)["@Capabilities.NavigationRestrictions"];
    // Customers: Orders leads to a read-only set (a reader assumes no create there) and is listed,
    // Invoices leads to an insertable set and is not, Notes has no target set and is listed.
    expect(restrictions("Customers")).toEqual({
      RestrictedProperties: [
        { NavigationProperty: "Orders", InsertRestrictions: { Insertable: true } },
        { NavigationProperty: "Invoices", InsertRestrictions: { Insertable: false } },
        { NavigationProperty: "Notes", InsertRestrictions: { Insertable: true } },
      ],
    });
    // Me: Invoices is what a reader assumes already; Orders and Notes read as not insertable anyway.
    expect(restrictions("Me")).toBeUndefined();
  });

  it("appears in the docs' operation tables", () => {
    const pages = buildDocsPages(model);
    const customers = pages.sets.find((p) => p.name === "Customers")!;
    expect(customers.operations.filter((o) => o.method === "POST")).toEqual([
      { operation: "Create related (Orders)", method: "POST", path: "/odata/Customers({ID})/Orders" },
      { operation: "Create related (Notes)", method: "POST", path: "/odata/Customers({ID})/Notes" },
    ]);
    expect(customers.readOnly).toBe(false);
    const me = pages.singletons.find((p) => p.name === "Me")!;
    expect(me.operations.map((o) => `${o.method} ${o.path}`)).toEqual(["GET /odata/Me", "POST /odata/Me/Invoices"]);
  });

  it("names the bodies of related creates in the TypeScript index", () => {
    const index = typescriptEmitter.emit(model).find((f) => f.path === "types/index.ts")!.content;
    expect(index).toContain("    createRelated: {\n      Orders: OrderCreate;\n      Notes: NoteCreate;\n    };\n");
    expect(index).toContain("    createRelated: {\n      Invoices: InvoiceCreate;\n    };\n");
  });
});

/** What each set and singleton creates through, by name. */
const createsOf = (m: Model) => Object.fromEntries([...m.entitySets, ...m.singletons].map((o) => [o.name, o.createRelated]));

describe("createRelated in $metadata and back", () => {
  const tricky = tinyModel(`
complexTypes:
  Address:
    fields:
      Street: String
    relationships:
      Orders: { target: Order, cardinality: "1:N" }
entityTypes:
  Profile:
    abstract: true
    fields:
      Name: String
    relationships:
      Notes: { target: Note, cardinality: "1:N" }
  Customer:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Home: Address
    relationships:
      Orders: { target: Order, cardinality: "1:N" }
      Notes: { target: Note, cardinality: "1:N" }
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Note:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Orders: { type: Order }
  ReadOnlyOrders: { type: Order, readOnly: true, bindings: {} }
  Notes: { type: Note, readOnly: true }
  Customers:
    type: Customer
    createRelated: [Orders]
    bindings: { Orders: Orders, Notes: Notes, Home/Orders: Orders }
    annotations:
      # Written with the vocabulary's alias: merged all the same.
      Capabilities.NavigationRestrictions:
        RestrictedProperties:
          - NavigationProperty: { $NavigationPropertyPath: Notes }
            ReadRestrictions: { Readable: true }
  Queue: { type: Customer, operations: [list, create], bindings: { Orders: Orders, Notes: Notes } }
singletons:
  Me: { type: Profile, createRelated: [Notes] }
`);
  const xml = csdlXmlEmitter.emit(tricky)[0]!.content;

  it("merges with the element's own NavigationRestrictions and covers relationships through complex fields", () => {
    const customers = xml.slice(xml.indexOf('<EntitySet Name="Customers"'), xml.indexOf("</EntitySet>", xml.indexOf('<EntitySet Name="Customers"')));
    expect(customers.match(/Term="Capabilities.NavigationRestrictions"/g)).toHaveLength(1);
    // Notes keeps its ReadRestrictions; Home/Orders leads to an insertable set and nothing creates through it.
    expect(customers).toContain('NavigationPropertyPath="Notes"/>');
    expect(customers).toContain('<PropertyValue Property="ReadRestrictions">');
    expect(customers).toContain('NavigationPropertyPath="Home/Orders"/>');
    // Queue's records are not addressed one by one: no paths by key, so nothing through relationships.
    const queue = xml.slice(xml.indexOf('<EntitySet Name="Queue"'), xml.indexOf("</EntitySet>", xml.indexOf('<EntitySet Name="Queue"')));
    expect(queue).toContain('<Annotation Term="Capabilities.IndexableByKey" Bool="false"/>');
    expect(queue).not.toContain("NavigationRestrictions");
  });

  it("is read back by edmgen import as the same createRelated, for sets and keyless singletons", () => {
    const { model: imported } = importToModel(xml, "metadata.xml");
    expect(createsOf(imported)).toEqual(createsOf(tricky));
    expect(createsOf(tricky)).toEqual({ Orders: [], ReadOnlyOrders: [], Notes: [], Customers: ["Orders"], Queue: [], Me: ["Notes"] });
  });
});

