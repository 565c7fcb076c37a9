/**
 * One model, one meaning: the loader reads plain files with js-yaml and files with anchors,
 * aliases or tags with the `yaml` library (as editors do). Each form below is read once as it is
 * and once with an unrelated anchor and alias added, and both readings must agree: the same value,
 * or the same error at the same place. Where js-yaml is more lenient than YAML 1.2, YAML 1.2 wins.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { parseYamlFile } from "../../src/metadata-loader/parse-yaml.js";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { lines, withService } from "./model-texts.js";

const ANCHORED = lines("zzAnchored: &zz 1", "zzAliased: *zz");

const describeDiagnostics = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);

/** The file's value (without the added entries) or its diagnostics. */
function reading(text: string): unknown {
  const { parsed, diagnostics } = parseYamlFile("m.yaml", text);
  if (!parsed) return describeDiagnostics(diagnostics);
  const { zzAnchored: _anchored, zzAliased: _aliased, ...rest } = parsed.value as Record<string, unknown>;
  return rest;
}

function bothReadings(text: string): { plain: unknown; anchored: unknown } {
  // The anchor sends the file down the `yaml` library's path.
  expect(parseYamlFile("m.yaml", text + ANCHORED).parsed?.outline).toBeUndefined();
  return { plain: reading(text), anchored: reading(text + ANCHORED) };
}

const key = (length: number) => "k".repeat(length);

describe("both readers read every form alike", () => {
  const FORMS: Record<string, string> = {
    "a binary integer (a string in the core schema)": "a: 0b101\n",
    "a signed hexadecimal integer (a string)": "a: +0x1F\n",
    "a float without its leading digit": "a: +.5\n",
    "a flow list over lines": "a: [x,\n  y]\n",
    "a flow mapping over lines": "a: {p: 1,\n  q: [1,\n   2]}\n",
    "a flow list closed at its key's column": "a: [\n  x\n]\n",
    "a flow list with a comment line": "a: [x,\n# c\n  y]\n",
    "a flow list's line at its key's column": "a:\n  b: [x,\n  y]\n",
    "a flow list's line left of its key": "a:\n  b: [x,\ny]\n",
    "a flow list's line indented by a tab": "a: [x,\n\ty]\n",
    "a flow mapping's line at its key's column, in a list": "a:\n  - b: {c: 1,\n    d: 2}\n",
    "a flow list's line at its entry's column": "a:\n  - [x,\n  y]\n",
    "a flow list on its own line, then a line left of it": "a:\n  [x,\ny]\n",
    "a flow list's closing bracket left of its key": "a:\n  b: [x,\n ]\n",
    "a double-quoted text's line at its key's column": 'a: "x\ny"\n',
    "a single-quoted text's line at its key's column": "a:\n  b: 'x\n  y'\n",
    "a double-quoted text's escaped line break": 'a: "x\\\ny"\n',
    "a double-quoted text over indented lines": 'a: "x\n\n  y"\n',
    "a key of 1,024 characters": `${key(1024)}: 1\n`,
    "a key of 1,025 characters": `${key(1025)}: 1\n`,
    "a quoted key of over 1,024 characters": `'${key(1030)}': 1\n`,
    "a nested key of over 1,024 characters": `a:\n  ${key(1030)}: 1\n`,
    "a long key in a flow list": `a: [${key(1100)}: 1]\n`,
    "a long key in a flow mapping": `a: {${key(1100)}: 1}\n`,
    "a long quoted text with a colon": `a: "${key(1100)}: x"\n`,
    "a missing key in a flow mapping": "a: { : x }\n",
    "a missing key after a comma": "a: {b: 1, : 2}\n",
    "a missing key in a flow list": "a: [b, : x]\n",
    "an empty flow entry": "a: {: }\n",
    "a null key in a flow list": "a: [null: x]\n",
    "a mapping on the document start line": "--- a: 1\n",
    "a document start with a comment glued to it": "---# x\na: 1\n",
    "a comment glued to a flow list": "a: [x]#c\n",
    "a comment glued to a quoted text": 'a: "x"#c\n',
  };

  it.each(Object.entries(FORMS))("%s", (_, text) => {
    const { plain, anchored } = bothReadings(text);
    expect(plain).toEqual(anchored);
  });

  it("reads them as YAML 1.2 does", () => {
    const read = (text: string) => bothReadings(text).plain;
    expect(read(FORMS["a flow list over lines"]!)).toEqual({ a: ["x", "y"] });
    expect(read(FORMS["a flow list closed at its key's column"]!)).toEqual({ a: ["x"] });
    expect(read(FORMS["a flow list's line at its key's column"]!)).toEqual(["3:3 EDM0005 YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]"]);
    expect(read(FORMS["a double-quoted text's line at its key's column"]!)).toEqual(["2:1 EDM0005 YAML syntax error: this line continues the quoted text opened on line 1 but is not indented past the key or list entry that holds it"]);
    expect(read(FORMS["a key of 1,024 characters"]!)).toEqual({ [key(1024)]: 1 });
    expect(read(FORMS["a key of 1,025 characters"]!)).toEqual(["1:1 EDM0005 YAML syntax error: The : indicator must be at most 1024 chars after the start of an implicit block mapping key"]);
    expect(read(FORMS["a missing key in a flow mapping"]!)).toEqual([expect.stringContaining("EDM0102 a key must be a plain name, not null")]);
  });
});

describe("a model means the same, with the same positions, whichever reader reads it", () => {
  const MODELS: Record<string, string> = {
    "flow collections over lines, then an error": lines(
      "entityTypes:",
      "  A:",
      "    key: [",
      "      ID",
      "    ]",
      "    fields: { ID: Guid,",
      "      Name: String }",
      "    relationships:",
      '      Other: { target: B, cardinality: "N:1" }',
    ),
    "a flow list's line at its key's column": lines(
      "entityTypes:",
      "  A:",
      "    key: [ID,",
      "    Other]",
      "    fields: { ID: Guid, Other: Int32 }",
      "    relationships:",
      '      X: { target: B, cardinality: "N:1" }',
    ),
    "a quoted description's line at its key's column": lines(
      "entityTypes:",
      "  A:",
      '    description: "one',
      '    two"',
      "    key: [ID]",
      "    fields: { ID: Guid }",
      "    relationships:",
      '      X: { target: B, cardinality: "N:1" }',
    ),
    "a field name of over 1,024 characters": lines("entityTypes:", "  A:", "    key: [ID]", "    fields:", "      ID: Guid", `      ${"N".repeat(1100)}: String`),
    "a field with no name in a flow mapping": lines("entityTypes:", "  A:", "    key: [ID]", "    fields: { ID: Guid, : String }"),
    "a long description with a colon, then an error": lines(
      "entityTypes:",
      "  A:",
      "    key: [ID]",
      "    fields:",
      "      ID: Guid",
      `      Name: { type: String, description: "${"x".repeat(1100)}: y" }`,
      "      Bad: Nope",
    ),
  };
  const anchor = (text: string) => text.replace(/^entityTypes:/m, "entityTypes: &types");
  const load = (text: string) => {
    const { model, diagnostics } = loadModelFromTexts(withService(text));
    return { model: model !== undefined, diagnostics: diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`) };
  };

  it.each(Object.entries(MODELS))("%s", (_, text) => {
    const plain = load(text);
    expect(plain).toEqual(load(anchor(text)));
    expect(plain.diagnostics).not.toEqual([]);
  });

  it("points at the same places", () => {
    const first = (name: string) => load(MODELS[name]!).diagnostics[0]!.split(" ").slice(0, 2).join(" ");
    expect(first("flow collections over lines, then an error")).toBe("metadata/model.yaml:9:24 EDM0203");
    expect(first("a flow list's line at its key's column")).toBe("metadata/model.yaml:4:5 EDM0005");
    expect(first("a quoted description's line at its key's column")).toBe("metadata/model.yaml:4:5 EDM0005");
    expect(first("a field name of over 1,024 characters")).toBe("metadata/model.yaml:6:7 EDM0005");
    expect(first("a field with no name in a flow mapping")).toBe("metadata/model.yaml:4:25 EDM0102");
    expect(first("a long description with a colon, then an error")).toBe("metadata/model.yaml:7:12 EDM0202");
  });
});
