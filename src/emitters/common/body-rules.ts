import { walkContainment } from "../../model/containment.js";
import { instantiableDerivedTypes } from "../../model/derived-types.js";
import type { EntitySet, EntityType, Model, Singleton, NavigationProperty, Operation, Parameter, Property, StructuredType } from "../../model/types.js";

/**
 * Which fields are in the record as read and in the create and update bodies, and which of them
 * are required: decided once here, shared by every emitter that writes a body shape (JSON Schema,
 * OpenAPI, TypeScript, zod). Follows the OASIS CSDL-to-OpenAPI mapping's read/create/update rule:
 * computed and key fields are read-only, immutable fields are set on create only.
 *
 * Stream properties never carry a value in OData JSON (OData JSON Format 4.01, section 11.5.5:
 * they appear as `<Name>@odata.mediaReadLink` and similar annotations), so they are in no shape;
 * the read record accepts their annotations as it accepts any instance annotation.
 */

/** Whether a property carries a JSON value at all (Edm.Stream, also through a type definition, does not). */
export function hasJsonValue(property: Property): boolean {
  return !property.isStream;
}

/** The structural properties of the record as read (no `$select`): every one with a JSON value. */
export function readProperties(type: StructuredType): Property[] {
  return type.properties.filter(hasJsonValue);
}

/**
 * The properties the read record requires: all of `readProperties`, since the service sends every
 * structural property when no `$select` is given (OData JSON Format 4.01, section 11.2).
 */
export function readRequiredProperties(type: StructuredType): Property[] {
  return readProperties(type);
}

/** The navigations of the read record, as `$expand` returns them; never required. */
export function readNavigations(type: StructuredType): readonly NavigationProperty[] {
  return type.navigations;
}

/**
 * Names of the top-level properties that are (not merely hold) a key property; empty for complex
 * types. A complex field holding a key member (`Info/Code`) stays in update bodies: its other
 * members are updatable, and the service ignores the key member's value there (OData Protocol
 * 4.01, section 11.4.3: key values in an update body are ignored).
 */
export function keyPropertyNames(type: StructuredType): Set<string> {
  if (type.kind !== "entity") return new Set();
  return new Set(type.key.filter((part) => !part.path.includes("/")).map((part) => part.path));
}

/** Properties of a create body: not computed, with a JSON value (the key only when not computed). */
export function createBodyProperties(type: StructuredType): Property[] {
  return type.properties.filter((p) => !p.computed && hasJsonValue(p));
}

/** Properties of an update body: not computed, not a key property, not immutable, with a JSON value. */
export function updateBodyProperties(type: StructuredType): Property[] {
  const keys = keyPropertyNames(type);
  return type.properties.filter((p) => !p.computed && !p.immutable && !keys.has(p.name) && hasJsonValue(p));
}

/**
 * Navigations a create or update body may set with `<Nav>@odata.bind` (OData JSON Format 4.01,
 * section 8.5): every one but containment. The value is an entity-id or a URL relative to the
 * service root, a non-empty string; for a collection-valued navigation an array of them (an update
 * adds those links, OData Protocol section 11.4.3); `null` removes the link of a nullable
 * single-valued one. Never required.
 */
export function bindableNavigations(type: StructuredType): NavigationProperty[] {
  return type.navigations.filter((n) => !n.containsTarget);
}

/**
 * Whether bodies also take the OData 4.01 form of a link, an entity reference in the navigation
 * itself (`"Activity": {"@id": "Activity(…)"}`, a collection-valued one an array of them): a 4.01
 * service must accept both forms, and a client sending `OData-Version: 4.01` must not use
 * `@odata.bind` (OData JSON Format 4.01, section 8.5).
 */
export function referencesInBodies(model: Pick<Model, "service">): boolean {
  return model.service.odataVersion !== "4.0";
}

/**
 * The names of a piece of control information (`@odata.count`, of a member `<member>@odata.bind`),
 * and in a 4.01 service also without the prefix (`@count`, `<member>@bind`): from 4.01 on the
 * `odata.` prefix may be left out, and a 4.01 service and client accept both (OData JSON Format
 * 4.01, section 4.5). The one rule for page envelopes, type names and links.
 */
export function controlInformationNames(model: Pick<Model, "service">, name: string, member = ""): readonly string[] {
  return model.service.odataVersion === "4.0" ? [`${member}@odata.${name}`] : [`${member}@odata.${name}`, `${member}@${name}`];
}

/** The control information that names a value's type (OData JSON Format 4.01, section 4.5.3). */
export const TYPE_MEMBER = "@odata.type";

/**
 * The declared members a body of an open type leaves out, by name: keys, computed and immutable
 * fields, relationships it does not link by name. A member under a declared name is that declared
 * member, not a dynamic property (dynamic properties are uniquely named, OData CSDL 4.01, section
 * 6.3), so the body refuses these by name, as a closed type's body refuses every member it does
 * not list (and needs none of these).
 */
export function withheldMembers(type: StructuredType, listed: Iterable<string>): string[] {
  if (!type.openType) return [];
  const inBody = new Set(listed);
  return [...type.properties.map((p) => p.name), ...type.navigations.map((n) => n.name)].filter((name) => !inBody.has(name));
}

/** A body's members (`listed` names the declared ones), followed by those its open type withholds, each written by `withhold`. */
export function withWithheld<T, W>(type: StructuredType, members: readonly T[], listed: Iterable<string>, withhold: (name: string) => W): (T | W)[] {
  const withheld = withheldMembers(type, listed);
  return withheld.length === 0 ? [...members] : [...members, ...withheld.map(withhold)];
}

/** What each emitter says of a withheld member. */
export const WITHHELD_TEXT = "Declared by the type and left out of this body: not accepted (a member under this name is the declared one, not a dynamic property).";

/**
 * The members a body may name its type in: `@odata.type`, and in a 4.01 service also `@type`
 * (from 4.01 on the `odata.` prefix of control information may be left out, OData JSON Format
 * 4.01, section 4.5).
 */
export function typeMemberNames(model: Pick<Model, "service">): readonly string[] {
  return controlInformationNames(model, "type");
}

/**
 * The values a body may give `@odata.type` to name its own type: the qualified name as a URI
 * fragment, with the namespace and, when the schema has one, with the alias (`#Shop.Price`,
 * `#S.Price`). Clients such as the OData .NET client send it in every body; a value of a derived
 * type has that type's own body, which a site of the base type takes as one option of its
 * `-or-derived` body (`bodyVariants`).
 */
export function ownTypeNames(model: Pick<Model, "service">, typeName: string): string[] {
  const { namespace, alias } = model.service;
  // An alias may repeat the namespace (`namespace: Shop, alias: Shop`): one name then.
  return [`#${namespace}.${typeName}`, ...(alias === undefined || alias === namespace ? [] : [`#${alias}.${typeName}`])];
}

/** The body member that binds a navigation: `Activity@odata.bind`. */
export function bindMemberName(navigation: Pick<NavigationProperty, "name">): string {
  return `${navigation.name}@odata.bind`;
}

/**
 * The body members that may bind a navigation: `Activity@odata.bind`, and in a 4.01 service also
 * `Activity@bind`, the same member without the `odata.` prefix, which 4.01 lets control
 * information leave out (OData JSON Format 4.01, section 4.5; clients such as the OData .NET
 * library leave it out by default in 4.01).
 */
export function bindMemberNames(model: Pick<Model, "service">, navigation: Pick<NavigationProperty, "name">): string[] {
  return [...controlInformationNames(model, "bind", navigation.name)];
}

/**
 * The forms of a body's link to one relationship, of which a body sends at most one: the bind
 * members (`bindMemberNames`), and in 4.01 the entity reference in the navigation itself
 * (`referencesInBodies`). One form alone says where the link points; two say it twice, and which
 * one a service follows is not defined (section 8.5 gives each form on its own).
 */
export function linkForms(model: Pick<Model, "service">, navigation: Pick<NavigationProperty, "name">): string[] {
  return referencesInBodies(model) ? [...bindMemberNames(model, navigation), navigation.name] : bindMemberNames(model, navigation);
}

/**
 * The entity set a navigation is bound to in one of `sets` (the sets of the navigation's type),
 * if any: where its `@odata.bind` values point.
 */
export function boundSetOf(sets: Iterable<EntitySet>, navigation: Pick<NavigationProperty, "name">): string | undefined {
  for (const set of sets) {
    const target = bindingTarget(set, navigation.name);
    if (target !== undefined) return target;
  }
  return undefined;
}

/** The entity set or singleton a navigation path of a set or singleton is bound to, if any. */
export function bindingTarget(owner: Pick<EntitySet, "navigationBindings">, path: string): string | undefined {
  return owner.navigationBindings.find((binding) => binding.path === path)?.target;
}

/** Entity sets whose entity type is `typeName` (not its base or derived types), in model order. */
export function setsOfType(model: Model, typeName: string): readonly EntitySet[] {
  let index = setsByTypeOf.get(model);
  if (!index) {
    index = new Map();
    for (const set of model.entitySets) {
      const sets = index.get(set.entityType);
      if (sets) sets.push(set);
      else index.set(set.entityType, [set]);
    }
    setsByTypeOf.set(model, index);
  }
  return index.get(typeName) ?? [];
}

/** The sets of each entity type, built once per model: emitters ask per type. */
const setsByTypeOf = new WeakMap<Model, Map<string, EntitySet[]>>();

/**
 * Which entity types can be created and updated, and with which update methods: the types of the
 * sets that allow it, of updatable singletons (update), and the types of the records contained in
 * them that their containment paths write (created in a contained collection, updated where a
 * contained record is addressed, with the container's operations and update method), each with
 * the concrete types derived from it (whose records such a site also writes); and the site types
 * whose records may be of a derived type.
 */
interface WriteAccess {
  readonly create: ReadonlySet<string>;
  readonly update: ReadonlySet<string>;
  readonly updateWithPut: ReadonlySet<string>;
  readonly updateWithPatch: ReadonlySet<string>;
  /** Types written at some site whose records may also be of a derived type: their sites take `createOrDerived` / `updateOrDerived` bodies. */
  readonly createOrDerived: ReadonlySet<string>;
  readonly updateOrDerived: ReadonlySet<string>;
  /** Of those, the types updated by PUT at some site, and by PATCH at some site. */
  readonly updateOrDerivedPut: ReadonlySet<string>;
  readonly updateOrDerivedPatch: ReadonlySet<string>;
  /** The model's entity types by name. */
  readonly types: ReadonlyMap<string, EntityType>;
}

const writeAccessByModel = new WeakMap<Model, WriteAccess>();

function writeAccess(model: Model): WriteAccess {
  let access = writeAccessByModel.get(model);
  if (access) return access;
  const create = new Set<string>();
  const update = new Set<string>();
  const updateWithPut = new Set<string>();
  const updateWithPatch = new Set<string>();
  const createOrDerived = new Set<string>();
  const updateOrDerived = new Set<string>();
  const updateOrDerivedPut = new Set<string>();
  const updateOrDerivedPatch = new Set<string>();
  const types = new Map(model.entityTypes.map((t) => [t.name, t] as const));
  // A site of a type also writes the records of the types derived from it, each with its own body.
  // An abstract type's own create body is then never sent (its records are always created as a
  // derived type), but its own update body is: an update that changes only the fields the site's
  // type declares needs no type name (`bodyVariants`).
  const allow = (typeName: string, canCreate: boolean, canUpdate: boolean, put: boolean): void => {
    const derived = derivedBodyTypes(model, typeName).map((t) => t.name);
    // A media entity is created by POSTing its stream, not a JSON body (OData Protocol 4.01,
    // section 11.4.2.2): it has no create body; its fields are set by an update afterwards.
    const created = (types.get(typeName)?.abstract && derived.length > 0 ? derived : [typeName, ...derived]).filter((name) => !types.get(name)?.hasStream);
    if (canCreate) for (const name of created) create.add(name);
    if (canUpdate) {
      for (const name of [typeName, ...derived]) {
        update.add(name);
        (put ? updateWithPut : updateWithPatch).add(name);
      }
    }
    if (derived.length > 0 && canCreate && created.length > 0) createOrDerived.add(typeName);
    if (derived.length > 0 && canUpdate) {
      updateOrDerived.add(typeName);
      (put ? updateOrDerivedPut : updateOrDerivedPatch).add(typeName);
    }
  };
  /** The records contained in one addressed record of `typeName`, on the paths the containment paths write (`walkContainment`). */
  const contained = (typeName: string, annotations: Readonly<Record<string, unknown>>, canCreate: boolean, canUpdate: boolean, put: boolean): void => {
    const type = types.get(typeName);
    if (!type) return;
    walkContainment(types, type, annotations, (step) => allow(step.target.name, step.insertable && canCreate, step.addressed && step.updatable && canUpdate, put));
  };
  for (const set of model.entitySets) {
    const canCreate = set.operations.includes("create");
    const canUpdate = set.operations.includes("update");
    const put = set.updateMethod === "PUT";
    // A set of a keyless (abstract) type addresses no record by key: nothing is updated there.
    const keyed = (types.get(set.entityType)?.key.length ?? 0) > 0;
    allow(set.entityType, canCreate, canUpdate && keyed, put);
    // Records created through a relationship are created with the target type's create body.
    for (const { target } of relatedCreateTargets(types, set)) allow(target, true, false, false);
    // Contained records are reached through a record addressed by key.
    const byKey = keyed && set.operations.some((o) => o === "get" || o === "update" || o === "delete");
    if (byKey) contained(set.entityType, set.annotations, canCreate, canUpdate, put);
  }
  for (const singleton of model.singletons) {
    // A singleton itself is never created; the records it contains are, when it can be updated.
    const put = singleton.updateMethod === "PUT";
    allow(singleton.entityType, false, singleton.updatable, put);
    for (const { target } of relatedCreateTargets(types, singleton)) allow(target, true, false, false);
    contained(singleton.entityType, singleton.annotations, singleton.updatable, singleton.updatable, put);
  }
  access = { create, update, updateWithPut, updateWithPatch, createOrDerived, updateOrDerived, updateOrDerivedPut, updateOrDerivedPatch, types };
  writeAccessByModel.set(model, access);
  return access;
}

/**
 * The relationships a set or singleton creates records through (`createRelated`), each with its
 * target entity type, whose create body such a record has.
 */
export function relatedCreateTargets(
  types: ReadonlyMap<string, EntityType>,
  owner: Pick<EntitySet | Singleton, "entityType" | "createRelated">,
): { name: string; target: string }[] {
  return owner.createRelated.map((name) => {
    const target = types.get(owner.entityType)?.navigations.find((n) => n.name === name)?.target;
    if (target === undefined) throw new Error(`bug: '${owner.entityType}' has no relationship '${name}'`);
    return { name, target };
  });
}

/**
 * The types derived from an entity or complex type that are not abstract, base before derived:
 * where a body of the type is expected, a value of each of them may stand, naming its type in
 * `@odata.type` (OData JSON Format 4.01, section 4.5.3). Empty for most types.
 */
export function derivedBodyTypes(model: Model, typeName: string): readonly StructuredType[] {
  let index = derivedByModel.get(model);
  if (!index) derivedByModel.set(model, (index = instantiableDerivedTypes<StructuredType>([...model.entityTypes, ...model.complexTypes])));
  return index.get(typeName) ?? [];
}

const derivedByModel = new WeakMap<Model, Map<string, StructuredType[]>>();

/** Whether a value of `typeName` in a body may be of a derived type (it has a concrete one): its sites take `…OrDerived` bodies. */
export function hasDerivedValues(model: Model, typeName: string): boolean {
  return derivedBodyTypes(model, typeName).length > 0;
}

/**
 * Whether the sites that create (or update) records of `typeName` take a body of that type or of a
 * type derived from it (the `-or-derived` body), rather than the type's own body.
 */
export function takesDerivedBodies(model: Model, typeName: string, operation: "create" | "update"): boolean {
  const access = writeAccess(model);
  return (operation === "create" ? access.createOrDerived : access.updateOrDerived).has(typeName);
}

/** A site's body: the type's own, or one that may also be a derived type's; `patch…` where the type's update body is a PUT's but this site updates with PATCH. */
export type SiteBody = "create" | "update" | "patch" | "createOrDerived" | "updateOrDerived" | "patchOrDerived";

/**
 * The body a site that creates records of `typeName`, or updates them with `method`, takes: the
 * type's own (`create`, `update`, `patch`), the `-or-derived` one where records may be of a derived
 * type, or none when no body of either exists.
 */
export function bodyAt(model: Model, typeName: string, operation: "create" | "update", method: "PUT" | "PATCH" = "PUT"): SiteBody | undefined {
  if (operation === "create") return takesDerivedBodies(model, typeName, "create") ? "createOrDerived" : allowsCreate(model, typeName) ? "create" : undefined;
  if (takesDerivedBodies(model, typeName, "update")) return method === "PATCH" && hasPatchOrDerivedBody(model, typeName) ? "patchOrDerived" : "updateOrDerived";
  if (!allowsUpdate(model, typeName)) return undefined;
  return ownUpdateBody(model, typeName, method);
}

/**
 * The own update body a request with `method` sends for a record of `typeName`: `update`, or
 * `patch` where PUT and PATCH both update the type and its PUT body requires fields (the PATCH
 * body never does, OData Protocol 4.01, section 11.4.3).
 */
export function ownUpdateBody(model: Model, typeName: string, method: "PUT" | "PATCH"): "update" | "patch" {
  return method === "PATCH" && hasPatchBody(model, typeName) ? "patch" : "update";
}

/**
 * Whether the one update body of `typeName` serves both methods: PUT and PATCH both update the type
 * and the PUT body requires nothing, so the two bodies are one (`hasPatchBody` is false).
 */
export function updateBodyServesBoth(model: Model, typeName: string): boolean {
  const access = writeAccess(model);
  return access.updateWithPut.has(typeName) && access.updateWithPatch.has(typeName) && !hasPatchBody(model, typeName);
}

/**
 * Whether `typeName` has a PATCH body apart from its update body: updated by PUT and by PATCH, and
 * the PUT body requires fields, or takes a complex value whose PATCH form differs (`complexPatchDiffers`).
 */
export function hasPatchBody(model: Model, typeName: string): boolean {
  const access = writeAccess(model);
  if (!access.updateWithPut.has(typeName) || !access.updateWithPatch.has(typeName)) return false;
  const type = access.types.get(typeName);
  return type !== undefined && (updateBodyProperties(type).some((p) => p.requiredInBodies) || patchTakesPartialValues(model, type));
}

/**
 * Whether a body of `type` with PATCH semantics takes a complex value in a form of its own: PATCH
 * updates a complex property by applying PATCH to it in turn (OData Protocol 4.01, section 11.4.3:
 * "Complex properties are updated by applying PATCH semantics recursively"), so such a value
 * requires none of its members, where a value in a create or PUT body does.
 */
export function patchTakesPartialValues(model: Model, type: StructuredType): boolean {
  return updateBodyProperties(type).some((p) => partialInPatch(model, p));
}

/**
 * A single-valued complex property whose value a PATCH body takes partly, in its PATCH form (a
 * collection is replaced whole): the one rule every output's PATCH bodies follow.
 */
export function partialInPatch(model: Model, property: Pick<Property, "collection" | "type">): boolean {
  return !property.collection && property.type.kind === "complex" && complexPatchDiffers(model, property.type.name);
}

/**
 * Whether a complex type's value in a PATCH body (`Address-patch`) differs from its value in other
 * bodies (`Address-body`): the body requires members or gives one a default, or holds a complex
 * value that differs in turn. Not for a type with derived values: a value that may be of another
 * type is sent whole, naming its type (`-bodyOrDerived`).
 */
export function complexPatchDiffers(model: Model, typeName: string): boolean {
  let differing = patchDiffersByModel.get(model);
  if (!differing) patchDiffersByModel.set(model, (differing = differingPatchForms(model)));
  return differing.has(typeName);
}

/**
 * The complex types whose PATCH form differs, all at once: those that require a member, and those
 * whose single-valued complex members lead to one (a reverse walk from the first, without
 * recursion: a model may nest complex types thousands deep).
 */
function differingPatchForms(model: Model): ReadonlySet<string> {
  const eligible = new Set(model.complexTypes.filter((t) => !hasDerivedValues(model, t.name)).map((t) => t.name));
  const holders = new Map<string, string[]>();
  const found = new Set<string>();
  for (const type of model.complexTypes) {
    if (!eligible.has(type.name)) continue;
    const members = complexBodyProperties(type);
    // A default says what a member left out becomes, which a PATCH never does (it keeps the value).
    if (members.some((p) => p.requiredInBodies || p.defaultValue !== undefined)) found.add(type.name);
    for (const p of members) {
      if (p.collection || p.type.kind !== "complex" || !eligible.has(p.type.name)) continue;
      const list = holders.get(p.type.name);
      if (list) list.push(type.name);
      else holders.set(p.type.name, [type.name]);
    }
  }
  const queue = [...found];
  while (queue.length > 0) {
    for (const holder of holders.get(queue.pop()!) ?? []) {
      if (found.has(holder)) continue;
      found.add(holder);
      queue.push(holder);
    }
  }
  return found;
}

const patchDiffersByModel = new WeakMap<Model, ReadonlySet<string>>();

/**
 * Whether the update body of `type` (`body` "update") or its PATCH body ("patch") has PATCH
 * semantics: the PATCH body always; the update body where no site replaces the type with PUT.
 */
export function hasPatchSemantics(model: Model, typeName: string, body: "update" | "patch"): boolean {
  return body === "patch" || !updateRequiresFields(model, typeName);
}

/**
 * The complex types whose PATCH form (`Address-patch`) some PATCH body takes: those of the
 * single-valued complex properties of entity bodies with PATCH semantics, and of theirs in turn.
 */
export function complexPatchTypes(model: Model): ReadonlySet<string> {
  let found = patchTypesByModel.get(model);
  if (found) return found;
  const names = new Set<string>();
  const complexTypes = new Map(model.complexTypes.map((t) => [t.name, t] as const));
  // Walked with a list, not recursion (complex types may nest deep).
  const pending: Property[] = [];
  for (const type of model.entityTypes) {
    const patched = hasPatchBody(model, type.name) || (allowsUpdate(model, type.name) && hasPatchSemantics(model, type.name, "update"));
    if (patched) pending.push(...updateBodyProperties(type));
  }
  while (pending.length > 0) {
    const property = pending.pop()!;
    if (!partialInPatch(model, property) || names.has(property.type.name)) continue;
    names.add(property.type.name);
    const complex = complexTypes.get(property.type.name);
    if (complex) pending.push(...complexBodyProperties(complex));
  }
  patchTypesByModel.set(model, (found = names));
  return found;
}

const patchTypesByModel = new WeakMap<Model, ReadonlySet<string>>();

/**
 * The method whose bodies `typeName`'s `-updateOrDerived` body is made of: PUT where a site of
 * the type updates with PUT, else PATCH.
 */
export function updateOrDerivedMethod(model: Model, typeName: string): "PUT" | "PATCH" {
  return writeAccess(model).updateOrDerivedPut.has(typeName) ? "PUT" : "PATCH";
}

/**
 * Whether sites of `typeName` that update with PATCH take a `-patchOrDerived` body apart from the
 * `-updateOrDerived` one (made of PUT bodies): where some of the types it is made of has a PATCH
 * body apart.
 */
export function hasPatchOrDerivedBody(model: Model, typeName: string): boolean {
  const access = writeAccess(model);
  if (!access.updateOrDerivedPut.has(typeName) || !access.updateOrDerivedPatch.has(typeName)) return false;
  const type = access.types.get(typeName);
  return type !== undefined && bodyVariants(model, type, "update").some((variant) => hasPatchBody(model, variant.name));
}

/** Whether any body of the model may be a derived type's: some site's records, or some complex type's values. */
export function hasDerivedBodies(model: Model): boolean {
  const access = writeAccess(model);
  return access.createOrDerived.size > 0 || access.updateOrDerived.size > 0 || model.complexTypes.some((t) => hasDerivedValues(model, t.name));
}

/**
 * The types whose own bodies make up the `-or-derived` body of `typeName`: the type itself, then
 * its derived types, each of which names its type. An abstract type's own body is left out where
 * a value is made (a create body, a complex value): a value of an abstract type is always of a
 * derived type, which it names. An update keeps it: the record exists, and its type does not
 * change, so an update of the fields the site's type declares is that type's body and needs no
 * type name; a body that changes a derived type's fields is that type's, which names it (OData
 * JSON Format 4.01, section 4.5.3).
 */
export function bodyVariants(model: Model, type: StructuredType, made: "value" | "update" = "value"): readonly StructuredType[] {
  const derived = derivedBodyTypes(model, type.name);
  if (made === "update") return [type, ...derived];
  // A media entity is created from its stream, never from a JSON body (`writeAccess`).
  return (type.abstract ? derived : [type, ...derived]).filter((t) => !isMediaEntity(t));
}

/** Whether a type is a media entity, whose records are created from their stream (OData Protocol 4.01, section 11.4.2.2). */
export function isMediaEntity(type: StructuredType): boolean {
  return type.kind === "entity" && type.hasStream;
}

/** Entity types that get the create (or update) body shape: see `writeAccess`. */
export function typesWithOperation(model: Model, operation: "create" | "update"): Set<string> {
  return new Set(writeAccess(model)[operation]);
}

/**
 * Whether the create body of `typeName` exists: some site creates records of it (a set, a
 * relationship in `createRelated`, a contained collection), declared with it or with a base type
 * it derives from; not an abstract type that has a concrete derived type (its records are
 * always of a derived type).
 */
export function allowsCreate(model: Model, typeName: string): boolean {
  return writeAccess(model).create.has(typeName);
}

/** Whether the update body of `typeName` exists: as `allowsCreate`, for the sites that update records (sets, updatable singletons, contained records). */
export function allowsUpdate(model: Model, typeName: string): boolean {
  return writeAccess(model).update.has(typeName);
}

/** Whether a create body requires the property (the model's `requiredInBodies`). */
export function requiredInCreate(property: Property): boolean {
  return property.requiredInBodies;
}

/**
 * Whether the update body of `typeName` requires its `requiredInBodies` properties: PUT replaces
 * the whole record, so it does when some updatable set of the type updates with PUT; a PATCH
 * body is a partial update and requires nothing (OData Protocol 4.01, section 11.4.3).
 */
export function updateRequiresFields(model: Model, typeName: string): boolean {
  return writeAccess(model).updateWithPut.has(typeName);
}

/** The properties an update body of `type` requires, per `updateRequiresFields`; the PATCH body (`body: "patch"`) requires none. */
export function updateRequiredProperties(model: Model, type: StructuredType, body: "update" | "patch" = "update"): Property[] {
  if (body === "patch" || !updateRequiresFields(model, type.name)) return [];
  return updateBodyProperties(type).filter((p) => p.requiredInBodies);
}

/** Whether the update (or PATCH) body of `type` admits and requires exactly what its create body does (so one can stand for the other). */
export function updateBodyIsCreateBody(model: Model, type: StructuredType, body: "update" | "patch" = "update"): boolean {
  const same = (a: readonly Property[], b: readonly Property[]) => a.length === b.length && a.every((property, i) => property === b[i]);
  // A PATCH body takes some complex values partly, where the create body takes them whole.
  if (hasPatchSemantics(model, type.name, body) && patchTakesPartialValues(model, type)) return false;
  return same(updateBodyProperties(type), createBodyProperties(type)) && same(updateRequiredProperties(model, type, body), createRequiredProperties(type));
}

/** The properties a create body of `type` requires. */
export function createRequiredProperties(type: StructuredType): Property[] {
  return createBodyProperties(type).filter(requiredInCreate);
}

/**
 * Properties of a complex value inside a body (create, update or a phase-change body): all
 * non-computed ones with a JSON value; a complex value is written whole, so key and immutable
 * rules (entity-level) do not apply. Required: `requiredInBodies`.
 */
export function complexBodyProperties(type: StructuredType): Property[] {
  return type.properties.filter((p) => !p.computed && hasJsonValue(p));
}

/** An action's or function's parameters after a bound one's binding parameter: what a request body (action) or the URL (function) carries. */
export function nonBindingParameters(operation: Operation): readonly Parameter[] {
  return operation.isBound ? operation.parameters.slice(1) : operation.parameters;
}
