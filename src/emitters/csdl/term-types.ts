import { termOfKey } from "../../model/annotation-terms.js";
import { isRecordValue, type CsdlObject } from "./tree.js";

/**
 * The types of standard terms' values at the places where CSDL JSON writes a plain string that
 * CSDL XML writes as its own expression: model paths (`NonSortableProperties: ["Name"]` is a
 * collection of `PropertyPath`s) and enum members (`UpdateMethod: "PUT"` is a
 * `Capabilities.HttpMethod` member). A model (hand-written, or imported from CSDL JSON, which does
 * not say) may give such values as plain strings; the CSDL XML then writes the right expression.
 * Values already marked (`{ $PropertyPath: … }`, `{ $EnumMember: … }`) and values of other
 * terms are written as they are.
 */
type ValueType =
  | { readonly path: "$PropertyPath" | "$NavigationPropertyPath" }
  | { readonly enumType: string }
  | { readonly items: ValueType }
  | { readonly record: Readonly<Record<string, ValueType>> };

const CORE = "Org.OData.Core.V1.";
const CAPABILITIES = "Org.OData.Capabilities.V1.";
const PROPERTY_PATH: ValueType = { path: "$PropertyPath" };
const NAVIGATION_PATH: ValueType = { path: "$NavigationPropertyPath" };
const PROPERTY_PATHS: ValueType = { items: PROPERTY_PATH };
const NAVIGATION_PATHS: ValueType = { items: NAVIGATION_PATH };

// Capabilities vocabulary (Org.OData.Capabilities.V1), the record types with path- and enum-typed properties.
const FILTER: ValueType = {
  record: { RequiredProperties: PROPERTY_PATHS, NonFilterableProperties: PROPERTY_PATHS, FilterExpressionRestrictions: { items: { record: { Property: PROPERTY_PATH } } } },
};
const SORT: ValueType = { record: { NonSortableProperties: PROPERTY_PATHS, AscendingOnlyProperties: PROPERTY_PATHS, DescendingOnlyProperties: PROPERTY_PATHS } };
const EXPAND: ValueType = { record: { NonExpandableProperties: NAVIGATION_PATHS, NonExpandableStreamProperties: PROPERTY_PATHS } };
const COUNT: ValueType = { record: { NonCountableProperties: PROPERTY_PATHS, NonCountableNavigationProperties: NAVIGATION_PATHS } };
const SEARCH: ValueType = { record: { UnsupportedExpressions: { enumType: `${CAPABILITIES}SearchExpressions` } } };
const INSERT: ValueType = {
  record: { NonInsertableProperties: PROPERTY_PATHS, NonInsertableNavigationProperties: NAVIGATION_PATHS, RequiredProperties: PROPERTY_PATHS },
};
const UPDATE: ValueType = {
  record: {
    NonUpdatableProperties: PROPERTY_PATHS,
    NonUpdatableNavigationProperties: NAVIGATION_PATHS,
    UpdateMethod: { enumType: `${CAPABILITIES}HttpMethod` },
    RequiredProperties: PROPERTY_PATHS,
  },
};
const DELETE: ValueType = { record: { NonDeletableNavigationProperties: NAVIGATION_PATHS } };
const NAVIGABILITY: ValueType = { enumType: `${CAPABILITIES}NavigationType` };
const NAVIGATION: ValueType = {
  record: {
    Navigability: NAVIGABILITY,
    RestrictedProperties: {
      items: {
        record: {
          NavigationProperty: NAVIGATION_PATH,
          Navigability: NAVIGABILITY,
          FilterRestrictions: FILTER,
          SearchRestrictions: SEARCH,
          SortRestrictions: SORT,
          InsertRestrictions: INSERT,
          UpdateRestrictions: UPDATE,
          DeleteRestrictions: DELETE,
        },
      },
    },
  },
};

const TERM_TYPES: Readonly<Record<string, ValueType>> = {
  [`${CORE}OptimisticConcurrency`]: PROPERTY_PATHS,
  [`${CORE}Permissions`]: { enumType: `${CORE}Permission` },
  [`${CORE}AlternateKeys`]: { items: { record: { Key: { items: { record: { Name: PROPERTY_PATH } } } } } },
  [`${CORE}Revisions`]: { items: { record: { Kind: { enumType: `${CORE}RevisionKind` } } } },
  [`${CAPABILITIES}FilterRestrictions`]: FILTER,
  [`${CAPABILITIES}SortRestrictions`]: SORT,
  [`${CAPABILITIES}ExpandRestrictions`]: EXPAND,
  [`${CAPABILITIES}CountRestrictions`]: COUNT,
  [`${CAPABILITIES}SearchRestrictions`]: SEARCH,
  [`${CAPABILITIES}InsertRestrictions`]: INSERT,
  [`${CAPABILITIES}UpdateRestrictions`]: UPDATE,
  [`${CAPABILITIES}DeleteRestrictions`]: DELETE,
  [`${CAPABILITIES}NavigationRestrictions`]: NAVIGATION,
  [`${CAPABILITIES}CollectionPropertyRestrictions`]: {
    items: { record: { CollectionProperty: PROPERTY_PATH, FilterRestrictions: FILTER, SearchRestrictions: SEARCH, SortRestrictions: SORT } },
  },
  [`${CAPABILITIES}ConformanceLevel`]: { enumType: `${CAPABILITIES}ConformanceLevelType` },
  [`${CAPABILITIES}IsolationSupported`]: { enumType: `${CAPABILITIES}IsolationLevel` },
  [`${CAPABILITIES}ChangeTracking`]: { record: { FilterableProperties: PROPERTY_PATHS, ExpandableProperties: NAVIGATION_PATHS } },
};

/**
 * The value of an annotation (keyed `Term`, `Term#Qualifier`, with or without `@`; an annotation of
 * an annotation, `Term@Other`, is a value of the last term) with its plain strings typed where the
 * term says what they are; annotations inside it (of a record or of its properties) likewise.
 */
export function withTermTypes(key: string, value: unknown): unknown {
  const name = key.replace(/^@/, "");
  const term = termOfKey(name.slice(name.lastIndexOf("@") + 1).replace(/#.*$/, ""));
  return typed(value, term === undefined ? undefined : TERM_TYPES[term]);
}

/** Member names of an enum (flags joined by commas in CSDL JSON, section 14.3.6): identifiers, not values. */
const MEMBER_NAMES = /^[A-Za-z_][A-Za-z0-9_]*(\s*,\s*[A-Za-z_][A-Za-z0-9_]*)*$/;

function typed(value: unknown, type: ValueType | undefined): unknown {
  if (type !== undefined && "path" in type) return typeof value === "string" ? { [type.path]: value } : value;
  if (type !== undefined && "enumType" in type) {
    // A numeric value or anything else than member names stays as written.
    if (typeof value !== "string" || !MEMBER_NAMES.test(value)) return value;
    return { $EnumMember: value.split(",").map((member) => `${type.enumType}/${member.trim()}`).join(" ") };
  }
  if (Array.isArray(value)) {
    const items = type !== undefined && "items" in type ? type.items : undefined;
    const converted = value.map((item) => typed(item, items));
    return converted.some((item, i) => item !== value[i]) ? converted : value;
  }
  if (value === null || typeof value !== "object") return value;
  const record = value as CsdlObject;
  if (!isRecordValue(record)) return value;
  const properties = type !== undefined && "record" in type ? type.record : undefined;
  let result: Record<string, unknown> | undefined;
  for (const [property, member] of Object.entries(record)) {
    const at = property.indexOf("@");
    const converted =
      at >= 0
        ? withTermTypes(property.slice(at), member)
        : typed(member, properties !== undefined && Object.hasOwn(properties, property) ? properties[property] : undefined);
    if (converted === member) continue;
    result ??= { ...record };
    result[property] = converted;
  }
  return result ?? value;
}
