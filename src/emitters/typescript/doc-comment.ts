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

/** Writes a doc comment at `indent` from paragraphs (each may hold newlines); empty paragraphs are dropped. */
export function docComment(paragraphs: readonly (string | undefined)[], indent = ""): string {
  const blocks = paragraphs
    .filter((p): p is string => p !== undefined && p.trim() !== "")
    .map((p) => (p.includes("\r") ? p.replace(/\r\n?/g, "\n") : p).split("\n").map(escapeDocLine));
  if (blocks.length === 0) return "";
  const lines: string[] = [];
  blocks.forEach((block, i) => {
    if (i > 0) lines.push("");
    lines.push(...block);
  });
  if (lines.length === 1) return `${indent}/** ${lines[0]!.trim()} */\n`;
  return `${indent}/**\n${lines.map((l) => (l.trim() === "" ? `${indent} *` : `${indent} * ${l.trimEnd()}`)).join("\n")}\n${indent} */\n`;
}
