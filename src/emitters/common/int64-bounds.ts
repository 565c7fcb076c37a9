/**
 * Edm.Int64's range (OData CSDL 4.01, section 4.4) in the schemas' `minimum` and `maximum`.
 *
 * JavaScript holds both bounds as ±2^63, the nearest doubles, and `JSON.stringify` writes those as
 * `±9223372036854776000`: a decimal outside Int64 that readers with exact integers take at its word
 * (a Java generator's `@Max(9223372036854776000L)` does not compile; a BigDecimal validator admits
 * 2^63). The documents say the exact bounds instead, which read back as the same doubles in
 * JavaScript.
 */
export const INT64_MIN = -9223372036854775808;
export const INT64_MAX = 9223372036854775807;

const EXACT_MIN = "-9223372036854775808";
const EXACT_MAX = "9223372036854775807";

/** Whether `key: value` is an Int64 bound (`INT64_MAX` is 2^63, which no other bound can be). */
export function isInt64Bound(key: string, value: unknown): value is number {
  return (value === INT64_MAX && key === "maximum") || (value === INT64_MIN && key === "minimum");
}

/** The exact text of an Int64 bound. */
export function int64BoundText(value: number): string {
  return value < 0 ? EXACT_MIN : EXACT_MAX;
}

const WRITTEN_MIN = `"minimum": ${JSON.stringify(INT64_MIN)}`;
const WRITTEN_MAX = `"maximum": ${JSON.stringify(INT64_MAX)}`;

/**
 * JSON text (as `JSON.stringify` writes it, with `": "` after keys) with the Int64 bounds written
 * exactly. Only members named `minimum` or `maximum` change: inside a JSON string every quote is
 * escaped, so `"maximum": ` there always has a backslash before its second quote and never matches.
 */
export function withExactInt64Bounds(json: string): string {
  // One search for the digits both forms share; most documents have no Int64 and end here.
  if (!json.includes(WRITTEN_MAX.slice(WRITTEN_MAX.indexOf(" ") + 1))) return json;
  return json.replaceAll(WRITTEN_MIN, `"minimum": ${EXACT_MIN}`).replaceAll(WRITTEN_MAX, `"maximum": ${EXACT_MAX}`);
}
