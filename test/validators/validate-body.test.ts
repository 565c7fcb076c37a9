import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatorsEmitter } from "../../src/emitters/validators/index.js";
import * as PATTERNS from "../../src/emitters/common/patterns.js";
import { loadSeedModel } from "../support/seed.js";
import { importGenerated, scratchFolder, schemaOf, writeTranspiled, type GeneratedValidators } from "./support.js";
import { loadTinyModel, PATCH_MODEL_YAML } from "./tiny-model.js";
import { tinyModel } from "../support/tiny-model.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { ANNOTATION_FORMATS, buildJsonSchemaDocuments, schemaUri } from "../../src/emitters/json-schema/index.js";
import { fullModel, fullModel401 } from "../csdl/full-model.js";
import { derivedModel } from "../support/derived-model.js";

const EVENT_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const PHASE_ID = "7C9E6679-7425-40DE-944B-E07FC1F90AE7";

/** A ProductLine record as read, every field null but the key. */
function productLine(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = loadSeedModel().entityTypes.find((t) => t.name === "ProductLine")!.properties;
  return { ...Object.fromEntries(fields.map((p) => [p.name, p.name === "ID" ? EVENT_ID : null])), ...extra };
}

describe("validateBody on the seed model (the generated modules, imported and run)", () => {
  let generated: { index: GeneratedValidators; remove: () => void };
  beforeAll(async () => {
    generated = await importGenerated("validators-seed", validatorsEmitter.emit(loadSeedModel()));
  });
  afterAll(() => generated?.remove());
  const validate = (set: string, operation: string, data: unknown) => generated.index.validateBody(set, operation, data);

  it("accepts a phase change with the event's ID and the new phase's ID", () => {
    expect(validate("Activity_Event", "phaseChange", { ID: EVENT_ID, PhaseID: PHASE_ID })).toEqual({
      success: true,
      data: { ID: EVENT_ID, PhaseID: PHASE_ID },
    });
  });

  it("accepts a Guid with any version bits, in either case", () => {
    const body = { ID: "00000000-0000-0000-0000-000000000000", PhaseID: PHASE_ID };
    expect(validate("Activity_Event", "phaseChange", body)).toEqual({ success: true, data: body });
  });

  it("reports each problem of a phase change at its JSON pointer", () => {
    expect(validate("Activity_Event", "phaseChange", { ID: "urn:uuid:" + EVENT_ID, Phase: "x" })).toEqual({
      success: false,
      issues: [
        { path: "/ID", message: "Invalid Edm.Guid: expected 8-4-4-4-12 hex digits" },
        { path: "/PhaseID", message: "Invalid input: expected string, received undefined" },
        { path: "/Phase", message: "Unknown property 'Phase'" },
      ],
    });
  });

  it("rejects the key, wrong types and unknown members in a create body, one issue each", () => {
    const result = validate("ProductLine", "create", { ID: EVENT_ID, Price: "12.5", "Activity@odata.bind": "", "a/b~c": 1 });
    expect(result).toEqual({
      success: false,
      issues: [
        { path: "/Price", message: "Invalid input: expected number, received string" },
        { path: "/Activity@odata.bind", message: "Too small: expected string to have >=1 characters" },
        { path: "/ID", message: "Unknown property 'ID'" },
        { path: "/a~1b~0c", message: "Unknown property 'a/b~c'" },
      ],
    });
  });

  it("accepts a create body that links the product line to its activity", () => {
    const body = { Quantity: 2, Price: 12.5, StartDate: "2024-01-31T09:30Z", "Activity@odata.bind": `Activity_Document(${EVENT_ID})` };
    expect(validate("ProductLine", "create", body)).toEqual({ success: true, data: body });
  });

  it("refuses the link under its 4.01 name (@bind) in this 4.0 service", () => {
    const body = { Quantity: 2, Price: 12.5, "Activity@bind": `Activity_Document(${EVENT_ID})` };
    expect(validate("ProductLine", "create", body)).toEqual({ success: false, issues: [{ path: "/Activity@bind", message: "Unknown property 'Activity@bind'" }] });
  });

  it("reads a record with expanded navigations through the ProductLine -> Activity -> ProductLine cycle", () => {
    const record = productLine({
      "@odata.etag": 'W/"1"',
      Activity: { ID: EVENT_ID, Subject: "Quote", IsClosed: false, CreationDate: "2024-01-31T09:30:00.123+01:00", ProductLines: [productLine()] },
    });
    const result = validate("ProductLine", "read", record);
    // Instance annotations are accepted and left out of `data`, as the declared type has no place for them.
    const { "@odata.etag": _etag, ...typed } = record;
    expect(result).toEqual({ success: true, data: typed });
  });

  it("points into nested expanded records", () => {
    const record = productLine({ Activity: { ID: EVENT_ID, Subject: null, IsClosed: null, CreationDate: null, ProductLines: [productLine({ Price: "1" })] } });
    expect(validate("ProductLine", "read", record)).toEqual({
      success: false,
      issues: [{ path: "/Activity/ProductLines/0/Price", message: "Invalid input: expected number, received string" }],
    });
  });

  it.each([
    [null, "Invalid input: expected object, received null"],
    [[], "Invalid input: expected object, received array"],
    ["{}", "Invalid input: expected object, received string"],
  ])("rejects %j as a body", (data, message) => {
    expect(validate("Price", "update", data)).toEqual({ success: false, issues: [{ path: "", message }] });
  });

  it("checks Guid and the temporal types with exactly the JSON Schemas' patterns", () => {
    const edm = generated.index["edm"] as Record<string, RegExp>;
    const constants = Object.entries(PATTERNS).filter(([name]) => name.endsWith("_PATTERN"));
    expect(constants.length).toBe(6);
    expect(Object.fromEntries(constants.map(([name]) => [name, edm[name]?.source]))).toEqual(Object.fromEntries(constants));
  });

  it("throws on an operation the set does not have (a programming error, not invalid input)", () => {
    expect(() => validate("Datastore_Unit", "create", {})).toThrow(new RangeError("no 'create' validator for entity set 'Datastore_Unit'"));
    expect(() => validate("toString", "read", {})).toThrow(new RangeError("no 'read' validator for entity set 'toString'"));
  });
});

describe("module cycles", () => {
  let scratch: ReturnType<typeof scratchFolder>;
  beforeAll(() => {
    scratch = scratchFolder("validators-cycle");
    writeTranspiled(scratch.dir, validatorsEmitter.emit(loadSeedModel()));
  });
  afterAll(() => scratch?.remove());

  // In a Node process of its own: Node's ES module loader decides the evaluation order of a cycle.
  it.each(["ProductLine", "Activity", "Activity_Event", "Datastore_Phase_ActivityEvent"])(
    "evaluate whichever module of the cycle Node loads first (%s.js)",
    (first) => {
      const record = { ID: EVENT_ID, Subject: null, IsClosed: null, CreationDate: null, ProductLines: [productLine()] };
      const script = `
        await import("./validators/${first}.js");
        const { ActivitySchema } = await import("./validators/Activity.js");
        process.stdout.write(JSON.stringify(ActivitySchema.safeParse(${JSON.stringify(record)}).success));`;
      const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: scratch.dir, encoding: "utf8" });
      expect(out).toBe("true");
    },
  );
});

describe("values of the tiny model", () => {
  let generated: { index: GeneratedValidators; remove: () => void };
  beforeAll(async () => {
    generated = await importGenerated("validators-tiny", validatorsEmitter.emit(loadTinyModel()));
  });
  afterAll(() => generated?.remove());
  const ok = (schema: string, data: unknown) => schemaOf(generated.index, schema).safeParse(data).success;

  it.each([
    ["MaxLength counted in code points, not UTF-16 units", { Name: "😀😀😀😀😀" }, true],
    ["one character more than MaxLength", { Name: "abcdef" }, false],
    ["Int16 at its maximum", { Count: 32767 }, true],
    ["Int16 past its maximum", { Count: 32768 }, false],
    ["Byte below 0", { Small: -1 }, false],
    ["Int64 beyond the safe-integer range", { Big: 2 ** 60 }, true],
    ["Int64 with a fraction", { Big: 1.5 }, false],
    ["an enum member", { Color: "Green" }, true],
    ["a name that is no enum member", { Color: "Purple" }, false],
    ["flags", { Access: "Read,Delete" }, true],
    ["flags with an empty member", { Access: "Read,,Write" }, false],
    ["flags with no flag set", { Access: "0" }, true],
    ["flags by member value", { Access: "1,4" }, true],
    ["flags mixing names and values", { Access: "Read,4" }, true],
    ["a flags value no member has", { Access: "8" }, false],
    ["a plain enum's member value (the types name members only)", { Color: "0" }, false],
    ["a TimeOfDay", { Opens: "23:59:59.999999999999" }, true],
    ["hour 24", { Opens: "24:00" }, false],
    ["a Duration", { Lasts: "-P1DT2H30M0.5S" }, true],
    ["a Date", { Made: "2024-02-29" }, true],
    ["a DateTimeOffset without seconds", { Seen: "2024-02-29T23:59+14:00" }, true],
    ["a DateTimeOffset without an offset", { Seen: "2024-02-29T23:59:00" }, false],
    ["base64url", { Blob: "AQID_-8" }, true],
    ["base64 with +", { Blob: "AQID+w==" }, false],
    ["a GeoJSON point", { Address: { City: "X", Geo: { type: "Point", coordinates: [1, 2] } } }, true],
    ["a point with one coordinate", { Address: { City: "X", Geo: { type: "Point", coordinates: [1] } } }, false],
    ["a computed field of a nested complex value", { Size: { Width: 1, Computed: 2 } }, false],
    ["a null item where items are not nullable", { Codes: [null] }, false],
    ["a type-definition value over its MaxLength", { Codes: ["EURO"] }, false],
  ])("%s", (_what, extra, want) => {
    expect(ok("WidgetUpdateSchema", { Name: "n", Color: "Red", Codes: [], Size: { Width: 1 }, ...extra })).toBe(want);
  });

  it("refuses a value nested deeper than the stack reaches instead of throwing", () => {
    let address: Record<string, unknown> = { City: "X" };
    for (let depth = 0; depth < 100_000; depth++) address = { City: "X", Parent: address };
    const body = { Name: "n", Color: "Red", Codes: [], Size: { Width: 1 }, Address: address };
    expect(generated.index.validateBody("Widgets", "update", body)).toEqual({ success: false, issues: [{ path: "", message: "Too deeply nested to validate" }] });
    expect(generated.index.validateBody("Widgets", "update", { ...body, Address: { City: "X", Parent: { City: "Y" } } })).toMatchObject({ success: true });
  });

  it("keeps the dynamic properties of an open type", () => {
    const record = { ID: EVENT_ID, Text: null, Mood: "happy" };
    expect(schemaOf(generated.index, "NoteSchema").safeParse(record)).toEqual({ success: true, data: record });
  });

  it("requires nothing in a PATCH body and accepts the non-computed key on create only", () => {
    expect(ok("PersonUpdateSchema", {})).toBe(true);
    expect(ok("PersonCreateSchema", { Code: "P1" })).toBe(true);
    expect(ok("PersonUpdateSchema", { Code: "P1" })).toBe(false);
  });
});

describe("validateSingletonBody on a model with singletons", () => {
  let generated: { index: GeneratedValidators; remove: () => void };
  beforeAll(async () => {
    generated = await importGenerated("validators-singletons", validatorsEmitter.emit(loadTinyModel()));
  });
  afterAll(() => generated?.remove());
  const validate = (singleton: string, operation: string, data: unknown) =>
    (generated.index["validateSingletonBody"] as (s: string, o: string, d: unknown) => unknown)(singleton, operation, data);

  it("validates an updatable singleton's update body and a singleton's record", () => {
    expect(validate("Me", "update", { Name: "Ada" })).toEqual({ success: true, data: { Name: "Ada" } });
    expect(validate("Me", "update", { Code: "x" })).toEqual({ success: false, issues: [{ path: "/Code", message: "Unknown property 'Code'" }] });
    expect(validate("Board", "read", { ID: "0f8fad5b-d9cb-469f-a165-70867728950e", Text: null })).toMatchObject({ success: true });
  });

  it("throws for an operation the singleton has no validator for", () => {
    expect(() => validate("Board", "update", {})).toThrow(new RangeError("no 'update' validator for singleton 'Board'"));
    expect(() => validate("Nope", "read", {})).toThrow(new RangeError("no 'read' validator for singleton 'Nope'"));
  });
});

describe("validateActionBody on the full type-system model (the generated modules, imported and run)", () => {
  type Validate = (action: string, data: unknown) => { success: boolean; data?: unknown; issues?: { path: string; message: string }[] };
  let generated: { index: GeneratedValidators; remove: () => void };
  let validate: Validate;
  beforeAll(async () => {
    generated = await importGenerated("validators-actions", validatorsEmitter.emit(fullModel()));
    validate = generated.index["validateActionBody"] as Validate;
  });
  afterAll(() => generated?.remove());

  it("accepts a bound action's body without the binding parameter", () => {
    expect(validate("Restock", { amount: 5 })).toEqual({ success: true, data: { amount: 5 } });
    expect(validate("Reset", {})).toEqual({ success: true, data: {} });
  });

  it("reports a missing parameter, a wrong value and an unknown member at their JSON pointers", () => {
    const result = validate("Restock", { amount: 2 ** 40, product: {} });
    expect(result.success).toBe(false);
    expect(result.issues!.map((i) => i.path).sort()).toEqual(["/amount", "/product"]);
    expect(validate("Restock", {}).issues!.map((i) => i.path)).toEqual(["/amount"]);
    expect(validate("Reset", { x: 1 }).issues).toEqual([{ path: "/x", message: "Unknown property 'x'" }]);
  });

  it("throws for a name that is not an action", () => {
    expect(() => validate("Cheapest", {})).toThrow(RangeError);
  });
});

describe("validateRelatedBody on the full type-system model (the generated modules, imported and run)", () => {
  type Validate = (owner: string, relationship: string, data: unknown) => { success: boolean; data?: unknown; issues?: { path: string; message: string }[] };
  let generated: { index: GeneratedValidators; remove: () => void };
  let validate: Validate;
  beforeAll(async () => {
    generated = await importGenerated("validators-related", validatorsEmitter.emit(fullModel()));
    validate = generated.index["validateRelatedBody"] as Validate;
  });
  afterAll(() => generated?.remove());

  it("checks a record created through a set's or a singleton's relationship with the target's create body", () => {
    // Categories and the singleton Settings create Products through their Products relationship.
    expect(generated.index["relatedCreateValidators"]).toEqual({
      Categories: { Products: generated.index["ProductCreateSchema"] },
      Settings: { Products: generated.index["ProductCreateSchema"] },
    });
    // The same issues as the create body itself reports (Name is required in it; Homes, a collection, is not).
    const schema = generated.index["ProductCreateSchema"] as { safeParse(data: unknown): { success: boolean } };
    const result = validate("Settings", "Products", {});
    expect(result.success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
    expect(result.issues!.map((i) => i.path)).toEqual(["/Name"]);
  });

  it("throws for a relationship records are not created through", () => {
    expect(() => validate("Categories", "Nope", {})).toThrow(new RangeError("no 'Nope' validator for set or singleton 'Categories'"));
    expect(() => validate("Products", "Related", {})).toThrow(RangeError);
  });
});

describe("validateBody on the full type-system model as a 4.01 service: the forms of a link", () => {
  let generated: { index: GeneratedValidators; remove: () => void };
  beforeAll(async () => {
    generated = await importGenerated("validators-links", validatorsEmitter.emit(fullModel401()));
  });
  afterAll(() => generated?.remove());
  const validate = (data: unknown) => generated.index.validateBody("Products", "create", data);
  const base = { Name: "Lamp", Homes: [] };

  it("takes a relationship linked by @odata.bind, by @bind (the 4.01 name) or by an entity reference", () => {
    expect(validate({ ...base, "Category@odata.bind": "Categories(1)" }).success).toBe(true);
    expect(validate({ ...base, "Category@bind": "Categories(1)" }).success).toBe(true);
    expect(validate({ ...base, Category: { "@id": "Categories(1)" } }).success).toBe(true);
    expect(validate({ ...base, "Category@bind": "" }).success).toBe(false);
  });

  it("reports a relationship linked in two forms at the relationship, whichever two", () => {
    const twice = { path: "/Category", message: "Linked twice: send one of Category@odata.bind, Category@bind, Category" };
    expect(validate({ ...base, "Category@odata.bind": "Categories(1)", Category: { "@id": "Categories(1)" } })).toEqual({ success: false, issues: [twice] });
    expect(validate({ ...base, "Category@odata.bind": "Categories(1)", "Category@bind": "Categories(1)" })).toEqual({ success: false, issues: [twice] });
    expect(validate({ ...base, "Category@bind": "Categories(1)", Category: { "@id": "Categories(1)" } })).toEqual({ success: false, issues: [twice] });
  });

  it("takes the type named as @odata.type or as @type, and reports it named both ways at @type", () => {
    expect(validate({ ...base, "@odata.type": "#Shop.Product" }).success).toBe(true);
    expect(validate({ ...base, "@type": "#Shop.Product" }).success).toBe(true);
    expect(validate({ ...base, "@odata.type": "#Shop.Product", "@type": "#Shop.Product" })).toEqual({
      success: false,
      issues: [{ path: "/@type", message: "Typed twice: send @odata.type or @type, not both" }],
    });
  });
});

describe("a 4.01 body schema reshaped from its members, as the README shows", () => {
  let generated: { index: GeneratedValidators; remove: () => void };
  beforeAll(async () => {
    generated = await importGenerated("validators-reshape", validatorsEmitter.emit(fullModel401()));
  });
  afterAll(() => generated?.remove());

  it("refuses .partial() on the checked schema, and takes it on one built from the shape", async () => {
    const { z } = await import("zod");
    const schema = generated.index["ProductCreateSchema"] as unknown as { shape: Record<string, never>; partial(): unknown };
    expect(() => schema.partial()).toThrow(/refinements/);
    const partial = z.strictObject(schema.shape).partial();
    expect(partial.safeParse({}).success).toBe(true);
    expect(partial.safeParse({ Name: 5 }).success).toBe(false);
  });
});

describe("validateBody where records and values may be of a derived type", () => {
  let generated: { index: GeneratedValidators; remove: () => void };
  let generated401: { index: GeneratedValidators; remove: () => void };
  beforeAll(async () => {
    generated = await importGenerated("validators-derived", validatorsEmitter.emit(derivedModel()));
    generated401 = await importGenerated("validators-derived-401", validatorsEmitter.emit(derivedModel("4.01")));
  });
  afterAll(() => {
    generated?.remove();
    generated401?.remove();
  });
  const validate = (set: string, operation: string, data: unknown) => generated.index.validateBody(set, operation, data);
  const person = { Name: "Ada", Visited: [] };

  it("takes the type's own body, and a derived type's body that names its type, keeping every member", () => {
    expect(validate("People", "create", person)).toEqual({ success: true, data: person });
    const manager = { "@odata.type": "#D.Manager", ...person, Cost: 10.5, Budget: 3, Home: { "@odata.type": "#Derived.Service.AirportLocation", City: "Rome", Code: "FCO" } };
    expect(validate("People", "create", manager)).toEqual({ success: true, data: manager });
  });

  it("reports a derived type's members in an unnamed body as unknown to the type's own body", () => {
    expect(validate("People", "create", { ...person, Budget: 3 })).toEqual({ success: false, issues: [{ path: "/Budget", message: "Unknown property 'Budget'" }] });
  });

  it("reports the problems of the body its type names, at their paths, nested values too", () => {
    const body = { "@odata.type": "#Derived.Service.Employee", ...person, Cost: "high", Visited: [{ "@odata.type": "#Derived.Service.AirportLocation", City: "Oslo", Code: 7 }] };
    expect(validate("People", "create", body)).toEqual({
      success: false,
      // In the order of the body's members: the inherited ones first.
      issues: [
        { path: "/Visited/0/Code", message: "Invalid input: expected string, received number" },
        { path: "/Cost", message: "Invalid input: expected number, received string" },
      ],
    });
  });

  it("refuses a create body of the abstract type itself, which names no concrete type", () => {
    expect(validate("Vehicles", "create", { Wheels: 4 }).success).toBe(false);
    expect(validate("Vehicles", "create", { "@odata.type": "#Derived.Service.Car", Wheels: 4, Seats: 2 }).success).toBe(true);
    expect(validate("Vehicles", "update", { "@odata.type": "#Derived.Service.Truck", Load: 1.5 }).success).toBe(true);
  });

  it("takes an update of the abstract type's own fields without a type name (the record exists and keeps its type)", () => {
    expect(validate("Vehicles", "update", { Wheels: 6 })).toEqual({ success: true, data: { Wheels: 6 } });
    // No record is of the abstract type itself: a body that names it is refused.
    expect(validate("Vehicles", "update", { "@odata.type": "#Derived.Service.Vehicle", Wheels: 6 }).success).toBe(false);
    // A derived type's field is that type's body, which names its type.
    expect(validate("Vehicles", "update", { Wheels: 6, Load: 1.5 }).success).toBe(false);
    expect(validate("Vehicles", "update", { "@odata.type": "#Derived.Service.Truck", Wheels: 6, Load: 1.5 }).success).toBe(true);
  });

  it("reports a body that names no type it may be, or none where one is needed, at the type's name", () => {
    expect(validate("Vehicles", "create", { Seats: 2 })).toEqual({
      success: false,
      issues: [{ path: "/@odata.type", message: "Missing: a derived type's body names its type in @odata.type" }],
    });
    expect(validate("People", "create", { "@odata.type": "#Derived.Service.Nobody", ...person })).toEqual({
      success: false,
      issues: [
        {
          path: "/@odata.type",
          message: 'Invalid input: expected one of "#Derived.Service.Person", "#D.Person", "#Derived.Service.Employee", "#D.Employee", "#Derived.Service.Manager", "#D.Manager"',
        },
      ],
    });
    const v401 = (data: unknown) => generated401.index.validateBody("Vehicles", "create", data);
    expect(v401({ Seats: 2 })).toEqual({ success: false, issues: [{ path: "/@odata.type", message: "Missing: a derived type's body names its type in @odata.type or @type" }] });
  });

  it("says a 4.01 body of a derived type that names its type twice is named twice, not that it names another type", () => {
    const body = { "@odata.type": "#Derived.Service.Truck", "@type": "#Derived.Service.Truck", Load: 1 };
    expect(generated401.index.validateBody("Vehicles", "create", body)).toEqual({
      success: false,
      issues: [{ path: "/@type", message: "Typed twice: send @odata.type or @type, not both" }],
    });
  });

  it("takes the derived type's name by @type in a 4.01 service, but not both names", () => {
    const v401 = (data: unknown) => generated401.index.validateBody("Vehicles", "create", data);
    expect(v401({ "@type": "#Derived.Service.Car", Seats: 2 }).success).toBe(true);
    expect(v401({ "@odata.type": "#Derived.Service.Car", "@type": "#Derived.Service.Car", Seats: 2 }).success).toBe(false);
    expect(v401({ "@odata.type": "#Derived.Service.Car", Seats: 2, Bogus: 1 })).toEqual({ success: false, issues: [{ path: "/Bogus", message: "Unknown property 'Bogus'" }] });
  });
});

describe("validateBody where PATCH applies to complex values in turn", () => {
  type Validate = (set: string, operation: string, data: unknown) => { success: boolean; issues?: { path: string; message: string }[] };
  const model = tinyModel(PATCH_MODEL_YAML);
  let generated: { index: GeneratedValidators; remove: () => void };
  let validate: Validate;
  let ajv: Ajv2020;
  beforeAll(async () => {
    generated = await importGenerated("validators-patch", validatorsEmitter.emit(model));
    validate = generated.index["validateBody"] as Validate;
    ajv = new Ajv2020({ strict: true });
    for (const format of ANNOTATION_FORMATS) ajv.addFormat(format, true);
    for (const document of buildJsonSchemaDocuments(model).values()) ajv.addSchema(document);
  });
  afterAll(() => generated?.remove());

  /** zod's verdict (by validateBody) and ajv's (by the JSON Schema of the same body), which must agree. */
  const verdict = (set: string, schema: string, data: unknown) => {
    const zod = validate(set, "update", data);
    const json = ajv.getSchema(schemaUri(model, schema))!(data) === true;
    expect(json).toBe(zod.success);
    return zod;
  };

  it("takes part of a complex value, and of the complex values inside it, in a PATCH body", () => {
    expect(verdict("Warehouses", "Warehouse-update", { Address: { City: "Utrecht" } }).success).toBe(true);
    expect(verdict("Warehouses", "Warehouse-update", { Address: { Where: { Lat: 52.1 } } }).success).toBe(true);
    expect(verdict("DepotsPatched", "Depot-patch", { Address: { City: "Utrecht" } }).success).toBe(true);
    // Still checked: a member's value, unknown members, a non-nullable complex field set to null.
    expect(verdict("Warehouses", "Warehouse-update", { Address: { Street: 5 } }).issues!.map((i) => i.path)).toEqual(["/Address/Street"]);
    expect(verdict("Warehouses", "Warehouse-update", { Address: { Town: "x" } }).success).toBe(false);
    expect(verdict("Warehouses", "Warehouse-update", { Address: null }).success).toBe(false);
  });

  it("takes a collection whole, and a complex value whole in a PUT", () => {
    expect(verdict("Warehouses", "Warehouse-update", { History: [{ City: "Utrecht" }] }).issues!.map((i) => i.path)).toEqual(["/History/0/Street"]);
    expect(verdict("Warehouses", "Warehouse-update", { Address: { City: "U", Lines: [{ Lat: 1 }] } }).issues!.map((i) => i.path)).toEqual(["/Address/Lines/0/Lon"]);
    expect(verdict("Depots", "Depot-update", { Address: { City: "Utrecht" } }).issues!.map((i) => i.path)).toEqual(["/Address/Street"]);
  });
});

describe("validateBody: a complex field holding a key member (zod and JSON Schema agree)", () => {
  const model = tinyModel(`complexTypes:
  Info:
    fields:
      Code: { type: String, nullable: false, maxLength: 4 }
      Note: { type: String }
entityTypes:
  Doc:
    key: [{ path: Info/Code, alias: Code }]
    fields:
      Info: { type: Info, nullable: false }
      Title: { type: String, nullable: false }
entitySets:
  Docs: { type: Doc }
`);
  let generated: { index: GeneratedValidators; remove: () => void };
  let ajv: Ajv2020;
  beforeAll(async () => {
    generated = await importGenerated("validators-complex-key", validatorsEmitter.emit(model));
    ajv = new Ajv2020({ strict: true });
    for (const format of ANNOTATION_FORMATS) ajv.addFormat(format, true);
    for (const document of buildJsonSchemaDocuments(model).values()) ajv.addSchema(document);
  });
  afterAll(() => generated?.remove());
  const verdict = (operation: string, schema: string, data: unknown) => {
    const zod = generated.index.validateBody("Docs", operation, data);
    expect(ajv.getSchema(schemaUri(model, schema))!(data)).toBe(zod.success);
    return zod.success;
  };

  it("keeps the complex field in the update body, so its other members can change (the key member's value is ignored)", () => {
    expect(verdict("update", "Doc-update", { Title: "t", Info: { Code: "a", Note: "n" } })).toBe(true);
    // PUT replaces the record: the non-nullable complex field is sent, whole.
    expect(verdict("update", "Doc-update", { Title: "t" })).toBe(false);
    expect(verdict("update", "Doc-update", { Title: "t", Info: { Code: "a", Note: 1 } })).toBe(false);
    expect(verdict("create", "Doc-create", { Title: "t", Info: { Code: "a" } })).toBe(true);
  });
});
