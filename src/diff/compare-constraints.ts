import type { AllowedValue, Bound, ValueConstraints } from "../model/validation-constraints.js";
import { sides, type Side } from "./change.js";

/**
 * The changes of the constraints the outputs check (a String's pattern, a number's bounds, allowed
 * values) that an element declares (a field, a type definition), for values that travel in
 * responses (`reads`) or requests (`writes`): a new or tighter one may refuse what writers send.
 */
export function constraintChanges(was: ValueConstraints, now: ValueConstraints, reads: boolean, writes: boolean): { message: string; breaks: Side[] }[] {
  const changes: { message: string; breaks: Side[] }[] = [];
  const [wasPattern, nowPattern] = [was.patterns?.join("' and '"), now.patterns?.join("' and '")];
  const bounded = JSON.stringify([was.minimum, was.maximum]) !== JSON.stringify([now.minimum, now.maximum]);
  const narrower = tighter(was.minimum, now.minimum, 1) || tighter(was.maximum, now.maximum, -1);
  const writers = sides(false, writes);
  const allowed = allowedValuesChange(was.allowedValues, now.allowedValues);
  if (allowed !== undefined) changes.push({ message: allowed.message, breaks: sides(allowed.readers && reads, allowed.writers && writes) });
  if (wasPattern !== nowPattern && nowPattern === undefined) changes.push({ message: `Validation.Pattern '${wasPattern}' removed`, breaks: narrower ? writers : [] });
  else if (wasPattern !== nowPattern) changes.push({ message: `Validation.Pattern ${wasPattern === undefined ? "added" : `changed from '${wasPattern}' to`} '${nowPattern}'`, breaks: writers });
  else if (bounded) changes.push({ message: `Validation.Minimum or Maximum ${narrower ? "now refuses values it accepted" : "now accepts more values"}`, breaks: narrower ? writers : [] });
  return changes;
}

/**
 * A change of the values `Validation.AllowedValues` admits, as an enum's members: a value no longer
 * allowed (or a list where there was none) refuses what writers sent; a value newly allowed (or no
 * list any more) reaches readers who do not know it.
 */
function allowedValuesChange(was: readonly AllowedValue[] | undefined, now: readonly AllowedValue[] | undefined): { message: string; readers: boolean; writers: boolean } | undefined {
  if (was === undefined && now === undefined) return undefined;
  const listed = (values: readonly AllowedValue[]) => values.map((v) => JSON.stringify(v)).join(", ");
  if (was === undefined) return { message: `Validation.AllowedValues added: only ${listed(now!)} accepted`, readers: false, writers: true };
  if (now === undefined) return { message: "Validation.AllowedValues removed: readers may receive any value", readers: true, writers: false };
  const removed = was.filter((v) => !now.includes(v));
  const added = now.filter((v) => !was.includes(v));
  if (removed.length === 0 && added.length === 0) return undefined;
  const parts = [...(removed.length > 0 ? [`${listed(removed)} no longer allowed`] : []), ...(added.length > 0 ? [`${listed(added)} now allowed: readers may receive a value they do not know`] : [])];
  return { message: `Validation.AllowedValues: ${parts.join("; ")}`, readers: added.length > 0, writers: removed.length > 0 };
}

/** Whether a new bound refuses a value the old one accepted (`direction` 1 for a minimum, -1 for a maximum). */
function tighter(was: Bound | undefined, now: Bound | undefined, direction: 1 | -1): boolean {
  if (now === undefined) return false;
  if (was === undefined) return true;
  const difference = (now.value - was.value) * direction;
  return difference > 0 || (difference === 0 && now.exclusive && !was.exclusive);
}
