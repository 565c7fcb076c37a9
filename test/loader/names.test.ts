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
    expect(["Product", "User", "Unit", "UtilityBill", "Year", "integer", "Uninstall", "Euro", "OneTimeCode", "Union", "UrlMapping"].map(withArticle)).toEqual([
      "a Product",
      "a User",
      "a Unit",
      "a UtilityBill",
      "a Year",
      "an integer",
      "an Uninstall",
      "a Euro",
      "a OneTimeCode",
      "a Union",
      "a UrlMapping",
    ]);
  });

  it("says an initialism by its first letter's name", () => {
    expect(["URL", "UUIDMap", "UIElement", "HTMLPage", "SKU", "FAQ", "GUID"].map(withArticle)).toEqual([
      "a URL",
      "a UUIDMap",
      "a UIElement",
      "an HTMLPage",
      "an SKU",
      "an FAQ",
      "a GUID",
    ]);
  });
});
