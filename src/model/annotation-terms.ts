/**
 * The term an annotation key of the format names. Keys are full term names, or use the standard
 * aliases of the two vocabularies the format itself writes (`Core.Computed`), with or without a
 * leading `@` (as in CSDL JSON).
 */

export const CORE = "Org.OData.Core.V1.";
export const CAPABILITIES = "Org.OData.Capabilities.V1.";
const ALIASES: Readonly<Record<string, string>> = { Core: CORE, Capabilities: CAPABILITIES };

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

/** The value of an element's unqualified annotation of a term (any key form), if it has one. */
export function annotationOf(annotations: Readonly<Record<string, unknown>> | undefined, term: string): unknown {
  for (const [key, value] of Object.entries(annotations ?? {})) if (termOfKey(key) === term) return value;
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
