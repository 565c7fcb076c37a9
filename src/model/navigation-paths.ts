import { navigationsThroughComplexFields } from "./complex-navigations.js";
import { derivedTypesByBase } from "./derived-types.js";
import { localName } from "./names.js";
import type { ComplexType, EntityType, NavigationProperty, Property, StructuredType } from "./types.js";

/** The types a navigation path is read against: by local name, and the names that qualify them. */
export interface PathTypes {
  readonly entityTypes: ReadonlyMap<string, EntityType>;
  readonly complexTypes: ReadonlyMap<string, ComplexType>;
  readonly namespace: string;
  readonly alias: string | undefined;
}

/**
 * The relationship a navigation path from a record of `type` ends at (a navigation property
 * binding's path, CSDL 4.01, section 13.4.1): through navigations, complex fields and casts to
 * types named with the namespace or the alias; undefined where the path leads nowhere.
 */
export function navigationAt(types: PathTypes, type: StructuredType, path: string): NavigationProperty | undefined {
  let current: StructuredType | undefined = type;
  const segments = path.split("/");
  for (let i = 0; i < segments.length && current; i++) {
    const segment = segments[i]!;
    const last = i === segments.length - 1;
    const local = localName(segment, types.namespace, types.alias);
    const cast = types.entityTypes.get(local) ?? types.complexTypes.get(local);
    if (cast && !last) {
      current = cast;
      continue;
    }
    const navigation = current.navigations.find((n) => n.name === segment);
    if (last) return navigation;
    if (navigation) {
      current = types.entityTypes.get(navigation.target);
      continue;
    }
    const property: Property | undefined = current.properties.find((p) => p.name === segment);
    current = property?.type.kind === "complex" ? types.complexTypes.get(property.type.name) : undefined;
  }
  return undefined;
}

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
  for (const derived of derivedTypesOf(entityTypes).get(typeName) ?? []) {
    const cast = `${namespace}.${derived.name}/`;
    for (const navigation of derived.navigations) if (navigation.declaredIn === derived.name) found.push({ path: `${cast}${navigation.name}`, navigation });
    for (const { fields, navigation } of navigationsThroughComplexFields(complexTypes, derived)) {
      if (derived.properties.find((p) => p.name === fields[0])?.declaredIn !== derived.name) continue;
      found.push({ path: `${cast}${[...fields, navigation.name].join("/")}`, navigation });
    }
  }
  return found;
}

const derivedIndexes = new WeakMap<ReadonlyMap<string, EntityType>, Map<string, EntityType[]>>();

/** Every type derived from each entity type (abstract or not), built once per index, so that asking for each set's type costs no walk over all types. */
function derivedTypesOf(entityTypes: ReadonlyMap<string, EntityType>): Map<string, EntityType[]> {
  let index = derivedIndexes.get(entityTypes);
  if (!index) derivedIndexes.set(entityTypes, (index = derivedTypesByBase(entityTypes)));
  return index;
}
