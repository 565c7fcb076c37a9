import type { CsdlObject, CsdlValue } from "./tree.js";
import { attr, type XmlBuilder } from "./xml-builder.js";
import { CAST_FACETS, LIST_OPERATORS, ONE_OPERAND_OPERATORS } from "../../model/annotation-expressions.js";

/**
 * Dynamic expressions of passthrough annotations (CSDL XML 4.01, section 14.5; CSDL JSON 4.01,
 * section 14.4): the CSDL JSON object form (`{ "$Eq": [a, b] }`, `{ "$Apply": [...], "$Function": … }`,
 * `{ "$Cast": x, "$Type": … }`, ...) becomes the XML element of the same name.
 */

const OPERATORS = [...LIST_OPERATORS, ...ONE_OPERAND_OPERATORS, "LabeledElementReference"];
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

/** A facet's value as an attribute's text. */
function facetText(value: CsdlValue | undefined): string | undefined {
  return typeof value === "number" || typeof value === "string" || typeof value === "boolean" ? String(value) : undefined;
}
