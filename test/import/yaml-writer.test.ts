import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { toYaml } from "../../src/import/yaml-writer.js";

const STYLE = { quotedKeys: new Set(["cardinality"]), spacedDepth: 1, compactSections: new Set<string>() };

describe("toYaml", () => {
  it("writes strings plain only when YAML reads them back unchanged", () => {
    const value = {
      a: { plain: "Hello World", reserved: "true", nothing: "null", number: "418", spaced: " x", colon: "a: b", hash: "a #b", quote: "it's", empty: "", multi: "one\ntwo", unicode: "Größe", dollar: "$Path", at: "@x", slash: "/v1/odata" },
      b: { list: ["eq", "in"], mixed: [1, true, null, "x y"], records: [{ Value: "red" }, { Value: "green", Note: 2 }], nested: { deep: { n: -1.5 } }, none: {}, nil: [] },
      c: { cardinality: "N:1" },
    };
    const text = toYaml(value, STYLE);
    expect(parse(text, { version: "1.2", schema: "core" })).toEqual(value);
    expect(text).toContain('  cardinality: "N:1"\n');
    expect(text).toContain("  plain: Hello World\n");
    expect(text).toContain('  reserved: "true"\n');
    expect(text).toContain("  list: [eq, in]\n");
    expect(text).toContain("    - Value: green\n      Note: 2\n");
  });

  it("puts a blank line between the entries at the spaced depth", () => {
    expect(toYaml({ entityTypes: { A: { key: ["ID"] }, B: { key: ["ID"] } } }, STYLE)).toBe("entityTypes:\n  A:\n    key: [ID]\n\n  B:\n    key: [ID]\n");
  });
});
