import { describe, expect, test } from "vitest";
import type { Change } from "../../src/diff/change.js";
import { diffModels } from "../../src/diff/diff-models.js";
import { SERVICE, tinyModel, yaml } from "./models.js";

/**
 * Classification by where a member travels (the bodies that require it, records sent whole as
 * parameters, PATCH-only updates), by inheritance (a base type exchanged, a type leaving its base),
 * the elements whose annotations and descriptions count as changes, and values compared through
 * type definitions and Decimal scales. Each change is one line: `<breaking|safe> <sides> <element>
 * <name> <change>[/<aspect>]: <message>`.
 */
const line = (c: Change): string => `${c.breaking ? "breaking" : "safe"} ${c.breaks.join("+") || "-"} ${c.element} ${c.name} ${c.change}${c.aspect ? `/${c.aspect}` : ""}: ${c.message}`;

function diff(before: string, after: string, service?: string): string[] {
  return diffModels(tinyModel(before, service), tinyModel(after, service)).map(line);
}

/** `text` with one piece replaced; fails when the piece is not there (a typo would test nothing). */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`test setup: '${from}' is not in the model text`);
  return text.replace(from, to);
}

describe("the requests that require a field", () => {
  const PARAMETERS = yaml`
    entityTypes:
      P: { key: [ID], fields: { ID: { type: Guid, nullable: false }, Name: String } }
    complexTypes:
      C: { fields: { Name: String } }
    entitySets: { Ps: { type: P, readOnly: true } }
    actions:
      Submit: { parameters: { p: { type: P, nullable: false }, c: { type: C, nullable: false } } }
    actionImports: { Submit: { action: Submit } }
  `;

  test("a field added to an entity type sent whole as an action's parameter: the record requires every field", () => {
    expect(diff(PARAMETERS, edit(PARAMETERS, "Name: String } }\ncomplexTypes", "Name: String, Opt: Int32 } }\ncomplexTypes"))).toEqual([
      "breaking writers field P.Opt added: added as required: action bodies must carry it",
    ]);
  });

  test("a field of an entity type sent whole made non-nullable: writers may not send null", () => {
    expect(diff(PARAMETERS, edit(PARAMETERS, "Name: String } }\ncomplexTypes", "Name: { type: String, nullable: false } } }\ncomplexTypes"))).toEqual([
      "breaking writers field P.Name changed/nullable: no longer nullable: writers may not send null",
    ]);
  });

  test("a required field added to a complex type used only by an action names the action's bodies, not create bodies", () => {
    expect(diff(PARAMETERS, edit(PARAMETERS, "C: { fields: { Name: String } }", "C: { fields: { Name: String, Must: { type: Int32, nullable: false } } }"))).toEqual([
      "breaking writers field C.Must added: added as required: action bodies must carry it",
    ]);
  });

  const PATCH_SERVICE = 'service: { name: S, namespace: S, title: S, version: "1", basePath: /api, updateMethod: PATCH }\n';
  const PUT_SERVICE = PATCH_SERVICE.replace("PATCH", "PUT");
  const PATCH_ONLY = yaml`
    entityTypes:
      Order: { key: [ID], fields: { ID: { type: Guid, nullable: false, computed: true }, Ref: String } }
    entitySets: { Orders: { type: Order, operations: [list, get, update] } }
  `;

  test("a field made required where only a PATCH body takes it: a PATCH requires nothing", () => {
    expect(diff(PATCH_ONLY, edit(PATCH_ONLY, "Ref: String", "Ref: { type: String, required: true }"), PATCH_SERVICE)).toEqual([
      "safe - field Order.Ref changed/requiredInBodies: now required, though no request here requires it (a PATCH body requires nothing)",
    ]);
  });

  test("a non-nullable field added where only a PATCH body takes it", () => {
    expect(diff(PATCH_ONLY, edit(PATCH_ONLY, "Ref: String", "Ref: String, Must: { type: String, nullable: false }"), PATCH_SERVICE)).toEqual([
      "safe - field Order.Must added: added",
    ]);
  });

  test("a required field added where PUT replaces records names the update bodies", () => {
    expect(diff(PATCH_ONLY, edit(PATCH_ONLY, "Ref: String", "Ref: String, Must: { type: String, nullable: false }"), PUT_SERVICE)).toEqual([
      "breaking writers field Order.Must added: added as required: update bodies must carry it",
    ]);
  });
});

describe("inheritance", () => {
  test("a base type exchanged for one whose field of the same name has another type: the field is compared on the type", () => {
    const before = yaml`
      entityTypes:
        E: { abstract: true, key: [ID], fields: { ID: { type: Guid, nullable: false } } }
        A: { base: E, abstract: true, fields: { Code: String } }
        B: { base: E, abstract: true, fields: { Code: Int32 } }
        T: { base: A, fields: { Name: String } }
      entitySets: { Ts: { type: T } }
    `;
    expect(diff(before, edit(before, "T: { base: A", "T: { base: B"))).toEqual([
      "breaking readers+writers field T.Code changed/type: type changed from String to Int32",
      "safe - baseType T changed: base type changed from A to B",
    ]);
  });

  test("a field moved from a base into the type between them is reported once, where it went", () => {
    const before = yaml`
      entityTypes:
        A: { abstract: true, key: [ID], fields: { ID: { type: Guid, nullable: false }, Code: String } }
        B: { base: A, abstract: true, fields: { Other: String } }
        T: { base: B, fields: { Name: String } }
      entitySets: { Ts: { type: T } }
    `;
    const after = edit(edit(before, ", Code: String } }", " } }"), "Other: String", "Other: String, Code: String");
    expect(diff(before, after).filter((l) => l.includes("Code"))).toEqual([
      "breaking readers+writers field A.Code removed: removed",
      "safe - field B.Code changed/declaredIn: now declared on B (was A)",
    ]);
  });

  test("a type that leaves the base its set is declared with: its records no longer stand in that set", () => {
    const before = yaml`
      entityTypes:
        Vehicle: { abstract: true, key: [ID], fields: { ID: { type: Guid, nullable: false } } }
        Car: { base: Vehicle, fields: { Doors: Int32 } }
        Bike: { base: Vehicle, fields: { Gears: Int32 } }
      entitySets: { Vehicles: { type: Vehicle } }
    `;
    const after = edit(before, "Bike: { base: Vehicle, fields: { Gears: Int32 } }", "Bike: { key: [ID], fields: { ID: { type: Guid, nullable: false }, Gears: Int32 } }");
    const changes = diffModels(tinyModel(before), tinyModel(after));
    expect(changes.map(line)).toContain(
      "breaking readers+writers baseType Bike changed: base type changed from Vehicle to none; no longer a kind of Vehicle: its records or values no longer stand where that is expected",
    );
    expect(changes.find((c) => c.element === "baseType")?.affects.openApiPaths).toContain("/Vehicles");
  });

  test("a type that leaves a base nothing uses as a type is not breaking", () => {
    const before = yaml`
      entityTypes:
        Entity: { abstract: true }
        Thing: { base: Entity, key: [ID], fields: { ID: { type: Guid, nullable: false } } }
      entitySets: { Things: { type: Thing } }
    `;
    expect(diff(before, edit(before, "Thing: { base: Entity, ", "Thing: { "))).toEqual(["safe - baseType Thing changed: base type changed from Entity to none"]);
  });
});

describe("media streams and open types, by who reads and writes them", () => {
  const MEDIA = yaml`
    entityTypes:
      T: { hasStream: true, key: [ID], fields: { ID: { type: Guid, nullable: false }, Name: String } }
    entitySets: { Ts: { type: T } }
  `;

  test("a media stream taken from records that clients update: readers lose its GET, writers its PUT", () => {
    expect(diff(MEDIA, edit(MEDIA, "hasStream: true, ", ""))).toEqual(["breaking readers+writers entityType T changed/hasStream: no longer has a media stream"]);
  });

  test("a media stream given to records clients create breaks writers, whose JSON create body goes; taken from records only created, the same", () => {
    const plain = edit(MEDIA, "hasStream: true, ", "");
    const createOnly = (text: string) => edit(text, "Ts: { type: T }", "Ts: { type: T, operations: [list, get, create] }");
    const [added] = diffModels(tinyModel(plain), tinyModel(MEDIA));
    expect(line(added!)).toBe("breaking writers entityType T changed/hasStream: now has a media stream");
    expect(added!.affects.openApiSchemas).toContain("T-create");
    expect(added!.affects.typeScript).toContain("TCreate");
    expect(diff(createOnly(MEDIA), createOnly(plain))).toEqual(["breaking readers+writers entityType T changed/hasStream: no longer has a media stream"]);
  });

  test("a media stream taken from a read-only set's records breaks readers only", () => {
    const readOnly = edit(MEDIA, "Ts: { type: T }", "Ts: { type: T, readOnly: true }");
    expect(diff(readOnly, edit(readOnly, "hasStream: true, ", ""))).toEqual(["breaking readers entityType T changed/hasStream: no longer has a media stream"]);
  });

  test("an open type closed where nobody writes it breaks readers, who lose the dynamic properties", () => {
    const before = yaml`
      entityTypes:
        T: { openType: true, key: [ID], fields: { ID: { type: Guid, nullable: false }, Name: String } }
      entitySets: { Ts: { type: T, readOnly: true } }
    `;
    expect(diff(before, edit(before, "openType: true, ", ""))).toEqual(["breaking readers entityType T changed/openType: no longer open: records carry no dynamic properties"]);
  });

  test("an open type closed where clients write it breaks both sides", () => {
    const before = yaml`
      entityTypes:
        T: { openType: true, key: [ID], fields: { ID: { type: Guid, nullable: false }, Name: String } }
      entitySets: { Ts: { type: T } }
    `;
    expect(diff(before, edit(before, "openType: true, ", ""))).toEqual([
      "breaking readers+writers entityType T changed/openType: no longer open: records carry no dynamic properties, and bodies refuse them",
    ]);
  });
});

describe("annotations and descriptions of every element", () => {
  const BASE = yaml`
    entityTypes:
      C: { key: [ID], fields: { ID: { type: Guid, nullable: false, computed: true }, Colour: Colour, Price: Money } }
    enumTypes:
      Colour: { members: [Red, Green] }
    typeDefinitions:
      Money: { type: Decimal, precision: 18, scale: 2 }
    entitySets: { Cs: { type: C } }
    singletons:
      Me: { type: C, updatable: true }
    functions:
      Count: { parameters: { c: Colour }, returns: Int32 }
    functionImports:
      CountIt: { function: Count }
  `;
  const SERVICE_WITH_ANNOTATION = `${SERVICE}  annotations: { Core.Example: { Description: "A call" } }\n`;
  const example = 'annotations: { Core.Example: { Value: "x" } }';

  test.each([
    ["an enum type's annotations", "Colour: { members: [Red, Green] }", `Colour: { ${example}, members: [Red, Green] }`, "safe - enumType Colour changed/annotations: annotations changed"],
    ["an enum member's description", "Colour: { members: [Red, Green] }", "Colour: { members: { Red: 0, Green: { value: 1, description: leafy } } }", "safe - enumMember Colour.Green changed/description: description changed"],
    ["an enum member's annotations", "Colour: { members: [Red, Green] }", `Colour: { members: { Red: 0, Green: { value: 1, ${example} } } }`, "safe - enumMember Colour.Green changed/annotations: annotations changed"],
    ["a type definition's annotations", "scale: 2 }", `scale: 2, ${example} }`, "safe - typeDefinition Money changed/annotations: annotations changed"],
    ["a function import's annotations", "CountIt: { function: Count }", `CountIt: { function: Count, ${example} }`, "safe - import CountIt changed/annotations: annotations changed"],
    ["a singleton's annotations", "Me: { type: C, updatable: true }", `Me: { type: C, updatable: true, ${example} }`, "safe - singleton Me changed/annotations: annotations changed"],
  ])("%s", (_what, from, to, want) => {
    expect(diff(BASE, edit(BASE, from, to))).toEqual([want]);
  });

  test("a String field's Validation.Pattern, which the outputs check: added or changed breaks writers, removed breaks no one", () => {
    const plain = edit(BASE, "Colour: Colour, Price: Money }", "Colour: Colour, Price: Money, Code: String }");
    const patterned = (pattern: string) => edit(BASE, "Colour: Colour, Price: Money }", `Colour: Colour, Price: Money, Code: { type: String, annotations: { Validation.Pattern: "${pattern}" } } }`);
    expect(diff(plain, patterned("^[A-Z]+$"))).toEqual(["breaking writers field C.Code changed/annotations: annotations changed: Validation.Pattern added '^[A-Z]+$'"]);
    expect(diff(patterned("^[A-Z]+$"), patterned("^[A-Z]{2}$"))).toEqual(["breaking writers field C.Code changed/annotations: annotations changed: Validation.Pattern changed from '^[A-Z]+$' to '^[A-Z]{2}$'"]);
    expect(diff(patterned("^[A-Z]+$"), plain)).toEqual(["safe - field C.Code changed/annotations: annotations changed: Validation.Pattern '^[A-Z]+$' removed"]);
    // On a field of another type the outputs do not check it.
    expect(diff(BASE, edit(BASE, "Price: Money }", 'Price: { type: Money, annotations: { Validation.Pattern: "^1" } } }'))).toEqual(["safe - field C.Price changed/annotations: annotations changed"]);
  });

  test("a field's Validation.AllowedValues, which the outputs check as an enum's members: a value removed (or the list added) breaks writers, one added (or the list removed) breaks readers", () => {
    const plain = edit(BASE, "Colour: Colour, Price: Money }", "Colour: Colour, Price: Money, Size: String }");
    const allowed = (...values: string[]) =>
      edit(BASE, "Colour: Colour, Price: Money }", `Colour: Colour, Price: Money, Size: { type: String, annotations: { Validation.AllowedValues: [${values.map((v) => `{ Value: ${v} }`).join(", ")}] } } }`);
    expect(diff(plain, allowed("S", "M"))).toEqual(['breaking writers field C.Size changed/annotations: annotations changed: Validation.AllowedValues added: only "S", "M" accepted']);
    expect(diff(allowed("S", "M"), plain)).toEqual(["breaking readers field C.Size changed/annotations: annotations changed: Validation.AllowedValues removed: readers may receive any value"]);
    expect(diff(allowed("S", "M"), allowed("S", "M", "L"))).toEqual(['breaking readers field C.Size changed/annotations: annotations changed: Validation.AllowedValues: "L" now allowed: readers may receive a value they do not know']);
    expect(diff(allowed("S", "M"), allowed("S"))).toEqual(['breaking writers field C.Size changed/annotations: annotations changed: Validation.AllowedValues: "M" no longer allowed']);
    expect(diff(allowed("S", "M"), allowed("S", "L"))).toEqual(['breaking readers+writers field C.Size changed/annotations: annotations changed: Validation.AllowedValues: "M" no longer allowed; "L" now allowed: readers may receive a value they do not know']);
    // The same values in another order (or repeated) admit the same values.
    expect(diff(allowed("S", "M"), allowed("M", "S", "M"))).toEqual(["safe - field C.Size changed/annotations: annotations changed"]);
  });

  test("a type definition's Validation constraints, which hold for every field of the type: classified as a field's, reported once on the type definition", () => {
    const withCode = (annotations: string) =>
      edit(edit(BASE, "Colour: Colour, Price: Money }", "Colour: Colour, Price: Money, Code: Code, Alt: Code }"), "Money: { type: Decimal, precision: 18, scale: 2 }", `Money: { type: Decimal, precision: 18, scale: 2 }\n  Code: { type: String${annotations} }`);
    const values = (...listed: string[]) => `, annotations: { Validation.AllowedValues: [${listed.map((v) => `{ Value: ${v} }`).join(", ")}] }`;
    expect(diff(withCode(""), withCode(values("A", "B")))).toEqual(['breaking writers typeDefinition Code changed/annotations: annotations changed: Validation.AllowedValues added: only "A", "B" accepted']);
    expect(diff(withCode(values("A", "B")), withCode(values("A", "B", "C")))).toEqual(['breaking readers typeDefinition Code changed/annotations: annotations changed: Validation.AllowedValues: "C" now allowed: readers may receive a value they do not know']);
    expect(diff(withCode(""), withCode(', annotations: { Validation.Pattern: "^[A-Z]+$" }'))).toEqual(["breaking writers typeDefinition Code changed/annotations: annotations changed: Validation.Pattern added '^[A-Z]+$'"]);
    expect(diff(withCode(', annotations: { Validation.Pattern: "^[A-Z]+$" }'), withCode(""))).toEqual(["safe - typeDefinition Code changed/annotations: annotations changed: Validation.Pattern '^[A-Z]+$' removed"]);
    const pattern = ', annotations: { Validation.Pattern: "^[A-Z]+$" }';
    // A field retyped to (or from) a type definition takes on (or drops) its constraints.
    expect(diff(edit(withCode(pattern), "Code: Code, Alt", "Code: String, Alt"), withCode(pattern))).toEqual(["breaking writers field C.Code changed/type: type changed from String to Code (Validation.Pattern added '^[A-Z]+$')"]);
    expect(diff(withCode(pattern), edit(withCode(pattern), "Code: Code, Alt", "Code: String, Alt"))).toEqual(["safe - field C.Code changed/type: type changed from Code to String (Validation.Pattern '^[A-Z]+$' removed)"]);
  });

  test("a numeric field's Validation.Minimum or Maximum, which the outputs check: added or tightened breaks writers, widened breaks no one", () => {
    const bounded = (annotations: string) => edit(BASE, "Colour: Colour, Price: Money }", `Colour: Colour, Price: Money, Qty: { type: Int32, annotations: { ${annotations} } } }`);
    const plain = edit(BASE, "Colour: Colour, Price: Money }", "Colour: Colour, Price: Money, Qty: Int32 }");
    expect(diff(plain, bounded("Validation.Minimum: 1"))).toEqual(["breaking writers field C.Qty changed/annotations: annotations changed: Validation.Minimum or Maximum now refuses values it accepted"]);
    expect(diff(bounded("Validation.Minimum: 1"), bounded("Validation.Minimum: 0"))).toEqual(["safe - field C.Qty changed/annotations: annotations changed: Validation.Minimum or Maximum now accepts more values"]);
    expect(diff(bounded("Validation.Maximum: 9"), bounded('Validation.Maximum: 9, "Validation.Maximum@Validation.Exclusive": true'))).toEqual([
      "breaking writers field C.Qty changed/annotations: annotations changed: Validation.Minimum or Maximum now refuses values it accepted",
    ]);
  });

  test("the service's annotations", () => {
    const changes = diffModels(tinyModel(BASE), tinyModel(BASE, SERVICE_WITH_ANNOTATION));
    expect(changes.map(line)).toEqual(["safe - service Tiny changed/annotations: annotations changed"]);
  });

  test("optimistic concurrency added to a set that updates and deletes: writers must send If-Match", () => {
    const changes = diffModels(tinyModel(BASE), tinyModel(edit(BASE, "Cs: { type: C }", "Cs: { type: C, annotations: { Core.OptimisticConcurrency: [Price] } }")));
    expect(changes.map(line)).toEqual([
      "breaking writers entitySet Cs changed/annotations: annotations changed: Core.OptimisticConcurrency now makes updates and deletes send the record's ETag in If-Match",
    ]);
    expect(changes[0]?.affects.openApiPaths).toEqual(["/Cs({ID})"]);
  });

  test("optimistic concurrency on a read-only set changes no request", () => {
    const readOnly = edit(BASE, "Cs: { type: C }", "Cs: { type: C, readOnly: true }");
    expect(diff(readOnly, edit(readOnly, "readOnly: true }", "readOnly: true, annotations: { Core.OptimisticConcurrency: [Price] } }"))).toEqual([
      "safe - entitySet Cs changed/annotations: annotations changed",
    ]);
  });
});

describe("values compared through type definitions and Decimal scales", () => {
  const BASE = yaml`
    entityTypes:
      C: { key: [ID], fields: { ID: { type: Guid, nullable: false, computed: true }, Amount: { type: Decimal, precision: 10, scale: 2 }, Bal: Money } }
    typeDefinitions:
      Money: { type: Decimal, precision: 18, scale: 2 }
    entitySets: { Cs: { type: C } }
  `;

  test.each([
    ["a fixed scale made variable at the same precision widens (readers)", "precision: 10, scale: 2 }", "precision: 10, scale: variable }", "breaking readers field C.Amount changed/scale: scale changed from 2 to variable"],
    ["a fixed scale made floating widens (readers)", "precision: 10, scale: 2 }", "precision: 10, scale: floating }", "breaking readers field C.Amount changed/scale: scale changed from 2 to floating"],
    ["a type definition written out as its type and facets: the same values", "Bal: Money", "Bal: { type: Decimal, precision: 18, scale: 2 }", "safe - field C.Bal changed/type: type changed from Money to Decimal (the same values)"],
    ["a Decimal retyped to a wider type definition widens (readers)", "Amount: { type: Decimal, precision: 10, scale: 2 }", "Amount: Money", "breaking readers field C.Amount changed/type: type changed from Decimal to Money"],
    ["a type definition retyped to a narrower Decimal narrows (writers)", "Bal: Money", "Bal: { type: Decimal, precision: 12, scale: 2 }", "breaking writers field C.Bal changed/type: type changed from Money to Decimal"],
  ])("%s", (_what, from, to, want) => {
    expect(diff(BASE, edit(BASE, from, to))).toEqual([want]);
  });

  test("a type definition's change affects the paths and types of the operations that take or return it", () => {
    const withOperations = `${BASE.trimEnd()}
actions:
  Reset: { parameters: { budget: Money } }
  Touch: { bound: true, parameters: { c: C } }
functions:
  Total: { bound: true, parameters: { c: { type: C, collection: true } }, returns: Money }
actionImports:
  Reset: { action: Reset }
`;
    const changes = diffModels(tinyModel(withOperations), tinyModel(edit(withOperations, "precision: 18, scale: 2 }", "precision: 18, scale: 4 }")));
    const change = changes.find((c) => c.element === "typeDefinition")!;
    expect(change.affects.openApiPaths).toEqual(expect.arrayContaining(["/Reset", "/Cs/TinyNS.Total()"]));
    expect(change.affects.openApiPaths).not.toContain("/Cs({ID})/TinyNS.Touch");
    expect(change.affects.typeScript).toEqual(expect.arrayContaining(["ResetParameters", "ResetBody", "TotalResult"]));
  });

  test("a variable scale made fixed narrows (writers)", () => {
    const variable = edit(BASE, "precision: 10, scale: 2 }", "precision: 10, scale: variable }");
    expect(diff(variable, BASE)).toEqual(["breaking writers field C.Amount changed/scale: scale changed from variable to 2"]);
  });
});

describe("changes that keep what travels", () => {
  const BASE = yaml`
    entityTypes:
      Order: { key: [ID], fields: { ID: { type: Guid, nullable: false, computed: true } }, relationships: { Customer: { target: Customer, cardinality: "N:1" }, Lines: { target: Customer, cardinality: "1:N" } } }
      Customer: { key: [ID], fields: { ID: { type: Guid, nullable: false, computed: true } } }
    entitySets: { Orders: { type: Order }, Customers: { type: Customer } }
    actions:
      Ship: { bound: true, parameters: { order: Order } }
    functions:
      Top: { parameters: { n: Int32 }, returns: { type: Customer, collection: true } }
    functionImports:
      TopCustomers: { function: Top, entitySet: Customers }
  `;

  test("N:1 made 1:1 is still one record on this side (1:1 makes it required, a change of its own)", () => {
    expect(diff(BASE, edit(BASE, 'cardinality: "N:1"', 'cardinality: "1:1"'))).toEqual([
      "breaking writers relationship Order.Customer changed/nullable: no longer nullable: writers may no longer remove the link (null)",
      "safe - relationship Order.Customer changed/cardinality: cardinality changed from N:1 to 1:1 (still one record on this side)",
    ]);
  });

  test("1:N made N:N is still a collection on this side", () => {
    expect(diff(BASE, edit(BASE, 'cardinality: "1:N"', 'cardinality: "N:N"'))).toEqual([
      "safe - relationship Order.Lines changed/cardinality: cardinality changed from 1:N to N:N (still a collection on this side)",
    ]);
  });

  test("N:1 made 1:N changes the shape readers receive", () => {
    expect(diff(BASE, edit(BASE, 'cardinality: "N:1"', 'cardinality: "1:N"'))).toEqual([
      "breaking readers+writers relationship Order.Customer changed/cardinality: cardinality changed from N:1 to 1:N",
    ]);
  });

  test("an action that now returns a value fills an empty response; one that no longer does breaks readers", () => {
    const returning = edit(BASE, "parameters: { order: Order } }", "parameters: { order: Order }, returns: Int32 }");
    expect(diff(BASE, returning)).toEqual(["safe - action Ship(Order) changed/returnType: now returns a value"]);
    expect(diff(returning, BASE)).toEqual(["breaking readers action Ship(Order) changed/returnType: no longer returns a value"]);
  });

  test("a function import whose results lose their entity set says so, and still imports the function", () => {
    expect(diff(BASE, edit(BASE, "TopCustomers: { function: Top, entitySet: Customers }", "TopCustomers: { function: Top }"))).toEqual([
      "breaking readers import TopCustomers changed/entitySet: entity set of the results changed from Customers to none",
    ]);
  });

  test("a relationship made non-nullable: writers can no longer unlink it", () => {
    expect(diff(BASE, edit(BASE, '{ target: Customer, cardinality: "N:1" }', '{ target: Customer, cardinality: "N:1", nullable: false }'))).toEqual([
      "breaking writers relationship Order.Customer changed/nullable: no longer nullable: writers may no longer remove the link (null)",
    ]);
  });
});
