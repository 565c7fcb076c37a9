/**
 * Reading a Capabilities.NavigationRestrictions record, in any form it is held in: CSDL JSON
 * (`"None"`, `"Orders"`) or with the typed markers the metadata format and the CSDL tree use
 * (`{ $EnumMember: "…NavigationType/None" }`, `{ $NavigationPropertyPath: "Orders" }`). Shared by
 * the model builder, the CSDL emitter and `edmgen import`, which must read it alike.
 */

import { annotationOf, CAPABILITIES } from "./annotation-terms.js";

type Record_ = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record_ {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The member name of an enum value (`None`). */
export function enumMemberName(value: unknown): string | undefined {
  const text = typeof value === "string" ? value : isRecord(value) && typeof value.$EnumMember === "string" ? value.$EnumMember : undefined;
  return text?.slice(text.lastIndexOf("/") + 1);
}

/** A NavigationPropertyPath value. */
export function navigationPathOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  return isRecord(value) && typeof value.$NavigationPropertyPath === "string" ? value.$NavigationPropertyPath : undefined;
}

/** The RestrictedProperties entry of a relationship path, if the record has one. */
export function restrictedEntry(record: unknown, path: string): Record_ | undefined {
  const entries = isRecord(record) && Array.isArray(record.RestrictedProperties) ? record.RestrictedProperties : [];
  return entries.find((entry: unknown): entry is Record_ => isRecord(entry) && navigationPathOf(entry.NavigationProperty) === path);
}

/** Whether the record makes a relationship unnavigable: Navigability None for it, or for the whole element and not overridden for it. */
export function isUnnavigable(record: unknown, path: string): boolean {
  const own = restrictedEntry(record, path)?.Navigability;
  return enumMemberName(own ?? (isRecord(record) ? record.Navigability : undefined)) === "None";
}

/**
 * Whether an element's own (unqualified) NavigationRestrictions annotation makes a relationship
 * path unnavigable: no path follows it (OData Capabilities, NavigationType None).
 */
export function unnavigableIn(annotations: Readonly<Record<string, unknown>> | undefined, path: string): boolean {
  const record = annotationOf(annotations, `${CAPABILITIES}NavigationRestrictions`);
  return record !== undefined && isUnnavigable(record, path);
}

/**
 * Whether an element's own NavigationRestrictions say records are not read through a relationship
 * path: it is unnavigable, or its RestrictedProperties entry has `ReadRestrictions/Readable: false`.
 * No GET follows such a path (the paths that create through it are decided on their own).
 */
export function unreadThroughIn(annotations: Readonly<Record<string, unknown>> | undefined, path: string): boolean {
  const record = annotationOf(annotations, `${CAPABILITIES}NavigationRestrictions`);
  if (record === undefined) return false;
  if (isUnnavigable(record, path)) return true;
  const read = restrictedEntry(record, path)?.ReadRestrictions;
  return isRecord(read) && read.Readable === false;
}

/** What may be done with the records reached through a relationship path, as far as one element's NavigationRestrictions entry for it says. */
export interface PathAccess {
  readonly list: boolean;
  readonly get: boolean;
  readonly create: boolean;
  readonly update: boolean;
  readonly delete: boolean;
  /** Whether the records of a collection there are addressed by key (`IndexableByKey`; a single record is addressed by its path). */
  readonly indexable: boolean;
}

/**
 * What an element's own NavigationRestrictions entry for a relationship path leaves allowed
 * (everything, without one), as the OASIS mapping reads it: `ReadRestrictions/Readable` false
 * withholds the list, and reading by key unless `ReadByKeyRestrictions/Readable` says otherwise;
 * `Insertable`, `Updatable` and `Deletable` false withhold the rest; `IndexableByKey` false
 * leaves no record of a collection addressed by key (so none read, updated or deleted there).
 * The containment paths and the bodies that exist for them read it here.
 */
export function pathAccess(annotations: Readonly<Record<string, unknown>> | undefined, path: string, collection: boolean): PathAccess {
  const record = annotationOf(annotations, `${CAPABILITIES}NavigationRestrictions`);
  const entry = record === undefined ? undefined : restrictedEntry(record, path);
  const allowed = (restriction: string, property: string) => {
    const values = entry?.[restriction];
    return !(isRecord(values) && values[property] === false);
  };
  const read = entry?.ReadRestrictions;
  const byKey = isRecord(read) && isRecord(read.ReadByKeyRestrictions) ? read.ReadByKeyRestrictions.Readable : undefined;
  const readable = allowed("ReadRestrictions", "Readable");
  const indexable = !collection || entry?.IndexableByKey !== false;
  return {
    list: readable,
    get: indexable && (typeof byKey === "boolean" ? byKey : readable),
    create: allowed("InsertRestrictions", "Insertable"),
    update: indexable && allowed("UpdateRestrictions", "Updatable"),
    delete: indexable && allowed("DeleteRestrictions", "Deletable"),
    indexable,
  };
}
