/**
 * The bad-model corpus: every case is loaded through the real folder loader (reading, size and
 * UTF-8 checks, YAML, schema, model build) and must report exactly the diagnostics its comments
 * state: the same files, lines, columns and codes, as many as stated, no more.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CATALOG } from "../../src/diagnostics/catalog.js";
import { sortDiagnostics, type Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { loadModelFromFolder } from "../../src/pipeline.js";
import { describeExpectation, readCorpus, type BadModelCase, type Expectation } from "./bad-model-corpus.js";

const corpus = readCorpus();
const root = mkdtempSync(join(tmpdir(), "edmgen-bad-models-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Writes the case into its own folder under a temporary root and loads it. Labels come back
 * relative to the case folder ("." for the folder itself); any other label is kept as it is.
 */
function load(testCase: BadModelCase): Diagnostic[] {
  const caseDir = testCase.name.replace(/\.ya?ml$/, "");
  const folder = join(root, caseDir);
  mkdirSync(folder, { recursive: true });
  for (const file of testCase.files) {
    mkdirSync(dirname(join(folder, file.path)), { recursive: true });
    if (file.linkTo !== undefined) symlinkSync(file.linkTo, join(folder, file.path));
    else writeFileSync(join(folder, file.path), file.bytes);
  }
  const result = loadModelFromFolder(folder, { labelBase: root, ...(testCase.maxFileSize ? { maxFileSize: testCase.maxFileSize } : {}) });
  expect(result.model, "a bad model must not build").toBeUndefined();
  const relabel = (file: string) => (file === caseDir ? "." : file.startsWith(`${caseDir}/`) ? file.slice(caseDir.length + 1) : file);
  return result.diagnostics.map((d) => ({ ...d, file: relabel(d.file) }));
}

/** Both sides as sorted text lines; a message is compared only where the expectation states one. */
function compare(actual: readonly Diagnostic[], expected: readonly Expectation[]): { actual: string[]; expected: string[] } {
  const withMessage = new Set(expected.filter((e) => e.message !== undefined).map((e) => describeExpectation(e, false)));
  const asText = (e: Expectation) => describeExpectation(e, withMessage.has(describeExpectation(e, false)));
  return { actual: actual.map(asText).sort(), expected: expected.map(asText).sort() };
}

describe("bad-model corpus", () => {
  for (const testCase of corpus) {
    if (testCase.bugs.length === 0) {
      it(`${testCase.name}: reports exactly the expected diagnostics`, { timeout: 10_000 }, () => {
        const diagnostics = load(testCase);
        const { actual, expected } = compare(diagnostics, testCase.expected);
        expect(actual).toEqual(expected);
        // The loader's own order is file, line, column.
        expect(diagnostics).toEqual(sortDiagnostics(diagnostics));
      });
      continue;
    }
    // A known loader bug (see the case's `# bug:` lines): the right answer fails today...
    it.fails(`${testCase.name}: reports exactly the expected diagnostics (known bug: ${testCase.bugs.join("; ")})`, { timeout: 10_000 }, () => {
      const { actual, expected } = compare(load(testCase), testCase.expected);
      expect(actual).toEqual(expected);
    });
    // ...and what it reports instead is pinned, so other regressions in the case still show. An
    // `actual` line without a message borrows the message of the `expect` line at the same place.
    if (testCase.actual.length > 0) {
      it(`${testCase.name}: reports what the known bug makes it report today`, { timeout: 10_000 }, () => {
        const stated = new Map(testCase.expected.filter((e) => e.message !== undefined).map((e) => [describeExpectation(e, false), e.message]));
        const pinned = testCase.actual.map((a) => {
          const message = a.message ?? stated.get(describeExpectation(a, false));
          return message === undefined ? a : { ...a, message };
        });
        const { actual, expected } = compare(load(testCase), pinned);
        expect(actual).toEqual(expected);
      });
    }
  }
});

describe("the corpus itself", () => {
  const loaderCodes = Object.keys(CATALOG).filter((code) => code < "EDM0500");

  it("covers every loader and builder code of the catalog (EDM0001-EDM0499)", () => {
    const covered = new Set(corpus.flatMap((c) => c.expected.map((e) => e.code)));
    expect(loaderCodes.filter((code) => !covered.has(code))).toEqual([]);
  });

  it("names only codes that exist in the catalog", () => {
    const stated = corpus.flatMap((c) => [...c.expected, ...c.actual].map((e) => `${c.name}: ${e.code}`));
    expect(stated.filter((s) => !(s.split(": ")[1]! in CATALOG))).toEqual([]);
  });

  it("holds at least one case per code, named after its main code", () => {
    const named = new Set(corpus.map((c) => c.name.slice(0, 7).toUpperCase()));
    expect(loaderCodes.filter((code) => !named.has(code))).toEqual([]);
  });
});
