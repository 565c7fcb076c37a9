/**
 * The Validation vocabulary's constraints on values that the JSON Schemas and the zod validators
 * check as well as `$metadata` states them, given on a field or on the type definition a value is
 * of (every value of the type is held to the definition's): `Validation.Pattern` on a String value,
 * an ECMAScript regular expression, as JSON Schema's `pattern` is one (read with the `u` flag, as
 * ajv reads patterns); `Validation.Minimum` and `Maximum` on a numeric value, given as plain
 * numbers, each exclusive where annotated `Validation.Exclusive`; `Validation.AllowedValues` on a
 * String or numeric value, whose values are given as strings or numbers (or numeric typed constants).
 */

import { annotationOf, termOfKey } from "./annotation-terms.js";
import { decimalBound, decimalDigitsProblem } from "./decimal-bounds.js";
import { significantDigits, SINGLE_MAX } from "./literals.js";
import { underlyingPrimitive } from "./underlying-primitive.js";
import type { Facets, TypeDefinition, TypeRef } from "./types.js";

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

/** What the constraints need of the model's type definitions (`edmgen import` has no model yet). */
export type TypeDefinitions = ReadonlyMap<string, Pick<TypeDefinition, "underlyingType" | "facets" | "annotations">>;

/** A value `Validation.AllowedValues` admits: a string for a String, a number for a numeric type. */
export type AllowedValue = string | number;

/** The ranges of the integer types (OData CSDL 4.01, section 4.4); Int64's as the doubles nearest its bounds. */
const INTEGER_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  Byte: [0, 255],
  SByte: [-128, 127],
  Int16: [-32768, 32767],
  Int32: [-2147483648, 2147483647],
  Int64: [-(2 ** 63), 2 ** 63],
};

/** Numeric typed constants (`{ $Decimal: "1.5" }`), which an allowed number may be given as. */
const NUMERIC_MARKERS = ["$Int", "$Decimal", "$Float"] as const;

/** One allowed value read (a number with the text it was given as), or why the outputs cannot check it; `at` is its place inside the annotation's value. */
type ReadValue = { readonly value: AllowedValue; readonly text?: string } | { readonly problem: string; readonly at: readonly (string | number)[] };

/** The `Value` of one `Validation.AllowedValue` record as a value of `primitive`. */
function readAllowedValue(record: unknown, index: number, primitive: string, noun: string): ReadValue {
  if (typeof record !== "object" || record === null || Array.isArray(record) || !Object.hasOwn(record, "Value")) {
    return { problem: "lists something other than a record with a 'Value' (Validation.AllowedValue)", at: [index] };
  }
  const given = (record as { Value: unknown }).Value;
  const at = [index, "Value"];
  if (primitive === "String") return typeof given === "string" ? { value: given } : { problem: `gives ${shown(given)}, which is not a string as the ${noun}'s values are (quote it)`, at };
  let number = given;
  let text = typeof given === "number" ? String(given) : undefined;
  if (typeof given === "object" && given !== null && !Array.isArray(given)) {
    const marker = NUMERIC_MARKERS.find((m) => Object.hasOwn(given, m));
    text = marker === undefined ? undefined : String((given as Record<string, unknown>)[marker]);
    number = marker === undefined ? given : Number(text);
  }
  if (typeof number !== "number" || !Number.isFinite(number)) return { problem: `gives ${shown(given)}, which is not a number as the ${noun}'s values are`, at };
  const range = INTEGER_RANGES[primitive];
  if (range && !Number.isInteger(number)) return { problem: `gives ${number}, which is not an integer as Edm.${primitive} values are`, at };
  if (range && (number < range[0] || number > range[1])) return { problem: `gives ${number}, which is outside Edm.${primitive}'s range`, at };
  // A plain number YAML has rounded is EDM0228 where it is written; a typed constant's text is exact.
  const inexact = typeof given === "number" ? undefined : inexactProblem(number, text!, primitive);
  if (inexact !== undefined) return { problem: `gives ${text}, which ${inexact}`, at };
  return { value: number, text: text! };
}

/**
 * The enums and literals hold numbers as JSON numbers, doubles: an integer beyond 2^53 − 1, or a
 * typed constant with more than 15 significant digits, would be checked as another value. (A
 * Double's or Single's value is the double the text reads as, as its default is.)
 */
function inexactProblem(number: number, text: string, primitive: string): string | undefined {
  if (primitive === "Double" || primitive === "Single") return undefined;
  const doubles = "the outputs hold numbers as doubles, which do not keep all its digits, and would check another value";
  if (Number.isInteger(number) && !Number.isSafeInteger(number)) return `is beyond 2^53 − 1: ${doubles}`;
  if (!Number.isSafeInteger(number) && significantDigits(text) > 15) return `has more than 15 significant digits: ${doubles}`;
  return undefined;
}

/**
 * What a numeric field's facets refuse of an allowed value, as the outputs refuse it in a payload
 * and as they refuse a default: a Decimal's digits beyond its precision and scale, a Single beyond its range.
 */
function numericFacetProblem(number: number, text: string, primitive: string | undefined, facets: Facets, noun: string): string | undefined {
  if (primitive === "Single" && Math.abs(number) > SINGLE_MAX) return "is beyond the range of Edm.Single (about ±3.4e38)";
  if (primitive !== "Decimal") return undefined;
  const digits = decimalDigitsProblem(plainDecimal(text), facets);
  if (digits !== undefined) return digits.replace(/^it /, "");
  const bound = decimalBound(facets);
  return bound !== undefined && Math.abs(number) > bound ? `is beyond the ${noun}'s precision and scale (at most ±${bound})` : undefined;
}

/** A decimal literal without an exponent (`1.5e3` is `1500`), as the digit counts of a Decimal read it. */
function plainDecimal(text: string): string {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?[eE]([+-]?\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[2]}${match[3] ?? ""}`;
  const point = match[2]!.length + Number(match[4]);
  // Exponents this large are no finite double; the value was refused before.
  if (Math.abs(point) > 400) return text;
  const body = point <= 0 ? `0.${"0".repeat(-point)}${digits}` : point >= digits.length ? `${digits}${"0".repeat(point - digits.length)}` : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${match[1]}${body}`;
}

function shown(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "object" ? "a record" : JSON.stringify(value);
}

/**
 * `Validation.AllowedValues` on a value of `primitive`: the values it admits, in the order given
 * and without repeats, or the first reason the outputs cannot check it as given. Undefined where
 * the outputs do not check it (a value of another type: a date, a GUID).
 */
function readAllowedValues(
  given: unknown,
  primitive: string | undefined,
  noun = "field",
): { readonly values: readonly { readonly value: AllowedValue; readonly text?: string; readonly index: number }[] } | { readonly problem: string; readonly at: readonly (string | number)[] } | undefined {
  if (primitive !== "String" && !BOUNDED_TYPES.has(primitive ?? "")) return undefined;
  if (!Array.isArray(given)) return { problem: "is not a list of records with a 'Value' each (Validation.AllowedValue)", at: [] };
  if (given.length === 0) return { problem: "lists no value: the outputs would refuse every value but null", at: [] };
  const values: { value: AllowedValue; text?: string; index: number }[] = [];
  for (const [index, record] of given.entries()) {
    const read = readAllowedValue(record, index, primitive!, noun);
    if ("problem" in read) return read;
    if (!values.some((v) => v.value === read.value)) values.push({ ...read, index });
  }
  return { values };
}

/** The constraints the outputs check on one value (a field, a parameter). */
export interface ValueConstraints {
  /** `Validation.Pattern`s a String value matches, each of them: the type definition's first, then the field's own. */
  readonly patterns?: readonly string[];
  readonly minimum?: Bound;
  readonly maximum?: Bound;
  /** `Validation.AllowedValues`: the only values taken (besides null where the value is nullable). */
  readonly allowedValues?: readonly AllowedValue[];
}

const NONE: ValueConstraints = Object.freeze({});

/**
 * What the JSON Schemas, the zod validators and `edmgen diff` hold a value to: the constraints of
 * its type definition (where it is of one) and its own, both: patterns that each must match, the
 * tighter of two bounds, the allowed values both lists admit (in the value's own order).
 */
export function valueConstraints(
  value: { readonly type: TypeRef; readonly annotations?: Readonly<Record<string, unknown>> },
  typeDefinitions: TypeDefinitions,
): ValueConstraints {
  const primitive = underlyingPrimitive(value.type, typeDefinitions);
  const own = declaredConstraints(value.annotations, primitive);
  const definition = value.type.kind === "typeDefinition" ? typeDefinitions.get(value.type.name) : undefined;
  if (definition === undefined) return own;
  return bothConstraints(declaredConstraints(definition.annotations, primitive), own);
}

/**
 * The constraints an element's own annotations give values of `primitive` (a field's without its
 * type definition's, a type definition's): its pattern where it is a String, its bounds where it
 * is a number, its allowed values where the outputs check them; the rest stays in `$metadata` only.
 */
export function declaredConstraints(annotations: Readonly<Record<string, unknown>> | undefined, primitive: string | undefined): ValueConstraints {
  const pattern = patternOf(annotations);
  const { minimum, maximum } = boundsOf(annotations);
  const allowed = allowedValuesGiven(annotations);
  if (pattern === undefined && minimum === undefined && maximum === undefined && allowed === undefined) return NONE;
  const numeric = BOUNDED_TYPES.has(primitive ?? "");
  const read = allowed === undefined ? undefined : readAllowedValues(allowed, primitive);
  return {
    ...(pattern !== undefined && primitive === "String" ? { patterns: [pattern] } : {}),
    ...(minimum !== undefined && numeric ? { minimum } : {}),
    ...(maximum !== undefined && numeric ? { maximum } : {}),
    ...(read !== undefined && "values" in read ? { allowedValues: read.values.map((v) => v.value) } : {}),
  };
}

/** Two sets of constraints that both hold: `outer` a type definition's, `inner` a value's own. */
function bothConstraints(outer: ValueConstraints, inner: ValueConstraints): ValueConstraints {
  if (outer === NONE) return inner;
  if (inner === NONE) return outer;
  const patterns = [...(outer.patterns ?? []), ...(inner.patterns ?? []).filter((p) => !outer.patterns?.includes(p))];
  const minimum = tighterBound(outer.minimum, inner.minimum, 1);
  const maximum = tighterBound(outer.maximum, inner.maximum, -1);
  const allowedValues = outer.allowedValues === undefined ? inner.allowedValues : inner.allowedValues === undefined ? outer.allowedValues : inner.allowedValues.filter((v) => outer.allowedValues!.includes(v));
  return {
    ...(patterns.length > 0 ? { patterns } : {}),
    ...(minimum !== undefined ? { minimum } : {}),
    ...(maximum !== undefined ? { maximum } : {}),
    ...(allowedValues !== undefined ? { allowedValues } : {}),
  };
}

/** The bound that refuses more of two (`direction` 1 for minimums, -1 for maximums); at the same value, the exclusive one. */
function tighterBound(a: Bound | undefined, b: Bound | undefined, direction: 1 | -1): Bound | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  const difference = (b.value - a.value) * direction;
  return difference > 0 || (difference === 0 && b.exclusive) ? b : a;
}

/** Whether a value is outside a bound (`direction` 1 for a minimum, -1 for a maximum). */
function beyond(value: number, bound: Bound | undefined, direction: 1 | -1): boolean {
  if (bound === undefined) return false;
  const difference = (value - bound.value) * direction;
  return difference < 0 || (difference === 0 && bound.exclusive);
}

/** Which of a value's patterns and bounds refuse `value` (a pattern ECMAScript cannot read is a fault of its own, EDM0239, and refuses nothing here). */
function refusedBy(value: AllowedValue, constraints: ValueConstraints): "pattern" | "minimum" | "maximum" | undefined {
  if (typeof value === "string") return (constraints.patterns ?? []).some((pattern) => patternProblem(pattern) === undefined && !new RegExp(pattern, "u").test(value)) ? "pattern" : undefined;
  return beyond(value, constraints.minimum, 1) ? "minimum" : beyond(value, constraints.maximum, -1) ? "maximum" : undefined;
}

/** The element's `Validation.AllowedValues` as given, if it has one. */
function allowedValuesGiven(annotations: Readonly<Record<string, unknown>> | undefined): unknown {
  for (const _ in annotations) return annotationOf(annotations, `${VALIDATION}AllowedValues`);
  return undefined;
}

/**
 * Why a field's (or type definition's) `Validation.AllowedValues` cannot be checked by the outputs
 * as `$metadata` states it, with the place of the value at fault inside the annotation; undefined
 * when it can (or the outputs do not check it). An allowed value the value's other constraints
 * refuse (its `maxLength`, patterns or bounds, its type definition's too) could never be sent: that
 * is a fault too, as is a list that admits none of the values its type definition's list admits.
 * A field without a list of its own takes its type definition's, which its own facets, pattern or
 * bounds may refuse: the fault is then `inherited` from the type definition named.
 */
export function allowedValuesProblem(
  value: { readonly type: TypeRef; readonly facets: Facets; readonly annotations?: Readonly<Record<string, unknown>> },
  typeDefinitions: TypeDefinitions,
  noun = "field",
): { readonly problem: string; readonly at: readonly (string | number)[]; readonly inherited?: string } | undefined {
  const definitionName = value.type.kind === "typeDefinition" ? value.type.name : undefined;
  const definition = definitionName === undefined ? undefined : typeDefinitions.get(definitionName);
  const own = allowedValuesGiven(value.annotations);
  const given = own ?? (definition === undefined ? undefined : allowedValuesGiven(definition.annotations));
  if (given === undefined) return undefined;
  const primitive = underlyingPrimitive(value.type, typeDefinitions);
  const read = readAllowedValues(given, primitive, noun);
  // A type definition's own list is checked where it is given.
  if (read === undefined || ("problem" in read && own === undefined)) return undefined;
  if ("problem" in read) return read;
  // A type definition's list its own facets, pattern or bounds refuse is its fault alone, reported once where it is given.
  if (own === undefined && allowedValuesProblem({ type: { kind: "primitive", name: definition!.underlyingType }, facets: definition!.facets, annotations: definition!.annotations }, typeDefinitions) !== undefined) return undefined;
  const inherited = own === undefined ? { inherited: definitionName! } : {};
  const constraints = valueConstraints(value, typeDefinitions);
  const { allowedValues } = constraints;
  if (allowedValues !== undefined && allowedValues.length === 0) {
    const listed = declaredConstraints(definition?.annotations, primitive).allowedValues ?? [];
    return { problem: `admits none of the values its type definition '${definitionName}' allows (${listed.map((v) => JSON.stringify(v)).join(", ")}): the outputs would refuse every value but null`, at: [] };
  }
  const facets: Facets = { ...definition?.facets, ...value.facets };
  const maxLength = facets.maxLength;
  // Each refusal names whose constraint it is: the value's own, or its type definition's.
  const ownConstraints = declaredConstraints(value.annotations, primitive);
  const definitionConstraints = declaredConstraints(definition?.annotations, primitive);
  const whose = (byOwn: boolean, term: string) => (byOwn || definitionName === undefined ? `the ${noun}'s ${term}` : `the ${term} of type definition '${definitionName}'`);
  for (const { value: allowed, text, index } of read.values) {
    if (allowedValues !== undefined && !allowedValues.includes(allowed)) continue;
    const ownRefusal = refusedBy(allowed, ownConstraints);
    const refusal = ownRefusal ?? refusedBy(allowed, definitionConstraints);
    const refused =
      typeof allowed === "string" && typeof maxLength === "number" && [...allowed].length > maxLength
        ? `is longer than ${whose(value.facets.maxLength !== undefined, `maxLength ${maxLength}`)}`
        : refusal === "pattern"
          ? `does not match ${whose(ownRefusal !== undefined, "Validation.Pattern")}`
          : refusal === "minimum"
            ? `is below ${whose(ownRefusal !== undefined, "Validation.Minimum")}`
            : refusal === "maximum"
              ? `is above ${whose(ownRefusal !== undefined, "Validation.Maximum")}`
              : typeof allowed === "number"
                ? numericFacetProblem(allowed, text ?? String(allowed), primitive, facets, noun)
                : undefined;
    if (refused !== undefined) return { problem: `gives ${typeof allowed === "string" ? JSON.stringify(allowed) : (text ?? allowed)}, which ${refused}: it could never be sent`, at: [index, "Value"], ...inherited };
  }
  return undefined;
}

/**
 * Why a field's default, a literal of its type, is a value the outputs refuse: not one of its
 * allowed values, not matching its patterns, beyond its bounds (its type definition's included).
 * The JSON Schemas and OpenAPI would state a `default` their own schema refuses, and a client that
 * sends it would be refused.
 */
export function defaultConstraintProblem(
  defaultValue: string,
  value: { readonly type: TypeRef; readonly annotations?: Readonly<Record<string, unknown>> },
  typeDefinitions: TypeDefinitions,
): string | undefined {
  const primitive = underlyingPrimitive(value.type, typeDefinitions);
  const taken: AllowedValue = primitive === "String" ? defaultValue : Number(defaultValue);
  // Named by whose constraint refuses it: the field's own, or its type definition's.
  const definitionName = value.type.kind === "typeDefinition" ? value.type.name : undefined;
  const own = refusalOf(taken, declaredConstraints(value.annotations, primitive), (term) => `the field's ${term}`);
  if (own !== undefined || definitionName === undefined) return own;
  return refusalOf(taken, declaredConstraints(typeDefinitions.get(definitionName)?.annotations, primitive), (term) => `the ${term} of type definition '${definitionName}'`);
}

/** Why one element's constraints refuse a default, each named by `whose`. */
function refusalOf(taken: AllowedValue, constraints: ValueConstraints, whose: (term: string) => string): string | undefined {
  const { minimum, maximum, allowedValues } = constraints;
  if (allowedValues !== undefined && !allowedValues.includes(taken)) return `it is not one of ${whose("Validation.AllowedValues")} (${allowedValues.map((v) => JSON.stringify(v)).join(", ")})`;
  switch (refusedBy(taken, constraints)) {
    case "pattern":
      return `it does not match ${whose("Validation.Pattern")}`;
    case "minimum":
      return `it is ${minimum!.exclusive ? "not above" : "below"} ${whose(`${minimum!.exclusive ? "exclusive " : ""}Validation.Minimum ${minimum!.value}`)}`;
    case "maximum":
      return `it is ${maximum!.exclusive ? "not below" : "above"} ${whose(`${maximum!.exclusive ? "exclusive " : ""}Validation.Maximum ${maximum!.value}`)}`;
    default:
      return undefined;
  }
}
