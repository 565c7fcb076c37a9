import type { EntitySet, EntityType, Singleton, UpdateMethod } from "../../model/types.js";
import { allowedExpressions } from "../common/filter-expressions.js";
import { annotationKey, enumMember, propertyPath } from "./annotation-values.js";
import type { BuildContext } from "./build-types.js";
import { TERMS } from "./element-annotations.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/** The local name of the service's own term that carries the exact filter forms of a property. */
export const ALLOWED_FILTER_FORMS_TERM = "AllowedFilterForms";

type Annotation = readonly [term: string, value: CsdlValue];

/**
 * What an entity set allows, in the Capabilities vocabulary (Org.OData.Capabilities.V1): read,
 * insert, update and delete restrictions from its operations, the update method (PUT or PATCH),
 * and filter restrictions from its documented filters and non-filterable properties.
 */
export function entitySetCapabilities(set: EntitySet, type: EntityType, ctx: BuildContext): Annotation[] {
  const allows = new Set(set.operations);
  const result: Annotation[] = [];
  const read = readRestrictions(allows.has("list"), allows.has("get"));
  if (read) result.push([TERMS.readRestrictions, read]);
  if (set.phaseChange) {
    // The phase change is a POST on the set: OData says so with Insertable, and the record's description says what it does.
    const { body, navigation, description } = set.phaseChange;
    const text =
      `${description !== undefined ? `${description} ` : ""}` +
      `A POST to this entity set does not create a record: it changes the ${navigation} of an existing ${set.entityType}. ` +
      `The request body is the complex type ${ctx.names.qualify(body)}.`;
    result.push([TERMS.insertRestrictions, { Insertable: true, [annotationKey(ctx.names, TERMS.description)]: text }]);
  } else if (!allows.has("create")) {
    result.push([TERMS.insertRestrictions, { Insertable: false }]);
  }
  result.push([TERMS.updateRestrictions, updateRestrictions(allows.has("update"), set.updateMethod, ctx)]);
  if (!allows.has("delete")) result.push([TERMS.deleteRestrictions, { Deletable: false }]);
  const filter = filterRestrictions(set, type, ctx);
  if (filter) result.push([TERMS.filterRestrictions, filter]);
  return result;
}

/** A singleton's only write operation is update (CSDL 4.01, section 13.3). */
export function singletonCapabilities(singleton: Singleton, ctx: BuildContext): Annotation[] {
  return [[TERMS.updateRestrictions, updateRestrictions(singleton.updatable, singleton.updateMethod, ctx)]];
}

/** `Readable: false` when neither list nor get is allowed; ReadByKeyRestrictions when only one of them is. */
function readRestrictions(list: boolean, get: boolean): CsdlObject | undefined {
  if (list && get) return undefined;
  if (!list && !get) return { Readable: false };
  return list ? { ReadByKeyRestrictions: { Readable: false } } : { Readable: false, ReadByKeyRestrictions: { Readable: true } };
}

/** `Updatable: false`, or the HTTP method updates use (OData services default to PATCH, so it is always stated). */
function updateRestrictions(updatable: boolean, method: UpdateMethod, ctx: BuildContext): CsdlObject {
  return updatable ? { UpdateMethod: enumMember(ctx.names.term(TERMS.httpMethod), method) } : { Updatable: false };
}

/**
 * FilterRestrictions only for a set that documents filters or has non-filterable properties: one
 * FilterExpressionRestrictions record per documented property path, with the vocabulary's coarse
 * AllowedExpressions and, annotated on the record, the exact forms in the service's own term.
 */
function filterRestrictions(set: EntitySet, type: EntityType, ctx: BuildContext): CsdlObject | undefined {
  const nonFilterable = type.properties.filter((property) => !property.filterable).map((property) => propertyPath(property.name));
  if (set.filters.length === 0 && nonFilterable.length === 0) return undefined;
  const formsKey = annotationKey(ctx.names, ctx.names.qualify(ALLOWED_FILTER_FORMS_TERM));
  const result: CsdlObject = {};
  if (set.filters.length > 0) {
    result.FilterExpressionRestrictions = set.filters.map(
      (rule): CsdlObject => ({
        Property: propertyPath(rule.path),
        AllowedExpressions: allowedExpressions(rule.forms),
        [formsKey]: [...rule.forms],
      }),
    );
  }
  if (nonFilterable.length > 0) result.NonFilterableProperties = nonFilterable;
  return result;
}

/** The declaration of the service's own term for exact filter forms (a Term of the service schema). */
export function allowedFilterFormsTerm(ctx: BuildContext): CsdlObject {
  return {
    $Kind: "Term",
    $Collection: true,
    $AppliesTo: ["Record"],
    [annotationKey(ctx.names, TERMS.description)]:
      "The $filter forms the service documents for the property of a Capabilities.FilterExpressionRestrictionType record, " +
      "as operator or function names of OData URL Conventions, section 5.1.1 (eq, ne, gt, ge, lt, le, in, contains, startswith, endswith); " +
      "more exact than the record's AllowedExpressions.",
  };
}
