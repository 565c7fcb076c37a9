import { describe, expect, it } from "vitest";
import { loadModelFromTexts } from "../../src/pipeline.js";

const SERVICE = `service:
  name: Types
  namespace: Type.System
  alias: TS
  title: Types
  version: "1.0.0"
  basePath: /
`;

const MODEL = `enumTypes:
  Color:
    flags: true
    underlyingType: Byte
    members: [Red, Green, Blue]
typeDefinitions:
  Code:
    type: String
    maxLength: 10
complexTypes:
  Base:
    fields:
      Note: { type: String, nullable: false }
  Address:
    base: Base
    fields:
      Lines:
        type: String
        collection: true
      Location:
        type: GeographyPoint
        srid: 4326
entityTypes:
  Part:
    key: [A, B]
    fields:
      A: Int64
      B:
        type: Code
        computed: false
      Price:
        type: Decimal
        precision: 10
        scale: 2
        default: "0"
      Name:
        type: String
        unicode: false
        maxLength: max
      Colors:
        type: Color
        default: Red,Blue
      Span: Duration
      Day: Date
      At: TimeOfDay
      Small: SByte
      Ratio: Single
      Data: Binary
      Info:
        type: Address
        nullable: false
    relationships:
      Children:
        target: Child
        cardinality: "1:N"
        containsTarget: true
  Child:
    key:
      - path: Info/Note
        alias: NoteKey
    fields:
      Info:
        type: Base
        nullable: false
entitySets:
  Parts:
    type: Part
singletons:
  Main:
    type: Part
    updatable: false
actions:
  Reprice:
    bound: true
    parameters:
      part: Part
      factor:
        type: Decimal
        nullable: false
    returns: Decimal
  ResetAll: {}
functions:
  Cheapest:
    parameters:
      count: Int32
    returns:
      type: Part
      collection: true
actionImports:
  RepriceAll:
    action: ResetAll
functionImports:
  FindCheapest:
    function: Cheapest
    entitySet: Parts
`;

const load = (text: string) => loadModelFromTexts([{ file: "metadata/service.yaml", text: SERVICE }, { file: "metadata/types.yaml", text }]);

describe("the format's type system, through loader and builder", () => {
  it("builds enums, type definitions, complex inheritance, collections, facets, composite and aliased keys, singletons, containment and operations", () => {
    const { model, diagnostics } = load(MODEL);
    expect(diagnostics).toEqual([]);
    const m = model!;
    expect(m.enumTypes.map((e) => [e.name, e.underlyingType, e.isFlags, e.members.map((x) => `${x.name}=${x.value}`)])).toEqual([["Color", "Byte", true, ["Red=1", "Green=2", "Blue=4"]]]);
    expect(m.typeDefinitions.map((t) => [t.name, t.underlyingType, t.facets])).toEqual([["Code", "String", { maxLength: 10 }]]);
    const address = m.complexTypes.find((t) => t.name === "Address")!;
    expect([address.baseType, address.properties.map((p) => p.name)]).toEqual(["Base", ["Note", "Lines", "Location"]]);
    expect(address.properties.map((p) => [p.type, p.collection, p.facets])).toEqual([
      [{ kind: "primitive", name: "String" }, false, {}],
      [{ kind: "primitive", name: "String" }, true, {}],
      [{ kind: "primitive", name: "GeographyPoint" }, false, { srid: 4326 }],
    ]);
    const part = m.entityTypes.find((t) => t.name === "Part")!;
    expect(part.key).toEqual([{ path: "A" }, { path: "B" }]);
    const field = (name: string) => part.properties.find((p) => p.name === name)!;
    expect([field("A").computed, field("A").nullable, field("B").computed, field("B").type]).toEqual([true, false, false, { kind: "typeDefinition", name: "Code" }]);
    expect([field("Price").facets, field("Price").defaultValue]).toEqual([{ precision: 10, scale: 2 }, "0"]);
    expect(field("Name").facets).toEqual({ unicode: false, maxLength: "max" });
    expect([field("Colors").type, field("Colors").defaultValue]).toEqual([{ kind: "enum", name: "Color" }, "Red,Blue"]);
    expect(["Span", "Day", "At", "Small", "Ratio", "Data"].map((n) => field(n).type)).toEqual(
      ["Duration", "Date", "TimeOfDay", "SByte", "Single", "Binary"].map((name) => ({ kind: "primitive", name })),
    );
    expect(part.navigations.map((n) => [n.name, n.target, n.collection, n.containsTarget])).toEqual([["Children", "Child", true, true]]);
    expect(m.entityTypes.find((t) => t.name === "Child")!.key).toEqual([{ path: "Info/Note", alias: "NoteKey" }]);
    expect(m.singletons.map((s) => [s.name, s.entityType, s.updatable])).toEqual([["Main", "Part", false]]);
    expect(m.operations.map((o) => [o.kind, o.name, o.isBound, o.parameters.map((p) => `${p.name}:${p.type.name}${p.nullable ? "?" : ""}`), o.returnType?.type.name, o.returnType?.collection])).toEqual([
      ["action", "Reprice", true, ["part:Part?", "factor:Decimal"], "Decimal", false],
      ["action", "ResetAll", false, [], undefined, undefined],
      ["function", "Cheapest", false, ["count:Int32?"], "Part", true],
    ]);
    expect(m.operationImports.map((i) => [i.kind, i.name, i.operation, i.entitySet ?? null])).toEqual([
      ["action", "RepriceAll", "ResetAll", null],
      ["function", "FindCheapest", "Cheapest", "Parts"],
    ]);
  });

  it.each([
    ["an unknown enum member in a default", "Colors:\n        type: Color\n        default: Red,Blue", "Colors:\n        type: Color\n        default: Red,Purple", "metadata/types.yaml:42:18 error EDM0403 default value 'Red,Purple' is not a valid Color: 'Purple' is not a member of Color"],
    ["a facet on a type that has none", "Span: Duration", "Span:\n        type: Duration\n        maxLength: 4", "metadata/types.yaml:45:9 error EDM0402 facet 'maxLength' does not apply to type Duration"],
    ["a function without a return type", "      count: Int32\n    returns:\n      type: Part\n      collection: true", "      count: Int32", "metadata/types.yaml:83:3 error EDM0404 function 'Cheapest' has no return type"],
    ["an import naming an unknown function", "function: Cheapest", "function: Cheepest", "metadata/types.yaml:94:15 error EDM0407 import 'FindCheapest' names 'Cheepest', which is not declared (did you mean 'Cheapest'?)"],
  ] as const)("reports %s with its position", (_, from, to, expected) => {
    expect(MODEL.includes(from)).toBe(true);
    const { model, diagnostics } = load(MODEL.replace(from, to));
    expect(model).toBeUndefined();
    // A function with errors of its own is not reported again at the import that names it.
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`)).toEqual(Array.isArray(expected) ? expected : [expected]);
  });
});
