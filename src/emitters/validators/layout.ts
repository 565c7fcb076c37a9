/**
 * Line layout of the generated modules, so that they come out exactly as prettier (print width
 * 120, the pinned project setting) prints them, without running prettier per file. Only the few
 * constructs the emitter writes are covered: a group (`name(`, `name<`, `[`) that does not fit is
 * broken with its items one per line, indented, each group inside laid out again.
 */

import { displayWidth, fits, namesFromLine, PRINT_WIDTH } from "../common/print-width.js";

/** A piece of code that may be broken over lines. */
export type Layout =
  | string
  | {
      /** `z.exactOptional(`, `z.ZodArray<`, `[` */
      readonly open: string;
      readonly items: readonly Layout[];
      /** `)`, `>`, `]` */
      readonly close: string;
      /** Prettier writes a trailing comma after the last broken argument or element, not after a type argument. */
      readonly trailingComma: boolean;
    };

/** The layout on one line. */
export function flat(layout: Layout): string {
  if (typeof layout === "string") return layout;
  return `${layout.open}${layout.items.map(flat).join(", ")}${layout.close}`;
}

/**
 * Prints `layout` starting at column `column` of a line indented by `indent`, with `suffix`
 * following it on the same line: flat when it fits, else broken (the items on their own lines).
 */
export function print(layout: Layout, indent: string, column: number, suffix: string): string {
  const one = flat(layout);
  if (typeof layout === "string" || column + displayWidth(one) + displayWidth(suffix) <= PRINT_WIDTH) return one;
  const inner = `${indent}  `;
  const comma = layout.trailingComma ? "," : "";
  const items = layout.items.map((item, i) => {
    const end = i < layout.items.length - 1 ? "," : comma;
    return `${inner}${print(item, inner, inner.length, end)}${end}\n`;
  });
  return `${layout.open}\n${items.join("")}${indent}${layout.close}`;
}

/** `import { a, b } from "./m.js";`, one name per line when it does not fit (prettier never breaks a single name). */
export function importLine(names: readonly string[], from: string): string {
  return `${namesFromLine("import", names, from)}\n`;
}

/**
 * A statement `<prefix><callee>([…])<suffix>` whose one argument is an array of string literals
 * (`export const X = z.enum(["a", "b"]);`), laid out as prettier lays it out: on one line; else
 * the array hugged and broken, one item per line; else, when `callee([` does not fit, the array
 * on a line of its own; else, when not even `callee(` fits, the call on the next line after `=`.
 */
export function stringArrayCall(prefix: string, callee: string, values: readonly string[], suffix: string): string {
  const literals = values.map((v) => JSON.stringify(v));
  const list = literals.join(", ");
  const items = (indent: string) => literals.map((l) => `${indent}${l},\n`).join("");
  const one = `${prefix}${callee}([${list}])${suffix}`;
  if (fits(one)) return one;
  if (fits(`${prefix}${callee}([`)) return `${prefix}${callee}([\n${items("  ")}])${suffix}`;
  if (fits(`${prefix}${callee}(`) || !prefix.endsWith(" = ")) {
    const array = `  [${list}],`;
    return `${prefix}${callee}(\n${fits(array) ? `${array}\n` : `  [\n${items("    ")}  ],\n`})${suffix}`;
  }
  const lhs = prefix.slice(0, -1);
  const call = `  ${callee}([${list}])${suffix}`;
  return fits(call) ? `${lhs}\n${call}` : `${lhs}\n  ${callee}([\n${items("    ")}  ])${suffix}`;
}
