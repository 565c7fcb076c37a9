import { CATALOG, type DiagnosticCode, type DiagnosticParams, type Severity } from "./catalog.js";

/** A positioned problem. `line` and `column` are 1-based; 0 means "the whole file". */
export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: string;
  readonly hint?: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** Where a diagnostic points. */
export interface Location {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** Creates a diagnostic from the catalog; the code's parameters are type-checked. */
export function createDiagnostic<C extends DiagnosticCode>(code: C, params: DiagnosticParams<C>, at: Location): Diagnostic {
  const definition = CATALOG[code] as unknown as {
    severity: Severity;
    message: (p: DiagnosticParams<C>) => string;
    hint?: (p: DiagnosticParams<C>) => string | undefined;
  };
  params = shortenedParams(params);
  const hint = definition.hint?.(params);
  return {
    code,
    severity: definition.severity,
    message: definition.message(params),
    ...(hint ? { hint } : {}),
    file: at.file,
    line: at.line,
    column: at.column,
  };
}

/** The longest value a message quotes whole; a longer one (a 5 MB key, a 30 MB attribute) is cut. */
const QUOTED_LIMIT = 500;
const QUOTED_KEPT = 300;

/** The params with each long text cut, so that one bad value cannot fill a CI log. */
function shortenedParams<P>(params: P): P {
  let shortened: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (typeof value !== "string" || value.length <= QUOTED_LIMIT) continue;
    // Never between the halves of a surrogate pair.
    const high = value.charCodeAt(QUOTED_KEPT - 1);
    const kept = value.slice(0, high >= 0xd800 && high <= 0xdbff ? QUOTED_KEPT - 1 : QUOTED_KEPT);
    shortened ??= { ...(params as Record<string, unknown>) };
    shortened[key] = `${kept}… (${value.length} characters)`;
  }
  return (shortened ?? params) as P;
}

export const hasErrors = (diagnostics: readonly Diagnostic[]): boolean => diagnostics.some((d) => d.severity === "error");

/** Orders diagnostics by file, line, column, then code, so output never depends on discovery order. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.code, b.code) || compareText(a.message, b.message),
  );
}

/** Code-point order, independent of the locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
