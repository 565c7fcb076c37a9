import { navigationsThroughComplexFields } from "./complex-navigations.js";
import type { ComplexType, EntityType, NavigationProperty } from "./types.js";

/** A relationship a type derived from another declares, with its path from a record of the base type. */
export interface DerivedNavigation {
  /** After a cast to the derived type (CSDL 4.01, section 13.4.1): `Shop.Customer/Orders`, `Shop.Customer/Terms/Region`. */
  readonly path: string;
  readonly navigation: NavigationProperty;
}

/**
 * The relationships that the entity types derived from `typeName` declare themselves, directly or
 * through the single-valued complex fields they declare, each after a cast to its type: a record
 * of the base type may be of that type, and follows them so (`Parties(1)/Shop.Customer/Orders`).
 * What a derived type inherits is the base type's, and not listed again.
 */
export function derivedTypeNavigations(
  entityTypes: ReadonlyMap<string, EntityType>,
  complexTypes: ReadonlyMap<string, ComplexType>,
  namespace: string,
  typeName: string,
): DerivedNavigation[] {
  const found: DerivedNavigation[] = [];
  for (const derived of entityTypes.values()) {
    if (!derivesFrom(entityTypes, derived, typeName)) continue;
    const cast = `${namespace}.${derived.name}/`;
    for (const navigation of derived.navigations) if (navigation.declaredIn === derived.name) found.push({ path: `${cast}${navigation.name}`, navigation });
    for (const { fields, navigation } of navigationsThroughComplexFields(complexTypes, derived)) {
      if (derived.properties.find((p) => p.name === fields[0])?.declaredIn !== derived.name) continue;
      found.push({ path: `${cast}${[...fields, navigation.name].join("/")}`, navigation });
    }
  }
  return found;
}

/** Whether `type` derives from `typeName`, directly or not (a cycle in the base types ends the walk). */
function derivesFrom(entityTypes: ReadonlyMap<string, EntityType>, type: EntityType, typeName: string): boolean {
  const seen = new Set<string>();
  for (let base = type.baseType; base !== undefined && !seen.has(base); base = entityTypes.get(base)?.baseType) {
    if (base === typeName) return true;
    seen.add(base);
  }
  return false;
}
