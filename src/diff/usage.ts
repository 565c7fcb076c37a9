import {
  allowsCreate,
  allowsUpdate,
  bindableNavigations,
  complexBodyProperties,
  createBodyProperties,
  readProperties,
  updateBodyProperties,
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
  // bodies, operation parameters, and complex types inside them, transitively.
  const requestQueue: StructuredType[] = [];
  const addRequestProperties = (props: readonly Property[]) => {
    for (const p of props) {
      requestMembers.add(memberKey(p.declaredIn, p.name));
      addRequestType(p.type);
    }
  };
  const addRequestType = (ref: TypeRef) => {
    if (ref.kind === "primitive" || requestTypes.has(ref.name)) return;
    requestTypes.add(ref.name);
    const complex = types.get(ref.name);
    if (complex) requestQueue.push(complex);
  };
  for (const type of model.entityTypes) {
    const creates = allowsCreate(model, type.name);
    const updates = allowsUpdate(model, type.name);
    if (creates) addRequestProperties(createBodyProperties(type));
    if (updates) {
      addRequestProperties(updateBodyProperties(type));
      for (const p of updateBodyProperties(type)) updateMembers.add(memberKey(p.declaredIn, p.name));
    }
    if (creates || updates) for (const n of bindableNavigations(type)) requestMembers.add(memberKey(n.declaredIn, n.name));
  }
  for (const set of model.entitySets) if (set.phaseChange) addRequestType({ kind: "complex", name: set.phaseChange.body });
  for (const op of model.operations) for (const p of op.parameters) addRequestType(p.type);
  while (requestQueue.length > 0) addRequestProperties(complexBodyProperties(requestQueue.pop()!));

  const usersCache = new Map<string, StructuredType[]>();
  const usersOf = (typeName: string): StructuredType[] => {
    let found = usersCache.get(typeName);
    if (found) return found;
    const seen = new Set<string>();
    const queue = [typeName];
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

  return { types, subtree, responseMembers, requestMembers, updateMembers, responseTypes, requestTypes, usersOf };
}
