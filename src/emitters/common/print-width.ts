import { eastAsianWidth } from "get-east-asian-width";

/**
 * The line width the generated TypeScript is laid out for: prettier's `printWidth`, pinned for the
 * project (test/support/prettier.ts). The emitters write prettier's layout directly; tests check it.
 */
export const PRINT_WIDTH = 120;

const ASCII = /^[\x20-\x7e]*$/;
const ZERO_WIDTH = /[\p{Mn}\p{Me}]/u;

/**
 * The columns a text takes, as prettier counts them: East Asian wide and fullwidth characters take
 * two (a name such as `受注明細` is eight columns, not four), combining marks and control
 * characters none, every other character one.
 */
export function displayWidth(text: string): number {
  if (ASCII.test(text)) return text.length;
  let width = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (codePoint <= 31 || (codePoint >= 127 && codePoint <= 159) || ZERO_WIDTH.test(character)) continue;
    width += eastAsianWidth(codePoint);
  }
  return width;
}

/**
 * `<keyword> { a, b } from "<from>";` (an import or a re-export) as prettier prints it: on one line
 * when it fits or names one thing (prettier never breaks a single name), else one name per line.
 */
export function namesFromLine(keyword: string, names: readonly string[], from: string): string {
  const one = `${keyword} { ${names.join(", ")} } from "${from}";`;
  if (fits(one) || names.length === 1) return one;
  return `${keyword} {\n${names.map((n) => `  ${n},\n`).join("")}} from "${from}";`;
}

/** Whether a line (its indentation included) fits in the print width. */
export function fits(line: string): boolean {
  return displayWidth(line) <= PRINT_WIDTH;
}
