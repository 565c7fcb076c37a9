import { INTEGER_RANGES, isGeoType } from "./names.js";
import type { EnumType, PrimitiveTypeName } from "./types.js";

/** Literal forms of default values, following the OData ABNF (URL Conventions, primitive literals). */
const PATTERNS: Partial<Record<PrimitiveTypeName, RegExp>> = {
  Guid: /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/,
  Date: /^-?\d{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  DateTimeOffset: /^-?\d{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,12})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i,
  TimeOfDay: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,12})?)?$/,
  Duration: /^-?P(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
  Binary: /^[A-Za-z0-9_-]*={0,2}$/,
  Decimal: /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/,
  Double: /^([+-]?\d+(\.\d+)?([eE][+-]?\d+)?|INF|-INF|NaN)$/,
  Single: /^([+-]?\d+(\.\d+)?([eE][+-]?\d+)?|INF|-INF|NaN)$/,
};

/** Single's range as the validators bound it (JSON Schema's SINGLE_LIMIT: the largest float and the doubles that round to it). */
export const SINGLE_MAX = 3.4028235677973362e38;

/** Checks a default value against a primitive type; returns what is wrong, or undefined when it fits. */
export function checkPrimitiveLiteral(value: string, type: PrimitiveTypeName): string | undefined {
  if (type === "Boolean") return value === "true" || value === "false" ? undefined : "expected true or false";
  const range = INTEGER_RANGES[type];
  if (range) {
    if (!/^[+-]?\d+$/.test(value)) return "expected an integer";
    const n = BigInt(value);
    return n < range[0] || n > range[1] ? `outside ${range[0]}..${range[1]}` : undefined;
  }
  if (type === "String") return undefined;
  if (type === "Stream" || isGeoType(type)) return "this type has no default values";
  const pattern = PATTERNS[type];
  if (pattern && !pattern.test(value)) return `not in the ${type} literal form`;
  if (type === "DateTimeOffset" || type === "Date") {
    const [, year, month, day] = /^(-?\d{4,})-(\d{2})-(\d{2})/.exec(value)!;
    if (Number(day) > daysInMonth(Number(year), Number(month))) return "not a real date";
  }
  return undefined;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Checks a default value of an enum type: a member name, or for flags enums comma-separated member names. */
export function checkEnumLiteral(value: string, enumType: EnumType): string | undefined {
  const names = enumType.isFlags ? value.split(",").map((s) => s.trim()) : [value];
  const unknown = names.find((name) => !enumType.members.some((m) => m.name === name));
  return unknown === undefined ? undefined : `'${unknown}' is not a member of ${enumType.name}`;
}

/**
 * The significant digits of a decimal literal (`0.00120` and `1.2e-3` have 2): what a double keeps
 * exactly up to 15 of.
 */
export function significantDigits(literal: string): number {
  const mantissa = literal.replace(/^[+-]/, "").replace(/[eE].*$/, "").replace(".", "").replace(/^0+/, "");
  return mantissa.replace(/0+$/, "").length;
}

const DECIMAL_LITERAL = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;

/**
 * A decimal literal as its significant digits and the power of ten before them (`-0.0150` ->
 * `-15e-1`), to compare two spellings of a number (`1.50`, `15e-1`); undefined for another text.
 */
export function decimalKey(literal: string): string | undefined {
  const parts = DECIMAL_LITERAL.exec(literal);
  if (!parts) return undefined;
  const [, sign, whole = "", fraction = "", exponent = "0"] = parts;
  let digits = whole + fraction;
  const leading = digits.length - digits.replace(/^0+/, "").length;
  digits = digits.slice(leading).replace(/0+$/, "");
  const point = whole.length + Number(exponent) - leading;
  return digits === "" ? "0" : `${sign === "-" ? "-" : ""}${digits}e${point}`;
}
