import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { ImportContext } from "./import-context.js";
import type { JsonObject } from "./json-parser.js";
import type { SelectedSchema } from "./select-schema.js";

/** Sections of the format whose elements are schema members, and those that are container members. */
const SCHEMA_SECTIONS = new Set(["entityTypes", "complexTypes", "enumTypes", "typeDefinitions", "actions", "functions"]);
const CONTAINER_SECTIONS = new Set(["entitySets", "singletons", "actionImports", "functionImports"]);

/** A section line (`entityTypes:`) and an element line (`  Order:`, or a quoted name) of the written files. */
const SECTION_LINE = /^([A-Za-z]+):/;
const ELEMENT_LINE = /^ {2}("(?:[^"\\]|\\.)*"|[^\s#"][^:]*?):(?:\s|$)/;

/**
 * Moves a problem the model check found in the files import would write to the element of the
 * imported document it came from. When the check fails nothing is written, so a position in those
 * files would point at a file that does not exist; the element (an entity type, a set, …) in the
 * document is where its author can act. A problem that cannot be traced keeps its position.
 */
export function inImportedDocument(
  diagnostic: Diagnostic,
  written: ReadonlyMap<string, string>,
  ctx: ImportContext,
  selected: SelectedSchema,
): Diagnostic {
  const text = written.get(diagnostic.file);
  if (text === undefined) return diagnostic;
  const element = enclosingElement(text.split("\n"), diagnostic.line - 1);
  if (!element) return diagnostic;
  const object = csdlElement(selected, element.section, element.name);
  if (!object) return diagnostic;
  const { file, line, column } = ctx.at(object);
  return { ...diagnostic, file, line, column };
}

/** The section and element name a line of a written file belongs to (the service section has no element name). */
function enclosingElement(lines: readonly string[], index: number): { section: string; name?: string } | undefined {
  let name: string | undefined;
  for (let i = Math.min(index, lines.length - 1); i >= 0; i--) {
    const line = lines[i]!;
    if (name === undefined) {
      const element = ELEMENT_LINE.exec(line);
      if (element) name = element[1]!.startsWith('"') ? (JSON.parse(element[1]!) as string) : element[1]!;
    }
    const section = SECTION_LINE.exec(line);
    if (section) return { section: section[1]!, ...(name !== undefined ? { name } : {}) };
  }
  return undefined;
}

/** The CSDL JSON object of an element (the first overload of an action or function), or the schema for the service settings. */
function csdlElement(selected: SelectedSchema, section: string, name: string | undefined): object | undefined {
  if (section === "service") return selected.schema;
  if (name === undefined) return undefined;
  const members: JsonObject | undefined = SCHEMA_SECTIONS.has(section) ? selected.schema : CONTAINER_SECTIONS.has(section) ? selected.container?.object : undefined;
  const value = members && Object.hasOwn(members, name) ? members[name] : undefined;
  if (Array.isArray(value)) return (value[0] as object | undefined) ?? undefined;
  return value !== null && typeof value === "object" ? value : undefined;
}
