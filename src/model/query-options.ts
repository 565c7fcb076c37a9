/**
 * What an entity set's or singleton's Capabilities annotations say of the system query options
 * (OData URL Conventions 4.01, section 5.1; Capabilities vocabulary): `CountRestrictions/Countable`,
 * `TopSupported`, `SkipSupported`, `SortRestrictions` (`Sortable`, `NonSortableProperties`),
 * `SelectSupport/Supported` and `ExpandRestrictions` (`Expandable`, `NonExpandableProperties`).
 * Each option is offered unless an annotation says otherwise, apart from `$search`: free-text
 * search is a feature of the service's own, offered only where a `SearchRestrictions` annotation
 * says the records are searchable. The OpenAPI document and the docs read them here, so that
 * neither offers what `$metadata` withholds.
 */

import { annotationOf, CAPABILITIES } from "./annotation-terms.js";

export interface QueryOptionSupport {
  readonly count: boolean;
  readonly top: boolean;
  readonly skip: boolean;
  readonly orderby: boolean;
  readonly select: boolean;
  readonly expand: boolean;
  /** `$search`: only where `SearchRestrictions` says so (`Searchable`, true unless stated false). */
  readonly search: boolean;
  /** Properties `$orderby` may not name (`SortRestrictions/NonSortableProperties`). */
  readonly nonSortable: ReadonlySet<string>;
  /** Relationship paths `$expand` may not name (`ExpandRestrictions/NonExpandableProperties`). */
  readonly nonExpandable: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** What an element without Capabilities annotations is offered: every option but `$search`. */
export const ALL_QUERY_OPTIONS: QueryOptionSupport = { count: true, top: true, skip: true, orderby: true, select: true, expand: true, search: false, nonSortable: NONE, nonExpandable: NONE };

type Record_ = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record_ {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A path value, as CSDL JSON writes it (`"Title"`) or with the typed markers of the format and the CSDL tree. */
function pathOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (!isRecord(value)) return undefined;
  const path = value.$PropertyPath ?? value.$NavigationPropertyPath ?? value.$Path;
  return typeof path === "string" ? path : undefined;
}

function paths(value: unknown): ReadonlySet<string> {
  if (!Array.isArray(value)) return NONE;
  const found = value.map(pathOf).filter((p): p is string => p !== undefined);
  return found.length === 0 ? NONE : new Set(found);
}

/** A record's Boolean property, true unless stated false. */
function allowedBy(record: unknown, property: string): boolean {
  return !(isRecord(record) && record[property] === false);
}

/** The query options an element's own (unqualified) annotations leave offered. */
export function queryOptionSupport(annotations: Readonly<Record<string, unknown>> | undefined): QueryOptionSupport {
  if (annotations === undefined || Object.keys(annotations).length === 0) return ALL_QUERY_OPTIONS;
  const sort = annotationOf(annotations, `${CAPABILITIES}SortRestrictions`);
  const expand = annotationOf(annotations, `${CAPABILITIES}ExpandRestrictions`);
  const search = annotationOf(annotations, `${CAPABILITIES}SearchRestrictions`);
  const support: QueryOptionSupport = {
    count: allowedBy(annotationOf(annotations, `${CAPABILITIES}CountRestrictions`), "Countable"),
    top: annotationOf(annotations, `${CAPABILITIES}TopSupported`) !== false,
    skip: annotationOf(annotations, `${CAPABILITIES}SkipSupported`) !== false,
    orderby: allowedBy(sort, "Sortable"),
    select: allowedBy(annotationOf(annotations, `${CAPABILITIES}SelectSupport`), "Supported"),
    expand: allowedBy(expand, "Expandable"),
    search: isRecord(search) && allowedBy(search, "Searchable"),
    nonSortable: isRecord(sort) ? paths(sort.NonSortableProperties) : NONE,
    nonExpandable: isRecord(expand) ? paths(expand.NonExpandableProperties) : NONE,
  };
  return isUnrestricted(support) ? ALL_QUERY_OPTIONS : support;
}

/** Whether the element is offered what one without annotations is. */
export function isUnrestricted(support: QueryOptionSupport): boolean {
  return !support.search && support.count && support.top && support.skip && support.orderby && support.select && support.expand && support.nonSortable.size === 0 && support.nonExpandable.size === 0;
}
