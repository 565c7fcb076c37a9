import { plainScalarText, type ParsedFile, type PathSegment } from "../metadata-loader/parse-yaml.js";
import { constantMarkerOf, type ValuePath } from "./typed-constants.js";
import { decimalKey } from "./literals.js";

/**
 * Unquoted numbers in annotation values. YAML reads each as a double: an integer beyond 2^53 - 1
 * or a decimal with more significant digits than a double keeps has lost some before the model
 * sees it, and the CSDL documents would carry the rounded double (`Float="1.2345678901234568e+29"`)
 * as if it were the value written. Such a number belongs in a typed constant, whose literal is
 * kept as written (`{ $Int: "123456789012345678901234567890" }`).
 */

/** What YAML's double has lost of a number as written in the file (`written`), or undefined. */
export function lostNumberProblem(written: string, value: number): string | undefined {
  if (SPECIAL.test(written)) return undefined;
  const reading = `YAML reads an unquoted number as a double`;
  if (INTEGER.test(written)) {
    if (Number.isSafeInteger(value)) return undefined;
    const digits = BigInt(written.replace(/^\+/, "")).toString();
    return `is needed for ${written}: ${reading}, which holds integers exactly only up to 2^53 - 1 (this one reads as ${value}); write { $Int: "${digits}" }`;
  }
  const decimal = decimalKey(written);
  if (decimal === undefined || decimal === decimalKey(String(value))) return undefined;
  const held = Number.isFinite(value) ? `which keeps about 15 significant digits (this one reads as ${value})` : `and this one is beyond a double's range (it reads as ${value})`;
  return `is needed for ${written}: ${reading}, ${held}; write { $Decimal: "${written}" }`;
}

/** YAML 1.2's infinities and not-a-number (`.inf`, `-.Inf`, `.NaN`), which are doubles as written. */
const SPECIAL = /^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$/;
/** YAML 1.2 core integers: decimal, `0o` octal, `0x` hexadecimal. */
const INTEGER = /^(?:[-+]?\d+|0o[0-7]+|0x[0-9a-fA-F]+)$/;

/**
 * Whether a file may hold a number a double does not give back: one written with sixteen digits or
 * more (integers beyond 2^53 - 1 have them), a hexadecimal or octal one as large, or one with an
 * exponent of three digits (beyond a double's range). Every other number reads back as written, so
 * the text of numbers is read only in the few files with such a run of digits.
 */
export function mayHoldRoundedNumbers(file: ParsedFile): boolean {
  let found = suspectFiles.get(file);
  if (found === undefined) suspectFiles.set(file, (found = MANY_DIGITS.test(file.text)));
  return found;
}

const suspectFiles = new WeakMap<ParsedFile, boolean>();
const MANY_DIGITS = /\d(?:\.?\d){15}|\d[eE][-+]?\d{3}|0x[0-9a-fA-F]{14}|0o[0-7]{18}/;

/**
 * The numbers of an annotation value (at `path` in `file`) that YAML has rounded, with the path
 * below the value where each is. Typed constants are left out: their literal is text.
 */
export function roundedNumbers(value: unknown, file: ParsedFile, path: readonly PathSegment[]): { path: ValuePath; problem: string }[] {
  const found: { path: ValuePath; problem: string }[] = [];
  // Most values hold no number, and most files none a double rounds: neither is searched twice.
  if (!holdsNumber(value) || !mayHoldRoundedNumbers(file)) return found;
  const visit = (member: unknown, at: ValuePath): void => {
    if (typeof member === "number") {
      const problem = lostNumberProblem(plainScalarText(file, [...path, ...at]), member);
      if (problem !== undefined) found.push({ path: at, problem });
    } else if (Array.isArray(member)) {
      member.forEach((item, i) => visit(item, [...at, i]));
    } else if (member !== null && typeof member === "object" && constantMarkerOf(member as Record<string, unknown>) === undefined) {
      for (const [key, inner] of Object.entries(member)) visit(inner, [...at, key]);
    }
  };
  visit(value, []);
  return found;
}

/** Whether a value holds an unquoted number outside typed constants. */
function holdsNumber(value: unknown): boolean {
  if (typeof value === "number") return true;
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(holdsNumber);
  if (constantMarkerOf(value as Record<string, unknown>) !== undefined) return false;
  for (const key in value) if (Object.hasOwn(value, key) && holdsNumber((value as Record<string, unknown>)[key])) return true;
  return false;
}
