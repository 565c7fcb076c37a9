/** Reads the first Markdown table after a heading into rows keyed by the header cells (code spans unwrapped, escapes undone). */
export function tableAfter(markdown: string, heading: string): Record<string, string>[] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no heading '${heading}'`);
  const first = lines.findIndex((l, i) => i > start && l.startsWith("|"));
  if (first < 0) throw new Error(`no table after '${heading}'`);
  const rows: string[][] = [];
  for (let i = first; i < lines.length && lines[i]!.startsWith("|"); i++) rows.push(cells(lines[i]!));
  const [header, , ...body] = rows;
  return body.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? ""])));
}

/** Splits a table row at unescaped `|` (GFM tables) and unwraps whole-cell code spans. */
function cells(line: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 1; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "\\" && line[i + 1] === "|") {
      current += "|";
      i++;
    } else if (ch === "|") {
      parts.push(current.trim());
      current = "";
    } else current += ch;
  }
  return parts.map((c) => (/^`[^`]*`$/.test(c) ? c.slice(1, -1) : c));
}

/** Every fenced Mermaid block of a Markdown text. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}
