import type { FilterForm } from "../../model/types.js";

/**
 * How the `$filter` forms the model documents for a property map onto the Capabilities
 * vocabulary's coarse `FilterExpressionType` values (Org.OData.Capabilities.V1, term
 * `FilterRestrictions`, record `FilterExpressionRestrictionType`, property `AllowedExpressions`).
 * Shared by the CSDL and OpenAPI emitters so both say the same thing.
 *
 * The vocabulary's values, as the current text of the referenced (unversioned) vocabulary
 * defines them (earlier texts allowed only `ge` and `le` in a single range):
 * - `SingleValue`: one `eq` clause;
 * - `MultiValue`: several `eq` clauses joined by `or`, the same as one `in`;
 * - `SingleRange`: one interval: a single comparison with `eq`, `lt`, `le`, `gt` or `ge`, or a
 *   lower (`ge`/`gt`) and an upper (`le`/`lt`) boundary joined by `and`;
 * - `MultiRange`: a union of intervals joined by `or` (so also `ne` and `in`);
 * - `SearchExpression`: `contains`, `startswith`, `endswith` on a string;
 * - `MultiRangeOrSearchExpression`: both of the last two.
 */
export type AllowedExpressions =
  | "SingleValue"
  | "MultiValue"
  | "SingleRange"
  | "MultiRange"
  | "SearchExpression"
  | "MultiRangeOrSearchExpression";

const SEARCH_FORMS: ReadonlySet<FilterForm> = new Set(["contains", "startswith", "endswith"]);
/** The comparisons of a single interval expression. */
export const SINGLE_RANGE_FORMS: ReadonlySet<FilterForm> = new Set(["eq", "lt", "le", "gt", "ge"]);

/** The narrowest `Capabilities.FilterExpressionType` value that admits every one of `forms`. */
export function allowedExpressions(forms: readonly FilterForm[]): AllowedExpressions {
  const comparisons = forms.filter((form) => !SEARCH_FORMS.has(form));
  const searches = forms.length - comparisons.length;
  // No documented form says nothing about the property: the least restrictive value.
  if (forms.length === 0) return "MultiRangeOrSearchExpression";
  if (comparisons.length === 0) return "SearchExpression";
  if (searches > 0) return "MultiRangeOrSearchExpression";
  const set = new Set(comparisons);
  if (set.size === 1 && set.has("eq")) return "SingleValue";
  if ([...set].every((form) => form === "eq" || form === "in")) return "MultiValue";
  if ([...set].every((form) => SINGLE_RANGE_FORMS.has(form))) return "SingleRange";
  return "MultiRange";
}

/** The shape of one filter form on a property path, e.g. `Name eq …`, `contains(Name, …)`, `Code in (…)`. */
export function filterFormShape(path: string, form: FilterForm): string {
  if (SEARCH_FORMS.has(form)) return `${form}(${path}, …)`;
  if (form === "in") return `${path} in (…)`;
  return `${path} ${form} …`;
}

/** The documented forms of one property path as a readable list, e.g. `Name eq …, contains(Name, …)`. */
export function describeFilterForms(path: string, forms: readonly FilterForm[]): string {
  return forms.map((form) => filterFormShape(path, form)).join(", ");
}
