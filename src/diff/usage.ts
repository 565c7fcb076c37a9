import {
  allowsCreate,
  allowsUpdate,
  bindableNavigations,
  complexBodyProperties,
  createBodyProperties,
  nonBindingParameters,
  partialInPatch,
  readProperties,
  updateBodyProperties,
  updateRequiresFields,
} from "../emitters/common/body-rules.js";
import type { Model, Property, StructuredType, TypeRef } from "../model/types.js";

/**
 * Where each element of a model travels: in records that readers receive, in bodies that writers
 * send, or both. The direction of a change's break follows from it (a response widened breaks
 * readers; a request narrowed breaks writers). Members are keyed `DeclaringType.Name`.
 */
export interface Usage {
  /** Structured types by name. */
  readonly types: ReadonlyMap<string, StructuredType>;
  /** A structured type and every type derived from it, in model order. */
  subtree(typeName: string): readonly StructuredType[];
  /** Fields and relationships in records as read. */
  readonly responseMembers: ReadonlySet<string>;
  /** Fields in create, update or phase-change bodies, and relationships bindable in them. */
  readonly requestMembers: ReadonlySet<string>;
  /** Fields in update bodies of entity types (where immutable fields are left out). */
  readonly updateMembers: ReadonlySet<string>;
  /** Named types (complex, enum, type definition) used by a response member or an operation's result. */
  readonly responseTypes: ReadonlySet<string>;
  /** Named types used by a request member or an operation's parameter. */
  readonly requestTypes: ReadonlySet<string>;
  /** Structured types whose fields use the named type (directly or inside a complex field), with their subtrees. */
  usersOf(typeName: string): readonly StructuredType[];
  /** Entity types whose records clients send whole, as the value of an action's or function's parameter. */
  readonly requestRecordTypes: ReadonlySet<string>;
  /**
   * The requests that require a field, by member key (`requestsPhrase` words them): the bodies
   * that require it when the model makes it required (create bodies, update bodies that replace
   * with PUT, complex values in any body), and the records sent whole as parameters, which require
   * every field.
   */
  readonly requiredIn: ReadonlyMap<string, RequiringRequests>;
}

/** Which requests require a field: always (a record sent whole), or when the model says the field is required. */
export interface RequiringRequests {
  readonly whenRequired: ReadonlySet<RequestKind>;
  readonly always: ReadonlySet<RequestKind>;
}

export type RequestKind = "create" | "update" | "phase-change" | "action" | "function";

/** The requests as a phrase: `create and update bodies`, `action bodies and function parameters`. */
export function requestsPhrase(kinds: Iterable<RequestKind>): string {
  const all = new Set(kinds);
  const bodies = (["create", "update", "phase-change", "action"] as const).filter((k) => all.has(k));
  const parts: string[] = [];
  if (bodies.length > 0) parts.push(`${bodies.length > 1 ? `${bodies.slice(0, -1).join(", ")} and ${bodies[bodies.length - 1]}` : bodies[0]} bodies`);
  if (all.has("function")) parts.push("function parameters");
  return parts.join(" and ");
}

const cache = new WeakMap<Model, Usage>();

/** The usage of a model (cached: models are immutable). */
export function usageOf(model: Model): Usage {
  let usage = cache.get(model);
  if (!usage) {
    usage = computeUsage(model);
    cache.set(model, usage);
  }
  return usage;
}

/** The base types of a structured type, nearest first. */
export function basesOf(model: Model, typeName: string): string[] {
  const types = usageOf(model).types;
  const bases: string[] = [];
  for (let t = types.get(typeName)?.baseType; t !== undefined; t = types.get(t)?.baseType) bases.push(t);
  return bases;
}

export const memberKey = (declaredIn: string, name: string): string => `${declaredIn}.${name}`;

function computeUsage(model: Model): Usage {
  const all: StructuredType[] = [...model.entityTypes, ...model.complexTypes];
  const types = new Map(all.map((t) => [t.name, t]));
  const children = new Map<string, StructuredType[]>();
  for (const t of all) if (t.baseType !== undefined) children.set(t.baseType, [...(children.get(t.baseType) ?? []), t]);
  const subtreeCache = new Map<string, StructuredType[]>();
  const subtree = (name: string): StructuredType[] => {
    let found = subtreeCache.get(name);
    if (!found) {
      const root = types.get(name);
      found = root ? [root] : [];
      subtreeCache.set(name, found);
      for (const child of children.get(name) ?? []) found.push(...subtree(child.name));
    }
    return found;
  };

  const responseMembers = new Set<string>();
  const responseTypes = new Set<string>();
  const requestMembers = new Set<string>();
  const requestTypes = new Set<string>();
  const updateMembers = new Set<string>();

  // Responses: every entity type's record (linked-only types arrive through $expand), then the
  // complex types their fields hold, transitively, and operation results.
  const responseQueue: StructuredType[] = [...model.entityTypes];
  const addResponseType = (ref: TypeRef) => {
    if (ref.kind === "primitive" || responseTypes.has(ref.name)) return;
    responseTypes.add(ref.name);
    const complex = types.get(ref.name);
    if (complex) responseQueue.push(complex);
  };
  for (const op of model.operations) if (op.returnType) addResponseType(op.returnType.type);
  while (responseQueue.length > 0) {
    const type = responseQueue.pop()!;
    for (const p of readProperties(type)) {
      responseMembers.add(memberKey(p.declaredIn, p.name));
      addResponseType(p.type);
    }
    for (const n of type.navigations) responseMembers.add(memberKey(n.declaredIn, n.name));
  }

  // Requests: create and update bodies of the sets' types (shared body rules), phase-change
  // bodies, operation parameters, and the types inside them, transitively; with the requests that
  // require each field (see `requiredIn`). A structured type is walked once per kind of request
  // and way of sending it (in a body, or whole as a record).
  const requestRecordTypes = new Set<string>();
  const whenRequired = new Map<string, Set<RequestKind>>();
  const always = new Map<string, Set<RequestKind>>();
  const walked = new Set<string>();
  const requestQueue: { type: StructuredType; kind: RequestKind; whole: boolean; partial: boolean }[] = [];
  /** `partial`: a complex value in a PATCH body, which requires none of its members (`partialInPatch`). */
  const addRequestType = (ref: TypeRef, kind: RequestKind, whole: boolean, partial = false) => {
    if (ref.kind === "primitive") return;
    // A complex value may be of a type derived from the declared one: its bodies travel there too.
    const sent = ref.kind === "complex" ? subtree(ref.name).filter((t) => t.name === ref.name || !t.abstract) : [types.get(ref.name)];
    requestTypes.add(ref.name);
    for (const type of sent) {
      if (!type) continue;
      requestTypes.add(type.name);
      const id = `${type.name} ${kind} ${whole} ${partial}`;
      if (walked.has(id)) continue;
      walked.add(id);
      requestQueue.push({ type, kind, whole: whole || type.kind === "entity", partial });
    }
  };
  /**
   * Fields sent in a request of `kind`; `requires`: whether the request requires them (when the
   * model says so, or always); `patch`: they are sent with PATCH semantics, where a single complex
   * value is partial in turn.
   */
  const addRequestProperties = (props: readonly Property[], kind: RequestKind, requires: "no" | "when required" | "always", patch = false) => {
    for (const p of props) {
      const key = memberKey(p.declaredIn, p.name);
      requestMembers.add(key);
      if (requires !== "no") addTo(requires === "always" ? always : whenRequired, key, kind);
      addRequestType(p.type, kind, requires === "always", patch && partialInPatch(model, p));
    }
  };
  for (const type of model.entityTypes) {
    const creates = allowsCreate(model, type.name);
    const updates = allowsUpdate(model, type.name);
    if (creates) addRequestProperties(createBodyProperties(type), "create", "when required");
    if (updates) {
      // A PATCH body requires none of the record's fields, nor of a single complex value in it
      // (PATCH applies to it in turn); a PUT body requires them, and a value in it whole.
      const put = updateRequiresFields(model, type.name);
      addRequestProperties(updateBodyProperties(type), "update", put ? "when required" : "no", !put);
      for (const p of updateBodyProperties(type)) updateMembers.add(memberKey(p.declaredIn, p.name));
    }
    if (creates || updates) for (const n of bindableNavigations(type)) requestMembers.add(memberKey(n.declaredIn, n.name));
  }
  for (const set of model.entitySets) if (set.phaseChange) addRequestType({ kind: "complex", name: set.phaseChange.body }, "phase-change", false);
  // A bound operation's binding parameter is the record in the URL, not a value clients send.
  for (const op of model.operations) for (const p of nonBindingParameters(op)) addRequestType(p.type, op.kind, false);
  while (requestQueue.length > 0) {
    const { type, kind, whole, partial } = requestQueue.pop()!;
    // An entity-typed parameter takes the record as read (every field, all required); a complex value, its body.
    if (type.kind === "entity") requestRecordTypes.add(type.name);
    addRequestProperties(whole ? readProperties(type) : complexBodyProperties(type), kind, whole ? "always" : partial ? "no" : "when required", partial);
  }
  const requiredIn = new Map<string, RequiringRequests>();
  for (const key of new Set([...whenRequired.keys(), ...always.keys()])) {
    requiredIn.set(key, { whenRequired: whenRequired.get(key) ?? new Set(), always: always.get(key) ?? new Set() });
  }

  const usersCache = new Map<string, StructuredType[]>();
  const usersOf = (typeName: string): StructuredType[] => {
    let found = usersCache.get(typeName);
    if (found) return found;
    const seen = new Set<string>();
    // A value of a derived complex type stands where any of its bases is declared.
    const queue = [typeName];
    for (let base = types.get(typeName)?.baseType; base !== undefined && !queue.includes(base); base = types.get(base)?.baseType) queue.push(base);
    while (queue.length > 0) {
      const name = queue.pop()!;
      for (const t of all) {
        if (seen.has(t.name) || !t.ownProperties.some((p) => p.type.name === name && p.type.kind !== "primitive")) continue;
        for (const member of subtree(t.name)) {
          if (seen.has(member.name)) continue;
          seen.add(member.name);
          if (member.kind === "complex") queue.push(member.name);
        }
      }
    }
    found = all.filter((t) => seen.has(t.name));
    usersCache.set(typeName, found);
    return found;
  };

  return { types, subtree, responseMembers, requestMembers, updateMembers, responseTypes, requestTypes, usersOf, requestRecordTypes, requiredIn };
}

/** Adds a request kind to a member's set in `map`. */
function addTo(map: Map<string, Set<RequestKind>>, key: string, kind: RequestKind): void {
  let kinds = map.get(key);
  if (!kinds) map.set(key, (kinds = new Set()));
  kinds.add(kind);
}
