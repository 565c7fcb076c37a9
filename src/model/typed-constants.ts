import { checkPrimitiveLiteral } from "./literals.js";
import type { PrimitiveTypeName } from "./types.js";

/**
 * Typed constants in annotation values (CSDL XML 4.01, section 14.3): CSDL JSON writes them as a
 * plain string or number, which says nothing of their type, but CSDL XML writes each as its own
 * expression (`Date="2024-01-31"`, not `String="2024-01-31"`). The format marks them
 * `{ "$Date": "2024-01-31" }`; each marker names the type its literal is checked against.
 */
export const CONSTANT_MARKERS = {
  $Binary: "Binary",
  $Date: "Date",
  $DateTimeOffset: "DateTimeOffset",
  $Decimal: "Decimal",
  $Duration: "Duration",
  $Float: "Double",
  $Guid: "Guid",
  $Int: "Int64",
  $TimeOfDay: "TimeOfDay",
} as const satisfies Record<string, PrimitiveTypeName>;

export type ConstantMarker = keyof typeof CONSTANT_MARKERS;

const MARKERS = Object.keys(CONSTANT_MARKERS) as ConstantMarker[];
const XML_NUMBER = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|-?INF|NaN)$/;

/** The typed-constant marker an object is (its first marker key), if it is one. */
export function constantMarkerOf(value: Readonly<Record<string, unknown>>): ConstantMarker | undefined {
  return MARKERS.find((marker) => Object.hasOwn(value, marker));
}

/** What is wrong with a typed constant (its marker's value, and what stands beside it), or undefined. */
export function typedConstantProblem(value: Readonly<Record<string, unknown>>, marker: ConstantMarker): string | undefined {
  const literal = value[marker];
  const others = Object.keys(value).filter((key) => key !== marker && !key.startsWith("@"));
  if (others.length > 0) return `'${marker}' has ${others.map((k) => `'${k}'`).join(", ")} beside it: a typed constant is its literal alone`;
  if (typeof literal !== "string") return `'${marker}' must be its literal as a string (quoted in YAML), not ${literal === null ? "null" : Array.isArray(literal) ? "a list" : `a ${typeof literal}`}`;
  // Decimal and Float constants take XML Schema's number forms (`.5`, `5.`) and INF, -INF or NaN (CSDL XML 4.01, sections 14.3.5 and 14.3.8).
  if (marker === "$Decimal" || marker === "$Float") return XML_NUMBER.test(literal) ? undefined : `'${marker}' has '${literal}', which is not a ${marker.slice(1)} literal`;
  const problem = checkPrimitiveLiteral(literal, CONSTANT_MARKERS[marker]);
  if (problem === undefined) return undefined;
  const generic = problem.startsWith("not in the ");
  return `'${marker}' has '${literal}', which is not ${marker === "$Int" ? "an" : "a"} ${marker.slice(1)} literal${generic ? "" : `: ${problem}`}`;
}

/** Every typed constant in an annotation value that is wrong, with the path below the value where it is. */
export function typedConstantProblems(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; problem: string }[] {
  if (value === null || typeof value !== "object") return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => typedConstantProblems(item, [...path, i]));
  const object = value as Record<string, unknown>;
  const marker = constantMarkerOf(object);
  if (marker !== undefined) {
    const problem = typedConstantProblem(object, marker);
    return problem === undefined ? [] : [{ path: [...path, marker], problem }];
  }
  return Object.entries(object).flatMap(([key, member]) => typedConstantProblems(member, [...path, key]));
}
