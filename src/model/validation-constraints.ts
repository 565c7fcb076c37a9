/**
 * The Validation vocabulary's constraints on values that the JSON Schemas and the zod validators
 * check as well as `$metadata` states them: `Validation.Pattern` on a String field (or parameter),
 * an ECMAScript regular expression, as JSON Schema's `pattern` is one (read with the `u` flag, as
 * ajv reads patterns).
 */

import { annotationOf } from "./annotation-terms.js";

export const VALIDATION = "Org.OData.Validation.V1.";

/** The element's `Validation.Pattern`, when it gives one as a string. */
export function patternOf(annotations: Readonly<Record<string, unknown>> | undefined): string | undefined {
  // Most elements carry no annotations at all: nothing to look up.
  for (const _ in annotations) {
    const pattern = annotationOf(annotations, `${VALIDATION}Pattern`);
    return typeof pattern === "string" ? pattern : undefined;
  }
  return undefined;
}

/** Why a pattern cannot be checked as JSON Schema and zod check one, or undefined when it can. */
export function patternProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== "string") return "is not a string";
  try {
    new RegExp(pattern, "u");
    return undefined;
  } catch (error) {
    return `is not a regular expression ECMAScript reads with the u flag, as JSON Schema validators and zod do (${(error as Error).message.replace(/^Invalid regular expression: /, "")})`;
  }
}
