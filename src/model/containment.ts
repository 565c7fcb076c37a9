import { unnavigableIn } from "./navigation-restrictions.js";
import type { EntityType } from "./types.js";

/**
 * How many containment levels deep contained records are addressed (the OpenAPI containment
 * paths, as the OASIS mapping writes them): containment can recurse, paths cannot. At the last
 * level a contained collection is listed and created in, but its records are not addressed.
 */
export const MAX_CONTAINMENT_DEPTH = 4;

/**
 * The contained collections records are created in below one addressed record of `type` (a POST
 * on each one's path, `Items` or `Parts/Items`), by the rules the containment paths follow: down
 * through single contained records and keyed records of contained collections, at most
 * `MAX_CONTAINMENT_DEPTH` levels, never along a path the root's NavigationRestrictions make
 * unnavigable. Paths, not types, are walked: the depth bounds a recursive containment.
 */
export function containedCollections(
  types: ReadonlyMap<string, EntityType>,
  type: EntityType,
  annotations: Readonly<Record<string, unknown>> | undefined,
): { path: string; target: EntityType }[] {
  const found: { path: string; target: EntityType }[] = [];
  const walk = (current: EntityType, trail: readonly string[], depth: number): void => {
    for (const navigation of current.navigations) {
      if (!navigation.containsTarget) continue;
      const segments = [...trail, navigation.name];
      const path = segments.join("/");
      if (unnavigableIn(annotations, path)) continue;
      const target = types.get(navigation.target);
      if (!target) continue;
      if (navigation.collection) {
        found.push({ path, target });
        // Records of a keyless (abstract) type are not addressed one by one: nothing below them.
        if (depth < MAX_CONTAINMENT_DEPTH && target.key.length > 0) walk(target, segments, depth + 1);
      } else if (depth < MAX_CONTAINMENT_DEPTH) {
        walk(target, segments, depth + 1);
      }
    }
  };
  walk(type, [], 1);
  return found;
}
