import { MAX_COMPLEX_DEPTH } from "../model/complex-navigations.js";
import type { Location } from "../diagnostics/diagnostic.js";
import type { RawEntitySet, RawSingleton } from "../metadata-loader/raw-types.js";
import { SET_OPERATIONS } from "../model/types.js";
import { setSettings, singletonSettings } from "./convert-capabilities.js";
import { takeDerivedContainedRestrictions } from "./convert-contained-restrictions.js";
import { putCreateRelated, relatedCreates, stateUnreadRelationships, takeRelatedInserts, type RelatedCreates } from "./convert-related-creates.js";
import { entitySetName } from "./convert-operations.js";
import type { NonFilterable } from "./convert-structured.js";
import { CAPABILITIES, CORE, ElementAnnotations } from "./element-annotations.js";
import { navigationPathOf } from "../model/navigation-restrictions.js";
import type { JsonObject } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import { isNavigation, namedMembers, nonEmpty, put, type Scope } from "./scope.js";

/** The service's own terms the document declares (edmgen writes them), as qualified names. */
export interface ServiceTerms {
  /** AllowedFilterForms: the exact filter forms of a FilterExpressionRestrictions entry. */
  readonly forms: string | undefined;
  /** PhaseChangeNavigation and PhaseChangeBody: a set's phase-change POST. */
  readonly phaseChange?: { readonly navigation: string; readonly body: string };
}

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
export function convertSetsAndSingletons(scope: Scope, container: JsonObject, terms: ServiceTerms): ConvertedContainer {
  const entitySets: Record<string, RawEntitySet> = {};
  const singletons: Record<string, RawSingleton> = {};
  const typeOfSet = new Map<string, string>();
  const listed: Array<{ set: string; type: string; name: string; location: Location }> = [];
  const members = namedMembers(container).flatMap(([name, value]) => (asObject(value) ? [[name, asObject(value)!] as const] : []));
  for (const [name, object] of members) {
    if (object.$Action !== undefined || object.$Function !== undefined) continue;
    const isSet = object.$Collection === true;
    const describe = `${isSet ? "entity set" : "singleton"} '${name}'`;
    const type = scope.typeOf(object, "$Type", "", describe);
    if (type === undefined) continue;
    if (type.kind !== "entity") {
      scope.ctx.notCarried(describe, `'${type.name}' is not an entity type`, scope.ctx.at(object, "$Type"));
      continue;
    }
    if (isSet) typeOfSet.set(name, type.name);
  }
  // Sets whose records are not read (ReadRestrictions/Readable false): a relationship bound to one
  // that the model still reads through says so in its NavigationRestrictions, as the format derives it.
  const unreadSets = new Set(
    members.filter(([name, object]) => typeOfSet.has(name) && asObject(object[`@${CAPABILITIES}.ReadRestrictions`])?.Readable === false).map(([name]) => name),
  );
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
    // The navigations a record of the type follows (own, through complex fields, after casts to
    // derived types): for the default bindings, and the restrictions the outputs derive.
    const navigations = navigationPaths(scope, type);
    const { written: bindings, effective } = convertBindings(scope, object, navigations, setsByType, describe, type);
    const description = annotations.description();
    const phaseChange = isSet && terms.phaseChange ? readPhaseChange(scope, annotations, terms.phaseChange, type) : undefined;
    const settings = isSet ? setSettings(scope, annotations, type, describe, terms.forms) : undefined;
    const readsRecords = settings === undefined || settings.operations.includes("get");
    // A phase change is the set's POST: not a create, and its InsertRestrictions are derived from it.
    const operations = settings ? (phaseChange ? settings.operations.filter((o) => o !== "create") : settings.operations) : undefined;
    const singleton = settings ? undefined : singletonSettings(scope, annotations, describe);
    takeDerivedContainedRestrictions(scope, type, annotations, {
      operations: operations ?? (singleton!.updatable ? SET_OPERATIONS : ["list", "get"]),
      ...((settings ?? singleton!).updateMethod ? { updateMethod: (settings ?? singleton!).updateMethod } : {}),
    }, describe);
    const followed = navigations.filter((n) => !n.contained);
    const followedPaths = new Set(followed.map((n) => n.path));
    const derivedRead = (navigation: string) => followedPaths.has(navigation) && readsRecords && unreadSets.has(effective.get(navigation) ?? "");
    const { readStated, ...inserts } = takeRelatedInserts(scope, type, annotations, describe, derivedRead);
    related.push({ owner: name, isSet, type, bindings: effective, ...inserts, describe });
    if (readsRecords) stateUnreadRelationships(annotations, followed.map((n) => n.path), effective, unreadSets, readStated, scope.ctx.at(object, "$Type"));
    if (settings && operations) {
      const set: RawEntitySet = { type: written(scope, type) };
      put(set, "description", description);
      if (phaseChange) keepInsertExtras(annotations);
      // `readOnly` says the set writes nothing; a phase change writes, so its set lists its operations.
      if (!phaseChange && operations.length === 2 && operations[0] === "list" && operations[1] === "get") set.readOnly = true;
      else if (operations.length < SET_OPERATIONS.length) set.operations = [...operations];
      put(set, "phaseChange", phaseChange);
      put(set, "updateMethod", settings.updateMethod);
      if (Object.keys(settings.filters).length > 0) set.filters = settings.filters;
      for (const entry of settings.nonFilterable) listed.push({ set: name, type, ...entry });
      put(set, "bindings", bindings);
      if (object.$IncludeInServiceDocument === false) set.includeInServiceDocument = false;
      put(set, "annotations", nonEmpty(annotations.rest()));
      entitySets[name] = set;
    } else if (singleton) {
      const converted: RawSingleton = { type: written(scope, type) };
      put(converted, "description", description);
      if (!singleton.updatable) converted.updatable = false;
      put(converted, "updateMethod", singleton.updateMethod);
      put(converted, "bindings", bindings);
      if (object.$Nullable === true) scope.ctx.notCarried(`Nullable of ${describe}`, "the format has no nullable singletons (CSDL 4.01)", scope.ctx.at(object, "$Nullable"));
      put(converted, "annotations", nonEmpty(annotations.rest()));
      singletons[name] = converted;
    }
  }
  for (const entry of related) {
    const owner = entry.isSet ? entitySets[entry.owner] : singletons[entry.owner];
    if (owner) putCreateRelated(owner, relatedCreates(scope, entry, entitySets));
  }
  return { entitySets, singletons, nonFilterable: nonFilterableFields(scope, listed, typeOfSet) };
}

/**
 * A set's phase change from edmgen's own terms: the relationship it changes, the body's complex
 * type, and the description on the relationship's annotation. Undefined when the set has neither.
 */
function readPhaseChange(scope: Scope, annotations: ElementAnnotations, terms: NonNullable<ServiceTerms["phaseChange"]>, type: string): RawEntitySet["phaseChange"] {
  const navigation = annotations.take(terms.navigation);
  const body = annotations.take(terms.body);
  if (!navigation && !body) return undefined;
  const description = annotations.take(`${terms.navigation}@${CORE}.Description`);
  const path = navigationPathOf(navigation?.value);
  const target = path === undefined || path.includes("/") ? undefined : scope.member(type, path);
  const bodyType = typeof body?.value === "string" ? scope.resolveType(body.value) : undefined;
  if (!target || !isNavigation(target) || target.$Collection === true || bodyType === undefined || typeof bodyType === "string" || bodyType.kind !== "complex") {
    scope.ctx.notCarried(
      "a phase change",
      `it needs a PhaseChangeNavigation naming a single-valued relationship of '${type}' and a PhaseChangeBody naming a complex type`,
      (navigation ?? body)!.location,
    );
    return undefined;
  }
  return { body: bodyType.written, navigation: path!, ...(typeof description?.value === "string" ? { description: description.value } : {}) };
}

/**
 * A phase-change set's InsertRestrictions: the format derives `Insertable` and the Description and
 * LongDescription saying what the POST does (earlier versions wrote a `Core.Description` on the
 * record instead); any further properties (`MaxLevels`, `Permissions`, …) stay.
 */
function keepInsertExtras(annotations: ElementAnnotations): void {
  const term = `${CAPABILITIES}.InsertRestrictions`;
  const taken = annotations.take(term);
  const record = asObject(taken?.value);
  if (!taken || !record) return;
  const derived = new Set(["$Type", "Description", "LongDescription", `@${CORE}.Description`]);
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !derived.has(key)));
  if (Object.keys(rest).length > 0) annotations.restore(term, { value: rest, location: taken.location });
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
  navigations: readonly NavigationPathOf[],
  setsByType: ReadonlyMap<string, readonly string[]>,
  describe: string,
  setType: string,
): { written: Record<string, string> | undefined; effective: ReadonlyMap<string, string> } {
  const source = asObject(object.$NavigationPropertyBinding) ?? {};
  const explicit: Record<string, string> = {};
  const contained = new Set(navigations.filter((n) => n.contained).map((n) => n.path));
  for (const [path, target] of Object.entries(source)) {
    if (path.includes("@")) {
      scope.ctx.notCarried(`annotation '${path.slice(path.indexOf("@") + 1)}' of the bindings of ${describe}`, "the format has no place for annotations of navigation property bindings", scope.ctx.at(source, path));
      continue;
    }
    // A path that ends with a cast to a derived type of the related records (`related/N.Derived`,
    // binding them to a set of that type): the format binds a relationship as a whole.
    const segments = path.split("/");
    if (segments.length > 1 && segments[segments.length - 1]!.includes(".")) {
      scope.ctx.notCarried(`binding '${path}' of ${describe}`, "it ends with a cast to a derived type, and the format binds a relationship as a whole", scope.ctx.at(source, path));
      continue;
    }
    const cast = castProblem(scope, setType, segments);
    if (cast !== undefined) {
      scope.ctx.notCarried(`binding '${path}' of ${describe}`, cast, scope.ctx.at(source, path));
      continue;
    }
    const local = typeof target === "string" ? entitySetName(scope, target) : undefined;
    if (local === undefined) {
      scope.ctx.notCarried(`binding '${path}' of ${describe}`, `its target '${String(target)}' is not a set or singleton of the imported container`, scope.ctx.at(source, path));
      continue;
    }
    // Casts with the namespace: the format may drop the schema's alias (one a vocabulary uses).
    const full = scope.selected.names.fullPath(path);
    if (contained.has(full)) {
      scope.ctx.notCarried(`binding '${path}' of ${describe}`, "its relationship contains its records, which live in the record that holds them, not in a set (CSDL 4.01, section 13.4)", scope.ctx.at(source, path));
      continue;
    }
    explicit[full] = local;
    // The binding's place under that name too, where a check of the imported model finds it.
    const offset = scope.ctx.positions.offsetOf(source, path);
    if (full !== path && offset !== undefined) scope.ctx.positions.markMember(source, full, offset);
  }
  const defaults = defaultBindings(navigations, setsByType);
  const same = Object.keys(defaults).length === Object.keys(explicit).length && Object.entries(defaults).every(([path, set]) => explicit[path] === set);
  return { written: same ? undefined : explicit, effective: new Map(Object.entries(explicit)) };
}

/**
 * Why a binding path's type-cast segment cannot stand, where one cannot: a cast names the type
 * reached so far or a type derived from it (CSDL 4.01, sections 13.4.1 and 14.4.1.2). Services
 * write casts to unrelated types (TripPin binds `…TripPin.Flight/From` on People, whose Person
 * is no base of Flight): no record of the set is ever of that type, and a model refuses the path
 * (EDM0306), so the binding is not carried. Other unknown segments are left to the model's check.
 */
function castProblem(scope: Scope, type: string, segments: readonly string[]): string | undefined {
  let current: string | undefined = type;
  for (const segment of segments.slice(0, -1)) {
    if (current === undefined) return undefined;
    if (segment.includes(".")) {
      const local = scope.localName(segment);
      const cast = local === undefined ? undefined : scope.structured(local);
      if (local === undefined || !cast) return undefined;
      const reached = scope.structured(current);
      if (cast.$Kind !== reached?.$Kind || !scope.lineage(local).some((link) => link.name === current)) {
        return `its type cast '${segment}' names '${local}', which does not derive from '${current}' (a type cast names the type reached so far or one derived from it, CSDL 4.01, section 13.4.1)`;
      }
      current = local;
      continue;
    }
    const member = scope.member(current, segment);
    const next = member && typeof member.$Type === "string" ? scope.resolveType(member.$Type) : undefined;
    current = typeof next === "object" && (next.kind === "entity" || next.kind === "complex") ? next.name : undefined;
  }
  return undefined;
}

/** A navigation a record of a type follows: its path, and its target type (resolved) and containment. */
interface NavigationPathOf {
  readonly path: string;
  readonly target: string;
  readonly contained: boolean;
}

/**
 * The navigations a record of `type` follows, as the format's outputs name them: those of the
 * type, those reached through its single-valued complex fields (`Address/Country`, as deep as the
 * model follows them), and those a type derived from it declares, after a cast to it
 * (`Shop.Customer/Orders`); the paths of default bindings and derived restrictions.
 */
function navigationPaths(scope: Scope, type: string): NavigationPathOf[] {
  const found: NavigationPathOf[] = [];
  // `prefix`: a cast to a derived type (`Shop.Customer/`); `own`: the types whose members count
  // there (a derived type's own; the members it inherits are the set type's).
  const visit = (typeName: string, prefix: string, trail: readonly string[], seen: ReadonlySet<string>, own: (name: string) => boolean = () => true): void => {
    for (const { name: owner, object: declaring } of [...scope.lineage(typeName)].reverse()) {
      if (!own(owner)) continue;
      for (const [name, value] of namedMembers(declaring)) {
        const member = asObject(value);
        if (!member) continue;
        const target = scope.resolveType(typeof member.$Type === "string" ? member.$Type : "");
        if (typeof target !== "object") continue;
        if (isNavigation(member)) {
          found.push({ path: prefix + [...trail, name].join("/"), target: target.name, contained: member.$ContainsTarget === true });
        } else if (target.kind === "complex" && member.$Collection !== true && !seen.has(target.name) && trail.length < MAX_COMPLEX_DEPTH) {
          visit(target.name, prefix, [...trail, name], new Set([...seen, target.name]));
        }
      }
    }
  };
  visit(type, "", [], new Set());
  for (const [name, element] of Object.entries(scope.selected.schema)) {
    if (name === type || asObject(element)?.$Kind !== "EntityType") continue;
    if (!scope.lineage(name).some((link) => link.name === type)) continue;
    visit(name, `${scope.selected.namespace}.${name}/`, [], new Set(), (owner) => owner === name);
  }
  return found;
}

/**
 * The bindings the format gives a set or singleton by default (as `buildBindings` does): each
 * non-containment navigation its records follow (`navigationPaths`) whose target type is the type
 * of exactly one set.
 */
function defaultBindings(navigations: readonly NavigationPathOf[], setsByType: ReadonlyMap<string, readonly string[]>): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const { path, target, contained } of navigations) {
    const sets = contained ? undefined : setsByType.get(target);
    if (sets?.length === 1) defaults[path] = sets[0]!;
  }
  return defaults;
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
