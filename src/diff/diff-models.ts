import type { Model } from "../model/types.js";
import { compareChanges, type Affects, type Change } from "./change.js";
import { exactAffects, outputDelta } from "./output-delta.js";
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

/**
 * The report of two versions: `diffModels`, each change's affects list kept to the outputs that
 * do change between the versions, and what changes there that no change names (`exactAffects`).
 */
export function diffReport(before: Model, after: Model): { changes: Change[]; alsoChanged: Affects } {
  const changes = diffModels(before, after);
  if (changes.length === 0) return { changes, alsoChanged: { openApiPaths: [], openApiSchemas: [], csdl: [], typeScript: [] } };
  return exactAffects(changes, outputDelta(before, after));
}

/** Counts for the summary line. */
export function countChanges(changes: readonly Change[]): { breaking: number; nonBreaking: number } {
  const breaking = changes.filter((c) => c.breaking).length;
  return { breaking, nonBreaking: changes.length - breaking };
}
