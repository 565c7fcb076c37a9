import { createDiagnostic, hasErrors, sortDiagnostics, type Diagnostic, type Location } from "../diagnostics/diagnostic.js";
import { loadModelFromTexts } from "../pipeline.js";
import { applyOutOfLineAnnotations } from "./apply-annotations.js";
import { csdlToRaw } from "./csdl-to-raw.js";
import { inImportedDocument } from "./locate-check.js";
import type { ServiceOptions } from "./convert-service.js";
import { ImportContext } from "./import-context.js";
import { JsonSyntaxError, parseJson, type JsonObject } from "./json-parser.js";
import { jsonToCsdl } from "./json-to-csdl.js";
import { LineIndex, PrototypeNameError, SourcePositions } from "./positions.js";
import { selectSchema } from "./select-schema.js";
import { writeYamlFiles, type ImportedFile } from "./write-yaml.js";
import { parseXml, XmlSyntaxError } from "./xml-parser.js";
import { xmlToCsdl } from "./xml-to-csdl.js";

export type { ImportedFile } from "./write-yaml.js";

export interface ImportOptions extends ServiceOptions {
  /** What the files' `$schema` comment points at (default: none, and the files have no schema line). */
  readonly schemaRef?: string;
  /** How the written files are labelled when the result is loaded as a check (default `metadata`). */
  readonly outLabel?: string;
  /** Load the written files with the model builder and report its errors (default true). */
  readonly verify?: boolean;
}

export interface ImportResult {
  /** The metadata files, relative to the output folder; empty when there are errors. */
  readonly files: ImportedFile[];
  /**
   * Sorted; warnings (EDM0503) point into the imported document, and so do the check's errors (at
   * the element they concern: no file is written then); the check's warnings point into the files.
   */
  readonly diagnostics: Diagnostic[];
  /** Settings the document does not give, whose value import chose (the version), with the place that would give them. */
  readonly notes: ReadonlyArray<{ readonly element: string; readonly detail: string; readonly at: Location }>;
}

/**
 * Imports a CSDL XML or CSDL JSON document (OData 4.0 / 4.01) as metadata files of the format.
 * Pure: the caller writes the files. Returns no files when the document has errors, or when the
 * files it would write do not load as a model.
 */
export function importCsdl(text: string, fileLabel: string, options: ImportOptions = {}): ImportResult {
  const positions = new SourcePositions();
  const ctx = new ImportContext(fileLabel, positions);
  const document = readDocument(ctx, text);
  if (!document || hasErrors(ctx.diagnostics)) return { files: [], diagnostics: sortDiagnostics(ctx.diagnostics), notes: [] };
  const selected = selectSchema(ctx, document);
  if (!selected) return { files: [], diagnostics: sortDiagnostics(ctx.diagnostics), notes: [] };
  const annotationPlacement = applyOutOfLineAnnotations(ctx, selected);
  const sections = csdlToRaw(ctx, selected, options, annotationPlacement);
  if (hasErrors(ctx.diagnostics)) return { files: [], diagnostics: sortDiagnostics(ctx.diagnostics), notes: [] };
  const source = fileLabel.split(/[\\/]/).pop() ?? fileLabel;
  const files = writeYamlFiles(sections, source, options.schemaRef);
  if (options.verify === false) return { files, diagnostics: sortDiagnostics(ctx.diagnostics), notes: ctx.notes };
  const outLabel = options.outLabel ?? "metadata";
  const written = new Map(files.map((f) => [`${outLabel}/${f.path}`, f.content]));
  const check = loadModelFromTexts([...written].map(([file, text]) => ({ file, text })));
  if (!hasErrors(check.diagnostics)) return { files, diagnostics: sortDiagnostics([...ctx.diagnostics, ...check.diagnostics]), notes: ctx.notes };
  // Nothing is written: the check's problems point at the elements of the document instead.
  const located = check.diagnostics.map((d) => inImportedDocument(d, written, ctx, selected));
  return { files: [], diagnostics: sortDiagnostics([...ctx.diagnostics, ...located]), notes: [] };
}

/**
 * `__proto__` as a name (`Name="__proto__"`, or a `"__proto__":` member of CSDL JSON): valid in
 * CSDL, but JavaScript objects read it as their prototype, so the element would vanish on the way
 * (and a model could not carry it either: EDM0218). Reported before parsing, at each place where
 * it is written plainly; a parser refuses one written with escapes or character references too.
 */
function reportPrototypeNames(ctx: ImportContext, text: string, xml: boolean): boolean {
  // In XML, a name, a record member (`PropertyValue Property=`), a namespace or an alias.
  const pattern = xml ? /\b(?:Name|Property|Namespace|Alias)\s*=\s*(["'])__proto__\1/g : /(?<!\\)"__proto__"\s*:/g;
  let found = false;
  for (const match of text.matchAll(pattern)) {
    ctx.diagnostics.push(createDiagnostic("EDM0218", { kind: "element", name: "__proto__" }, ctx.here(match.index)));
    found = true;
  }
  return found;
}

/** Parses the text as CSDL XML (it starts with `<`) or CSDL JSON (it starts with `{`). */
function readDocument(ctx: ImportContext, source: string): JsonObject | undefined {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  ctx.positions.lines = new LineIndex(text);
  const start = text.trimStart()[0];
  if (reportPrototypeNames(ctx, text, start === "<")) return undefined;
  try {
    if (start === "<") return xmlToCsdl(ctx, parseXml(text));
    if (start === "{") return jsonToCsdl(ctx, parseJson(text, ctx.positions));
  } catch (error) {
    if (error instanceof PrototypeNameError) {
      ctx.diagnostics.push(createDiagnostic("EDM0218", { kind: "element", name: "__proto__" }, ctx.here(error.position)));
      return undefined;
    }
    if (error instanceof XmlSyntaxError || error instanceof JsonSyntaxError) {
      const kind = error instanceof XmlSyntaxError ? "XML" : "JSON";
      ctx.diagnostics.push(createDiagnostic("EDM0501", { detail: `${kind} syntax error: ${error.message}` }, ctx.here(error.position)));
      return undefined;
    }
    throw error;
  }
  ctx.diagnostics.push(createDiagnostic("EDM0501", { detail: start === undefined ? "the file is empty" : "the text is neither XML (starting with '<') nor JSON (starting with '{')" }, ctx.here({ line: 1, column: 1 })));
  return undefined;
}
