import type { Location } from "../diagnostics/diagnostic.js";
import type { RawEntitySet, RawSingleton } from "../metadata-loader/raw-types.js";
import { SET_OPERATIONS } from "../model/types.js";
import { setSettings, singletonSettings } from "./convert-capabilities.js";
import { entitySetName } from "./convert-operations.js";
import type { NonFilterable } from "./convert-structured.js";
import { CAPABILITIES, ElementAnnotations } from "./element-annotations.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import { isNavigation, namedMembers, nonEmpty, put, type Scope } from "./scope.js";

export interface ConvertedContainer {
  readonly entitySets: Record<string, RawEntitySet>;
  readonly singletons: Record<string, RawSingleton>;
  /** Per entity type, the fields that every set of the type lists in NonFilterableProperties. */
  readonly nonFilterable: NonFilterable;
}

/**
 * The entity sets and singletons of the container (CSDL 13.2, 13.3) with their Capabilities turned
 * into the format's settings. Bindings are written only where they differ from the format's
 * default (each navigation bound to the one set of its target type), so an imported model reads
 * like a hand-written one.
 */
export function convertSetsAndSingletons(scope: Scope, container: JsonObject, formsTerm: string | undefined): ConvertedContainer {
  const entitySets: Record<string, RawEntitySet> = {};
  const singletons: Record<string, RawSingleton> = {};
  const typeOfSet = new Map<string, string>();
  const listed: Array<{ set: string; type: string; name: string; location: Location }> = [];
  const members = namedMembers(container).flatMap(([name, value]) => (asObject(value) ? [[name, asObject(value)!] as const] : []));
  for (const [name, object] of members) {
    if (object.$Action !== undefined || object.$Function !== undefined) continue;
    const isSet = object.$Collection === true;
    const describe = `${isSet ? "entity set" : "singleton"} '${name}'`;
    const type = scope.resolveType(typeof object.$Type === "string" ? object.$Type : "");
    if (typeof type === "string" || type.kind !== "entity") {
      scope.ctx.notCarried(describe, typeof type === "string" ? type : `'${type.name}' is not an entity type`, scope.ctx.at(object, "$Type"));
      continue;
    }
    if (isSet) typeOfSet.set(name, type.name);
  }
  const setsByType = new Map<string, string[]>();
  for (const [set, type] of typeOfSet) setsByType.set(type, [...(setsByType.get(type) ?? []), set]);

  const related: RelatedCreates[] = [];
  for (const [name, object] of members) {
    if (object.$Action !== undefined || object.$Function !== undefined) continue;
    const isSet = object.$Collection === true;
    const type = isSet ? typeOfSet.get(name) : singletonType(scope, object);
    if (type === undefined) continue;
    const describe = `${isSet ? "entity set" : "singleton"} '${name}'`;
    const annotations = new ElementAnnotations(scope, object, "", describe);
    const { written: bindings, effective } = convertBindings(scope, object, type, setsByType, describe);
    related.push({ owner: name, isSet, type, bindings: effective, ...takeRelatedInserts(scope, annotations, describe), describe });
    if (isSet) {
      const set: RawEntitySet = { type: written(scope, type) };
      put(set, "description", annotations.description());
      const settings = setSettings(scope, annotations, type, describe, formsTerm);
      if (settings.operations.length === 2 && settings.operations[0] === "list" && settings.operations[1] === "get") set.readOnly = true;
      else if (settings.operations.length < SET_OPERATIONS.length) set.operations = [...settings.operations];
      put(set, "updateMethod", settings.updateMethod);
      if (Object.keys(settings.filters).length > 0) set.filters = settings.filters;
      for (const entry of settings.nonFilterable) listed.push({ set: name, type, ...entry });
      put(set, "bindings", bindings);
      if (object.$IncludeInServiceDocument === false) set.includeInServiceDocument = false;
      put(set, "annotations", nonEmpty(annotations.rest()));
      entitySets[name] = set;
    } else {
      const singleton: RawSingleton = { type: written(scope, type) };
      put(singleton, "description", annotations.description());
      const settings = singletonSettings(scope, annotations, describe);
      if (!settings.updatable) singleton.updatable = false;
      put(singleton, "updateMethod", settings.updateMethod);
      put(singleton, "bindings", bindings);
      if (object.$Nullable === true) scope.ctx.notCarried(`Nullable of ${describe}`, "the format has no nullable singletons (CSDL 4.01)", scope.ctx.at(object, "$Nullable"));
      put(singleton, "annotations", nonEmpty(annotations.rest()));
      singletons[name] = singleton;
    }
  }
  for (const entry of related) {
    const owner = entry.isSet ? entitySets[entry.owner] : singletons[entry.owner];
    if (owner) putCreateRelated(owner, relatedCreates(scope, entry, entitySets));
  }
  return { entitySets, singletons, nonFilterable: nonFilterableFields(scope, listed, typeOfSet) };
}

/** What one set or singleton says about creating records through its relationships. */
interface RelatedCreates {
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
 * that names a relationship of the element's own type out of its NavigationRestrictions; entries
 * left with nothing else go, and the rest of the annotation stays a passthrough annotation.
 */
function takeRelatedInserts(scope: Scope, annotations: ElementAnnotations, describe: string): Pick<RelatedCreates, "stated" | "rootUnnavigable" | "ownNavigability"> {
  const stated = new Map<string, { insertable: boolean; location: Location }>();
  const ownNavigability = new Set<string>();
  const term = `${CAPABILITIES}.NavigationRestrictions`;
  const taken = annotations.take(term);
  const record = asObject(taken?.value);
  const entries = Array.isArray(record?.RestrictedProperties) ? record.RestrictedProperties : [];
  if (!taken || !record) {
    if (taken) annotations.restore(term, taken);
    return { stated, rootUnnavigable: false, ownNavigability };
  }
  // A relationship the restrictions make unnavigable has no paths, so nothing is created through
  // it (the restriction itself stays, as a passthrough annotation).
  const rootNone = enumMemberName(record.Navigability) === "None";
  const kept: JsonValue[] = [];
  for (const item of entries) {
    const entry = asObject(item);
    const navigation = navigationPathOf(entry?.NavigationProperty);
    const navigability = enumMemberName(entry?.Navigability);
    if (navigation !== undefined && navigability !== undefined) ownNavigability.add(navigation);
    if (navigation !== undefined && (navigability ?? (rootNone ? "None" : undefined)) === "None") {
      stated.set(navigation, { insertable: false, location: scope.ctx.at(entry!, "NavigationProperty") });
      kept.push(item);
      continue;
    }
    const insert = asObject(entry?.InsertRestrictions);
    if (!entry || navigation === undefined || navigation.includes("/") || !insert) {
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
  return { stated, rootUnnavigable: rootNone, ownNavigability };
}

/**
 * The relationships records are created through: each collection-valued, non-containment
 * relationship of the type where NavigationRestrictions say so, or, where they say nothing, where
 * it is bound to an insertable entity set (or a singleton), as the OASIS CSDL-to-OpenAPI mapping
 * reads it; only where the element's records are addressed one by one.
 */
function relatedCreates(scope: Scope, entry: RelatedCreates, entitySets: Readonly<Record<string, RawEntitySet>>): string[] {
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
function putCreateRelated(owner: RawEntitySet | RawSingleton, names: readonly string[]): void {
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

/** The member name of an enum value (`None`), as a CSDL JSON string or a typed marker. */
function enumMemberName(value: JsonValue | undefined): string | undefined {
  const object = asObject(value);
  const text = typeof value === "string" ? value : typeof object?.$EnumMember === "string" ? object.$EnumMember : undefined;
  return text?.slice(text.lastIndexOf("/") + 1);
}

/** A NavigationPropertyPath value, as a CSDL JSON string or a typed marker. */
function navigationPathOf(value: JsonValue | undefined): string | undefined {
  if (typeof value === "string") return value;
  const path = asObject(value)?.$NavigationPropertyPath;
  return typeof path === "string" ? path : undefined;
}

function singletonType(scope: Scope, object: JsonObject): string | undefined {
  const type = scope.resolveType(typeof object.$Type === "string" ? object.$Type : "");
  return typeof type === "object" && type.kind === "entity" ? type.name : undefined;
}

function written(scope: Scope, type: string): string {
  const resolved = scope.resolveType(`${scope.selected.namespace}.${type}`);
  return typeof resolved === "object" ? resolved.written : type;
}

/**
 * The navigation property bindings (CSDL 13.4) as the format writes them: undefined when they are
 * exactly what the format's default gives, else the full explicit list (`{}` for none).
 */
function convertBindings(
  scope: Scope,
  object: JsonObject,
  type: string,
  setsByType: ReadonlyMap<string, readonly string[]>,
  describe: string,
): { written: Record<string, string> | undefined; effective: ReadonlyMap<string, string> } {
  const source = asObject(object.$NavigationPropertyBinding) ?? {};
  const explicit: Record<string, string> = {};
  for (const [path, target] of Object.entries(source)) {
    const local = typeof target === "string" ? entitySetName(scope, target) : undefined;
    if (local === undefined) {
      scope.ctx.notCarried(`binding '${path}' of ${describe}`, `its target '${String(target)}' is not a set or singleton of the imported container`, scope.ctx.at(source, path));
      continue;
    }
    explicit[path] = local;
  }
  const defaults: Record<string, string> = {};
  for (const { object: declaring } of [...scope.lineage(type)].reverse()) {
    for (const [name, value] of namedMembers(declaring)) {
      const navigation = asObject(value);
      if (!navigation || !isNavigation(navigation) || navigation.$ContainsTarget === true) continue;
      const target = scope.resolveType(typeof navigation.$Type === "string" ? navigation.$Type : "");
      const sets = typeof target === "object" ? setsByType.get(target.name) : undefined;
      if (sets?.length === 1) defaults[name] = sets[0]!;
    }
  }
  const same = Object.keys(defaults).length === Object.keys(explicit).length && Object.entries(defaults).every(([path, set]) => explicit[path] === set);
  return { written: same ? undefined : explicit, effective: new Map(Object.entries(explicit)) };
}

/**
 * The format marks a field non-filterable for every set of its type. A field is marked when every
 * set whose type has the field lists it; a listing that other sets do not share is reported.
 */
function nonFilterableFields(scope: Scope, listed: ReadonlyArray<{ set: string; type: string; name: string; location: Location }>, typeOfSet: ReadonlyMap<string, string>): NonFilterable {
  const result = new Map<string, Set<string>>();
  for (const entry of listed) {
    const declaring = scope.lineage(entry.type).find(({ object }) => asObject(object[entry.name]) !== undefined)?.name ?? entry.type;
    const sharing = [...typeOfSet].filter(([, type]) => scope.lineage(type).some(({ name }) => name === declaring)).map(([set]) => set);
    const missing = sharing.filter((set) => !listed.some((l) => l.set === set && l.name === entry.name));
    if (missing.length > 0) {
      scope.ctx.notCarried(`non-filterable property '${entry.name}' of entity set '${entry.set}'`, `the format marks a field non-filterable for every set, and ${missing.map((s) => `'${s}'`).join(", ")} do not list it`, entry.location);
      continue;
    }
    const set = result.get(declaring) ?? new Set<string>();
    set.add(entry.name);
    result.set(declaring, set);
  }
  return result;
}
