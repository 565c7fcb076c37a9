import type { CsdlNames } from "./names.js";
import { VOCABULARIES, vocabularyOf, type Vocabulary } from "./vocabularies.js";

/**
 * The vocabularies a build used: the qualifiers of every annotation term and enum member name
 * written (recorded by `CsdlNames.term`), mapped to the known vocabularies, in `VOCABULARIES`
 * order. The service's own namespace needs no reference; unknown namespaces cannot get one.
 */
export function usedVocabularies(names: CsdlNames): Vocabulary[] {
  const used = new Set<Vocabulary>();
  for (const qualifier of names.usedQualifiers) {
    if (qualifier === names.qualifier || qualifier === names.namespace) continue;
    const vocabulary = vocabularyOf(qualifier);
    if (vocabulary) used.add(vocabulary);
  }
  return VOCABULARIES.filter((vocabulary) => used.has(vocabulary));
}
