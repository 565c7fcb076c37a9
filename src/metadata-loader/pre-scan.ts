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

function scanFlow(text: string, maxDepth: number): ScanResult {
  let depth = 0;
  let tooDeepAt: number | undefined;
  let quote: string | undefined;
  let quoteAt = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) {
        if (quote === "'" && text[i + 1] === "'") i++;
        else quote = undefined;
      }
      continue;
    }
    if (c === "#" && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i < text.length && text[i] !== "\n") i++;
      continue;
    }
    if ((c === '"' || c === "'") && (i === 0 || /[\s,[{:-]/.test(text[i - 1]!))) {
      quote = c;
      quoteAt = i;
    } else if (c === "[" || c === "{") {
      depth++;
      if (depth > maxDepth && tooDeepAt === undefined) tooDeepAt = i;
    } else if ((c === "]" || c === "}") && depth > 0) depth--;
  }
  return { ...(tooDeepAt !== undefined ? { tooDeepAt } : {}), ...(quote ? { unclosedQuoteAt: quoteAt } : {}) };
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
