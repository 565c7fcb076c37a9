import type { EntityType, StructuredType } from "./types.js";

/**
 * For each structured type, the types derived from it (directly or further down) that are not
 * abstract, base before derived as the model orders them: the types whose records a set,
 * container, singleton or property declared with that type may also hold (OData CSDL 4.01,
 * sections 6.1.1 and 9.1.1). Types without any are left out.
 */
export function instantiableDerivedTypes<T extends StructuredType>(types: Iterable<T>): Map<string, T[]> {
  const byName = new Map<string, T>();
  for (const type of types) byName.set(type.name, type);
  return derivedTypesByBase(byName, (type) => !type.abstract);
}

/**
 * For each type, the types of `byName` derived from it (directly or further down) that `include`
 * keeps, in the map's order. Types without any are left out.
 */
export function derivedTypesByBase<T extends StructuredType>(byName: ReadonlyMap<string, T>, include: (type: T) => boolean = () => true): Map<string, T[]> {
  const derived = new Map<string, T[]>();
  for (const type of byName.values()) {
    if (!include(type)) continue;
    // Every base up the chain may hold this type's records; the model has no inheritance cycles,
    // but a bound on the walk keeps a broken model from looping.
    let base = type.baseType === undefined ? undefined : byName.get(type.baseType);
    for (let depth = 0; base !== undefined && depth < byName.size; depth++) {
      const list = derived.get(base.name);
      if (list) list.push(type);
      else derived.set(base.name, [type]);
      base = base.baseType === undefined ? undefined : byName.get(base.baseType);
    }
  }
  return derived;
}

/** Whether `typeName` is `base` or derives from it. */
export function isOrDerivesFrom(entityTypes: ReadonlyMap<string, EntityType>, typeName: string, base: string): boolean {
  const seen = new Set<string>();
  for (let current: string | undefined = typeName; current !== undefined && !seen.has(current); current = entityTypes.get(current)?.baseType) {
    if (current === base) return true;
    seen.add(current);
  }
  return false;
}
