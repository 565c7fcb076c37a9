/**
 * Splits code at each `separator` outside brackets (`()`, `[]`, `{}`, `<>`) and string literals:
 * the members of a union type (`" | "`), the arguments of a call (`","`). Undefined when a bracket
 * closes that the text did not open (`z.string().max(1)` read as the arguments of `z.string(`).
 */
export function splitTopLevel(code: string, separator: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quoted = false;
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (quoted) {
      if (c === "\\") i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if ("{[(<".includes(c)) depth++;
    else if ("}])>".includes(c)) {
      if (depth === 0) return undefined;
      depth--;
    } else if (depth === 0 && code.startsWith(separator, i)) {
      parts.push(code.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(code.slice(start));
  return parts;
}
