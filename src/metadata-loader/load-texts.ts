import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { checkPrototypeKeys, checkText } from "./check-text.js";
import { DEFAULT_PARSE_LIMITS, locate, parseYamlFile, type ParseLimits, type ParsedFile } from "./parse-yaml.js";
import { validateAgainstSchema } from "./validate-schema.js";

/** A metadata file's label (as shown in diagnostics) and its text. */
export interface SourceText {
  readonly file: string;
  readonly text: string;
}

/**
 * Parses and schema-checks metadata texts. Every file is checked, so one run reports the problems
 * of all of them; the parsed files come back for the model builder.
 */
export function loadTexts(sources: readonly SourceText[], limits: ParseLimits = DEFAULT_PARSE_LIMITS): { files: ParsedFile[]; diagnostics: Diagnostic[] } {
  const files: ParsedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    const text = source.text.startsWith("\uFEFF") ? source.text.slice(1) : source.text;
    if (text.trim() === "" || isOnlyComments(text)) {
      const commentsOnly = /^\s*#/m.test(text);
      diagnostics.push(createDiagnostic("EDM0004", commentsOnly ? { commentsOnly } : {}, { file: source.file, line: 1, column: 1 }));
      continue;
    }
    const result = parseYamlFile(source.file, text, limits);
    // One at a time: a spread of a very long list overflows the call stack.
    for (const diagnostic of result.diagnostics) diagnostics.push(diagnostic);
    if (!result.parsed) continue;
    const parsed = result.parsed;
    if (parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value)) {
      const actual = Array.isArray(parsed.value) ? "a list" : "a single value";
      diagnostics.push(createDiagnostic("EDM0102", { where: "the file", expected: "a mapping of sections (service, entityTypes, ...)", actual }, locate(parsed, [])));
      continue;
    }
    const problems = [...validateAgainstSchema(parsed), ...checkText(parsed), ...checkPrototypeKeys(parsed)];
    for (const problem of problems) diagnostics.push(problem);
    if (problems.length === 0) files.push(parsed);
  }
  return { files, diagnostics };
}

/** Whether every line is blank, a comment, `---` or `...` (document markers); line by line, so a model's first lines decide without splitting all of it. */
function isOnlyComments(text: string): boolean {
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    // trim() also drops the `\r` of a CRLF line end.
    const line = text.slice(start, end).trim();
    if (line !== "" && !line.startsWith("#") && line !== "---" && line !== "...") return false;
    start = end + 1;
  }
  return true;
}
