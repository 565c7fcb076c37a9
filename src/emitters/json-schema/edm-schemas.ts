import { decimalBound } from "../../model/decimal-bounds.js";
import type { Facets, PrimitiveTypeName } from "../../model/types.js";
import { INT64_MAX, INT64_MIN } from "../common/int64-bounds.js";
import { BINARY_PATTERN, binaryCharacters, binaryPattern, DATE_PATTERN, EXACT_BINARY_BYTES, dateTimeOffsetPattern, durationPattern, GUID_PATTERN, timeOfDayPattern } from "../common/patterns.js";
import type { JsonSchema } from "./json-schema-types.js";

/**
 * JSON Schemas of the Edm primitive types as OData JSON writes their values (OData JSON Format
 * 4.01, section 7.1): JSON numbers for the numeric types (no `"INF"`/`"NaN"` strings and no
 * IEEE754Compatible string form for Int64 and Decimal), JSON strings checked by the OData ABNF
 * pattern for Guid, Binary and the temporal types. `format` only annotates: the pattern asserts.
 */

/** Formats the schemas carry as annotations (register them as annotation-only in ajv strict mode). */
export const ANNOTATION_FORMATS = [
  "base64url",
  "date",
  "date-time",
  "decimal",
  "double",
  "float",
  "int16",
  "int32",
  "int64",
  "int8",
  "uint8",
  "uuid",
] as const;

// Integer ranges of OData CSDL 4.01, section 4.4 (Int64's as JavaScript holds them; the
// serialisers write them exactly, see int64-bounds.ts).
const INTEGERS: Readonly<Record<string, readonly [number, number, string]>> = {
  Byte: [0, 255, "uint8"],
  SByte: [-128, 127, "int8"],
  Int16: [-32768, 32767, "int16"],
  Int32: [-2147483648, 2147483647, "int32"],
  Int64: [INT64_MIN, INT64_MAX, "int64"],
};

/**
 * The largest JSON number that is still a finite Edm.Single (IEEE 754 binary32): the double just
 * below 2^128 - 2^103, from where a number rounds to infinity. Larger than the largest binary32
 * itself (3.4028234663852886e38), so that a writer's shortest form of it (`3.4028235E38`) passes.
 */
export const SINGLE_LIMIT = 3.4028235677973362e38;


const POSITION: JsonSchema = { type: "array", items: { type: "number" }, minItems: 2 };
const LINE: JsonSchema = { type: "array", items: POSITION, minItems: 2 };
const RING: JsonSchema = { type: "array", items: POSITION, minItems: 4 };
const POLYGON: JsonSchema = { type: "array", items: RING };

/** A GeoJSON object (RFC 7946, section 3.1) of one kind, open for `bbox` and `crs`. */
function geoJson(kind: string, member: "coordinates" | "geometries", value: JsonSchema): JsonSchema {
  return {
    description: `GeoJSON ${kind} (RFC 7946).`,
    type: "object",
    properties: { type: { type: "string", enum: [kind] }, [member]: value },
    required: ["type", member],
  };
}

const SINGLE_KINDS: readonly JsonSchema[] = [
  geoJson("Point", "coordinates", POSITION),
  geoJson("LineString", "coordinates", LINE),
  geoJson("Polygon", "coordinates", POLYGON),
  geoJson("MultiPoint", "coordinates", { type: "array", items: POSITION }),
  geoJson("MultiLineString", "coordinates", { type: "array", items: LINE }),
  geoJson("MultiPolygon", "coordinates", { type: "array", items: POLYGON }),
];

/**
 * A collection's members: any kind but a collection, checked whole; a nested collection (RFC 7946,
 * section 3.1.8: implementations should avoid them) only by its own shape.
 */
const NESTED_COLLECTION = geoJson("GeometryCollection", "geometries", {
  type: "array",
  items: { type: "object", properties: { type: { type: "string" } }, required: ["type"] },
});
const COLLECTION = geoJson("GeometryCollection", "geometries", { type: "array", items: { anyOf: [...SINGLE_KINDS, NESTED_COLLECTION] } });

/** Any geometry: one of the kinds, each checked as such. */
const ANY_GEO: JsonSchema = { description: "A GeoJSON geometry (RFC 7946).", anyOf: [...SINGLE_KINDS, COLLECTION] };

/** The geo types by the part of the name after `Geography`/`Geometry`. */
const GEO: Readonly<Record<string, JsonSchema>> = {
  "": ANY_GEO,
  Point: SINGLE_KINDS[0]!,
  LineString: SINGLE_KINDS[1]!,
  Polygon: SINGLE_KINDS[2]!,
  MultiPoint: SINGLE_KINDS[3]!,
  MultiLineString: SINGLE_KINDS[4]!,
  MultiPolygon: SINGLE_KINDS[5]!,
  Collection: COLLECTION,
};

const PRIMITIVE_VALUE: JsonSchema = { anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }, { type: "object" }] };

// Built once per type and length: the schemas are shared, never changed, by every property.
const CACHE = new Map<string, JsonSchema>();

/** The schema of one (non-null) value of a primitive type with the given facets (a shared object: do not change it). */
export function primitiveSchema(name: PrimitiveTypeName, facets: Facets): JsonSchema {
  const limit = facetLimit(name, facets);
  const key = limit !== undefined ? `${name}(${limit})` : name;
  let schema = CACHE.get(key);
  if (schema === undefined) {
    schema = Object.freeze(buildPrimitiveSchema(name, limit));
    CACHE.set(key, schema);
  }
  return schema;
}

/**
 * The one facet a value of the type is checked against, if any: a String's MaxLength in
 * characters, a Binary's in bytes, a Decimal's bound from precision and scale, and the
 * fractional-second digits a temporal type's Precision allows.
 */
function facetLimit(name: PrimitiveTypeName, facets: Facets): number | undefined {
  switch (name) {
    case "String":
    case "Binary":
      return typeof facets.maxLength === "number" ? facets.maxLength : undefined;
    case "Decimal":
      return decimalBound(facets);
    case "DateTimeOffset":
    case "TimeOfDay":
    case "Duration":
      return facets.precision;
    default:
      return undefined;
  }
}

function buildPrimitiveSchema(name: PrimitiveTypeName, limit: number | undefined): JsonSchema {
  const integer = INTEGERS[name];
  if (integer) return { type: "integer", format: integer[2], minimum: integer[0], maximum: integer[1] };
  switch (name) {
    case "String":
      return limit === undefined ? { type: "string" } : { type: "string", maxLength: limit };
    case "Boolean":
      return { type: "boolean" };
    case "Double":
      return { type: "number", format: "double" };
    case "Single":
      return { type: "number", format: "float", minimum: -SINGLE_LIMIT, maximum: SINGLE_LIMIT };
    case "Decimal":
      return limit === undefined ? { type: "number", format: "decimal" } : { type: "number", format: "decimal", minimum: -limit, maximum: limit };
    case "Guid":
      return { type: "string", format: "uuid", pattern: GUID_PATTERN };
    case "DateTimeOffset":
      return { type: "string", format: "date-time", pattern: dateTimeOffsetPattern(limit) };
    case "Date":
      return { type: "string", format: "date", pattern: DATE_PATTERN };
    // No `time`/`duration` format: JSON Schema's are RFC 3339's, which need an offset (time) or
    // reject fractions and signs (duration) that OData admits.
    case "TimeOfDay":
      return { type: "string", pattern: timeOfDayPattern(limit) };
    case "Duration":
      return { type: "string", pattern: durationPattern(limit) };
    // MaxLength of a Binary counts bytes, not base64url characters: the pattern counts them.
    case "Binary":
      return limit !== undefined && limit > EXACT_BINARY_BYTES
        ? { type: "string", format: "base64url", pattern: BINARY_PATTERN, maxLength: binaryCharacters(limit) }
        : { type: "string", format: "base64url", pattern: binaryPattern(limit) };
    case "AnnotationPath":
    case "PropertyPath":
    case "NavigationPropertyPath":
      return { type: "string" };
    case "ComplexType":
    case "EntityType":
      return { type: "object" };
    default:
      break;
  }
  const geo = geoSchemaFor(name);
  if (geo) return geo;
  // Any primitive value: a string (also enums and the types JSON writes as strings), a number, a
  // boolean, or a GeoJSON object; never an array.
  // (A choice of shapes, not a type array: ajv's strict mode refuses union types.)
  if (name === "PrimitiveType") return PRIMITIVE_VALUE;
  // Stream and Untyped: any JSON value.
  return {};
}

function geoSchemaFor(name: string): JsonSchema | undefined {
  const match = /^(?:Geography|Geometry)(.*)$/.exec(name);
  return match ? GEO[match[1] ?? ""] : undefined;
}
