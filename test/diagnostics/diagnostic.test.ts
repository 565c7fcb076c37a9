/** Creating diagnostics from the catalog, and their one order: file, line, column, code, message. */
import { describe, expect, it } from "vitest";
import { compareText, createDiagnostic, hasErrors, sortDiagnostics, type Diagnostic } from "../../src/diagnostics/diagnostic.js";

const at = (file: string, line: number, column: number) => ({ file, line, column });

describe("createDiagnostic", () => {
  it("takes severity, message and hint from the catalog", () => {
    expect(createDiagnostic("EDM0206", { name: "Subject", type: "Document", base: "Activity" }, at("m.yaml", 4, 7))).toEqual({
      code: "EDM0206",
      severity: "error",
      message: "'Subject' on 'Document' clashes with the member of the same name inherited from 'Activity'",
      hint: "rename the member, or remove it from one of the two types",
      file: "m.yaml",
      line: 4,
      column: 7,
    });
  });

  it("has no hint key when the code has no hint", () => {
    expect(createDiagnostic("EDM0202", { type: "Dubble", where: "field 'A' of 'B'" }, at("m.yaml", 1, 1))).toEqual({
      code: "EDM0202",
      severity: "error",
      message: "unknown type 'Dubble' for field 'A' of 'B'",
      file: "m.yaml",
      line: 1,
      column: 1,
    });
  });

  it("counts a limit of one byte in the singular", () => {
    expect(createDiagnostic("EDM0002", { size: 2, limit: 1 }, at("m.yaml", 1, 1)).message).toBe("file is 2 bytes, over the limit of 1 byte");
  });

  it("adds a did-you-mean only when there is a suggestion", () => {
    const message = (suggestion?: string) =>
      createDiagnostic("EDM0202", { type: "Dubble", where: "x", ...(suggestion ? { suggestion } : {}) }, at("m", 1, 1)).message;
    expect([message(), message("Double")]).toEqual(["unknown type 'Dubble' for x", "unknown type 'Dubble' for x (did you mean 'Double'?)"]);
  });

  it("cuts a quoted value over 500 characters to 300, saying how long it was, so one bad value cannot fill a log", () => {
    const huge = "k".repeat(5_000_000);
    const { message } = createDiagnostic("EDM0202", { type: huge, where: "x" }, at("m", 1, 1));
    expect(message).toBe(`unknown type '${"k".repeat(300)}… (5000000 characters)' for x`);
    // Up to the limit, a value is quoted whole; a cut never splits a surrogate pair.
    expect(createDiagnostic("EDM0202", { type: "a".repeat(500), where: "x" }, at("m", 1, 1)).message).toContain("a".repeat(500));
    const pairs = createDiagnostic("EDM0202", { type: "a" + "😀".repeat(300), where: "x" }, at("m", 1, 1)).message;
    expect(pairs).toBe(`unknown type 'a${"😀".repeat(149)}… (601 characters)' for x`);
  });
});

describe("sortDiagnostics", () => {
  /** EDM0202 and EDM0203 messages both end with their last parameter, which the assertions show. */
  const d = (file: string, line: number, column: number, code: "EDM0202" | "EDM0203" = "EDM0202", last = "x"): Diagnostic =>
    code === "EDM0202"
      ? createDiagnostic(code, { type: "T", where: last }, at(file, line, column))
      : createDiagnostic(code, { target: "T", relationship: "R" }, at(file, line, column));

  it("orders by file, then line, then column, then code, then message", () => {
    const given = [
      d("metadata/b.yaml", 1, 1),
      d("metadata/a.yaml", 10, 2),
      d("metadata/a.yaml", 9, 30),
      d("metadata/a.yaml", 10, 1, "EDM0203"),
      d("metadata/a.yaml", 10, 1, "EDM0202", "z"),
      d("metadata/a.yaml", 10, 1, "EDM0202", "a"),
      d("metadata", 0, 0, "EDM0202", "y"),
    ];
    expect(sortDiagnostics(given).map((x) => `${x.file}:${x.line}:${x.column} ${x.code} ${x.message.slice(-1)}`)).toEqual([
      "metadata:0:0 EDM0202 y",
      "metadata/a.yaml:9:30 EDM0202 x",
      "metadata/a.yaml:10:1 EDM0202 a",
      "metadata/a.yaml:10:1 EDM0202 z",
      "metadata/a.yaml:10:1 EDM0203 '",
      "metadata/a.yaml:10:2 EDM0202 x",
      "metadata/b.yaml:1:1 EDM0202 x",
    ]);
  });

  it("compares lines and columns as numbers (9 before 10), not as text", () => {
    expect(sortDiagnostics([d("m", 10, 1), d("m", 9, 1), d("m", 9, 10), d("m", 9, 9)]).map((x) => `${x.line}:${x.column}`)).toEqual([
      "9:1",
      "9:9",
      "9:10",
      "10:1",
    ]);
  });

  it("does not change its input", () => {
    const given = [d("b", 1, 1), d("a", 1, 1)];
    sortDiagnostics(given);
    expect(given.map((x) => x.file)).toEqual(["b", "a"]);
  });
});

describe("compareText", () => {
  it("uses code-point order, whatever the locale (upper case before lower case, '-' before '/')", () => {
    expect(["b.yaml", "B.yaml", "a/z.yaml", "a-z.yaml", "ä.yaml"].sort(compareText)).toEqual(["B.yaml", "a-z.yaml", "a/z.yaml", "b.yaml", "ä.yaml"]);
  });
});

describe("hasErrors", () => {
  it("is true only when some diagnostic is an error", () => {
    const error = createDiagnostic("EDM0004", {}, at("m", 1, 1));
    expect([hasErrors([]), hasErrors([{ ...error, severity: "warning" }]), hasErrors([{ ...error, severity: "warning" }, error])]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
