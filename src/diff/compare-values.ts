import type { Facets, Model, TypeRef } from "../model/types.js";
import { declaredConstraints, type ValueConstraints } from "../model/validation-constraints.js";
import { constraintChanges } from "./compare-constraints.js";

/**
 * How the set of values a field admits changed. Narrowed: some values writers used to send are
 * now rejected. Widened: readers may now receive values they could not before (and the generated
 * validators they run would reject them). Changed: neither contains the other. Same: the values
 * are the same, only their declaration changed (a type definition written out as its type).
 */
export type Direction = "narrowed" | "widened" | "changed" | "same";

export interface ValueChange {
  readonly aspect: string;
  readonly direction: Direction;
  readonly message: string;
}

/** A value's type as declared: type, collection flag and facets. */
export interface ValueShape {
  readonly type: TypeRef;
  readonly collection: boolean;
  readonly facets: Facets;
}

/**
 * Primitive types whose every value (as written in JSON) is also a value of the listed wider types.
 * Integers widen to larger integers and to Decimal; exact in Double up to Int32; every type written
 * as a JSON string widens to String (OData JSON Format 4.01, section 7.1).
 */
const WIDER: Readonly<Record<string, readonly string[]>> = {
  Byte: ["Int16", "Int32", "Int64", "Decimal", "Single", "Double"],
  SByte: ["Int16", "Int32", "Int64", "Decimal", "Single", "Double"],
  Int16: ["Int32", "Int64", "Decimal", "Single", "Double"],
  Int32: ["Int64", "Decimal", "Double"],
  Int64: ["Decimal"],
  Single: ["Double"],
  Guid: ["String"],
  Date: ["String"],
  DateTimeOffset: ["String"],
  TimeOfDay: ["String"],
  Duration: ["String"],
};

const TEMPORAL: ReadonlySet<string> = new Set(["DateTimeOffset", "Duration", "TimeOfDay"]);

const typeName = (shape: ValueShape): string => (shape.collection ? `Collection(${shape.type.name})` : shape.type.name);

/**
 * The changes between two declarations of a value in two models. A type definition stands for its
 * underlying type with its facets: a value retyped from a type definition to another type (or back)
 * is one change of its type, classified by the values the two admit.
 */
export function compareDeclaredValues(before: ValueShape, after: ValueShape, beforeModel: Model, afterModel: Model): ValueChange[] {
  const retyped = before.type.kind !== after.type.kind || before.type.name !== after.type.name;
  if (!retyped || before.collection !== after.collection || (before.type.kind !== "typeDefinition" && after.type.kind !== "typeDefinition")) {
    return compareValueShapes(before, after, { before: beforeModel, after: afterModel });
  }
  const underlying = compareValueShapes(resolved(before, beforeModel), resolved(after, afterModel), { before: beforeModel, after: afterModel });
  // A type definition's Validation constraints hold for its values: retyping adds or drops them.
  const constraints = constraintChanges(definitionConstraints(before, beforeModel), definitionConstraints(after, afterModel), true, true);
  const constrained: Direction[] = constraints.map((c) => (c.breaks.length === 2 ? "changed" : c.breaks[0] === "writers" ? "narrowed" : c.breaks[0] === "readers" ? "widened" : "same"));
  const directions = new Set([...underlying.map((v) => v.direction), ...constrained].filter((d) => d !== "same"));
  const direction: Direction = directions.size === 0 ? "same" : directions.size === 1 ? [...directions][0]! : "changed";
  const detail = direction === "same" && constraints.length === 0 ? " (the same values)" : constraints.length > 0 ? ` (${constraints.map((c) => c.message).join("; ")})` : "";
  return [{ aspect: "type", direction, message: `type changed from ${typeName(before)} to ${typeName(after)}${detail}` }];
}

/** The Validation constraints a value's type definition declares (none for another type). */
function definitionConstraints(shape: ValueShape, model: Model): ValueConstraints {
  if (shape.type.kind !== "typeDefinition") return {};
  const name = shape.type.name;
  const definition = model.typeDefinitions.find((t) => t.name === name);
  return definition === undefined ? {} : declaredConstraints(definition.annotations, definition.underlyingType);
}

/** A value's shape with a type definition replaced by its underlying type and facets (the value's own facets first). */
function resolved(shape: ValueShape, model: Model): ValueShape {
  if (shape.type.kind !== "typeDefinition") return shape;
  const name = shape.type.name;
  const definition = model.typeDefinitions.find((t) => t.name === name);
  if (!definition) return shape;
  return { type: { kind: "primitive", name: definition.underlyingType }, collection: shape.collection, facets: { ...definition.facets, ...shape.facets } };
}

/** The two models a value's declarations come from, where an enum type's members decide a direction. */
interface Models {
  readonly before: Model;
  readonly after: Model;
}

/** The changes between two declarations of a value: its type first, then each facet. */
export function compareValueShapes(before: ValueShape, after: ValueShape, models?: Models): ValueChange[] {
  const changes: ValueChange[] = [];
  if (before.type.kind !== after.type.kind || before.type.name !== after.type.name || before.collection !== after.collection) {
    const direction = typeDirection(before, after, models);
    changes.push({ aspect: "type", direction, message: `type changed from ${typeText(before)} to ${typeText(after)}` });
    return changes; // facets of different types do not compare
  }
  const maxLength = compareBound(before.facets.maxLength, after.facets.maxLength, "max length");
  if (maxLength) changes.push({ aspect: "maxLength", ...maxLength });
  // A temporal type without precision is read two ways: whole seconds by CSDL (its default 0), up
  // to 12 fractional digits by the generated validators (services commonly send fractions
  // regardless). A precision given or taken away thus changes the values on both sides; between
  // two stated precisions it is a bound. A Decimal without one is unbounded.
  const temporal = TEMPORAL.has(after.type.name);
  const precision =
    temporal && (before.facets.precision === undefined) !== (after.facets.precision === undefined)
      ? { direction: "changed" as const, message: `precision changed from ${show(before.facets.precision)} to ${show(after.facets.precision)} (without one, CSDL means whole seconds and the validators admit up to 12 fractional digits)` }
      : compareBound(before.facets.precision, after.facets.precision, "precision");
  if (precision) changes.push({ aspect: "precision", ...precision });
  // A Decimal without scale has scale 0 (CSDL's default).
  const decimal = after.type.name === "Decimal";
  const beforeScale = before.facets.scale ?? (decimal ? 0 : undefined);
  const afterScale = after.facets.scale ?? (decimal ? 0 : undefined);
  if (beforeScale !== afterScale) {
    const afterPrecision = after.facets.precision;
    // Without a precision after the change, its own entry says the digits before the point grew:
    // the scale says the rest. Otherwise the Decimal's values are compared whole (`decimalDirection`).
    let direction: Direction = "changed";
    if (typeof beforeScale === "number" && typeof afterScale === "number" && typeof afterPrecision !== "number") direction = afterScale < beforeScale ? "narrowed" : "widened";
    else if (decimal) direction = decimalDirection({ precision: before.facets.precision, scale: beforeScale }, { precision: afterPrecision, scale: afterScale });
    changes.push({ aspect: "scale", direction, message: `scale changed from ${show(beforeScale)} to ${show(afterScale)}` });
  }
  if (before.facets.srid !== after.facets.srid) {
    changes.push({ aspect: "srid", direction: "changed", message: `SRID changed from ${show(before.facets.srid)} to ${show(after.facets.srid)}` });
  }
  if ((before.facets.unicode ?? true) !== (after.facets.unicode ?? true)) {
    const direction: Direction = after.facets.unicode === false ? "narrowed" : "widened";
    changes.push({ aspect: "unicode", direction, message: after.facets.unicode === false ? "no longer admits Unicode characters" : "now admits Unicode characters" });
  }
  return changes;
}

/** A Decimal's digits: `precision` (absent: unbounded) and `scale` (a number, `variable` or `floating`). */
interface DecimalDigits {
  readonly precision: Facets["precision"];
  readonly scale: Facets["scale"];
}

/**
 * How a Decimal's values changed (OData CSDL 4.01, section 4.4.2 and 4.4.3): a fixed scale `s`
 * admits `precision - s` digits before the point and `s` after it, so digits moved across the point
 * change the values both ways; `variable` admits up to `precision` digits with the point anywhere
 * among them, `floating` that many significant digits with an exponent.
 */
function decimalDirection(before: DecimalDigits, after: DecimalDigits): Direction {
  if (decimalContains(after, before)) return "widened";
  if (decimalContains(before, after)) return "narrowed";
  return "changed";
}

function decimalContains(outer: DecimalDigits, inner: DecimalDigits): boolean {
  const digits = (d: DecimalDigits) => (typeof d.precision === "number" ? d.precision : Infinity);
  const outerDigits = digits(outer);
  const innerDigits = digits(inner);
  if (outer.scale === "floating") return innerDigits <= outerDigits;
  if (inner.scale === "floating") return false;
  if (outer.scale === "variable") return innerDigits <= outerDigits;
  const outerScale = typeof outer.scale === "number" ? outer.scale : 0;
  // A variable scale puts up to all its digits on either side of the point.
  if (inner.scale === "variable") return innerDigits <= outerScale && innerDigits <= outerDigits - outerScale;
  const innerScale = typeof inner.scale === "number" ? inner.scale : 0;
  return innerScale <= outerScale && innerDigits - innerScale <= outerDigits - outerScale;
}

function typeDirection(before: ValueShape, after: ValueShape, models?: Models): Direction {
  if (before.collection !== after.collection) return "changed";
  // An enum value is its member's name in JSON (OData JSON Format 4.01, section 7.1): a String
  // that admits every name holds every value of the enum.
  if (before.type.kind === "enum" && after.type.name === "String" && after.type.kind === "primitive") {
    return stringHoldsEnum(after, models?.before, before.type.name) ? "widened" : "changed";
  }
  if (before.type.kind === "primitive" && before.type.name === "String" && after.type.kind === "enum") {
    return stringHoldsEnum(before, models?.after, after.type.name) ? "narrowed" : "changed";
  }
  if (before.type.kind !== "primitive" || after.type.kind !== "primitive") return "changed";
  // Each type's own bounds may cut into the other's values (Int32 to Decimal of precision 5, Guid
  // to a String of 10 characters; back from a Decimal of precision 5 to Int32, whose values are larger).
  if (WIDER[before.type.name]?.includes(after.type.name)) return boundsHold(before.type.name, after) ? "widened" : "changed";
  if (WIDER[after.type.name]?.includes(before.type.name)) return boundsHold(after.type.name, before) ? "narrowed" : "changed";
  return "changed";
}

/** Whether a String declaration admits every value of an enum type: each member's name (all of them, comma-separated, for flags). */
function stringHoldsEnum(string: ValueShape, model: Model | undefined, enumName: string): boolean {
  const enumType = model?.enumTypes.find((t) => t.name === enumName);
  if (enumType === undefined) return false;
  const { maxLength } = string.facets;
  if (typeof maxLength !== "number") return true;
  const names = enumType.members.map((m) => m.name.length);
  const longest = enumType.isFlags ? names.reduce((sum, n) => sum + n, Math.max(0, names.length - 1)) : Math.max(0, ...names);
  return longest <= maxLength;
}

/** A value's type for a message: with the facets that bound its values (`Decimal(5)`, `String(10)`). */
function typeText(shape: ValueShape): string {
  const { precision, scale, maxLength } = shape.facets;
  const bounds =
    shape.type.name === "Decimal" && typeof precision === "number"
      ? `(${precision}${scale !== undefined && scale !== 0 ? `,${scale}` : ""})`
      : typeof maxLength === "number" && shape.type.kind === "primitive"
        ? `(${maxLength})`
        : "";
  const type = `${shape.type.name}${bounds}`;
  return shape.collection ? `Collection(${type})` : type;
}

/** Digits of the largest value of each integer type; characters of a Guid. */
const INTEGER_DIGITS: Readonly<Record<string, number>> = { Byte: 3, SByte: 3, Int16: 5, Int32: 10, Int64: 19 };
const GUID_LENGTH = 36;

/** Whether every value of the primitive type `values` fits the bounds of `shape` (a Decimal's digits before the point, a String's length). */
function boundsHold(values: string, shape: ValueShape): boolean {
  const { precision, scale, maxLength } = shape.facets;
  if (shape.type.name === "Decimal" && typeof precision === "number") {
    const digits = INTEGER_DIGITS[values];
    const beforePoint = precision - (typeof scale === "number" ? scale : 0);
    return digits !== undefined && beforePoint >= digits;
  }
  if (typeof maxLength === "number") return values === "Guid" && maxLength >= GUID_LENGTH;
  return true;
}

/** An upper bound (absent or `max` is no bound): lowered narrows, raised widens. */
function compareBound(before: number | "max" | undefined, after: number | "max" | undefined, what: string): { direction: Direction; message: string } | undefined {
  const b = before === undefined || before === "max" ? Infinity : before;
  const a = after === undefined || after === "max" ? Infinity : after;
  if (a === b) return undefined;
  const text = (n: number) => (n === Infinity ? "unbounded" : String(n));
  return a < b
    ? { direction: "narrowed", message: `${what} lowered from ${text(b)} to ${text(a)}` }
    : { direction: "widened", message: `${what} raised from ${text(b)} to ${text(a)}` };
}

const show = (value: unknown): string => (value === undefined ? "unspecified" : String(value));
