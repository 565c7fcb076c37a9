/** Small models written as YAML text, for loader tests (given/want style). */
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import type { SourceText } from "../../src/metadata-loader/load-texts.js";

/** A valid service section, as its own file: a case's problems then stay in the case's file. */
export const SERVICE_FILE: SourceText = {
  file: "metadata/service.yaml",
  text: ["service:", "  name: TestService", "  namespace: Test.Loader", "  title: Test service", '  version: "1.0.0"', "  basePath: /odata", ""].join("\n"),
};

/** The model file under test plus the service file. */
export function withService(text: string, file = "metadata/model.yaml"): SourceText[] {
  return [SERVICE_FILE, { file, text }];
}

/** `file:line:col CODE` for each diagnostic, in the order given. */
export function positions(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`);
}

/** Lines joined with LF and ended with one. */
export const lines = (...text: string[]): string => `${text.join("\n")}\n`;
