/**
 * A small YAML 1.2 writer for the plain data an import produces (mappings, lists, strings,
 * numbers, Booleans, null), fast enough for models with thousands of types. Strings are written
 * plain only when the core schema reads them back as the same string; otherwise double-quoted
 * (JSON string syntax, which YAML's double-quoted style accepts). No line wrapping, no aliases.
 */
export interface YamlStyle {
  /** Keys whose scalar values are always double-quoted (e.g. `cardinality`, so "N:1" never reads as anything else). */
  readonly quotedKeys: ReadonlySet<string>;
  /** Put a blank line between the entries of mappings at this depth (0 is the top level). */
  readonly spacedDepth: number;
  /** Top-level keys whose entries get no blank lines between them. */
  readonly compactSections: ReadonlySet<string>;
}

const PLAIN = /^[\p{L}_$/][\p{L}\p{N}_.\/\-$#@ ()']*$/u;
const RESERVED = /^(true|false|null|~|y|n|yes|no|on|off)$/i;

/** Whether a string can be written as a plain scalar and read back as the same string. */
function isPlain(text: string): boolean {
  return PLAIN.test(text) && !RESERVED.test(text) && !text.endsWith(" ") && !text.includes(" #") && !text.includes(" '");
}

/**
 * A double as YAML gives it back. Beyond 2^53 - 1 an integer is written with its exponent (`1e+20`,
 * not `100000000000000000000`): written out, it would read as an integer YAML has rounded (EDM0228).
 */
function numberText(value: number): string {
  return Number.isInteger(value) && !Number.isSafeInteger(value) ? value.toExponential() : String(value);
}

function scalar(value: unknown, quoted = false): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return Number.isFinite(value) ? numberText(value) : Number.isNaN(value) ? ".nan" : value > 0 ? ".inf" : "-.inf";
  const text = String(value);
  return !quoted && isPlain(text) ? text : JSON.stringify(text);
}

const isMapping = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Serialises a mapping as a YAML document body (block style; lists of scalars in flow style). */
export function toYaml(value: Record<string, unknown>, style: YamlStyle): string {
  const out: string[] = [];
  writeMapping(out, value, 0, style, false);
  return out.join("");
}

function writeMapping(out: string[], mapping: Record<string, unknown>, depth: number, style: YamlStyle, compact: boolean): void {
  const indent = "  ".repeat(depth);
  let first = true;
  for (const [key, value] of Object.entries(mapping)) {
    if (!first && depth === style.spacedDepth && !compact) out.push("\n");
    first = false;
    const head = `${indent}${scalar(key)}:`;
    writeValue(out, head, value, depth, style, key, depth === 0 && style.compactSections.has(key));
  }
}

function writeValue(out: string[], head: string, value: unknown, depth: number, style: YamlStyle, key: string, compact: boolean): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(`${head} []\n`);
    else if (value.every((item) => item === null || typeof item !== "object")) out.push(`${head} [${value.map((item) => scalar(item)).join(", ")}]\n`);
    else {
      out.push(`${head}\n`);
      const indent = "  ".repeat(depth + 1);
      for (const item of value) writeValue(out, `${indent}-`, item, depth + 1, style, "", false);
    }
  } else if (isMapping(value)) {
    if (Object.keys(value).length === 0) out.push(`${head} {}\n`);
    else if (head.endsWith("-")) {
      // A mapping inside a list: its first entry goes on the dash's line.
      const lines: string[] = [];
      writeMapping(lines, value, depth + 1, style, compact);
      const text = lines.join("");
      out.push(`${head} ${text.slice(2 * (depth + 1))}`);
    } else {
      out.push(`${head}\n`);
      writeMapping(out, value, depth + 1, style, compact);
    }
  } else out.push(`${head} ${scalar(value, style.quotedKeys.has(key))}\n`);
}
