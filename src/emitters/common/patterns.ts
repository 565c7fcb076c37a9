/**
 * Lexical patterns of the OData primitive types as they appear in JSON payloads, written as
 * ECMAScript regular-expression sources (anchored) so that the JSON Schemas (`pattern`) and the
 * zod validators (`.regex`) check exactly the same thing. Taken from the OData ABNF
 * (odata-abnf-construction-rules, OData 4.01: `guidValue`, `dateValue`, `dateTimeOffsetValue`,
 * `timeOfDayValue`, `durationValue`); `format: uuid` / `date-time` only annotate, because
 * ajv-formats and zod check different things (ajv-formats' uuid admits a `urn:uuid:` prefix,
 * zod's `z.uuid()` requires RFC 9562 version bits an Edm.Guid need not have).
 *
 * Designators (`T`, `Z`, `P`, `D`, `H`, `M`, `S`) match in either case: quoted strings in ABNF are
 * case-insensitive (RFC 5234, section 2.3), and RFC 3339 (section 5.6) allows `t` and `z` as well;
 * OData JSON writers produce upper case. `SIGN` is `+` or `-` (the URL-encoded `%2B` of the ABNF
 * cannot occur in JSON). The day is checked against 01-31 only: a day the month lacks
 * (`2024-02-30`) passes, as no regular expression of reasonable size can tell.
 */

const YEAR = "-?(?:0[0-9]{3}|[1-9][0-9]{3,})";
const MONTH = "(?:0[1-9]|1[0-2])";
const DAY = "(?:0[1-9]|[12][0-9]|3[01])";
const HOUR = "(?:[01][0-9]|2[0-3])";
const MINUTE = "[0-5][0-9]";
const SECOND = "[0-5][0-9]";
const HEX = "[0-9A-Fa-f]";

/**
 * The fractional seconds a temporal value may carry: at most `precision` digits when the type has
 * a Precision facet (none for 0), otherwise what the ABNF allows (`unbounded`). Only the pattern
 * changes; the zod validators check the same count with `edm.precise` (see runtime-module.ts).
 */
function fraction(precision: number | undefined, unbounded: string): string {
  if (precision === undefined) return `(?:\\.${unbounded})?`;
  return precision === 0 ? "" : `(?:\\.[0-9]{1,${precision}})?`;
}

function timeOfDay(precision: number | undefined): string {
  return `${HOUR}:${MINUTE}(?::${SECOND}${fraction(precision, "[0-9]{1,12}")})?`;
}

/** `guidValue = 8HEXDIG "-" 4HEXDIG "-" 4HEXDIG "-" 4HEXDIG "-" 12HEXDIG` (any version bits). */
export const GUID_PATTERN = `^${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}$`;

/** `dateValue = year "-" month "-" day`. */
export const DATE_PATTERN = `^${YEAR}-${MONTH}-${DAY}$`;

/** `dateTimeOffsetValue = year "-" month "-" day "T" timeOfDayValue ( "Z" / SIGN hour ":" minute )`; seconds optional. */
export function dateTimeOffsetPattern(precision?: number): string {
  return `^${YEAR}-${MONTH}-${DAY}[Tt]${timeOfDay(precision)}(?:[Zz]|[+-]${HOUR}:${MINUTE})$`;
}
export const DATE_TIME_OFFSET_PATTERN = dateTimeOffsetPattern();

/** `timeOfDayValue = hour ":" minute [ ":" second [ "." fractionalSeconds ] ]`. */
export function timeOfDayPattern(precision?: number): string {
  return `^${timeOfDay(precision)}$`;
}
export const TIME_OF_DAY_PATTERN = timeOfDayPattern();

/** `durationValue = [ SIGN ] "P" [ 1*DIGIT "D" ] [ "T" [ 1*DIGIT "H" ] [ 1*DIGIT "M" ] [ 1*DIGIT [ "." 1*DIGIT ] "S" ] ]`. */
export function durationPattern(precision?: number): string {
  return `^[-+]?[Pp](?:[0-9]+[Dd])?(?:[Tt](?:[0-9]+[Hh])?(?:[0-9]+[Mm])?(?:[0-9]+${fraction(precision, "[0-9]+")}[Ss])?)?$`;
}
export const DURATION_PATTERN = durationPattern();

/**
 * `binaryValue = *(4base64char) [ base64b16 / base64b8 ]`: base64url (RFC 4648, section 5),
 * padding optional; the last character of a partial group carries only the bits it may.
 */
export const BINARY_PATTERN = "^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2}[AEIMQUYcgkosw048]=?|[A-Za-z0-9_-][AQgw](?:==)?)?$";

const GROUP = "[A-Za-z0-9_-]{4}";
const TWO_BYTES = "[A-Za-z0-9_-]{2}[AEIMQUYcgkosw048]=?";
const ONE_BYTE = "[A-Za-z0-9_-][AQgw](?:==)?";

/**
 * The largest Binary MaxLength counted exactly in the pattern: the group `{4}` repeated up to 250
 * times, 1,000 in all, the most a counted repetition may reach in RE2-based validators (Go's
 * regexp, used by Go OpenAPI tools, refuses the whole pattern beyond). A larger MaxLength is
 * checked as the length of its padded base64url text, `binaryCharacters`: a bound that admits up
 * to two bytes more.
 */
export const EXACT_BINARY_BYTES = 752;

/** The characters of `maxBytes` bytes in padded base64url: four for every three bytes begun. */
export function binaryCharacters(maxBytes: number): number {
  return 4 * Math.ceil(maxBytes / 3);
}

/**
 * `binaryValue` of at most `maxBytes` bytes (a Binary's MaxLength counts bytes, up to
 * `EXACT_BINARY_BYTES`): whole groups of three bytes, or fewer groups and a partial one, as long
 * as the bytes add up to no more. The zod validators count the decoded bytes instead
 * (`edm.binaryOf(n)`): the same verdict on every value.
 */
export function binaryPattern(maxBytes?: number): string {
  if (maxBytes === undefined) return BINARY_PATTERN;
  if (maxBytes > EXACT_BINARY_BYTES) throw new Error(`bug: a Binary of ${maxBytes} bytes is bounded by its length, not its pattern`);
  const groups = (bytes: number) => (bytes < 3 ? "" : `(?:${GROUP}){0,${Math.floor(bytes / 3)}}`);
  const forms = [groups(maxBytes)];
  if (maxBytes >= 1) forms.push(`${groups(maxBytes - 1)}${ONE_BYTE}`);
  if (maxBytes >= 2) forms.push(`${groups(maxBytes - 2)}${TWO_BYTES}`);
  return `^(?:${forms.join("|")})$`;
}

/**
 * What a flags enum value may hold between its commas (OData ABNF `enumValue = singleEnumValue
 * *( "," singleEnumValue )`, `singleEnumValue = enumerationMember / enumMemberValue`): each
 * member's name and each member's value as a decimal integer, in member order. A combined number
 * (`3` for two members of values 1 and 2) is not among them: write the members.
 */
export function flagsTokens(members: readonly { readonly name: string; readonly value: number }[]): string[] {
  return [...new Set([...members.map((m) => m.name), ...members.map((m) => String(m.value))])];
}

/** A flags value: tokens separated by commas, or `0`, the value with no flag set, which no member name may write. */
export function flagsPattern(tokens: readonly string[]): string {
  const token = `(?:${tokens.join("|")})`;
  return `^(?:0|${token}(?:,${token})*)$`;
}
