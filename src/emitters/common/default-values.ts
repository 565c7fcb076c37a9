import { underlyingPrimitive } from "../../model/underlying-primitive.js";
import { significantDigits } from "../../model/literals.js";
import type { Model, PrimitiveTypeName, Property, TypeDefinition } from "../../model/types.js";
import { typeIndexesOf } from "./output-names.js";

const INTEGER_TYPES: ReadonlySet<PrimitiveTypeName> = new Set(["Byte", "SByte", "Int16", "Int32", "Int64"]);
const FLOATING_TYPES: ReadonlySet<PrimitiveTypeName> = new Set(["Decimal", "Double", "Single"]);
const NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * A default literal in JSON (CSDL JSON 4.01, section 7.2.6; OData JSON Format 4.01, section 7.1):
 * booleans as booleans, numbers as numbers when a JSON number carries them exactly (integers up to
 * 2^53, at most 15 significant digits), everything else as the literal string.
 */
export function defaultJsonValue(literal: string, primitive: PrimitiveTypeName | undefined): string | number | boolean {
  if (primitive === "Boolean") return literal === "true";
  if (primitive === undefined || literal.trim() !== literal) return literal;
  if (INTEGER_TYPES.has(primitive)) {
    const n = Number(literal);
    return /^[+-]?\d+$/.test(literal) && Number.isSafeInteger(n) ? n : literal;
  }
  if (FLOATING_TYPES.has(primitive)) {
    const n = Number(literal);
    return NUMBER.test(literal) && significantDigits(literal) <= 15 && Number.isFinite(n) ? n : literal;
  }
  return literal;
}

/**
 * A field's default value as an OData JSON payload carries it, for the `default` annotation of
 * JSON Schema and OpenAPI (as the OASIS mapping writes `DefaultValue`). Undefined where JSON cannot
 * carry the model's literal exactly (a number beyond the 15 significant digits of a double, `INF`,
 * `NaN`), or where the payload form is not the literal (geography and geometry values are GeoJSON
 * objects; streams are not in the payload), and for collections, whose `DefaultValue` is no JSON
 * array. (The model writes a flags default as CSDL does, `Read,Write`.)
 */
export function defaultPayloadValue(property: Property, typeDefinitions: ReadonlyMap<string, TypeDefinition>): unknown {
  const literal = property.defaultValue;
  if (literal === undefined || property.collection) return undefined;
  if (property.type.kind === "enum") return literal;
  const primitive = underlyingPrimitive(property.type, typeDefinitions);
  if (primitive === undefined || primitive === "Stream" || primitive.startsWith("Geography") || primitive.startsWith("Geometry")) return undefined;
  const value = defaultJsonValue(literal, primitive);
  // A number JSON cannot carry exactly stays a string here: no `default` rather than a wrong one.
  return typeof value === "string" && (INTEGER_TYPES.has(primitive) || FLOATING_TYPES.has(primitive)) ? undefined : value;
}

/**
 * How docs and doc comments show a field's default: numbers and booleans as the model writes them
 * (also a number JSON cannot carry exactly), anything else as a quoted string.
 */
export function defaultValueText(property: Property, model: Model): string | undefined {
  const literal = property.defaultValue;
  if (literal === undefined) return undefined;
  const { typeDefinitions } = typeIndexesOf(model);
  const primitive = underlyingPrimitive(property.type, typeDefinitions);
  if (primitive !== undefined && (primitive === "Boolean" || INTEGER_TYPES.has(primitive) || FLOATING_TYPES.has(primitive))) return literal;
  const payload = defaultPayloadValue(property, typeDefinitions);
  return JSON.stringify(typeof payload === "string" ? payload : literal);
}
