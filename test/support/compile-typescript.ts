import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import ts from "typescript";

/** Module resolution modes the generated code must compile under. */
export type Resolution = "NodeNext" | "Bundler";

/**
 * Compiles files with `tsc --strict` semantics (no emit) and returns the formatted errors.
 * `files` maps POSIX paths to contents; they are written to a fresh temporary folder, whose
 * `node_modules` links to the repository's so that packages such as zod resolve.
 */
export function compileStrict(files: ReadonlyMap<string, string>, resolution: Resolution = "NodeNext"): string[] {
  const root = mkdtempSync(join(tmpdir(), "edmgen-tsc-"));
  try {
    for (const [path, content] of files) {
      const target = join(root, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    writeFileSync(join(root, "package.json"), JSON.stringify({ type: "module" }));
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: resolution === "NodeNext" ? ts.ModuleKind.NodeNext : ts.ModuleKind.ESNext,
      moduleResolution: resolution === "NodeNext" ? ts.ModuleResolutionKind.NodeNext : ts.ModuleResolutionKind.Bundler,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: true,
      types: [],
      typeRoots: [join(process.cwd(), "node_modules", "@types")],
      baseUrl: root,
      paths: { "*": [join(process.cwd(), "node_modules", "*")] },
    };
    const program = ts.createProgram([...files.keys()].map((p) => join(root, p)), options);
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file && d.start !== undefined ? `${d.file.fileName.slice(root.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: ` : "";
      return `${where}TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
