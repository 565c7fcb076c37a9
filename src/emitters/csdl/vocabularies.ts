import { OASIS_VOCABULARY_ALIASES, SAP_VOCABULARY_ALIASES } from "../../model/annotation-terms.js";

/**
 * The standard vocabularies edmgen knows: their namespaces, the aliases the documents declare for
 * them, and where they are published. A document references exactly the vocabularies whose terms
 * (or enum types) it uses (CSDL XML 4.01, section 3.3: `edmx:Reference` / `edmx:Include`).
 */
export interface Vocabulary {
  readonly namespace: string;
  readonly alias: string;
  /** The CSDL XML rendition, referenced from `metadata.xml`. */
  readonly xmlUri: string;
  /** The CSDL JSON rendition, referenced from `metadata.json`. */
  readonly jsonUri: string;
}

const OASIS_BASE = "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/";
const SAP_BASE = "https://sap.github.io/odata-vocabularies/vocabularies/";

const oasis = (alias: string): Vocabulary => ({
  namespace: `Org.OData.${alias}.V1`,
  alias,
  xmlUri: `${OASIS_BASE}Org.OData.${alias}.V1.xml`,
  jsonUri: `${OASIS_BASE}Org.OData.${alias}.V1.json`,
});

const sap = (alias: string): Vocabulary => ({
  namespace: `com.sap.vocabularies.${alias}.v1`,
  alias,
  xmlUri: `${SAP_BASE}${alias}.xml`,
  jsonUri: `${SAP_BASE}${alias}.json`,
});

/** In reference order: the OASIS vocabularies first (Core and Capabilities lead), then SAP's. */
export const VOCABULARIES: readonly Vocabulary[] = [...OASIS_VOCABULARY_ALIASES.map(oasis), ...SAP_VOCABULARY_ALIASES.map(sap)];

const BY_QUALIFIER = new Map<string, Vocabulary>();
for (const vocabulary of VOCABULARIES) {
  BY_QUALIFIER.set(vocabulary.namespace, vocabulary);
  BY_QUALIFIER.set(vocabulary.alias, vocabulary);
}

/** The known vocabulary a namespace or alias names, if any. */
export function vocabularyOf(qualifier: string): Vocabulary | undefined {
  return BY_QUALIFIER.get(qualifier);
}

/** The qualifier of a qualified name (`Org.OData.Core.V1` of `Org.OData.Core.V1.Description`). */
export function qualifierOf(qualifiedName: string): string {
  const dot = qualifiedName.lastIndexOf(".");
  return dot < 0 ? "" : qualifiedName.slice(0, dot);
}

/**
 * Writes a qualified name of a known vocabulary with that vocabulary's alias
 * (`Org.OData.Core.V1.Description` -> `Core.Description`); other names are returned unchanged.
 */
export function withVocabularyAlias(qualifiedName: string): string {
  const vocabulary = vocabularyOf(qualifierOf(qualifiedName));
  return vocabulary ? `${vocabulary.alias}${qualifiedName.slice(qualifierOf(qualifiedName).length)}` : qualifiedName;
}
