import type { CsdlObject, CsdlValue } from "./tree.js";
import { attr, type XmlBuilder } from "./xml-builder.js";
/** The facet attributes of Cast and IsOf (edm.xsd TFacetAttributes). */
const CAST_FACETS = ["MaxLength", "Precision", "Scale", "SRID", "Unicode"];

function facetText(value: CsdlValue | undefined): string | undefined {
  return typeof value === "number" || typeof value === "string" || typeof value === "boolean" ? String(value) : undefined;
}

/**
 * Dynamic expressions of passthrough annotations (CSDL XML 4.01, section 14.5; CSDL JSON 4.01,
 * section 14.4): the CSDL JSON object form (`{ "$Eq": [a, b] }`, `{ "$Apply": [...], "$Function": … }`,
 * `{ "$Cast": x, "$Type": … }`, ...) becomes the XML element of the same name.
 */

/** Operators whose value is the list of operand expressions (logical, comparison, arithmetic, `If`). */
const LIST_OPERATORS = ["And", "Or", "Eq", "Ne", "Gt", "Ge", "Lt", "Le", "Has", "In", "Add", "Sub", "Mul", "Div", "DivBy", "Mod", "If", "Apply"];
/** Operators whose value is one operand expression. */
const SINGLE_OPERATORS = ["Not", "Neg", "Cast", "IsOf", "UrlRef", "LabeledElement"];
const OPERATORS = [...LIST_OPERATORS, ...SINGLE_OPERATORS, "LabeledElementReference"];
const OPERATOR_KEYS = OPERATORS.map((operator) => `$${operator}`);

/** The dynamic expression operator an object is (`Eq`, `Apply`, ...), if it is one. */
export function dynamicOperatorOf(object: CsdlObject): string | undefined {
  // Called for every record of every annotation: look the keys up without building them each time.
  for (let i = 0; i < OPERATORS.length; i++) if (object[OPERATOR_KEYS[i]!] !== undefined) return OPERATORS[i];
  return undefined;
}

/**
 * Writes a dynamic expression; `writeOperand` writes each operand (any expression) and
 * `writeAnnotations` the expression's own annotations, which edm.xsd puts first.
 */
export function writeDynamicExpression(
  xml: XmlBuilder,
  operator: string,
  object: CsdlObject,
  writeOperand: (value: CsdlValue) => void,
  writeAnnotations: () => void,
): void {
  const value = object[`$${operator}`]!;
  if (operator === "LabeledElementReference") {
    xml.textElement(operator, String(value));
    return;
  }
  let attributes = "";
  if (operator === "Apply") attributes = attr("Function", typeof object.$Function === "string" ? object.$Function : undefined);
  if (operator === "LabeledElement") attributes = attr("Name", typeof object.$Name === "string" ? object.$Name : undefined);
  if (operator === "Cast" || operator === "IsOf") {
    const type = typeof object.$Type === "string" ? object.$Type : "Edm.String";
    // The facets as given: an expression's type has no defaults to translate, unlike a property's.
    attributes = attr("Type", object.$Collection === true ? `Collection(${type})` : type) + CAST_FACETS.map((facet) => attr(facet, facetText(object[`$${facet}`]))).join("");
  }
  const operands = LIST_OPERATORS.includes(operator) && Array.isArray(value) ? (value as readonly CsdlValue[]) : [value];
  xml.open(operator, attributes);
  writeAnnotations();
  for (const operand of operands) writeOperand(operand);
  xml.close(operator);
}
