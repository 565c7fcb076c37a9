import type { Model } from "../model/types.js";
import { compareChanges, type Change } from "./change.js";
import { compareEntitySets, compareSingletons } from "./compare-sets.js";
import { compareOperations, compareService } from "./compare-service.js";
import { compareEnumTypes, compareStructuredTypes, compareTypeDefinitions } from "./compare-types.js";

/**
 * Every difference between two versions of a model, classified as breaking (and for whom) or not,
 * in report order (breaking first, then by place). Compares the models, never YAML text or
 * generated files, so a reformatted or reordered metadata file reports nothing.
 */
export function diffModels(before: Model, after: Model): Change[] {
  return [
    ...compareService(before, after),
    ...compareStructuredTypes(before, after),
    ...compareEnumTypes(before, after),
    ...compareTypeDefinitions(before, after),
    ...compareEntitySets(before, after),
    ...compareSingletons(before, after),
    ...compareOperations(before, after),
  ].sort(compareChanges);
}

/** Counts for the summary line. */
export function countChanges(changes: readonly Change[]): { breaking: number; nonBreaking: number } {
  const breaking = changes.filter((c) => c.breaking).length;
  return { breaking, nonBreaking: changes.length - breaking };
}
