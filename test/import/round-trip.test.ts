import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApi30 } from "../../src/emitters/openapi/index.js";
import { emitAll } from "../../src/pipeline.js";
import { CSDL_DIFFERENCES, OPENAPI_DIFFERENCES, type ExpectedDifference } from "./round-trip-expectations.js";
import { differences, normalisedCsdl } from "./support/csdl-compare.js";
import { importToModel } from "./support/import-to-model.js";

const FIXTURES = new URL("../fixtures/odata-openapi-examples/", import.meta.url);
const read = (name: string) => readFileSync(new URL(name, FIXTURES), "utf8");
const DOCUMENTS = Object.keys(CSDL_DIFFERENCES);

/** Splits differences into unexpected ones and expectations that matched nothing. */
function check(found: readonly string[], expected: readonly ExpectedDifference[]): { unexpected: string[]; stale: string[] } {
  return {
    unexpected: found.filter((d) => !expected.some((e) => e.pattern.test(d))),
    stale: expected.filter((e) => !found.some((d) => e.pattern.test(d))).map((e) => `${e.pattern} (${e.reason})`),
  };
}

/** `METHOD path` of every operation, with key segments written `({})` whatever the key style. */
function operations(document: { paths?: Record<string, unknown> }): Set<string> {
  const result = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const normalised = path.replace(/\(([^()]*)\)/g, (_, inner: string) => (inner.includes("{") ? "({})" : `(${inner})`));
    for (const method of Object.keys(item as object)) {
      if (["get", "put", "post", "patch", "delete"].includes(method)) result.add(`${method.toUpperCase()} ${normalised}`);
    }
  }
  return result;
}

describe("round trip of the OASIS examples: import, generate, compare", () => {
  it.each(DOCUMENTS)("%s: the generated CSDL describes the same service, apart from the listed differences", (name) => {
    const original = read(`${name}.xml`);
    const { model } = importToModel(original, `${name}.xml`);
    const generated = emitAll(model).find((file) => file.path === "csdl/metadata.xml")!.content;
    const found = differences(normalisedCsdl(original), normalisedCsdl(generated)).map((d) => d.path);
    expect(check(found, CSDL_DIFFERENCES[name]!)).toEqual({ unexpected: [], stale: [] });
  });

  it.each(DOCUMENTS)("%s: the generated OpenAPI has the OASIS converter's paths and methods, apart from the listed differences", (name) => {
    const { model } = importToModel(read(`${name}.xml`), `${name}.xml`);
    const expected = OPENAPI_DIFFERENCES[name]!;
    const theirs = operations(JSON.parse(read(`${name}.openapi3.json`)) as { paths: Record<string, unknown> });
    const ours = operations(buildOpenApi30(model) as { paths?: Record<string, unknown> });
    const found = [...new Set([...theirs, ...ours])].filter((op) => theirs.has(op) !== ours.has(op)).sort();
    expect(check(found, expected)).toEqual({ unexpected: [], stale: [] });
  });

  it("csdl-16.2.xml, an annotation-only document, is refused: there is no service in it", () => {
    const { importCsdl } = importModule;
    const result = importCsdl(read("csdl-16.2.xml"), "csdl-16.2.xml");
    expect(result.files).toEqual([]);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(["2:1 EDM0504"]);
  });

  it("odata-rw-v2.xml, an OData V2 document, is refused with EDM0502 naming version 2.0", () => {
    const result = importModule.importCsdl(read("odata-rw-v2.xml"), "odata-rw-v2.xml");
    expect(result.files).toEqual([]);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`)).toEqual([
      `odata-rw-v2.xml:4:5 error EDM0502 OData version 2.0 is not supported; import reads OData 4.0 and 4.01 ($metadata with edmx:Edmx Version="4.0" or "4.01")`,
    ]);
  });
});

const importModule = await import("../../src/import/index.js");
