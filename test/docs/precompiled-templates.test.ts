import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buildDocsPages } from "../../src/emitters/docs/index.js";
import { GENERATED_FILE, precompiledTemplatesSource } from "../../src/templating/precompile-templates.js";
import { PRECOMPILED_TEMPLATES } from "../../src/templating/templates.generated.js";
import { loadTemplates, readTemplateSources, TEMPLATES_FOLDER } from "../../src/templating/templates.js";
import { fullModel } from "../csdl/full-model.js";
import { loadSeedModel } from "../support/seed.js";

describe("the precompiled templates", () => {
  it("match templates/ (else: npx tsc -p tsconfig.build.json && node dist/templating/precompile-templates.js)", () => {
    expect(readFileSync(GENERATED_FILE, "utf8") === precompiledTemplatesSource(readTemplateSources())).toBe(true);
    expect(Object.keys(PRECOMPILED_TEMPLATES).sort()).toEqual(readTemplateSources().map((t) => t.name));
  });

  it("render every page exactly as the templates compiled from their text do", () => {
    const precompiled = loadTemplates(TEMPLATES_FOLDER, PRECOMPILED_TEMPLATES);
    const compiled = loadTemplates(TEMPLATES_FOLDER);
    for (const model of [loadSeedModel(), fullModel()]) {
      const pages = buildDocsPages(model);
      expect(precompiled.render("docs/index.md", pages.index)).toBe(compiled.render("docs/index.md", pages.index));
      for (const page of [...pages.sets, ...pages.singletons]) expect(precompiled.render("docs/set.md", page)).toBe(compiled.render("docs/set.md", page));
    }
  });

  it("give way to the template's text when it was edited since, so an edit takes effect at once", () => {
    const folder = mkdtempSync(join(tmpdir(), "edmgen-templates-"));
    try {
      mkdirSync(join(folder, "docs"));
      writeFileSync(join(folder, "docs", "set.md.hbs"), "edited {{{code name}}}\n");
      const templates = loadTemplates(pathToFileURL(`${folder}/`), PRECOMPILED_TEMPLATES);
      expect(templates.render("docs/set.md", { name: "Price" })).toBe("edited `Price`\n");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
