import type { Facets, FilterForm, Model, TypeRef } from "../../model/types.js";
import { primitiveTypeName } from "../../model/names.js";
import { enumLiteralPrefix, literalTypeOf } from "../common/output-names.js";
import { markdownCode } from "../../templating/markdown.js";
import type { AllowedValue } from "../../model/validation-constraints.js";

/**
 * How the docs write types: the model's type names without the `Edm.` prefix (as the interface
 * description does), `Collection(...)` for collections, facets in words.
 */

/**
 * `String`, `Collection(String)`, `String (max length 100)`, `Decimal (precision 10, scale 2,
 * default 0)`, `String (one of "Open", "Closed")` (Validation.AllowedValues, each value as code).
 * A model type named like a primitive is written with the namespace (`Shop.Date`), as the format
 * writes it, so it cannot be taken for the primitive.
 */
export function typeText(type: TypeRef, collection: boolean, facets: Facets, namespace: string, defaultText?: string, allowedValues?: readonly AllowedValue[]): string {
  const name = type.kind !== "primitive" && primitiveTypeName(type.name) !== undefined ? `${namespace}.${type.name}` : type.name;
  const base = collection ? `Collection(${name})` : name;
  const details = facetTexts(facets);
  // As code, so a value or default such as `*x*` is not read as Markdown.
  // Strings quoted, as the defaults are written: an empty one stays visible.
  if (allowedValues !== undefined) details.push(`one of ${allowedValues.map((value) => markdownCode(JSON.stringify(value), false)).join(", ")}`);
  if (defaultText !== undefined) details.push(`default ${markdownCode(defaultText, false)}`);
  return details.length > 0 ? `${base} (${details.join(", ")})` : base;
}

function facetTexts(facets: Facets): string[] {
  const texts: string[] = [];
  if (facets.maxLength !== undefined && facets.maxLength !== "max") texts.push(`max length ${facets.maxLength}`);
  if (facets.precision !== undefined) texts.push(`precision ${facets.precision}`);
  if (facets.scale !== undefined) texts.push(`scale ${facets.scale}`);
  if (facets.srid !== undefined) texts.push(`SRID ${facets.srid}`);
  return texts;
}

const NUMBER_TYPES = new Set(["Byte", "SByte", "Int16", "Int32", "Int64", "Decimal", "Double", "Single"]);

/** The placeholder for a literal of a type in a filter example, as the interface description writes them. */
export function literalPlaceholder(declared: TypeRef, model: Model): string {
  const type = literalTypeOf(model, declared);
  if (type.kind === "enum") return `${enumLiteralPrefix(model.service, type.name)}'<${type.name} member>'`;
  if (type.kind !== "primitive") return "<value>";
  if (type.name === "String") return "'<string>'";
  if (type.name === "Boolean") return "<boolean>";
  if (type.name === "Guid") return "<guid>";
  if (type.name === "DateTimeOffset") return "<date-time>";
  if (type.name === "Date") return "<date>";
  if (type.name === "TimeOfDay") return "<time>";
  if (type.name === "Duration") return "duration'<duration>'";
  if (type.name === "Binary") return "binary'<base64url>'";
  return NUMBER_TYPES.has(type.name) ? "<number>" : "<value>";
}

/** One example expression per form (OData URL Conventions 4.01, section 5.1.1). */
export function filterExample(path: string, form: FilterForm, type: TypeRef, model: Model): string {
  const literal = literalPlaceholder(type, model);
  switch (form) {
    case "contains":
    case "startswith":
    case "endswith":
      return `${form}(${path}, ${literal})`;
    case "in":
      return `${path} in (${literal}, ${literal})`;
    default:
      return `${path} ${form} ${literal}`;
  }
}
