/**
 * Capabilities annotations that withhold system query options (CountRestrictions, TopSupported,
 * SkipSupported, SortRestrictions, SelectSupport, ExpandRestrictions) take the options out of the
 * OpenAPI document and the docs, as the OASIS CSDL-to-OpenAPI mapping does: no output offers what
 * `$metadata` withholds.
 */
import type { OpenAPIV3 } from "openapi-types";
import { describe, expect, it } from "vitest";
import { buildDocsPages, docsEmitter } from "../../src/emitters/docs/index.js";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { tinyModel } from "../support/tiny-model.js";

const MODEL = `entityTypes:
  Shift:
    key: [ID]
    fields:
      ID: Guid
      Title: String
      Start: DateTimeOffset
    relationships:
      Depot: { target: Depot, cardinality: "N:1" }
      Crew: { target: Depot, cardinality: "N:1" }
  Depot:
    key: [ID]
    fields:
      ID: Guid
      Name: String
    relationships:
      Shifts: { target: Shift, cardinality: "1:N", partner: Depot }
entitySets:
  Shifts:
    type: Shift
    annotations:
      Org.OData.Capabilities.V1.CountRestrictions: { Countable: false }
      Org.OData.Capabilities.V1.TopSupported: false
      Capabilities.SkipSupported: false
      Org.OData.Capabilities.V1.SortRestrictions: { NonSortableProperties: [Title] }
      Org.OData.Capabilities.V1.ExpandRestrictions: { NonExpandableProperties: [Crew] }
  Depots:
    type: Depot
    annotations:
      Org.OData.Capabilities.V1.ExpandRestrictions: { Expandable: false }
      Org.OData.Capabilities.V1.SelectSupport: { Supported: false }
      Org.OData.Capabilities.V1.SortRestrictions: { Sortable: false }
singletons:
  Main:
    type: Depot
    annotations:
      Org.OData.Capabilities.V1.SelectSupport: { Supported: false }
`;

const model = tinyModel(MODEL);
const document = buildOpenApi31(model);
/** The query parameter names of an operation, and the values a parameter's list offers. */
const parameters = (path: string, method: "get" = "get") =>
  ((document.paths?.[path]?.[method]?.parameters ?? []) as OpenAPIV3.ReferenceObject[]).map((ref) => {
    const parameter = document.components!.parameters![ref.$ref.split("/").pop()!] as OpenAPIV3.ParameterObject;
    const items = (parameter.schema as { items?: { enum?: string[] } } | undefined)?.items;
    return { name: parameter.name, values: items?.enum };
  });
const names = (path: string) => parameters(path).map((p) => p.name);
const valuesOf = (path: string, name: string) => parameters(path).find((p) => p.name === name)?.values;

describe("query options a set's annotations withhold", () => {
  it("leave the list without $count, $top and $skip, and its lists without the names withheld", () => {
    expect(names("/Shifts")).toEqual(["$filter", "$select", "$orderby", "$expand"]);
    expect(valuesOf("/Shifts", "$orderby")).toEqual(["ID", "ID asc", "ID desc", "Start", "Start asc", "Start desc"]);
    expect(valuesOf("/Shifts", "$expand")).toEqual(["*", "Depot"]);
    // The record read by key: the same $expand list.
    expect(valuesOf("/Shifts({ID})", "$expand")).toEqual(["*", "Depot"]);
  });

  it("leave out $select, $orderby and $expand where the set says so, for the list and the record, and through relationships bound to the set", () => {
    expect(names("/Depots")).toEqual(["$filter", "$top", "$skip", "$count"]);
    expect(names("/Depots({ID})")).toEqual([]);
    expect(names("/Shifts({ID})/Depot")).toEqual([]);
    // A singleton's own annotations: no $select; its type's relationships still expand.
    expect(names("/Main")).toEqual(["$expand"]);
  });

  it("keep the full lists of the type for other uses (the collection through Depot's relationship is the Shifts set's)", () => {
    expect(names("/Depots({ID})/Shifts")).toEqual(names("/Shifts"));
    expect(document.components!.parameters!["Shift.orderby"]).toBeUndefined();
    expect(document.components!.parameters!["Shift.orderby-Shifts"]).toBeDefined();
  });

  it("have lists named apart from every type's and other set's, also where a set is named like a type", () => {
    const named = tinyModel(`entityTypes:
  Price:
    key: [ID]
    fields:
      ID: Guid
      Amount: Decimal
      Currency: String
entitySets:
  Price:
    type: Price
    annotations: { Capabilities.SortRestrictions: { NonSortableProperties: [Currency] } }
  AllPrices: { type: Price }
`);
    const openApi = buildOpenApi31(named);
    const orderbyOf = (path: string) => {
      const ref = (openApi.paths?.[path]?.get?.parameters as OpenAPIV3.ReferenceObject[]).find((p) => p.$ref.includes("orderby"))!;
      return ((openApi.components!.parameters![ref.$ref.split("/").pop()!] as OpenAPIV3.ParameterObject).schema as { items: { enum: string[] } }).items.enum;
    };
    expect(orderbyOf("/Price")).not.toContain("Currency");
    expect(orderbyOf("/AllPrices")).toContain("Currency");
  });

  it("are said on the docs pages, whose Inline column and Query options table offer only the rest", () => {
    const pages = buildDocsPages(model);
    const shifts = pages.sets.find((p) => p.name === "Shifts")!;
    expect(shifts.queryOptions.map((r) => r.option)).toEqual(["$filter", "$select", "$expand", "$orderby"]);
    expect(shifts.withheldOptions).toBe("Not offered here, as the Capabilities annotations in `$metadata` say: `$count`; `$top`; `$skip`; `$orderby` by `Title`; `$expand` of `Crew`.");
    expect(shifts.relationships.map((r) => r.inline)).toEqual(["/odata/Shifts({ID})?$expand=Depot", ""]);
    const depots = pages.sets.find((p) => p.name === "Depots")!;
    expect(depots.queryOptions.map((r) => r.option)).toEqual(["$filter", "$top", "$skip", "$count"]);
    expect(depots.relationships.map((r) => r.inline)).toEqual([""]);
    const main = pages.singletons.find((p) => p.name === "Main")!;
    expect(main.queryOptions.map((r) => [r.option, r.requests])).toEqual([["$expand", "get"]]);
    expect(main.withheldOptions).toBe("Not offered here, as the Capabilities annotations in `$metadata` say: `$select`.");
  });

  it("leave @odata.count out of the page a docs page says a list answers with, where $count is withheld", () => {
    const files = docsEmitter.emit(model);
    const pageSentence = (set: string) => files.find((f) => f.path === `docs/sets/${set}.md`)!.content.split("\n").find((line) => line.startsWith("A list answers with a page"));
    expect(pageSentence("Shifts")).toBe("A list answers with a page: the records in `value` and `@odata.nextLink`, the URL of the next page, while more records follow.");
    expect(pageSentence("Depots")).toBe(
      "A list answers with a page: the records in `value`, `@odata.count` when `$count=true` was asked for, and `@odata.nextLink`, the URL of the next page, while more records follow.",
    );
  });
});

describe("$search, offered only where SearchRestrictions says the records are searchable", () => {
  const searchable = tinyModel(`entityTypes:
  Note:
    key: [ID]
    fields: { ID: Guid, Text: String }
    relationships:
      Topic: { target: Topic, cardinality: "N:1" }
  Topic:
    key: [ID]
    fields: { ID: Guid }
    relationships:
      Notes: { target: Note, cardinality: "1:N", partner: Topic }
entitySets:
  Notes:
    type: Note
    annotations:
      Org.OData.Capabilities.V1.SearchRestrictions: { Searchable: true }
  Topics:
    type: Topic
    bindings: { Notes: Notes }
    annotations:
      Org.OData.Capabilities.V1.SearchRestrictions: { Searchable: false }
  Archive: { type: Note, readOnly: true }
`);
  const openApi = buildOpenApi31(searchable);
  const namesOf = (path: string) =>
    ((openApi.paths?.[path]?.get?.parameters ?? []) as OpenAPIV3.ReferenceObject[]).map((ref) => (openApi.components!.parameters![ref.$ref.split("/").pop()!] as OpenAPIV3.ParameterObject).name);

  it("on the set's list and the lists of its records through relationships bound to it, not on records read by key", () => {
    expect(namesOf("/Notes")).toEqual(["$filter", "$search", "$select", "$orderby", "$expand", "$top", "$skip", "$count"]);
    expect(namesOf("/Topics({ID})/Notes")).toContain("$search");
    expect(namesOf("/Notes({ID})")).not.toContain("$search");
    const parameter = openApi.components!.parameters!.search as OpenAPIV3.ParameterObject;
    expect(parameter).toMatchObject({ name: "$search", in: "query", allowReserved: true, schema: { type: "string", minLength: 1 } });
  });

  it("not where it says Searchable false, nor where it says nothing (a feature of the service's own, not assumed)", () => {
    expect(namesOf("/Topics")).not.toContain("$search");
    expect(namesOf("/Archive")).not.toContain("$search");
    expect(names("/Shifts")).not.toContain("$search");
  });

  it("and the docs page of the set lists it", () => {
    const pages = buildDocsPages(searchable);
    expect(pages.sets.find((p) => p.name === "Notes")!.queryOptions.map((r) => r.option)).toContain("$search");
    expect(pages.sets.find((p) => p.name === "Archive")!.queryOptions.map((r) => r.option)).not.toContain("$search");
  });
});

describe("$select and $orderby through complex fields", () => {
  const document = buildOpenApi31(
    tinyModel(`complexTypes:
  Geo: { fields: { Lat: Double, Lon: Double, Tags: { type: String, collection: true } } }
  Address: { fields: { City: String, Where: Geo, Photo: Binary } }
  Info: { fields: { Code: { type: String, nullable: false } } }
entityTypes:
  Doc:
    key: [{ path: Info/Code, alias: Code }]
    fields:
      Info: { type: Info, nullable: false }
      Title: String
      Home: Address
      Past: { type: Address, collection: true }
entitySets:
  Docs:
    type: Doc
    annotations:
      Org.OData.Capabilities.V1.SortRestrictions: { NonSortableProperties: [Home/Where/Lon] }
`),
  );
  const enumOf = (name: string) => ((document.components?.parameters?.[name] as OpenAPIV3.ParameterObject).schema as { items: { enum: string[] } }).items.enum;

  it("$select: the members of complex fields by path, nested ones and those of collection-valued fields too (the key's own path among them)", () => {
    expect(enumOf("Doc.select")).toEqual([
      "*",
      "Info",
      "Title",
      "Home",
      "Past",
      "Info/Code",
      "Home/City",
      "Home/Where",
      "Home/Photo",
      "Home/Where/Lat",
      "Home/Where/Lon",
      "Home/Where/Tags",
      "Past/City",
      "Past/Where",
      "Past/Photo",
      "Past/Where/Lat",
      "Past/Where/Lon",
      "Past/Where/Tags",
    ]);
  });

  it("$orderby: primitive members of single-valued complex fields only, as by primitive fields, and not what SortRestrictions withholds", () => {
    const sortable = ["Title", "Info/Code", "Home/City", "Home/Where/Lat"];
    expect(enumOf("Doc.orderby-Docs")).toEqual(sortable.flatMap((name) => [name, `${name} asc`, `${name} desc`]));
  });
});
