/**
 * A position in a file read by the fast path is found in the one block that holds it (the block
 * outline): it must be the same position the whole file's `yaml` document gives, for every key and
 * value of every file, whatever the file's layout.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { locate, locateInBlock, parseYamlFile, type PathSegment } from "../../src/metadata-loader/parse-yaml.js";
import { BlockOutline } from "../../src/metadata-loader/block-outline.js";

/** Every path of a value: mapping keys and sequence indexes, down to the scalars. */
function pathsOf(value: unknown, prefix: PathSegment[] = [], found: PathSegment[][] = []): PathSegment[][] {
  found.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], found));
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], found);
  return found;
}

/**
 * Positions of every path (of keys and of values, and of a path that does not exist below each),
 * by the outline where it answers, and by the whole document; and how many the outline answered.
 */
function bothWays(file: string, text: string): { byBlock: string[]; whole: string[]; answered: number } {
  const { parsed } = parseYamlFile(file, text);
  if (!parsed) throw new Error(`${file} does not parse`);
  expect(parsed.outline, `${file} is read by the fast path`).toBeDefined();
  const cases = pathsOf(parsed.value).flatMap((path) => [path, [...path, "missing"]]).flatMap((path) => [[path, false], [path, true]] as const);
  const shown = (path: readonly PathSegment[], key: boolean, at: { line: number; column: number }) => `${path.join("/")}${key ? " (key)" : ""} ${at.line}:${at.column}`;
  const byBlock: string[] = [];
  const whole: string[] = [];
  for (const [path, key] of cases) {
    const found = locateInBlock(parsed, parsed.outline!(), path, key, undefined);
    if (found === undefined) continue;
    byBlock.push(shown(path, key, found));
    whole.push(shown(path, key, locate({ file: parsed.file, text: parsed.text, value: parsed.value, positions: parsed.positions }, path, key)));
  }
  return { byBlock, whole, answered: byBlock.length };
}

const LAYOUTS: Record<string, string> = {
  "quoted keys, comments at any indentation, blank lines": `# a model
entityTypes:
  "Quoted":
    key: [ID]
# a comment at the left edge inside a block
    fields:

      ID: Guid   # a trailing comment
      'Single': { type: String, description: "a: b # not a comment" }
  Plain:
    fields:
        Deep: Int32
`,
  "block texts, flow collections over several lines, sequences": `entityTypes:
  Order:
    description: |
      A text
        with: a line that looks like a key
      Key: also not a key
    fields:
      Lines: {
        type: String,
        nullable: false }
      Tags: [a,
        b]
    key:
      - ID
      - Other
  Next:
    description: >-
      folded
`,
  "a flow mapping whose later line starts with words of a text that look like a key": `entityTypes:
  A:
    fields:
      X: { description: "abc
        fields: def", "fields":{} }
      Y: Int32
`,
  "CRLF line ends, keys with colons and dashes": "service:\r\n  name: a\r\n  base-path: /x:y\r\n  \"odata:version\": \"4.01\"\r\nentityTypes:\r\n  A:\r\n    fields:\r\n      -x: String\r\n",
  "an empty value, a value on the next line": `service:
  name:
  title:
    Long title
entitySets: {}
`,
};

describe("positions through the block outline", () => {
  for (const [name, text] of Object.entries(LAYOUTS)) {
    it(`are those of the whole document: ${name}`, () => {
      const { byBlock, whole, answered } = bothWays(`${name}.yaml`, text);
      expect(byBlock).toEqual(whole);
      expect(answered).toBeGreaterThan(4);
    });
  }

  it("are those of the whole document for every key and value of the seed model and the bad-model corpus", () => {
    const files = [
      ...readdirSync("metadata").map((f) => join("metadata", f)),
      ...readdirSync("test/fixtures/bad-models", { recursive: true })
        .map((f) => join("test/fixtures/bad-models", String(f)))
        .filter((f) => f.endsWith(".yaml") && statSync(f).isFile()),
    ];
    let compared = 0;
    let answered = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const { parsed } = parseYamlFile(file, text);
      if (!parsed?.outline || typeof parsed.value !== "object" || parsed.value === null) continue;
      const result = bothWays(file, text);
      expect(result.byBlock, file).toEqual(result.whole);
      compared++;
      answered += result.answered;
    }
    expect(compared).toBeGreaterThan(50);
    expect(answered).toBeGreaterThan(5000);
  });

  it("has no outline for a block that is not a plain mapping, so the whole document answers", () => {
    const outline = new BlockOutline("a:\n  - x\n  - y\nb:\n  c: 1\n");
    expect(outline.children(-1)).toEqual(new Map([["a", 0], ["b", 3]]));
    expect(outline.children(0)).toBeUndefined();
    expect(outline.children(3)).toEqual(new Map([["c", 4]]));
    expect(outline.blockEnd(0)).toBe(3);
    // A document marker before the mapping: no outline at all.
    const { parsed } = parseYamlFile("marked.yaml", "---\nservice:\n  name: a\n");
    expect(locateInBlock(parsed!, parsed!.outline!(), ["service", "name"], false, undefined)).toBeUndefined();
    expect(locate(parsed!, ["service", "name"])).toEqual({ file: "marked.yaml", line: 3, column: 9 });
  });
});

describe("positions of the model's own checks", () => {
  it("come through the block outline too: an unknown type in a large file, or an element's position, has the yaml library read one block, not the file", () => {
    const yamlLibrary = createRequire(import.meta.url)("yaml") as { parseDocument: (text: string, ...rest: unknown[]) => unknown };
    const spy = vi.spyOn(yamlLibrary, "parseDocument");
    try {
      const types = Array.from({ length: 200 }, (_, i) => `  T${i}:\n    key: [ID]\n    fields:\n      ID: Guid\n      Amount: ${i === 150 ? "Dubble" : "Double"}\n`).join("");
      const text = `service:\n  name: S\n  namespace: S\n  title: S\n  version: 1.0.0\n  basePath: /odata\nentityTypes:\n${types}`;
      const { diagnostics } = loadModelFromTexts([{ file: "big.yaml", text }]);
      expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([`${7 + 150 * 5 + 5}:15 EDM0202`]);
      // And the positions the model keeps for its elements (which edmgen diff reports).
      const { model } = loadModelFromTexts([{ file: "big.yaml", text: text.replace("Dubble", "Double") }]);
      const amount = model!.entityTypes.find((t) => t.name === "T120")!.properties.find((p) => p.name === "Amount")!;
      expect(`${amount.source.line}:${amount.source.column}`).toBe(`${7 + 120 * 5 + 5}:7`);
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      for (const [read] of spy.mock.calls) expect(read.length).toBeLessThan(200);
    } finally {
      spy.mockRestore();
    }
  });
});
