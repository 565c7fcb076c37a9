import { namesFromLine } from "../common/print-width.js";
export { tsIdentifier } from "../common/output-names.js";

import { unreadableInIdentifier } from "./identifiers.js";

/**
 * A property key: bare when TypeScript reads it as an identifier, else a double-quoted string
 * (`"Nav@odata.bind"`, a name with a soft hyphen, or with a letter newer than TypeScript's tables).
 */
export function propertyKey(name: string): string {
  return unreadableInIdentifier(name) === undefined ? name : JSON.stringify(name);
}

/**
 * `import type { … } from "…";` or `export type { … } from "…";` as prettier prints it (print
 * width 120): on one line when it fits or names one thing, else one name per line.
 */
export function typeOnlyLine(keyword: "import type" | "export type", names: readonly string[], from: string): string {
  return namesFromLine(keyword, names, from);
}
