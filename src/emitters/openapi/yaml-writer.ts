import { int64BoundText, isInt64Bound } from "../common/int64-bounds.js";

/**
 * YAML text of a JSON value, written directly (the `yaml` package's document model takes seconds
 * on a 1,000-type document). Block style with two-space indentation, lists of one-line scalars
 * as flow sequences (`type: [string, "null"]`), no line folding, no anchors or aliases. A string
 * is written plain when no YAML 1.1 or 1.2 parser can read it as anything but that string, as a
 * literal block (`|-`) when it spans lines, and otherwise double-quoted, which for YAML is JSON's
 * string syntax (YAML 1.2, section 7.3.1) with the characters YAML does not print escaped. The
 * tests check that the `yaml` package reads back exactly the JSON value. Int64's bounds are
 * written exactly, as in the JSON documents (see int64-bounds.ts).
 */
export function toYaml(value: unknown): string {
  const writer = new YamlWriter();
  if (isCollection(value) && !isEmpty(value)) writer.block(value, 0, "");
  else writer.write(writer.scalar(value));
  writer.write("\n");
  return writer.finish();
}

type Collection = Record<string, unknown> | unknown[];

function isCollection(value: unknown): value is Collection {
  return value !== null && typeof value === "object";
}

function isFlowScalar(value: unknown): boolean {
  return value === null || typeof value !== "object" ? typeof value !== "string" || !value.includes("\n") : false;
}

function isEmpty(value: Collection): boolean {
  if (Array.isArray(value)) return value.length === 0;
  for (const _key in value) return false;
  return true;
}

/**
 * Collects fragments in a small buffer joined into chunks as it fills, which keeps the garbage
 * collector's work low on documents of tens of megabytes; repeated keys and strings are converted once.
 */
class YamlWriter {
  private fragments: string[] = [];
  private text = "";
  private readonly lineStarts: string[] = ["\n"];
  private readonly keys = new Map<string, string>();
  private readonly keyLinesByDepth: Map<string, string>[] = [];
  private readonly strings = new Map<string, string>();
  private readonly flowStrings = new Map<string, string>();
  /** Two-string lists by their first and second item. */
  private readonly flowPairs = new Map<string, Map<string, string>>();

  write(fragment: string): void {
    if (this.fragments.push(fragment) === 8192) {
      this.text += this.fragments.join("");
      this.fragments = [];
    }
  }

  /**
   * The chunks are concatenated, not joined: V8 then keeps them as one rope until the text is
   * written out, instead of copying tens of megabytes into a flat string while the document
   * tree is still held.
   */
  finish(): string {
    return this.text + this.fragments.join("");
  }

  /** A non-empty mapping or sequence at `depth`; its first line starts with `first` instead of a line break and indentation. */
  block(value: Collection, depth: number, first: string): void {
    const lineStart = this.lineStart(depth);
    let prefix = first;
    if (Array.isArray(value)) {
      for (const item of value) {
        this.write(`${prefix}-`);
        this.entry(item, depth + 1, true);
        prefix = lineStart;
      }
      return;
    }
    const lines = this.keyLines(depth);
    let firstKey = prefix !== lineStart;
    // for-in rather than Object.keys: no array per mapping (the values are plain JSON objects).
    for (const key in value) {
      if (firstKey) {
        this.write(`${prefix}${this.key(key)}`);
        firstKey = false;
      } else {
        // The line break, indentation and key, converted once per depth.
        let line = lines.get(key);
        if (line === undefined) lines.set(key, (line = `${lineStart}${this.key(key)}`));
        this.write(line);
      }
      const item = value[key];
      if (isInt64Bound(key, item)) this.write(` ${int64BoundText(item)}`);
      else this.entry(item, depth + 1, false);
    }
  }

  private keyLines(depth: number): Map<string, string> {
    while (this.keyLinesByDepth.length <= depth) this.keyLinesByDepth.push(new Map());
    return this.keyLinesByDepth[depth]!;
  }

  /** What follows `key:` or `-`: a space and a scalar, or the nested block. */
  private entry(value: unknown, depth: number, inSequence: boolean): void {
    if (value === null || typeof value !== "object") {
      this.write(this.spacedScalar(value, depth));
    } else if (Array.isArray(value)) {
      if (value.length === 0) this.write(" []");
      else if (value.every(isFlowScalar)) this.write(this.flowList(value));
      // A sequence item starts its sequence on the dash's line (`- - x`).
      else this.block(value, depth, inSequence ? " " : this.lineStart(depth));
    } else if (isEmpty(value as Collection)) {
      this.write(" {}");
    } else {
      // A sequence item starts its mapping on the dash's line (`- key: value`).
      this.block(value as Collection, depth, inSequence ? " " : this.lineStart(depth));
    }
  }

  /** A list of one-line scalars on one line: ` [string, "null"]`, remembered by its items (most lists repeat). */
  private flowList(value: readonly unknown[]): string {
    if (value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string") {
      // The most common list by far: a nullable type (`[string, "null"]`).
      let seconds = this.flowPairs.get(value[0]);
      if (seconds === undefined) this.flowPairs.set(value[0], (seconds = new Map()));
      let text = seconds.get(value[1]);
      if (text === undefined) seconds.set(value[1], (text = ` [${this.flowScalar(value[0])}, ${this.flowScalar(value[1])}]`));
      return text;
    }
    let text = " [";
    for (let i = 0; i < value.length; i++) text += `${i > 0 ? ", " : ""}${this.flowScalar(value[i])}`;
    return `${text}]`;
  }

  /** A scalar inside a flow sequence, where a plain scalar may not contain a comma either. */
  private flowScalar(value: unknown): string {
    if (typeof value !== "string") return scalar(value, "");
    let text = this.flowStrings.get(value);
    if (text === undefined) {
      text = isPlain(value) && !value.includes(",") ? value : quoted(value);
      this.flowStrings.set(value, text);
    }
    return text;
  }

  /** A line break and the indentation of `depth`. */
  private lineStart(depth: number): string {
    while (this.lineStarts.length <= depth) this.lineStarts.push(`${this.lineStarts[this.lineStarts.length - 1]}  `);
    return this.lineStarts[depth]!;
  }

  /** `key:` */
  private key(key: string): string {
    let text = this.keys.get(key);
    if (text === undefined) {
      text = `${isPlain(key) ? key : quoted(key)}:`;
      this.keys.set(key, text);
    }
    return text;
  }

  /** A space and the scalar. */
  private spacedScalar(value: unknown, depth: number): string {
    if (typeof value !== "string") return ` ${scalar(value, "")}`;
    // Looked up first: most strings repeat, and a multi-line one is never remembered.
    let text = this.strings.get(value);
    if (text !== undefined) return text;
    if (value.includes("\n")) return ` ${stringText(value, this.lineStart(depth).slice(1))}`;
    text = ` ${isPlain(value) ? value : quoted(value)}`;
    this.strings.set(value, text);
    return text;
  }

  /** A scalar on its own (the whole document). */
  scalar(value: unknown): string {
    return this.spacedScalar(value, 0).slice(1);
  }
}

function scalar(value: unknown, indent: string): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`bug: ${value} has no JSON form`);
    return JSON.stringify(value);
  }
  if (typeof value === "string") return stringText(value, indent);
  if (Array.isArray(value)) return "[]";
  if (typeof value === "object") return "{}";
  throw new Error(`bug: a ${typeof value} has no JSON form`);
}

// Printable characters that need no escaping (YAML 1.2 `c-printable` minus the ones some parsers
// read as line breaks or byte-order marks: U+0085, U+2028, U+2029, U+FEFF).
const PRINTABLE = /^[\x20-\x7E\u00A0-\u2027\u202A-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]*$/;
// YAML indicators that cannot start a plain scalar, plus characters some readers mistake.
const PLAIN_START = /^[^-?:,[\]{}#&*!|>'"%@`<=+.0-9~ ]/;
const PLAIN_FORBIDDEN = /[{}[\]]|: |:$| #|\s$/;
// Words YAML 1.1 or 1.2 reads as booleans or null.
const RESERVED = /^(?:y|n|yes|no|true|false|on|off|null)$/i;

function isPlain(text: string): boolean {
  return PLAIN_START.test(text) && PRINTABLE.test(text) && !PLAIN_FORBIDDEN.test(text) && !RESERVED.test(text);
}

/** A literal block keeps multi-line text readable: printable lines, no trailing newline, no leading space. */
function isLiteralBlock(text: string): boolean {
  if (!text.includes("\n") || text.endsWith("\n") || text.startsWith(" ") || text.startsWith("\n")) return false;
  return text.split("\n").every((line) => PRINTABLE.test(line) && !/\s$/.test(line));
}

function stringText(text: string, indent: string): string {
  if (isPlain(text)) return text;
  if (isLiteralBlock(text))
    return `|-\n${text
      .split("\n")
      .map((line) => (line === "" ? "" : `${indent}${line}`))
      .join("\n")}`;
  return quoted(text);
}

/** JSON's string syntax, with the characters YAML does not print written as `\u` escapes. */
function quoted(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007F-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
