import { suggest } from "../diagnostics/suggest.js";
import { navigationsThroughComplexFields } from "./complex-navigations.js";
import { derivedTypeNavigations, followNavigationPath } from "./navigation-paths.js";
import type { RawAnnotations, RawEntitySet, RawSingleton } from "../metadata-loader/raw-types.js";
import type { Declared } from "./build-context.js";
import { checkMemberName, type MemberScope } from "./build-members.js";
import { underlyingPrimitive } from "./underlying-primitive.js";
import { isGeoType, localName } from "./names.js";
import { instantiableDerivedTypes, isOrDerivesFrom } from "./derived-types.js";
import { containedCollections } from "./containment.js";
import { unnavigableIn } from "./navigation-restrictions.js";
import {
  FILTER_FORMS,
  SET_OPERATIONS,
  type ComplexType,
  type EntitySet,
  type EntityType,
  type FilterForm,
  type FilterRule,
  type NavigationProperty,
  type Property,
  type NavigationBinding,
  type PhaseChange,
  type SetOperation,
  type Singleton,
  type StructuredType,
  type TypeRef,
  type UpdateMethod,
} from "./types.js";

const WRITE_OPERATIONS: readonly SetOperation[] = ["create", "update", "delete"];
const COMPARISONS: readonly FilterForm[] = ["eq", "ne", "gt", "ge", "lt", "le", "in"];
const EQUALITY: readonly FilterForm[] = ["eq", "ne", "in"];

/** The filter forms that fit a type (OData URL Conventions 5.1.1: comparison, string functions). */
export function filterFormsFor(type: TypeRef, collection: boolean, primitive: string | undefined): readonly FilterForm[] {
  if (collection || type.kind === "complex" || type.kind === "entity") return [];
  if (type.kind === "enum") return EQUALITY;
  if (primitive === "String") return FILTER_FORMS;
  if (primitive === "Boolean" || primitive === "Guid" || primitive === "Binary") return EQUALITY;
  if (primitive === "Stream" || primitive === undefined || isGeoType(primitive)) return [];
  return COMPARISONS;
}

export interface SetScope extends MemberScope {
  readonly entityTypes: ReadonlyMap<string, EntityType>;
  readonly complexTypes: ReadonlyMap<string, ComplexType>;
  readonly namespace: string;
  readonly alias: string | undefined;
  readonly updateMethod: UpdateMethod;
}

/**
 * Whether no record of `typeName` can exist: an abstract type without a derived type that is not
 * abstract. (Where one exists, the bodies of a site of the type take the derived types' records.)
 */
function uninstantiable(scope: SetScope, typeName: string): boolean {
  if (!scope.entityTypes.get(typeName)?.abstract) return false;
  let derived = instantiableByTypes.get(scope.entityTypes);
  if (!derived) instantiableByTypes.set(scope.entityTypes, (derived = instantiableDerivedTypes(scope.entityTypes.values())));
  return !derived.has(typeName);
}

const instantiableByTypes = new WeakMap<ReadonlyMap<string, EntityType>, Map<string, EntityType[]>>();

/** Builds the entity sets: operations, filters, the phase change and navigation bindings. */
export function buildEntitySets(scope: SetScope, declarations: ReadonlyMap<string, Declared<RawEntitySet>>, singletonDeclarations: ReadonlyMap<string, Declared<RawSingleton>>): EntitySet[] {
  const singletonNames = new Set(singletonDeclarations.keys());
  const sets: EntitySet[] = [];
  const resolved = new Map<string, EntityType>();
  for (const [name, declared] of declarations) {
    if (!checkMemberName(scope, "entity set", name, declared, [])) continue;
    const type = entityTypeOf(scope, declared, name);
    if (type) resolved.set(name, type);
  }
  const setsByType = new Map<string, string[]>();
  for (const [set, type] of resolved) {
    const same = setsByType.get(type.name);
    if (same) same.push(set);
    else setsByType.set(type.name, [set]);
  }
  // One set of names for all sets (built per set, it made this quadratic in the model's size).
  const containerNames: ReadonlySet<string> = new Set([...resolved.keys(), ...singletonNames]);
  const members = containerMembers(scope, declarations, singletonDeclarations);

  for (const [name, declared] of declarations) {
    const type = resolved.get(name);
    if (!type) continue;
    const raw = declared.raw;
    const phaseChange = raw.phaseChange ? buildPhaseChange(scope, declared, type) : undefined;
    const operations = buildOperations(scope, declared);
    if (raw.phaseChange && raw.readOnly === true) {
      // A phase change writes (it changes a relationship of a record): not what read-only says.
      scope.ctx.report(
        "EDM0305",
        { set: name, detail: "the set is 'readOnly', but a phase change writes; list its operations instead (operations: [list, get])" },
        scope.ctx.at(declared, ["phaseChange"]),
      );
    } else if (raw.phaseChange && operations.includes("create")) {
      // Both would be a POST on the set's path, and a request could not say which it means.
      scope.ctx.report(
        "EDM0305",
        { set: name, detail: "the set also allows 'create' (listed, or by default); both are a POST on the set, so list its operations without 'create'" },
        scope.ctx.at(declared, ["phaseChange"]),
      );
    }
    // No record is of an abstract type: without a derived type that is not abstract, no request can create one.
    if (operations.includes("create") && uninstantiable(scope, type.name)) scope.ctx.report("EDM0310", { owner: `entity set '${name}'`, type: type.name }, scope.ctx.at(declared, ["type"]));
    // Contained records are reached through a record addressed by key.
    if (operations.includes("create") && addressable(operations, type)) warnAbstractContained(scope, declared, type, `entity set '${name}'`, "set");
    sets.push({
      name,
      entityType: type.name,
      ...(raw.description !== undefined ? { description: raw.description } : {}),
      operations,
      updateMethod: raw.updateMethod ?? scope.updateMethod,
      filters: buildFilters(scope, declared, type),
      ...(phaseChange ? { phaseChange } : {}),
      createRelated: buildCreateRelated(scope, declared, type, addressable(operations, type)),
      navigationBindings: buildBindings(scope, declared, type, raw.bindings, setsByType, containerNames, members),
      includeInServiceDocument: raw.includeInServiceDocument ?? true,
      annotations: raw.annotations ?? {},
      source: scope.ctx.source(declared),
    });
  }
  return sets;
}

/** Builds the singletons; bindings are explicit or follow the same rule as for sets. */
export function buildSingletons(
  scope: SetScope,
  declarations: ReadonlyMap<string, Declared<RawSingleton>>,
  setDeclarations: ReadonlyMap<string, Declared<RawEntitySet>>,
): Singleton[] {
  const setsByType = new Map<string, string[]>();
  for (const [set, declared] of setDeclarations) {
    const type = scope.types.lookup(declared.raw.type, ["entity"]);
    if (type?.kind === "entity") setsByType.set(type.name, [...(setsByType.get(type.name) ?? []), set]);
  }
  const containerNames = new Set([...setDeclarations.keys(), ...declarations.keys()]);
  const members = containerMembers(scope, setDeclarations, declarations);
  const singletons: Singleton[] = [];
  for (const [name, declared] of declarations) {
    if (!checkMemberName(scope, "singleton", name, declared, [])) continue;
    const type = entityTypeOf(scope, declared, name);
    if (!type) continue;
    const raw = declared.raw;
    const updatable = raw.updatable ?? true;
    if (updatable) warnAbstractContained(scope, declared, type, `singleton '${name}'`, "singleton");
    singletons.push({
      name,
      entityType: type.name,
      ...(raw.description !== undefined ? { description: raw.description } : {}),
      updatable,
      updateMethod: raw.updateMethod ?? scope.updateMethod,
      createRelated: buildCreateRelated(scope, declared, type, true),
      navigationBindings: buildBindings(scope, declared, type, raw.bindings, setsByType, containerNames, members),
      annotations: raw.annotations ?? {},
      source: scope.ctx.source(declared),
    });
  }
  return singletons;
}

function entityTypeOf(scope: SetScope, declared: Declared<{ type: string }>, name: string): EntityType | undefined {
  const typeName = localName(declared.raw.type, scope.namespace, scope.alias);
  const type = scope.entityTypes.get(typeName);
  if (!type) {
    const declaredAs = scope.types.describe(declared.raw.type);
    scope.ctx.report("EDM0214", { type: declared.raw.type, set: name, suggestion: suggest(typeName, scope.entityTypes.keys()), ...(declaredAs ? { declaredAs } : {}) }, scope.ctx.at(declared, ["type"], false));
  }
  return type;
}

function buildOperations(scope: SetScope, declared: Declared<RawEntitySet>): SetOperation[] {
  const raw = declared.raw;
  const listed = raw.operations as SetOperation[] | undefined;
  listed?.forEach((operation, index) => {
    if (listed.indexOf(operation) !== index) scope.ctx.report("EDM0307", { kind: "operation", value: operation }, scope.ctx.at(declared, ["operations", index], false));
  });
  if (raw.readOnly) {
    const writes = (listed ?? []).filter((o) => WRITE_OPERATIONS.includes(o));
    if (writes.length > 0) {
      scope.ctx.report("EDM0301", { set: declared.name, operations: writes.map((w) => `'${w}'`).join(", ") }, scope.ctx.at(declared, ["readOnly"]));
    }
    return ["list", "get"];
  }
  const chosen = new Set(listed ?? SET_OPERATIONS);
  return SET_OPERATIONS.filter((o) => chosen.has(o));
}

function buildFilters(scope: SetScope, declared: Declared<RawEntitySet>, type: EntityType): FilterRule[] {
  const rules: FilterRule[] = [];
  for (const [path, rawForms] of Object.entries(declared.raw.filters ?? {})) {
    const at = scope.ctx.at(declared, ["filters", path]);
    const end = resolveFilterPath(scope, declared.name, type, path, at);
    if (!end) continue;
    const allowed = filterFormsFor(end.type, end.collection, underlyingPrimitive(end.type, scope.typeDefinitions));
    const forms = rawForms as FilterForm[];
    let fits = true;
    forms.forEach((form, index) => {
      if (!allowed.includes(form)) {
        fits = false;
        scope.ctx.report(
          "EDM0303",
          { form, path, type: end.type.name + (end.collection ? " (collection)" : ""), allowed: allowed.length ? allowed.join(", ") : "none" },
          scope.ctx.at(declared, ["filters", path, index], false),
        );
      } else if (forms.indexOf(form) !== index) {
        fits = false;
        scope.ctx.report("EDM0307", { kind: "filter form", value: form }, scope.ctx.at(declared, ["filters", path, index], false));
      }
    });
    if (end.filterable === false) {
      fits = false;
      scope.ctx.report("EDM0308", { name: path, detail: "is marked 'filterable: false' but has filter forms" }, at);
    }
    if (fits) rules.push({ path, forms: FILTER_FORMS.filter((f) => forms.includes(f)), type: end.type, source: scope.ctx.source(declared, ["filters", path]) });
  }
  return rules;
}

interface PathEnd {
  readonly type: TypeRef;
  readonly collection: boolean;
  readonly filterable: boolean;
}

/** Follows a filter path through single-valued navigations and complex fields to a field. */
function resolveFilterPath(scope: SetScope, setName: string, type: EntityType, path: string, at: ReturnType<SetScope["ctx"]["at"]>): PathEnd | undefined {
  const segments = path.split("/");
  let current: StructuredType = type;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const last = i === segments.length - 1;
    const property: Property | undefined = current.properties.find((p) => p.name === segment);
    const navigation: NavigationProperty | undefined = current.navigations.find((n) => n.name === segment);
    if (last && property) return { type: property.type, collection: property.collection, filterable: property.filterable };
    if (last && navigation) {
      // A relationship is not a value to compare; a filter goes through it to one of its fields.
      const key = navigation.collection ? undefined : scope.entityTypes.get(navigation.target)?.key[0]?.path;
      scope.ctx.report("EDM0302", { path, set: setName, relationship: segment, suggestion: key ? `${path}/${key}` : undefined }, at);
      return undefined;
    }
    if (!last && navigation) {
      if (navigation.collection) {
        scope.ctx.report("EDM0304", { path, segment }, at);
        return undefined;
      }
      current = scope.entityTypes.get(navigation.target)!;
      continue;
    }
    if (!last && property?.type.kind === "complex" && !property.collection) {
      current = scope.complexTypes.get(property.type.name)!;
      continue;
    }
    if (!last && property?.collection) {
      // A collection of complex values: a filter path cannot step into it (that needs any/all).
      scope.ctx.report("EDM0304", { path, segment }, at);
      return undefined;
    }
    // A member that failed, or any member of a type whose base is missing (it may have come from there).
    if (scope.ctx.hasFailed(current.name, segment)) return undefined;
    const candidates = last ? current.properties.map((p) => p.name) : current.navigations.map((n) => n.name);
    const prefix = segments.slice(0, i).join("/");
    const suggestion = suggest(segment, candidates);
    scope.ctx.report("EDM0302", { path, set: setName, suggestion: suggestion ? (prefix ? `${prefix}/${suggestion}` : suggestion) : undefined }, at);
    return undefined;
  }
  return undefined;
}

/** Whether a set's records are addressed one by one (by key), which a path through a relationship starts from. */
function addressable(operations: readonly SetOperation[], type: EntityType): boolean {
  return type.key.length > 0 && operations.some((o) => o === "get" || o === "update" || o === "delete");
}

/**
 * The relationships a record can be created through, in the type's relationship order: each must
 * be a collection-valued, non-containment relationship of the type (contained records are created
 * through their container by the containment paths), on records that can be addressed.
 */
function buildCreateRelated(scope: SetScope, declared: Declared<{ createRelated?: string[]; annotations?: RawAnnotations }>, type: EntityType, recordsAddressed: boolean): string[] {
  const listed = declared.raw.createRelated ?? [];
  const chosen = new Set<string>();
  listed.forEach((name, index) => {
    const at = scope.ctx.at(declared, ["createRelated", index], false);
    const report = (detail: string, suggestion?: string) =>
      scope.ctx.report("EDM0309", { name, owner: declared.name, detail, ...(suggestion ? { suggestion } : {}) }, at);
    if (listed.indexOf(name) !== index) {
      scope.ctx.report("EDM0307", { kind: "relationship", value: name }, at);
      return;
    }
    const navigation = type.navigations.find((n) => n.name === name);
    if (!navigation) {
      if (!scope.ctx.hasFailed(type.name, name)) report(`no such relationship on '${type.name}'`, suggest(name, type.navigations.filter((n) => n.collection).map((n) => n.name)));
      return;
    }
    if (!navigation.collection) return report(`the relationship is single-valued (${navigation.cardinality}); a record is created in a collection`);
    if (navigation.containsTarget) return report("the relationship is containment; its records are created through it wherever the container allows create");
    if (!recordsAddressed) return report("the set's records are not addressed one by one (no get, update or delete, or a type without key), so there is no path to create through");
    if (unnavigableIn(declared.raw.annotations, name)) return report("the element's own NavigationRestrictions annotation makes the relationship unnavigable (Navigability None), so there is no path to create through");
    if (uninstantiable(scope, navigation.target)) scope.ctx.report("EDM0310", { owner: `'${declared.name}'`, type: navigation.target, through: name }, at);
    chosen.add(name);
  });
  return type.navigations.filter((n) => chosen.has(n.name)).map((n) => n.name);
}

/**
 * Contained records are created wherever their container's are (a POST on the contained
 * collection's path): EDM0310 for a contained collection of an abstract type below a container
 * that creates, as for a set of that type, once per abstract type (at its first path). The
 * collections are those the containment paths write (`containedCollections`).
 */
function warnAbstractContained(scope: SetScope, declared: Declared<RawEntitySet | RawSingleton>, type: EntityType, owner: string, container: "set" | "singleton"): void {
  const warned = new Set<string>();
  for (const { path, target } of containedCollections(scope.entityTypes, type, declared.raw.annotations)) {
    if (!uninstantiable(scope, target.name) || warned.has(target.name)) continue;
    warned.add(target.name);
    scope.ctx.report("EDM0310", { owner, type: target.name, through: path, contained: container }, scope.ctx.at(declared, ["type"]));
  }
}

function buildPhaseChange(scope: SetScope, declared: Declared<RawEntitySet>, type: EntityType): PhaseChange | undefined {
  const raw = declared.raw.phaseChange!;
  const report = (detail: string, key: string) => scope.ctx.report("EDM0305", { set: declared.name, detail }, scope.ctx.at(declared, ["phaseChange", key], false));
  const body = localName(raw.body, scope.namespace, scope.alias);
  if (!scope.complexTypes.has(body)) {
    report(`body '${raw.body}' is not a complex type${suggestionText(body, scope.complexTypes.keys())}`, "body");
    return undefined;
  }
  const navigation = type.navigations.find((n) => n.name === raw.navigation);
  if (!navigation && scope.ctx.hasFailed(type.name, raw.navigation)) return undefined;
  if (!navigation) {
    report(`'${raw.navigation}' is not a relationship of '${type.name}'${suggestionText(raw.navigation, type.navigations.map((n) => n.name))}`, "navigation");
    return undefined;
  }
  if (navigation.collection) {
    report(`relationship '${raw.navigation}' is collection-valued; a phase change sets a single-valued one`, "navigation");
    return undefined;
  }
  return { body, navigation: navigation.name, ...(raw.description !== undefined ? { description: raw.description } : {}), source: scope.ctx.source(declared, ["phaseChange"]) };
}

/**
 * Explicit bindings are checked and kept as written. Without them, every non-containment navigation
 * (of the type, of its complex fields, or declared by a type derived from it, after a cast) whose
 * target type is the type of exactly one entity set is bound to that set.
 */
function buildBindings(
  scope: SetScope,
  declared: Declared<{ bindings?: Record<string, string> }>,
  type: EntityType,
  explicit: Record<string, string> | undefined,
  setsByType: ReadonlyMap<string, readonly string[]>,
  containerNames: ReadonlySet<string>,
  members: ReadonlyMap<string, string>,
): NavigationBinding[] {
  if (explicit) {
    const bindings: NavigationBinding[] = [];
    for (const [path, target] of Object.entries(explicit)) {
      const report = (detail: string, hint?: string) => scope.ctx.report("EDM0306", { path, set: declared.name, detail, ...(hint !== undefined ? { hint } : {}) }, scope.ctx.at(declared, ["bindings", path]));
      const reached = followNavigationPath(scope, type, path);
      const navigation = "navigation" in reached ? reached.navigation : undefined;
      const memberType = members.get(target);
      if (!navigation) {
        if ("problem" in reached && reached.problem !== undefined) report(reached.problem, reached.hint);
        else if (!scope.ctx.hasFailed(type.name, path.split("/")[0]!)) report(`no such relationship on '${type.name}'`);
      } else if (navigation.containsTarget) report("it contains its records, which live in the record that holds them, not in a set (CSDL 4.01, section 13.4)");
      else if (!containerNames.has(target)) report(`target '${target}' is not an entity set or singleton${suggestionText(target, containerNames)}`);
      // The target holds the relationship's records: the relationship's type is the target's or derives from it (CSDL 4.01, section 13.4.2).
      else if (memberType !== undefined && !isOrDerivesFrom(scope.entityTypes, navigation.target, memberType)) report(`target '${target}' holds ${memberType} records, and the relationship's ${navigation.target} is neither that type nor derived from it`);
      else bindings.push({ path, target });
    }
    return bindings;
  }
  // Also the relationships of complex fields (`Info/Region`): a binding path may go through them
  // (CSDL 4.01, section 13.4.1), and the other outputs offer their paths. And those a type derived
  // from the set's declares, after a cast to it (`Shop.Customer/Orders`, section 13.4.1): the
  // set's records may be of that type, and a client following the relationship learns the set.
  const reached = [
    ...type.navigations.map((navigation) => ({ path: navigation.name, navigation })),
    ...navigationsThroughComplexFields(scope.complexTypes, type).map(({ fields, navigation }) => ({ path: [...fields, navigation.name].join("/"), navigation })),
    ...derivedTypeNavigations(scope.entityTypes, scope.complexTypes, scope.namespace, type.name),
  ];
  return reached
    .filter(({ navigation }) => !navigation.containsTarget && setsByType.get(navigation.target)?.length === 1)
    .map(({ path, navigation }) => ({ path, target: setsByType.get(navigation.target)![0]! }));
}

/** The entity type of each entity set and singleton whose type resolves, by name. */
function containerMembers(
  scope: SetScope,
  sets: ReadonlyMap<string, Declared<RawEntitySet>>,
  singletons: ReadonlyMap<string, Declared<RawSingleton>>,
): Map<string, string> {
  const members = new Map<string, string>();
  for (const [name, declared] of [...sets, ...singletons]) {
    const type = scope.types.lookup(declared.raw.type, ["entity"]);
    if (type?.kind === "entity") members.set(name, type.name);
  }
  return members;
}

function suggestionText(input: string, candidates: Iterable<string>): string {
  const s = suggest(input, candidates);
  return s ? ` (did you mean '${s}'?)` : "";
}
