import type { Deprecation } from "../../model/deprecation.js";

/**
 * JSDoc text from model descriptions. A description is data, not code: `*\/` would end the comment
 * early and a line starting with `@` would become a tag, so both are escaped (TSDoc backslash
 * escapes); everything else, backticks and `${...}` included, is inert inside a comment.
 */

/** Escapes one line of text for a JSDoc comment. */
export function escapeDocLine(line: string): string {
  const text = line.includes("*/") ? line.replaceAll("*/", "*\\/") : line;
  return text.includes("@") ? text.replace(/^(\s*)@/, "$1\\@") : text;
}

/** A paragraph with any of these needs splitting or escaping; most descriptions have none. */
const NEEDS_ESCAPING = /[\r\n@]|\*\//;

/**
 * Writes a doc comment at `indent` from paragraphs (each may hold newlines); empty paragraphs are
 * dropped. `deprecation`, when given, ends it with a `@deprecated` tag and its text, which editors
 * show as a struck-through name.
 */
export function docComment(paragraphs: readonly (string | undefined)[], indent = "", deprecation?: Deprecation): string {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph === undefined || paragraph.trim() === "") continue;
    if (lines.length > 0) lines.push("");
    if (!NEEDS_ESCAPING.test(paragraph)) lines.push(paragraph);
    else for (const line of paragraph.replace(/\r\n?/g, "\n").split("\n")) lines.push(escapeDocLine(line));
  }
  if (deprecation !== undefined) {
    if (lines.length > 0) lines.push("");
    const text = (deprecation.description ?? "").trim().replace(/\r\n?/g, "\n").split("\n").map(escapeDocLine);
    lines.push(text[0] === "" ? "@deprecated" : `@deprecated ${text[0]}`, ...text.slice(1));
  }
  if (lines.length === 0) return "";
  if (lines.length === 1) return `${indent}/** ${lines[0]!.trim()} */\n`;
  let text = `${indent}/**\n`;
  for (const line of lines) text += line.trim() === "" ? `${indent} *\n` : `${indent} * ${line.trimEnd()}\n`;
  return `${text}${indent} */\n`;
}
