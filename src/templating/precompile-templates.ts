import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COMPILE_OPTIONS, handlebarsCompiler, readTemplateSources, type TemplateSource } from "./templates.js";

/**
 * Generates `templates.generated.ts`: every template of `templates/` with the text it was made
 * from and Handlebars' precompiled form, so a run needs only Handlebars' runtime (loading the
 * compiler and compiling the templates took about 70 ms of every run). A template whose text
 * differs from the recorded one is compiled at run time instead, and a test fails until the
 * module is regenerated: `npx tsc -p tsconfig.build.json && node dist/templating/precompile-templates.js`.
 */
export const GENERATED_FILE = new URL("../../src/templating/templates.generated.ts", import.meta.url);

/** The text of the generated module for a set of template sources. */
export function precompiledTemplatesSource(sources: readonly TemplateSource[]): string {
  const handlebars = handlebarsCompiler();
  const entries = sources.map(
    ({ name, source }) =>
      `  ${JSON.stringify(name)}: {\n    source: ${JSON.stringify(source)},\n    spec: ${withoutHelperLocations(String(handlebars.precompile(source, COMPILE_OPTIONS)))},\n  },`,
  );
  return [
    "// Generated from templates/ by src/templating/precompile-templates.ts: do not edit.",
    "// @ts-nocheck",
    "export const PRECOMPILED_TEMPLATES = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

/**
 * Handlebars gives every helper call an options object with the call's template position
 * (`"loc": { "start": …, "end": … }`, three objects per call), which only a helper reporting an
 * error would read; ours never do. On a large model the docs make hundreds of thousands of helper
 * calls, and the positions were a fifth of everything the docs allocate. Missing-field errors in
 * strict mode keep their positions: those are passed as a separate argument, not as `"loc"`.
 */
export function withoutHelperLocations(spec: string): string {
  return spec.replace(/,\s*"loc":\s*\{\s*"start":\s*\{[^{}]*\},\s*"end":\s*\{[^{}]*\}\s*\}/g, "");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(GENERATED_FILE, precompiledTemplatesSource(readTemplateSources()));
}
