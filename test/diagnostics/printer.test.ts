/** The printer: compiler-style lines, a source preview with a caret, the hint, and the summary. */
import { describe, expect, it } from "vitest";
import { createDiagnostic, type Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { formatDiagnostic, formatDiagnostics, summarize } from "../../src/diagnostics/printer.js";

const SOURCE = ["entityTypes:", "  Price:", "    key: [ID]", "    fields:", "      ID: Guid", "      Amount: Dubble", ""].join("\n");

const unknownType = createDiagnostic(
  "EDM0202",
  { type: "Dubble", where: "field 'Amount' of 'Price'", suggestion: "Double" },
  { file: "metadata/price.yaml", line: 6, column: 15 },
);

describe("formatDiagnostic", () => {
  it("writes file:line:col severity CODE message, the source line, a caret under the column", () => {
    expect(formatDiagnostic(unknownType, SOURCE)).toBe(
      [
        "metadata/price.yaml:6:15 error EDM0202 unknown type 'Dubble' for field 'Amount' of 'Price' (did you mean 'Double'?)",
        "          Amount: Dubble",
        "                  ^",
        "",
      ].join("\n"),
    );
  });

  it("adds the hint on its own indented line", () => {
    const d = createDiagnostic("EDM0203", { target: "Prise", relationship: "Link", suggestion: "Price" }, { file: "metadata/price.yaml", line: 3, column: 5 });
    expect(formatDiagnostic(d, SOURCE)).toBe(
      [
        "metadata/price.yaml:3:5 error EDM0203 relationship 'Link' targets unknown type 'Prise' (did you mean 'Price'?)",
        "        key: [ID]",
        "        ^",
        "    hint: declare the target under entityTypes (a key-only type is enough for an entity that is only linked)",
        "",
      ].join("\n"),
    );
  });

  it("writes the file alone, and no preview, for a diagnostic about the whole file (line 0)", () => {
    const d = createDiagnostic("EDM0212", { count: 0 }, { file: "metadata", line: 0, column: 0 });
    expect(formatDiagnostic(d, SOURCE)).toBe(
      [
        "metadata error EDM0212 no file declares the 'service' section",
        "    hint: declare the service settings once, in one file (metadata/service.yaml by convention)",
        "",
      ].join("\n"),
    );
  });

  it("writes no preview without the source text", () => {
    expect(formatDiagnostic(unknownType)).toBe(
      "metadata/price.yaml:6:15 error EDM0202 unknown type 'Dubble' for field 'Amount' of 'Price' (did you mean 'Double'?)\n",
    );
  });

  it("shows tabs as single spaces, so the caret stays under the column", () => {
    const d = createDiagnostic("EDM0005", { detail: "Tabs are not allowed as indentation" }, { file: "m.yaml", line: 2, column: 3 });
    expect(formatDiagnostic(d, "a:\n\t\tb: 1\n")).toBe(
      ["m.yaml:2:3 error EDM0005 YAML syntax error: Tabs are not allowed as indentation", "      b: 1", "      ^", ""].join("\n"),
    );
  });

  it("puts the caret under the column as a terminal shows the line: two places for a CJK character, none for a combining mark", () => {
    const d = createDiagnostic("EDM0202", { type: "Strin", where: "field '価格' of 'A'", suggestion: "String" }, { file: "m.yaml", line: 1, column: 25 });
    expect(formatDiagnostic(d, 'fields: { "価格": { type: Strin } }\n').split("\n").slice(1, 3)).toEqual(['    fields: { "価格": { type: Strin } }', `    ${" ".repeat(26)}^`]);
    const combining = { ...d, column: 28 };
    expect(formatDiagnostic(combining, 'fields: { "Cafe\u0301": { type: Strin } }\n').split("\n")[2]).toBe(`    ${" ".repeat(26)}^`);
  });

  it("shows control characters as their control pictures, in the source line, the message and the hint, so none reaches the terminal", () => {
    const d = createDiagnostic("EDM0201", { kind: "field", name: "x\ny" }, { file: "m.yaml", line: 1, column: 16 });
    const text = formatDiagnostic(d, 'a: { b: "\u001b[31m", "x\\ny": 1 }\n');
    expect(text.split("\n").slice(0, 3)).toEqual(["m.yaml:1:16 error EDM0201 field name 'x\u240Ay' is not an OData identifier", '    a: { b: "\u241B[31m", "x\\ny": 1 }', `    ${" ".repeat(15)}^`]);
    expect(text).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
  });

  it("counts a lone carriage return as a line end, as the import's positions do", () => {
    const d = { ...unknownType, file: "m.xml" };
    expect(formatDiagnostic(d, SOURCE.replace(/\n/g, "\r")).split("\n").slice(1, 3)).toEqual(["          Amount: Dubble", "                  ^"]);
  });

  it("takes the line from CRLF text without its carriage return", () => {
    const d = { ...unknownType, file: "m.yaml" };
    expect(formatDiagnostic(d, SOURCE.replace(/\n/g, "\r\n")).split("\n").slice(1, 3)).toEqual(["          Amount: Dubble", "                  ^"]);
  });

  it("leaves out the preview of a very long line (over 400 characters)", () => {
    const d = createDiagnostic("EDM0007", { limit: 64 }, { file: "m.yaml", line: 1, column: 500 });
    expect(formatDiagnostic(d, `x: ${"[".repeat(600)}\n`)).toBe("m.yaml:1:500 error EDM0007 YAML nesting deeper than 64 levels\n");
  });

  it("leaves out the preview when the line is past the end of the text", () => {
    const d = createDiagnostic("EDM0005", { detail: 'Missing closing "quote' }, { file: "m.yaml", line: 9, column: 1 });
    expect(formatDiagnostic(d, 'a: "x\n')).toBe('m.yaml:9:1 error EDM0005 YAML syntax error: Missing closing "quote\n');
  });
});

describe("formatDiagnostics", () => {
  it("formats each diagnostic with its own file's source, in the order given", () => {
    const other: Diagnostic = createDiagnostic("EDM0004", {}, { file: "metadata/empty.yaml", line: 1, column: 1 });
    const sources = new Map([
      ["metadata/price.yaml", SOURCE],
      ["metadata/empty.yaml", "# nothing\n"],
    ]);
    expect(formatDiagnostics([other, unknownType], sources)).toBe(
      [
        "metadata/empty.yaml:1:1 error EDM0004 file is empty",
        "    # nothing",
        "    ^",
        "    hint: delete the file, or give it at least one section such as 'entityTypes:'",
        "metadata/price.yaml:6:15 error EDM0202 unknown type 'Dubble' for field 'Amount' of 'Price' (did you mean 'Double'?)",
        "          Amount: Dubble",
        "                  ^",
        "",
      ].join("\n"),
    );
  });

  it("is empty for no diagnostics", () => {
    expect(formatDiagnostics([])).toBe("");
  });
});

describe("summarize", () => {
  const warning: Diagnostic = { ...unknownType, severity: "warning" };
  it.each([
    [[], "0 errors, 0 warnings"],
    [[unknownType], "1 error, 0 warnings"],
    [[unknownType, unknownType, warning], "2 errors, 1 warning"],
    [[warning, warning], "0 errors, 2 warnings"],
  ] as const)("%# -> %s", (diagnostics, want) => {
    expect(summarize(diagnostics)).toBe(want);
  });
});
