import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { fullModel } from "../csdl/full-model.js";
import { tinyModel } from "../support/tiny-model.js";

// Relationships of complex types, followed from a record through its single-valued complex fields
// (`/Customers({ID})/Address/City`), as the OASIS CSDL-to-OpenAPI mapping writes them.

const model = tinyModel(`
complexTypes:
  Address:
    fields:
      Street: String
      Geo: Position
      Former: { type: Address, nullable: true }
    relationships:
      City: { target: City, cardinality: "N:1", nullable: false }
      Neighbours: { target: Customer, cardinality: "1:N" }
  Position:
    fields:
      Lat: Double
    relationships:
      Zone: { target: City, cardinality: "N:1" }
entityTypes:
  City:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Customer:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Address: Address
      Previous: { type: Address, collection: true }
entitySets:
  Customers: { type: Customer }
  Cities: { type: City, readOnly: true }
  Archive: { type: Customer, operations: [list, delete] }
singletons:
  Me: { type: Customer }
`);

const METHODS = ["get", "put", "patch", "post", "delete"] as const;

function operations(document: { paths?: Record<string, Record<string, unknown>> }, prefix: RegExp): string[] {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => prefix.test(path))
    .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${(item[m] as { operationId: string }).operationId}`))
    .sort();
}

describe("navigation through complex fields", () => {
  const v31 = buildOpenApi31(model);

  it("gives one GET per relationship of each single-valued complex field, nested ones too, from records that are read", () => {
    expect(operations(v31 as never, /\/(Address|Geo|Former)\//)).toEqual([
      // A complex type is not followed into itself (Address/Former), and collections of it (Previous) not at all.
      "GET /Customers({ID})/Address/City Customers.Address.City.get",
      "GET /Customers({ID})/Address/Geo/Zone Customers.Address.Geo.Zone.get",
      "GET /Customers({ID})/Address/Neighbours Customers.Address.Neighbours.list",
      "GET /Me/Address/City Me.Address.City.get",
      "GET /Me/Address/Geo/Zone Me.Address.Geo.Zone.get",
      "GET /Me/Address/Neighbours Me.Address.Neighbours.list",
    ]);
  });

  it("answers with the related record or collection, tagged with the set", () => {
    const city = v31.paths?.["/Customers({ID})/Address/City"];
    expect(city?.parameters).toEqual(v31.paths?.["/Customers({ID})"]?.parameters);
    expect(city?.get?.tags).toEqual(["Customers"]);
    expect(city?.get?.summary).toBe("Get the City of a Customers record's Address");
    expect(Object.keys(city?.get?.responses ?? {})).toEqual(["200", "4XX", "5XX"]);
    const neighbours = v31.paths?.["/Customers({ID})/Address/Neighbours"]?.get?.responses?.["200"];
    expect(neighbours).toEqual({
      description: "The related Customer records.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Customer-collection" } } },
    });
  });

  it("lists the paths through complex fields among the $expand values, after the type's own relationships", () => {
    const expand = v31.components?.parameters?.["Customer.expand"] as { schema: { items: { enum: string[] } } };
    expect(expand.schema.items.enum).toEqual(["*", "Address/City", "Address/Neighbours", "Address/Geo/Zone"]);
  });

  it("is valid OpenAPI in both versions, also for the full model", async () => {
    await SwaggerParser.validate(structuredClone(v31) as never);
    await SwaggerParser.validate(structuredClone(buildOpenApi30(model)) as never);
    const full = buildOpenApi31(fullModel());
    // The full model uses key segments; Homes, a collection of addresses, has no such paths.
    expect(Object.keys(full.paths ?? {}).filter((path) => path.includes("/Home"))).toEqual(["/Products/{ID}/Home/Region"]);
    await SwaggerParser.validate(structuredClone(full) as never);
  });
});
