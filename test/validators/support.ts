import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import type { OutputFile } from "../../src/emitters/emitter.js";

/** The repository root, whose node_modules the temporary folders link to so that `zod` resolves. */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A scratch folder under the OS temp dir with `node_modules` linked and `"type": "module"`. */
export function scratchFolder(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `edmgen-${prefix}-`));
  symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), `{ "type": "module" }\n`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes emitted files (paths relative to `generated/`) under `dir`. */
export function writeFiles(dir: string, files: readonly OutputFile[]): void {
  for (const file of files) {
    const path = join(dir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
}

/**
 * Writes the generated TypeScript as JavaScript (type-only transpilation, one file at a time,
 * as a bundler would) beside the sources, so Node can import the modules as they are.
 */
export function writeTranspiled(dir: string, files: readonly OutputFile[]): void {
  for (const file of files) {
    if (!file.path.endsWith(".ts")) continue;
    const { outputText } = ts.transpileModule(file.content, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
      fileName: file.path,
    });
    const path = join(dir, file.path.replace(/\.ts$/, ".js"));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, outputText);
  }
}

/** Imports a module written under `dir` (its bare imports resolve through the linked node_modules). */
export async function importFrom<T>(dir: string, path: string): Promise<T> {
  return (await import(/* @vite-ignore */ pathToFileURL(join(dir, path)).href)) as T;
}

/** The strictest options a user's project is likely to have; the generated code must compile under all of them. */
export const STRICT_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noImplicitReturns: true,
  noImplicitOverride: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** Type-checks `roots` (absolute paths) and returns the diagnostics as `file(line,col): message` lines. */
export function typeCheck(dir: string, roots: readonly string[], options: ts.CompilerOptions = STRICT_OPTIONS): string[] {
  const program = ts.createProgram({ rootNames: [...roots], options });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${d.file.fileName.slice(dir.length + 1)}(${line + 1},${character + 1}): ${text}`;
  });
}

/**
 * Type-checks a module of `lines` written beside the generated files (as `use.ts`, importing from
 * `./types/index.js` and `./validators/index.js`), in a scratch folder removed afterwards.
 */
export function typeCheckUse(prefix: string, files: readonly OutputFile[], lines: readonly string[]): string[] {
  const scratch = scratchFolder(prefix);
  try {
    writeFiles(scratch.dir, files);
    const use = join(scratch.dir, "use.ts");
    writeFileSync(use, `${lines.join("\n")}\n`);
    return typeCheck(scratch.dir, [use]);
  } finally {
    scratch.remove();
  }
}

/** What the generated `index.js` exports, as the tests use it (schemas by name, `validateBody`). */
export interface GeneratedValidators {
  readonly validateBody: (set: string, operation: string, data: unknown) => {
    success: boolean;
    data?: unknown;
    issues?: { path: string; message: string }[];
  };
  readonly validators: Record<string, Record<string, unknown>>;
  readonly [schema: string]: unknown;
}

/** A zod schema as the tests call it. */
export interface SafeParser {
  safeParse(data: unknown): { success: boolean; data?: unknown; error?: { issues: unknown[] } };
}

/** Emits, transpiles and imports the generated validators of `files` (the emitter's output); `remove` deletes them. */
export async function importGenerated(prefix: string, files: readonly OutputFile[]): Promise<{ index: GeneratedValidators; remove: () => void }> {
  const scratch = scratchFolder(prefix);
  writeTranspiled(scratch.dir, files);
  const index = await importFrom<GeneratedValidators>(scratch.dir, "validators/index.js");
  return { index, remove: scratch.remove };
}

/** A schema exported by the generated index, by name. */
export function schemaOf(index: GeneratedValidators, name: string): SafeParser {
  const schema = index[name] as SafeParser | undefined;
  if (!schema || typeof schema.safeParse !== "function") throw new Error(`the generated validators export no schema '${name}'`);
  return schema;
}
