import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * Generates `identifier-tables.generated.ts`: the code points TypeScript's scanner reads in an
 * identifier, as ranges. TypeScript keeps Unicode tables of its own, older than the ones Node
 * checks OData names with, so a letter Unicode added lately passes as a name and breaks the
 * generated code under `tsc`. The tables come from the TypeScript the project builds with (a
 * development dependency, so this module runs only to regenerate them); a test fails when the
 * checked-in module no longer matches it. Regenerate with
 * `npx tsc -p tsconfig.build.json && node dist/emitters/typescript/identifier-tables-source.js`.
 */

export const GENERATED_FILE = new URL("../../../src/emitters/typescript/identifier-tables.generated.ts", import.meta.url);

/** `[first, last, first, last, …]` of the code points `accepts` takes. */
function ranges(accepts: (codePoint: number) => boolean): number[] {
  const flat: number[] = [];
  let start = -1;
  for (let codePoint = 0; codePoint <= 0x110000; codePoint++) {
    const inside = codePoint <= 0x10ffff && accepts(codePoint);
    if (inside && start < 0) start = codePoint;
    if (!inside && start >= 0) {
      flat.push(start, codePoint - 1);
      start = -1;
    }
  }
  return flat;
}

function numbers(flat: readonly number[]): string {
  const lines: string[] = [];
  for (let i = 0; i < flat.length; i += 16) lines.push(`  ${flat.slice(i, i + 16).join(", ")},`);
  return lines.join("\n");
}

/** The text of the generated module. */
export function identifierTablesSource(): string {
  const start = ranges((c) => ts.isIdentifierStart(c, ts.ScriptTarget.ESNext));
  const part = ranges((c) => ts.isIdentifierPart(c, ts.ScriptTarget.ESNext));
  return [
    `// Generated from TypeScript ${ts.version} by src/emitters/typescript/identifier-tables-source.ts: do not edit.`,
    "",
    "/** The TypeScript whose scanner the tables follow. */",
    `export const TYPESCRIPT_VERSION = ${JSON.stringify(ts.version)};`,
    "",
    "/** Code points TypeScript reads as an identifier's first character: first and last of each range. */",
    "export const IDENTIFIER_START: readonly number[] = [",
    numbers(start),
    "];",
    "",
    "/** Code points TypeScript reads in an identifier after its first character: first and last of each range. */",
    "export const IDENTIFIER_PART: readonly number[] = [",
    numbers(part),
    "];",
    "",
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(GENERATED_FILE, identifierTablesSource());
}
