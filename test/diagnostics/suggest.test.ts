/** Did-you-mean: the closest candidate, case-insensitively, when it is close enough to be a typo. */
import { describe, expect, it } from "vitest";
import { editDistance, suggest } from "../../src/diagnostics/suggest.js";
import { PRIMITIVE_TYPES } from "../../src/model/types.js";

describe("suggest", () => {
  it.each([
    ["Dubble", "Double"],
    ["Strin", "String"],
    ["string", "String"],
    ["GUID", "Guid"],
    ["DateTimeOfset", "DateTimeOffset"],
    ["Boolen", "Boolean"],
  ])("suggests a primitive type for %s: %s", (input, want) => {
    expect(suggest(input, PRIMITIVE_TYPES)).toBe(want);
  });

  it.each([["Money"], ["Customer"], ["X"]])("suggests nothing for %s, which is close to no primitive type", (input) => {
    expect(suggest(input, PRIMITIVE_TYPES)).toBeUndefined();
  });

  it("suggests nothing from no candidates", () => {
    expect(suggest("Price", [])).toBeUndefined();
  });

  it("breaks ties by code-point order, not by the order of the candidates", () => {
    expect([suggest("Cat", ["Hat", "Bat"]), suggest("Cat", ["Bat", "Hat"])]).toEqual(["Bat", "Bat"]);
  });

  // A swap of two neighbouring letters, the commonest typo, counts as one edit (optimal string
  // alignment), so short names still get a suggestion.
  it.each([
    ["Nmae", "Name"],
    ["Itme", "Item"],
    ["Gudi", "Guid"],
  ])("suggests %s -> %s (two letters swapped)", (input, want) => {
    expect(suggest(input, ["Name", "Item", "Guid", "ID"])).toBe(want);
  });
});

describe("suggest and the input itself", () => {
  it("never suggests the name that was written (it was reported for another reason), but does suggest another case of it", () => {
    expect(suggest("Maga.zine", ["Maga.zine", "Magazine"])).toBe("Magazine");
    expect(suggest("Maga.zine", ["Maga.zine"])).toBeUndefined();
    expect(suggest("price", ["Price"])).toBe("Price");
  });
});

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["", "abc", 3],
    ["kitten", "sitting", 3],
    ["dubble", "double", 2],
    ["same", "same", 0],
  ] as const)("%s -> %s: %i", (a, b, want) => {
    expect([editDistance(a, b), editDistance(b, a)]).toEqual([want, want]);
  });
});
