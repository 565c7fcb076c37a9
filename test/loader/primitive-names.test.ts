import { describe, expect, it } from "vitest";
import { tinyModel } from "../support/tiny-model.js";

/** Model types named like primitives: the bare name is the primitive only where a primitive may stand. */
describe("model types with a primitive's name", () => {
  const model = tinyModel(`
complexTypes:
  Boolean:
    fields: { Yes: Boolean }
entityTypes:
  Date:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Day: Date
      Flag: Tiny.Model.Boolean
    relationships:
      Next: { target: Date, cardinality: "N:1" }
  Event:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      On: { target: Date, cardinality: "N:1" }
entitySets:
  Dates: { type: Date }
  Events: { type: Event }
singletons:
  Today: { type: Date }
`);
  const date = model.entityTypes.find((t) => t.name === "Date")!;

  it("reads a field's bare primitive name as the primitive, and the qualified name as the model type", () => {
    expect(date.properties.find((p) => p.name === "Day")!.type).toEqual({ kind: "primitive", name: "Date" });
    expect(date.properties.find((p) => p.name === "Flag")!.type).toEqual({ kind: "complex", name: "Boolean" });
    expect(model.complexTypes[0]!.properties[0]!.type).toEqual({ kind: "primitive", name: "Boolean" });
  });

  it("reads a relationship's target and a set's or singleton's type as the model type, and binds to its set", () => {
    expect(date.navigations.find((n) => n.name === "Next")!.target).toBe("Date");
    expect(model.entitySets.find((s) => s.name === "Events")!.navigationBindings).toEqual([{ path: "On", target: "Dates" }]);
    expect(model.singletons[0]!.entityType).toBe("Date");
    expect(model.singletons[0]!.navigationBindings).toEqual([{ path: "Next", target: "Dates" }]);
  });
});
