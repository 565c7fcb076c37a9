import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { buildSchemaSet } from "../../src/emitters/json-schema/index.js";
import { LICENCE_WARNING, redoclyProblems } from "../support/redocly.js";
import { tinyModel } from "../support/tiny-model.js";

// Orders contain their lines (a collection) and a shipping record (single); lines contain notes
// and lead to a product that is not contained. Folders contain folders without end.
const model = tinyModel(`
entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Lines: { target: Line, cardinality: "1:N", containsTarget: true }
      Shipping: { target: Shipping, cardinality: "N:1", containsTarget: true }
  Line:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Quantity: Int32
    relationships:
      Notes: { target: Note, cardinality: "1:N", containsTarget: true }
      Product: { target: Product, cardinality: "N:1" }
  Note:
    key: [Number]
    fields:
      Number: { type: Int32, nullable: false }
  Shipping:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Product:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Folder:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Folders: { target: Folder, cardinality: "1:N", containsTarget: true }
entitySets:
  Orders: { type: Order, updateMethod: PATCH }
  Archive: { type: Order, readOnly: true }
  Products: { type: Product, readOnly: true }
  Folders: { type: Folder, readOnly: true }
`);

type Document = { paths: Record<string, Record<string, { operationId?: string; parameters?: { name?: string; $ref?: string }[] }>> };

function operations(document: Document, prefix: string): string[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, item]) =>
      ["get", "put", "post", "patch", "delete"].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${item[m]!.operationId}`),
    )
    .sort();
}

describe("paths into contained records", () => {
  const document = buildOpenApi31(model) as unknown as Document;

  it("create contained records with the headers of any create", () => {
    const responses = (document.paths["/Orders({ID})/Lines({ID_1})/Notes"] as { post: { responses: Record<string, { headers?: object }> } }).post.responses;
    expect(responses["201"]?.headers).toEqual({ Location: { $ref: "#/components/headers/Location" } });
    expect(Object.keys(responses["204"]?.headers ?? {})).toEqual(["Location", "OData-EntityId"]);
  });

  it("go on below the container, with the container's operations", () => {
    expect(operations(document, "/Orders(")).toEqual([
      "DELETE /Orders({ID}) Orders.delete",
      "DELETE /Orders({ID})/Lines({ID_1}) Orders.Lines.delete",
      "DELETE /Orders({ID})/Lines({ID_1})/Notes({Number}) Orders.Lines.Notes.delete",
      "DELETE /Orders({ID})/Shipping Orders.Shipping.delete",
      "GET /Orders({ID}) Orders.get",
      "GET /Orders({ID})/Lines Orders.Lines.list",
      "GET /Orders({ID})/Lines({ID_1}) Orders.Lines.get",
      "GET /Orders({ID})/Lines({ID_1})/Notes Orders.Lines.Notes.list",
      "GET /Orders({ID})/Lines({ID_1})/Notes({Number}) Orders.Lines.Notes.get",
      "GET /Orders({ID})/Lines({ID_1})/Product Orders.Lines.Product.get",
      "GET /Orders({ID})/Shipping Orders.Shipping.get",
      "PATCH /Orders({ID}) Orders.update",
      "PATCH /Orders({ID})/Lines({ID_1}) Orders.Lines.update",
      "PATCH /Orders({ID})/Lines({ID_1})/Notes({Number}) Orders.Lines.Notes.update",
      "PATCH /Orders({ID})/Shipping Orders.Shipping.update",
      "POST /Orders({ID})/Lines Orders.Lines.create",
      "POST /Orders({ID})/Lines({ID_1})/Notes Orders.Lines.Notes.create",
    ]);
    // A read-only container: contained records are only read.
    expect(operations(document, "/Archive(").filter((op) => !op.startsWith("GET "))).toEqual([]);
    expect(operations(document, "/Archive(")).toContain("GET /Archive({ID})/Lines({ID_1})/Notes({Number}) Archive.Lines.Notes.get");
  });

  it("name every key in the path once, numbering repeated names", () => {
    const item = document.paths["/Orders({ID})/Lines({ID_1})/Notes({Number})"]!;
    const parameters = (item as unknown as { parameters: { name?: string; $ref?: string; in?: string }[] }).parameters;
    expect(parameters.map((p) => p.$ref ?? `${p.in}:${p.name}`)).toEqual(["#/components/parameters/Order.key.ID", "path:ID_1", "path:Number"]);
  });

  it("stop after four levels of containment", () => {
    const folders = Object.keys(document.paths).filter((p) => p.startsWith("/Folders("));
    expect(folders.at(-1)).toBe("/Folders({ID})/Folders({ID_1})/Folders({ID_2})/Folders({ID_3})/Folders");
    expect(folders).toHaveLength(8);
  });

  it("have bodies for contained records written through their container", () => {
    const names = buildSchemaSet(model).schemas.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Line-create", "Line-update", "Note-create", "Shipping-update"]));
    expect(names).not.toContain("Product-create");
  });

  it("validate with swagger-parser and lint clean in both versions", async () => {
    for (const built of [buildOpenApi31(model), buildOpenApi30(model)]) {
      await expect(SwaggerParser.validate(structuredClone(built) as never)).resolves.toBeTruthy();
      expect(await redoclyProblems(built)).toEqual([LICENCE_WARNING]);
    }
  });
});

/** The service of the finer points' models: PATCH, the format's default update method. */
const EDGE_SERVICE = `service:
  name: Edge
  namespace: Edge
  title: Edge
  version: 1.0.0
  basePath: /odata
`;

describe("contained records, the finer points", () => {
  const edge = tinyModel(`${EDGE_SERVICE}  keyPathStyle: segment
  updateMethod: PATCH
entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Shipping: { target: Shipping, cardinality: "N:1", containsTarget: true }
      Parts: { target: Part, cardinality: "1:N", containsTarget: true }
      Scans: { target: Scan, cardinality: "1:N", containsTarget: true }
  Shipping:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Label: { target: Label, cardinality: "N:1", containsTarget: true }
  Label:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Part:
    abstract: true
    fields:
      Name: String
  Scan:
    key: [ID]
    hasStream: true
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Orders: { type: Order }
`);
  const document = buildOpenApi31(edge) as unknown as { paths: Record<string, Record<string, { responses?: Record<string, unknown>; operationId?: string; tags?: string[] }>> };

  it("answer 204 for an absent nullable contained record at any depth, and update like a set", () => {
    expect(Object.keys(document.paths["/Orders/{ID}/Shipping/Label"]!["get"]!.responses!)).toEqual(["200", "204", "4XX", "5XX"]);
    expect(Object.keys(document.paths["/Orders/{ID}/Shipping/Label"]!["patch"]!.responses!)).toEqual(["200", "204", "4XX", "5XX"]);
    expect(document.paths["/Orders/{ID}/Shipping/Label"]!["patch"]!.tags).toEqual(["Orders"]);
  });

  it("list and create records of a keyless type, but address none of them", () => {
    expect(Object.keys(document.paths).filter((p) => p.includes("/Parts"))).toEqual(["/Orders/{ID}/Parts"]);
  });

  it("give a contained media record its stream", () => {
    expect(Object.keys(document.paths["/Orders/{ID}/Scans/{ID_1}/$value"]!)).toEqual(["parameters", "get", "put"]);
    expect(document.paths["/Orders/{ID}/Scans/{ID_1}/$value"]!["get"]!.operationId).toBe("Orders.Scans.getMedia");
  });

  it("have only the bodies their paths use: no create body for a single contained record", () => {
    const names = buildSchemaSet(edge).schemas.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Shipping-update", "Label-update", "Scan-update", "Part-create"]));
    // Scan is a media entity: created from its stream, never from a JSON body.
    expect(names).not.toContain("Scan-create");
    expect(names).not.toContain("Shipping-create");
    expect(names).not.toContain("Label-create");
    expect(names).not.toContain("Part-update");
  });

  it("write no POST into a contained collection the root's NavigationRestrictions make uninsertable, and no create body for it", () => {
    const restricted = tinyModel(`${EDGE_SERVICE}entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Lines: { target: Line, cardinality: "1:N", containsTarget: true }
      Notes: { target: Note, cardinality: "1:N", containsTarget: true }
  Line:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Note:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Orders:
    type: Order
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - NavigationProperty: { $NavigationPropertyPath: Lines }
            InsertRestrictions: { Insertable: false }
`);
    const paths = buildOpenApi31(restricted).paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths["/Orders({ID})/Lines"]!)).toEqual(["parameters", "get"]);
    expect(Object.keys(paths["/Orders({ID})/Notes"]!)).toEqual(["parameters", "get", "post"]);
    // Lines are still read, updated and deleted one by one; they are never created, so they have no create body.
    expect(Object.keys(paths["/Orders({ID})/Lines({ID_1})"]!)).toEqual(["parameters", "get", "patch", "delete"]);
    const schemas = buildOpenApi31(restricted).components!.schemas!;
    expect(schemas["Line-create"]).toBeUndefined();
    expect(schemas["Note-create"]).toBeDefined();
  });

  it("follow the root's other NavigationRestrictions for a contained path: no list, read, update, delete or addressing by key where they withhold it", () => {
    const restricted = tinyModel(`${EDGE_SERVICE}entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Fixed: { target: Line, cardinality: "1:N", containsTarget: true }
      ByKeyOnly: { target: Line, cardinality: "1:N", containsTarget: true }
      ListOnly: { target: Line, cardinality: "1:N", containsTarget: true }
  Line:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Notes: { target: Note, cardinality: "1:N", containsTarget: true }
  Note:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Orders:
    type: Order
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - NavigationProperty: Fixed
            UpdateRestrictions: { Updatable: false }
            DeleteRestrictions: { Deletable: false }
          - NavigationProperty: ByKeyOnly
            ReadRestrictions: { Readable: false, ReadByKeyRestrictions: { Readable: true } }
          - NavigationProperty: ListOnly
            IndexableByKey: false
          - NavigationProperty: Fixed/Notes
            ReadRestrictions: { Readable: false }
`);
    const document = buildOpenApi31(restricted);
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const methods = (path: string) => (paths[path] === undefined ? undefined : Object.keys(paths[path]!).filter((k) => k !== "parameters"));
    expect(methods("/Orders({ID})/Fixed({ID_1})")).toEqual(["get"]);
    expect(methods("/Orders({ID})/Fixed({ID_1})/Notes")).toEqual(["post"]);
    expect(methods("/Orders({ID})/Fixed({ID_1})/Notes({ID_2})")).toEqual(["patch", "delete"]);
    // Listing is withheld, reading by key is not: the first GET is written with the set's navigation paths.
    expect(methods("/Orders({ID})/ByKeyOnly")).toEqual(["post"]);
    expect(methods("/Orders({ID})/ByKeyOnly({ID_1})")).toEqual(["get", "patch", "delete"]);
    // Not indexable by key: listed and created in, no record path and nothing below one.
    expect(methods("/Orders({ID})/ListOnly")).toEqual(["get", "post"]);
    expect(Object.keys(paths).filter((p) => p.startsWith("/Orders({ID})/ListOnly("))).toEqual([]);
    // A contained record that is never updated there needs no update body of its own here; Notes are updated.
    expect(document.components!.schemas!["Note-update"]).toBeDefined();
  });

  it("keep a single contained record's update and delete where its entry says IndexableByKey false, which speaks of collections only", () => {
    const single = tinyModel(`${EDGE_SERVICE}entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Shipping: { target: Ship, cardinality: "N:1", containsTarget: true }
  Ship:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Street: { type: String }
entitySets:
  Orders:
    type: Order
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - NavigationProperty: Shipping
            IndexableByKey: false
`);
    const document = buildOpenApi31(single);
    expect(Object.keys(document.paths!["/Orders({ID})/Shipping"]!).filter((k) => k !== "parameters")).toEqual(["get", "patch", "delete"]);
    // The update body the other outputs have is the one this path takes.
    expect(document.components!.schemas!["Ship-update"]).toBeDefined();
  });

  it("validate in both versions", async () => {
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi31(edge)) as never)).resolves.toBeTruthy();
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi30(edge)) as never)).resolves.toBeTruthy();
  });
});
