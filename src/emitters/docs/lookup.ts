import type { EntitySet, EntityType, Model, StructuredType } from "../../model/types.js";

/** Indexes of a model that the pages look things up in, built once per model (pages are built per set). */
export interface ModelLookup {
  readonly types: ReadonlyMap<string, StructuredType>;
  readonly entityTypes: ReadonlyMap<string, EntityType>;
  /** Entity sets that offer at least one operation, by entity type. */
  readonly setsByType: ReadonlyMap<string, readonly EntitySet[]>;
}

const cache = new WeakMap<Model, ModelLookup>();

/** The lookup of a model (cached: the model is immutable). */
export function lookupOf(model: Model): ModelLookup {
  let lookup = cache.get(model);
  if (!lookup) {
    const setsByType = new Map<string, EntitySet[]>();
    for (const set of model.entitySets) {
      if (set.operations.length === 0) continue;
      const list = setsByType.get(set.entityType) ?? [];
      list.push(set);
      setsByType.set(set.entityType, list);
    }
    lookup = {
      types: new Map<string, StructuredType>([...model.entityTypes, ...model.complexTypes].map((t) => [t.name, t])),
      entityTypes: new Map(model.entityTypes.map((t) => [t.name, t])),
      setsByType,
    };
    cache.set(model, lookup);
  }
  return lookup;
}

/** The base types of a type, nearest first. */
export function baseChain(model: Model, type: StructuredType): string[] {
  const { types } = lookupOf(model);
  const chain: string[] = [];
  for (let name = type.baseType; name !== undefined && !chain.includes(name); name = types.get(name)?.baseType) chain.push(name);
  return chain;
}
