import { isSimpleIdentifier } from "./names.js";

/**
 * Typed constants in annotation values (CSDL XML 4.01, section 14.3): CSDL JSON writes them as a
 * plain string or number, which says nothing of their type, but CSDL XML writes each as its own
 * expression (`Date="2024-01-31"`, not `String="2024-01-31"`). The format marks them
 * `{ "$Date": "2024-01-31" }`; each literal is checked against CSDL XML's form for its expression.
 * The records around them name their members as CSDL XML's `PropertyValue` does.
 */
export const CONSTANT_MARKERS = ["$Binary", "$Date", "$DateTimeOffset", "$Decimal", "$Duration", "$Float", "$Guid", "$Int", "$TimeOfDay"] as const;

export type ConstantMarker = (typeof CONSTANT_MARKERS)[number];

/** The typed-constant marker an object is (its first marker key), if it is one. */
export function constantMarkerOf(value: Readonly<Record<string, unknown>>): ConstantMarker | undefined {
  return CONSTANT_MARKERS.find((marker) => Object.hasOwn(value, marker));
}

/** What is wrong with a typed constant (its marker's value, and what stands beside it), or undefined. */
export function typedConstantProblem(value: Readonly<Record<string, unknown>>, marker: ConstantMarker): string | undefined {
  const literal = value[marker];
  // CSDL XML writes a constant as an attribute or a text element, where no annotation fits either.
  const others = Object.keys(value).filter((key) => key !== marker);
  if (others.length > 0) return `'${marker}' has ${others.map((k) => `'${k}'`).join(", ")} beside it: a typed constant is its literal alone`;
  if (typeof literal !== "string") return `'${marker}' must be its literal as a string (quoted in YAML), not ${literal === null ? "null" : Array.isArray(literal) ? "a list" : `a ${typeof literal}`}`;
  // XML Schema 1.0, which the OASIS schemas use, has no year 0000 (the year before 0001 is -0001).
  if ((marker === "$Date" || marker === "$DateTimeOffset") && /^-?0000-/.test(literal)) return `'${marker}' has '${literal}', whose year 0000 CSDL XML does not have (the year before 0001 is -0001)`;
  if (XML_FORMS[marker].test(literal) && realDate(marker, literal)) return undefined;
  return `'${marker}' has '${literal}', which is not ${marker === "$Int" ? "an" : "a"} ${marker.slice(1)} literal of CSDL XML (${FORM_HINTS[marker]})`;
}

/**
 * The lexical forms CSDL XML gives each constant expression (the OASIS edm.xsd: `edm:binary`,
 * `edm:date`, `edm:dateTimeStamp`, `TDecimalLiteral`, `edm:dayTimeDuration`, `xs:double`,
 * `TGuidLiteral`, `xs:integer`, `edm:time`), which are not always the URL literal forms.
 */
const XML_FORMS: Readonly<Record<ConstantMarker, RegExp>> = {
  $Binary: /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{3}[A-Za-z0-9_-]|[A-Za-z0-9_-]{2}[AEIMQUYcgkosw048]=?|[A-Za-z0-9_-][AQgw](?:==)?)?$/,
  $Date: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
  $DateTimeOffset: /^-?(?:[1-9]\d{3,}|0\d{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,12})?(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00))$/,
  $Decimal: /^(?:[+-]?\d+(?:\.\d+)?(?:[Ee][+-]?\d+)?|-?INF|NaN)$/,
  // xs:duration without years and months: days, and a time part with at least one of its components.
  $Duration: /^-?P(?=\d|T\d|T\.)(?:\d+D)?(?:T(?=\d|\.)(?:\d+H)?(?:\d+M)?(?:(?:\d+(?:\.\d*)?|\.\d+)S)?)?$/,
  $Float: /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[Ee][+-]?\d+)?|[+-]?INF|NaN)$/,
  $Guid: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  $Int: /^[+-]?\d+$/,
  $TimeOfDay: /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,12})?)?$/,
};

const FORM_HINTS: Readonly<Record<ConstantMarker, string>> = {
  $Binary: "base64url",
  $Date: "YYYY-MM-DD",
  $DateTimeOffset: "YYYY-MM-DDThh:mm:ss with Z or an offset",
  $Decimal: "digits with an optional fraction and exponent, INF, -INF or NaN",
  $Duration: "days and time, e.g. P1DT2H30M",
  $Float: "a double, INF, -INF or NaN",
  $Guid: "8-4-4-4-12 hex digits",
  $Int: "an integer",
  $TimeOfDay: "hh:mm or hh:mm:ss",
};

/** A date (of a Date or DateTimeOffset) that exists: no 31 April, 29 February only in leap years. */
function realDate(marker: ConstantMarker, literal: string): boolean {
  if (marker !== "$Date" && marker !== "$DateTimeOffset") return true;
  const [, year, month, day] = /^(-?\d+)-(\d{2})-(\d{2})/.exec(literal)!;
  const y = Number(year);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = Number(month) === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(Number(month)) ? 30 : 31;
  return Number(day) <= days;
}

export type ValuePath = (string | number)[];

/**
 * Walks an annotation value: `constant` meets each typed constant (`{ $Date: … }`), `record` each
 * other object (a record or an expression), with the path below the value where it is.
 */
export function visitValue(
  value: unknown,
  visit: { constant?: (object: Readonly<Record<string, unknown>>, marker: ConstantMarker, path: ValuePath) => void; record?: (object: Readonly<Record<string, unknown>>, path: ValuePath) => void },
  path: ValuePath = [],
): void {
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) return value.forEach((item, i) => visitValue(item, visit, [...path, i]));
  const object = value as Record<string, unknown>;
  const marker = constantMarkerOf(object);
  if (marker !== undefined) return visit.constant?.(object, marker, path);
  visit.record?.(object, path);
  for (const [key, member] of Object.entries(object)) visitValue(member, visit, [...path, key]);
}

/** Every typed constant in an annotation value that is wrong, with the path below the value where it is. */
export function typedConstantProblems(value: unknown): { path: ValuePath; problem: string }[] {
  const found: { path: ValuePath; problem: string }[] = [];
  visitValue(value, {
    constant: (object, marker, path) => {
      const problem = typedConstantProblem(object, marker);
      if (problem !== undefined) found.push({ path: [...path, marker], problem });
    },
  });
  return found;
}

/** Record members of an annotation value whose names are not simple identifiers (`$`-members and annotations aside). */
export function badRecordMembers(value: unknown): { name: string; path: ValuePath }[] {
  const found: { name: string; path: ValuePath }[] = [];
  visitValue(value, {
    record: (object, path) => {
      for (const key of Object.keys(object)) if (!key.startsWith("$") && !key.includes("@") && !isSimpleIdentifier(key)) found.push({ name: key, path: [...path, key] });
    },
  });
  return found;
}
