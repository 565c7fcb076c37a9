import type { SchemaSet } from "../json-schema/json-schema-types.js";

/**
 * The names of the schemas a document needs: the ones its paths, parameters and responses
 * reference (`roots`) and, transitively, the ones those reference. Unreferenced schemas (abstract
 * base types, envelopes of types no list returns) stay in the JSON Schema files but out of the
 * OpenAPI document, which then has no unused components.
 */
export function reachableSchemas(roots: Iterable<string>, set: SchemaSet): Set<string> {
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (name: string): void => {
    if (reached.has(name)) return;
    reached.add(name);
    queue.push(name);
  };
  for (const name of roots) reach(name);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const named = set.byName.get(name);
    if (!named) throw new Error(`bug: reference to unknown schema '${name}'`);
    for (const reference of named.references) reach(reference);
  }
  return reached;
}
