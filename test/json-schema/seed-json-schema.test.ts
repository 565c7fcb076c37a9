import { beforeAll, describe, expect, it } from "vitest";
import type { Ajv2020 } from "ajv/dist/2020.js";
import { buildJsonSchemaDocuments, jsonSchemaEmitter, schemaUri, type JsonSchemaDocument } from "../../src/emitters/json-schema/index.js";
import type { Model } from "../../src/model/types.js";
import { loadSeedModel } from "../support/seed.js";
import { strictAjv } from "./tiny-model.js";

const BASE = "https://edmgen.dev/BusinessData/json-schema/";
const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const OTHER_ID = "7C9E6679-7425-40DE-944B-E07FC1F90AE7";

let model: Model;
let documents: Map<string, JsonSchemaDocument>;
let ajv: Ajv2020;

beforeAll(() => {
  model = loadSeedModel();
  documents = buildJsonSchemaDocuments(model);
  ajv = strictAjv();
  for (const document of documents.values()) ajv.addSchema(document);
});

function verdict(name: string, value: unknown): boolean {
  const validate = ajv.getSchema(schemaUri(model, name));
  if (!validate) throw new Error(`no schema ${name}`);
  return validate(value) as boolean;
}

describe("the seed model's JSON Schemas", () => {
  it("compile in ajv strict mode, every one", () => {
    for (const document of documents.values()) expect(typeof ajv.getSchema(document.$id)).toBe("function");
  });

  it("have stable ids and relative references", () => {
    const price = documents.get("Price.json")!;
    expect(price.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(price.$id).toBe(`${BASE}Price.json`);
    expect(price.properties?.["PriceList"]).toEqual({ anyOf: [{ $ref: "PriceList.json" }, { type: "null" }] });
    expect(price.$defs?.["collection"]?.properties?.["value"]).toEqual({ type: "array", items: { $ref: "Price.json" } });
    expect(schemaUri(model, "Price-create")).toBe(`${BASE}Price.json#/$defs/create`);
  });

  it("hold one document per type: the record at the root, its variants under $defs", () => {
    expect(documents.size).toBe(model.entityTypes.length + model.complexTypes.length + model.enumTypes.length + 1);
    for (const type of model.entityTypes) expect(documents.get(`${type.name}.json`)?.$defs).toHaveProperty("collection");
    expect(Object.keys(documents.get("Price.json")!.$defs!)).toEqual(["collection", "create", "update"]);
  });

  it("give writable sets create and update bodies and nothing else bodies", () => {
    const bodies = [...documents]
      .flatMap(([file, document]) => Object.keys(document.$defs ?? {}).map((def) => `${file.replace(/\.json$/, "")}-${def}.json`))
      .filter((f) => /-(create|update)\.json$/.test(f))
      .sort();
    const writable = [
      "Activity_Document",
      "Event",
      "EventParticipation",
      "Price",
      "ProductLine",
      "Resource",
      "Template_Document",
    ];
    expect(bodies).toEqual(writable.flatMap((t) => [`${t}-create.json`, `${t}-update.json`]).sort());
    expect(documents.get("PhaseChange.json")?.$defs).toHaveProperty("body");
    expect(documents.has("odata.error.json")).toBe(true);
    expect(documents.get("Datastore_Unit.json")?.$defs).toHaveProperty("collection");
  });

  it("are what the emitter writes, one file each, with a trailing newline", () => {
    const files = jsonSchemaEmitter.emit(model);
    expect(files.map((f) => f.path)).toEqual([...documents.keys()].map((f) => `json-schema/${f}`));
    // The emitter writes from the schema set the OpenAPI documents share and rewrites the
    // references in the text: byte for byte what serialising the documents gives.
    for (const file of files) expect(file.content).toBe(`${JSON.stringify(documents.get(file.path.slice("json-schema/".length)), null, 2)}\n`);
    expect(jsonSchemaEmitter.emit(model)).toEqual(files);
  });
});

describe("sample payloads of the seed model", () => {
  const lookup = { ID, Name: "Piece", Code: "pc", LocalizedName: null, IsDefault: true };
  const productLine = {
    ID,
    Description: "Chair",
    LocalizedDescription: null,
    ExtraDescription: null,
    Quantity: 5,
    Price: 12.5,
    PriceInCurrency: null,
    PurchasePrice: null,
    TotalPurchasePrice: null,
    DiscountPercentage: 0,
    Currency: "EUR",
    IsPriceManuallyChanged: false,
    IsBilled: false,
    IsProcessableInParent: true,
    Total: 62.5,
    TotalExcludingVat: 62.5,
    TotalIncludingVat: 75.63,
    TotalInCurrency: null,
    TotalExcludingVatInCurrency: null,
    TotalIncludingVatInCurrency: null,
    VatPercentage: 21,
    VatAmount: 13.13,
    VatAmountInCurrency: null,
    VatAmountIncludingDiscount: null,
    VatAmountIncludingDiscountInCurrency: null,
    StartDate: "2024-01-31T09:00:00+01:00",
    EndDate: null,
    BilledUntil: "2024-02-01T00:00Z",
  };

  // given: a schema file and a payload; want: the verdict.
  const cases: [string, string, unknown, boolean][] = [
    ["a unit as read", "Datastore_Unit", lookup, true],
    ["a unit with instance annotations", "Datastore_Unit", { "@odata.etag": 'W/"1"', ...lookup }, true],
    ["a unit without IsDefault", "Datastore_Unit", { ID, Name: "x", Code: "x", LocalizedName: null }, false],
    ["a unit with a bad ID", "Datastore_Unit", { ...lookup, ID: "42" }, false],
    ["a unit with a null ID", "Datastore_Unit", { ...lookup, ID: null }, false],
    ["a product line as read", "ProductLine", productLine, true],
    [
      "a product line with its activity expanded",
      "ProductLine",
      { ...productLine, Activity: { ID: OTHER_ID, Subject: "Quote", IsClosed: false, CreationDate: null } },
      true,
    ],
    ["a product line with a null activity expanded", "ProductLine", { ...productLine, Activity: null }, true],
    [
      "a product line with its time registrations expanded",
      "ProductLine",
      { ...productLine, BilledTimeRegistrations: [{ ID: OTHER_ID }] },
      true,
    ],
    [
      "a product line with a bad expanded record",
      "ProductLine",
      { ...productLine, BilledTimeRegistrations: [{ ID: "x" }] },
      false,
    ],
    ["a product line with a quantity as text", "ProductLine", { ...productLine, Quantity: "5" }, false],
    ["a product line with a local start date", "ProductLine", { ...productLine, StartDate: "2024-01-31T09:00:00" }, false],
    [
      "a product line create body",
      "ProductLine-create",
      { Description: "Chair", Quantity: 5, "Activity@odata.bind": `Activity_Document(${ID})` },
      true,
    ],
    ["an empty product line create body", "ProductLine-create", {}, true],
    ["a create body with the computed key", "ProductLine-create", { ID, Quantity: 5 }, false],
    ["a create body with an unknown field", "ProductLine-create", { Quantity: 5, Colour: "red" }, false],
    ["a create body with an empty bind", "ProductLine-create", { "Activity@odata.bind": "" }, false],
    [
      "a create body binding a collection navigation (an array of links)",
      "ProductLine-create",
      { "BilledTimeRegistrations@odata.bind": ["TimeRegistration(1)"] },
      true,
    ],
    [
      "a create body binding a collection navigation with one link, not an array",
      "ProductLine-create",
      { "BilledTimeRegistrations@odata.bind": "TimeRegistration(1)" },
      false,
    ],
    ["a create body with an expanded navigation", "ProductLine-create", { Activity: { ID } }, false],
    ["an update body", "ProductLine-update", { Quantity: null, IsBilled: true }, true],
    ["an update body with the key", "ProductLine-update", { ID }, false],
    ["a resource create body", "Resource-create", { Name: "Room 1", Token: "r1", "Email@odata.bind": `Email(${ID})` }, true],
    ["a phase change", "PhaseChange-body", { ID, PhaseID: OTHER_ID }, true],
    ["a phase change without the phase", "PhaseChange-body", { ID }, false],
    ["a phase change with a null phase", "PhaseChange-body", { ID, PhaseID: null }, false],
    ["a phase change with an extra field", "PhaseChange-body", { ID, PhaseID: OTHER_ID, Note: "x" }, false],
    [
      "a list of units",
      "Datastore_Unit-collection",
      { "@odata.context": "$metadata#Datastore_Unit", "@odata.count": 1, value: [lookup] },
      true,
    ],
    [
      "a list page with a next link",
      "Datastore_Unit-collection",
      { value: [], "@odata.nextLink": "Datastore_Unit?$skiptoken=1" },
      true,
    ],
    ["a list without value", "Datastore_Unit-collection", { "@odata.count": 0 }, false],
    ["a list with a negative count", "Datastore_Unit-collection", { "@odata.count": -1, value: [] }, false],
    [
      "an error",
      "odata.error",
      { error: { code: "404", message: "Not found", target: null, details: [{ code: "x", message: "y" }] } },
      true,
    ],
    [
      "an error with an inner error",
      "odata.error",
      { error: { code: "500", message: "Oops", innererror: { trace: [] } } },
      true,
    ],
    ["an error without a message", "odata.error", { error: { code: "400" } }, false],
    [
      "an error detail without a code",
      "odata.error",
      { error: { code: "400", message: "Bad", details: [{ message: "y" }] } },
      false,
    ],
  ];

  it.each(cases)("%s (%s) -> %s", (_name, file, payload, want) => {
    expect(verdict(file, payload)).toBe(want);
  });
});
