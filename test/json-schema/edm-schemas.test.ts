import { describe, expect, it } from "vitest";
import { primitiveSchema } from "../../src/emitters/json-schema/edm-schemas.js";
import type { Facets, PrimitiveTypeName } from "../../src/model/types.js";
import { strictAjv } from "./tiny-model.js";

const ajv = strictAjv();
function accepts(type: PrimitiveTypeName, value: unknown, facets: Facets = {}): boolean {
  return ajv.validate(primitiveSchema(type, facets), value);
}

// given: a primitive type and a JSON value; want: the verdict of the emitted schema.
const CASES: [PrimitiveTypeName, unknown, boolean][] = [
  ["Guid", "01234567-89ab-cdef-0123-456789ABCDEF", true],
  ["Guid", "00000000-0000-0000-0000-000000000000", true],
  ["Guid", "urn:uuid:01234567-89ab-cdef-0123-456789abcdef", false],
  ["Guid", "{01234567-89ab-cdef-0123-456789abcdef}", false],
  ["Guid", "0123456789abcdef0123456789abcdef", false],
  ["Guid", "01234567-89ab-cdef-0123-456789abcdeg", false],
  ["DateTimeOffset", "2024-01-31T12:00Z", true],
  ["DateTimeOffset", "2024-01-31T12:00:59Z", true],
  ["DateTimeOffset", "2024-01-31T12:00:59.123456789012+01:00", true],
  ["DateTimeOffset", "-0001-12-31T23:59:59-14:00", true],
  ["DateTimeOffset", "12024-01-31T00:00:00Z", true],
  ["DateTimeOffset", "2024-01-31T12:00:00.1234567890123Z", false],
  ["DateTimeOffset", "2024-01-31T12:00:00", false],
  ["DateTimeOffset", "2024-01-31 12:00:00Z", false],
  ["DateTimeOffset", "2024-13-01T12:00:00Z", false],
  ["DateTimeOffset", "2024-01-31T24:00:00Z", false],
  ["DateTimeOffset", "2024-01-31T12:00:00+0100", false],
  // ABNF strings are case-insensitive (RFC 5234, 2.3), and RFC 3339 allows `t` and `z` too.
  ["DateTimeOffset", "2024-01-31T12:00:00z", true],
  ["DateTimeOffset", "2024-01-31t12:00:00Z", true],
  ["DateTimeOffset", "2024-01-31x12:00:00Z", false],
  ["Date", "2024-02-29", true],
  ["Date", "2024-2-29", false],
  ["Date", "2024-02-32", false],
  ["TimeOfDay", "23:59", true],
  ["TimeOfDay", "23:59:59.5", true],
  ["TimeOfDay", "24:00:00", false],
  ["TimeOfDay", "12:00:00Z", false],
  ["Duration", "P1DT2H3M4.5S", true],
  ["Duration", "-PT0S", true],
  ["Duration", "p1dt2h3m4.5s", true],
  ["Duration", "P1Y", false],
  ["Duration", "1D", false],
  ["Binary", "", true],
  ["Binary", "AQID", true],
  ["Binary", "AQ", true],
  ["Binary", "AQ==", true],
  ["Binary", "AQI", true],
  ["Binary", "AQI=", true],
  ["Binary", "_-8A", true],
  ["Binary", "AB", false],
  ["Binary", "AQ+/", false],
  ["Binary", "A", false],
  ["Int32", 2147483647, true],
  ["Int32", 2147483648, false],
  ["Int32", 1.5, false],
  ["Int32", "1", false],
  ["Byte", 255, true],
  ["Byte", -1, false],
  ["SByte", -128, true],
  ["SByte", 128, false],
  ["Int16", -32768, true],
  ["Int16", 32768, false],
  ["Int64", 9007199254740993, true],
  ["Int64", "5", false],
  ["Double", 1.5, true],
  ["Double", "INF", false],
  ["Double", "NaN", false],
  ["Decimal", "1.5", false],
  ["Boolean", false, true],
  ["Boolean", "true", false],
  ["String", "", true],
  ["String", 5, false],
  ["GeographyPoint", { type: "Point", coordinates: [4.9, 52.4] }, true],
  ["GeographyPoint", { type: "Point", coordinates: [4.9] }, false],
  [
    "GeometryLineString",
    {
      type: "LineString",
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    },
    true,
  ],
  [
    "GeometryPolygon",
    {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    },
    true,
  ],
  ["GeographyCollection", { type: "GeometryCollection", geometries: [{ type: "Point", coordinates: [0, 0] }] }, true],
  ["Geography", { type: "Circle" }, false],
];

describe("Edm primitive schemas", () => {
  it.each(CASES)("%s %j -> %s", (type, value, want) => {
    expect(accepts(type, value)).toBe(want);
  });

  it("honours MaxLength in characters", () => {
    expect(accepts("String", "abc", { maxLength: 3 })).toBe(true);
    expect(accepts("String", "abcd", { maxLength: 3 })).toBe(false);
    expect(primitiveSchema("String", { maxLength: "max" })).toEqual({ type: "string" });
  });

  it("writes Guid and DateTimeOffset with an annotating format and an asserting pattern", () => {
    expect(primitiveSchema("Guid", {})).toEqual({
      type: "string",
      format: "uuid",
      pattern: "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$",
    });
    expect(primitiveSchema("DateTimeOffset", {}).format).toBe("date-time");
    expect(primitiveSchema("Int32", {})).toEqual({ type: "integer", format: "int32", minimum: -2147483648, maximum: 2147483647 });
    expect(primitiveSchema("Double", {})).toEqual({ type: "number", format: "double" });
  });
});

// Precision and scale bound a Decimal's magnitude (as the OASIS mapping writes minimum/maximum);
// the scale itself is left to the service (see decimal-bounds.ts).
describe("Decimal precision", () => {
  it.each([
    [{ precision: 5, scale: 2 }, 999.99],
    [{ precision: 4 }, 9999],
    [{ precision: 2, scale: 2 }, 0.99],
    [{ precision: 10, scale: "variable" }, 9999999999],
    [{ precision: 15, scale: 3 }, 999999999999.999],
  ] as [Facets, number][])("bounds %j at ±%d", (facets, bound) => {
    expect(primitiveSchema("Decimal", facets)).toEqual({ type: "number", format: "decimal", minimum: -bound, maximum: bound });
    const validate = strictAjv().compile(primitiveSchema("Decimal", facets));
    expect([bound, -bound, 0].map((v) => validate(v))).toEqual([true, true, true]);
    expect(validate(bound * 10 + 1)).toBe(false);
  });

  it.each([[{}], [{ scale: 2 }], [{ precision: 5, scale: "floating" }], [{ precision: 16, scale: 2 }]] as [Facets][])("leaves %j unbounded", (facets) => {
    expect(primitiveSchema("Decimal", facets)).toEqual({ type: "number", format: "decimal" });
  });
});

describe("Binary MaxLength", () => {
  /** The largest product of nested counted repetitions in a pattern (RE2, and so Go's OpenAPI tools, refuse more than 1,000). */
  function largestRepeat(pattern: string): number {
    let largest = 0;
    const stack: number[] = [1];
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i] === "\\") i++;
      else if (pattern[i] === "(") stack.push(stack[stack.length - 1]!);
      else if (pattern[i] === ")") {
        stack.pop();
        const count = /^\{(\d+)(?:,(\d*))?\}/.exec(pattern.slice(i + 1));
        if (count) largest = Math.max(largest, stack[stack.length - 1]! * Number(count[2] || count[1]) * innerRepeat(pattern, i));
      }
    }
    return largest;
  }
  // The group repeated is `(?:[A-Za-z0-9_-]{4})`: its own count is 4.
  const innerRepeat = (pattern: string, close: number) => (pattern.slice(close - 3, close) === "{4}" ? 4 : 1);

  it("is counted exactly in the pattern up to 752 bytes, within RE2's limit of 1,000 repetitions", () => {
    const schema = primitiveSchema("Binary", { maxLength: 752 });
    expect(schema.maxLength).toBeUndefined();
    expect(largestRepeat(schema.pattern!)).toBe(1000);
    const ajv = strictAjv();
    const validate = ajv.compile({ type: "string", pattern: schema.pattern! });
    expect(validate(Buffer.alloc(752, 1).toString("base64url"))).toBe(true);
    expect(validate(Buffer.alloc(753, 1).toString("base64url"))).toBe(false);
  });

  it("is the padded text's length above that (a bound two bytes wide), with the plain base64url pattern", () => {
    const schema = primitiveSchema("Binary", { maxLength: 1000 });
    expect(schema).toMatchObject({ type: "string", maxLength: 1336 });
    expect(largestRepeat(schema.pattern!)).toBe(0);
  });
});
