import * as prettier from "prettier";

/**
 * The formatting the generated TypeScript follows, pinned here (never resolved from a config file
 * in the environment). The emitters write this layout directly; tests check it with prettier.
 */
export const PRETTIER_OPTIONS: prettier.Options = {
  parser: "typescript",
  printWidth: 120,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  bracketSpacing: true,
  arrowParens: "always",
  endOfLine: "lf",
};

/** The paths whose text prettier would change. */
export async function unformatted(files: ReadonlyMap<string, string>): Promise<string[]> {
  const bad: string[] = [];
  for (const [path, text] of files) {
    if (!(await prettier.check(text, { ...PRETTIER_OPTIONS, filepath: path }))) bad.push(path);
  }
  return bad;
}
