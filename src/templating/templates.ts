import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type HandlebarsLibrary from "handlebars";
import runtimeModule from "handlebars/runtime.js";
import { HELPERS } from "./helpers.js";
import { PRECOMPILED_TEMPLATES } from "./templates.generated.js";

/**
 * The Handlebars templates of `templates/`, read and compiled once. This module and the metadata
 * loader and writer are the only ones that read files: templates ship with the package, beside
 * `src/` and `dist/`, which sit at the same depth, so the folder is found from this module's URL.
 */
export const TEMPLATES_FOLDER = new URL("../../templates/", import.meta.url);

/** Compiled templates by name: the path below `templates/` without `.hbs` (`docs/set.md`). */
export interface Templates {
  /** Renders a template; throws (a bug of ours) for an unknown name or a field the context lacks. */
  render(name: string, context: object): string;
  readonly names: readonly string[];
}

type CompileOptions = NonNullable<Parameters<typeof HandlebarsLibrary.compile>[1]>;

/** Handlebars' runtime: the full library's API without the compiler (its own typings declare nothing). */
const HandlebarsRuntime = runtimeModule as unknown as Omit<typeof HandlebarsLibrary, "compile" | "precompile">;

/**
 * Strict mode: a field the context lacks is an error, not an empty string. Only our named helpers
 * (and the built-in block helpers) may be called, so a typo in a template fails at compile time.
 */
export const COMPILE_OPTIONS: CompileOptions = {
  strict: true,
  knownHelpersOnly: true,
  knownHelpers: Object.fromEntries(Object.keys(HELPERS).map((name) => [name, true])),
  preventIndent: true,
};

/** One template file: its name (`docs/set.md`, `partials/row`) and its text, line ends normalised. */
export interface TemplateSource {
  readonly name: string;
  readonly source: string;
}

/** A template as `templates.generated.ts` holds it: the text it was compiled from and Handlebars' precompiled form. */
export interface PrecompiledTemplate {
  readonly source: string;
  readonly spec: Parameters<typeof HandlebarsLibrary.template>[0];
}

/**
 * The Handlebars compiler (with the source-map library it loads), on first use only: the package's
 * own templates run from their precompiled form on Handlebars' runtime, which loads in a third of
 * the time and skips compiling the templates on every run.
 */
let compiler: typeof HandlebarsLibrary | undefined;
export function handlebarsCompiler(): typeof HandlebarsLibrary {
  return (compiler ??= createRequire(import.meta.url)("handlebars") as typeof HandlebarsLibrary);
}

/** Reads every `*.hbs` below a folder, sorted by path. */
export function readTemplateSources(folder: URL = TEMPLATES_FOLDER): TemplateSource[] {
  // Line ends are normalised so a checkout with CRLF still renders LF output.
  return listTemplates(folder).map((relative) => ({
    name: relative.slice(0, -".hbs".length),
    source: readFileSync(new URL(relative, folder), "utf8").replace(/\r\n?/g, "\n"),
  }));
}

/**
 * Reads and compiles every `*.hbs` below a folder; files under `partials/` become partials named by
 * file name. A template whose text is exactly the one a precompiled form was made from uses that
 * form; any other is compiled here, so an edited template takes effect at once.
 */
export function loadTemplates(folder: URL = TEMPLATES_FOLDER, precompiled: Readonly<Record<string, PrecompiledTemplate>> = {}): Templates {
  const sources = readTemplateSources(folder);
  const allPrecompiled = sources.every(({ name, source }) => precompiled[name]?.source === source);
  const env = allPrecompiled ? HandlebarsRuntime.create() : handlebarsCompiler().create();
  for (const [name, helper] of Object.entries(HELPERS)) env.registerHelper(name, helper);
  const build = (name: string, source: string): HandlebarsLibrary.TemplateDelegate =>
    allPrecompiled ? env.template(precompiled[name]!.spec) : (env as typeof HandlebarsLibrary).compile(source, COMPILE_OPTIONS);
  const compiled = new Map<string, HandlebarsLibrary.TemplateDelegate>();
  for (const { name, source } of sources) {
    if (name.startsWith("partials/")) env.registerPartial(name.slice("partials/".length), build(name, source));
    else compiled.set(name, build(name, source));
  }
  return {
    names: [...compiled.keys()].sort(),
    render(name, context) {
      const template = compiled.get(name);
      if (!template) throw new Error(`internal error: no template '${name}' in ${folder.pathname}`);
      return template(context);
    },
  };
}

let loaded: Templates | undefined;

/** The package's templates, loaded on first use and kept for the life of the process. */
export function templates(): Templates {
  loaded ??= loadTemplates(TEMPLATES_FOLDER, PRECOMPILED_TEMPLATES);
  return loaded;
}

/** Relative POSIX paths of the `*.hbs` files below a folder, sorted. */
function listTemplates(folder: URL, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(new URL(prefix, folder), { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...listTemplates(folder, `${prefix}${entry.name}/`));
    else if (entry.isFile() && entry.name.endsWith(".hbs")) found.push(`${prefix}${entry.name}`);
  }
  return found.sort();
}
