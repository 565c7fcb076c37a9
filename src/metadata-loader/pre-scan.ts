/**
 * Cheap checks on the raw text before any parser runs: both parsers recurse on nesting, so depth
 * is bounded here, in one linear pass that cannot itself overflow the stack.
 */

export interface ScanResult {
  /** Offset of the first place nesting goes past the limit, if it does. */
  readonly tooDeepAt?: number;
  /** Offset of a quote that is still open at the end of the text, if any. */
  readonly unclosedQuoteAt?: number;
}

/** Scans flow nesting (`[`, `{`) and block nesting (indentation and compact `- - -` items). */
export function preScan(text: string, maxDepth: number): ScanResult {
  const flow = scanFlow(text, maxDepth);
  const block = scanBlock(text, maxDepth);
  const tooDeepAt = [flow.tooDeepAt, block].filter((o): o is number => o !== undefined).sort((a, b) => a - b)[0];
  return { ...(tooDeepAt !== undefined ? { tooDeepAt } : {}), ...(flow.unclosedQuoteAt !== undefined ? { unclosedQuoteAt: flow.unclosedQuoteAt } : {}) };
}

// Character codes scanFlow looks at (it reads codes, not one-character strings: it runs over whole files).
const NEWLINE = 10;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;
const OPEN_SQUARE = 91;
const CLOSE_SQUARE = 93;
const OPEN_CURLY = 123;
const CLOSE_CURLY = 125;
/** Punctuation after which a quote opens a quoted scalar (besides whitespace): `,` `[` `{` `:` `-`. */
const OPENS_QUOTE_AFTER = new Set([44, OPEN_SQUARE, OPEN_CURLY, 58, 45]);

function scanFlow(text: string, maxDepth: number): ScanResult {
  let depth = 0;
  let tooDeepAt: number | undefined;
  let quote = 0; // the code of the open quote, 0 outside quotes
  let quoteAt = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === BACKSLASH && quote === DOUBLE_QUOTE) i++;
      else if (c === quote) {
        if (quote === SINGLE_QUOTE && text.charCodeAt(i + 1) === SINGLE_QUOTE) i++;
        else quote = 0;
      }
      continue;
    }
    if (c === HASH && (i === 0 || isSpace(text.charCodeAt(i - 1)))) {
      while (i < length && text.charCodeAt(i) !== NEWLINE) i++;
      continue;
    }
    if ((c === DOUBLE_QUOTE || c === SINGLE_QUOTE) && (i === 0 || isSpace(text.charCodeAt(i - 1)) || OPENS_QUOTE_AFTER.has(text.charCodeAt(i - 1)))) {
      quote = c;
      quoteAt = i;
    } else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
      depth++;
      if (depth > maxDepth && tooDeepAt === undefined) tooDeepAt = i;
    } else if ((c === CLOSE_SQUARE || c === CLOSE_CURLY) && depth > 0) depth--;
  }
  return { ...(tooDeepAt !== undefined ? { tooDeepAt } : {}), ...(quote !== 0 ? { unclosedQuoteAt: quoteAt } : {}) };
}

/** Whether a character code is one `/\s/` matches; the common ASCII ones without a regex call. */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

/**
 * Block nesting: a stack of open indentation columns; each more-indented line opens a level, and
 * each `- ` of a compact sequence (`- - - x`) opens one more at its column.
 */
function scanBlock(text: string, maxDepth: number): number | undefined {
  const open: number[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    let column = 0;
    while (text[lineStart + column] === " ") column++;
    const first = text[lineStart + column];
    if (first !== undefined && first !== "\n" && first !== "\r" && first !== "#") {
      while (open.length > 0 && open[open.length - 1]! >= column) open.pop();
      for (;;) {
        open.push(column);
        if (open.length > maxDepth) return lineStart + column;
        if (text[lineStart + column] !== "-" || !/[ \t]/.test(text[lineStart + column + 1] ?? "")) break;
        column += 1;
        while (text[lineStart + column] === " ") column++;
      }
    }
    lineStart = lineEnd + 1;
  }
  return undefined;
}
