import { declaredConstraints } from "../model/validation-constraints.js";
import { constraintChanges } from "./compare-constraints.js";
import { underlyingPrimitive } from "../model/underlying-primitive.js";
import { typeIndexesOf } from "../emitters/common/output-names.js";
import type { Model, NavigationProperty, Property, StructuredType } from "../model/types.js";
import { allowsCreate, allowsUpdate, updateRequiresFields } from "../emitters/common/body-rules.js";
import { memberAffects, memberChangeAffects } from "./affects.js";
import { BOTH, makeChange, sides, type Affects, type Change, type Side } from "./change.js";
import { compareDeclaredValues, type Direction } from "./compare-values.js";
import { basesOf, memberKey, requestsPhrase, usageOf, type RequestKind } from "./usage.js";

/**
 * Changes to the fields and relationships of one structured type. A member is reported where it
 * is declared: a field a base type declares is compared once, on the base type, and a member that
 * only moved between a type and its base (still present with the same name) is not a removal.
 */

interface Pair {
  readonly before: Model;
  readonly after: Model;
  /** The type the members are reported on. */
  readonly typeName: string;
}

/** Whether a member travels in responses / requests in a model. */
const inResponse = (model: Model, m: { declaredIn: string; name: string }) => usageOf(model).responseMembers.has(memberKey(m.declaredIn, m.name));
const inRequest = (model: Model, m: { declaredIn: string; name: string }) => usageOf(model).requestMembers.has(memberKey(m.declaredIn, m.name));
const inUpdate = (model: Model, m: { declaredIn: string; name: string }) => usageOf(model).updateMembers.has(memberKey(m.declaredIn, m.name));

/** Whether clients write records or values of a type: an entity type with a create or update body or sent whole as a parameter, a complex type used in a request. */
export function written(model: Model, type: StructuredType): boolean {
  if (type.kind === "complex") return usageOf(model).requestTypes.has(type.name);
  return allowsCreate(model, type.name) || allowsUpdate(model, type.name) || usageOf(model).requestRecordTypes.has(type.name);
}

type Member = { readonly declaredIn: string; readonly name: string };

/** The types of `after` that carry a member (the declaring type and those deriving from it), each with its version in `before`, if any. */
function carriers(before: Model, after: Model, member: Member): { type: StructuredType; old: StructuredType | undefined }[] {
  const previous = new Map<string, StructuredType>([...before.entityTypes, ...before.complexTypes].map((t) => [t.name, t]));
  const carries = (type: StructuredType) => [...type.properties, ...type.navigations].some((m) => m.name === member.name && m.declaredIn === member.declaredIn);
  return [...after.entityTypes, ...after.complexTypes].filter(carries).map((type) => ({ type, old: previous.get(type.name) }));
}

const hasMemberNamed = (type: StructuredType, name: string) => [...type.properties, ...type.navigations].some((m) => m.name === name);

/**
 * Whether a member added to a type is new to the bodies of some type that carries it: the type
 * itself or one deriving from it, written by clients, which had no member of that name before. A
 * member moved up from the derived types into their base is new to none of their bodies.
 */
function newToSomeCarrier(before: Model, after: Model, member: Member, kind: "properties" | "navigations"): boolean {
  return carriers(before, after, member).some(
    ({ type, old }) => written(after, type) && (!old || !(old[kind] as readonly { name: string }[]).some((m) => m.name === member.name)),
  );
}

/**
 * Whether an added member lands on an open type whose bodies existed before without it: writers
 * could send a dynamic property of that name, which is now the declared member, held to its type,
 * or refused in bodies where the member is left out (a key, computed, a relationship). A name the
 * old type declared (as a field or a relationship) was never a dynamic property.
 */
export function takesDynamicName(before: Model, after: Model, member: Member): boolean {
  if (!before.entityTypes.some((t) => t.openType) && !before.complexTypes.some((t) => t.openType)) return false;
  return carriers(before, after, member).some(({ old }) => old !== undefined && old.openType && written(before, old) && !hasMemberNamed(old, member.name));
}

export const DYNAMIC_NAME_TAKEN = "; bodies of an open type took a dynamic property of this name before, which is now the declared member (held to its type, or refused where bodies leave it out)";

/**
 * The requests that require a member in a model: those that require it because the model says it
 * is required (`required` true) or, with `required` false, only those that require every field
 * (records sent whole as parameters).
 */
export function requiringRequests(model: Model, member: Member, required: boolean): RequestKind[] {
  const found = usageOf(model).requiredIn.get(memberKey(member.declaredIn, member.name));
  if (!found) return [];
  return [...new Set([...found.always, ...(required ? found.whenRequired : [])])];
}

/** The requests that require a member once the model makes it required, leaving out those that required it anyway (records sent whole). */
function newlyRequiring(model: Model, member: Member): RequestKind[] {
  const found = usageOf(model).requiredIn.get(memberKey(member.declaredIn, member.name));
  return found ? [...found.whenRequired].filter((kind) => !found.always.has(kind)) : [];
}

/** Which side a change of the values a member admits breaks (see `Direction`). */
function directionSides(direction: Direction, response: boolean, request: boolean): Side[] {
  if (direction === "same") return [];
  if (direction === "narrowed") return sides(false, request);
  if (direction === "widened") return sides(response, false);
  return sides(response, request);
}

/**
 * Whether an inherited member now comes from a type that was not among the type's bases before (its
 * base type changed): the member is compared on this type, since the declaring types, each
 * unchanged, report nothing. A member that moved between the type's old bases is reported where it went.
 */
function inheritedFromNewBase(pair: Pair, o: Member, n: Member): boolean {
  return o.declaredIn !== n.declaredIn && !basesOf(pair.before, pair.typeName).includes(n.declaredIn);
}

/** Field changes of a type present in both models, given its effective fields in each. */
export function compareFields(pair: Pair, beforeFields: readonly Property[], afterFields: readonly Property[]): Change[] {
  const { before, after, typeName } = pair;
  const changes: Change[] = [];
  const oldByName = new Map(beforeFields.map((p) => [p.name, p]));
  const newByName = new Map(afterFields.map((p) => [p.name, p]));
  const name = (field: string) => `${typeName}.${field}`;
  for (const o of beforeFields) {
    const n = newByName.get(o.name);
    if (n === undefined) {
      // Inherited fields that vanish are reported on their declaring type, or as a base type change.
      if (o.declaredIn !== typeName) continue;
      changes.push(
        makeChange({
          element: "field", name: name(o.name), change: "removed", message: "removed",
          breaks: sides(inResponse(before, o), inRequest(before, o)),
          place: o.source, affects: memberAffects(before, typeName, { kind: "Property", name: o.name }),
        }),
      );
    } else if (o.declaredIn === typeName || n.declaredIn === typeName) {
      changes.push(...fieldChanges(pair, o, n));
    } else if (inheritedFromNewBase(pair, o, n)) {
      changes.push(...fieldChanges(pair, o, n).filter((c) => c.aspect !== "declaredIn"));
    }
  }
  for (const n of afterFields) {
    if (oldByName.has(n.name) || n.declaredIn !== typeName) continue;
    const requiring = newToSomeCarrier(before, after, n, "properties") ? requiringRequests(after, n, n.requiredInBodies) : [];
    const required = requiring.length > 0;
    const dynamic = takesDynamicName(before, after, n);
    changes.push(
      makeChange({
        element: "field", name: name(n.name), change: "added",
        message: `${required ? `added as required: ${requestsPhrase(requiring)} must carry it` : "added"}${dynamic ? DYNAMIC_NAME_TAKEN : ""}`,
        breaks: sides(false, required || dynamic), place: n.source, affects: memberAffects(after, typeName, { kind: "Property", name: n.name }),
      }),
    );
  }
  return changes;
}

const BODY_ASPECTS = new Set(["computed", "immutable", "requiredInBodies"]);

function fieldChanges(pair: Pair, o: Property, n: Property): Change[] {
  const { before, after, typeName } = pair;
  const response = inResponse(after, n);
  const requestBoth = inRequest(before, o) && inRequest(after, n);
  const affectsBy = new Map<boolean, Affects>();
  const changes: Change[] = [];
  const add = (aspect: string, message: string, breaks: readonly Side[]) => {
    // Computed, immutable and required decide only which bodies carry the field, or require it.
    const bodiesOnly = BODY_ASPECTS.has(aspect);
    let affects = affectsBy.get(bodiesOnly);
    const membership = o.computed !== n.computed || o.immutable !== n.immutable;
    if (affects === undefined) affectsBy.set(bodiesOnly, (affects = memberChangeAffects(before, after, n.declaredIn, { kind: "Property", name: n.name }, bodiesOnly, membership)));
    changes.push(makeChange({ element: "field", name: `${typeName}.${n.name}`, change: "changed", aspect, message, breaks, place: n.source, affects }));
  };

  // A field whose new type takes it out of the payloads (a Stream travels as a media resource, not
  // in the JSON): what readers read or writers sent is gone. (Sets and bodies that change are
  // reported on their own.)
  const retyped = o.type.kind !== n.type.kind || o.type.name !== n.type.name;
  const leftResponses = retyped && inResponse(before, o) && !response;
  const leftRequests = retyped && inRequest(before, o) && !inRequest(after, n);
  const gone = [leftResponses ? "responses" : "", leftRequests ? "request bodies" : ""].filter(Boolean).join(" and ");
  for (const value of compareDeclaredValues(o, n, before, after)) {
    const breaks = directionSides(value.direction, response, requestBoth);
    if (value.aspect !== "type" || gone === "") add(value.aspect, value.message, breaks);
    else add(value.aspect, `${value.message}: no longer in ${gone}`, sides(breaks.includes("readers") || leftResponses, breaks.includes("writers") || leftRequests));
  }
  // A field made non-nullable that the bodies now require for it (the `non-nullable` body rule): one edit, one entry.
  const nowRequiredByNullability = o.nullable && !n.nullable && !o.requiredInBodies && n.requiredInBodies && o.computed === n.computed;
  if (o.nullable !== n.nullable) {
    // A response that may now hold null breaks readers; a request that may no longer carry null breaks writers.
    if (n.nullable) add("nullable", "now nullable: readers may receive null", sides(response, false));
    else if (nowRequiredByNullability) {
      const requiring = newlyRequiring(after, n);
      const must = requiring.length > 0 ? `, and must send it in ${requestsPhrase(requiring)}` : "";
      add("nullable", `no longer nullable: writers may not send null${must}`, sides(false, requestBoth || requiring.length > 0));
    }
    else add("nullable", "no longer nullable: writers may not send null", sides(false, requestBoth));
  }
  // A change of `computed` says itself whether the field is now required (one edit, one entry).
  if (o.requiredInBodies !== n.requiredInBodies && o.computed === n.computed && !nowRequiredByNullability) {
    if (n.requiredInBodies) {
      const requiring = newlyRequiring(after, n);
      add("requiredInBodies", requiring.length > 0 ? `now required in ${requestsPhrase(requiring)}` : "now required, though no request here requires it (a PATCH body requires nothing)", sides(false, requiring.length > 0));
    } else add("requiredInBodies", "now optional in bodies", []);
  }
  if (o.computed !== n.computed) {
    if (n.computed) add("computed", "now computed by the service: no longer accepted in bodies", sides(false, inRequest(before, o)));
    else add("computed", `no longer computed: now accepted${n.requiredInBodies ? " and required" : ""} in bodies`, sides(false, requiringRequests(after, n, n.requiredInBodies).length > 0));
  }
  // Immutability is about update bodies only: a set without updates sees no difference.
  if (o.immutable !== n.immutable) {
    if (n.immutable) add("immutable", "now immutable: no longer accepted in update bodies", sides(false, inUpdate(before, o)));
    else {
      // Where updates replace the record (PUT), a field the bodies require is now required there too.
      const required = n.requiredInBodies && inUpdate(after, n) && updateRequiresFields(after, typeName);
      add("immutable", `no longer immutable: now accepted in update bodies${required ? ", and required in those that replace the record (PUT)" : ""}`, sides(false, required));
    }
  }
  if (o.filterable !== n.filterable) {
    if (n.filterable) add("filterable", "now filterable", []);
    else add("filterable", "no longer filterable in $filter", ["readers"]);
  }
  if (o.defaultValue !== n.defaultValue) {
    const shown = (value: string | undefined) => (value === undefined ? "none" : `'${value}'`);
    add("defaultValue", `default value changed from ${shown(o.defaultValue)} to ${shown(n.defaultValue)}`, []);
  }
  if (o.declaredIn !== n.declaredIn) add("declaredIn", `now declared on ${n.declaredIn} (was ${o.declaredIn})`, []);
  if ((o.description ?? "") !== (n.description ?? "")) add("description", "description changed", []);
  if (!sameJson(o.annotations, n.annotations)) {
    // The field's own constraints: its type definition's changes are reported once, on the type definition.
    const [was, now] = [declaredConstraints(o.annotations, underlyingPrimitive(o.type, typeIndexesOf(before).typeDefinitions)), declaredConstraints(n.annotations, underlyingPrimitive(n.type, typeIndexesOf(after).typeDefinitions))];
    const constraints = constraintChanges(was, now, inResponse(after, n), inRequest(after, n));
    for (const change of constraints) add("annotations", `annotations changed: ${change.message}`, change.breaks);
    if (constraints.length === 0) add("annotations", "annotations changed", []);
  }
  return changes;
}

/** Relationship changes of a type present in both models, given its effective relationships in each. */
export function compareRelationships(pair: Pair, beforeNavs: readonly NavigationProperty[], afterNavs: readonly NavigationProperty[]): Change[] {
  const { before, after, typeName } = pair;
  const changes: Change[] = [];
  const oldByName = new Map(beforeNavs.map((x) => [x.name, x]));
  const newByName = new Map(afterNavs.map((x) => [x.name, x]));
  for (const o of beforeNavs) {
    const n = newByName.get(o.name);
    if (n === undefined) {
      if (o.declaredIn !== typeName) continue;
      // Records created through the relationship (createRelated) lose their POST with it.
      const carriers = new Set(usageOf(before).subtree(typeName).map((t) => t.name));
      const createdThrough = [...before.entitySets, ...before.singletons].some((s) => carriers.has(s.entityType) && s.createRelated.includes(o.name));
      changes.push(
        makeChange({
          element: "relationship", name: `${typeName}.${o.name}`, change: "removed",
          message: `removed (target ${o.target})${createdThrough ? ", and with it the POST that creates related records through it" : ""}`,
          breaks: sides(inResponse(before, o), inRequest(before, o) || createdThrough),
          place: o.source, affects: memberAffects(before, typeName, { kind: "NavigationProperty", name: o.name }),
        }),
      );
    } else if (o.declaredIn === typeName || n.declaredIn === typeName) {
      changes.push(...relationshipChanges(pair, o, n));
    } else if (inheritedFromNewBase(pair, o, n)) {
      changes.push(...relationshipChanges(pair, o, n).filter((c) => c.aspect !== "declaredIn"));
    }
  }
  for (const n of afterNavs) {
    if (oldByName.has(n.name) || n.declaredIn !== typeName) continue;
    // OData Protocol 4.01, section 5.2 (model versioning): adding a nullable or collection-valued navigation is safe.
    const required = !n.collection && !n.nullable && inRequest(after, n) && newToSomeCarrier(before, after, n, "navigations");
    const dynamic = takesDynamicName(before, after, n);
    changes.push(
      makeChange({
        element: "relationship", name: `${typeName}.${n.name}`, change: "added",
        message: `added (target ${n.target}, ${n.cardinality})${required ? ", not nullable: writers must bind it" : ""}${dynamic ? DYNAMIC_NAME_TAKEN : ""}`,
        breaks: sides(false, required || dynamic), place: n.source, affects: memberAffects(after, typeName, { kind: "NavigationProperty", name: n.name }),
      }),
    );
  }
  return changes;
}

function relationshipChanges(pair: Pair, o: NavigationProperty, n: NavigationProperty): Change[] {
  const { before, after, typeName } = pair;
  const response = inResponse(after, n);
  const request = inRequest(before, o) || inRequest(after, n);
  let affects: Affects | undefined;
  const changes: Change[] = [];
  const add = (aspect: string, message: string, breaks: readonly Side[]) => {
    affects ??= memberChangeAffects(before, after, n.declaredIn, { kind: "NavigationProperty", name: n.name }, false);
    changes.push(makeChange({ element: "relationship", name: `${typeName}.${n.name}`, change: "changed", aspect, message, breaks, place: n.source, affects }));
  };
  if (o.target !== n.target) add("target", `target changed from ${o.target} to ${n.target}`, sides(response, request));
  if (o.cardinality !== n.cardinality) {
    // N:1 and 1:1 (or 1:N and N:N) are the same relationship on this side: one record or a collection.
    if (o.collection === n.collection) add("cardinality", `cardinality changed from ${o.cardinality} to ${n.cardinality} (still ${n.collection ? "a collection" : "one record"} on this side)`, []);
    else add("cardinality", `cardinality changed from ${o.cardinality} to ${n.cardinality}`, sides(response, request));
  }
  if (!o.collection && !n.collection && o.nullable !== n.nullable) {
    if (n.nullable) add("nullable", "now nullable: readers may find no related record", sides(response, false));
    else add("nullable", "no longer nullable: writers may no longer remove the link (null)", sides(false, inRequest(before, o) && inRequest(after, n)));
  }
  if (o.containsTarget !== n.containsTarget) add("containsTarget", n.containsTarget ? "now contains its targets" : "no longer contains its targets", BOTH);
  if (o.partner !== n.partner) add("partner", `partner changed from ${o.partner ?? "none"} to ${n.partner ?? "none"}`, []);
  if (o.onDelete !== n.onDelete) add("onDelete", `on-delete action changed from ${o.onDelete ?? "none"} to ${n.onDelete ?? "none"}`, []);
  if (o.declaredIn !== n.declaredIn) add("declaredIn", `now declared on ${n.declaredIn} (was ${o.declaredIn})`, []);
  if ((o.description ?? "") !== (n.description ?? "")) add("description", "description changed", []);
  if (!sameJson(o.annotations, n.annotations)) add("annotations", "annotations changed", []);
  return changes;
}

/** Structural equality of annotation values (JSON data), independent of key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}
