import { describe, expect, it } from "vitest";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { buildDocsPages } from "../../src/emitters/docs/index.js";
import { buildCsdlJson } from "../../src/emitters/csdl/index.js";
import { tinyModel } from "../support/tiny-model.js";

// A set's or singleton's own NavigationRestrictions can make relationships unnavigable
// (Capabilities.NavigationType None): the CSDL says so, and no path follows them in the OpenAPI
// documents or the docs, as the OASIS CSDL-to-OpenAPI mapping reads it.

const NONE = { $EnumMember: "Org.OData.Capabilities.V1.NavigationType/None" };
const RECURSIVE = { $EnumMember: "Org.OData.Capabilities.V1.NavigationType/Recursive" };

const model = tinyModel(`
complexTypes:
  Address:
    fields:
      Street: String
    relationships:
      City: { target: City, cardinality: "N:1" }
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
    relationships:
      Home: { target: City, cardinality: "N:1" }
      Visited: { target: City, cardinality: "1:N" }
      Born: { target: City, cardinality: "N:1" }
entitySets:
  Cities: { type: City, readOnly: true }
  Customers:
    type: Customer
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        Navigability: ${JSON.stringify(NONE)}
        RestrictedProperties:
          - { NavigationProperty: { $NavigationPropertyPath: Visited }, Navigability: ${JSON.stringify(RECURSIVE)} }
  Open: { type: Customer }
singletons:
  Me:
    type: Customer
    annotations:
      Capabilities.NavigationRestrictions:
        RestrictedProperties:
          - { NavigationProperty: { $NavigationPropertyPath: Born }, Navigability: ${JSON.stringify(NONE)} }
          - { NavigationProperty: { $NavigationPropertyPath: Address/City }, Navigability: ${JSON.stringify(NONE)} }
`);

describe("unnavigable relationships", () => {
  const paths = Object.keys(buildOpenApi31(model).paths ?? {});

  it("have no GET path; the others keep theirs", () => {
    expect(paths.filter((p) => p.startsWith("/Customers({ID})/"))).toEqual(["/Customers({ID})/Visited"]);
    expect(paths.filter((p) => p.startsWith("/Open({ID})/")).sort()).toEqual(["/Open({ID})/Address/City", "/Open({ID})/Born", "/Open({ID})/Home", "/Open({ID})/Visited"]);
    expect(paths.filter((p) => p.startsWith("/Me/")).sort()).toEqual(["/Me/Home", "/Me/Visited"]);
  });

  it("have no path in the docs either", () => {
    const page = buildDocsPages(model).sets.find((set) => set.name === "Customers")!;
    expect(page.relationships.map((r) => [r.name, r.path])).toEqual([
      ["Home", ""],
      ["Visited", "/odata/Customers({ID})/Visited"],
      ["Born", ""],
    ]);
  });
});

describe("unnavigable contained relationships", () => {
  const contained = tinyModel(`
entityTypes:
  Line:
    key: [No]
    fields:
      No: { type: Int32, nullable: false }
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Lines: { target: Line, cardinality: "1:N", containsTarget: true }
      Notes: { target: Line, cardinality: "1:N", containsTarget: true }
entitySets:
  Orders:
    type: Order
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - { NavigationProperty: { $NavigationPropertyPath: Lines }, Navigability: ${JSON.stringify(NONE)} }
`);

  it("have no paths at all: no read, no create, no contained records", () => {
    const paths = Object.keys(buildOpenApi31(contained).paths ?? {});
    expect(paths.filter((p) => p.includes("/Lines"))).toEqual([]);
    expect(paths.filter((p) => p.includes("/Notes")).sort()).toEqual(["/Orders({ID})/Notes", "/Orders({ID})/Notes({No})"]);
  });
});

describe("relationships the element's own NavigationRestrictions say are not read through", () => {
  // ReadRestrictions/Readable false on a relationship's entry: records are not read through it
  // (the Capabilities vocabulary), so no GET follows it, while the set's other relationships keep theirs.
  const model = tinyModel(`
entityTypes:
  City:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Customer:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Home: { target: City, cardinality: "N:1" }
      Visited: { target: City, cardinality: "1:N" }
entitySets:
  Cities: { type: City, readOnly: true }
  Customers:
    type: Customer
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - { NavigationProperty: { $NavigationPropertyPath: Visited }, ReadRestrictions: { Readable: false } }
`);

  it("have no GET path in the OpenAPI documents and no path in the docs", () => {
    const paths = Object.keys(buildOpenApi31(model).paths ?? {});
    expect(paths.filter((p) => p.startsWith("/Customers({ID})/"))).toEqual(["/Customers({ID})/Home"]);
    const page = buildDocsPages(model).sets.find((set) => set.name === "Customers")!;
    expect(page.relationships.map((r) => [r.name, r.path])).toEqual([
      ["Home", "/odata/Customers({ID})/Home"],
      ["Visited", ""],
    ]);
  });
});

describe("relationships into a set whose records are not read", () => {
  // Events is a phase-change set: its records are neither listed nor read by key, so its
  // ReadRestrictions say Readable false, which holds through relationships bound to it as well.
  // The format reads through every relationship of a record it reads: the CSDL says so per relationship.
  const model = tinyModel(`
complexTypes:
  Move:
    fields:
      ID: { type: Guid, nullable: false }
      StepID: { type: Guid, nullable: false }
entityTypes:
  Step:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Event:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Step: { target: Step, cardinality: "N:1" }
  Attendance:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Event: { target: Event, cardinality: "N:1" }
      Events: { target: Event, cardinality: "1:N" }
entitySets:
  Steps: { type: Step, readOnly: true }
  Events:
    type: Event
    operations: []
    phaseChange: { navigation: Step, body: Move }
  Attendances: { type: Attendance }
  Listed: { type: Attendance, operations: [list] }
`);
  const container = (buildCsdlJson(model) as Record<string, Record<string, unknown>>)["Tiny.Model"]!.Container as Record<string, Record<string, unknown>>;
  const restricted = (set: string) => (container[set]!["@Capabilities.NavigationRestrictions"] as { RestrictedProperties?: unknown[] } | undefined)?.RestrictedProperties;

  it("are followed in the OpenAPI documents, and the CSDL states ReadRestrictions/Readable true for each", () => {
    const paths = Object.keys(buildOpenApi31(model).paths ?? {});
    expect(paths.filter((p) => p.startsWith("/Attendances({ID})/"))).toEqual(["/Attendances({ID})/Event", "/Attendances({ID})/Events"]);
    expect(restricted("Attendances")).toEqual([
      { NavigationProperty: "Event", ReadRestrictions: { Readable: true } },
      { NavigationProperty: "Events", InsertRestrictions: { Insertable: false }, ReadRestrictions: { Readable: true } },
    ]);
  });

  it("are not stated where the element's records are not read one by one (no path follows a relationship)", () => {
    expect(restricted("Listed")).toBeUndefined();
  });
});
