export { tsIdentifier } from "../common/output-names.js";

const PLAIN_KEY = /^[\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Nd}\p{Mn}\p{Mc}\p{Pc}\p{Cf}$]*$/u;

/** A property key: bare when it is an identifier, else a double-quoted string (`"Nav@odata.bind"`). */
export function propertyKey(name: string): string {
  return PLAIN_KEY.test(name) ? name : JSON.stringify(name);
}

/**
 * `import type { … } from "…";` or `export type { … } from "…";` as prettier prints it (print
 * width 120): on one line when it fits or names one thing, else one name per line.
 */
export function typeOnlyLine(keyword: "import type" | "export type", names: readonly string[], from: string): string {
  const one = `${keyword} { ${names.join(", ")} } from "${from}";`;
  if (one.length <= 120 || names.length === 1) return one;
  return `${keyword} {\n${names.map((n) => `  ${n},\n`).join("")}} from "${from}";`;
}
