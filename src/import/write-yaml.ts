import type { RawDocument } from "../metadata-loader/raw-types.js";
import type { ImportedSections } from "./csdl-to-raw.js";
import { toYaml, type YamlStyle } from "./yaml-writer.js";

/** One metadata file to write, relative to the output folder. */
export interface ImportedFile {
  readonly path: string;
  readonly content: string;
}

/**
 * The files an import writes, each holding one group of sections (written only when not empty):
 * service, entity types, complex types, enum types, type definitions, operations (actions and
 * functions) and the container (sets, singletons, imports). Grouping by kind keeps file names
 * independent of element names, which may be Unicode or differ only in case.
 */
const FILES: ReadonlyArray<readonly [path: string, comment: string, sections: ReadonlyArray<keyof RawDocument>]> = [
  ["service.yaml", "The service settings.", ["service"]],
  ["entity-types.yaml", "Entity types: fields and relationships.", ["entityTypes"]],
  ["complex-types.yaml", "Complex types.", ["complexTypes"]],
  ["enum-types.yaml", "Enum types.", ["enumTypes"]],
  ["type-definitions.yaml", "Type definitions.", ["typeDefinitions"]],
  ["operations.yaml", "Actions and functions.", ["actions", "functions"]],
  ["container.yaml", "Entity sets, singletons, action and function imports.", ["entitySets", "singletons", "actionImports", "functionImports"]],
];

const SERVICE_ORDER = ["name", "namespace", "alias", "title", "description", "version", "odataVersion", "basePath", "containerName", "annotationPlacement", "keyPathStyle", "updateMethod", "bodyRequirement", "security", "limits", "annotations"];

/**
 * Serialises the imported sections as metadata files: a `yaml-language-server` schema comment
 * first (where there is a schema to point at), YAML without line wrapping or aliases, cardinalities in double quotes, a blank line
 * between the elements of a section. The files are written by `yaml-writer.ts` rather than the
 * `yaml` package's stringifier, which takes seconds on a model of a thousand types.
 */
export function writeYamlFiles(sections: ImportedSections, source: string, schemaRef: string | undefined): ImportedFile[] {
  const service = Object.fromEntries(SERVICE_ORDER.filter((k) => k in sections.service).map((k) => [k, (sections.service as unknown as Record<string, unknown>)[k]]));
  const all: RawDocument = { ...sections, service: service as unknown as ImportedSections["service"] };
  const files: ImportedFile[] = [];
  for (const [path, comment, names] of FILES) {
    const content: Record<string, unknown> = {};
    for (const name of names) if (all[name] !== undefined) content[name] = all[name];
    if (Object.keys(content).length === 0) continue;
    // Without a schema an editor can resolve, no schema line: a URL that serves nothing only misleads.
    const schemaLine = schemaRef !== undefined ? `# yaml-language-server: $schema=${schemaRef}\n` : "";
    files.push({ path, content: `${schemaLine}# ${comment} Imported from ${source} ${IMPORT_MARK}\n${stringify(content)}` });
  }
  return files;
}

/** How the second line of every imported file ends. */
const IMPORT_MARK = "by edmgen import.";

/** Whether a metadata file's text was written by `edmgen import` (its first comment after the schema line says so). */
export function isImportedFile(text: string): boolean {
  const [first = "", second = ""] = text.split("\n", 2);
  const mark = first.startsWith("# yaml-language-server:") ? second : first;
  return mark.startsWith("# ") && mark.endsWith(IMPORT_MARK);
}

const STYLE: YamlStyle = { quotedKeys: new Set(["cardinality"]), spacedDepth: 1, compactSections: new Set(["service"]) };

function stringify(value: Record<string, unknown>): string {
  return toYaml(value, STYLE);
}
