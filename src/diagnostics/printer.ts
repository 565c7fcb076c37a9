import { plural } from "./plural.js";
import type { Diagnostic } from "./diagnostic.js";

/** Source text by file, for previews. */
export type SourceTexts = ReadonlyMap<string, string>;

/**
 * Formats diagnostics like compiler output: `file:line:col severity CODE message`, then an indented
 * preview of the source line with a caret, then the hint.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], sources: SourceTexts = new Map()): string {
  // Each file split into lines once, not once per diagnostic (thousands of them on a large file).
  const lines = new Map<string, string[]>();
  const linesOf = (file: string): string[] | undefined => {
    let found = lines.get(file);
    const source = sources.get(file);
    if (found === undefined && source !== undefined) lines.set(file, (found = source.split(/\r?\n/)));
    return found;
  };
  let out = "";
  for (const d of diagnostics) out += formatLines(d, d.line > 0 ? linesOf(d.file) : undefined);
  return out;
}

export function formatDiagnostic(d: Diagnostic, source?: string): string {
  return formatLines(d, d.line > 0 && source !== undefined ? source.split(/\r?\n/) : undefined);
}

function formatLines(d: Diagnostic, sourceLines: readonly string[] | undefined): string {
  const position = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  let out = `${position} ${d.severity} ${d.code} ${d.message}\n`;
  const line = d.line > 0 ? sourceLines?.[d.line - 1] : undefined;
  if (line !== undefined && line.length <= 400) {
    const shown = line.replace(/\t/g, " ");
    out += `    ${shown}\n    ${" ".repeat(Math.max(0, d.column - 1))}^\n`;
  }
  if (d.hint) out += `    hint: ${d.hint}\n`;
  return out;
}

/** One summary line: "2 errors, 1 warning". */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")}`;
}
