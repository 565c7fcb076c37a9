import { IDENTIFIER_PART, IDENTIFIER_START, TYPESCRIPT_VERSION } from "./identifier-tables.generated.js";

export { TYPESCRIPT_VERSION };

/** Whether `codePoint` lies in one of the `[first, last]` ranges of a flat table (binary search). */
function inTable(table: readonly number[], codePoint: number): boolean {
  let low = 0;
  let high = table.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < table[middle * 2]!) high = middle - 1;
    else if (codePoint > table[middle * 2 + 1]!) low = middle + 1;
    else return true;
  }
  return false;
}

const ASCII_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The first character of `name` that TypeScript does not read at its place in an identifier, or
 * undefined when `name` is one. TypeScript's Unicode tables, not the runtime's: `tsc` is the
 * consumer of the generated code, and its tables are older than Node's.
 */
export function unreadableInIdentifier(name: string): string | undefined {
  if (ASCII_IDENTIFIER.test(name)) return undefined;
  let first = true;
  for (const character of name) {
    const codePoint = character.codePointAt(0)!;
    if (!inTable(first ? IDENTIFIER_START : IDENTIFIER_PART, codePoint)) return character;
    first = false;
  }
  return name === "" ? "" : undefined;
}
