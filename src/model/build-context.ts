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

  /** Whether a member of the type failed, or the type may lack it because its base is missing (`*`). */
  hasFailed(type: string, member: string): boolean {
    const members = this.failed.get(type);
    return members !== undefined && (members.has(member) || members.has("*"));
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
    return new PendingLocation(declared, rest, key);
  }

  /**
   * A source reference for the model. Its line and column are looked up on first read: a run
   * without diagnostics never needs them, and building positions is the slow part of loading.
   */
  source(declared: Declared<unknown>, rest: readonly PathSegment[] = []): SourceRef {
    return lazyLocation(declared, rest, true);
  }
}

/**
 * A location whose line and column (own, enumerable accessors) are looked up once, on first read:
 * checks prepare a location for every element, but only a reported problem reads it. The
 * accessors must be own properties, so a source still looks like a plain `{ file, line, column }`
 * to `toEqual`, spreads and `JSON.stringify`; an object literal with getters makes them more
 * cheaply than two `Object.defineProperty` calls did.
 */
function lazyLocation(declared: Declared<unknown>, rest: readonly PathSegment[], key: boolean): SourceRef {
  let location: Location | undefined;
  // The getters hold the file's text and the path, not the declaration: the parsed YAML values
  // (tens of megabytes on a large model) are garbage once the model is built.
  const source = sourceOnly(declared.file);
  const path = declared.path;
  // No shared `resolve` closure: two getters are the only functions made per reference, and the
  // full path is put together only when a position is read.
  return {
    file: source.file,
    get line() {
      return (location ??= locate(source, rest.length === 0 ? path : [...path, ...rest], key)).line;
    },
    get column() {
      return (location ??= locate(source, rest.length === 0 ? path : [...path, ...rest], key)).column;
    },
  };
}

/** Each parsed file without its parsed value: what positions are looked up in. */
const sources = new WeakMap<ParsedFile, ParsedFile>();
function sourceOnly(parsed: ParsedFile): ParsedFile {
  let source = sources.get(parsed);
  if (source === undefined) {
    const { file, text, positions, outline, positionsBuilt } = parsed;
    sources.set(parsed, (source = { file, text, value: undefined, positions, ...(outline && positionsBuilt ? { outline, positionsBuilt } : {}) }));
  }
  return source;
}

/**
 * A diagnostic position looked up on first read. Checks prepare one for nearly every element but
 * only `report` reads it (`createDiagnostic` copies line and column), so plain prototype getters
 * do here: cheaper to make than the own accessors a model's `source` needs.
 */
class PendingLocation implements Location {
  readonly file: string;
  private location: Location | undefined;

  constructor(
    private readonly declared: Declared<unknown>,
    private readonly rest: readonly PathSegment[],
    private readonly key: boolean,
  ) {
    this.file = declared.file.file;
  }

  get line(): number {
    return this.resolve().line;
  }

  get column(): number {
    return this.resolve().column;
  }

  private resolve(): Location {
    const { declared, rest } = this;
    return (this.location ??= locate(declared.file, rest.length === 0 ? declared.path : [...declared.path, ...rest], this.key));
  }
}
