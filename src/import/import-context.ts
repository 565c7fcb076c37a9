import { createDiagnostic, type Diagnostic, type Location } from "../diagnostics/diagnostic.js";
import type { Position, SourcePositions } from "./positions.js";

/** Collects the diagnostics of one import; positions point into the imported document. */
export class ImportContext {
  readonly diagnostics: Diagnostic[] = [];
  /** Where the document says nothing of a setting the format requires, and import chose its value (the command prints them as notes). */
  readonly notes: Array<{ readonly element: string; readonly detail: string; readonly at: Location }> = [];

  constructor(
    readonly file: string,
    readonly positions: SourcePositions,
  ) {}

  /** The location of an element of the CSDL JSON form (or one of its members); line 1 when unknown. */
  at(object: object | undefined, member?: string): Location {
    return this.here(object ? this.positions.offsetOf(object, member) : undefined);
  }

  /** A character offset (or a line and column) in the document as a diagnostic location. */
  here(where: number | Position | undefined): Location {
    const position = typeof where === "number" ? this.positions.lines?.at(where) : where;
    return { file: this.file, line: position?.line ?? 1, column: position?.column ?? 1 };
  }

  /** EDM0503: something the format cannot carry, reported once per element. */
  notCarried(element: string, detail: string, at: Location): void {
    this.diagnostics.push(createDiagnostic("EDM0503", { element, detail }, at));
  }

  /** EDM0506: an element carried with a change the format requires, said once. */
  carriedChanged(element: string, detail: string, at: Location): void {
    this.diagnostics.push(createDiagnostic("EDM0506", { element, detail }, at));
  }

  /** EDM0504: the document breaks a rule of CSDL. */
  invalid(element: string, detail: string, at: Location): void {
    this.diagnostics.push(createDiagnostic("EDM0504", { element, detail }, at));
  }
}
