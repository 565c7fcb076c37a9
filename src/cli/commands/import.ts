import { firstInvalidByte } from "../../metadata-loader/read-files.js";
import { existsSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createDiagnostic, hasErrors, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { basePathProblem } from "../../model/base-path.js";
import { formatDiagnostics, summarize } from "../../diagnostics/printer.js";
import { plural } from "../../diagnostics/plural.js";
import { importCsdl, type ImportedFile } from "../../import/index.js";
import { isImportedFile } from "../../import/write-yaml.js";
import { writeMetadataFiles } from "../../output/metadata-writer.js";
import { DEFAULT_MAX_FILE_SIZE, listYamlFiles } from "../../metadata-loader/read-files.js";
import { EXIT, FolderError, maxFileSizeOf, UsageError, type CliIo } from "../io.js";
import { parseStrict } from "./generate.js";

export const OPTIONS = {
  out: { type: "string", default: "metadata" },
  force: { type: "boolean", default: false },
  "base-path": { type: "string" },
  version: { type: "string" },
  "max-file-size": { type: "string" },
} as const;

const SCHEMA_FILE = "schema/edmgen-metadata.schema.json";

/**
 * `edmgen import <file> [--out DIR] [--force] [--base-path PATH] [--version V]`: reads a CSDL XML
 * or CSDL JSON document ($metadata of an OData 4.0/4.01 service) and writes the model as metadata
 * files. Exit 0 when written (warnings list what was not carried over), 1 when the document has
 * errors (nothing written), 2 for usage errors, including files that exist without --force.
 */
export function runImport(args: string[], io: CliIo): number {
  const { values, positionals } = parseStrict(args, OPTIONS, true);
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "import needs the CSDL file to read: edmgen import <file> [--out DIR]" : "import reads one file at a time");
  const input = resolve(io.cwd, positionals[0]!);
  if (!existsSync(input)) throw new UsageError(`file '${positionals[0]}' does not exist`);
  if (!statSync(input).isFile()) throw new UsageError(`'${positionals[0]}' is not a file: import reads one CSDL XML or JSON document`);
  const basePath = values["base-path"];
  const pathProblem = basePath === undefined ? undefined : basePathProblem(basePath);
  if (pathProblem !== undefined) throw new UsageError(`--base-path ${pathProblem}`);
  const maxFileSize = maxFileSizeOf(values["max-file-size"]) ?? DEFAULT_MAX_FILE_SIZE;
  const outDir = resolve(io.cwd, values.out);
  if (values.out.trim() === "") throw new UsageError("--out needs a folder");
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new UsageError(`--out ${values.out} is a file, not a folder`);
  const label = labelOf(io.cwd, input);
  const outLabel = labelOf(io.cwd, outDir);

  const read = readInput(input, label, maxFileSize);
  if ("diagnostic" in read) return report(io, [read.diagnostic], new Map(), true);
  const schemaRef = schemaReference(outDir, OWN_PACKAGE);
  const result = importCsdl(read.text, label, {
    ...(schemaRef !== undefined ? { schemaRef } : {}),
    outLabel,
    ...(basePath !== undefined ? { basePath } : {}),
    ...(values.version !== undefined ? { version: values.version } : {}),
  });
  const sources = new Map<string, string>([[label, read.text], ...result.files.map((f) => [`${outLabel}/${f.path}`, f.content] as [string, string])]);
  if (hasErrors(result.diagnostics)) return report(io, result.diagnostics, sources, true);

  // Every file the model loader would read together with the imported ones: subfolders too.
  const existing = existsSync(outDir) ? listYamlFiles(outDir).map((path) => relative(outDir, path).split(sep).join("/")).sort() : [];
  if (existing.length > 0 && !values.force) {
    throw new FolderError(`'${outLabel}' already holds metadata files (${existing.join(", ")}); import into a new folder with --out DIR, or pass --force to overwrite`);
  }
  report(io, result.diagnostics, sources, false);
  writeMetadataFiles(outDir, result.files);
  const left = existing.filter((name) => !result.files.some((f) => f.path === name));
  // Files an earlier import wrote (a section this document does not have) would bring back types
  // it does not declare: with --force they go. Files of the user's own stay, with a note.
  // (Only beside the written files, where an import into this folder put them.)
  const earlier = left.filter((name) => !name.includes("/") && fromAnImport(join(outDir, name)));
  for (const name of earlier) rmSync(join(outDir, name));
  // (Not the temporary files of an import that was killed, which writing removed.)
  const others = left.filter((name) => !earlier.includes(name) && existsSync(join(outDir, name)));
  io.stdout(`${outLabel}: ${plural(result.files.length, "file")} written (${result.files.map((f) => f.path).join(", ")})${earlier.length > 0 ? `, ${earlier.length} of an earlier import removed (${earlier.join(", ")})` : ""}\n`);
  if (others.length > 0) io.stderr(`note: '${outLabel}' also holds ${others.join(", ")}, which the model will load together with the imported files\n`);
  for (const note of result.notes) io.stderr(`note: ${note.element} (${note.at.file}:${note.at.line}:${note.at.column}) ${note.detail}; set it in ${outLabel}/service.yaml, or import with --version V\n`);
  if (schemaRef === undefined) {
    io.stderr(
      `note: ${installedEdmgen(outDir) !== undefined ? `the edmgen installed above '${outLabel}' has no ${SCHEMA_FILE}` : `no folder above '${outLabel}' has node_modules/edmgen`}, so the files have no '# yaml-language-server: $schema=' line (editors would not find the schema); install this edmgen in the project (npm install --save-dev edmgen) and import again\n`,
    );
  }
  if (basePath === undefined) io.stderr(`note: CSDL does not carry the service root, so basePath is '/'; set it in ${outLabel}/service.yaml, or import with --base-path /your/root\n`);
  return EXIT.ok;
}

function report(io: CliIo, diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>, failed: boolean): number {
  if (diagnostics.length > 0) {
    io.stderr(formatDiagnostics(diagnostics, sources));
    io.stderr(`${summarize(diagnostics)}${failed ? "; nothing written" : ""}\n`);
  }
  return failed ? EXIT.failed : EXIT.ok;
}

/** Reads the document as text: UTF-8 (BOM optional), or UTF-16 with a BOM, as XML 1.0 section 4.3.3 allows. */
function readInput(path: string, label: string, maxFileSize: number): { text: string } | { diagnostic: Diagnostic } {
  const size = statSync(path).size;
  if (size > maxFileSize) return { diagnostic: createDiagnostic("EDM0002", { size, limit: maxFileSize, document: true }, { file: label, line: 1, column: 1 }) };
  const bytes = readFileSync(path);
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    // UTF-8 is positioned at its first bad byte, as model files are; a UTF-16 document at its start.
    return { diagnostic: createDiagnostic("EDM0003", {}, encoding === "utf-8" ? firstInvalidByte(label, bytes) : { file: label, line: 1, column: 1 }) };
  }
}

/** Whether a file in the output folder was written by an earlier `edmgen import`. */
function fromAnImport(path: string): boolean {
  try {
    // Never a pipe or a device: reading one may never end.
    return statSync(path).isFile() && isImportedFile(readFileSync(path, "utf8"));
  } catch {
    return false;
  }
}

/** The folder of the edmgen package that runs (its repository or installed package): three levels above this module, in `src/` or `dist/`. */
const OWN_PACKAGE = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The `$schema` the files point at, by a relative path from the output folder, which is the same
 * on every machine with the same project layout: the format's schema in `node_modules/edmgen` of
 * the nearest folder above the output folder that has one (the project's installed edmgen), or in
 * the edmgen package that runs, where the output folder lies inside it (its own repository).
 * Undefined when neither applies: the files then have no schema line.
 */
export function schemaReference(outDir: string, ownPackage: string): string | undefined {
  const own = realPath(ownPackage);
  for (let dir = outDir; ; dir = dirname(dir)) {
    const installed = join(dir, "node_modules", "edmgen");
    if (existsSync(installed)) {
      const schema = join(installed, SCHEMA_FILE);
      // The nearest installed edmgen is the one the project runs: without the schema there is none to point at.
      return existsSync(schema) ? relative(outDir, schema).split(sep).join("/") : undefined;
    }
    if (own !== undefined && realPath(dir) === own && existsSync(join(dir, SCHEMA_FILE))) return relative(outDir, join(dir, SCHEMA_FILE)).split(sep).join("/");
    if (dirname(dir) === dir) return undefined;
  }
}

/** The nearest `node_modules/edmgen` above the output folder, as `schemaReference` finds it. */
function installedEdmgen(outDir: string): string | undefined {
  for (let dir = outDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules", "edmgen"))) return join(dir, "node_modules", "edmgen");
    if (dirname(dir) === dir) return undefined;
  }
}

function realPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function labelOf(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return (rel === "" ? "." : rel.startsWith("..") ? path : rel).split(sep).join("/");
}
