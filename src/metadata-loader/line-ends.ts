/**
 * A text with each lone CR (an old Mac line end) as LF. YAML 1.2 ends a line at either, and so do
 * editors and the previews of diagnostics; js-yaml does too, but the `yaml` library reads a lone CR
 * as a character of the line (`"one\rtwo"` is one text to it, two lines to js-yaml), and its
 * positions count LFs only. As LF, both readers and every position see the same lines.
 */
export function withLoneCrsAsLf(text: string): string {
  return text.includes("\r") ? text.replace(/\r(?!\n)/g, "\n") : text;
}
