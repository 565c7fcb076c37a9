import { describe, expect, it } from "vitest";
import { importCsdl } from "../../src/import/index.js";
import { emitAll, loadModelFromTexts } from "../../src/pipeline.js";
import { FULL_MODEL_FILES } from "../csdl/full-model.js";
import { modelFrom } from "../csdl/helpers.js";
import { fullModelFilesOutOfLine, OUT_OF_LINE, seedTextsOutOfLine } from "../csdl/out-of-line-models.js";
import { loadSeedModel } from "../support/seed.js";

const csdl = (files: ReturnType<typeof emitAll>, format: "xml" | "json") => files.find((f) => f.path === `csdl/metadata.${format}`)!.content;
const fileText = (imported: ReturnType<typeof importCsdl>, path: string) => imported.files.find((f) => f.path === path)?.content;

// A document that writes its annotations out of line (`<Annotations Target>`, `$Annotations`) is
// the same model as one that writes them inline, and says so with the setting.
describe("importing $metadata whose annotations are out of line", () => {
  const seed = emitAll(loadModelFromTexts(seedTextsOutOfLine()).model!);

  it("gives back the seed model: every generated file byte for byte", () => {
    const imported = importCsdl(csdl(seed, "xml"), "metadata.xml", { basePath: "/v1/odata" });
    expect(imported.diagnostics).toEqual([]);
    expect(fileText(imported, "service.yaml")).toContain(`  containerName: Container\n${OUT_OF_LINE}`);
    const { model, diagnostics } = loadModelFromTexts(imported.files.map((f) => ({ file: `metadata/${f.path}`, text: f.content })));
    expect(diagnostics).toEqual([]);
    const regenerated = emitAll(model!);
    expect(regenerated.map((f) => f.path)).toEqual(seed.map((f) => f.path));
    expect(regenerated.filter((file, i) => file.content !== seed[i]!.content).map((f) => f.path)).toEqual([]);
  });

  const inlineSeed = emitAll(loadSeedModel());
  const inlineFull = emitAll(modelFrom(FULL_MODEL_FILES));
  const outOfLineFull = emitAll(modelFrom(fullModelFilesOutOfLine()));
  const CASES = [
    ["the seed model", inlineSeed, seed, "/v1/odata"],
    ["the whole-type-system model", inlineFull, outOfLineFull, "/api"],
  ] as const;
  describe.each(CASES)("%s", (_name, inline, outOfLine, basePath) => {
    it.each(["xml", "json"] as const)("in CSDL %s: the files of the inline document's import, the setting added", (format) => {
      const fromInline = importCsdl(csdl(inline, format), `metadata.${format}`, { basePath });
      const fromOutOfLine = importCsdl(csdl(outOfLine, format), `metadata.${format}`, { basePath });
      expect(fromOutOfLine.diagnostics.map((d) => d.message)).toEqual(fromInline.diagnostics.map((d) => d.message));
      const withSetting = fromInline.files.map((f) => (f.path === "service.yaml" ? { ...f, content: f.content.replace(/^( {2}containerName: .*\n)/m, `$1${OUT_OF_LINE}`) } : f));
      expect(fromOutOfLine.files).toEqual(withSetting);
      expect(fileText(fromInline, "service.yaml")).not.toContain("annotationPlacement");
    });
  });

  it("keeps a document that writes some annotations inline and others out of line as inline", () => {
    const xml = csdl(inlineSeed, "xml").replace(
      "    </Schema>",
      '      <Annotations Target="BusinessData.Price">\n        <Annotation Term="Core.Description" Qualifier="Short" String="A price"/>\n      </Annotations>\n    </Schema>',
    );
    const imported = importCsdl(xml, "metadata.xml", { basePath: "/v1/odata" });
    expect(imported.diagnostics).toEqual([]);
    expect(fileText(imported, "service.yaml")).not.toContain("annotationPlacement");
    expect(fileText(imported, "entity-types.yaml")).toContain("Org.OData.Core.V1.Description#Short: A price");
  });
});
