import { LineIndex, PrototypeNameError, SourcePositions, type Position } from "./positions.js";

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [member: string]: JsonValue;
}

/** A text that is not JSON (RFC 8259), or nests deeper than the reader allows. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 256;
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const STRING_PLAIN = /[^"\\\u0000-\u001f]*/y;

/**
 * Parses JSON and records where every object and every object member starts, so that problems
 * found later point into the input. Duplicate member names are refused (CSDL JSON forbids them).
 * Numbers a double cannot hold exactly keep their digits as a string instead of losing precision,
 * and `positions` records where (`isNumberText`), so that a reader can tell them from strings.
 */
export function parseJson(source: string, positions: SourcePositions): JsonValue {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const lines = new LineIndex(text);
  let pos = 0;
  const fail = (message: string, at = pos): never => {
    throw new JsonSyntaxError(message, lines.at(at));
  };
  const space = (): void => {
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 9 || c === 10 || c === 13) pos++;
      else break;
    }
  };
  const describe = (): string => (pos >= text.length ? "the end of the text" : `'${text[pos]}'`);

  const string = (): string => {
    const start = pos;
    pos++;
    let out = "";
    for (;;) {
      STRING_PLAIN.lastIndex = pos;
      out += STRING_PLAIN.exec(text)![0];
      pos = STRING_PLAIN.lastIndex;
      const c = text[pos];
      if (c === '"') {
        pos++;
        return out;
      }
      if (c === "\\") {
        const e = text[pos + 1];
        const simple: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
        if (e !== undefined && simple[e] !== undefined) {
          out += simple[e];
          pos += 2;
        } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) {
          out += String.fromCharCode(parseInt(text.slice(pos + 2, pos + 6), 16));
          pos += 6;
        } else fail("invalid escape sequence in a string");
      } else if (c === undefined) fail("string is not closed", start);
      else fail("control characters must be escaped in a string");
    }
  };

  /** Whether the value just read is a number kept as its text. */
  let keptText = false;
  const value = (depth: number): JsonValue => {
    if (depth > MAX_DEPTH) fail(`nested deeper than ${MAX_DEPTH} levels`);
    keptText = false;
    space();
    const c = text[pos];
    if (c === "{") {
      const object: JsonObject = {};
      positions.mark(object, pos);
      pos++;
      space();
      if (text[pos] === "}") {
        pos++;
        return object;
      }
      for (;;) {
        space();
        if (text[pos] !== '"') fail(`expected a member name in quotes, found ${describe()}`);
        const keyAt = pos;
        const key = string();
        if (key === "__proto__") throw new PrototypeNameError(lines.at(keyAt));
        if (Object.hasOwn(object, key)) fail(`member "${key}" appears twice in the same object`, keyAt);
        space();
        if (text[pos] !== ":") fail(`expected ':' after "${key}", found ${describe()}`);
        pos++;
        positions.markMember(object, key, keyAt);
        object[key] = value(depth + 1);
        // Only a number leaves `keptText` set with a string result (an object's members set it too).
        if (keptText && typeof object[key] === "string") positions.markNumberText(object, key);
        space();
        if (text[pos] === ",") {
          pos++;
          continue;
        }
        if (text[pos] === "}") {
          pos++;
          return object;
        }
        fail(`expected ',' or '}' in an object, found ${describe()}`);
      }
    }
    if (c === "[") {
      const array: JsonValue[] = [];
      positions.mark(array, pos);
      pos++;
      space();
      if (text[pos] === "]") {
        pos++;
        return array;
      }
      for (;;) {
        array.push(value(depth + 1));
        if (keptText && typeof array[array.length - 1] === "string") positions.markNumberText(array, array.length - 1);
        space();
        if (text[pos] === ",") {
          pos++;
          continue;
        }
        if (text[pos] === "]") {
          pos++;
          return array;
        }
        fail(`expected ',' or ']' in an array, found ${describe()}`);
      }
    }
    if (c === '"') return string();
    for (const [word, literal] of [["true", true], ["false", false], ["null", null]] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return literal;
      }
    }
    NUMBER.lastIndex = pos;
    const number = NUMBER.exec(text);
    if (number) {
      pos = NUMBER.lastIndex;
      const n = Number(number[0]);
      // A number a double does not give back (an integer beyond 2^53, a decimal whose digits the
      // nearest double does not print, one beyond a double's range) keeps its text, as the XML
      // reader keeps such literals.
      const exact = /^-?\d+$/.test(number[0]) ? Number.isSafeInteger(n) : Number.isFinite(n) && sameDecimal(number[0], String(n));
      if (exact) return n;
      keptText = true;
      return number[0];
    }
    return fail(`unexpected ${describe()}`);
  };

  const result = value(0);
  space();
  if (pos < text.length) fail(`unexpected ${describe()} after the JSON value`);
  return result;
}

/** Whether two decimal literals (`1.50`, `15e-1`, `1.5`) write the same number. */
function sameDecimal(a: string, b: string): boolean {
  return decimalKey(a) === decimalKey(b);
}

/** A decimal literal as its significant digits and the power of ten before them (`-0.0150` -> `-15e-1`). */
function decimalKey(literal: string): string {
  const [, sign, whole, fraction = "", exponent = "0"] = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(literal)!;
  let digits = whole! + fraction;
  let point = whole!.length + Number(exponent);
  const leading = digits.length - digits.replace(/^0+/, "").length;
  digits = digits.slice(leading).replace(/0+$/, "");
  point -= leading;
  return digits === "" ? "0" : `${sign === "-" ? "-" : ""}${digits}e${point}`;
}
