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
