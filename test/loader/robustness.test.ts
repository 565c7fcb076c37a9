/**
 * A property: whatever a damaged metadata file holds, loading never throws, and every diagnostic
 * is well formed (a loader code of the catalog, a position inside the file, a message with no
 * "undefined" in it). The damage is random insertions of YAML-significant tokens, deletions and
 * copied fragments in a seed file; the seed is fixed so a failure reproduces.
 */
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOG } from "../../src/diagnostics/catalog.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

const METADATA = new URL("../../metadata/", import.meta.url);
const SEED = readdirSync(METADATA)
  .filter((f) => f.endsWith(".yaml"))
  .sort()
  .map((f) => ({ file: `metadata/${f}`, text: readFileSync(new URL(f, METADATA), "utf8") }));

const TOKENS = [
  "[",
  "]",
  "{",
  "}",
  ": ",
  "- ",
  "&a ",
  "*a",
  "!!binary ",
  "!x ",
  "\t",
  "\n",
  "  ",
  "'",
  '"',
  "#",
  "? ",
  "|",
  ">",
  "%",
  "@",
  "`",
  "<<: *a",
  "~",
  "null",
  "1:1",
  "\\x01",
  "...",
  "---",
  ",",
  "\u0000",
  "\uFFFE",
  "Price",
  "base: Price",
];

type Edit =
  { kind: "insert"; at: number; token: string } | { kind: "delete"; at: number; length: number } | { kind: "copy"; at: number; from: number; length: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant("copy" as const), at: fc.nat(), from: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
);

function damage(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const e of edits) {
    const at = e.at % (out.length + 1);
    if (e.kind === "insert") out = out.slice(0, at) + e.token + out.slice(at);
    else if (e.kind === "delete") out = out.slice(0, at) + out.slice(at + e.length);
    else out = out.slice(0, at) + out.slice(e.from % (out.length + 1), (e.from % (out.length + 1)) + e.length) + out.slice(at);
  }
  return out;
}

describe("loading damaged metadata", () => {
  it("never throws, and reports only well-formed diagnostics", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.nat({ max: SEED.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 4 }), (index, edits) => {
        const sources = SEED.map((s, i) => (i === index ? { file: s.file, text: damage(s.text, edits) } : s));
        const { model, diagnostics } = loadModelFromTexts(sources);
        const lineCounts = new Map(sources.map((s) => [s.file, s.text.split(/\r?\n/).length]));
        for (const d of diagnostics) {
          expect(d.code in CATALOG && d.code < "EDM0500", d.code).toBe(true);
          expect(d.message).not.toMatch(/undefined/);
          const lines = lineCounts.get(d.file);
          // A position is inside its file; a whole-file diagnostic (line 0) may name the folder.
          if (d.line > 0) expect([d.file, lines !== undefined && d.line <= lines + 1 && d.column >= 1]).toEqual([d.file, true]);
        }
        expect(model === undefined).toBe(diagnostics.some((d) => d.severity === "error"));
      }),
      { numRuns: 30, seed: 20240601 },
    );
  });
});
