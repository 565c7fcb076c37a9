import { PRECISION_LEFT_OUT, TEMPORAL_TYPES } from "./facets.js";
import type { CsdlObject } from "./tree.js";
import { attr } from "./xml-builder.js";

/**
 * The XML attributes of a typed element from its CSDL JSON members: the inverse of `typedMembers`,
 * translating between the two formats' defaults (see facets.ts). Each returns rendered attribute text.
 */

/** `Type`: `Edm.String` when `$Type` is absent (the CSDL JSON default), wrapped in `Collection(...)` when collection-valued. */
export function typeAttribute(element: CsdlObject): string {
  const type = typeof element.$Type === "string" ? element.$Type : "Edm.String";
  return attr("Type", element.$Collection === true ? `Collection(${type})` : type);
}

/**
 * `Nullable`: CSDL XML's default is true, CSDL JSON's false. Single-valued elements get
 * `Nullable="false"` only where false; collection-valued ones always state it, for their items,
 * because OData 4.01 requires it there (CSDL XML 4.01, section 7.2.1).
 */
export function nullableAttribute(element: CsdlObject): string {
  const nullable = element.$Nullable === true;
  if (element.$Collection === true) return nullable ? ' Nullable="true"' : ' Nullable="false"';
  return nullable ? "" : ' Nullable="false"';
}

const text = (value: unknown): string | undefined => (value === undefined ? undefined : String(value));

/** MaxLength, Precision, Scale, SRID, Unicode; `typeName` is the element's (underlying) type, for the defaults. */
export function facetAttributes(element: CsdlObject, typeName: string): string {
  const { $MaxLength, $Precision, $Scale, $SRID, $Unicode } = element;
  // An XML Decimal without Scale has scale 0; the JSON default, variable, must be written.
  const scale = typeName === "Edm.Decimal" ? ($Scale === undefined ? "variable" : $Scale === 0 ? undefined : String($Scale)) : text($Scale);
  return (
    attr("MaxLength", text($MaxLength)) +
    // An XML temporal value without Precision has precision 0 already: left out where the model gives none.
    attr("Precision", TEMPORAL_TYPES.has(typeName) && $Precision === 0 && PRECISION_LEFT_OUT.has(element) ? undefined : text($Precision)) +
    attr("Scale", scale) +
    attr("SRID", text($SRID)) +
    ($Unicode === false ? ' Unicode="false"' : "")
  );
}

/** The type name facets depend on: `$Type` (default Edm.String) or a type definition's `$UnderlyingType`. */
export function facetTypeName(element: CsdlObject): string {
  const type = element.$UnderlyingType ?? element.$Type;
  return typeof type === "string" ? type : "Edm.String";
}
