import { describe, expect, it } from "vitest";
import { buildErDiagram, crowsFoot } from "../../src/emitters/docs/er-diagram.js";
import { tinyModel } from "../support/tiny-model.js";

// Mermaid's crow's feet: the left symbol counts the declaring type's records per target record,
// the right one the target's per declaring record (`|o` / `o|` zero or one, `||` exactly one).
describe("relationship lines of the ER diagram", () => {
  it("take the left end of a 1:N or 1:1 line from the partner's nullability, optional without a partner", () => {
    // Without a partner nothing says every target record has a holder: two types may each hold many of a third.
    expect(crowsFoot("1:N", false)).toBe("|o--o{");
    expect(crowsFoot("1:1", false)).toBe("|o--||");
    expect(crowsFoot("1:N", false, true)).toBe("|o--o{");
    expect(crowsFoot("1:N", false, false)).toBe("||--o{");
    expect(crowsFoot("1:1", true, true)).toBe("|o--o|");
    expect(crowsFoot("N:1", false)).toBe("}o--||");
    expect(crowsFoot("N:N", false)).toBe("}o--o{");
  });

  it("draw a partner pair once, optional where the single end is nullable", () => {
    const model = tinyModel(`
entityTypes:
  Category:
    key: [ID]
    fields:
      ID: Guid
    relationships:
      Items: { target: Item, cardinality: "1:N", partner: Category }
  Item:
    key: [ID]
    fields:
      ID: Guid
    relationships:
      Category: { target: Category, cardinality: "N:1", partner: Items }
`);
    expect(buildErDiagram(model).lines).toEqual([{ from: "Category", notation: "|o--o{", to: "Item", label: "Items / Category" }]);
  });

  it("mark a complex field that holds a key part as part of the key", () => {
    const model = tinyModel(`
complexTypes:
  Info:
    fields:
      PersonId: { type: Int32, nullable: false }
entityTypes:
  Person:
    key: [{ path: Info/PersonId, alias: PID }, Region]
    fields:
      Info: { type: Info, nullable: false }
      Region: { type: String, nullable: false }
      Name: String
`);
    expect(buildErDiagram(model).entities[0]!.attributes.map((a) => `${a.name} ${a.marker}`)).toEqual(["Info PK", "Region PK", "Name "]);
  });

  it("leave soft hyphens out of attribute names (Mermaid's lexer stops at them) and suffix key-marker words", () => {
    const model = tinyModel(`
entityTypes:
  Person:
    key: [ID]
    fields:
      ID: Guid
      "Na\u00ADme": String
      PK: String
`);
    expect(buildErDiagram(model).entities[0]!.attributes.map((a) => a.name)).toEqual(["ID", "Name", "PK_"]);
  });
});
