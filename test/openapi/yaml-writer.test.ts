import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { toYaml } from "../../src/emitters/openapi/yaml-writer.js";

/** The JSON value itself, normalised as JSON would carry it (no -0, no undefined). */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe("the YAML writer", () => {
  it("writes block style with plain, quoted and literal scalars", () => {
    const value = {
      openapi: "3.1.0",
      info: { title: "Tiny: a service", version: "1.0.0", description: "First line\n\n- `Name`: equal to" },
      security: [],
      paths: { "/Price({ID})": { get: { tags: ["Price"], responses: { "200": { $ref: "#/components/responses/error" } } } } },
      "@odata.count": { minimum: 0, maximum: 9223372036854775807 },
      flags: [true, null, "yes", "", " padded", "1.0", "a, b", "ID desc"],
      nested: [[1, 2], { a: {} }, ["x", "two\nlines"]],
    };
    expect(toYaml(value)).toBe(`openapi: "3.1.0"
info:
  title: "Tiny: a service"
  version: "1.0.0"
  description: |-
    First line

    - \`Name\`: equal to
security: []
paths:
  "/Price({ID})":
    get:
      tags: [Price]
      responses:
        "200":
          $ref: "#/components/responses/error"
"@odata.count":
  minimum: 0
  maximum: 9223372036854775807
flags: [true, null, "yes", "", " padded", "1.0", "a, b", ID desc]
nested:
  - [1, 2]
  - a: {}
  - - x
    - |-
      two
      lines
`);
  });

  it("is read back by the yaml package as exactly the JSON value, for any JSON value", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.jsonValue({ stringUnit: "binary" })), (value) => {
        expect(parse(toYaml(value))).toEqual(asJson(value));
      }),
      { numRuns: 300 },
    );
  });

  it("remembers two-string lists by both items, never mixing up lists whose joined texts agree", () => {
    const value = { x: ["a\u0000b", "c"], y: ["a", "b\u0000c"], z: ["a", "b\u0000c"], w: ["string", "null"], v: ["string", "null"] };
    expect(parse(toYaml(value))).toEqual(value);
  });

  it("round-trips strings YAML parsers are known to misread", () => {
    const tricky = [
      "no",
      "Off",
      "~",
      "null",
      "0x1F",
      "1e3",
      ".inf",
      "-",
      "- a",
      "a: b",
      "a #b",
      "a:",
      "#x",
      "&a",
      "*a",
      "!t",
      "|",
      ">",
      "%",
      "@x",
      "`x`",
      "<<",
      "=",
      "'q'",
      '"q"',
      "a\tb",
      "a\u0085b",
      "a\u2028b",
      "\ufeffx",
      "x\u007f",
      "2024-01-31",
      "a\r\nb",
      "line\n",
      "\nline",
      "a\n ",
      "😀",
      "\ud800",
    ];
    for (const text of tricky)
      expect(parse(toYaml({ [text]: text, list: [text] }))).toEqual(asJson({ [text]: text, list: [text] }));
  });
});
