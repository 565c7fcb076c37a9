import { suggest } from "../diagnostics/suggest.js";
import { OASIS_VOCABULARY_TERMS } from "./vocabulary-terms.js";

/**
 * The term an annotation key of the format names. Keys are full term names, or use the standard
 * alias of a vocabulary edmgen references (`Core.Computed`, `Validation.Pattern`), with or without
 * a leading `@` (as in CSDL JSON).
 */

export const CORE = "Org.OData.Core.V1.";
export const CAPABILITIES = "Org.OData.Capabilities.V1.";

/**
 * The qualified term of an unqualified annotation key (`@Core.Computed` → `Org.OData.Core.V1.Computed`);
 * undefined for a qualified one (`#Short`) or an annotation of an annotation, which are other annotations.
 */
export function termOfKey(key: string): string | undefined {
  const name = key.startsWith("@") ? key.slice(1) : key;
  if (name.includes("#") || name.includes("@")) return undefined;
  const dot = name.lastIndexOf(".");
  const namespace = ALIASES[name.slice(0, dot)];
  return namespace ? namespace + name.slice(dot + 1) : name;
}

/** The key (as written, `@` included) of an element's unqualified annotation of a term, if it has one. */
export function annotationKeyOf(annotations: Readonly<Record<string, unknown>> | undefined, term: string): string | undefined {
  for (const key of Object.keys(annotations ?? {})) if (termOfKey(key) === term) return key;
  return undefined;
}

/** The value of an element's unqualified annotation of a term (any key form), if it has one. */
export function annotationOf(annotations: Readonly<Record<string, unknown>> | undefined, term: string): unknown {
  for (const [key, value] of Object.entries(annotations ?? {})) if (termOfKey(key) === term) return value;
  return undefined;
}

/**
 * The standard vocabularies edmgen references when a document uses their terms, by alias: the
 * OASIS ones (`Org.OData.<Alias>.V1`) and SAP's (`com.sap.vocabularies.<Alias>.v1`). A term of any
 * other vocabulary would appear in `$metadata` without the reference that declares it (EDM0223).
 */
export const OASIS_VOCABULARY_ALIASES = ["Core", "Capabilities", "Validation", "Measures", "Authorization", "Aggregation", "JSON", "Repeatability", "Temporal"] as const;
export const SAP_VOCABULARY_ALIASES = ["Common", "UI", "Communication", "PersonalData", "Analytics", "CodeList", "Hierarchy", "Session", "HTML5", "ODM"] as const;

/** The namespace (with its trailing dot) each referenced vocabulary's alias stands for in a key. */
const ALIASES: Readonly<Record<string, string>> = Object.fromEntries([
  ...OASIS_VOCABULARY_ALIASES.map((alias) => [alias, `Org.OData.${alias}.V1.`]),
  ...SAP_VOCABULARY_ALIASES.map((alias) => [alias, `com.sap.vocabularies.${alias}.v1.`]),
]);

const KNOWN_QUALIFIERS: ReadonlySet<string> = new Set([
  ...OASIS_VOCABULARY_ALIASES.flatMap((alias) => [alias, `Org.OData.${alias}.V1`]),
  ...SAP_VOCABULARY_ALIASES.flatMap((alias) => [alias, `com.sap.vocabularies.${alias}.v1`]),
]);

/**
 * Whether a set's records carry ETags that a change must name in `If-Match`
 * (Core.OptimisticConcurrency, OData Protocol 4.01, section 11.4.1.1).
 */
export function hasOptimisticConcurrency(annotations: Readonly<Record<string, unknown>> | undefined): boolean {
  return annotationOf(annotations, `${CORE}OptimisticConcurrency`) !== undefined;
}

/** The namespace of a standard vocabulary by the alias `$metadata` gives it (`Measures` → `Org.OData.Measures.V1`), if it is one. */
export function vocabularyOfAlias(alias: string): string | undefined {
  return Object.hasOwn(ALIASES, alias) ? ALIASES[alias]!.slice(0, -1) : undefined;
}

/** Whether a name is the alias `$metadata` gives one of the vocabularies edmgen references (`Core`, `UI`). */
export function isVocabularyAlias(name: string): boolean {
  return (OASIS_VOCABULARY_ALIASES as readonly string[]).includes(name) || (SAP_VOCABULARY_ALIASES as readonly string[]).includes(name);
}

/**
 * The first term of an annotation key (`@UI.LineItem#Short@Core.Description` names two) whose
 * namespace or alias is not a vocabulary edmgen references; undefined when all are.
 */
export function unknownVocabularyTerm(key: string): string | undefined {
  for (const part of (key.startsWith("@") ? key.slice(1) : key).split("@")) {
    const term = part.split("#")[0]!;
    const qualifier = term.slice(0, Math.max(term.lastIndexOf("."), 0));
    if (!KNOWN_QUALIFIERS.has(qualifier)) return term;
  }
  return undefined;
}

/**
 * The first term of an annotation key that names a term of an OASIS vocabulary (by full name or
 * alias) which that vocabulary does not declare (`Core.Descripton`), with the declared term
 * closest to it; undefined when every term is declared or of another vocabulary.
 */
export function undeclaredVocabularyTerm(key: string): { term: string; vocabulary: string; suggestion?: string } | undefined {
  for (const part of (key.startsWith("@") ? key.slice(1) : key).split("@")) {
    const term = part.split("#")[0]!;
    const dot = term.lastIndexOf(".");
    if (dot < 0) continue;
    const qualifier = term.slice(0, dot);
    const namespace = ALIASES[qualifier]?.slice(0, -1) ?? qualifier;
    const declared = Object.hasOwn(OASIS_VOCABULARY_TERMS, namespace) ? OASIS_VOCABULARY_TERMS[namespace] : undefined;
    const name = term.slice(dot + 1);
    if (declared === undefined || declared.includes(name)) continue;
    const close = suggest(name, declared);
    return { term, vocabulary: namespace.split(".")[2]!, ...(close ? { suggestion: `${qualifier}.${close}` } : {}) };
  }
  return undefined;
}

/**
 * The local names of the terms edmgen declares in a service's own schema, for what no standard
 * term says: the exact filter forms of a FilterExpressionRestrictions entry, and a set's phase
 * change (the relationship its POST changes and the complex type of its body). The CSDL emitters
 * declare them, the model keeps their names free (EDM0222), and `edmgen import` reads them back.
 */
export const SERVICE_TERMS = {
  allowedFilterForms: "AllowedFilterForms",
  phaseChangeNavigation: "PhaseChangeNavigation",
  phaseChangeBody: "PhaseChangeBody",
} as const;
