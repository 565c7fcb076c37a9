/**
 * Unquoted numbers in annotation values that YAML has rounded to a double (EDM0228): found from the
 * number as written, in files read by either parser, without reading a whole file again with the
 * `yaml` library where no number could have lost a digit.
 */
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { lostNumberProblem } from "../../src/model/written-numbers.js";

const SERVICE = `service:\n  name: S\n  namespace: S\n  title: S\n  version: 1.0.0\n  basePath: /odata\n`;

function found(model: string): string[] {
  const { diagnostics } = loadModelFromTexts([{ file: "model.yaml", text: SERVICE + model }]);
  return diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`);
}

describe("lostNumberProblem", () => {
  it("passes every number a double gives back as written, in any spelling", () => {
    for (const [written, value] of [
      ["9007199254740991", 9007199254740991],
      ["-9007199254740991", -9007199254740991],
      ["0x1F", 31],
      ["0o17", 15],
      ["3.141592653589793", 3.141592653589793],
      ["2.50", 2.5],
      ["1e20", 1e20],
      ["1.5e300", 1.5e300],
      ["-0.0", -0],
      [".5", 0.5],
      [".inf", Infinity],
      ["-.Inf", -Infinity],
      [".NaN", NaN],
    ] as const) {
      expect(lostNumberProblem(written, value), written).toBeUndefined();
    }
  });

  it("names the typed constant that keeps a number a double has rounded", () => {
    expect(lostNumberProblem("9007199254740992", 9007199254740992)).toContain('write { $Int: "9007199254740992" }');
    expect(lostNumberProblem("+123456789012345678901234567890", 1.2345678901234568e29)).toContain('(this one reads as 1.2345678901234568e+29); write { $Int: "123456789012345678901234567890" }');
    expect(lostNumberProblem("0x20000000000001", 9007199254740992)).toContain('write { $Int: "9007199254740993" }');
    expect(lostNumberProblem("0.1000000000000000055511151231257827", 0.1)).toContain('(this one reads as 0.1); write { $Decimal: "0.1000000000000000055511151231257827" }');
    expect(lostNumberProblem("1.0000000000000001", 1)).toContain('write { $Decimal: "1.0000000000000001" }');
    expect(lostNumberProblem("1e400", Infinity)).toContain("beyond a double's range (it reads as Infinity)");
    expect(lostNumberProblem("1e-400", 0)).toContain("(this one reads as 0)");
  });
});

describe("rounded numbers in annotation values", () => {
  it("are reported where they are written, in files the yaml library reads whole (an anchor) as in those read by the fast path", () => {
    const model = (id: string) => `entityTypes:\n  T:\n    key: [ID]\n    fields:\n      ID: ${id}\n    annotations:\n      Org.OData.Core.V1.Example: { Serial: 123456789012345678901234567890, Fine: 3.141592653589793 }\n      Org.OData.Validation.V1.Minimum: [0.1000000000000000055511151231257827]\n`;
    expect(found(model("Guid"))).toEqual(["13:44 EDM0228", "14:41 EDM0228"]);
    expect(found(model("&id Guid"))).toEqual(["13:44 EDM0228", "14:41 EDM0228"]);
  });

  it("are looked for without the yaml library in a file whose numbers all have fifteen digits at most", () => {
    const yamlLibrary = createRequire(import.meta.url)("yaml") as { parseDocument: (text: string, ...rest: unknown[]) => unknown };
    const spy = vi.spyOn(yamlLibrary, "parseDocument");
    try {
      const types = Array.from({ length: 100 }, (_, i) => `  T${i}:\n    key: [ID]\n    fields:\n      ID: Guid\n    annotations:\n      Org.OData.Core.V1.Example: { A: ${i}.25, B: 123456789012345, C: [-0.0, .inf, 0.5, 1e20, 0x1F] }\n`).join("");
      expect(found(`entityTypes:\n${types}`)).toEqual([]);
      expect(spy).not.toHaveBeenCalled();
      // Where a number may have lost digits, its text is read from its own block, not the whole file.
      expect(found(`entityTypes:\n${types.replace("C: [", "C: [1e200, ")}`)).toEqual([]);
      expect(found(`entityTypes:\n${types.replace("C: [", "C: [1e-400, ")}`)).toEqual([`${6 + 6 + 1}:69 EDM0228`]);
      expect(found(`entityTypes:\n${types.replace("A: 50.25", "A: 50.250000000000000000")}`)).toEqual([]);
      expect(found(`entityTypes:\n${types.replace("A: 50.25", "A: 50.2500000000000001")}`)).toEqual([`${6 + 50 * 6 + 6 + 1}:39 EDM0228`]);
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      for (const [read] of spy.mock.calls) expect(read.length).toBeLessThan(200);
    } finally {
      spy.mockRestore();
    }
  });
});
