/**
 * The seed model (metadata/*.yaml) against the facts of the Business Data Service's interface
 * description, stated here in this test's own words and checked on the built model.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { EntitySet, EntityType, Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { loadSeedModel, readSeedTexts } from "../support/seed.js";

let model: Model;
beforeAll(() => {
  model = loadSeedModel();
});

const ALL = ["list", "get", "create", "update", "delete"];
const READ = ["list", "get"];

function entityType(name: string): EntityType {
  const found = model.entityTypes.find((t) => t.name === name);
  if (!found) throw new Error(`no entity type ${name}`);
  return found;
}

function entitySet(name: string): EntitySet {
  const found = model.entitySets.find((s) => s.name === name);
  if (!found) throw new Error(`no entity set ${name}`);
  return found;
}

/** `Name: Type` for every property, inherited ones first, as a compact comparable list. */
const propertyTypes = (t: EntityType) => t.properties.map((p) => `${p.name}: ${p.type.name}${p.collection ? "[]" : ""}`);

/** `Name -> Target (cardinality)` for every navigation, inherited ones first. */
const navigations = (t: EntityType) => t.navigations.map((n) => `${n.name} -> ${n.target} (${n.cardinality})`);

describe("loading", () => {
  it("loads the thirteen metadata files without a single diagnostic, warnings included", () => {
    const files = readSeedTexts();
    expect(files.map((f) => f.file)).toEqual([
      "metadata/activity-document.yaml",
      "metadata/activity-event.yaml",
      "metadata/base-types.yaml",
      "metadata/event-participation.yaml",
      "metadata/event.yaml",
      "metadata/linked-types.yaml",
      "metadata/lookups.yaml",
      "metadata/phases.yaml",
      "metadata/price.yaml",
      "metadata/product-line.yaml",
      "metadata/resource.yaml",
      "metadata/service.yaml",
      "metadata/template-document.yaml",
    ]);
    expect(loadModelFromTexts(files).diagnostics).toEqual([]);
  });

  it("starts every file with the editor's schema line", () => {
    const header = "# yaml-language-server: $schema=../schema/edmgen-metadata.schema.json\n";
    expect(
      readSeedTexts()
        .filter((f) => !f.text.startsWith(header))
        .map((f) => f.file),
    ).toEqual([]);
  });
});

describe("service settings", () => {
  it("serves OData 4.0 under /v1/odata with PUT updates, parenthesised keys and no declared security or limits", () => {
    const {
      name,
      namespace,
      alias,
      title,
      version,
      odataVersion,
      basePath,
      keyPathStyle,
      updateMethod,
      bodyRequirement,
      security,
      limits,
    } = model.service;
    expect({
      name,
      namespace,
      alias,
      title,
      version,
      odataVersion,
      basePath,
      keyPathStyle,
      updateMethod,
      bodyRequirement,
      security,
      limits,
    }).toEqual({
      name: "BusinessDataService",
      namespace: "BusinessData",
      alias: undefined,
      title: "Business Data Service",
      version: "1.0.0",
      odataVersion: "4.0",
      basePath: "/v1/odata",
      keyPathStyle: "parentheses",
      updateMethod: "PUT",
      bodyRequirement: "non-nullable",
      security: [],
      limits: {},
    });
  });
});

describe("entity sets", () => {
  it("has the seven writable sets, the eight read-only lookup sets and the phase-change-only Activity_Event set", () => {
    const want: Record<string, string[]> = {
      Resource: ALL,
      ProductLine: ALL,
      Price: ALL,
      Template_Document: ALL,
      Activity_Document: ALL,
      Event: ALL,
      EventParticipation: ALL,
      Datastore_CalendarItemAttendeeResponseStatus: READ,
      Datastore_Unit: READ,
      Datastore_Language: READ,
      Datastore_Group: READ,
      Datastore_InvolvedRole: READ,
      Datastore_Skill: READ,
      Datastore_Campagne: READ,
      Datastore_Phase_ActivityEvent: READ,
      Activity_Event: [],
    };
    const got = Object.fromEntries(model.entitySets.map((s) => [s.name, [...s.operations]]));
    expect(got).toEqual(want);
    expect(model.entitySets).toHaveLength(16);
  });

  it("names every set after its entity type", () => {
    expect(model.entitySets.filter((s) => s.entityType !== s.name).map((s) => s.name)).toEqual([]);
  });

  it("updates every set with PUT", () => {
    expect([...new Set(model.entitySets.map((s) => s.updateMethod))]).toEqual(["PUT"]);
  });

  it("says why units are read-only", () => {
    expect(entitySet("Datastore_Unit").description).toBe(
      "Units of measure of the product catalog. Read-only: units are maintained in the service's own user interface.",
    );
  });

  it("has no singletons, actions, functions or imports", () => {
    expect([model.singletons, model.operations, model.operationImports]).toEqual([[], [], []]);
  });
});

describe("entity types", () => {
  it("keys every entity type on a computed, non-nullable Guid ID inherited from Entity", () => {
    const offenders = model.entityTypes.filter((t) => {
      const id = t.properties.find((p) => p.name === "ID");
      return (
        t.key.length !== 1 ||
        t.key[0]?.path !== "ID" ||
        id?.type.name !== "Guid" ||
        id.nullable ||
        !id.computed ||
        id.declaredIn !== "Entity"
      );
    });
    expect(offenders.map((t) => t.name)).toEqual([]);
  });

  it("keeps the shared field groups in abstract bases; Activity is concrete", () => {
    const bases = ["Entity", "Datastore", "Datastore_Phase", "Activity"].map((n) => [n, entityType(n).abstract, entityType(n).baseType]);
    expect(bases).toEqual([
      ["Entity", true, undefined],
      ["Datastore", true, "Entity"],
      ["Datastore_Phase", true, "Datastore"],
      ["Activity", false, "Entity"],
    ]);
  });

  it("declares base types before the types derived from them", () => {
    const position = new Map(model.entityTypes.map((t, i) => [t.name, i]));
    const late = model.entityTypes.filter(
      (t) => t.baseType !== undefined && (position.get(t.baseType) ?? Infinity) > (position.get(t.name) ?? -1),
    );
    expect(late.map((t) => t.name)).toEqual([]);
  });

  it("gives ProductLine its 27 documented fields with their types, after the inherited ID", () => {
    expect(propertyTypes(entityType("ProductLine"))).toEqual([
      "ID: Guid",
      "Description: String",
      "LocalizedDescription: String",
      "ExtraDescription: String",
      "Quantity: Double",
      "Price: Double",
      "PriceInCurrency: Double",
      "PurchasePrice: Double",
      "TotalPurchasePrice: Double",
      "DiscountPercentage: Double",
      "Currency: String",
      "IsPriceManuallyChanged: Boolean",
      "IsBilled: Boolean",
      "IsProcessableInParent: Boolean",
      "Total: Double",
      "TotalExcludingVat: Double",
      "TotalIncludingVat: Double",
      "TotalInCurrency: Double",
      "TotalExcludingVatInCurrency: Double",
      "TotalIncludingVatInCurrency: Double",
      "VatPercentage: Double",
      "VatAmount: Double",
      "VatAmountInCurrency: Double",
      "VatAmountIncludingDiscount: Double",
      "VatAmountIncludingDiscountInCurrency: Double",
      "StartDate: DateTimeOffset",
      "EndDate: DateTimeOffset",
      "BilledUntil: DateTimeOffset",
    ]);
  });

  it("leaves every non-key field nullable", () => {
    const nonNullable = model.entityTypes.flatMap((t) =>
      t.ownProperties.filter((p) => p.name !== "ID" && !p.nullable).map((p) => `${t.name}.${p.name}`),
    );
    expect(nonNullable).toEqual([]);
  });

  it.each([
    ["Resource", ["ID: Guid", "Name: String", "Token: String"]],
    [
      "Price",
      [
        "ID: Guid",
        "BasePrice: Double",
        "Price: Double",
        "DiscountPercentage: Double",
        "Currency: String",
        "Quantity: Double",
        "StartDate: DateTimeOffset",
        "EndDate: DateTimeOffset",
      ],
    ],
    [
      "Template_Document",
      [
        "ID: Guid",
        "MarginTop: Double",
        "MarginRight: Double",
        "MarginBottom: Double",
        "MarginLeft: Double",
        "Header: String",
        "Footer: String",
        "FileNameTemplate: String",
        "HasFilenameTemplate: Boolean",
      ],
    ],
    ["Activity_Document", ["ID: Guid", "Subject: String", "IsClosed: Boolean", "CreationDate: DateTimeOffset"]],
    ["Event", ["ID: Guid"]],
    ["EventParticipation", ["ID: Guid", "IsInvoiced: Boolean"]],
    ["Datastore_Unit", ["ID: Guid", "Name: String", "Code: String", "LocalizedName: String", "IsDefault: Boolean"]],
    [
      "Datastore_Phase_ActivityEvent",
      [
        "ID: Guid",
        "Name: String",
        "Code: String",
        "LocalizedName: String",
        "IsDefault: Boolean",
        "Icon: String",
        "ActionName: String",
        "IsAssignable: Boolean",
        "IsTerminal: Boolean",
      ],
    ],
  ])("gives %s its fields", (name, want) => {
    expect(propertyTypes(entityType(name))).toEqual(want);
  });

  it("carries the meaning of a field as its description", () => {
    const line = entityType("ProductLine");
    expect(["Price", "IsBilled", "BilledUntil"].map((n) => line.properties.find((p) => p.name === n)?.description)).toEqual([
      "Unit price",
      "Line has been invoiced",
      "Date up to which the line is billed",
    ]);
  });

  it("derives each document template from Template and each lookup from Datastore", () => {
    const lookups = model.entityTypes.filter((t) => t.name.startsWith("Datastore_") && !t.name.startsWith("Datastore_Phase"));
    expect([entityType("Template_Document").baseType, [...new Set(lookups.map((t) => t.baseType))]]).toEqual(["Template", ["Datastore"]]);
  });
});

describe("relationships", () => {
  it.each([
    [
      "ProductLine",
      [
        "Activity -> Activity (N:1)",
        "Product -> Product (N:1)",
        "VatGroup -> Datastore_VatGroup (N:1)",
        "RepeatInterval -> DateInterval (N:1)",
        "Milestone -> ProjectMilestone (N:1)",
        "InvoiceProductLine -> ProductLine (N:1)",
        "ProductLine -> ProductLine (N:1)",
        "TimeRegistration -> TimeRegistration (N:1)",
        "BilledTimeRegistrations -> TimeRegistration (1:N)",
      ],
    ],
    [
      "Activity_Document",
      [
        "ProductLines -> ProductLine (1:N)",
        "Relationship -> Relationship (N:1)",
        "Contact -> Relation_Person_Contact (N:1)",
        "Phase -> Datastore_Phase_ActivityDocument (N:1)",
        "Attachments -> Attachment (1:N)",
        "LinkedActivities -> Activity (1:N)",
      ],
    ],
    [
      "EventParticipation",
      [
        "Event -> Activity_Event (N:1)",
        "Relationship -> Relationship (N:1)",
        "Status -> Datastore_EventParticipationStatus (N:1)",
        "Activities -> Activity (1:N)",
      ],
    ],
    ["Datastore_CalendarItemAttendeeResponseStatus", ["CalendarItemAttendee -> CalendarItemAttendee (1:N)"]],
    ["Datastore_Unit", ["Product -> Product (1:N)"]],
    [
      "Datastore_Language",
      [
        "Relation -> Relation (1:N)",
        "Template -> Template (1:N)",
        "LicenseContract -> LicenseContract (1:N)",
        "Person -> Relation_Person (1:N)",
        "Flag -> File (N:1)",
      ],
    ],
    [
      "Datastore_Group",
      [
        "CommercialRelation -> Relationship_Organization_CommercialRelationship (1:N)",
        "CommercialRelationship -> Relationship_Person_CommercialRelationship (1:N)",
      ],
    ],
    ["Datastore_InvolvedRole", ["Involved -> Involved (1:N)"]],
    ["Datastore_Skill", ["Employee -> Relationship_Person_Contact_Employee (1:N)"]],
    ["Datastore_Campagne", []],
    ["Datastore_Phase_ActivityEvent", ["Event -> Activity_Event (1:N)"]],
    ["Resource", ["Email -> Email (N:1)", "File -> File (N:1)"]],
    ["Price", ["PriceList -> PriceList (N:1)", "Product -> Product (N:1)", "Relationship -> Relationship (N:1)"]],
    ["Template_Document", []],
    ["Event", ["Employee -> Relationship_Person_Contact_Employee (N:1)"]],
    ["Activity_Event", ["ProductLines -> ProductLine (1:N)", "Phase -> Datastore_Phase_ActivityEvent (N:1)"]],
  ])("links %s as described", (name, want) => {
    expect(navigations(entityType(name))).toEqual(want);
  });

  it("pairs an activity with its product lines and an event with its phase, both ways", () => {
    const partners = model.entityTypes.flatMap((t) =>
      t.ownNavigations.filter((n) => n.partner !== undefined).map((n) => `${t.name}.${n.name} <-> ${n.target}.${n.partner}`),
    );
    expect(partners.sort()).toEqual([
      "Activity.ProductLines <-> ProductLine.Activity",
      "Activity_Event.Phase <-> Datastore_Phase_ActivityEvent.Event",
      "Datastore_Phase_ActivityEvent.Event <-> Activity_Event.Phase",
      "ProductLine.Activity <-> Activity.ProductLines",
    ]);
  });

  it("keeps the parenthesised notes of the description as relationship descriptions, and says what ProductLines is", () => {
    const described = model.entityTypes.flatMap((t) =>
      t.ownNavigations.filter((n) => n.description !== undefined).map((n) => `${t.name}.${n.name}: ${n.description}`),
    );
    expect(described.sort()).toEqual([
      "Activity.ProductLines: The product lines of the activity",
      "Activity_Document.Relationship: Linked relation",
      "Activity_Event.Phase: The event's current workflow phase",
      "Datastore_Language.Flag: Flag image",
      "EventParticipation.Relationship: Participating relationship",
      "Price.Relationship: Relationship-specific pricing",
      "ProductLine.Activity: Parent activity",
      "ProductLine.InvoiceProductLine: Linked invoice line",
      "ProductLine.ProductLine: Parent line",
    ]);
  });

  it("points the participation's event at the CRM activity, not at the calendar event", () => {
    expect(entityType("EventParticipation").navigations.find((n) => n.name === "Event")?.target).toBe("Activity_Event");
  });
});

describe("filters", () => {
  const lookupFilters = ["Name: eq contains", "Code: eq", "IsDefault: eq"];
  it.each([
    ["Datastore_CalendarItemAttendeeResponseStatus", lookupFilters],
    ["Datastore_Unit", lookupFilters],
    ["Datastore_Language", lookupFilters],
    ["Datastore_Group", lookupFilters],
    ["Datastore_InvolvedRole", lookupFilters],
    ["Datastore_Skill", lookupFilters],
    ["Datastore_Campagne", lookupFilters],
    ["Datastore_Phase_ActivityEvent", ["Name: eq", "Code: eq", "IsTerminal: eq", "IsAssignable: eq", "IsDefault: eq"]],
    ["ProductLine", ["Activity/ID: eq", "Description: contains", "Quantity: gt", "IsBilled: eq", "Price: gt"]],
    ["Activity_Document", ["Subject: contains", "IsClosed: eq", "CreationDate: gt"]],
    ["Resource", []],
    ["Price", []],
    ["Template_Document", []],
    ["Event", []],
    ["EventParticipation", []],
    ["Activity_Event", []],
  ])("documents these filters on %s", (name, want) => {
    expect(entitySet(name).filters.map((f) => `${f.path}: ${f.forms.join(" ")}`)).toEqual(want);
  });

  it("resolves the navigation filter on a product line's activity to the activity's Guid key", () => {
    expect(entitySet("ProductLine").filters.find((f) => f.path === "Activity/ID")?.type).toEqual({ kind: "primitive", name: "Guid" });
  });
});

describe("phase change", () => {
  it("changes an event's Phase with a POST on Activity_Event whose body is PhaseChange", () => {
    const change = entitySet("Activity_Event").phaseChange;
    expect([change?.body, change?.navigation, change?.description]).toEqual([
      "PhaseChange",
      "Phase",
      "Changes the phase of an event: POST the event's ID and the identifier of the new phase (from Datastore_Phase_ActivityEvent).",
    ]);
  });

  it("requires the event's ID and the new phase's ID, both non-nullable Guids", () => {
    const body = model.complexTypes.find((t) => t.name === "PhaseChange");
    expect(body?.properties.map((p) => [p.name, p.type.name, p.nullable, p.requiredInBodies])).toEqual([
      ["ID", "Guid", false, true],
      ["PhaseID", "Guid", false, true],
    ]);
    expect(model.complexTypes.map((t) => t.name)).toEqual(["PhaseChange"]);
  });
});
