import { describe, expect, test } from "vitest";
import type { FilterForm } from "../../src/model/types.js";
import { allowedExpressions, describeFilterForms, filterFormShape } from "../../src/emitters/common/filter-expressions.js";

describe("allowedExpressions", () => {
  // given the documented forms, want the narrowest Capabilities.FilterExpressionType value
  const cases: ReadonlyArray<readonly [readonly FilterForm[], string]> = [
    [["eq"], "SingleValue"],
    [["in"], "MultiValue"],
    [["eq", "in"], "MultiValue"],
    // A single interval: one comparison, or a lower and an upper boundary (the current vocabulary text).
    [["ge"], "SingleRange"],
    [["le"], "SingleRange"],
    [["ge", "le"], "SingleRange"],
    [["gt"], "SingleRange"],
    [["lt"], "SingleRange"],
    [["gt", "lt"], "SingleRange"],
    [["eq", "gt"], "SingleRange"],
    [["eq", "ge", "le"], "SingleRange"],
    // A union of intervals.
    [["ne"], "MultiRange"],
    [["in", "ge"], "MultiRange"],
    [["eq", "ne"], "MultiRange"],
    [["contains"], "SearchExpression"],
    [["startswith"], "SearchExpression"],
    [["endswith"], "SearchExpression"],
    [["contains", "startswith", "endswith"], "SearchExpression"],
    [["eq", "contains"], "MultiRangeOrSearchExpression"],
    [["gt", "startswith"], "MultiRangeOrSearchExpression"],
    [["in", "endswith"], "MultiRangeOrSearchExpression"],
    [[], "MultiRangeOrSearchExpression"],
  ];
  test.each(cases)("%j -> %s", (forms, want) => {
    expect(allowedExpressions(forms)).toBe(want);
  });
});

describe("describeFilterForms", () => {
  test("writes each form's shape on the path, in the given order", () => {
    expect(describeFilterForms("Name", ["eq", "contains"])).toBe("Name eq …, contains(Name, …)");
    expect(describeFilterForms("Activity/ID", ["eq", "in"])).toBe("Activity/ID eq …, Activity/ID in (…)");
  });
  test("shapes of the search functions", () => {
    expect(filterFormShape("Code", "startswith")).toBe("startswith(Code, …)");
    expect(filterFormShape("Code", "endswith")).toBe("endswith(Code, …)");
    expect(filterFormShape("Quantity", "gt")).toBe("Quantity gt …");
  });
});
