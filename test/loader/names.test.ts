import { describe, expect, it } from "vitest";
import { withArticle } from "../../src/model/names.js";

describe("withArticle", () => {
  it("says 'an' before a vowel sound and 'a' before a consonant sound, as names are spelt", () => {
    expect(["Activity", "Event", "Item", "Order", "Umbrella", "email"].map(withArticle)).toEqual([
      "an Activity",
      "an Event",
      "an Item",
      "an Order",
      "an Umbrella",
      "an email",
    ]);
    expect(["Product", "User", "Unit", "UtilityBill", "Year", "integer"].map(withArticle)).toEqual([
      "a Product",
      "a User",
      "a Unit",
      "a UtilityBill",
      "a Year",
      "an integer",
    ]);
  });
});
