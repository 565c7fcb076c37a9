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

/** The digits `JSON.stringify` writes for 2^63, in both bounds. */
const WRITTEN_DIGITS = JSON.stringify(INT64_MAX);
const MIN_MEMBER = '"minimum": -';
const MAX_MEMBER = '"maximum": ';
const NUMBER_GOES_ON = /^[0-9.eE]$/;

/**
 * JSON text (as `JSON.stringify` writes it, with `": "` after keys) with the Int64 bounds written
 * exactly. Only members named `minimum` or `maximum` change: inside a JSON string every quote is
 * escaped, so `"maximum": ` there always has a backslash before its second quote and never matches.
 * The text is searched, not rewritten with a pattern, and copied once (documents of tens of
 * megabytes); most documents have no Int64 and are returned as they are (with `suffix`).
 */
export function withExactInt64Bounds(json: string, suffix = ""): string {
  // `suffix` (a final line break) is added here rather than before: a text with one appended is a
  // rope, which the search would first copy flat (tens of megabytes for a large OpenAPI document).
  let at = json.indexOf(WRITTEN_DIGITS);
  if (at < 0) return json + suffix;
  const parts: string[] = [];
  let from = 0;
  for (; at >= 0; at = json.indexOf(WRITTEN_DIGITS, at + WRITTEN_DIGITS.length)) {
    // The whole number, not the start of a longer one (a `maximum` of 92233720368547760000).
    if (NUMBER_GOES_ON.test(json[at + WRITTEN_DIGITS.length] ?? "")) continue;
    const exact = json.startsWith(MAX_MEMBER, at - MAX_MEMBER.length) ? EXACT_MAX : json.startsWith(MIN_MEMBER, at - MIN_MEMBER.length) ? EXACT_MIN.slice(1) : undefined;
    if (exact === undefined) continue;
    parts.push(json.slice(from, at), exact);
    from = at + WRITTEN_DIGITS.length;
  }
  if (from === 0) return json + suffix;
  parts.push(json.slice(from), suffix);
  return parts.join("");
}
