import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { INT64_MAX, INT64_MIN, withExactInt64Bounds } from "../../src/emitters/common/int64-bounds.js";
import { emitAll } from "../../src/pipeline.js";
import { serviceYaml, strictAjv, tinyModel } from "./tiny-model.js";

// A description that quotes the inexact form: text inside strings must not change.
const QUOTED = 'Counts up to 2^63; "maximum": 9223372036854776000 is not how this service writes it.';

const MODEL = `${serviceYaml()}
entityTypes:
  Counter:
    key: [ID]
    fields:
      ID: { type: Int64, nullable: false, computed: false }
      Total: { type: Int64, description: '${QUOTED.replaceAll("'", "''")}' }
      Small: Int32
entitySets:
  Counters: { type: Counter }
`;

function outputs(): Map<string, string> {
  return new Map(emitAll(tinyModel(MODEL)).map((file) => [file.path, file.content]));
}

describe("Int64's bounds in the JSON Schema and OpenAPI documents", () => {
  const files = outputs();
  const documents = ["json-schema/Counter.json", "openapi/openapi.json", "openapi/openapi-3.0.json", "openapi/openapi.yaml"];

  it("are written as exact integers, which readers with exact numbers (Java, BigDecimal) take as Int64's range", () => {
    for (const path of documents) {
      const text = files.get(path);
      expect(text, path).toBeDefined();
      const json = path.endsWith(".yaml") ? "" : '"';
      // Key segment, field and both bodies: each Int64 schema says the exact range.
      expect(text!.split(`${json}maximum${json}: 9223372036854775807`).length - 1, path).toBeGreaterThanOrEqual(2);
      expect(text!.split(`${json}minimum${json}: -9223372036854775808`).length - 1, path).toBeGreaterThanOrEqual(2);
      // The only inexact form left is the one the description quotes.
      expect(text!.split("9223372036854776000").length - 1, path).toBe(text!.split("is not how this service writes").length - 1);
      expect(text).toContain("2147483647");
    }
  });

  it("read back as the same doubles, and a JSON reader still gets the description verbatim", () => {
    const schema = JSON.parse(files.get("json-schema/Counter.json")!);
    expect(schema.properties.ID).toMatchObject({ type: "integer", format: "int64", minimum: INT64_MIN, maximum: INT64_MAX });
    expect(schema.properties.Total.description).toBe(QUOTED);
    const yaml = parse(files.get("openapi/openapi.yaml")!);
    expect(yaml).toEqual(JSON.parse(files.get("openapi/openapi.json")!));
    const ajv = strictAjv();
    const validate = ajv.compile(schema.properties.ID);
    expect(validate(9007199254740993)).toBe(true);
    expect(validate(JSON.parse("-9223372036854775808"))).toBe(true);
    expect(validate(1e19)).toBe(false);
    expect(validate(-1e19)).toBe(false);
  });

  it("change only members named minimum or maximum, never text inside a string", () => {
    const text = JSON.stringify({ description: QUOTED, minimum: INT64_MIN, maximum: INT64_MAX, other: INT64_MAX }, null, 2);
    expect(JSON.parse(withExactInt64Bounds(text))).toEqual(JSON.parse(text));
    expect(withExactInt64Bounds(text)).toBe(
      text.replace('"minimum": -9223372036854776000', '"minimum": -9223372036854775808').replace('"maximum": 9223372036854776000', '"maximum": 9223372036854775807'),
    );
    expect(withExactInt64Bounds(text)).toContain('"other": 9223372036854776000');
    // A longer number that starts with the same digits is another number.
    for (const longer of ["92233720368547760000", "9223372036854776000.5", "9223372036854776000e3"]) {
      const other = `{\n  "maximum": ${longer},\n  "minimum": -${longer}\n}`;
      expect(withExactInt64Bounds(other)).toBe(other);
    }
  });

  it("append the suffix after the text, with bounds or without", () => {
    const text = JSON.stringify({ maximum: INT64_MAX }, null, 2);
    expect(withExactInt64Bounds(text, "\n")).toBe(`${text.replace("9223372036854776000", "9223372036854775807")}\n`);
    expect(withExactInt64Bounds("{}", "\n")).toBe("{}\n");
  });
});
