import { displayWidth } from "../emitters/common/print-width.js";
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
    if (found === undefined && source !== undefined) lines.set(file, (found = source.split(LINE_END)));
    return found;
  };
  let out = "";
  for (const d of diagnostics) out += formatLines(d, d.line > 0 ? linesOf(d.file) : undefined);
  return out;
}

export function formatDiagnostic(d: Diagnostic, source?: string): string {
  return formatLines(d, d.line > 0 && source !== undefined ? source.split(LINE_END) : undefined);
}

/** Line ends as positions count them: LF, CR LF, and a lone CR (XML 1.0 reads one as a line end). */
const LINE_END = /\r\n?|\n/;

/**
 * A text as a terminal may show it: each C0 control character and DEL as its Unicode control
 * picture (`␀`, `␛`), each C1 control as U+FFFD, one code unit for one, so columns stay where
 * they were. Written raw, an escape character in a model file would drive the terminal or the CI
 * log showing the report, and a line feed in a name would break a diagnostic's one line.
 */
function visible(text: string): string {
  return text.replace(/[\u0000-\u001F\u007F-\u009F]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? "\u2421" : "\uFFFD";
  });
}

function formatLines(d: Diagnostic, sourceLines: readonly string[] | undefined): string {
  const position = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  let out = `${visible(`${position} ${d.severity} ${d.code} ${d.message}`)}\n`;
  const line = d.line > 0 ? sourceLines?.[d.line - 1] : undefined;
  if (line !== undefined && line.length <= 400) {
    const shown = visible(line.replace(/\t/g, " "));
    // The caret goes under the column as a terminal shows the line: a CJK character takes two
    // places there, a combining mark none (columns count UTF-16 code units, as editors do).
    out += `    ${shown}\n    ${" ".repeat(displayWidth(shown.slice(0, Math.max(0, d.column - 1))))}^\n`;
  }
  if (d.hint) out += `    hint: ${visible(d.hint)}\n`;
  return out;
}

/** One summary line: "2 errors, 1 warning". */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")}`;
}
