import { readdirSync, readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { HELPERS } from "./helpers.js";

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

/**
 * Strict mode: a field the context lacks is an error, not an empty string. Only our named helpers
 * (and the built-in block helpers) may be called, so a typo in a template fails at compile time.
 */
const COMPILE_OPTIONS: CompileOptions = {
  strict: true,
  knownHelpersOnly: true,
  knownHelpers: Object.fromEntries(Object.keys(HELPERS).map((name) => [name, true])),
  preventIndent: true,
};

type CompileOptions = NonNullable<Parameters<typeof Handlebars.compile>[1]>;

/** Reads and compiles every `*.hbs` below a folder; files under `partials/` become partials named by file name. */
export function loadTemplates(folder: URL = TEMPLATES_FOLDER): Templates {
  const env = Handlebars.create();
  for (const [name, helper] of Object.entries(HELPERS)) env.registerHelper(name, helper);
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const relative of listTemplates(folder)) {
    // Line ends are normalised so a checkout with CRLF still renders LF output.
    const source = readFileSync(new URL(relative, folder), "utf8").replace(/\r\n?/g, "\n");
    const name = relative.slice(0, -".hbs".length);
    if (name.startsWith("partials/")) env.registerPartial(name.slice("partials/".length), env.compile(source, COMPILE_OPTIONS));
    else compiled.set(name, env.compile(source, COMPILE_OPTIONS));
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
  loaded ??= loadTemplates();
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
