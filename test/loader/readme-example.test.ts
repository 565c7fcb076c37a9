/** The README's example of the metadata format is a model of its own: it loads without a diagnostic. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatDiagnostics } from "../../src/diagnostics/printer.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The first YAML block of a README section that holds a `service` section: the format's example. */
function formatExample(): string {
  const section = README.slice(README.indexOf("\n## The metadata format\n"));
  const blocks = [...section.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  const example = blocks.find((block) => /^service:$/m.test(block));
  if (example === undefined) throw new Error("no YAML block with a service section under 'The metadata format'");
  return example;
}

describe("the README's example of the metadata format", () => {
  it("loads as a file of its own, without errors or warnings", () => {
    const files = [{ file: "metadata/model.yaml", text: formatExample() }];
    const { model, diagnostics } = loadModelFromTexts(files);
    expect(formatDiagnostics(diagnostics, new Map(files.map((f) => [f.file, f.text])))).toBe("");
    expect(model?.entitySets.map((s) => s.name)).toEqual(expect.arrayContaining(["ProductLine", "Things"]));
  });
});
