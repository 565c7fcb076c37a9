import { allowsCreate, allowsUpdate } from "../emitters/common/body-rules.js";
import type { EntityType, EnumType, Model, StructuredType, TypeDefinition } from "../model/types.js";
import { mediaPaths, mergeAffects, namedTypeAffects, openApiDocumentOf, structuredTypeAffects } from "./affects.js";
import { BOTH, makeChange, sides, type Change, type ElementKind, type Side } from "./change.js";
import { compareFields, compareRelationships, DYNAMIC_NAME_TAKEN, requiringRequests, sameJson, takesDynamicName, written } from "./compare-members.js";
import { declaredConstraints } from "../model/validation-constraints.js";
import { constraintChanges } from "./compare-constraints.js";
import { compareValueShapes } from "./compare-values.js";
import { basesOf, memberKey, usageOf } from "./usage.js";
import { derivedTypesByBase } from "../model/derived-types.js";

/** Changes to entity and complex types: added, removed, key, base type, flags, and their members. */
export function compareStructuredTypes(before: Model, after: Model): Change[] {
  const changes: Change[] = [];
  for (const [kind, element] of [["entity", "entityType"], ["complex", "complexType"]] as const) {
    const pick = (m: Model): readonly StructuredType[] => (kind === "entity" ? m.entityTypes : m.complexTypes);
    const oldTypes = new Map(pick(before).map((t) => [t.name, t]));
    const newTypes = new Map(pick(after).map((t) => [t.name, t]));
    for (const o of oldTypes.values()) {
      const n = newTypes.get(o.name);
      if (n) changes.push(...typeChanges(before, after, element, o, n));
      else changes.push(makeChange({ element, name: o.name, change: "removed", message: "removed", breaks: BOTH, place: o.source, affects: structuredTypeAffects(before, o.name) }));
    }
    for (const n of newTypes.values()) {
      if (oldTypes.has(n.name)) continue;
      changes.push(makeChange({ element, name: n.name, change: "added", message: "added", breaks: [], place: n.source, affects: structuredTypeAffects(after, n.name) }));
    }
  }
  return changes;
}

function typeChanges(before: Model, after: Model, element: ElementKind, o: StructuredType, n: StructuredType): Change[] {
  const pair = { before, after, typeName: n.name };
  const changes: Change[] = [...compareFields(pair, o.properties, n.properties), ...compareRelationships(pair, o.navigations, n.navigations)];
  const add = (aspect: string, message: string, breaks: readonly Side[], member?: string) =>
    changes.push(makeChange({ element, name: n.name, change: "changed", aspect, message, breaks, place: n.source, affects: structuredTypeAffects(after, n.name, member) }));

  if (o.baseType !== n.baseType) changes.push(baseTypeChange(before, after, o, n));
  if (o.kind === "entity" && n.kind === "entity") {
    const keyChange = keyChanged(o, n);
    if (keyChange) {
      // Every record URL of the type moves: the paths as clients knew them and as they are now, `$value` ones too.
      const affects = mergeAffects(structuredTypeAffects(before, o.name, "Key"), structuredTypeAffects(after, n.name, "Key"));
      const records = new Set([...affects.openApiPaths, ...mediaPaths(before, o.name), ...mediaPaths(after, n.name)]);
      // And the paths below a record's, which carry its key (`/Lines(…)/Order`).
      for (const model of [before, after]) for (const path of Object.keys(openApiDocumentOf(model).paths ?? {})) if ([...records].some((r) => path.startsWith(`${r}/`))) records.add(path);
      const openApiPaths = [...records].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      changes.push(makeChange({ element: "key", name: n.name, change: "changed", message: keyChange, breaks: BOTH, place: n.source, affects: { ...affects, openApiPaths } }));
    }
    if (o.hasStream !== n.hasStream) {
      // The stream's `$value` paths, and the JSON create body (a media entity is created from its
      // stream), exist in one of the two models only.
      const affects = mergeAffects(structuredTypeAffects(after, n.name), structuredTypeAffects(before, o.name));
      const media = [...mediaPaths(before, o.name), ...mediaPaths(after, n.name)];
      const openApiPaths = [...new Set([...affects.openApiPaths, ...media])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const message = n.hasStream ? "now has a media stream" : "no longer has a media stream";
      // Writers lose the PUT of the stream where records of the type were updated, and the way
      // they created records (a JSON body, or the stream) where they were created.
      const createdBefore = allowsCreate(before, o.name) || (o.hasStream && allowsCreate(after, n.name));
      const writersLose = (!n.hasStream && allowsUpdate(before, o.name)) || (n.hasStream && allowsCreate(before, o.name)) || (!n.hasStream && createdBefore);
      changes.push(makeChange({ element, name: n.name, change: "changed", aspect: "hasStream", message, breaks: sides(!n.hasStream, writersLose), place: n.source, affects: { ...affects, openApiPaths } }));
    }
  }
  if (o.abstract !== n.abstract) {
    // An abstract type has no instances of its own: creating one (an entity), or sending a value
    // of it without naming a derived type (a complex value in a body), now fails.
    const wasSent = o.kind === "entity" ? allowsCreate(before, o.name) : written(before, o);
    add("abstract", n.abstract ? "now abstract" : "no longer abstract", sides(false, n.abstract && wasSent));
  }
  if (o.openType !== n.openType) {
    // Closed, a type's records lose the dynamic properties readers got, and its bodies refuse those writers sent.
    const read = o.kind === "entity" || usageOf(before).responseTypes.has(o.name);
    if (n.openType) add("openType", "now open (records may carry dynamic properties)", []);
    else add("openType", `no longer open: ${[read ? "records carry no dynamic properties" : "", written(before, o) ? "bodies refuse them" : ""].filter(Boolean).join(", and ") || "dynamic properties are gone"}`, sides(read, written(before, o)));
  }
  if ((o.description ?? "") !== (n.description ?? "")) add("description", "description changed", []);
  if (!sameJson(o.annotations, n.annotations)) add("annotations", "annotations changed", []);
  return changes;
}

/** A key as text: `(ID)`, `(A, B as Alias)`. */
const keyText = (t: EntityType): string => `(${t.key.map((k) => (k.alias ? `${k.path} as ${k.alias}` : k.path)).join(", ")})`;

/** The key is reported where it is declared, or where a base type change changed it. */
function keyChanged(o: EntityType, n: EntityType): string | undefined {
  if (keyText(o) === keyText(n)) return undefined;
  const declaredHere = o.ownKey.length > 0 || n.ownKey.length > 0;
  if (!declaredHere && o.baseType === n.baseType) return undefined;
  return `key changed from ${keyText(o)} to ${keyText(n)}`;
}

/**
 * A new base type: breaking when fields or relationships the type inherited disappear with the old
 * base (the members the new base brings are listed too; a required one breaks writers).
 */
function baseTypeChange(before: Model, after: Model, o: StructuredType, n: StructuredType): Change {
  const newNames = new Set([...n.properties.map((p) => p.name), ...n.navigations.map((x) => x.name)]);
  const oldNames = new Set([...o.properties.map((p) => p.name), ...o.navigations.map((x) => x.name)]);
  const lost = [...o.properties, ...o.navigations].filter((m) => m.declaredIn !== o.name && !newNames.has(m.name)).map((m) => m.name);
  const gained = [...n.properties, ...n.navigations].filter((m) => m.declaredIn !== n.name && !oldNames.has(m.name));
  const requiredGained = n.properties.some((p) => gained.includes(p) && requiringRequests(after, p, p.requiredInBodies).length > 0);
  // On an open type (or one derived from it) with bodies, a gained member takes a name writers could send as a dynamic property.
  const dynamic = gained.some((m) => takesDynamicName(before, after, m));
  const from = o.baseType ?? "none";
  const to = n.baseType ?? "none";
  let message = `base type changed from ${from} to ${to}`;
  if (lost.length > 0) message += `; no longer inherited: ${lost.join(", ")}`;
  if (gained.length > 0) message += `; newly inherited: ${gained.map((m) => m.name).join(", ")}`;
  if (dynamic) message += DYNAMIC_NAME_TAKEN;
  // Records or values of the type stood for an old base wherever that base is used; no longer.
  const left = leftBases(before, after, o, n).filter((base) => usedAsType(before, base));
  if (left.length > 0) message += `; no longer a kind of ${left.join(", ")}: its records or values no longer stand where ${left.length > 1 ? "those are" : "that is"} expected`;
  const leftTypes = left.map((name) => usageOf(before).types.get(name)!);
  const readersLose = lost.length > 0 || leftTypes.length > 0;
  // Writers lose a member only where they send records of this type or of one derived from it (a
  // member of the old base may travel in another derived type's bodies, not in this one's).
  const sentHere = () => {
    const all = new Map<string, StructuredType>([...before.entityTypes, ...before.complexTypes].map((t) => [t.name, t]));
    return [o, ...(derivedTypesByBase(all).get(o.name) ?? [])].some((type) => written(before, type));
  };
  const writersLose =
    (lost.length > 0 && [...o.properties, ...o.navigations].some((m) => lost.includes(m.name) && usageOf(before).requestMembers.has(memberKey(m.declaredIn, m.name))) && sentHere()) ||
    leftTypes.some((type) => written(before, type));
  const affects = structuredTypeAffects(after, n.name);
  const leftPaths = left.flatMap((name) => structuredTypeAffects(before, name).openApiPaths);
  return makeChange({
    element: "baseType", name: n.name, change: "changed", message,
    breaks: sides(readersLose, writersLose || requiredGained || dynamic),
    place: n.source, affects: leftPaths.length > 0 ? { ...affects, openApiPaths: [...new Set([...affects.openApiPaths, ...leftPaths])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) } : affects,
  });
}

/** The bases a type had before and has no longer (a base renamed or re-parented counts by name). */
function leftBases(before: Model, after: Model, o: StructuredType, n: StructuredType): string[] {
  const now = new Set(basesOf(after, n.name));
  return basesOf(before, o.name).filter((name) => !now.has(name));
}

/** Whether a model uses a structured type where records or values of it travel: a set's or singleton's type, a relationship's target, a field's, parameter's or result's type. */
function usedAsType(model: Model, typeName: string): boolean {
  const usage = usageOf(model);
  return (
    model.entitySets.some((s) => s.entityType === typeName) ||
    model.singletons.some((s) => s.entityType === typeName) ||
    [...model.entityTypes, ...model.complexTypes].some((t) => t.navigations.some((nav) => nav.target === typeName)) ||
    usage.responseTypes.has(typeName) ||
    usage.requestTypes.has(typeName)
  );
}

/** Changes to enum types: members removed (narrowed), added (widened), renumbered; flags. */
export function compareEnumTypes(before: Model, after: Model): Change[] {
  const changes: Change[] = [];
  const oldTypes = new Map(before.enumTypes.map((t) => [t.name, t]));
  const newTypes = new Map(after.enumTypes.map((t) => [t.name, t]));
  for (const o of oldTypes.values()) {
    const n = newTypes.get(o.name);
    if (!n) changes.push(makeChange({ element: "enumType", name: o.name, change: "removed", message: "removed", breaks: BOTH, place: o.source, affects: namedTypeAffects(before, "EnumType", o.name) }));
    else changes.push(...enumChanges(before, after, o, n));
  }
  for (const n of newTypes.values()) {
    if (!oldTypes.has(n.name)) changes.push(makeChange({ element: "enumType", name: n.name, change: "added", message: "added", breaks: [], place: n.source, affects: namedTypeAffects(after, "EnumType", n.name) }));
  }
  return changes;
}

function enumChanges(before: Model, after: Model, o: EnumType, n: EnumType): Change[] {
  const changes: Change[] = [];
  const response = usageOf(after).responseTypes.has(n.name);
  const request = usageOf(before).requestTypes.has(o.name) && usageOf(after).requestTypes.has(n.name);
  const oldMembers = new Map(o.members.map((m) => [m.name, m]));
  const newMembers = new Map(n.members.map((m) => [m.name, m]));
  const member = (name: string, change: "added" | "removed" | "changed", message: string, breaks: readonly Side[], place = n.source, model = after) =>
    changes.push(makeChange({ element: "enumMember", name: `${n.name}.${name}`, change, ...(change === "changed" ? { aspect: "value" } : {}), message, breaks, place, affects: namedTypeAffects(model, "EnumType", n.name, `Member ${name}`) }));
  const memberAspect = (name: string, aspect: string, message: string, place: EnumType["source"]) =>
    changes.push(makeChange({ element: "enumMember", name: `${n.name}.${name}`, change: "changed", aspect, message, breaks: [], place, affects: namedTypeAffects(after, "EnumType", n.name, `Member ${name}`) }));
  for (const m of o.members) {
    const now = newMembers.get(m.name);
    // JSON carries enum values by member name (OData JSON Format 4.01, section 7.1): a removed member narrows, an added one widens.
    if (!now) member(m.name, "removed", "removed: writers can no longer send it", sides(false, request), m.source, before);
    else {
      if (now.value !== m.value) member(m.name, "changed", `value changed from ${m.value} to ${now.value}`, sides(response, request), now.source);
      if ((now.description ?? "") !== (m.description ?? "")) memberAspect(m.name, "description", "description changed", now.source);
      if (!sameJson(now.annotations, m.annotations)) memberAspect(m.name, "annotations", "annotations changed", now.source);
    }
  }
  for (const m of n.members) {
    if (!oldMembers.has(m.name)) member(m.name, "added", "added: readers may receive a value they do not know", sides(response, false), m.source);
  }
  const add = (aspect: string, message: string, breaks: readonly Side[]) =>
    changes.push(makeChange({ element: "enumType", name: n.name, change: "changed", aspect, message, breaks, place: n.source, affects: namedTypeAffects(after, "EnumType", n.name) }));
  // A flags value may name several members ("Red,Green"): readers of a new flags enum may receive
  // such a value, writers of one that is no longer flags may no longer send one.
  if (o.isFlags !== n.isFlags) {
    if (n.isFlags) add("isFlags", "now a flags enum: readers may receive values that combine members", sides(response, false));
    else add("isFlags", "no longer a flags enum: writers can no longer combine members in one value", sides(false, request));
  }
  if (o.underlyingType !== n.underlyingType) add("underlyingType", `underlying type changed from ${o.underlyingType} to ${n.underlyingType}`, []);
  if ((o.description ?? "") !== (n.description ?? "")) add("description", "description changed", []);
  if (!sameJson(o.annotations, n.annotations)) add("annotations", "annotations changed", []);
  return changes;
}

/** Changes to type definitions: the underlying type and facets, classified like a field's. */
export function compareTypeDefinitions(before: Model, after: Model): Change[] {
  const changes: Change[] = [];
  const oldTypes = new Map(before.typeDefinitions.map((t) => [t.name, t]));
  const newTypes = new Map(after.typeDefinitions.map((t) => [t.name, t]));
  for (const o of oldTypes.values()) {
    const n = newTypes.get(o.name);
    if (!n) changes.push(makeChange({ element: "typeDefinition", name: o.name, change: "removed", message: "removed", breaks: BOTH, place: o.source, affects: namedTypeAffects(before, "TypeDefinition", o.name) }));
    else changes.push(...typeDefinitionChanges(before, after, o, n));
  }
  for (const n of newTypes.values()) {
    if (!oldTypes.has(n.name)) changes.push(makeChange({ element: "typeDefinition", name: n.name, change: "added", message: "added", breaks: [], place: n.source, affects: namedTypeAffects(after, "TypeDefinition", n.name) }));
  }
  return changes;
}

function typeDefinitionChanges(before: Model, after: Model, o: TypeDefinition, n: TypeDefinition): Change[] {
  const response = usageOf(after).responseTypes.has(n.name);
  const request = usageOf(before).requestTypes.has(o.name) && usageOf(after).requestTypes.has(n.name);
  const shape = (t: TypeDefinition) => ({ type: { kind: "primitive" as const, name: t.underlyingType }, collection: false, facets: t.facets });
  const affects = namedTypeAffects(after, "TypeDefinition", n.name);
  const changes = compareValueShapes(shape(o), shape(n)).map((v) =>
    makeChange({
      element: "typeDefinition", name: n.name, change: "changed", aspect: v.aspect, message: v.message,
      breaks: v.direction === "narrowed" ? sides(false, request) : v.direction === "widened" ? sides(response, false) : sides(response, request),
      place: n.source, affects,
    }),
  );
  if ((o.description ?? "") !== (n.description ?? "")) {
    changes.push(makeChange({ element: "typeDefinition", name: n.name, change: "changed", aspect: "description", message: "description changed", breaks: [], place: n.source, affects }));
  }
  if (!sameJson(o.annotations, n.annotations)) {
    // Its constraints hold for every value of the type: classified as a field's, reported here once.
    const constraints = o.underlyingType !== n.underlyingType ? [] : constraintChanges(declaredConstraints(o.annotations, o.underlyingType), declaredConstraints(n.annotations, n.underlyingType), response, usageOf(after).requestTypes.has(n.name));
    const annotated = (message: string, breaks: readonly Side[]) => changes.push(makeChange({ element: "typeDefinition", name: n.name, change: "changed", aspect: "annotations", message, breaks, place: n.source, affects }));
    for (const change of constraints) annotated(`annotations changed: ${change.message}`, change.breaks);
    if (constraints.length === 0) annotated("annotations changed", []);
  }
  return changes;
}
