import { CAPABILITIES, termOfKey } from "../model/annotation-terms.js";
import type { Annotations, EntitySet, Model, Singleton } from "../model/types.js";
import { offered, offeredQueryOptions, pathOf } from "./affects.js";
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
  /** Query options and the names their lists take, per read: `$top on GET /Things`, `$orderby=Name on GET /Things`. */
  readonly removedOptions: readonly string[];
  readonly addedOptions: readonly string[];
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
  // Options of the reads both models offer (a read that went takes its options with it).
  const kept = (option: string) => oldSet.has(readOf(option)) && nowSet.has(readOf(option));
  const oldOptions = offeredQueryOptions(before);
  const nowOptions = offeredQueryOptions(variant);
  const removedOptions = [...oldOptions].filter((o) => !nowOptions.has(o) && kept(o));
  const addedOptions = [...nowOptions].filter((o) => !oldOptions.has(o) && kept(o));
  const breaks: Side[] = [];
  if (removed.some((op) => op.startsWith("GET ")) || removedOptions.length > 0) breaks.push("readers");
  if (removed.some((op) => !op.startsWith("GET "))) breaks.push("writers");
  const paths = [...new Set([...removed, ...added, ...[...removedOptions, ...addedOptions].map(readOf)].map(pathOf))];
  return { removed, added, removedOptions, addedOptions, breaks, paths };
}

/** The read an option entry is of (`$top on GET /Things` → `GET /Things`). */
const readOf = (option: string): string => option.slice(option.indexOf(" on ") + 4);

const NO_EFFECT: OfferedChange = { removed: [], added: [], removedOptions: [], addedOptions: [], breaks: [], paths: [] };

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
  const removed = [...effect.removed, ...effect.removedOptions];
  const added = [...effect.added, ...effect.addedOptions];
  const parts = [...(removed.length > 0 ? [`no longer offers ${removed.join(", ")}`] : []), ...(added.length > 0 ? [`now offers ${added.join(", ")}`] : [])];
  return parts.length === 0 ? "annotations changed" : `annotations changed: ${parts.join("; ")}`;
}
