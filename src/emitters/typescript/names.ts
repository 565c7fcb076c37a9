import { namesFromLine } from "../common/print-width.js";
export { tsIdentifier } from "../common/output-names.js";

// A JavaScript identifier (ECMAScript IdentifierName): of the format characters OData names may
// hold, only the zero-width (non-)joiners are allowed; a soft hyphen needs quotes.
const PLAIN_KEY = /^[\p{ID_Start}_$][\p{ID_Continue}$\u200C\u200D]*$/u;

/** A property key: bare when it is an identifier, else a double-quoted string (`"Nav@odata.bind"`). */
export function propertyKey(name: string): string {
  return PLAIN_KEY.test(name) ? name : JSON.stringify(name);
}

/**
 * `import type { … } from "…";` or `export type { … } from "…";` as prettier prints it (print
 * width 120): on one line when it fits or names one thing, else one name per line.
 */
export function typeOnlyLine(keyword: "import type" | "export type", names: readonly string[], from: string): string {
  return namesFromLine(keyword, names, from);
}
