import type { Facets, TypeRef } from "../../model/types.js";
import type { CsdlNames } from "./names.js";
import { put, type CsdlObject } from "./tree.js";

/** Temporal types: their Precision counts fractional seconds (CSDL 4.01, section 3.4.3). */
export const TEMPORAL_TYPES: ReadonlySet<string> = new Set(["Edm.DateTimeOffset", "Edm.Duration", "Edm.TimeOfDay"]);

/**
 * Elements whose `$Precision: 0` states the XML default for a temporal type the model gives no
 * precision: the XML leaves it out there, and writes `Precision="0"` where the model says
 * `precision: 0` (which the validators hold to, where a missing precision lets fractions pass),
 * so that an import of the XML reads back what the model said.
 */
export const PRECISION_LEFT_OUT = new WeakSet<CsdlObject>();

/** What the model says about a typed element: a property, parameter, return type or term. */
export interface TypedElement {
  readonly type: TypeRef;
  readonly collection: boolean;
  readonly nullable: boolean;
  readonly facets: Facets;
}

/**
 * `$Type`, `$Collection`, `$Nullable` and the facets of a typed element, in CSDL JSON form.
 *
 * Where CSDL XML and CSDL JSON have different defaults, the JSON states the XML default
 * explicitly, so both documents mean the same (CSDL XML / JSON 4.01, sections 3.4.3 and 3.4.4):
 * an XML Decimal without Scale has scale 0, a JSON one "variable"; an XML temporal value without
 * Precision has precision 0, a JSON one an unspecified precision. So an unspecified Scale of a
 * Decimal is written `$Scale: 0`, an unspecified Precision of a temporal type `$Precision: 0`,
 * and `variable` (the JSON default) leaves `$Scale` out. `$Type` is left out for `Edm.String`
 * (the CSDL JSON default).
 */
export function typedMembers(element: TypedElement, names: CsdlNames, version: string, into: CsdlObject = {}): CsdlObject {
  // Written into `into` (a parameter's `$Name` comes first), never copied: `PRECISION_LEFT_OUT` knows the object itself.
  const result = into;
  const typeName = names.typeName(element.type);
  if (typeName !== "Edm.String") result.$Type = typeName;
  if (element.collection) result.$Collection = true;
  // CSDL JSON: absent $Nullable means false; for collections it speaks of the items.
  if (element.nullable) result.$Nullable = true;
  putFacets(result, typeName, element.facets, version);
  return result;
}

/** Adds the facet members for an element of the given (qualified) type or type definition's underlying type. */
export function putFacets(target: CsdlObject, typeName: string, facets: Facets, version: string): void {
  // `max` exists in CSDL XML 4.0 only; 4.01 documents leave the facet out (CSDL XML 4.01, section 3.4.1).
  if (facets.maxLength !== undefined && !(facets.maxLength === "max" && version !== "4.0")) target.$MaxLength = facets.maxLength;
  put(target, "$Precision", facets.precision ?? (TEMPORAL_TYPES.has(typeName) ? 0 : undefined));
  if (facets.precision === undefined && TEMPORAL_TYPES.has(typeName)) PRECISION_LEFT_OUT.add(target);
  if (typeName === "Edm.Decimal") {
    if (facets.scale !== "variable") target.$Scale = facets.scale ?? 0;
  } else {
    put(target, "$Scale", facets.scale);
  }
  // CSDL JSON writes SRID as a string (CSDL JSON 4.01, section 3.4.5).
  if (facets.srid !== undefined) target.$SRID = String(facets.srid);
  if (facets.unicode === false) target.$Unicode = false;
}
