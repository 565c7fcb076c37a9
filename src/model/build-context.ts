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
  /**
   * Members (and `*` for a whole type's base) that failed to build, by type, inherited ones
   * included: later checks stay quiet about them instead of reporting follow-on errors.
   */
  private readonly failed = new Map<string, Set<string>>();

  markFailed(type: string, member: string): void {
    const members = this.failed.get(type) ?? new Set<string>();
    members.add(member);
    this.failed.set(type, members);
  }

  hasFailed(type: string, member: string): boolean {
    return this.failed.get(type)?.has(member) ?? false;
  }

  /** Carries a base type's failed members over to a derived type. */
  inheritFailures(type: string, base: string): void {
    for (const member of this.failed.get(base) ?? []) this.markFailed(type, member);
  }

  report<C extends DiagnosticCode>(code: C, params: DiagnosticParams<C>, at: Location): void {
    this.diagnostics.push(createDiagnostic(code, params, at));
  }

  /** The position of a declared element's name, or of a member below it (`key` = point at the key, not the value). */
  at(declared: Declared<unknown>, rest: readonly PathSegment[] = [], key = true): Location {
    return lazyLocation(declared.file, [...declared.path, ...rest], key);
  }

  /**
   * A source reference for the model. Its line and column are looked up on first read: a run
   * without diagnostics never needs them, and building positions is the slow part of loading.
   */
  source(declared: Declared<unknown>, rest: readonly PathSegment[] = []): SourceRef {
    return lazyLocation(declared.file, [...declared.path, ...rest], true);
  }
}

/**
 * A location whose line and column (own, enumerable accessors) are looked up once, on first read:
 * checks prepare a location for every element, but only a reported problem reads it. An object
 * literal with getters keeps one shared shape for all references (`Object.defineProperty` per
 * object was the slowest part of building a large model); the shape must stay a plain
 * `{ file, line, column }` to tests and to `JSON.stringify`.
 */
function lazyLocation(parsed: ParsedFile, path: readonly PathSegment[], key: boolean): SourceRef {
  let location: Location | undefined;
  return {
    file: parsed.file,
    get line() {
      return (location ??= locate(parsed, path, key)).line;
    },
    get column() {
      return (location ??= locate(parsed, path, key)).column;
    },
  };
}
