/**
 * What the loader keeps and how it reads: cardinalities stay text, descriptions keep their exact
 * text (injection attempts included: escaping is the emitters' job), control characters XML cannot
 * carry are refused, every problem of every file comes at once, and positions survive CRLF, a BOM
 * and characters outside the Basic Multilingual Plane.
 */
import { describe, expect, it } from "vitest";
import { parseYamlFile } from "../../src/metadata-loader/parse-yaml.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { lines, positions, SERVICE_FILE, withService } from "./model-texts.js";

/** Loads and insists on a model; the diagnostics are in the failure message. */
function build(text: string): Model {
  const { model, diagnostics } = loadModelFromTexts(withService(text));
  expect(positions(diagnostics)).toEqual([]);
  if (!model) throw new Error("no model");
  return model;
}

describe("cardinalities are read as text, never as numbers", () => {
  const model = (cardinality: string, prefix = "") =>
    build(
      prefix +
        lines(
          "entityTypes:",
          "  A:",
          "    key: [ID]",
          "    fields:",
          "      ID: Guid",
          "    relationships:",
          "      Other:",
          "        target: A",
          `        cardinality: ${cardinality}`,
        ),
    );

  it.each(["1:1", "N:1", "1:N", "N:N"])("unquoted %s loads as that same string", (cardinality) => {
    expect(model(cardinality).entityTypes[0]!.navigations.map((n) => [n.name, n.cardinality])).toEqual([["Other", cardinality]]);
  });

  it("keeps 1:1 and 1:30 strings in the parsed YAML (YAML 1.1 would read the sexagesimal numbers 61 and 90)", () => {
    const { parsed, diagnostics } = parseYamlFile("m.yaml", lines("a: 1:1", "b: 1:30", "c: 1_000", "d: yes", "e: 0o17"));
    expect(diagnostics).toEqual([]);
    expect(parsed?.value).toEqual({ a: "1:1", b: "1:30", c: "1_000", d: "yes", e: 15 });
  });

  it("reads every scalar as YAML 1.2's core schema does, in plain files (js-yaml) and in files with anchors (the yaml library, as editors)", () => {
    const scalars = ["0b101", "+0x1F", "-0x1F", "0x1F", "0o17", "-0o17", "017", "+.5", "-.5", ".5", "5.", "1e3", "+1", "-0", "~", "null", "NULL", "True", "yes", ".inf", "-.Inf", ".NaN", "1_000", "0x_1F", "1:1"];
    const text = lines(...scalars.map((scalar, i) => `k${i}: ${scalar}`));
    const plain = parseYamlFile("m.yaml", text).parsed!.value as Record<string, unknown>;
    // An anchor sends the file down the careful path.
    const careful = parseYamlFile("m.yaml", `${text}anchored: &a x\n`).parsed!.value as Record<string, unknown>;
    const read = scalars.map((_, i) => plain[`k${i}`]);
    expect(read).toEqual(scalars.map((_, i) => careful[`k${i}`]));
    expect(read).toEqual(["0b101", "+0x1F", "-0x1F", 31, 15, "-0o17", 17, 0.5, -0.5, 0.5, 5, 1000, 1, -0, null, null, null, true, "yes", Infinity, -Infinity, NaN, "1_000", "0x_1F", "1:1"]);
  });

  it("ignores a %YAML 1.1 directive: 1:1 stays text", () => {
    expect(model("1:1", "%YAML 1.1\n---\n").entityTypes[0]!.navigations[0]!.cardinality).toBe("1:1");
  });
});

describe("descriptions are text: injection attempts load and keep their exact text", () => {
  const PAYLOADS = [
    "ends a comment */ here",
    "closes </Documentation> early",
    "ends CDATA ]]> here",
    "template ${process.exit(1)} and {{constructor}} and <%= x %>",
    "backticks `rm -rf /` and ```code```",
    '<script>alert("x")</script>',
    "quotes ' \" and backslash \\ and &amp; and <!-- -->",
    "markdown | table | and [link](javascript:alert(1))",
  ];

  it.each(PAYLOADS)("keeps %j on enum types and members, entity types, fields, relationships and sets", (payload) => {
    // JSON.stringify writes a valid YAML double-quoted scalar.
    const text = JSON.stringify(payload);
    const model = build(
      lines(
        "enumTypes:",
        "  Status:",
        "    description: " + text,
        "    members:",
        "      Open:",
        "        value: 0",
        "        description: " + text,
        "entityTypes:",
        "  A:",
        "    description: " + text,
        "    key: [ID]",
        "    fields:",
        "      ID: Guid",
        "      Note:",
        "        type: String",
        "        description: " + text,
        "    relationships:",
        "      Other:",
        "        target: A",
        '        cardinality: "N:1"',
        "        description: " + text,
        "entitySets:",
        "  As:",
        "    type: A",
        "    description: " + text,
      ),
    );
    const type = model.entityTypes[0]!;
    expect([
      model.enumTypes[0]!.description,
      model.enumTypes[0]!.members[0]!.description,
      type.description,
      type.properties.find((p) => p.name === "Note")!.description,
      type.navigations[0]!.description,
      model.entitySets[0]!.description,
    ]).toEqual(Array(6).fill(payload));
  });

  it("keeps them in plain and block scalars too", () => {
    const model = build(
      lines(
        "entityTypes:",
        "  A:",
        "    description: |",
        "      </Documentation> ]]> */ ${x} `y` <script>",
        "      second line",
        "    key: [ID]",
        "    fields:",
        "      ID:",
        "        type: Guid",
        "        description: a */ b ]]> c </Documentation> d `e` ${f}",
      ),
    );
    expect(model.entityTypes[0]!.description).toBe("</Documentation> ]]> */ ${x} `y` <script>\nsecond line\n");
    expect(model.entityTypes[0]!.properties[0]!.description).toBe("a */ b ]]> c </Documentation> d `e` ${f}");
  });
});

describe("control characters", () => {
  const describedAs = (escaped: string) =>
    loadModelFromTexts(withService(lines("entityTypes:", "  A:", `    description: "x${escaped}y"`, "    key: [ID]", "    fields:", "      ID: Guid")));

  it("keeps tab, line feed, carriage return and DEL (XML 1.0 carries them)", () => {
    const { model, diagnostics } = describedAs("\\t\\n\\r\\x7F");
    expect(diagnostics).toEqual([]);
    expect(model?.entityTypes[0]!.description).toBe("x\t\n\r\u007fy");
  });

  const forbidden = [0, ...Array.from({ length: 32 }, (_, i) => i).filter((c) => c > 0 && c !== 9 && c !== 10 && c !== 13)];
  it.each(forbidden.map((c) => c.toString(16).toUpperCase().padStart(4, "0")))("refuses U+%s with EDM0401 at the description", (hex) => {
    const { model, diagnostics } = describedAs(`\\x${hex.slice(2)}`);
    expect(model).toBeUndefined();
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      `metadata/model.yaml:3:18 EDM0401 'description' of entity type 'A' contains the control character U+${hex}, which XML 1.0 cannot carry`,
    ]);
  });
});

describe("every problem at once", () => {
  it("reports the problems of every file in one run, sorted by file, line and column", () => {
    const { model, diagnostics } = loadModelFromTexts([
      { file: "metadata/z-last.yaml", text: lines("entityTypes:", "  Z:", "    key: [ID]", "    fields:", "      ID: Guid", "      Amount: Dubble") },
      SERVICE_FILE,
      {
        file: "metadata/a-first.yaml",
        text: lines(
          "entityTypes:",
          "  A:",
          "    key: [ID]",
          "    fields:",
          "      ID: Guid",
          "    relationships:",
          "      B:",
          "        target: Zz",
          '        cardinality: "N:1"',
          "      C:",
          "        target: Z",
          '        cardinality: "N:1"',
        ),
      },
    ]);
    expect(model).toBeUndefined();
    expect(positions(diagnostics)).toEqual(["metadata/a-first.yaml:8:17 EDM0203", "metadata/z-last.yaml:6:15 EDM0202"]);
  });

  it("reports several semantic problems of one file together", () => {
    const { diagnostics } = loadModelFromTexts(
      withService(
        lines(
          "entityTypes:",
          "  A:",
          "    key: [ID]",
          "    fields:",
          "      ID: Guid",
          "      B: Dubble",
          "      C: Strin",
          "    relationships:",
          "      D:",
          "        target: Zz",
          '        cardinality: "N:1"',
        ),
      ),
    );
    expect(positions(diagnostics)).toEqual(["metadata/model.yaml:6:10 EDM0202", "metadata/model.yaml:7:10 EDM0202", "metadata/model.yaml:10:17 EDM0203"]);
  });
});

describe("positions", () => {
  const text = lines("entityTypes:", "  A:", "    key: [ID]", "    fields:", "      ID: Guid", "      Amount: Dubble");

  it("are the same with CRLF line ends", () => {
    expect(positions(loadModelFromTexts(withService(text.replace(/\n/g, "\r\n"))).diagnostics)).toEqual(["metadata/model.yaml:6:15 EDM0202"]);
  });

  it("are the same after a byte-order mark", () => {
    expect(positions(loadModelFromTexts(withService(`\uFEFF${text}`)).diagnostics)).toEqual(["metadata/model.yaml:6:15 EDM0202"]);
  });

  it("count columns in UTF-16 code units, as TypeScript and editors do (an emoji counts 2)", () => {
    const flow = lines("entityTypes:", "  A:", "    key: [ID]", '    fields: { ID: Guid, Note: { type: String, description: "😀" }, Amount: Dubble }');
    expect(positions(loadModelFromTexts(withService(flow)).diagnostics)).toEqual(["metadata/model.yaml:4:76 EDM0202"]);
  });

  it("point at the key for an unknown key and at the value for a wrong value", () => {
    const { diagnostics } = loadModelFromTexts(
      withService(lines("entityTypes:", "  A:", "    key: [ID]", "    abstract: maybe", "    fields:", "      ID: Guid", "    colour: red")),
    );
    expect(positions(diagnostics)).toEqual(["metadata/model.yaml:4:15 EDM0102", "metadata/model.yaml:7:5 EDM0101"]);
  });
});

describe("empty files", () => {
  it.each([
    ["no bytes at all", ""],
    ["only blank lines", "\n  \n\t\n"],
    ["only a byte-order mark", "\uFEFF"],
    ["only a document marker", "---\n"],
    ["only comments", "# nothing here yet\n# still nothing\n"],
  ])("%s: EDM0004 at 1:1", (_, text) => {
    const { model, diagnostics } = loadModelFromTexts(withService(text));
    expect(model).toBeUndefined();
    expect(positions(diagnostics)).toEqual(["metadata/model.yaml:1:1 EDM0004"]);
    // A file of comments (the schema line alone, as a new file starts) is not empty as such.
    expect(diagnostics[0]?.message).toBe(text.includes("#") ? "file has no content besides comments" : "file is empty");
  });
});
