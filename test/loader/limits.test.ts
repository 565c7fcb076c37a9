/**
 * Hostile and oversized input: deep nesting, alias bombs and files over the size limit fail with
 * one positioned diagnostic, quickly, and never crash or hang; a large but honest model (5,000
 * entity types in one file) still loads. Big inputs are generated here, never committed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_MAX_FILE_SIZE } from "../../src/metadata-loader/read-files.js";
import { loadModelFromFolder, loadModelFromTexts } from "../../src/pipeline.js";
import { lines, positions, SERVICE_FILE, withService } from "./model-texts.js";
import { formatDiagnostics } from "../../src/diagnostics/printer.js";

const root = mkdtempSync(join(tmpdir(), "edmgen-limits-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A model whose entity type carries `value` as an annotation, on line 7 after "      UI.Depth: " (16 characters). */
const annotated = (value: string) =>
  withService(lines("entityTypes:", "  A:", "    key: [ID]", "    fields:", "      ID: Guid", "    annotations:", `      UI.Depth: ${value}`));

/** A metadata folder holding the service file and `model.yaml` with the given content. */
function folderWith(name: string, model: string | Buffer): string {
  const folder = join(root, name);
  const metadata = join(folder, "metadata");
  rmSync(folder, { recursive: true, force: true });
  // The folder layout mirrors a project: labels are relative to `folder`.
  mkdirSync(metadata, { recursive: true });
  writeFileSync(join(metadata, "service.yaml"), SERVICE_FILE.text);
  writeFileSync(join(metadata, "model.yaml"), model);
  return folder;
}

describe("deep nesting", () => {
  it("10,000 nested flow lists: EDM0007 at the first bracket past 64 levels, before the parser recurses", { timeout: 10_000 }, () => {
    const { model, diagnostics } = loadModelFromTexts(annotated("[".repeat(10_000) + "]".repeat(10_000)));
    expect(model).toBeUndefined();
    expect(positions(diagnostics)).toEqual(["metadata/model.yaml:7:81 EDM0007"]);
  });

  it("10,000 flow lists that are never closed: the same", { timeout: 10_000 }, () => {
    expect(positions(loadModelFromTexts(annotated("[".repeat(10_000))).diagnostics)).toEqual(["metadata/model.yaml:7:81 EDM0007"]);
  });

  it("10,000 nested flow mappings: EDM0007 at the first brace past 64 levels", { timeout: 10_000 }, () => {
    // Each level is "{a: " (4 characters); the 65th brace opens at 16 + 4 * 64 + 1.
    expect(positions(loadModelFromTexts(annotated("{a: ".repeat(10_000) + "1" + "}".repeat(10_000))).diagnostics)).toEqual([
      "metadata/model.yaml:7:273 EDM0007",
    ]);
  });

  it("brackets inside quoted strings and comments are text, not nesting", { timeout: 10_000 }, () => {
    const { model, diagnostics } = loadModelFromTexts(annotated(`'${"[".repeat(10_000)}' # ${"{".repeat(10_000)}`));
    expect(diagnostics).toEqual([]);
    expect(model?.entityTypes[0]!.annotations).toEqual({ "UI.Depth": "[".repeat(10_000) });
  });

  it("brackets inside plain and block scalars are text: interval notation in 70 descriptions loads", () => {
    const fields = Array.from({ length: 70 }, (_, i) => [`      F${i}:`, "        type: Int32", "        description: Percentage in [0, 100)"]).flat();
    const block = ["      Notes:", "        type: String", "        description: |", "          An example: {\"a\": [[[", "          ]] and more [", "        maxLength: 10"];
    const continued = ["      Ratio:", "        type: Double", "        description: A ratio in", "          [0, 1) of { things"];
    const { model, diagnostics } = loadModelFromTexts(withService(lines("entityTypes:", "  A:", "    key: [ID]", "    fields:", "      ID: Guid", ...fields, ...block, ...continued)));
    expect(diagnostics).toEqual([]);
    const type = model!.entityTypes[0]!;
    expect(type.properties.find((p) => p.name === "F69")!.description).toBe("Percentage in [0, 100)");
    expect(type.properties.find((p) => p.name === "Notes")!.description).toBe('An example: {"a": [[[\n]] and more [\n');
    expect(type.properties.find((p) => p.name === "Ratio")!.description).toBe("A ratio in [0, 1) of { things");
  });

  it("still counts the flow collections that follow a key, an entry, an anchor or a tag", { timeout: 10_000 }, () => {
    // Also after a plain scalar whose quote opens nothing (`?'b`, `a:'b` are plain in a flow list).
    for (const value of [`&deep ${"[".repeat(100)}`, `!!seq ${"[".repeat(100)}`, `\n        - ${"[".repeat(100)}`, `\n        ? ${"{".repeat(100)}`, `[ ?'b, ${"[".repeat(100)}`, `[ a:'b, ${"[".repeat(100)}`]) {
      expect(loadModelFromTexts(annotated(value)).diagnostics.map((d) => d.code), value).toEqual(["EDM0007"]);
    }
  });

  it("an apostrophe inside a plain scalar opens no quote: an error at the end of the file stays where it is", () => {
    const text = withService(lines("complexTypes:", "  Music:", "    description: Plays rock 'n roll", "    fields: { A: String }", "  Other:", "    fields: [A, B"));
    const [diagnostic] = loadModelFromTexts(text).diagnostics;
    expect(diagnostic!.code).toBe("EDM0005");
    // Not at the apostrophe on line 3 of the model file.
    expect(diagnostic!.line).toBeGreaterThan(5);
  });

  const compact = annotated("\n" + " ".repeat(8) + "- ".repeat(10_000) + "x");

  it("10,000 nested block lists (`- - - ... x`, no brackets): one positioned error, no crash", { timeout: 10_000 }, () => {
    const { model, diagnostics } = loadModelFromTexts(compact);
    expect(model).toBeUndefined();
    expect(diagnostics.map((d) => [d.file, d.code === "EDM0005" || d.code === "EDM0007", d.line >= 8])).toEqual([["metadata/model.yaml", true, true]]);
  });

  it("10,000 nested block lists: EDM0007 at the first list past 64 levels", { timeout: 10_000 }, () => {
    // Depth 1 is the file's mapping; the list opened by the k-th "- " is at depth 4 + k, so the 61st is the 65th level.
    expect(positions(loadModelFromTexts(compact).diagnostics)).toEqual([`metadata/model.yaml:8:${8 + 2 * 60 + 1} EDM0007`]);
  });
});

describe("aliases", () => {
  it("billion laughs (9 levels of 10): EDM0006, without expanding", { timeout: 10_000 }, () => {
    const levels = ["      a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (let i = 1; i <= 9; i++)
      levels.push(
        `      a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(", ")}]`,
      );
    const text = lines(
      "entityTypes:",
      "  A:",
      "    key: [ID]",
      "    fields:",
      "      ID: Guid",
      "    annotations:",
      "      Org.Bomb:",
      ...levels.map((l) => `  ${l}`),
    );
    const { model, diagnostics } = loadModelFromTexts(withService(text));
    expect(model).toBeUndefined();
    expect(diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(["metadata/model.yaml EDM0006"]);
  });

  it("a few honest aliases load, each expanded", () => {
    const { model, diagnostics } = loadModelFromTexts(annotated("{ a: &x [1, 2], b: *x, c: *x }"));
    expect(diagnostics).toEqual([]);
    expect(model?.entityTypes[0]!.annotations).toEqual({ "UI.Depth": { a: [1, 2], b: [1, 2], c: [1, 2] } });
  });
});

describe("file size", () => {
  it(`refuses a file over the default limit of ${DEFAULT_MAX_FILE_SIZE} bytes with one error, without parsing it`, { timeout: 20_000 }, () => {
    // Valid YAML padded with a long comment: were the file parsed, it would load.
    const size = DEFAULT_MAX_FILE_SIZE + 1024;
    const head = Buffer.from(lines("entityTypes:", "  A:", "    key: [ID]", "    fields:", "      ID: Guid", ""));
    const padding = Buffer.alloc(size - head.length - 1, "x");
    padding.write("# ", 0);
    const folder = folderWith("too-large", Buffer.concat([head, padding, Buffer.from("\n")]));
    const { model, diagnostics } = loadModelFromFolder(join(folder, "metadata"), { labelBase: folder });
    expect(model).toBeUndefined();
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      `metadata/model.yaml:1:1 EDM0002 file is ${size} bytes, over the limit of ${DEFAULT_MAX_FILE_SIZE} bytes`,
    ]);
  });

  it("loads a file of exactly the limit and refuses one byte more", () => {
    // The comment makes this the larger of the two files, so the limit is about this one.
    const text = lines(`# ${"x".repeat(SERVICE_FILE.text.length)}`, "entityTypes:", "  A:", "    key: [ID]", "    fields:", "      ID: Guid");
    const limit = Buffer.byteLength(text);
    const exact = folderWith("exact", text);
    expect(positions(loadModelFromFolder(join(exact, "metadata"), { labelBase: exact, maxFileSize: limit }).diagnostics)).toEqual([]);
    const over = folderWith("over", `${text}\n`);
    expect(positions(loadModelFromFolder(join(over, "metadata"), { labelBase: over, maxFileSize: limit }).diagnostics)).toEqual([
      "metadata/model.yaml:1:1 EDM0002",
    ]);
  });

  it("loads 5,000 entity types from a single file (the size of the largest bench model stays under the limit)", { timeout: 20_000 }, () => {
    const types: string[] = ["entityTypes:"];
    for (let i = 0; i < 5000; i++) {
      types.push(
        `  T${i}:`,
        "    key: [ID]",
        "    fields:",
        "      ID: Guid",
        "      Name: String",
        "    relationships:",
        "      Next:",
        `        target: T${(i + 1) % 5000}`,
        '        cardinality: "N:1"',
      );
    }
    const folder = folderWith("five-thousand", lines(...types));
    const { model, diagnostics } = loadModelFromFolder(join(folder, "metadata"), { labelBase: folder });
    expect(diagnostics).toEqual([]);
    expect(model?.entityTypes.length).toBe(5000);
  });
});

describe("many problems in one file", () => {
  it("reports every repeated key of a 150,000-key mapping, in one pass (no stack overflow, no pairwise comparison)", { timeout: 30_000 }, () => {
    const text = `${["entityTypes:", "  A:", "    key: [ID]", "    fields:", "      ID: Guid", ...Array.from({ length: 150_000 }, (_, i) => `k: ${i}`)].join("\n")}\n`;
    const { model, diagnostics } = loadModelFromTexts(withService(text));
    expect(model).toBeUndefined();
    expect(diagnostics.length).toBe(149_999);
    expect(positions(diagnostics.slice(0, 2))).toEqual(["metadata/model.yaml:7:1 EDM0008", "metadata/model.yaml:8:1 EDM0008"]);
    // Printed with a preview each: the file is split into lines once, not once per diagnostic.
    const printed = formatDiagnostics(diagnostics, new Map([["metadata/model.yaml", text]]));
    expect(printed.split("\n").filter((line) => line.includes("EDM0008")).length).toBe(149_999);
  });

  it("keeps repeated keys apart from equal-looking keys of other types (1 and \"1\")", () => {
    const { diagnostics } = loadModelFromTexts(withService(lines("entityTypes: {}", "x:", "  1: a", '  "1": b', "  1: c")));
    expect(positions(diagnostics).filter((p) => p.endsWith("EDM0008"))).toEqual(["metadata/model.yaml:5:3 EDM0008"]);
  });
});
