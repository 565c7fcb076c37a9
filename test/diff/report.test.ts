import { describe, expect, test } from "vitest";
import type { Change } from "../../src/diff/change.js";
import { diffModels, diffReport } from "../../src/diff/diff-models.js";
import { formatJson, formatMarkdown, formatText, summaryLine } from "../../src/diff/format-report.js";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { BASE, tinyModel, yaml } from "./models.js";

const labels = { base: "origin/main", head: "work tree" };

function diff(after: string): Change[] {
  return diffModels(tinyModel(BASE), tinyModel(after));
}

function find(changes: readonly Change[], name: string, aspect: string | null = null): Change {
  const found = changes.find((c) => c.name === name && c.aspect === aspect);
  if (!found) throw new Error(`no change of ${name} (${aspect}) in: ${changes.map((c) => `${c.name}/${c.aspect}`).join(", ")}`);
  return found;
}

describe("what a change affects in each output", () => {
  test("a field of a writable set: both paths, the read, create and update shapes, the CSDL property", () => {
    const change = find(diff(BASE.replace("Price: Double", "Price: Int32")), "Thing.Price", "type");
    expect(change.affects).toEqual({
      openApiPaths: ["/Things", "/Things({ID})"],
      openApiSchemas: ["Thing", "Thing-create", "Thing-update"],
      csdl: ["EntityType TinyNS.Thing/Property Price"],
      // Double and Int32 are both `number` in TypeScript: no declaration changes.
      typeScript: [],
    });
    const retyped = find(diff(BASE.replace("Price: Double", "Price: String")), "Thing.Price", "type");
    expect(retyped.affects.typeScript).toEqual(["Thing", "ThingCreate", "ThingUpdate"]);
  });

  test("a collection relationship removed: found in the old model, and in the bodies that bind it", () => {
    const change = find(diff(BASE.replace('      Parts: { target: Part, cardinality: "1:N" }\n', "")), "Thing.Parts");
    expect(change.affects).toEqual({
      openApiPaths: ["/Things", "/Things({ID})", "/Things({ID})/Parts"],
      openApiSchemas: ["Thing", "Thing-create", "Thing-update"],
      csdl: ["EntityType TinyNS.Thing/NavigationProperty Parts"],
      typeScript: ["Thing", "ThingCreate", "ThingUpdate"],
    });
  });

  test("a field of a base type: every derived type's shapes and sets, and the paths that reach them", () => {
    const changes = diff(BASE.replace("ID: { type: Guid, nullable: false, computed: true }", "ID: { type: String, nullable: false, computed: true }"));
    const change = find(changes, "Entity.ID", "type");
    expect({ breaks: change.breaks, affects: change.affects }).toEqual({
      // Guid values are strings: String widens the response (readers); ID is computed, so no writer sends it.
      breaks: ["readers"],
      affects: {
        // Named in the new model, where string keys are quoted.
        openApiPaths: ["/Owners", "/Owners('{ID}')", "/Things", "/Things('{ID}')", "/Things('{ID}')/Owner"],
        // Only schemas the document has: no path carries an Entity as such, so it has no Entity schema.
        openApiSchemas: ["Owner", "Thing"],
        csdl: ["EntityType TinyNS.Entity/Property ID"],
        typeScript: ["Entity", "Owner", "Thing"],
      },
    });
    // The quoted key changes every record URL: readers and writers who build URLs break.
    expect(changes.filter((c) => c.aspect === "keyPath").map((c) => `${c.name}: ${c.message} (${c.breaks.join(", ")})`)).toEqual([
      "Things: record path changed from /Things({ID}) to /Things('{ID}') (readers, writers)",
      "Owners: record path changed from /Owners({ID}) to /Owners('{ID}') (readers)",
    ]);
  });

  test("a key whose URL literal changes: the record paths clients knew and those they use now", () => {
    const change = find(diff(BASE.replace("ID: { type: Guid, nullable: false, computed: true }", "ID: { type: String, nullable: false, computed: true }")), "Things", "keyPath");
    expect(change.affects.openApiPaths).toEqual(["/Things", "/Things('{ID}')", "/Things('{ID}')/Owner", "/Things('{ID}')/Parts", "/Things({ID})", "/Things({ID})/Owner", "/Things({ID})/Parts"]);
  });

  test("a field of a derived type: the paths of its base type's sets, which carry its records, and their bodies", () => {
    const withSpecial = BASE.replace("  Part:\n", "  Special:\n    base: Thing\n    fields:\n      Extra: Int32\n  Part:\n");
    const changes = diffModels(tinyModel(withSpecial), tinyModel(withSpecial.replace("      Extra: Int32\n", "      Extra: Int32\n      Must: { type: String, nullable: false }\n")));
    const change = find(changes, "Special.Must");
    expect(change.affects.openApiPaths).toEqual(["/Things", "/Things({ID})"]);
    // No path returns a Special as such (the set's records are Things), so the document has no Special schema.
    expect(change.affects.openApiSchemas).toEqual(["Special-create", "Special-update", "Thing-createOrDerived", "Thing-updateOrDerived"]);
  });

  test("a field of a complex type written in bodies: its body shape too, and only schemas the document has", () => {
    const withAddress = BASE.replace("      Note: { type: String, nullable: false }\n", "      Note: { type: String, nullable: false }\n      Addr: Address\n").replace(
      "enumTypes:\n",
      "complexTypes:\n  Address:\n    fields:\n      Street: String\nenumTypes:\n",
    );
    const changes = diffModels(tinyModel(withAddress), tinyModel(withAddress.replace("      Street: String\n", "      Street: String\n      City: { type: String, nullable: false }\n")));
    const change = find(changes, "Address.City");
    expect(change.affects.openApiSchemas).toEqual(["Address", "Address-body", "Thing"]);
    expect(change.affects.typeScript).toEqual(["Address", "AddressBody", "Thing"]);
    // Where the set updates with PATCH, the value's PATCH form too.
    const patched = withAddress.replace("    type: Thing\n", "    type: Thing\n    updateMethod: PATCH\n");
    const inPatch = find(diffModels(tinyModel(patched), tinyModel(patched.replace("      Street: String\n", "      Street: String\n      City: { type: String, nullable: false }\n"))), "Address.City");
    expect(inPatch.affects.openApiSchemas).toEqual(["Address", "Address-body", "Address-patch", "Thing"]);
  });

  test("an action's signature: the paths that call it and its TypeScript types, not CSDL alone", () => {
    const actions = (color: string) =>
      `${BASE}actions:\n  Paint:\n    bound: true\n    parameters:\n      thing: Thing\n      color: ${color}\n    returns: Thing\n  Restock:\n    parameters:\n      count: Int32\nactionImports:\n  RestockAll: { action: Restock }\n`;
    const changes = diffModels(tinyModel(actions("String")), tinyModel(actions("{ type: String, maxLength: 10 }")));
    const change = find(changes, "Paint(Thing)", "parameters");
    expect(change.affects).toEqual({
      openApiPaths: ["/Things({ID})/TinyNS.Paint"],
      openApiSchemas: [],
      csdl: ["Action TinyNS.Paint"],
      typeScript: ["PaintBody", "PaintParameters", "PaintResult"],
    });
  });

  test("an operation taken away: its path and the body shape it used", () => {
    const change = find(diff(BASE.replace("    type: Thing\n", "    type: Thing\n    operations: [list, get, update, delete]\n")), "Things.create");
    expect({ message: change.message, affects: change.affects }).toEqual({
      message: "taken away (POST /Things)",
      affects: { openApiPaths: ["/Things"], openApiSchemas: ["Thing-create"], csdl: ["EntityContainer TinyNS.Container/EntitySet Things"], typeScript: ["ThingCreate"] },
    });
  });
});

describe("what a change of a field's settings affects: the shapes that change, and only those", () => {
  const edits: [string, string, { schemas: string[]; typeScript: string[]; paths: string[] }][] = [
    // Left out of update bodies only: the record and the create body stay as they were.
    ["Count: { type: Int32, immutable: true }", "immutable", { schemas: ["Thing-update"], typeScript: ["ThingUpdate"], paths: ["/Things({ID})"] }],
    // Left out of every body; the record still carries it.
    ["Count: { type: Int32, computed: true }", "computed", { schemas: ["Thing-create", "Thing-update"], typeScript: ["ThingCreate", "ThingUpdate"], paths: ["/Things", "/Things({ID})"] }],
    ["Count: { type: Int32, required: true }", "requiredInBodies", { schemas: ["Thing-create", "Thing-update"], typeScript: ["ThingCreate", "ThingUpdate"], paths: ["/Things", "/Things({ID})"] }],
    ["Count: { type: Int32, nullable: false }", "nullable", { schemas: ["Thing", "Thing-create", "Thing-update"], typeScript: ["Thing", "ThingCreate", "ThingUpdate"], paths: ["/Things", "/Things({ID})"] }],
    ["Count: Int64", "type", { schemas: ["Thing", "Thing-create", "Thing-update"], typeScript: ["Thing", "ThingCreate", "ThingUpdate"], paths: ["/Things", "/Things({ID})"] }],
  ];
  for (const [field, aspect, expected] of edits) {
    test(`${field}: ${expected.schemas.join(", ")}`, () => {
      const before = tinyModel(BASE);
      const after = tinyModel(BASE.replace("Count: Int32", field));
      const change = find(diffModels(before, after), "Thing.Count", aspect);
      expect(change.affects).toEqual({ openApiPaths: expected.paths, openApiSchemas: expected.schemas, csdl: ["EntityType TinyNS.Thing/Property Count"], typeScript: expected.typeScript });
      // The schemas the two documents write differently are those named, and each one named is
      // written differently or takes one that is (an update body that is the create body).
      const schemas = (model: typeof before) => (buildOpenApi31(model).components?.schemas ?? {}) as Record<string, unknown>;
      const [old, now] = [schemas(before), schemas(after)];
      const differs = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((name) => JSON.stringify(old[name]) !== JSON.stringify(now[name]));
      expect(differs.every((name) => expected.schemas.includes(name))).toBe(true);
      const takes = (name: string) => differs.some((other) => [old[name], now[name]].some((s) => JSON.stringify(s ?? null).includes(`"#/components/schemas/${other}"`)));
      expect(expected.schemas.every((name) => differs.includes(name) || takes(name))).toBe(true);
    });
  }

  test("a field made immutable where the update body was the create body: the update body alone", () => {
    const withImm = BASE.replace("      Count: Int32\n", "      Count: Int32\n      Imm: String\n");
    const change = find(diffModels(tinyModel(withImm), tinyModel(withImm.replace("Imm: String", "Imm: { type: String, immutable: true }"))), "Thing.Imm", "immutable");
    expect([change.affects.openApiSchemas, change.affects.typeScript]).toEqual([["Thing-update"], ["ThingUpdate"]]);
  });

  test("two fields of one type changed in one edit: each names what it changes", () => {
    const changes = diff(BASE.replace("Count: Int32", "Count: { type: Int32, immutable: true }").replace("Price: Double", "Price: { type: Double, computed: true }"));
    expect(find(changes, "Thing.Count", "immutable").affects.openApiSchemas).toEqual(["Thing-update"]);
    expect(find(changes, "Thing.Price", "computed").affects.openApiSchemas).toEqual(["Thing-create", "Thing-update"]);
    // One field's type and `computed` changed at once: the type names the record, `computed` the bodies alone.
    const both = diff(BASE.replace("Price: Double", "Price: { type: String, computed: true }"));
    expect(find(both, "Thing.Price", "type").affects.openApiSchemas).toEqual(["Thing"]);
    expect(find(both, "Thing.Price", "computed").affects.openApiSchemas).toEqual(["Thing-create", "Thing-update"]);
  });
});

// Two changes: one breaking (a field narrowed), one not (an optional field added).
const TWO_CHANGES = BASE.replace("Price: Double", "Price: Int32").replace("      Count: Int32\n", "      Count: Int32\n      Weight: Double\n");

describe("report formats", () => {
  test("the summary line counts both groups", () => {
    expect(summaryLine(diff(TWO_CHANGES))).toBe("1 breaking change, 1 non-breaking");
    expect(summaryLine([])).toBe("no changes");
  });

  test("Markdown: summary, then a table of breaking changes, then one of the others", () => {
    expect(formatMarkdown(diff(TWO_CHANGES), labels)).toBe(
      [
        "## Model changes: `origin/main` → `work tree`",
        "",
        "**1 breaking change, 1 non-breaking**",
        "",
        "### Breaking changes",
        "",
        "| Change | Breaks | Where | Affects |",
        "| --- | --- | --- | --- |",
        "| Field `Thing.Price`: type changed from Double to Int32 | writers | `metadata/model.yaml:11:7` | OpenAPI paths `/Things`, `/Things({ID})`<br>OpenAPI schemas `Thing`, `Thing-create`, `Thing-update`<br>CSDL `EntityType TinyNS.Thing/Property Price` |",
        "",
        "### Non-breaking changes",
        "",
        "| Change | Where | Affects |",
        "| --- | --- | --- |",
        "| Field `Thing.Weight`: added | `metadata/model.yaml:13:7` | OpenAPI paths `/Things`, `/Things({ID})`<br>OpenAPI schemas `Thing`, `Thing-create`, `Thing-update`<br>CSDL `EntityType TinyNS.Thing/Property Weight`<br>TypeScript `Thing`, `ThingCreate`, `ThingUpdate` |",
        "",
      ].join("\n"),
    );
  });

  test("Markdown without changes says so", () => {
    expect(formatMarkdown([], labels)).toBe("## Model changes: `origin/main` → `work tree`\n\nNo changes to the model.\n");
  });

  test("Markdown marks places in the base version and escapes table cells", () => {
    const changes = diff(BASE.replace("      Count: Int32\n", ""));
    expect(formatMarkdown(changes, { base: "a|b", head: "head" }).split("\n").slice(0, 1)).toEqual(["## Model changes: `a|b` → `head`"]);
    expect(formatMarkdown(changes, labels)).toContain("| Field `Thing.Count`: removed | readers and writers | `metadata/model.yaml:12:7` (base) |");
  });

  test("JSON: a stable array of change objects", () => {
    const json = JSON.parse(formatJson(diff(TWO_CHANGES))) as unknown[];
    expect(json[0]).toEqual({
      breaking: true,
      breaks: ["writers"],
      element: "field",
      name: "Thing.Price",
      change: "changed",
      aspect: "type",
      message: "type changed from Double to Int32",
      place: { file: "metadata/model.yaml", line: 11, column: 7 },
      placeIn: "head",
      affects: {
        openApiPaths: ["/Things", "/Things({ID})"],
        openApiSchemas: ["Thing", "Thing-create", "Thing-update"],
        csdl: ["EntityType TinyNS.Thing/Property Price"],
        typeScript: [],
      },
    });
    expect(json.map((c) => Object.keys(c as object))).toEqual([
      ["breaking", "breaks", "element", "name", "change", "aspect", "message", "place", "placeIn", "affects"],
      ["breaking", "breaks", "element", "name", "change", "aspect", "message", "place", "placeIn", "affects"],
    ]);
    expect(formatJson([])).toBe("[]\n");
  });

  test("text: a line break in model text stays within its change's line", () => {
    const changes = diffModels(tinyModel(BASE.replace("Price: Double", 'Price: { type: String, default: "a" }')), tinyModel(BASE.replace("Price: Double", 'Price: { type: String, default: "a\\nb" }')));
    const lines = formatText(changes, labels).split("\n");
    expect(lines.find((line) => line.includes("default value"))).toMatch(/default value changed from .*a.* to .*a\\nb/);
    expect(lines.every((line) => line === "" || line.startsWith("edmgen diff") || line.startsWith("metadata/") || line.startsWith("    affects"))).toBe(true);
  });

  test("text: compiler-style lines and the summary", () => {
    expect(formatText(diff(TWO_CHANGES), labels)).toBe(
      [
        "edmgen diff origin/main -> work tree: 1 breaking change, 1 non-breaking",
        "metadata/model.yaml:11:7 breaking (writers) field Thing.Price: type changed from Double to Int32",
        "    affects OpenAPI paths /Things, /Things({ID}); OpenAPI schemas Thing, Thing-create, Thing-update; CSDL EntityType TinyNS.Thing/Property Price",
        "metadata/model.yaml:13:7 non-breaking field Thing.Weight: added",
        "    affects OpenAPI paths /Things, /Things({ID}); OpenAPI schemas Thing, Thing-create, Thing-update; CSDL EntityType TinyNS.Thing/Property Weight; TypeScript Thing, ThingCreate, ThingUpdate",
        "",
      ].join("\n"),
    );
  });

  test("the order does not depend on the order of the model's text", () => {
    const reordered = TWO_CHANGES.replace("      Weight: Double\n", "").replace("      Name: { type: String, maxLength: 100 }\n", "      Weight: Double\n      Name: { type: String, maxLength: 100 }\n");
    expect(diff(reordered).map((c) => `${c.name} ${c.change}`)).toEqual(["Thing.Price changed", "Thing.Weight added"]);
  });
});

describe("what a change affects beyond the sets' own paths", () => {
  const before = `entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Lines: { target: Line, cardinality: "1:N", containsTarget: true }
  Line:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Quantity: Int32
entitySets:
  Orders: { type: Order }
singletons:
  Draft: { type: Order }
functions:
  BigLines:
    returns: { type: Line, collection: true, nullable: false }
functionImports:
  AllBigLines: { function: BigLines }
`;

  test("a relationship added to a singleton's type: its path under the singleton too", () => {
    const after = before.replace("      Lines: { target: Line", '      Buyer: { target: Line, cardinality: "N:1" }\n      Lines: { target: Line');
    const changes = diffModels(tinyModel(before), tinyModel(after));
    expect(find(changes, "Order.Buyer").affects.openApiPaths).toEqual(expect.arrayContaining(["/Draft/Buyer", "/Orders({ID})/Buyer"]));
  });

  test("a relationship added to a complex type: its paths through the complex fields that hold it, not beside them", () => {
    const withAddress = before
      .replace("entityTypes:\n", "complexTypes:\n  Address:\n    fields:\n      Street: String\nentityTypes:\n")
      .replace("      ID: { type: Guid, nullable: false }\n    relationships:\n      Lines:", "      ID: { type: Guid, nullable: false }\n      Ship: Address\n    relationships:\n      Lines:");
    const after = withAddress.replace("      Street: String\n", '      Street: String\n    relationships:\n      Zone: { target: Line, cardinality: "N:1" }\n');
    const paths = find(diffModels(tinyModel(withAddress), tinyModel(after)), "Address.Zone").affects.openApiPaths;
    expect(paths).toEqual(expect.arrayContaining(["/Orders({ID})/Ship/Zone", "/Draft/Ship/Zone"]));
    expect(paths.filter((p) => p.endsWith("/Zone"))).toHaveLength(2);
  });

  test("an enum member added: the paths of the functions that return the enum", () => {
    const withEnum = `enumTypes:
  Level: { members: [Low, High] }
${before}`
      .replace("functions:\n", "functions:\n  Levels:\n    returns: { type: Level, collection: true, nullable: false }\n")
      .replace("functionImports:\n", "functionImports:\n  AllLevels: { function: Levels }\n");
    const changes = diffModels(tinyModel(withEnum), tinyModel(withEnum.replace("members: [Low, High]", "members: [Low, High, Top]")));
    expect(find(changes, "Level.Top").affects.openApiPaths).toEqual(["/AllLevels()"]);
  });

  test("a media stream taken away: its $value paths under the set, the singleton and the containers, from the old model", () => {
    const media = before.replace("  Line:\n    key: [ID]", "  Line:\n    hasStream: true\n    key: [ID]");
    const changes = diffModels(tinyModel(media), tinyModel(before));
    const change = find(changes, "Line", "hasStream");
    expect(change.message).toBe("no longer has a media stream");
    expect(change.affects.openApiPaths).toEqual(expect.arrayContaining(["/Draft/Lines({ID})/$value", "/Orders({ID})/Lines({ID_1})/$value"]));
    expect(change.affects.openApiPaths.filter((p) => p.endsWith("/$value"))).toHaveLength(2);
    // A field change of the same media type does not reach the stream.
    const field = diffModels(tinyModel(media), tinyModel(media.replace("Quantity: Int32", "Quantity: Int64")));
    expect(find(field, "Line.Quantity", "type").affects.openApiPaths.some((p) => p.endsWith("/$value"))).toBe(false);
  });

  test("a field of a contained type: the paths into the containers, of the singleton, and of the function that returns it", () => {
    const changes = diffModels(tinyModel(before), tinyModel(before.replace("Quantity: Int32", "Quantity: Int64")));
    expect(find(changes, "Line.Quantity", "type").affects.openApiPaths).toEqual([
      "/AllBigLines()",
      "/Draft/Lines",
      "/Draft/Lines({ID})",
      "/Orders({ID})/Lines",
      "/Orders({ID})/Lines({ID_1})",
    ]);
  });
});

describe("affects lists kept to what the outputs change (diffReport)", () => {
  const CONTAINER = yaml`
    entityTypes:
      Order:
        key: [ID]
        fields: { ID: Int32, Total: Amount }
        relationships:
          Lines: { target: Line, cardinality: "1:N", containsTarget: true }
      Line:
        key: [No]
        fields: { No: Int32, Qty: Int32 }
    typeDefinitions:
      Amount: { type: Decimal, precision: 18, scale: 2 }
    entitySets:
      Orders: { type: Order, operations: [list, get, create, update] }
  `;
  const report = (after: string) => diffReport(tinyModel(CONTAINER), tinyModel(after));

  test("one change is given what changes with it that no rule names: the contained records created through the set", () => {
    const { changes, alsoChanged } = report(CONTAINER.replace("[list, get, create, update]", "[list, get, update]"));
    expect(changes).toHaveLength(1);
    // The update paths too, whose bodies were references to the create bodies and are written out now.
    expect(changes[0]!.affects.openApiPaths).toEqual(["/Orders", "/Orders({ID})", "/Orders({ID})/Lines", "/Orders({ID})/Lines({No})"]);
    // The update bodies were references to the create bodies; now that those are gone they are written out.
    expect(changes[0]!.affects.openApiSchemas).toEqual(["Line-create", "Line-update", "Order-create", "Order-update"]);
    expect(changes[0]!.affects.typeScript).toEqual(expect.arrayContaining(["LineCreate", "OrderCreate"]));
    expect(alsoChanged).toEqual({ openApiPaths: [], openApiSchemas: [], csdl: [], typeScript: [] });
  });

  test("an output a change's rules name but that does not change is left out: a scale that no schema shows", () => {
    const { changes } = report(CONTAINER.replace("scale: 2", "scale: 4"));
    // The type definition's doc comment names its scale.
    expect(changes[0]!.affects).toEqual({ openApiPaths: [], openApiSchemas: [], csdl: ["TypeDefinition TinyNS.Amount"], typeScript: ["Amount"] });
  });

  test("a reordering changes nothing in the lists, beside another change", () => {
    const after = CONTAINER.replace("fields: { No: Int32, Qty: Int32 }", "fields: { Qty: Int32, No: Int32 }").replace("Orders: { type: Order,", "Orders: { type: Order, description: All orders,");
    const { changes, alsoChanged } = report(after);
    expect(changes.map((c) => `${c.element} ${c.name} ${c.aspect}`)).toEqual(["entitySet Orders description"]);
    expect([...changes[0]!.affects.openApiSchemas, ...changes[0]!.affects.typeScript].filter((name) => name.startsWith("Line"))).toEqual([]);
    expect(alsoChanged).toEqual({ openApiPaths: [], openApiSchemas: [], csdl: [], typeScript: [] });
  });

  test("an update body that is its create body changes with it, and so do the bodies of a site that takes derived types", () => {
    const { changes } = report(CONTAINER.replace("fields: { No: Int32, Qty: Int32 }", "fields: { No: Int32, Qty: { type: Int32, nullable: false } }").replace("Orders: { type: Order, operations: [list, get, create, update] }", "Orders: { type: Order, operations: [list, get, create, update] }\n  Lines: { type: Line }"));
    const schemas = changes.flatMap((c) => c.affects.openApiSchemas);
    expect(schemas).toEqual(expect.arrayContaining(["Line", "Line-create", "Line-update"]));
  });

  test("with several changes, what no change names is listed apart, in the text and Markdown reports", () => {
    const after = CONTAINER.replace("[list, get, create, update]", "[list, get, update]").replace("Total: Amount }", "Total: Amount, Note: String }");
    const { changes, alsoChanged } = report(after);
    expect(changes.length).toBeGreaterThan(1);
    expect(alsoChanged.openApiSchemas).toContain("Line-create");
    expect(formatText(changes, labels, alsoChanged)).toMatch(/\nalso changed, not traced to one change above: .*OpenAPI schemas .*Line-create/);
    expect(formatMarkdown(changes, labels, alsoChanged)).toContain("Also changed, not traced to one change above: ");
  });
});

describe("messages that say why", () => {
  test("a field no longer immutable on a set updated with PUT: required in the update body now, so writers break", () => {
    const before = BASE.replace("Note: { type: String, nullable: false }", "Note: { type: String, nullable: false, immutable: true }");
    const change = find(diffModels(tinyModel(before), tinyModel(BASE)), "Thing.Note", "immutable");
    expect(change.message).toBe("no longer immutable: now accepted in update bodies, and required in those that replace the record (PUT)");
    expect(change.breaks).toEqual(["writers"]);
  });
});

describe("a key change moves every record path of its type", () => {
  const MODEL = yaml`
    entityTypes:
      Order:
        key: [ID]
        fields: { ID: Int32, Note: String }
        relationships:
          Lines: { target: Line, cardinality: "1:N", containsTarget: true }
      Line:
        key: [No, Part]
        fields: { No: Int32, Part: String }
        relationships:
          Order: { target: Order, cardinality: "N:1" }
    entitySets:
      Orders: { type: Order }
  `;

  test("as clients knew them and as they are now, the paths below a record's too, on the key's own entry beside another change", () => {
    // The other change touches nothing the Line paths reach.
    const after = `${MODEL.replace("key: [No, Part]", "key: [Part, No]")}  Tags: { type: Tag }\n`.replace("entitySets:", "  Tag: { key: [ID], fields: { ID: Int32 } }\nentitySets:");
    const { changes } = diffReport(tinyModel(MODEL), tinyModel(after));
    // The key, and the type and set added.
    expect(changes.length).toBeGreaterThan(1);
    expect(find(changes, "Line").affects.openApiPaths).toEqual([
      "/Orders({ID})/Lines(No={No},Part='{Part}')",
      "/Orders({ID})/Lines(No={No},Part='{Part}')/Order",
      "/Orders({ID})/Lines(Part='{Part}',No={No})",
      "/Orders({ID})/Lines(Part='{Part}',No={No})/Order",
    ]);
  });
});

describe("paths that reach a changed schema through others", () => {
  test("an enum member added: the paths whose records hold the enum stay in the list (diffReport)", () => {
    const { changes } = diffReport(tinyModel(BASE), tinyModel(BASE.replace("members: [Red, Green]", "members: [Red, Green, Blue]")));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.affects.openApiPaths).toEqual(expect.arrayContaining(["/Things", "/Things({ID})"]));
    expect(changes[0]!.affects.openApiSchemas).toContain("Colour");
  });
});
