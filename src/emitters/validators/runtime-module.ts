import {
  EXACT_BINARY_BYTES,
  BINARY_PATTERN,
  DATE_PATTERN,
  DATE_TIME_OFFSET_PATTERN,
  DURATION_PATTERN,
  GUID_PATTERN,
  TIME_OF_DAY_PATTERN,
} from "../common/patterns.js";
import { SINGLE_LIMIT } from "../json-schema/edm-schemas.js";
import { print, type Layout } from "./layout.js";
import { GENERATED_HEADER } from "./module-names.js";

/** Integer ranges of the Edm integer types (OData CSDL JSON 4.01, section 4.4). */
export const INTEGER_RANGES: Readonly<Record<"Byte" | "SByte" | "Int16" | "Int32", readonly [number, number]>> = {
  Byte: [0, 255],
  SByte: [-128, 127],
  Int16: [-32768, 32767],
  Int32: [-2147483648, 2147483647],
};

// As prettier writes number literals (no "+" in the exponent).
const SINGLE_TEXT = String(SINGLE_LIMIT).replace("e+", "e");

let runtimeText: string | undefined;

/** The text of `edm-primitives.ts` (the same for every model, so written once per process). */
export function renderRuntimeModule(): string {
  runtimeText ??= runtimeModuleText();
  return runtimeText;
}

/** One schema per lexical Edm type, sharing its pattern with the JSON Schemas. */
function runtimeModuleText(): string {
  const pattern = (name: string, source: string): string => {
    const prefix = `export const ${name} = `;
    const call: Layout = { open: "new RegExp(", items: [JSON.stringify(source), '"u"'], close: ")", trailingComma: true };
    return `${prefix}${print(call, "", prefix.length, ";")};`;
  };
  return `${GENERATED_HEADER}/**
 * Schemas of the Edm primitive types that JSON carries as strings, checked with the same patterns
 * (from the OData ABNF) as the JSON Schemas in ../json-schema, so both accept exactly the same
 * values. \`z.uuid()\` and \`z.iso.datetime()\` are not used: they check other rules.
 */
import * as z from "zod";

/** OData ABNF \`guidValue\`: 8-4-4-4-12 hexadecimal digits, any version bits. */
${pattern("GUID_PATTERN", GUID_PATTERN)}
/** OData ABNF \`dateValue\`. */
${pattern("DATE_PATTERN", DATE_PATTERN)}
/** OData ABNF \`dateTimeOffsetValue\`: seconds and fractional seconds optional, \`Z\` or an offset. */
${pattern("DATE_TIME_OFFSET_PATTERN", DATE_TIME_OFFSET_PATTERN)}
/** OData ABNF \`timeOfDayValue\`. */
${pattern("TIME_OF_DAY_PATTERN", TIME_OF_DAY_PATTERN)}
/** OData ABNF \`durationValue\`. */
${pattern("DURATION_PATTERN", DURATION_PATTERN)}
/** OData ABNF \`binaryValue\`: base64url, padding optional. */
${pattern("BINARY_PATTERN", BINARY_PATTERN)}

/** Edm.Guid. */
export const guid = z.string().regex(GUID_PATTERN, "Invalid Edm.Guid: expected 8-4-4-4-12 hex digits");
/** Edm.Date. */
export const date = z.string().regex(DATE_PATTERN, "Invalid Edm.Date: expected YYYY-MM-DD");
/** Edm.DateTimeOffset. */
export const dateTimeOffset = z.string().regex(DATE_TIME_OFFSET_PATTERN, "Invalid Edm.DateTimeOffset");
/** Edm.TimeOfDay. */
export const timeOfDay = z.string().regex(TIME_OF_DAY_PATTERN, "Invalid Edm.TimeOfDay: expected hh:mm[:ss[.fff]]");
/** Edm.Duration. */
export const duration = z.string().regex(DURATION_PATTERN, "Invalid Edm.Duration: expected e.g. P1DT2H30M");
/** Edm.Binary, as base64url text. */
export const binary = z.string().regex(BINARY_PATTERN, "Invalid Edm.Binary: expected base64url");

/**
 * At most \`digits\` fractional-second digits, as a temporal type's Precision allows (0: none).
 * The JSON Schemas write the same limit into the pattern.
 */
export function precise(schema: z.ZodString, digits: number): z.ZodString {
  return schema.refine((value) => (/\\.([0-9]*)/.exec(value)?.[1]?.length ?? 0) <= digits, {
    message: \`Too precise: expected at most \${digits} fractional-second digits\`,
  });
}

/**
 * Edm.Binary of at most \`maxBytes\` bytes (its MaxLength counts bytes): four base64url characters
 * carry three bytes. The JSON Schemas count the same in the pattern; above ${EXACT_BINARY_BYTES} bytes, which
 * a pattern cannot count in every validator, both bound the text to the padded length instead.
 */
export function binaryOf(maxBytes: number): z.ZodString {
  if (maxBytes > ${EXACT_BINARY_BYTES}) return binary.max(4 * Math.ceil(maxBytes / 3));
  return binary.refine((value) => Math.floor((value.replace(/=+$/, "").length * 3) / 4) <= maxBytes, {
    message: \`Too long: expected at most \${maxBytes} bytes\`,
  });
}

/** Edm.PrimitiveType: any primitive value, as JSON writes one (a string, a number, a boolean or a GeoJSON object; never an array). */
export const primitive = z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown())]);

/** An entity reference, the OData 4.01 form of a link in a request body: \`{"@id": "<URL or entity-id>"}\`. */
export const reference = z.strictObject({ "@id": z.string().min(1) });

/**
 * A body of a 4.01 service links each relationship in one form: \`<Nav>@odata.bind\`, the same
 * member as \`<Nav>@bind\`, or an entity reference in \`<Nav>\`; never two (the JSON Schemas'
 * \`not\`): the check for \`.superRefine\`.
 */
export function oneLinkForm<T extends object>(navigations: readonly string[]): LinkCheck<T> {
  return (body, ctx) => {
    for (const navigation of navigations) {
      const forms = [\`\${navigation}@odata.bind\`, \`\${navigation}@bind\`, navigation];
      if (forms.filter((form) => has(body, form)).length > 1) {
        ctx.addIssue({
          code: "custom",
          path: [navigation],
          message: \`Linked twice: send one of \${forms.join(", ")}\`,
        });
      }
    }
  };
}

/**
 * A body of a 4.01 service names its type by \`@odata.type\` or \`@type\`, one member under two
 * names (OData JSON Format 4.01, section 4.5), never both (the JSON Schemas' \`not\`): the check
 * for \`.superRefine\`.
 */
export function oneTypeName(body: object, ctx: z.RefinementCtx<object>): void {
  if (has(body, "@odata.type") && has(body, "@type")) {
    ctx.addIssue({ code: "custom", path: ["@type"], message: "Typed twice: send @odata.type or @type, not both" });
  }
}

type LinkCheck<T> = (body: T, ctx: z.RefinementCtx<T>) => void;

/** Whether \`object\` has its own member \`key\` (\`Object.hasOwn\` is ES2022, beyond the lib of many projects). */
function has(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * A derived type's body where a request expects a body of its base type: that body, which must
 * then name its type (OData JSON Format 4.01, section 4.5.3); the body itself checks the name. The
 * name's object is strict: an intersection refuses a member only where both sides refuse it.
 */
export function derived<T extends z.ZodType>(body: T) {
  return z.intersection(body, z.strictObject({ "@odata.type": z.string() }));
}

/** The same in a 4.01 service, where the type is named by \`@odata.type\` or \`@type\`. */
export function derived401<T extends z.ZodType>(body: T) {
  return z.union([
    z.intersection(body, z.strictObject({ "@odata.type": z.string() })),
    z.intersection(body, z.strictObject({ "@type": z.string() })),
  ]);
}

/**
 * A page of records as a list request or a collection-valued navigation returns it (OData JSON
 * Format 4.01, sections 4.5 and 12): \`value\` beside the control information; other annotations
 * (\`@odata.deltaLink\`) are accepted and left out of the output, as the JSON Schemas' open envelope.
 */
export function collection<T extends z.ZodType>(record: T) {
  return z.object({
    "@odata.context": z.string().exactOptional(),
    "@odata.count": count(),
    "@odata.nextLink": z.string().exactOptional(),
    value: z.array(record),
  });
}

/**
 * The same page in an OData 4.01 service, whose responses may leave out the \`odata.\` prefix of
 * control information (OData JSON Format 4.01, section 4.5): \`@context\`, \`@count\` and
 * \`@nextLink\` are checked and kept too.
 */
export function collection401<T extends z.ZodType>(record: T) {
  return collection(record).extend({
    "@context": z.string().exactOptional(),
    "@count": count(),
    "@nextLink": z.string().exactOptional(),
  });
}

/** A page's total count: a non-negative integer. */
function count() {
  return z
    .number()
    .refine((value) => Number.isInteger(value), { message: "Invalid input: expected an integer" })
    .min(0)
    .exactOptional();
}

/** Counts Unicode code points (a surrogate pair is one), as JSON Schema \`maxLength\` does. */
function codePoints(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    count++;
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return count;
}

/** Edm.String with MaxLength, counted in characters (code points, not UTF-16 units). */
export function string(maxLength: number): z.ZodString {
  return z.string().refine((value) => codePoints(value) <= maxLength, {
    message: \`Too long: expected at most \${maxLength} characters\`,
  });
}

/** An Edm.Decimal within the magnitude its precision and scale allow (999.99 for precision 5, scale 2). */
export function decimal(bound: number): z.ZodNumber {
  return z.number().min(-bound).max(bound);
}

/**
 * Edm.Single: a JSON number that is a finite binary32, below 2^128 - 2^103 in magnitude, from
 * where numbers round to infinity (the JSON Schemas' bounds).
 */
export const single = z.number().min(-${SINGLE_TEXT}).max(${SINGLE_TEXT});

/** An Edm integer type (Byte, SByte, Int16, Int32) within its range. */
export function int(min: number, max: number): z.ZodNumber {
  return z.number().int().min(min).max(max);
}

/**
 * Edm.Int64. \`z.number().int()\` stops at the safe-integer range, JSON Schema \`type: integer\`
 * with the Int64 bounds does not: the integer check is written out.
 */
export const int64 = z
  .number()
  .refine((value) => Number.isInteger(value), { message: "Invalid input: expected an integer" })
  .min(-9223372036854775808)
  .max(9223372036854775807);

/**
 * An enum type with IsFlags: tokens (member names, which are OData identifiers, and member values)
 * separated by commas, or 0 for no flag set; the JSON Schemas' \`flagsPattern\`.
 */
export function flags(tokens: readonly string[]): z.ZodString {
  const token = \`(?:\${tokens.join("|")})\`;
  return z.string().regex(new RegExp(\`^(?:0|\${token}(?:,\${token})*)$\`, "u"), "Invalid flags value");
}

const position = z.array(z.number()).min(2);
const line = z.array(position).min(2);
const polygon = z.array(z.array(position).min(4));

/** A GeoJSON object as generated/types declares it, parsed and as given (z.input). */
type GeoJson = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** A GeoJSON object of one kind, open for \`bbox\` and \`crs\`. */
function geoJson(kind: string, member: string, value: z.ZodType): GeoJson {
  return z.looseObject({ type: z.literal(kind), [member]: value });
}

const point = geoJson("Point", "coordinates", position);
const lineString = geoJson("LineString", "coordinates", line);
const polygonGeo = geoJson("Polygon", "coordinates", polygon);
const multiPoint = geoJson("MultiPoint", "coordinates", z.array(position));
const multiLineString = geoJson("MultiLineString", "coordinates", z.array(line));
const multiPolygon = geoJson("MultiPolygon", "coordinates", z.array(polygon));
const SINGLE_KINDS = [point, lineString, polygonGeo, multiPoint, multiLineString, multiPolygon];
/**
 * A collection's members: any kind but a collection, checked whole; a nested collection (RFC 7946,
 * section 3.1.8: implementations should avoid them) only by its own shape.
 */
const member = z.union([
  ...SINGLE_KINDS,
  geoJson("GeometryCollection", "geometries", z.array(z.looseObject({ type: z.string() }))),
]);
const geometryCollection = geoJson("GeometryCollection", "geometries", z.array(member));

/** The Edm geo types (Geography and Geometry alike), by the part of the name after the prefix. */
export const geo = {
  /** Any GeoJSON geometry (RFC 7946, section 3.1): one of the kinds, each checked as such. */
  Any: z.union([...SINGLE_KINDS, geometryCollection]) as GeoJson,
  Point: point,
  LineString: lineString,
  Polygon: polygonGeo,
  MultiPoint: multiPoint,
  MultiLineString: multiLineString,
  MultiPolygon: multiPolygon,
  Collection: geometryCollection,
};
`;
}
