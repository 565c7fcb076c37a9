import { describe, expect, it } from "vitest";
import { importCsdl } from "../../src/import/index.js";
import { emitAll, loadModelFromTexts } from "../../src/pipeline.js";
import { loadSeedModel } from "../support/seed.js";

// The strictest round trip: the seed model's own $metadata, imported (with the base path, which
// CSDL does not carry), generates every output file byte for byte as the seed model does: the
// phase change comes back from edmgen's own terms, the filters from AllowedFilterForms, the
// restrictions from Capabilities.
describe("the seed model's $metadata, imported", () => {
  const seed = emitAll(loadSeedModel());
  const xml = seed.find((file) => file.path === "csdl/metadata.xml")!.content;
  const imported = importCsdl(xml, "metadata.xml", { basePath: "/v1/odata" });

  it("imports without a warning", () => {
    expect(imported.diagnostics).toEqual([]);
  });

  it("generates exactly the seed model's files", () => {
    const { model, diagnostics } = loadModelFromTexts(imported.files.map((f) => ({ file: `metadata/${f.path}`, text: f.content })));
    expect(diagnostics).toEqual([]);
    const regenerated = emitAll(model!);
    expect(regenerated.map((f) => f.path)).toEqual(seed.map((f) => f.path));
    const differing = regenerated.filter((file, i) => file.content !== seed[i]!.content).map((f) => f.path);
    expect(differing).toEqual([]);
  });

  it("keeps the phase change of Activity_Event", () => {
    const container = imported.files.find((f) => f.path === "container.yaml")!.content;
    expect(container).toMatch(/ {2}Activity_Event:\n(?: {4}.*\n)*? {4}phaseChange:\n {6}body: PhaseChange\n {6}navigation: Phase\n/);
  });

  it("keeps further InsertRestrictions properties of the phase-change set, and takes a bad phase change as a warning", () => {
    const withExtra = xml.replace('<PropertyValue Property="Insertable" Bool="true"/>', '<PropertyValue Property="Insertable" Bool="true"/><PropertyValue Property="MaxLevels" Int="1"/>');
    const extra = importCsdl(withExtra, "metadata.xml", { basePath: "/v1/odata" });
    expect(extra.diagnostics).toEqual([]);
    const container = extra.files.find((f) => f.path === "container.yaml")!.content;
    expect(container).toContain("Org.OData.Capabilities.V1.InsertRestrictions:\n        MaxLevels: 1");
    const badPath = xml.replace('PhaseChangeNavigation" NavigationPropertyPath="Phase"', 'PhaseChangeNavigation" NavigationPropertyPath="Nope"');
    const bad = importCsdl(badPath, "metadata.xml", { basePath: "/v1/odata" });
    expect(bad.files.length).toBeGreaterThan(0);
    expect(bad.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(["warning EDM0503"]);
  });
});
