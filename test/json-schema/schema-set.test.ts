import { describe, expect, it } from "vitest";
import { buildSchemaSet } from "../../src/emitters/json-schema/index.js";
import { serviceYaml, tinyModel } from "./tiny-model.js";

const GUID = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$";

const YAML = `${serviceYaml()}
enumTypes:
  Color:
    description: A colour.
    members: [Red, Green]
  Access:
    flags: true
    members: { Read: 1, Write: 2 }
typeDefinitions:
  Media: { type: Stream }
complexTypes:
  Address:
    fields:
      Street: { type: String, maxLength: 40 }
      Checked: { type: DateTimeOffset, computed: true }
entityTypes:
  Owner:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Item:
    description: An item.
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false, description: The key }
      Name: { type: String, nullable: false, description: The name }
      Code: { type: String, immutable: true }
      Count: { type: Int32, required: true }
      Color: Color
      Access: { type: Access, nullable: false }
      Tags: { type: String, collection: true }
      Home: Address
      Stamp: { type: DateTimeOffset, computed: true }
      Content: Stream
      Clip: Media
    relationships:
      Owner: { target: Owner, cardinality: "N:1" }
      MainOwner: { target: Owner, cardinality: "N:1", nullable: false }
      Owners: { target: Owner, cardinality: "1:N" }
entitySets:
  Items: { type: Item, updateMethod: PATCH }
  Owners: { type: Owner, readOnly: true }
`;

describe("the schema set of a tiny model", () => {
  const set = buildSchemaSet(tinyModel(YAML));
  const schema = (name: string) => set.byName.get(name)?.schema;

  it("names every schema, sorted", () => {
    expect(set.schemas.map((s) => [s.name, s.kind])).toEqual([
      ["Access", "enum"],
      ["Address", "complex"],
      ["Address-body", "complex-body"],
      ["Color", "enum"],
      ["Item", "read"],
      ["Item-collection", "collection"],
      ["Item-create", "create"],
      ["Item-update", "update"],
      ["Owner", "read"],
      ["Owner-collection", "collection"],
      ["odata.error", "error"],
    ]);
  });

  it("writes the record as read: every structural property required (streams have no value, also through a type definition), navigations as $expand returns them, open", () => {
    expect(schema("Item")).toEqual({
      description: "An item.",
      type: "object",
      properties: {
        ID: { description: "The key", type: "string", format: "uuid", pattern: GUID },
        Name: { description: "The name", type: "string" },
        Code: { type: ["string", "null"] },
        Count: { type: ["integer", "null"], format: "int32", minimum: -2147483648, maximum: 2147483647 },
        Color: { anyOf: [{ $ref: "#/components/schemas/Color" }, { type: "null" }] },
        Access: { $ref: "#/components/schemas/Access" },
        Tags: { type: "array", items: { type: ["string", "null"] } },
        Home: { anyOf: [{ $ref: "#/components/schemas/Address" }, { type: "null" }] },
        Stamp: { type: ["string", "null"], format: "date-time", pattern: expect.any(String) },
        Owner: { anyOf: [{ $ref: "#/components/schemas/Owner" }, { type: "null" }] },
        MainOwner: { $ref: "#/components/schemas/Owner" },
        Owners: { type: "array", items: { $ref: "#/components/schemas/Owner" } },
      },
      required: ["ID", "Name", "Code", "Count", "Color", "Access", "Tags", "Home", "Stamp"],
    });
  });

  it("writes the create body: no computed fields, no stream, binds for navigations, closed", () => {
    const create = schema("Item-create")!;
    // A body may name its own type (`@odata.type`) first.
    expect(Object.keys(create.properties ?? {})).toEqual([
      "@odata.type",
      "Name",
      "Code",
      "Count",
      "Color",
      "Access",
      "Tags",
      "Home",
      "Owner@odata.bind",
      "MainOwner@odata.bind",
      "Owners@odata.bind",
    ]);
    expect(create.required).toEqual(["Name", "Count", "Access"]);
    expect(create.additionalProperties).toBe(false);
    expect(create.properties?.["Home"]).toEqual({ anyOf: [{ $ref: "#/components/schemas/Address-body" }, { type: "null" }] });
    // null removes a nullable link (OData JSON Format 4.01, section 8.5); MainOwner is not nullable.
    expect(create.properties?.["Owner@odata.bind"]).toMatchObject({ type: ["string", "null"], minLength: 1 });
    expect(create.properties?.["MainOwner@odata.bind"]).toMatchObject({ type: "string", minLength: 1 });
    // A collection-valued relationship takes an array of links (an update adds them).
    expect(create.properties?.["Owners@odata.bind"]).toMatchObject({ type: "array", items: { type: "string", minLength: 1 } });
  });

  it("writes the PATCH update body: no key, computed or immutable field, nothing required", () => {
    const update = schema("Item-update")!;
    expect(Object.keys(update.properties ?? {})).toEqual([
      "@odata.type",
      "Name",
      "Count",
      "Color",
      "Access",
      "Tags",
      "Home",
      "Owner@odata.bind",
      "MainOwner@odata.bind",
      "Owners@odata.bind",
    ]);
    expect(update.required).toBeUndefined();
    expect(update.additionalProperties).toBe(false);
    expect(update.description).toContain("(PATCH)");
  });

  it("writes complex types as read and as sent", () => {
    expect(schema("Address")).toEqual({
      type: "object",
      properties: {
        Street: { type: ["string", "null"], maxLength: 40 },
        Checked: { type: ["string", "null"], format: "date-time", pattern: expect.any(String) },
      },
      required: ["Street", "Checked"],
    });
    expect(schema("Address-body")).toEqual({
      description: "An Address value in a request body. Unknown properties are rejected.",
      type: "object",
      properties: {
        "@odata.type": { description: "The type of the value, when the client names it (#Tiny.Address); a value of a derived type has that type's body.", type: "string", enum: ["#Tiny.Address"] },
        Street: { type: ["string", "null"], maxLength: 40 },
      },
      additionalProperties: false,
    });
  });

  it("writes enums as member names and flags as a comma-separated pattern of names or values, 0 for none", () => {
    expect(schema("Color")).toEqual({ description: "A colour.", type: "string", enum: ["Red", "Green"] });
    expect(schema("Access")).toEqual({
      description: "Flags: one or more of Read, Write, separated by commas; or their values (Read = 1, Write = 2); 0 for none.",
      type: "string",
      pattern: "^(?:0|(?:Read|Write|1|2)(?:,(?:Read|Write|1|2))*)$",
    });
  });

  it("gives read-only types no bodies and every entity type a collection envelope", () => {
    expect(set.byName.has("Owner-create")).toBe(false);
    expect(set.byName.has("Owner-update")).toBe(false);
    expect(schema("Owner-collection")).toEqual({
      description: "A collection of Owner records, as a list request or a collection-valued navigation returns it.",
      type: "object",
      properties: {
        "@odata.context": { description: "The context URL of the response.", type: "string" },
        "@odata.count": {
          description: "The total number of records matching the request, when $count=true was asked for.",
          type: "integer",
          minimum: 0,
        },
        "@odata.nextLink": { description: "The URL of the next page, present while more records follow.", type: "string" },
        value: { type: "array", items: { $ref: "#/components/schemas/Owner" } },
      },
      required: ["value"],
    });
  });
});

describe("body requirements", () => {
  it("requires requiredInBodies fields in a PUT update body and keeps a non-computed key in create only", () => {
    const model = tinyModel(`${serviceYaml()}
entityTypes:
  Country:
    key: [Code]
    fields:
      Code: { type: String, nullable: false, computed: false }
      Name: { type: String, nullable: false }
      Note: String
entitySets:
  Countries: { type: Country, updateMethod: PUT }
`);
    const set = buildSchemaSet(model);
    expect(set.byName.get("Country-create")?.schema.required).toEqual(["Code", "Name"]);
    expect(Object.keys(set.byName.get("Country-update")?.schema.properties ?? {})).toEqual(["@odata.type", "Name", "Note"]);
    expect(set.byName.get("Country-update")?.schema.required).toEqual(["Name"]);
  });

  it("never requires a collection by the non-nullable rule (its nullable speaks of its items; one left out is empty), only when marked required", () => {
    const model = tinyModel(`${serviceYaml()}
complexTypes:
  Address:
    fields:
      Street: { type: String, nullable: false }
      Lines: { type: String, collection: true, nullable: false }
entityTypes:
  Customer:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: { type: String, nullable: false }
      Addresses: { type: Address, collection: true, nullable: false }
      Tags: { type: String, collection: true, nullable: false, required: true }
entitySets:
  Customers: { type: Customer, updateMethod: PUT }
`);
    const set = buildSchemaSet(model);
    expect(set.byName.get("Customer-create")?.schema.required).toEqual(["Name", "Tags"]);
    expect(set.byName.get("Customer-update")?.schema.required ?? set.byName.get("Customer-create")?.schema.required).toEqual(["Name", "Tags"]);
    expect(set.byName.get("Address-body")?.schema.required).toEqual(["Street"]);
    // The items stay non-null.
    const addresses = set.byName.get("Customer-create")?.schema.properties?.["Addresses"] as { type?: unknown; items?: unknown };
    expect(addresses.type).toBe("array");
    expect(JSON.stringify(addresses.items)).not.toContain("null");
  });

  it("writes an update body that admits and requires what the create body does as a described reference to it, and no other", () => {
    const model = tinyModel(`${serviceYaml()}
entityTypes:
  Tag:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Label: String
  Pin:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Label: { type: String, nullable: false }
entitySets:
  Tags: { type: Tag, updateMethod: PATCH }
  Pins: { type: Pin, updateMethod: PATCH }
`);
    const set = buildSchemaSet(model);
    // Same members, nothing required in either: the update refers to the create body.
    expect(set.byName.get("Tag-update")?.schema).toEqual({
      description: "Request body that updates a Tag record (PATCH): only the fields sent change. Unknown properties are rejected.",
      $ref: "#/components/schemas/Tag-create",
    });
    expect(set.byName.get("Tag-update")?.references).toEqual(["Tag-create"]);
    // Same members, but create requires Label and a PATCH requires nothing: written out in full.
    expect(set.byName.get("Pin-create")?.schema.required).toEqual(["Label"]);
    expect(set.byName.get("Pin-update")?.schema.$ref).toBeUndefined();
    expect(Object.keys(set.byName.get("Pin-update")?.schema.properties ?? {})).toEqual(["@odata.type", "Label"]);
    expect(set.byName.get("Pin-update")?.schema.required).toBeUndefined();
  });

  it("names a body's own type by namespace and alias, once where the alias repeats the namespace, and also as @type in 4.01", () => {
    const body = `entityTypes:
  Pin:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Pins: { type: Pin }
`;
    const typeMembers = (extra: string) => {
      const properties = buildSchemaSet(tinyModel(`${serviceYaml(extra)}${body}`)).byName.get("Pin-create")?.schema.properties ?? {};
      return Object.fromEntries(Object.entries(properties).filter(([name]) => name.includes("type")).map(([name, schema]) => [name, schema && schema.enum]));
    };
    expect(typeMembers("  alias: T\n")).toEqual({ "@odata.type": ["#Tiny.Pin", "#T.Pin"] });
    expect(typeMembers("  alias: Tiny\n")).toEqual({ "@odata.type": ["#Tiny.Pin"] });
    expect(typeMembers('  odataVersion: "4.01"\n')).toEqual({ "@odata.type": ["#Tiny.Pin"], "@type": ["#Tiny.Pin"] });
  });

  it("leaves an open type's bodies open", () => {
    const model = tinyModel(`${serviceYaml()}
entityTypes:
  Bag:
    openType: true
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Bags: { type: Bag }
`);
    const set = buildSchemaSet(model);
    expect(set.byName.get("Bag-create")?.schema).toEqual({
      description:
        "Request body that creates a Bag record: the fields a client may set. Dynamic properties of the open type are accepted under names other than those of its declared members (a member under a declared name is that member; those the body leaves out are refused).",
      type: "object",
      // Dynamic properties may be anything; `@odata.type` still names the type itself, and the
      // key, declared and left out of the body, is not a dynamic property either.
      properties: {
        "@odata.type": { description: "The type of the value, when the client names it (#Tiny.Bag); a value of a derived type has that type's body.", type: "string", enum: ["#Tiny.Bag"] },
        ID: false,
      },
      // Said explicitly, so client generators add an index signature for the dynamic properties.
      additionalProperties: true,
    });
  });
});

describe("bodies of contained records", () => {
  it("exist where the containment paths write them, and not along a path the container's NavigationRestrictions make unnavigable", () => {
    const yaml = (restricted: boolean) => `${serviceYaml()}
entityTypes:
  Box:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Items: { target: Part, cardinality: "1:N", containsTarget: true }
  Part:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Label: String
entitySets:
  Boxes:
    type: Box
${restricted ? `    annotations:
      Capabilities.NavigationRestrictions:
        RestrictedProperties:
          - { NavigationProperty: { $NavigationPropertyPath: Items }, Navigability: { $EnumMember: Org.OData.Capabilities.V1.NavigationType/None } }
` : ""}`;
    const open = buildSchemaSet(tinyModel(yaml(false)));
    expect(open.byName.has("Part-create")).toBe(true);
    expect(open.byName.has("Part-update")).toBe(true);
    const closed = buildSchemaSet(tinyModel(yaml(true)));
    expect(closed.byName.has("Part-create")).toBe(false);
    expect(closed.byName.has("Part-update")).toBe(false);
  });
});

describe("PATCH forms of deeply nested complex types", () => {
  it("are found without recursion for a chain of 5,000 complex types, each the next's holder", async () => {
    const { complexPatchDiffers, complexPatchTypes } = await import("../../src/emitters/common/body-rules.js");
    const count = 5000;
    const complex = Array.from({ length: count }, (_, i) => `  C${i}:\n    fields:\n      V: String\n${i < count - 1 ? `      Next: C${i + 1}\n` : "      Last: { type: String, nullable: false }\n"}`).join("");
    const model = tinyModel(`${serviceYaml("  updateMethod: PATCH\n")}
complexTypes:
${complex}entityTypes:
  E:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Head: C0
entitySets:
  Es: { type: E }
`);
    // The last one requires a member, so every holder on the way differs.
    expect(complexPatchDiffers(model, "C0")).toBe(true);
    expect(complexPatchTypes(model).size).toBe(count);
    expect(buildSchemaSet(model).byName.get("C0-patch")?.schema.required).toBeUndefined();
  });
});
