import type { Location } from "../diagnostics/diagnostic.js";
import type { RawEntitySet, RawSingleton } from "../metadata-loader/raw-types.js";
import { SET_OPERATIONS } from "../model/types.js";
import { CAPABILITIES, type ElementAnnotations } from "./element-annotations.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import { isNavigation, namedMembers, type Scope } from "./scope.js";
import { enumMemberName, isUnnavigable, navigationPathOf } from "../model/navigation-restrictions.js";

/*
 * Creating records through relationships: the format's `createRelated`, from what a document's
 * NavigationRestrictions say and, where they say nothing, from the relationship's target, as the
 * OASIS CSDL-to-OpenAPI mapping reads them.
 */

/** What one set or singleton says about creating records through its relationships. */
export interface RelatedCreates {
  readonly owner: string;
  readonly isSet: boolean;
  readonly type: string;
  /** Binding path to target set or singleton, as the converted model has them. */
  readonly bindings: ReadonlyMap<string, string>;
  /** InsertRestrictions/Insertable per relationship, from NavigationRestrictions. */
  readonly stated: ReadonlyMap<string, { readonly insertable: boolean; readonly location: Location }>;
  /** NavigationRestrictions/Navigability is None: relationships not listed with their own navigability have no paths. */
  readonly rootUnnavigable: boolean;
  /** Relationships whose RestrictedProperties entry states their own Navigability. */
  readonly ownNavigability: ReadonlySet<string>;
  readonly describe: string;
}

/**
 * Takes `InsertRestrictions/Insertable` (a constant Boolean) of each RestrictedProperties entry
 * that names a relationship of the element's own type out of its NavigationRestrictions, and
 * `ReadRestrictions` that only say `Readable: true` where the format derives them (`derivedRead`:
 * the element's records are read, and the relationship is bound to a set that is not); entries
 * left with nothing else go, and the rest of the annotation stays a passthrough annotation.
 */
export function takeRelatedInserts(
  scope: Scope,
  type: string,
  annotations: ElementAnnotations,
  describe: string,
  derivedRead: (navigation: string) => boolean,
): Pick<RelatedCreates, "stated" | "rootUnnavigable" | "ownNavigability"> & { readonly readStated: ReadonlySet<string> } {
  // `createRelated` says which collection-valued, non-containment relationships records are
  // created through; what an entry says of another relationship (a contained collection, a
  // single-valued one) stays in the annotation, which the format's outputs read.
  const related = new Set<string>();
  for (const { object: declaring } of scope.lineage(type)) {
    for (const [name, value] of namedMembers(declaring)) {
      const navigation = asObject(value);
      if (navigation && isNavigation(navigation) && navigation.$Collection === true && navigation.$ContainsTarget !== true) related.add(name);
    }
  }
  const stated = new Map<string, { insertable: boolean; location: Location }>();
  const ownNavigability = new Set<string>();
  const readStated = new Set<string>();
  const term = `${CAPABILITIES}.NavigationRestrictions`;
  const taken = annotations.take(term);
  const record = asObject(taken?.value);
  const entries = Array.isArray(record?.RestrictedProperties) ? record.RestrictedProperties : [];
  if (!taken || !record) {
    if (taken) annotations.restore(term, taken);
    return { stated, rootUnnavigable: false, ownNavigability, readStated };
  }
  // A relationship the restrictions make unnavigable has no paths, so nothing is created through
  // it (the restriction itself stays, as a passthrough annotation).
  const rootNone = enumMemberName(record.Navigability) === "None";
  const kept: JsonValue[] = [];
  for (const original of entries) {
    const navigation = navigationPathOf(asObject(original)?.NavigationProperty);
    if (navigation !== undefined && asObject(original)?.ReadRestrictions !== undefined) readStated.add(navigation);
    // Derived only where the relationship is navigable (the format states no reads through others).
    const navigable = !rootNone && asObject(original)?.Navigability === undefined;
    const item = navigation !== undefined && navigable && derivedRead(navigation) ? withoutDerivedRead(original) : original;
    if (item === undefined) continue;
    const entry = asObject(item);
    const navigability = enumMemberName(entry?.Navigability);
    if (navigation !== undefined && navigability !== undefined) ownNavigability.add(navigation);
    if (navigation !== undefined && (navigability ?? (rootNone ? "None" : undefined)) === "None") {
      stated.set(navigation, { insertable: false, location: scope.ctx.at(entry!, "NavigationProperty") });
      kept.push(item);
      continue;
    }
    const insert = asObject(entry?.InsertRestrictions);
    if (!entry || navigation === undefined || !related.has(navigation) || !insert) {
      kept.push(item);
      continue;
    }
    if (insert.Insertable === undefined) {
      // An InsertRestrictions record of the relationship's own says it is insertable (the mapping
      // reads no further, to the target); the record stays for its other properties.
      stated.set(navigation, { insertable: true, location: scope.ctx.at(entry, "InsertRestrictions") });
      kept.push(item);
      continue;
    }
    if (typeof insert.Insertable !== "boolean") {
      // As for the other restrictions: a dynamic value means allowed for some records, so the operation is described.
      scope.ctx.notCarried(`NavigationRestrictions/InsertRestrictions/Insertable of '${navigation}' on ${describe}`, "its value is not a constant Boolean; the operation is taken as allowed", scope.ctx.at(insert, "Insertable"));
      stated.set(navigation, { insertable: true, location: scope.ctx.at(insert, "Insertable") });
      kept.push(item);
      continue;
    }
    stated.set(navigation, { insertable: insert.Insertable, location: scope.ctx.at(insert, "Insertable") });
    const { Insertable: _, ...restOfInsert } = insert;
    const { InsertRestrictions: __, ...restOfEntry } = entry;
    const rest: JsonObject = Object.keys(restOfInsert).some((k) => k !== "$Type") ? { ...restOfEntry, InsertRestrictions: restOfInsert } : restOfEntry;
    if (Object.keys(rest).some((k) => k !== "NavigationProperty" && k !== "$Type")) kept.push(rest);
  }
  const { RestrictedProperties: _, ...restOfRecord } = record;
  const remaining: JsonObject = kept.length > 0 ? { ...restOfRecord, RestrictedProperties: kept } : restOfRecord;
  if (Object.keys(remaining).some((k) => k !== "$Type")) annotations.restore(term, { value: remaining, location: taken.location });
  return { stated, rootUnnavigable: rootNone, ownNavigability, readStated };
}

/**
 * The relationships of an element whose records are read that lead into a set whose records are
 * not (`unreadSets`), where the document does not say they are read through the relationship:
 * the Capabilities vocabulary applies the set's ReadRestrictions to them, while the format follows
 * every navigable relationship of a record it reads. Stated in the element's NavigationRestrictions
 * (`ReadRestrictions/Readable: false`, a passthrough annotation the format's outputs read), so
 * the imported model describes no reads the document rules out.
 */
export function stateUnreadRelationships(
  annotations: ElementAnnotations,
  followed: readonly string[],
  bindings: ReadonlyMap<string, string>,
  unreadSets: ReadonlySet<string>,
  readStated: ReadonlySet<string>,
  elementAt: Location,
): void {
  const term = `${CAPABILITIES}.NavigationRestrictions`;
  const taken = annotations.take(term);
  const record = taken === undefined ? {} : asObject(taken.value);
  if (!record) {
    annotations.restore(term, taken!);
    return;
  }
  const added: JsonObject[] = [];
  // `followed`: the paths the format's outputs follow (the type's relationships, through complex
  // fields and after casts to derived types), not into containment.
  for (const path of followed) {
    if (readStated.has(path) || !unreadSets.has(bindings.get(path) ?? "") || isUnnavigable(record, path)) continue;
    added.push({ NavigationProperty: { $NavigationPropertyPath: path }, ReadRestrictions: { Readable: false } });
  }
  if (added.length === 0) {
    if (taken) annotations.restore(term, taken);
    return;
  }
  const entries = Array.isArray(record.RestrictedProperties) ? record.RestrictedProperties : [];
  const value: JsonObject = { ...record, RestrictedProperties: [...entries, ...added] };
  annotations.restore(term, { value, location: taken?.location ?? elementAt });
}

/** An entry without a ReadRestrictions record that says only `Readable: true`; undefined when nothing else is left. */
function withoutDerivedRead(item: JsonValue): JsonValue | undefined {
  const entry = asObject(item);
  const read = asObject(entry?.ReadRestrictions);
  if (!entry || !read || read.Readable !== true || Object.keys(read).some((k) => k !== "Readable" && k !== "$Type")) return item;
  const { ReadRestrictions: _, ...rest } = entry;
  return Object.keys(rest).some((k) => k !== "NavigationProperty" && k !== "$Type") ? rest : undefined;
}

/**
 * The relationships records are created through: each collection-valued, non-containment
 * relationship of the type where NavigationRestrictions say so, or, where they say nothing, where
 * it is bound to an insertable entity set (or a singleton), as the OASIS CSDL-to-OpenAPI mapping
 * reads it; only where the element's records are addressed one by one.
 */
export function relatedCreates(scope: Scope, entry: RelatedCreates, entitySets: Readonly<Record<string, RawEntitySet>>): string[] {
  const set = entry.isSet ? entitySets[entry.owner] : undefined;
  const operations = set ? (set.readOnly ? ["list", "get"] : (set.operations ?? SET_OPERATIONS)) : ["get"];
  // A singleton is addressed by its name; a set's records by key, when get, update or delete are allowed.
  const keyed = scope.lineage(entry.type).some(({ object }) => Array.isArray(object.$Key));
  const addressed = !entry.isSet || (keyed && operations.some((o) => o === "get" || o === "update" || o === "delete"));
  const chosen: string[] = [];
  for (const { object: declaring } of [...scope.lineage(entry.type)].reverse()) {
    for (const [name, value] of namedMembers(declaring)) {
      const navigation = asObject(value);
      if (!navigation || !isNavigation(navigation) || navigation.$Collection !== true || navigation.$ContainsTarget === true) continue;
      const stated = entry.stated.get(name);
      const target = entry.bindings.get(name);
      const targetSet = target === undefined ? undefined : entitySets[target];
      const byTarget = target !== undefined && (targetSet === undefined || (!targetSet.readOnly && (targetSet.operations ?? SET_OPERATIONS).includes("create")));
      const insertable = stated?.insertable ?? (!(entry.rootUnnavigable && !entry.ownNavigability.has(name)) && byTarget);
      if (!insertable) continue;
      if (!addressed) {
        if (stated) scope.ctx.notCarried(`creating through '${name}' on ${entry.describe}`, "its records are not addressed one by one, so the format has no path to create through", stated.location);
        continue;
      }
      chosen.push(name);
    }
  }
  return chosen;
}

/** Writes `createRelated` where the format's key order has it: after filters, before bindings. */
export function putCreateRelated(owner: RawEntitySet | RawSingleton, names: readonly string[]): void {
  if (names.length === 0) return;
  const fields = owner as unknown as Record<string, unknown>;
  const after: Array<[string, unknown]> = [];
  for (const key of ["bindings", "includeInServiceDocument", "annotations"]) {
    if (key in fields) {
      after.push([key, fields[key]]);
      delete fields[key];
    }
  }
  owner.createRelated = [...names];
  for (const [key, value] of after) fields[key] = value;
}
