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
  const at = locateInDocument(diagnostic.file, diagnostic.line, diagnostic.column, written, ctx, selected);
  return { ...diagnostic, ...(at ? { file: at.file, line: at.line, column: at.column } : {}) };
}

/** The element of the document a line of a written file came from, or undefined when it cannot be traced. */
function locateInDocument(file: string, line: number, column: number, written: ReadonlyMap<string, string>, ctx: ImportContext, selected: SelectedSchema): Location | undefined {
  const text = written.get(file);
  if (text === undefined) return undefined;
  const lines = text.split("\n");
  const element = enclosingElement(lines, line - 1);
  if (!element) return undefined;
  const object = csdlElement(selected, element.section, element.name);
  if (!object) return undefined;
  // A key problem at the key property (the README's promise), else at the type's Key.
  if (element.key) {
    const field = keyPartAt(lines[line - 1] ?? "", column);
    // An aliased part at its PropertyRef, which holds the alias; a plain one at its property.
    const refs = (object as JsonObject).$Key;
    const aliased = field !== undefined && Array.isArray(refs) ? refs.find((ref) => ref !== null && typeof ref === "object" && !Array.isArray(ref) && Object.values(ref).includes(field)) : undefined;
    if (aliased && typeof aliased === "object" && ctx.positions.offsetOf(aliased) !== undefined) return ctx.at(aliased);
    if (field !== undefined && !field.includes("/") && !field.startsWith("$") && ctx.positions.offsetOf(object, field) !== undefined) return ctx.at(object, field);
    if (ctx.positions.offsetOf(object, "$Key") !== undefined) return ctx.at(object, "$Key");
  }
  // An element's annotation where the document marks it (its <Annotation>, in line or out of line).
  if (element.group === "annotations" && element.member !== undefined) {
    return annotationAt(ctx, selected, object as JsonObject, element.member) ?? ctx.at(object);
  }
  // A field's or relationship's annotation likewise, else the property or navigation property.
  if (element.memberTerm !== undefined && element.member !== undefined) {
    const member = (object as JsonObject)[element.member];
    const located = member !== null && typeof member === "object" && !Array.isArray(member) ? annotationAt(ctx, selected, member, element.memberTerm) : undefined;
    if (located) return located;
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

/** Where an annotation of `term` (`Term` or `Term#Qualifier`, full name as the files write it) stands on an element of the document, by namespace or alias. */
function annotationAt(ctx: ImportContext, selected: SelectedSchema, object: JsonObject, term: string): Location | undefined {
  const key = Object.keys(object).find((k) => k.startsWith("@") && (k.slice(1) === term || selected.names.fullTerm(k.slice(1)) === term));
  return key !== undefined && ctx.positions.offsetOf(object, key) !== undefined ? ctx.at(object, key) : undefined;
}

/** The key part a position in a `key:` line points at: `D` in `key: [ID, D]`, `Info/D` in `- path: Info/D`. */
function keyPartAt(line: string, column: number): string | undefined {
  const part = /^(?:-\s*)?(?:path:\s*)?("(?:[^"\\]|\\.)*"|[^,\]\s#:]+)(?=[,\]\s#]|$)/.exec(line.slice(Math.max(column - 1, 0)));
  if (!part) return undefined;
  return part[1]!.startsWith('"') ? (JSON.parse(part[1]!) as string) : part[1]!;
}

/** A member line (`      Price:`) under a member group (`    fields:`) of an element. */
const MEMBER_LINE = /^ {6}("(?:[^"\\]|\\.)*"|[^\s#"-][^:]*?):(?:\s|$)/;
const MEMBER_TERM_LINE = /^ {10}("(?:[^"\\]|\\.)*"|[^\s#"-][^:]*?):(?:\s|$)/;
const MEMBER_GROUP_LINE = /^ {4}(fields|relationships|members|bindings|annotations):/;

/** The section, element name and member (a field or relationship) a line of a written file belongs to. */
function enclosingElement(lines: readonly string[], index: number): { section: string; name?: string; member?: string; group?: string; key?: true; memberTerm?: string } | undefined {
  let name: string | undefined;
  let member: string | undefined;
  // A field's or relationship's annotation: the term (`          Term:`) under its `        annotations:`.
  let term: string | undefined;
  let memberTerm: string | undefined;
  let memberKeySeen = false;
  let group: string | undefined;
  let key = false;
  let inGroup = false;
  let groupSeen = false;
  const unquote = (text: string) => (text.startsWith('"') ? (JSON.parse(text) as string) : text);
  for (let i = Math.min(index, lines.length - 1); i >= 0; i--) {
    const line = lines[i]!;
    if (name === undefined) {
      if (member === undefined && !memberKeySeen) {
        term ??= MEMBER_TERM_LINE.exec(line)?.[1];
        if (/^ {8}\S/.test(line)) {
          memberKeySeen = true;
          if (/^ {8}annotations:/.test(line) && term !== undefined) memberTerm = unquote(term);
        }
      }
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
      return {
        section: section[1]!,
        ...(name !== undefined ? { name } : {}),
        ...(inGroup && member !== undefined ? { member, group: group! } : {}),
        ...(key ? { key: true as const } : {}),
        ...(inGroup && memberTerm !== undefined && (group === "fields" || group === "relationships") ? { memberTerm } : {}),
      };
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
