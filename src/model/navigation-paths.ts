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
  const reached = followNavigationPath(types, type, path);
  return "navigation" in reached ? reached.navigation : undefined;
}

/**
 * What a navigation path from a record of `type` reaches: the relationship it ends at, or why it
 * leads nowhere where a segment names a type. A type-cast segment is a qualified name (namespace
 * or alias) of the type reached so far or of a type derived from it (CSDL 4.01, sections 13.4.1
 * and 14.4.1.2): a record of another type is never there. A cast to the type itself changes
 * nothing and is accepted, as in an entity set path.
 */
export function followNavigationPath(types: PathTypes, type: StructuredType, path: string): { navigation: NavigationProperty } | { problem?: string; hint?: string } {
  let current: StructuredType | undefined = type;
  const segments = path.split("/");
  for (let i = 0; i < segments.length && current; i++) {
    const segment = segments[i]!;
    const last = i === segments.length - 1;
    const local = localName(segment, types.namespace, types.alias);
    const named = types.entityTypes.get(local) ?? types.complexTypes.get(local);
    if (named && local !== segment && !last) {
      if (named.kind !== current.kind || !derivesFrom(types, named, current.name)) {
        return {
          problem: `the type cast '${segment}' names '${named.name}', which does not derive from '${current.name}'`,
          hint: `a type-cast segment names the type reached before it or a type derived from it (CSDL 4.01, section 13.4.1)`,
        };
      }
      current = named;
      continue;
    }
    const navigation = current.navigations.find((n) => n.name === segment);
    if (last) return navigation ? { navigation } : {};
    if (navigation) {
      current = types.entityTypes.get(navigation.target);
      continue;
    }
    const property: Property | undefined = current.properties.find((p) => p.name === segment);
    if (!property && named && local === segment) {
      // A bare type name is a member name to CSDL, not a cast.
      const unrelated = named.kind !== current.kind || !derivesFrom(types, named, current.name) ? `, and type '${named.name}' does not derive from it` : "";
      return { problem: `'${segment}' is neither a relationship nor a field of '${current.name}'${unrelated}`, hint: `a type cast is written with its namespace or alias ('${types.namespace}.${segment}'), and names the type reached before it or a type derived from it` };
    }
    current = property?.type.kind === "complex" ? types.complexTypes.get(property.type.name) : undefined;
  }
  return {};
}

/** Whether a structured type is the type named `base` or derives from it (cycles cut). */
function derivesFrom(types: PathTypes, type: StructuredType, base: string): boolean {
  const index: ReadonlyMap<string, StructuredType> = type.kind === "entity" ? types.entityTypes : types.complexTypes;
  const seen = new Set<string>();
  for (let current: StructuredType | undefined = type; current && !seen.has(current.name); current = current.baseType === undefined ? undefined : index.get(current.baseType)) {
    if (current.name === base) return true;
    seen.add(current.name);
  }
  return false;
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
