import { pathAccess, unnavigableIn } from "./navigation-restrictions.js";
import type { EntityType, NavigationProperty } from "./types.js";

/**
 * How many containment levels deep contained records are addressed (the OpenAPI containment
 * paths, as the OASIS mapping writes them): containment can recurse, paths cannot. At the last
 * level a contained collection is listed and created in, but its records are not addressed.
 */
export const MAX_CONTAINMENT_DEPTH = 4;

/** One step of a containment walk: a contained relationship followed from the record above it. */
export interface ContainmentStep {
  readonly navigation: NavigationProperty;
  readonly target: EntityType;
  /** The relationships followed from the root record: `Items`, `Parts/Items`. */
  readonly path: string;
  /** 1 directly below the root record. */
  readonly depth: number;
  /** Whether the target's records are addressed here one by one: a single contained record, or a keyed record of a collection above the last level. */
  readonly addressed: boolean;
  /** Whether records are created in this contained collection (a POST on its path) where the root's are: not where the root's NavigationRestrictions say `Insertable: false` for the path. */
  readonly insertable: boolean;
  /** Whether the records here are updated where the root's are: not where the root's NavigationRestrictions say `Updatable: false` for the path. */
  readonly updatable: boolean;
}

/**
 * Walks the contained relationships below one addressed record of `type` by the rules the
 * containment paths follow: down through addressed records only, at most
 * `MAX_CONTAINMENT_DEPTH` levels, never along a path the root's NavigationRestrictions make
 * unnavigable. Paths, not types, are walked: the depth bounds a recursive containment. The OpenAPI
 * paths, the bodies that exist for them (`writeAccess`) and EDM0310 all follow this walk.
 */
export function walkContainment(
  types: ReadonlyMap<string, EntityType>,
  type: EntityType,
  annotations: Readonly<Record<string, unknown>> | undefined,
  visit: (step: ContainmentStep) => void,
): void {
  const walk = (current: EntityType, trail: readonly string[], depth: number): void => {
    for (const navigation of current.navigations) {
      if (!navigation.containsTarget) continue;
      const segments = [...trail, navigation.name];
      const path = segments.join("/");
      if (unnavigableIn(annotations, path)) continue;
      const target = types.get(navigation.target);
      if (!target) continue;
      const access = pathAccess(annotations, path, navigation.collection);
      // Records of a keyless (abstract) type are not addressed one by one: nothing below them.
      // Nor those the root's NavigationRestrictions say are not indexable by key there.
      const addressed = !navigation.collection || (target.key.length > 0 && depth < MAX_CONTAINMENT_DEPTH && access.indexable);
      visit({ navigation, target, path, depth, addressed, insertable: navigation.collection && access.create, updatable: access.update });
      if (addressed && depth < MAX_CONTAINMENT_DEPTH) walk(target, segments, depth + 1);
    }
  };
  walk(type, [], 1);
}

/** The contained collections records are created in below one addressed record of `type` (a POST on each one's path), by `walkContainment`. */
export function containedCollections(
  types: ReadonlyMap<string, EntityType>,
  type: EntityType,
  annotations: Readonly<Record<string, unknown>> | undefined,
): { path: string; target: EntityType }[] {
  const found: { path: string; target: EntityType }[] = [];
  walkContainment(types, type, annotations, (step) => {
    if (step.insertable) found.push({ path: step.path, target: step.target });
  });
  return found;
}
