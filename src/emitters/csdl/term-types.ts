import { termOfKey } from "../../model/annotation-terms.js";
import type { CsdlObject } from "./tree.js";

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
  record: { NonUpdatableNavigationProperties: NAVIGATION_PATHS, UpdateMethod: { enumType: `${CAPABILITIES}HttpMethod` }, RequiredProperties: PROPERTY_PATHS },
};
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
          CountRestrictions: COUNT,
          InsertRestrictions: INSERT,
          UpdateRestrictions: UPDATE,
        },
      },
    },
  },
};

const TERM_TYPES: Readonly<Record<string, ValueType>> = {
  [`${CORE}OptimisticConcurrency`]: PROPERTY_PATHS,
  [`${CORE}Permissions`]: { enumType: `${CORE}Permission` },
  [`${CORE}AlternateKeys`]: { items: { record: { Key: { items: { record: { Name: PROPERTY_PATH } } } } } },
  [`${CAPABILITIES}FilterRestrictions`]: FILTER,
  [`${CAPABILITIES}SortRestrictions`]: SORT,
  [`${CAPABILITIES}ExpandRestrictions`]: EXPAND,
  [`${CAPABILITIES}CountRestrictions`]: COUNT,
  [`${CAPABILITIES}SearchRestrictions`]: SEARCH,
  [`${CAPABILITIES}InsertRestrictions`]: INSERT,
  [`${CAPABILITIES}UpdateRestrictions`]: UPDATE,
  [`${CAPABILITIES}NavigationRestrictions`]: NAVIGATION,
  [`${CAPABILITIES}ChangeTracking`]: { record: { FilterableProperties: PROPERTY_PATHS, ExpandableProperties: NAVIGATION_PATHS } },
};

/** The value of an annotation (keyed `Term`, `Term#Qualifier`, with or without `@`) with its plain strings typed where the term says what they are. */
export function withTermTypes(key: string, value: unknown): unknown {
  const name = key.replace(/^@/, "");
  // An annotation of an annotation (`Term@Other`) is the other term's value.
  if (name.includes("@")) return value;
  const term = termOfKey(name.replace(/#.*$/, ""));
  const type = term === undefined ? undefined : TERM_TYPES[term];
  return type === undefined ? value : typed(value, type);
}

function typed(value: unknown, type: ValueType): unknown {
  if ("path" in type) return typeof value === "string" ? { [type.path]: value } : value;
  if ("enumType" in type) {
    // CSDL JSON writes enum members by name, flags joined by commas (CSDL JSON 4.01, section 14.3.6).
    if (typeof value !== "string" || value.includes("/")) return value;
    return { $EnumMember: value.split(",").map((member) => `${type.enumType}/${member.trim()}`).join(" ") };
  }
  if ("items" in type) return Array.isArray(value) ? value.map((item) => typed(item, type.items)) : value;
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const record = value as CsdlObject;
  let result: Record<string, unknown> | undefined;
  for (const [property, member] of Object.entries(record)) {
    const memberType = Object.hasOwn(type.record, property) ? type.record[property] : undefined;
    if (memberType === undefined) continue;
    const converted = typed(member, memberType);
    if (converted === member) continue;
    result ??= { ...record };
    result[property] = converted;
  }
  return result ?? value;
}
