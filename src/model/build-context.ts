import { createDiagnostic, type Diagnostic, type Location } from "../diagnostics/diagnostic.js";
import type { DiagnosticCode, DiagnosticParams } from "../diagnostics/catalog.js";
import { locate, type ParsedFile, type PathSegment } from "../metadata-loader/parse-yaml.js";
import type { SourceRef } from "./types.js";

/** A named element as declared in one file, with the way back to its YAML node. */
export interface Declared<R> {
  readonly name: string;
  readonly raw: R;
  readonly file: ParsedFile;
  /** Path of the element's value in its file, e.g. ["entityTypes", "Price"]. */
  readonly path: readonly PathSegment[];
}

/** Collects diagnostics while the model is built; positions come from the YAML nodes. */
export class BuildContext {
  readonly diagnostics: Diagnostic[] = [];

  report<C extends DiagnosticCode>(code: C, params: DiagnosticParams<C>, at: Location): void {
    this.diagnostics.push(createDiagnostic(code, params, at));
  }

  /** The position of a declared element's name, or of a member below it (`key` = point at the key, not the value). */
  at(declared: Declared<unknown>, rest: readonly PathSegment[] = [], key = true): Location {
    return locate(declared.file, [...declared.path, ...rest], key);
  }

  /** A source reference for the model. */
  source(declared: Declared<unknown>, rest: readonly PathSegment[] = []): SourceRef {
    const { file, line, column } = this.at(declared, rest, true);
    return { file, line, column };
  }
}
