/**
 * The Validation vocabulary's constraints on values that the JSON Schemas and the zod validators
 * check as well as `$metadata` states them: `Validation.Pattern` on a String field (or parameter),
 * an ECMAScript regular expression, as JSON Schema's `pattern` is one (read with the `u` flag, as
 * ajv reads patterns); `Validation.Minimum` and `Maximum` on a numeric field, given as plain
 * numbers, each exclusive where annotated `Validation.Exclusive`.
 */

import { annotationOf, termOfKey } from "./annotation-terms.js";
import { underlyingPrimitive } from "./build-members.js";
import type { TypeDefinition, TypeRef } from "./types.js";

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

/** A bound of a numeric value. */
export interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
}

/** The element's `Validation.Minimum` and `Maximum`, where given as plain numbers, with their `Validation.Exclusive`. */
function boundsOf(annotations: Readonly<Record<string, unknown>> | undefined): { readonly minimum?: Bound; readonly maximum?: Bound } {
  let minimum: Bound | undefined;
  let maximum: Bound | undefined;
  for (const key in annotations) {
    const term = termOfKey(key);
    if (term !== `${VALIDATION}Minimum` && term !== `${VALIDATION}Maximum`) continue;
    const value = annotations[key];
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    // `Minimum@Validation.Exclusive: true` (a Tag: written alone it is true).
    const exclusive = Object.entries(annotations).some(([nested, flag]) => nested.startsWith(`${key}@`) && termOfKey(nested.slice(key.length + 1)) === `${VALIDATION}Exclusive` && flag !== false);
    if (term === `${VALIDATION}Minimum`) minimum = { value, exclusive };
    else maximum = { value, exclusive };
  }
  return { ...(minimum ? { minimum } : {}), ...(maximum ? { maximum } : {}) };
}

/** The numeric primitive types a Minimum or Maximum constrains in the outputs. */
const BOUNDED_TYPES: ReadonlySet<string> = new Set(["Byte", "SByte", "Int16", "Int32", "Int64", "Decimal", "Double", "Single"]);

/** The constraints the outputs check on one value (a field, a parameter). */
export interface ValueConstraints {
  readonly pattern?: string;
  readonly minimum?: Bound;
  readonly maximum?: Bound;
}

const NONE: ValueConstraints = Object.freeze({});

/**
 * What the JSON Schemas, the zod validators and `edmgen diff` hold a value to: its pattern where
 * it is a String, its bounds where it is a number (type definitions resolved); the rest stays in
 * `$metadata` only.
 */
export function valueConstraints(
  value: { readonly type: TypeRef; readonly annotations?: Readonly<Record<string, unknown>> },
  typeDefinitions: ReadonlyMap<string, TypeDefinition>,
): ValueConstraints {
  const pattern = patternOf(value.annotations);
  const { minimum, maximum } = boundsOf(value.annotations);
  if (pattern === undefined && minimum === undefined && maximum === undefined) return NONE;
  const primitive = underlyingPrimitive(value.type, typeDefinitions);
  const numeric = BOUNDED_TYPES.has(primitive ?? "");
  return {
    ...(pattern !== undefined && primitive === "String" ? { pattern } : {}),
    ...(minimum !== undefined && numeric ? { minimum } : {}),
    ...(maximum !== undefined && numeric ? { maximum } : {}),
  };
}
