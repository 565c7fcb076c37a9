/** The index lists the actions and functions: kind, binding, parameters, return type and imports. */
import { describe, expect, test } from "vitest";
import { docsEmitter } from "../../src/emitters/docs/index.js";
import { buildIndexPage } from "../../src/emitters/docs/index-page.js";
import { loadSeedModel } from "../support/seed.js";
import { tinyModel } from "../support/tiny-model.js";
import { tableAfter } from "./markdown-tables.js";

const MODEL = `entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Orders: { type: Order }
actions:
  Approve:
    description: "Approves an order | for good."
    parameters:
      order: { type: Order, nullable: false }
      note: { type: String, maxLength: 40 }
      level: { type: Int32, nullable: false }
    bound: true
  Reset: {}
functions:
  Totals:
    returns: { type: Decimal, collection: true, nullable: false, precision: 10, scale: 2 }
    parameters:
      orders: { type: Order, collection: true, nullable: false }
    bound: true
    composable: true
  Today:
    returns: { type: Date, nullable: false }
functionImports:
  CurrentDay: { function: Today }
actionImports:
  ResetAll: { action: Reset }
`;

describe("actions and functions in the docs index", () => {
  test("one row each, sorted by name, with binding, parameters, return type and imports", () => {
    const model = tinyModel(MODEL);
    expect(buildIndexPage(model).operations).toEqual([
      { name: "Approve", kind: "action", boundTo: "Order", parameters: "note: String (max length 40), nullable; level: Int32", returns: "", imports: "", description: "Approves an order | for good." },
      { name: "Reset", kind: "action", boundTo: "", parameters: "", returns: "", imports: "ResetAll", description: "" },
      { name: "Today", kind: "function", boundTo: "", parameters: "", returns: "Date", imports: "CurrentDay", description: "" },
      { name: "Totals", kind: "function (composable)", boundTo: "Collection(Order)", parameters: "", returns: "Collection(Decimal) (precision 10, scale 2)", imports: "", description: "" },
    ]);
    const index = docsEmitter.emit(model).find((f) => f.path === "docs/index.md")!.content;
    const rows = tableAfter(index, "## Actions and functions");
    expect(rows.map((r) => [r.Name, r.Kind, r["Bound to"], r["Imported as"]])).toEqual([
      ["Approve", "action", "Order", "—"],
      ["Reset", "action", "—", "ResetAll"],
      ["Today", "function", "—", "CurrentDay"],
      ["Totals", "function (composable)", "Collection(Order)", "—"],
    ]);
    expect(rows[0]!.Description).toBe("Approves an order | for good.");
  });

  test("a model without them has no such section", () => {
    const index = docsEmitter.emit(loadSeedModel()).find((f) => f.path === "docs/index.md")!.content;
    expect(index).not.toContain("## Actions and functions");
  });
});
