/**
 * Escaping for text placed into Markdown (CommonMark with GitHub's table extension). Descriptions
 * come from the model and may hold anything, including HTML an attacker hopes a renderer will
 * run, or lines that would start new blocks, so every piece of model text goes through one of
 * these before it reaches a page. Other inline Markdown (`*emphasis*`, links) is left as written.
 */

/**
 * Inline text: HTML-significant characters become entity references (CommonMark 0.31, section
 * 6.2) and line ends become `<br>`, so the text stays one paragraph or one table cell.
 */
export function markdownInline(text: string): string {
  if (!NEEDS_ESCAPE.test(text) && !EDGE_SPACE.test(text)) return text; // the common case, kept cheap (docs of large models)
  // Whitespace around the text means nothing in Markdown, and trailing spaces would make a hard break.
  const flat = normalizeLineEnds(text).trim().replace(/[ \t]*\n[ \t]*/g, "\n");
  // Code spans show their content as it is (a character reference there is not decoded): only the
  // text around them is escaped, and a line end inside one becomes the space CommonMark reads it as.
  return aroundCodeSpans(flat, escapeText, (span) => span.replace(/\n/g, " "));
}

/** `text` with the parts outside code spans and the code spans themselves each rewritten. */
function aroundCodeSpans(text: string, outside: (part: string) => string, inside: (span: string) => string): string {
  let out = "";
  let last = 0;
  for (const span of text.matchAll(CODE_SPAN)) {
    out += outside(text.slice(last, span.index)) + inside(span[0]);
    last = span.index + span[0].length;
  }
  return out + outside(text.slice(last));
}

/** HTML-significant characters as references, line ends as `<br>`, links to script URLs as text. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\n/g, "<br>")
    .replace(UNSAFE_LINK, "]\\(");
}

/**
 * A code span: a run of backticks, content, and the same run again (CommonMark 0.31, section 6.1).
 * A backtick after an odd number of backslashes is a literal one, never the start of a span
 * (section 2.4): `\`<b>` is text, escaped like the rest.
 */
const CODE_SPAN = /(?<!(?:^|[^\\])\\(?:\\\\)*)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
/** The start of an inline link to a URL a renderer could run (`[x](javascript:…)`): its `(` is escaped. */
const UNSAFE_LINK = /\]\((?=\s*<?\s*(?:javascript|vbscript|data|file):)/gi;

/**
 * Text that may open a paragraph: as `markdownInline`, and a first character that would open a
 * block (heading, quote, list, thematic break, table, fence; CommonMark 4 and 5) is backslash-escaped.
 */
export function markdownText(text: string): string {
  // A final run of `#` after a space would close a heading (and vanish from it): its first one is escaped.
  const inline = markdownInline(text).replace(/^[ \t]+/, "").replace(/([ \t])(#+)$/, "$1\\$2");
  // A link reference definition (`[x]: url`) also opens at the start of a paragraph.
  if (/^[#>+\-=*_`~|]/.test(inline) || /^\[[^\]]*\]:/.test(inline)) return `\\${inline}`;
  return inline.replace(/^(\d{1,9})([.)])/, "$1\\$2");
}

/** Text in a table cell: as `markdownInline`, and `|` escaped (GFM tables, section 4.10). */
export function markdownCell(text: string): string {
  const inline = markdownInline(text);
  if (!inline.includes("|")) return inline;
  // GFM replaces `\|` by `|` before it reads the cell's inlines, code spans included. Outside code
  // spans a backslash right before a pipe is escaped too (`\\\|`), or it would read as escaping the
  // pipe's own backslash; inside one only the pipe is escaped (the span shows its backslashes as written).
  return aroundCodeSpans(inline, escapeCellText, (span) => span.replace(/\|/g, "\\|"));
}

function escapeCellText(text: string): string {
  return text.replace(/(\\*)\|/g, (_, slashes: string) => `${slashes.replace(/\\/g, "\\\\")}\\|`);
}

/**
 * An inline code span (CommonMark 0.31, section 6.3): fenced with one more backtick than the
 * longest run inside, padded when the content starts or ends with a backtick. In a table cell
 * `|` is still escaped, because GFM splits cells before it parses code spans.
 */
export function markdownCode(text: string, inCell = true): string {
  if (!CODE_SPECIAL.test(text)) return `\`${text}\``;
  const flat = normalizeLineEnds(text).replace(/\n/g, " ");
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  const span = `${fence}${pad}${flat}${pad}${fence}`;
  return inCell ? span.replace(/\|/g, "\\|") : span;
}

const NEEDS_ESCAPE = /[&<>\r\n]|\]\(/;
const EDGE_SPACE = /^\s|\s$/;
const CODE_SPECIAL = /[`|\r\n]/;

function normalizeLineEnds(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}
