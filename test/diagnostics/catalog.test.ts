/** The catalog: stable, well-formed codes whose messages and hints render for any parameters. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOG } from "../../src/diagnostics/catalog.js";

const codes = Object.keys(CATALOG);

/** Parameters that answer every name: counts are numbers, suggestions absent, everything else a word. */
const anyParams = new Proxy(
  {},
  { get: (_, key) => (key === "suggestion" ? undefined : key === "count" || key === "size" || key === "limit" ? 2 : `<${String(key)}>`) },
);

describe("the diagnostic catalog", () => {
  it("has codes EDMnnnn in ascending order, grouped by range", () => {
    expect(codes.every((c) => /^EDM0[0-5]\d\d$/.test(c))).toBe(true);
    expect(codes).toEqual([...codes].sort());
  });

  it.each(codes)("%s renders a one-line message (and hint) without 'undefined'", (code) => {
    const definition = CATALOG[code as keyof typeof CATALOG] as { message: (p: unknown) => string; hint?: (p: unknown) => string | undefined };
    const texts = [definition.message(anyParams), definition.hint?.(anyParams) ?? ""];
    expect(texts.filter((t) => /undefined|\[object|\n/.test(t))).toEqual([]);
    expect(texts[0]!.length).toBeGreaterThan(10);
  });

  it("marks as warnings only what still generates the output the model asks for: terms of vocabularies edmgen does not reference (EDM0223: written as given, as the documents they are imported from write them), a derived-type constraint the bodies do not narrow to (EDM0230: carried in $metadata as given), a term an OASIS vocabulary does not declare (EDM0232: written as given), Edm.Untyped in an OData 4.0 model (EDM0234: written as given, as services do), a licence with a name alone (EDM0235: valid OpenAPI that some validators refuse), a set term annotating a type or field (EDM0237: written as given), a licence identifier the SPDX list lacks (EDM0238: written as given), a set that creates records of an abstract type without a concrete derived type (EDM0310: generated as declared) and import problems (EDM0503, EDM0505, EDM0506)", () => {
    expect(codes.filter((c) => CATALOG[c as keyof typeof CATALOG].severity === "warning")).toEqual(["EDM0223", "EDM0230", "EDM0232", "EDM0234", "EDM0235", "EDM0237", "EDM0238", "EDM0310", "EDM0503", "EDM0505", "EDM0506"]);
  });

  // The catalog promises that the README lists every code.
  it("is listed in full in the README", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(codes.filter((c) => !readme.includes(c))).toEqual([]);
  });
});
