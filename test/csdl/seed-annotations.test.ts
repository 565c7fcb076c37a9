import { beforeAll, describe, expect, test } from "vitest";
import { buildCsdlJson, buildCsdlTree } from "../../src/emitters/csdl/index.js";
import type { CsdlObject } from "../../src/emitters/csdl/index.js";
import { loadSeedModel } from "../support/seed.js";

// The Business Data Service as metadata.json says it: which operations each set allows, the
// update method, the phase change of Activity_Event and the documented filters.

let container: CsdlObject;
let tree: CsdlObject;

beforeAll(() => {
  const model = loadSeedModel();
  const json = buildCsdlJson(model);
  container = (json.BusinessData as CsdlObject).Container as CsdlObject;
  tree = ((buildCsdlTree(model).BusinessData as CsdlObject).Container as CsdlObject);
});

/** The Capabilities annotations of one entity set, by term (NavigationRestrictions have their own test). */
function capabilities(set: string): CsdlObject {
  const element = container[set] as CsdlObject;
  return Object.fromEntries(Object.entries(element).filter(([key]) => key.startsWith("@Capabilities.") && key !== "@Capabilities.NavigationRestrictions"));
}

/** The relationships a set's NavigationRestrictions mention with a restriction record of `kind`, and what its `property` says. */
function statedThrough(set: string, kind: "InsertRestrictions" | "ReadRestrictions", property: "Insertable" | "Readable"): Record<string, unknown> {
  const restrictions = (container[set] as CsdlObject)["@Capabilities.NavigationRestrictions"] as CsdlObject | undefined;
  const entries = ((restrictions?.RestrictedProperties ?? []) as CsdlObject[]).filter((entry) => entry[kind] !== undefined);
  return Object.fromEntries(entries.map((entry) => [entry.NavigationProperty as string, (entry[kind] as CsdlObject)[property]]));
}

/** The relationships a set's NavigationRestrictions mention with InsertRestrictions/Insertable. */
const insertableThrough = (set: string) => statedThrough(set, "InsertRestrictions", "Insertable");

const LOOKUP_SETS = [
  "Datastore_CalendarItemAttendeeResponseStatus",
  "Datastore_Unit",
  "Datastore_Language",
  "Datastore_Group",
  "Datastore_InvolvedRole",
  "Datastore_Skill",
  "Datastore_Campagne",
];
const WRITABLE_SETS = ["Resource", "ProductLine", "Price", "Template_Document", "Activity_Document", "Event", "EventParticipation"];

const forms = (property: string, allowed: string, documented: string[]): CsdlObject => ({
  Property: property,
  AllowedExpressions: allowed,
  "@BusinessData.AllowedFilterForms": documented,
});

const LOOKUP_FILTERS = {
  FilterExpressionRestrictions: [
    forms("Name", "MultiRangeOrSearchExpression", ["eq", "contains"]),
    forms("Code", "SingleValue", ["eq"]),
    forms("IsDefault", "SingleValue", ["eq"]),
  ],
};
const READ_ONLY = {
  "@Capabilities.InsertRestrictions": { Insertable: false },
  "@Capabilities.UpdateRestrictions": { Updatable: false },
  "@Capabilities.DeleteRestrictions": { Deletable: false },
};

describe("seed entity sets in CSDL JSON", () => {
  test("the container holds exactly the fifteen described sets plus Activity_Event", () => {
    const sets = Object.keys(container).filter((key) => !key.startsWith("$") && !key.startsWith("@"));
    expect(sets.sort()).toEqual([...LOOKUP_SETS, "Datastore_Phase_ActivityEvent", ...WRITABLE_SETS, "Activity_Event"].sort());
  });

  test.each(LOOKUP_SETS)("%s is read-only and documents Name (eq, contains), Code (eq), IsDefault (eq)", (set) => {
    expect(capabilities(set)).toEqual({ ...READ_ONLY, "@Capabilities.FilterRestrictions": LOOKUP_FILTERS });
  });

  test("Datastore_Phase_ActivityEvent is read-only and documents five eq filters", () => {
    expect(capabilities("Datastore_Phase_ActivityEvent")).toEqual({
      ...READ_ONLY,
      "@Capabilities.FilterRestrictions": {
        FilterExpressionRestrictions: ["Name", "Code", "IsTerminal", "IsAssignable", "IsDefault"].map((p) => forms(p, "SingleValue", ["eq"])),
      },
    });
  });

  test("Activity_Event allows only the phase-change POST: insertable with a described record, nothing else", () => {
    expect(capabilities("Activity_Event")).toEqual({
      "@Capabilities.ReadRestrictions": { Readable: false },
      "@Capabilities.InsertRestrictions": {
        Insertable: true,
        // The request's own description properties, which readers such as the OASIS mapping take the POST's summary from.
        Description: "Change the Phase of an Activity_Event record",
        LongDescription:
          "Changes the phase of an event: POST the event's ID and the identifier of the new phase (from Datastore_Phase_ActivityEvent). " +
          "A POST to this entity set does not create a record: it changes the Phase of an existing Activity_Event. " +
          "The request body is the complex type BusinessData.PhaseChange.",
        // And the Core.Description the restrictions carry themselves, saying that the POST changes the phase.
        "@Core.Description": "A POST to this entity set changes the Phase of an existing Activity_Event record; it creates nothing.",
      },
      "@Capabilities.UpdateRestrictions": { Updatable: false },
      "@Capabilities.DeleteRestrictions": { Deletable: false },
      // Its records are never addressed one by one (no get, update or delete).
      "@Capabilities.IndexableByKey": false,
    });
  });

  test.each(["Resource", "Price", "Template_Document", "Event", "EventParticipation"])("%s allows all five operations and updates with PUT", (set) => {
    expect(capabilities(set)).toEqual({ "@Capabilities.UpdateRestrictions": { UpdateMethod: "PUT" } });
  });

  test("no set creates records through its relationships, and NavigationRestrictions say so wherever a reader would assume it can", () => {
    // Without them, the OASIS mapping takes a collection-valued relationship whose target set
    // allows create (or that has no target set) as one to create through.
    // ProductLines leads to the ProductLine set, which allows create; Event to Activity_Event, whose POST is stated as insertable.
    expect(insertableThrough("Activity_Document")).toEqual({ ProductLines: false });
    expect(insertableThrough("Datastore_Phase_ActivityEvent")).toEqual({ Event: false });
    // Relationships without a target set (Attachments) read as nothing to create through: not mentioned.
    const mentioned = Object.keys(container).filter((set) => Object.keys(insertableThrough(set)).length > 0);
    expect(mentioned.sort()).toEqual(["Activity_Document", "Datastore_Phase_ActivityEvent"]);
    // Records of Activity_Event are not addressed one by one: no path leads through its relationships.
    expect(insertableThrough("Activity_Event")).toEqual({});
    // Single-valued relationships are never listed (a record is created in a collection).
    expect(insertableThrough("Price")).toEqual({});
    const restricted = (tree.Activity_Document as CsdlObject)["@Capabilities.NavigationRestrictions"] as CsdlObject;
    expect((restricted.RestrictedProperties as CsdlObject[])[0]!.NavigationProperty).toEqual({ $NavigationPropertyPath: "ProductLines" });
  });

  test("records of Activity_Event, which is not read, are read through the relationships that lead to it, and NavigationRestrictions say so", () => {
    // A set's ReadRestrictions hold for requests through a relationship bound to it as well
    // (Capabilities vocabulary); the interface reads the Event of a participation or a phase.
    const readableThrough = (set: string) => statedThrough(set, "ReadRestrictions", "Readable");
    expect(capabilities("Activity_Event")["@Capabilities.ReadRestrictions"]).toEqual({ Readable: false });
    expect(readableThrough("EventParticipation")).toEqual({ Event: true });
    expect(readableThrough("Datastore_Phase_ActivityEvent")).toEqual({ Event: true });
    const mentioned = Object.keys(container).filter((set) => Object.keys(readableThrough(set)).length > 0);
    expect(mentioned.sort()).toEqual(["Datastore_Phase_ActivityEvent", "EventParticipation"]);
  });

  test("the update method is the Capabilities.HttpMethod enum member PUT in the XML form", () => {
    for (const set of WRITABLE_SETS) {
      expect((tree[set] as CsdlObject)["@Capabilities.UpdateRestrictions"]).toEqual({
        UpdateMethod: { $EnumMember: "Capabilities.HttpMethod/PUT" },
      });
    }
  });

  test("ProductLine documents its five filters, including the path through Activity", () => {
    expect(capabilities("ProductLine")).toEqual({
      "@Capabilities.UpdateRestrictions": { UpdateMethod: "PUT" },
      "@Capabilities.FilterRestrictions": {
        FilterExpressionRestrictions: [
          forms("Activity/ID", "SingleValue", ["eq"]),
          forms("Description", "SearchExpression", ["contains"]),
          forms("Quantity", "SingleRange", ["gt"]),
          forms("IsBilled", "SingleValue", ["eq"]),
          forms("Price", "SingleRange", ["gt"]),
        ],
      },
    });
  });

  test("ProductLine's filter paths are typed PropertyPath values in the XML form", () => {
    const restrictions = (tree.ProductLine as CsdlObject)["@Capabilities.FilterRestrictions"] as CsdlObject;
    const records = restrictions.FilterExpressionRestrictions as CsdlObject[];
    expect(records.map((record) => record.Property)).toEqual(
      ["Activity/ID", "Description", "Quantity", "IsBilled", "Price"].map((path) => ({ $PropertyPath: path })),
    );
  });

  test("Activity_Document documents contains(Subject), IsClosed eq and CreationDate gt", () => {
    expect(capabilities("Activity_Document")).toEqual({
      "@Capabilities.UpdateRestrictions": { UpdateMethod: "PUT" },
      "@Capabilities.FilterRestrictions": {
        FilterExpressionRestrictions: [
          forms("Subject", "SearchExpression", ["contains"]),
          forms("IsClosed", "SingleValue", ["eq"]),
          forms("CreationDate", "SingleRange", ["gt"]),
        ],
      },
    });
  });

  test("every base type is declared before the types derived from it, and inheritance is kept (not flattened)", () => {
    const schema = buildCsdlJson(loadSeedModel()).BusinessData as CsdlObject;
    const names = Object.keys(schema);
    const derived = names.filter((name) => typeof (schema[name] as CsdlObject).$BaseType === "string");
    for (const name of derived) {
      const base = ((schema[name] as CsdlObject).$BaseType as string).replace(/^BusinessData\./, "");
      expect(names.indexOf(base), `${base} before ${name}`).toBeLessThan(names.indexOf(name));
    }
    expect((schema.Activity_Document as CsdlObject).$BaseType).toBe("BusinessData.Activity");
    expect((schema.Activity_Document as CsdlObject).Subject).toBeUndefined();
    expect(derived.length).toBeGreaterThan(30);
  });

  test("the key ID is non-nullable and computed, declared once on the root base type", () => {
    const schema = buildCsdlJson(loadSeedModel()).BusinessData as CsdlObject;
    expect((schema.Entity as CsdlObject).$Key).toEqual(["ID"]);
    expect((schema.Entity as CsdlObject).ID).toEqual({ $Type: "Edm.Guid", "@Core.Description": "Record identifier", "@Core.Computed": true });
    const keyed = Object.entries(schema).filter(([, value]) => typeof value === "object" && value !== null && "$Key" in value);
    expect(keyed.map(([name]) => name)).toEqual(["Entity"]);
  });
});
