import { markdownCell, markdownCode, markdownInline, markdownText } from "./markdown.js";

/** Turns a helper argument into text; absent values (null, undefined) are empty. */
const asText = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/**
 * The named helpers templates may call. Each escapes for one Markdown context and returns the
 * escaped text, so templates use them with triple braces (`{{{cell description}}}`): Handlebars'
 * own HTML escaping would escape a second time.
 */
export const HELPERS = {
  /** Text in a table cell: `|` escaped, line ends as `<br>`, HTML-significant characters as entities. */
  cell: (value: unknown): string => markdownCell(asText(value)),
  /** Text that may open a paragraph: one line, a leading block marker escaped. */
  text: (value: unknown): string => markdownText(asText(value)),
  /** Text inside a paragraph, after other words: as `text`, but a first `*`, `#` or digit is left as written (it opens nothing there, and `*emphasis*` stays emphasis). */
  inline: (value: unknown): string => markdownInline(asText(value)),
  /** An inline code span, safe in a table cell. */
  code: (value: unknown): string => markdownCode(asText(value)),
} as const;
