import type { EntitySet, FilterForm, FilterRule, Model, TypeRef } from "../../model/types.js";
import { enumLiteralPrefix, literalTypeOf } from "../common/output-names.js";

/**
 * The text of a set's `$filter` parameter: each filterable path the model documents, its forms
 * in words, and an example of each (OData URL Conventions 4.01, section 5.1.1).
 */

const FORM_WORDS: Readonly<Record<FilterForm, string>> = {
  eq: "equal to",
  ne: "not equal to",
  gt: "greater than",
  ge: "greater than or equal to",
  lt: "less than",
  le: "less than or equal to",
  in: "one of a list",
  contains: "contains",
  startswith: "starts with",
  endswith: "ends with",
};

const EXAMPLE_LITERALS: Readonly<Record<string, string>> = {
  Boolean: "true",
  Guid: "01234567-89ab-cdef-0123-456789abcdef",
  DateTimeOffset: "2024-01-31T12:00:00Z",
  Date: "2024-01-31",
  TimeOfDay: "12:00:00",
  Duration: "duration'P1D'",
  // Base64url in `binary'…'` (OData ABNF `binary`, in 4.0 and 4.01): a quoted string is an Edm.String.
  Binary: "binary'T0RhdGE'",
  Byte: "5",
  SByte: "5",
  Int16: "5",
  Int32: "5",
  Int64: "5",
  Decimal: "5",
  Double: "5",
  Single: "5",
};

/**
 * A literal of the type as a filter writes it: string literals in single quotes, a type
 * definition's value as one of its underlying type, an enum's first member after the enum's
 * qualified name in 4.0 (`Shop.Color'Red'`).
 */
function exampleLiteral(declared: TypeRef, model: Model): string {
  const type = literalTypeOf(model, declared);
  if (type.kind === "primitive") return EXAMPLE_LITERALS[type.name] ?? "'x'";
  if (type.kind === "enum") {
    const member = model.enumTypes.find((t) => t.name === type.name)?.members[0]?.name ?? "x";
    return `${enumLiteralPrefix(model.service, type.name)}'${member}'`;
  }
  return "'x'";
}

/** An example expression of one form on one path: `Name eq 'x'`, `contains(Name,'x')`, `Code in ('x')`. */
export function filterExample(rule: Pick<FilterRule, "path" | "type">, form: FilterForm, model: Model): string {
  const literal = exampleLiteral(rule.type, model);
  switch (form) {
    case "contains":
    case "startswith":
    case "endswith":
      return `${form}(${rule.path},${literal})`;
    case "in":
      return `${rule.path} in (${literal})`;
    default:
      return `${rule.path} ${form} ${literal}`;
  }
}

/** The generic text, citing the URL Conventions of the service's OData version (section 5.1.1 in both). */
const generic = (model: Model): string =>
  `A filter expression (OData URL Conventions ${model.service.odataVersion}, section 5.1.1) that the returned records satisfy.`;

/** The description of the generic `$filter` parameter (sets that document no filters, navigations). */
export function genericFilterDescription(model: Model): string {
  return generic(model);
}

/** The description of a set's `$filter` parameter, listing its documented filters. */
export function setFilterDescription(set: EntitySet, model: Model): string {
  const lines = set.filters.map((rule) => {
    const forms = rule.forms.map((form) => `${FORM_WORDS[form]} (\`${filterExample(rule, form, model)}\`)`);
    return `- \`${rule.path}\`: ${forms.join(", ")}`;
  });
  // `in` came with OData 4.01 (URL Conventions 4.01, section 5.1.1.1): a 4.0 client may not know it.
  const inAs401 = model.service.odataVersion === "4.0" && set.filters.some((rule) => rule.forms.includes("in"));
  const note = inAs401 ? "\n\n`in` is an OData 4.01 operator, which this OData 4.0 service also accepts." : "";
  return `${generic(model)} The service documents these filterable properties and forms:\n\n${lines.join("\n")}${note}`;
}

/** An example value of a set's `$filter`: the first documented form. */
export function setFilterExample(set: EntitySet, model: Model): string | undefined {
  const rule = set.filters[0];
  const form = rule?.forms[0];
  return rule && form ? filterExample(rule, form, model) : undefined;
}
