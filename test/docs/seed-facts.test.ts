import { beforeAll, describe, expect, test } from "vitest";
import type { OutputFile } from "../../src/emitters/emitter.js";
import { docsEmitter } from "../../src/emitters/docs/index.js";
import { loadSeedModel } from "../support/seed.js";
import { tableAfter } from "./markdown-tables.js";

/**
 * The reference pages of the seed model state what the interface description states. The facts
 * below are the description's field and relationship tables, restated here: name, type (or
 * target) and cardinality, in the description's order. Every record also carries the identifier
 * `ID` (a Guid, from the common base type), which the description leaves unshown.
 */

let files: Map<string, string>;

beforeAll(() => {
  files = new Map(docsEmitter.emit(loadSeedModel()).map((f: OutputFile) => [f.path, f.content]));
});

const page = (set: string): string => {
  const text = files.get(`docs/sets/${set}.md`);
  if (text === undefined) throw new Error(`no page for ${set}`);
  return text;
};

const fieldFacts = (set: string) => tableAfter(page(set), "## Fields").map((r) => `${r.Field}: ${r.Type}${r["Inherited from"] === "—" ? "" : ` from ${r["Inherited from"]}`}`);
const relationshipFacts = (set: string) => tableAfter(page(set), "## Relationships").map((r) => `${r.Relationship} -> ${(r.Target ?? "").replace(/^\[(.*)\]\(.*\)$/, "$1")} ${r.Cardinality}`);

describe("ProductLine", () => {
  test("fields: the line's texts, amounts in Double, flags in Boolean, dates in DateTimeOffset", () => {
    const doubles = (...names: string[]) => names.map((n) => `${n}: Double`);
    expect(fieldFacts("ProductLine")).toEqual([
      "ID: Guid from Entity",
      "Description: String",
      "LocalizedDescription: String",
      "ExtraDescription: String",
      ...doubles("Quantity", "Price", "PriceInCurrency", "PurchasePrice", "TotalPurchasePrice", "DiscountPercentage"),
      "Currency: String",
      "IsPriceManuallyChanged: Boolean",
      "IsBilled: Boolean",
      "IsProcessableInParent: Boolean",
      ...doubles("Total", "TotalExcludingVat", "TotalIncludingVat", "TotalInCurrency", "TotalExcludingVatInCurrency", "TotalIncludingVatInCurrency"),
      ...doubles("VatPercentage", "VatAmount", "VatAmountInCurrency", "VatAmountIncludingDiscount", "VatAmountIncludingDiscountInCurrency"),
      "StartDate: DateTimeOffset",
      "EndDate: DateTimeOffset",
      "BilledUntil: DateTimeOffset",
    ]);
  });

  test("relationships: eight single links and one list of billed time registrations", () => {
    expect(relationshipFacts("ProductLine")).toEqual([
      "Activity -> Activity N:1",
      "Product -> Product N:1",
      "VatGroup -> Datastore_VatGroup N:1",
      "RepeatInterval -> DateInterval N:1",
      "Milestone -> ProjectMilestone N:1",
      "InvoiceProductLine -> ProductLine N:1",
      "ProductLine -> ProductLine N:1",
      "TimeRegistration -> TimeRegistration N:1",
      "BilledTimeRegistrations -> TimeRegistration 1:N",
    ]);
  });

  test("bodies link the relationships with @odata.bind", () => {
    expect(page("ProductLine")).toContain(
      "\nCreate and update bodies link related records by their URLs (OData JSON Format 4.01, section 8.5): `Activity@odata.bind`, `Product@odata.bind`, `VatGroup@odata.bind`, `RepeatInterval@odata.bind`, `Milestone@odata.bind`, `InvoiceProductLine@odata.bind`, `ProductLine@odata.bind`, `TimeRegistration@odata.bind`, `BilledTimeRegistrations@odata.bind`. A collection-valued relationship takes an array of URLs; an update adds those links. For a nullable relationship, `null` removes the link.\n",
    );
    expect(page("Datastore_Unit")).not.toContain("@odata.bind");
    // A body may name its own type; a read-only set has no bodies to say it of.
    expect(page("ProductLine")).toContain('\nCreate and update bodies may name the record\'s type, as some clients do: `"@odata.type": "#BusinessData.ProductLine"`.\n');
    expect(page("Datastore_Unit")).not.toContain("@odata.type");
  });

  test("all five operations, update by PUT, and the documented filters", () => {
    expect(tableAfter(page("ProductLine"), "## Operations").map((r) => `${r.Method} ${r.Path}`)).toEqual([
      "GET /v1/odata/ProductLine",
      "GET /v1/odata/ProductLine({ID})",
      "POST /v1/odata/ProductLine",
      "PUT /v1/odata/ProductLine({ID})",
      "DELETE /v1/odata/ProductLine({ID})",
    ]);
    expect(tableAfter(page("ProductLine"), "## Filters").map((r) => `${r.Field}: ${r.Forms}`)).toEqual([
      "Activity/ID: eq",
      "Description: contains",
      "Quantity: gt",
      "IsBilled: eq",
      "Price: gt",
    ]);
  });
});

describe("Price", () => {
  test("fields: prices and quantity in Double, currency in String, validity in DateTimeOffset", () => {
    expect(fieldFacts("Price")).toEqual([
      "ID: Guid from Entity",
      "BasePrice: Double",
      "Price: Double",
      "DiscountPercentage: Double",
      "Currency: String",
      "Quantity: Double",
      "StartDate: DateTimeOffset",
      "EndDate: DateTimeOffset",
    ]);
  });

  test("relationships: price list, product and relationship, each many-to-one", () => {
    expect(relationshipFacts("Price")).toEqual(["PriceList -> PriceList N:1", "Product -> Product N:1", "Relationship -> Relationship N:1"]);
  });
});

describe("Datastore_Unit", () => {
  test("fields: the four lookup fields every Datastore_ list inherits", () => {
    expect(fieldFacts("Datastore_Unit")).toEqual([
      "ID: Guid from Entity",
      "Name: String from Datastore",
      "Code: String from Datastore",
      "LocalizedName: String from Datastore",
      "IsDefault: Boolean from Datastore",
    ]);
  });

  test("relationships: the products measured in the unit", () => {
    expect(relationshipFacts("Datastore_Unit")).toEqual(["Product -> Product 1:N"]);
  });

  test("read-only: list and get only; filters on name, code and the default flag", () => {
    expect(tableAfter(page("Datastore_Unit"), "## Operations").map((r) => `${r.Method} ${r.Path}`)).toEqual(["GET /v1/odata/Datastore_Unit", "GET /v1/odata/Datastore_Unit({ID})"]);
    expect(page("Datastore_Unit")).toContain("\nThe set is read-only: it offers only the operations above.\n");
    expect(tableAfter(page("Datastore_Unit"), "## Filters").map((r) => `${r.Field}: ${r.Forms}`)).toEqual(["Name: eq, contains", "Code: eq", "IsDefault: eq"]);
  });
});

describe("Activity_Event", () => {
  test("only the phase change, a POST whose body names the event and the new phase", () => {
    expect(tableAfter(page("Activity_Event"), "## Operations")).toEqual([{ Operation: "Phase change", Method: "POST", Path: "/v1/odata/Activity_Event" }]);
    expect(page("Activity_Event")).toContain("\n## Phase change\n\n`POST /v1/odata/Activity_Event` changes the relationship `Phase` (to `Datastore_Phase_ActivityEvent`) of an existing record; it creates no record.");
    expect(tableAfter(page("Activity_Event"), "## Phase change").map((r) => `${r.Field}: ${r.Type}, ${r.Required}`)).toEqual(["ID: Guid, required", "PhaseID: Guid, required"]);
  });
});

test("every page: LF, one trailing newline, no trailing spaces, no runs of blank lines", () => {
  for (const [path, text] of files) {
    expect({ path, bad: text.match(/\r|[ \t]$|\n\n\n/m)?.[0] ?? null, end: text.endsWith("\n") && !text.endsWith("\n\n") }).toEqual({ path, bad: null, end: true });
  }
});

test("one page per entity set, and the index", () => {
  expect([...files.keys()]).toEqual([
    "docs/index.md",
    ...[
      "Activity_Document",
      "Activity_Event",
      "Datastore_CalendarItemAttendeeResponseStatus",
      "Datastore_Campagne",
      "Datastore_Group",
      "Datastore_InvolvedRole",
      "Datastore_Language",
      "Datastore_Phase_ActivityEvent",
      "Datastore_Skill",
      "Datastore_Unit",
      "Event",
      "EventParticipation",
      "Price",
      "ProductLine",
      "Resource",
      "Template_Document",
    ].map((s) => `docs/sets/${s}.md`),
  ]);
});
