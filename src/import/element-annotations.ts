import type { Location } from "../diagnostics/diagnostic.js";
import { patternProblem, VALIDATION } from "../model/validation-constraints.js";
import type { RawAnnotations } from "../metadata-loader/raw-types.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import type { Scope } from "./scope.js";

export const CORE = "Org.OData.Core.V1";
export const CAPABILITIES = "Org.OData.Capabilities.V1";

/** One annotation of an element: the key after `@` (term, `#qualifier`, nested `@term`s), the value and where it was written. */
export interface TakenAnnotation {
  readonly value: JsonValue;
  readonly location: Location;
}

/** `Namespace.Term` with an optional non-empty `#Qualifier`: no spaces, no empty parts. */
const QUALIFIED_TERM = /^[^\s@#]+\.[^\s@#.]+(#[^\s@#]+)?$/u;

/**
 * The annotations of one element (the `prefix@…` members of its CSDL JSON object). Converters take
 * the terms the format turns into its own settings; `rest()` gives the others as the format's
 * passthrough `annotations`, reporting those it cannot hold.
 */
export class ElementAnnotations {
  private readonly entries = new Map<string, TakenAnnotation>();

  /** `keys`: the object's keys to look at (default all; `keysByPrefix` groups them once for the many members of one enum). */
  constructor(
    private readonly scope: Scope,
    object: JsonObject,
    prefix: string,
    private readonly describe: string,
    keys: Iterable<string> = Object.keys(object),
  ) {
    for (const key of keys) {
      if (key.startsWith(`${prefix}@`)) this.entries.set(key.slice(prefix.length + 1), { value: object[key]!, location: scope.ctx.at(object, key) });
    }
  }

  /** An object's annotation keys by the member they annotate (the part before the `@`). */
  static keysByPrefix(object: JsonObject): Map<string, string[]> {
    const byPrefix = new Map<string, string[]>();
    for (const key of Object.keys(object)) {
      const at = key.indexOf("@");
      if (at < 0) continue;
      const prefix = key.slice(0, at);
      const keys = byPrefix.get(prefix);
      if (keys) keys.push(key);
      else byPrefix.set(prefix, [key]);
    }
    return byPrefix;
  }

  /** Takes the unqualified annotation of a term (full name), if present. */
  take(term: string): TakenAnnotation | undefined {
    const found = this.entries.get(term);
    if (found) this.entries.delete(term);
    return found;
  }

  /** The annotations not taken yet, by key. */
  remaining(): Record<string, JsonValue> {
    return Object.fromEntries([...this.entries].map(([key, { value }]) => [key, value]));
  }

  /** Reports and leaves out the unqualified annotation of `term` (full name) where `problemOf` finds its value at fault. */
  dropIf(term: string, problemOf: (value: JsonValue) => string | undefined): void {
    const found = this.entries.get(term);
    const problem = found === undefined ? undefined : problemOf(found.value);
    if (problem === undefined) return;
    this.scope.ctx.notCarried(`annotation '${term}' on ${this.describe}`, problem, found!.location);
    this.entries.delete(term);
  }

  /** Puts back (a changed form of) an annotation taken earlier, for `rest()`. */
  restore(term: string, taken: TakenAnnotation): void {
    this.entries.set(term, taken);
  }

  /** Core.Description as the element's description, when it is a plain string. */
  description(): string | undefined {
    const found = this.entries.get(`${CORE}.Description`);
    if (typeof found?.value !== "string") return undefined;
    this.entries.delete(`${CORE}.Description`);
    return found.value;
  }

  /** Reports every remaining annotation as not carried (for elements the format gives no annotations). */
  dropAll(detail: string): void {
    for (const [key, { location }] of this.entries) this.scope.ctx.notCarried(`annotation '${key}' on ${this.describe}`, detail, location);
    this.entries.clear();
  }

  /** The remaining annotations as passthrough annotations (CSDL JSON values keyed by full term name). */
  rest(): RawAnnotations {
    const result: RawAnnotations = {};
    const ownNamespaces = new Set(this.scope.selected.schemas.map(([namespace]) => namespace));
    for (const [key, { value, location }] of this.entries) {
      // Each term of the key (`Term#Qualifier`, then any `@Nested` ones) a qualified name, as the XML reader requires.
      if (!key.split("@").every((part) => QUALIFIED_TERM.test(part))) {
        this.scope.ctx.notCarried(`annotation '${key}' on ${this.describe}`, "the term name is not a qualified name", location);
        continue;
      }
      const term = key.split("@")[0]!.split("#")[0]!;
      const qualifier = term.slice(0, Math.max(term.lastIndexOf("."), 0));
      if (ownNamespaces.has(qualifier)) {
        this.scope.ctx.notCarried(`annotation '${key}' on ${this.describe}`, `its term is declared in this document ('${qualifier}'), and the format carries no term declarations`, location);
        continue;
      }
      // The format's outputs check a pattern as ECMAScript reads it (EDM0239): one it cannot read would stop the model loading.
      if (term === `${VALIDATION}Pattern`) {
        const problem = patternProblem(value);
        if (problem !== undefined) {
          this.scope.ctx.notCarried(`annotation '${key}' on ${this.describe}`, `the pattern ${problem}`, location);
          continue;
        }
      }
      result[key] = value;
    }
    this.entries.clear();
    return result;
  }
}
