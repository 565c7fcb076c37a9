import { CAPABILITIES, termOfKey } from "../model/annotation-terms.js";
import type { Annotations, EntitySet, Model, Singleton } from "../model/types.js";
import { offered, pathOf } from "./affects.js";
import { sameJson } from "./compare-members.js";
import type { Side } from "./change.js";

/**
 * What an annotation change does to the operations the OpenAPI document offers. Some annotations
 * are read by the emitters as restrictions (`Capabilities.NavigationRestrictions` takes a
 * relationship's path away, `ReadRestrictions`, `InsertRestrictions` on a contained relationship,
 * `Capabilities.BatchSupported` adds `$batch`), so a change to them adds or removes requests
 * clients make. The effect is measured on the old model with only the element's annotations
 * changed, so operations other changes add or remove are not counted again.
 */
export interface OfferedChange {
  /** `GET /Things({ID})/Parts`, in document order. */
  readonly removed: readonly string[];
  readonly added: readonly string[];
  /** Readers when a GET goes, writers when another method goes. */
  readonly breaks: readonly Side[];
  /** The paths of the requests that went or came. */
  readonly paths: readonly string[];
}

function compare(before: Model, variant: Model): OfferedChange {
  const old = offered(before);
  const now = offered(variant);
  const oldSet = new Set(old);
  const nowSet = new Set(now);
  const removed = old.filter((op) => !nowSet.has(op));
  const added = now.filter((op) => !oldSet.has(op));
  const breaks: Side[] = [];
  if (removed.some((op) => op.startsWith("GET "))) breaks.push("readers");
  if (removed.some((op) => !op.startsWith("GET "))) breaks.push("writers");
  const paths = [...new Set([...removed, ...added].map(pathOf))];
  return { removed, added, breaks, paths };
}

const NO_EFFECT: OfferedChange = { removed: [], added: [], breaks: [], paths: [] };

/**
 * Whether two annotation maps differ in a term that may add or take away requests: one of the
 * Capabilities vocabulary's, the restrictions the emitters read. Others (descriptions, validation
 * terms) are looked at no further: each look builds a whole document, seconds on a large model.
 */
function mayChangeRequests(before: Annotations, after: Annotations): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  // Qualified annotations are other annotations, which the emitters do not read as restrictions.
  return [...keys].some((key) => termOfKey(key)?.startsWith(CAPABILITIES) === true && !sameJson(before[key], after[key]));
}

/** The effect of an entity set's annotations changing from `o`'s to `n`'s. */
export function setAnnotationEffect(before: Model, o: EntitySet, n: EntitySet): OfferedChange {
  if (!mayChangeRequests(o.annotations, n.annotations)) return NO_EFFECT;
  return compare(before, { ...before, entitySets: before.entitySets.map((s) => (s === o ? { ...o, annotations: n.annotations } : s)) });
}

/** The effect of a singleton's annotations changing from `o`'s to `n`'s. */
export function singletonAnnotationEffect(before: Model, o: Singleton, n: Singleton): OfferedChange {
  if (!mayChangeRequests(o.annotations, n.annotations)) return NO_EFFECT;
  return compare(before, { ...before, singletons: before.singletons.map((s) => (s === o ? { ...o, annotations: n.annotations } : s)) });
}

/** The effect of the service's (the entity container's) annotations changing to those of `after`. */
export function serviceAnnotationEffect(before: Model, after: Model): OfferedChange {
  if (!mayChangeRequests(before.service.annotations, after.service.annotations)) return NO_EFFECT;
  return compare(before, { ...before, service: { ...before.service, annotations: after.service.annotations } });
}

/** The words for an annotation change: what it takes away and adds, or nothing else. */
export function annotationMessage(effect: OfferedChange): string {
  const parts = [
    ...(effect.removed.length > 0 ? [`no longer offers ${effect.removed.join(", ")}`] : []),
    ...(effect.added.length > 0 ? [`now offers ${effect.added.join(", ")}`] : []),
  ];
  return parts.length === 0 ? "annotations changed" : `annotations changed: ${parts.join("; ")}`;
}
