import type { SourceRef } from "../model/types.js";

/**
 * One difference between two versions of the model, classified. A change breaks the clients on one
 * side of the interface or both (CLARIFICATIONS, "Breaking, by direction"): readers, who receive
 * records, and writers, who send bodies and requests.
 */

export type Side = "readers" | "writers";

export type ElementKind =
  | "service"
  | "entitySet"
  | "singleton"
  | "operation"
  | "filter"
  | "phaseChange"
  | "binding"
  | "entityType"
  | "complexType"
  | "enumType"
  | "enumMember"
  | "typeDefinition"
  | "field"
  | "relationship"
  | "key"
  | "baseType"
  | "action"
  | "function"
  | "import";

export type ChangeType = "added" | "removed" | "changed";

/** What a change touches in each output, by the names those outputs use (`output-names.ts`). */
export interface Affects {
  readonly openApiPaths: readonly string[];
  readonly openApiSchemas: readonly string[];
  readonly csdl: readonly string[];
  readonly typeScript: readonly string[];
}

export interface Change {
  readonly element: ElementKind;
  /** The element's name: `Price`, `Price.Price` (type and field), `Price.create` (set and operation), `Price.$filter Name`. */
  readonly name: string;
  readonly change: ChangeType;
  /** For `changed`: which aspect (`type`, `nullable`, `maxLength`, ...); null otherwise. */
  readonly aspect: string | null;
  readonly message: string;
  readonly breaking: boolean;
  /** Who breaks, readers first; empty when the change is not breaking. */
  readonly breaks: readonly Side[];
  /** Where the element is declared: in the new model, or in the old one for a removal. */
  readonly place: SourceRef;
  /** Which version `place` points into: the base for removals, the head otherwise. */
  readonly placeIn: "base" | "head";
  readonly affects: Affects;
}

/** A change before classification fields are derived: `breaks` decides `breaking`. */
export interface ChangeInput {
  readonly element: ElementKind;
  readonly name: string;
  readonly change: ChangeType;
  readonly aspect?: string;
  readonly message: string;
  readonly breaks: readonly Side[];
  readonly place: SourceRef;
  /** Default: the base for removals, the head otherwise. */
  readonly placeIn?: "base" | "head";
  readonly affects: Affects;
}

/** Completes a change: sides in a fixed order without duplicates, `breaking` from them. */
export function makeChange(input: ChangeInput): Change {
  const breaks = (["readers", "writers"] as const).filter((side) => input.breaks.includes(side));
  return {
    element: input.element,
    name: input.name,
    change: input.change,
    aspect: input.aspect ?? null,
    message: input.message,
    breaking: breaks.length > 0,
    breaks,
    place: input.place,
    placeIn: input.placeIn ?? (input.change === "removed" ? "base" : "head"),
    affects: input.affects,
  };
}

/** Sides that break: readers when `readers` holds, writers when `writers` holds. */
export function sides(readers: boolean, writers: boolean): Side[] {
  const result: Side[] = [];
  if (readers) result.push("readers");
  if (writers) result.push("writers");
  return result;
}

export const BOTH: readonly Side[] = ["readers", "writers"];

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The report order: breaking first, then by place, then by element and aspect (code-point order). */
export function compareChanges(a: Change, b: Change): number {
  return (
    Number(b.breaking) - Number(a.breaking) ||
    cmp(a.place.file, b.place.file) ||
    a.place.line - b.place.line ||
    a.place.column - b.place.column ||
    cmp(a.element, b.element) ||
    cmp(a.name, b.name) ||
    cmp(a.aspect ?? "", b.aspect ?? "") ||
    cmp(a.change, b.change) ||
    cmp(a.message, b.message)
  );
}
