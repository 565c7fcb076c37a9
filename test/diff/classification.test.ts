import { describe, expect, test } from "vitest";
import type { Change } from "../../src/diff/change.js";
import { diffModels } from "../../src/diff/diff-models.js";
import { BASE, tinyModel, yaml } from "./models.js";
import { PUT_AND_PATCH_YAML } from "../support/update-methods-model.js";

/**
 * One model pair per classification rule: given the model before and after, want every change
 * with its verdict, the side that breaks, and its place. Each change is written as one line:
 * `<breaking|safe> <readers|writers|readers+writers|-> <element> <name> <change>[/<aspect>] @ <file:line:col>[ (base)]`.
 */
const line = (c: Change): string =>
  `${c.breaking ? "breaking" : "safe"} ${c.breaks.join("+") || "-"} ${c.element} ${c.name} ${c.change}${c.aspect ? `/${c.aspect}` : ""} @ ${c.place.file}:${c.place.line}:${c.place.column}${c.placeIn === "base" ? " (base)" : ""}`;

const at = (l: number, c: number) => `metadata/model.yaml:${l}:${c}`;


/** BASE with one piece of text replaced; fails loudly when the piece is not there (a typo would test nothing). */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`test setup: '${from}' is not in the model text`);
  return text.replace(from, to);
}

interface Case {
  readonly rule: string;
  readonly before?: string;
  readonly after: string;
  readonly want: readonly string[];
}

/** BASE with Thing (written by Things) and Owner (read-only) as open types. */
const OPEN = edit(edit(BASE, "  Thing:\n    base: Entity\n", "  Thing:\n    base: Entity\n    openType: true\n"), "  Owner:\n    base: Entity\n", "  Owner:\n    base: Entity\n    openType: true\n");

/** OPEN with a second abstract base, Extended (Entity plus More), that Thing does not derive from yet. */
const OPEN_EXTENDED = edit(OPEN, "  Owner:\n", "  Extended:\n    base: Entity\n    abstract: true\n    fields:\n      More: String\n  Owner:\n");

const breakingCases: Case[] = [
  {
    rule: "an open type with bodies rebased onto a type with more fields: a dynamic property of a newly inherited name is a declared field now (breaks writers)",
    before: OPEN_EXTENDED,
    after: edit(OPEN_EXTENDED, "  Thing:\n    base: Entity\n", "  Thing:\n    base: Extended\n"),
    want: [`breaking writers baseType Thing changed @ ${at(7, 3)}`],
  },
  {
    rule: "a relationship of an open type made a field of the same name: it was never a dynamic property, so only the relationship's removal breaks",
    before: OPEN,
    after: edit(edit(OPEN, '      Owner: { target: Owner, cardinality: "N:1" }\n', ""), "      Note: { type: String, nullable: false }\n", "      Note: { type: String, nullable: false }\n      Owner: String\n"),
    want: [`breaking readers+writers relationship Thing.Owner removed @ ${at(17, 7)} (base)`, `safe - field Thing.Owner added @ ${at(16, 7)}`],
  },
  {
    rule: "a computed field added to an open type with bodies: a dynamic property of that name is refused now (breaks writers)",
    before: OPEN,
    after: edit(OPEN, "      Note: { type: String, nullable: false }\n", "      Note: { type: String, nullable: false }\n      Stamp: { type: DateTimeOffset, computed: true }\n"),
    want: [`breaking writers field Thing.Stamp added @ ${at(16, 7)}`],
  },
  {
    rule: "a relationship added to an open type with bodies: a dynamic property of that name is the relationship now (breaks writers)",
    before: OPEN,
    after: edit(OPEN, '      Parts: { target: Part, cardinality: "1:N" }\n', '      Parts: { target: Part, cardinality: "1:N" }\n      Spare: { target: Part, cardinality: "N:1" }\n'),
    want: [`breaking writers relationship Thing.Spare added @ ${at(19, 7)}`],
  },
  {
    rule: "creating through a relationship taken away (breaks writers)",
    before: edit(BASE, "    type: Thing\n", "    type: Thing\n    createRelated: [Parts]\n"),
    after: BASE,
    want: [`breaking writers operation Things.Parts.create removed @ ${at(30, 3)}`],
  },
  {
    rule: "creating through a relationship taken away, placed at the head's set when the base's lines differ",
    before: edit(BASE, "  entitySets:\n    Things:\n      type: Thing\n".replace(/^  /gm, ""), "# Two lines the head\n# does not have.\nentitySets:\n  Things:\n    type: Thing\n    createRelated: [Parts]\n"),
    after: BASE,
    want: [`breaking writers operation Things.Parts.create removed @ ${at(30, 3)}`],
  },
  {
    rule: "a relationship removed with the creating through it: readers and writers",
    before: edit(BASE, "    type: Thing\n", "    type: Thing\n    createRelated: [Parts]\n"),
    after: edit(BASE, '      Parts: { target: Part, cardinality: "1:N" }\n', ""),
    want: [`breaking readers+writers relationship Thing.Parts removed @ ${at(17, 7)} (base)`],
  },
  {
    rule: "an entity set removed (read-only: breaks readers)",
    after: edit(BASE, "  Owners:\n    type: Owner\n    readOnly: true\n", ""),
    want: [`breaking readers entitySet Owners removed @ ${at(34, 3)} (base)`],
  },
  {
    rule: "an entity set renamed: a removal (breaking) plus an addition",
    after: edit(BASE, "  Things:\n", "  Items:\n"),
    want: [`breaking readers+writers entitySet Things removed @ ${at(30, 3)} (base)`, `safe - entitySet Items added @ ${at(30, 3)}`],
  },
  {
    rule: "a field removed",
    after: edit(BASE, "      Count: Int32\n", ""),
    want: [`breaking readers+writers field Thing.Count removed @ ${at(12, 7)} (base)`],
  },
  {
    rule: "a field renamed: a removal (breaking) plus an addition",
    after: edit(BASE, "Count: Int32", "Total: Int32"),
    want: [`breaking readers+writers field Thing.Count removed @ ${at(12, 7)} (base)`, `safe - field Thing.Total added @ ${at(12, 7)}`],
  },
  {
    rule: "a single-valued relationship removed (readers read it, writers bind it)",
    after: edit(BASE, '      Owner: { target: Owner, cardinality: "N:1" }\n', ""),
    want: [`breaking readers+writers relationship Thing.Owner removed @ ${at(16, 7)} (base)`],
  },
  {
    rule: "a collection relationship renamed (bodies bind it too: breaks readers and writers)",
    after: edit(BASE, "Parts: { target", "Components: { target"),
    want: [`breaking readers+writers relationship Thing.Parts removed @ ${at(17, 7)} (base)`, `safe - relationship Thing.Components added @ ${at(17, 7)}`],
  },
  {
    rule: "an operation taken away (create)",
    after: edit(BASE, "    type: Thing\n", "    type: Thing\n    operations: [list, get, update, delete]\n"),
    want: [`breaking writers operation Things.create removed @ ${at(30, 3)}`],
  },
  {
    rule: "a set made read-only",
    after: edit(BASE, "    type: Thing\n", "    type: Thing\n    readOnly: true\n"),
    want: [
      `breaking writers operation Things.create removed @ ${at(30, 3)}`,
      `breaking writers operation Things.delete removed @ ${at(30, 3)}`,
      `breaking writers operation Things.update removed @ ${at(30, 3)}`,
    ],
  },
  {
    rule: "a read operation taken away breaks readers",
    after: edit(BASE, "    readOnly: true\n", "    operations: [list]\n"),
    want: [`breaking readers operation Owners.get removed @ ${at(34, 3)}`],
  },
  {
    rule: "a filter removed",
    after: edit(BASE, "    filters:\n      Name: [eq, contains]\n", ""),
    want: [`breaking readers filter Things.$filter Name removed @ ${at(33, 7)} (base)`],
  },
  {
    rule: "a filter form removed",
    after: edit(BASE, "Name: [eq, contains]", "Name: [eq]"),
    want: [`breaking readers filter Things.$filter Name changed/forms @ ${at(33, 7)}`],
  },
  {
    rule: "a field's type narrowed (Double -> Int32) breaks writers",
    after: edit(BASE, "Price: Double", "Price: Int32"),
    want: [`breaking writers field Thing.Price changed/type @ ${at(11, 7)}`],
  },
  {
    rule: "a field's type changed (Double -> String) breaks both",
    after: edit(BASE, "Price: Double", "Price: String"),
    want: [`breaking readers+writers field Thing.Price changed/type @ ${at(11, 7)}`],
  },
  {
    rule: "a field made a Stream leaves the JSON payloads (a media resource instead): breaks both",
    after: edit(BASE, "Price: Double", "Price: Stream"),
    want: [`breaking readers+writers field Thing.Price changed/type @ ${at(11, 7)}`],
  },
  {
    rule: "a field's type widened (Int32 -> Int64) breaks readers",
    after: edit(BASE, "Count: Int32", "Count: Int64"),
    want: [`breaking readers field Thing.Count changed/type @ ${at(12, 7)}`],
  },
  {
    rule: "maxLength lowered breaks writers",
    after: edit(BASE, "maxLength: 100", "maxLength: 50"),
    want: [`breaking writers field Thing.Name changed/maxLength @ ${at(10, 7)}`],
  },
  {
    rule: "maxLength raised breaks readers (their validators check it)",
    after: edit(BASE, "maxLength: 100", "maxLength: 200"),
    want: [`breaking readers field Thing.Name changed/maxLength @ ${at(10, 7)}`],
  },
  {
    rule: "an enum member removed breaks writers",
    after: edit(BASE, "members: [Red, Green]", "members: [Red]"),
    want: [`breaking writers enumMember Colour.Green removed @ ${at(28, 20)} (base)`],
  },
  {
    rule: "an enum made a flags enum breaks readers (a value may now combine members)",
    before: edit(BASE, "members: [Red, Green]", "members: { Red: 1, Green: 2 }"),
    after: edit(BASE, "members: [Red, Green]", "flags: true\n    members: { Red: 1, Green: 2 }"),
    want: [`breaking readers enumType Colour changed/isFlags @ ${at(27, 3)}`],
  },
  {
    rule: "a flags enum made a plain one breaks writers (they can no longer combine members)",
    before: edit(BASE, "members: [Red, Green]", "flags: true\n    members: { Red: 1, Green: 2 }"),
    after: edit(BASE, "members: [Red, Green]", "members: { Red: 1, Green: 2 }"),
    want: [`breaking writers enumType Colour changed/isFlags @ ${at(27, 3)}`],
  },
  {
    rule: "an enum member added breaks readers",
    after: edit(BASE, "members: [Red, Green]", "members: [Red, Green, Blue]"),
    want: [`breaking readers enumMember Colour.Blue added @ ${at(28, 27)}`],
  },
  {
    rule: "a response field that may now be null breaks readers (and is no longer required in bodies)",
    after: edit(BASE, "Note: { type: String, nullable: false }", "Note: { type: String }"),
    want: [`breaking readers field Thing.Note changed/nullable @ ${at(14, 7)}`, `safe - field Thing.Note changed/requiredInBodies @ ${at(14, 7)}`],
  },
  {
    rule: "a request field now non-nullable (so required by the default rule) breaks writers",
    after: edit(BASE, "Count: Int32", "Count: { type: Int32, nullable: false }"),
    // One edit, one entry: the message says the field is now also required.
    want: [`breaking writers field Thing.Count changed/nullable @ ${at(12, 7)}`],
  },
  {
    rule: "a field now required in bodies breaks writers",
    after: edit(BASE, "Count: Int32", "Count: { type: Int32, required: true }"),
    want: [`breaking writers field Thing.Count changed/requiredInBodies @ ${at(12, 7)}`],
  },
  {
    rule: "a field now computed leaves the bodies: breaks writers",
    after: edit(BASE, "Count: Int32", "Count: { type: Int32, computed: true }"),
    want: [`breaking writers field Thing.Count changed/computed @ ${at(12, 7)}`],
  },
  {
    rule: "a field no longer filterable breaks readers' queries",
    after: edit(BASE, "Count: Int32", "Count: { type: Int32, filterable: false }"),
    want: [`breaking readers field Thing.Count changed/filterable @ ${at(12, 7)}`],
  },
  {
    rule: "a cardinality changed",
    after: edit(BASE, 'Owner: { target: Owner, cardinality: "N:1" }', 'Owner: { target: Owner, cardinality: "1:N" }'),
    want: [`breaking readers+writers relationship Thing.Owner changed/cardinality @ ${at(16, 7)}`],
  },
  {
    rule: "a key changed",
    after: edit(BASE, "    key: [Code]\n    fields:\n      Code: { type: String, nullable: false }\n", "    key: [Number]\n    fields:\n      Code: { type: String, nullable: false }\n      Number: { type: Int32, nullable: false }\n"),
    // Key fields default to computed: Code, no longer the key, becomes an ordinary (required) field of a type without a set.
    want: [
      `breaking readers+writers key Part changed @ ${at(22, 3)}`,
      `safe - field Part.Code changed/computed @ ${at(25, 7)}`,
      `safe - field Part.Number added @ ${at(26, 7)}`,
    ],
  },
  {
    rule: "the update method changed",
    after: edit(BASE, "    type: Thing\n", "    type: Thing\n    updateMethod: PATCH\n"),
    want: [`breaking writers operation Things.update changed/updateMethod @ ${at(30, 3)}`],
  },
  {
    rule: "a response-only field that may now be null breaks readers",
    after: edit(BASE, "Label: { type: String, nullable: false }", "Label: { type: String, nullable: true }"),
    want: [`breaking readers field Owner.Label changed/nullable @ ${at(21, 7)}`, `safe - field Owner.Label changed/requiredInBodies @ ${at(21, 7)}`],
  },
  {
    rule: "an entity type removed (with the relationship that led to it)",
    after: edit(edit(BASE, '      Parts: { target: Part, cardinality: "1:N" }\n', ""), "  Part:\n    key: [Code]\n    fields:\n      Code: { type: String, nullable: false }\n", ""),
    want: [`breaking readers+writers relationship Thing.Parts removed @ ${at(17, 7)} (base)`, `breaking readers+writers entityType Part removed @ ${at(22, 3)} (base)`],
  },
];

const nonBreakingCases: Case[] = [
  {
    rule: "a field added to an open type without bodies (a read-only set's)",
    before: OPEN,
    after: edit(OPEN, "      Label: { type: String, nullable: false }\n", "      Label: { type: String, nullable: false }\n      Extra: String\n"),
    want: [`safe - field Owner.Extra added @ ${at(24, 7)}`],
  },
  {
    rule: "creating through a relationship allowed",
    after: edit(BASE, "    type: Thing\n", "    type: Thing\n    createRelated: [Parts]\n"),
    want: [`safe - operation Things.Parts.create added @ ${at(30, 3)}`],
  },
  {
    rule: "an entity set added",
    after: `${BASE}  Parts:\n    type: Part\n`,
    want: [`safe - entitySet Parts added @ ${at(37, 3)}`],
  },
  {
    rule: "an optional field added",
    after: edit(BASE, "      Count: Int32\n", "      Count: Int32\n      Weight: Double\n"),
    want: [`safe - field Thing.Weight added @ ${at(13, 7)}`],
  },
  {
    rule: "a relationship added",
    after: edit(BASE, "  Part:\n    key: [Code]\n", '  Part:\n    key: [Code]\n    relationships:\n      Thing: { target: Thing, cardinality: "N:1" }\n'),
    want: [`safe - relationship Part.Thing added @ ${at(25, 7)}`],
  },
  {
    rule: "a read-only set made writable (operations added)",
    after: edit(BASE, "    readOnly: true\n", ""),
    want: [
      `safe - operation Owners.create added @ ${at(34, 3)}`,
      `safe - operation Owners.delete added @ ${at(34, 3)}`,
      `safe - operation Owners.update added @ ${at(34, 3)}`,
    ],
  },
  {
    rule: "a filter and a filter form added",
    after: edit(BASE, "      Name: [eq, contains]\n", "      Name: [eq, contains, startswith]\n      Count: [gt]\n"),
    want: [`safe - filter Things.$filter Name changed/forms @ ${at(33, 7)}`, `safe - filter Things.$filter Count added @ ${at(34, 7)}`],
  },
  {
    rule: "a description changed",
    after: edit(BASE, "    type: Thing\n", "    type: Thing\n    description: All the things.\n"),
    want: [`safe - entitySet Things changed/description @ ${at(30, 3)}`],
  },
  {
    rule: "a field made optional in bodies",
    after: edit(BASE, "Note: { type: String, nullable: false }", "Note: { type: String, nullable: false, required: false }"),
    want: [`safe - field Thing.Note changed/requiredInBodies @ ${at(14, 7)}`],
  },
  {
    rule: "a response-only field made non-nullable: no writer sends it",
    before: edit(BASE, "Label: { type: String, nullable: false }", "Label: { type: String, nullable: true }"),
    after: BASE,
    want: [`safe - field Owner.Label changed/nullable @ ${at(21, 7)}`],
  },
  {
    rule: "a field of a read-only set narrowed: no writer sends it",
    after: edit(BASE, "Label: { type: String, nullable: false }", "Label: { type: String, nullable: false, maxLength: 10 }"),
    want: [`safe - field Owner.Label changed/maxLength @ ${at(21, 7)}`],
  },
  {
    rule: "a field moved to the base type is no removal (the other subtype gains it)",
    after: edit(edit(BASE, "      Price: Double\n", ""), "      ID: { type: Guid, nullable: false, computed: true }\n", "      ID: { type: Guid, nullable: false, computed: true }\n      Price: Double\n"),
    want: [`safe - field Entity.Price added @ ${at(7, 7)}`, `safe - field Thing.Price changed/declaredIn @ ${at(7, 7)}`],
  },
  {
    rule: "a required field moved to the base type: the bodies that carried it still do, and the other subtype has none",
    after: edit(edit(BASE, "      Note: { type: String, nullable: false }\n", ""), "      ID: { type: Guid, nullable: false, computed: true }\n", "      ID: { type: Guid, nullable: false, computed: true }\n      Note: { type: String, nullable: false }\n"),
    want: [`safe - field Entity.Note added @ ${at(7, 7)}`, `safe - field Thing.Note changed/declaredIn @ ${at(7, 7)}`],
  },
  {
    rule: "a required field added breaks writers (only optional additions are safe)",
    after: edit(BASE, "      Count: Int32\n", "      Count: Int32\n      Code: { type: String, nullable: false }\n"),
    want: [`breaking writers field Thing.Code added @ ${at(13, 7)}`],
  },
  {
    rule: "reordered and reformatted text is no change",
    after: edit(edit(BASE, "      Price: Double\n      Count: Int32\n", "      Count: 'Int32'\n      Price: \"Double\"\n"), "Name: [eq, contains]", "Name:\n        - eq\n        - contains"),
    want: [],
  },
];

// A hierarchy for base type changes, and a phase change.
const HIERARCHY = yaml`
  entityTypes:
    Entity:
      abstract: true
      key: [ID]
      fields:
        ID: { type: Guid, nullable: false, computed: true }
    Named:
      abstract: true
      base: Entity
      fields:
        Name: String
    Item:
      base: Named
      fields:
        Size: Int32
      relationships:
        Stage: { target: Stage, cardinality: "N:1" }
    Stage:
      base: Entity
  complexTypes:
    StageChange:
      fields:
        ID: { type: Guid, nullable: false }
        StageID: { type: Guid, nullable: false }
  entitySets:
    Items:
      type: Item
    Moves:
      type: Item
      operations: []
      phaseChange: { body: StageChange, navigation: Stage }
`;

const hierarchyCases: Case[] = [
  {
    rule: "a base type changed so that fields disappear",
    before: HIERARCHY,
    after: edit(HIERARCHY, "    base: Named\n", "    base: Entity\n"),
    want: [`breaking readers+writers baseType Item changed @ ${at(12, 3)}`],
  },
  {
    rule: "a base type changed so that fields disappear from a type no request sends: readers only, though a sibling's bodies carry them",
    before: `${HIERARCHY}  Labels:\n    type: Label\n    readOnly: true\n`.replace("  Stage:\n    base: Entity\n", "  Stage:\n    base: Entity\n  Label:\n    base: Named\n"),
    after: `${HIERARCHY}  Labels:\n    type: Label\n    readOnly: true\n`.replace("  Stage:\n    base: Entity\n", "  Stage:\n    base: Entity\n  Label:\n    base: Entity\n"),
    want: [`breaking readers baseType Label changed @ ${at(20, 3)}`],
  },
  {
    rule: "a base type changed with nothing lost",
    before: edit(HIERARCHY, "    fields:\n      Name: String\n", ""),
    after: edit(edit(HIERARCHY, "    fields:\n      Name: String\n", ""), "    base: Named\n", "    base: Entity\n"),
    want: [`safe - baseType Item changed @ ${at(10, 3)}`],
  },
  {
    rule: "a phase change taken away",
    before: HIERARCHY,
    after: edit(HIERARCHY, "    phaseChange: { body: StageChange, navigation: Stage }\n", ""),
    want: [`breaking writers phaseChange Moves.phaseChange removed @ ${at(31, 5)} (base)`],
  },
  {
    rule: "a field of a request-only body (the phase change) made nullable: no reader receives it",
    before: HIERARCHY,
    after: edit(HIERARCHY, "ID: { type: Guid, nullable: false }\n      StageID", "ID: { type: Guid }\n      StageID"),
    want: [`safe - field StageChange.ID changed/nullable @ ${at(23, 7)}`, `safe - field StageChange.ID changed/requiredInBodies @ ${at(23, 7)}`],
  },
  {
    rule: "a field of a request-only body (the phase change) made non-nullable breaks writers",
    before: edit(HIERARCHY, "StageID: { type: Guid, nullable: false }", "StageID: { type: Guid, required: true }"),
    after: HIERARCHY,
    want: [`breaking writers field StageChange.StageID changed/nullable @ ${at(24, 7)}`],
  },
];

function run(c: Case): string[] {
  return diffModels(tinyModel(c.before ?? BASE), tinyModel(c.after)).map(line);
}

describe("breaking changes", () => {
  test.each(breakingCases)("$rule", (c) => {
    expect(run(c)).toEqual(c.want);
  });
});

describe("non-breaking changes", () => {
  test.each(nonBreakingCases)("$rule", (c) => {
    expect(run(c)).toEqual(c.want);
  });
});

describe("base types and phase changes", () => {
  test.each(hierarchyCases)("$rule", (c) => {
    expect(run(c)).toEqual(c.want);
  });
});

test("a model compared with itself has no changes", () => {
  expect(diffModels(tinyModel(BASE), tinyModel(BASE))).toEqual([]);
});

describe("what an added member of an open type affects", () => {
  test("its bodies, which refuse a computed field by name", () => {
    const after = edit(OPEN, "      Note: { type: String, nullable: false }\n", "      Note: { type: String, nullable: false }\n      Stamp: { type: DateTimeOffset, computed: true }\n");
    const [change] = diffModels(tinyModel(OPEN), tinyModel(after));
    expect(change?.affects.openApiSchemas).toEqual(expect.arrayContaining(["Thing", "Thing-create"]));
    expect(change?.affects.typeScript).toEqual(expect.arrayContaining(["Thing", "ThingCreate"]));
  });
});

describe("what a change affects where PUT and PATCH both update a type", () => {
  const METHODS = PUT_AND_PATCH_YAML;

  test("a field change lists the PATCH body beside the update body", () => {
    const [change] = diffModels(tinyModel(METHODS), tinyModel(edit(METHODS, "      Label: String\n", "      Label: { type: String, maxLength: 10 }\n")));
    expect(change?.affects.openApiSchemas).toEqual(expect.arrayContaining(["Shelf-create", "Shelf-update", "Shelf-patch"]));
    expect(change?.affects.typeScript).toEqual(expect.arrayContaining(["ShelfUpdate", "ShelfPatch"]));
  });

  test("a set's changed update method lists the body the set now takes", () => {
    const before = edit(METHODS, "  Racks: { type: Shelf, updateMethod: PATCH }\n", "  Racks: { type: Shelf, updateMethod: PUT }\n");
    const changes = diffModels(tinyModel(before), tinyModel(METHODS));
    expect(changes.flatMap((c) => c.affects.openApiSchemas)).toContain("Shelf-patch");
  });
});

describe("what a change to a derived type affects", () => {
  const DERIVED = yaml`
    entityTypes:
      Person:
        key: [ID]
        fields:
          ID: { type: Guid, nullable: false }
          Name: String
      Employee:
        base: Person
        fields:
          Cost: Decimal
    entitySets:
      People: { type: Person }
      Staff: { type: Person, updateMethod: PATCH }
  `;

  test("lists the bodies of its base that take it", () => {
    const [change] = diffModels(tinyModel(DERIVED), tinyModel(edit(DERIVED, "      Cost: Decimal\n", "      Cost: { type: Decimal, precision: 10 }\n")));
    expect(change?.affects.openApiSchemas).toEqual(expect.arrayContaining(["Employee-create", "Employee-update", "Person-createOrDerived", "Person-updateOrDerived"]));
    expect(change?.affects.typeScript).toEqual(expect.arrayContaining(["EmployeeCreate", "PersonCreateOrDerived", "PersonUpdateOrDerived"]));
  });
});
