import type { Diagnostic, Location } from "../diagnostics/diagnostic.js";
import type { ImportContext } from "./import-context.js";
import type { JsonObject } from "./json-parser.js";
import { keptOverload } from "./convert-operations.js";
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
  // No check of an imported model names a second place in its message (duplicates are refused by
  // import itself, EDM0504), so only the diagnostic's own position moves.
  const at = locateInDocument(diagnostic.file, diagnostic.line, written, ctx, selected);
  return { ...diagnostic, ...(at ? { file: at.file, line: at.line, column: at.column } : {}) };
}

/** The element of the document a line of a written file came from, or undefined when it cannot be traced. */
function locateInDocument(file: string, line: number, written: ReadonlyMap<string, string>, ctx: ImportContext, selected: SelectedSchema): Location | undefined {
  const text = written.get(file);
  if (text === undefined) return undefined;
  const element = enclosingElement(text.split("\n"), line - 1);
  if (!element) return undefined;
  const object = csdlElement(selected, element.section, element.name);
  if (!object) return undefined;
  // A key problem at the type's Key, where the document marks it.
  if (element.key && ctx.positions.offsetOf(object, "$Key") !== undefined) return ctx.at(object, "$Key");
  // An element's annotation where the document marks it (its <Annotation>, in line or out of line).
  if (element.group === "annotations" && element.member !== undefined) {
    const key = `@${element.member}`;
    return ctx.positions.offsetOf(object, key) !== undefined ? ctx.at(object, key) : ctx.at(object);
  }
  // A binding where the document marks it (its NavigationPropertyBinding).
  if (element.group === "bindings" && element.member !== undefined) {
    const bindings = (object as JsonObject).$NavigationPropertyBinding;
    if (bindings !== null && typeof bindings === "object" && !Array.isArray(bindings) && ctx.positions.offsetOf(bindings, element.member) !== undefined) return ctx.at(bindings, element.member);
    return ctx.at(object);
  }
  // A field or relationship where the document marks one (its property or navigation property), else the element.
  const member = element.member !== undefined && ctx.positions.offsetOf(object, element.member) !== undefined ? element.member : undefined;
  return member === undefined ? ctx.at(object) : ctx.at(object, member);
}

/** A member line (`      Price:`) under a member group (`    fields:`) of an element. */
const MEMBER_LINE = /^ {6}("(?:[^"\\]|\\.)*"|[^\s#"-][^:]*?):(?:\s|$)/;
const MEMBER_GROUP_LINE = /^ {4}(fields|relationships|members|bindings|annotations):/;

/** The section, element name and member (a field or relationship) a line of a written file belongs to. */
function enclosingElement(lines: readonly string[], index: number): { section: string; name?: string; member?: string; group?: string; key?: true } | undefined {
  let name: string | undefined;
  let member: string | undefined;
  let group: string | undefined;
  let key = false;
  let inGroup = false;
  let groupSeen = false;
  const unquote = (text: string) => (text.startsWith('"') ? (JSON.parse(text) as string) : text);
  for (let i = Math.min(index, lines.length - 1); i >= 0; i--) {
    const line = lines[i]!;
    if (name === undefined) {
      if (member === undefined) {
        const memberLine = MEMBER_LINE.exec(line);
        if (memberLine) member = unquote(memberLine[1]!);
      }
      // The first key at the group's depth above decides: the member belongs to it only if it is a member group.
      if (!groupSeen && /^ {4}\S/.test(line)) {
        groupSeen = true;
        group = MEMBER_GROUP_LINE.exec(line)?.[1];
        inGroup = group !== undefined;
        key = /^ {4}key:/.test(line);
      }
      const element = ELEMENT_LINE.exec(line);
      if (element) name = unquote(element[1]!);
    }
    const section = SECTION_LINE.exec(line);
    if (section) {
      return { section: section[1]!, ...(name !== undefined ? { name } : {}), ...(inGroup && member !== undefined ? { member, group: group! } : {}), ...(key ? { key: true as const } : {}) };
    }
  }
  return undefined;
}

/** The CSDL JSON object of an element (of an action or function, the overload the model holds), or the schema for the service settings. */
function csdlElement(selected: SelectedSchema, section: string, name: string | undefined): object | undefined {
  if (section === "service") return selected.schema;
  if (name === undefined) return undefined;
  const members: JsonObject | undefined = SCHEMA_SECTIONS.has(section) ? selected.schema : CONTAINER_SECTIONS.has(section) ? selected.container?.object : undefined;
  const value = members && Object.hasOwn(members, name) ? members[name] : undefined;
  if (Array.isArray(value)) return keptOverload(value);
  return value !== null && typeof value === "object" ? value : undefined;
}
