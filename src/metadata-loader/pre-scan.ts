/**
 * Cheap checks on the raw text before any parser runs: both parsers recurse on nesting, so depth
 * is bounded here, in one linear pass that cannot itself overflow the stack.
 */

export interface ScanResult {
  /** Offset of the first place nesting goes past the limit, if it does. */
  readonly tooDeepAt?: number;
  /** Offset of a quote that is still open at the end of the text, if any. */
  readonly unclosedQuoteAt?: number;
  /**
   * Offset of a form YAML 1.2 refuses and js-yaml reads anyway: a line of a flow collection or
   * quoted scalar not indented past the key or entry that owns it, or an implicit key longer than
   * 1,024 characters. Such a file is read by the `yaml` library alone, whose error is reported.
   */
  readonly laxAt?: number;
  /**
   * The first line of a quoted scalar (a value of its own, closed further on) not indented past
   * its owner: where its text starts, and where the quote opens.
   */
  readonly underIndented?: { readonly at: number; readonly opensAt: number };
}

/** Scans flow nesting (`[`, `{`) and block nesting (indentation and compact `- - -` items). */
export function preScan(text: string, maxDepth: number): ScanResult {
  const flow = scanFlow(text, maxDepth);
  const block = scanBlock(text, maxDepth);
  const tooDeepAt = [flow.tooDeepAt, block.tooDeepAt].filter((o): o is number => o !== undefined).sort((a, b) => a - b)[0];
  const laxAt = [flow.laxAt, block.longKeyAt].filter((o): o is number => o !== undefined).sort((a, b) => a - b)[0];
  return {
    ...(tooDeepAt !== undefined ? { tooDeepAt } : {}),
    ...(flow.unclosedQuoteAt !== undefined ? { unclosedQuoteAt: flow.unclosedQuoteAt } : {}),
    ...(laxAt !== undefined ? { laxAt } : {}),
    ...(flow.underIndented !== undefined ? { underIndented: flow.underIndented } : {}),
  };
}

// Character codes the flow scan looks at (it reads codes, not one-character strings: it runs over whole files).
const TAB = 9;
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const AMPERSAND = 38;
const SINGLE_QUOTE = 39;
const COMMA = 44;
const HYPHEN = 45;
const COLON = 58;
const GREATER = 62;
const QUESTION = 63;
const OPEN_SQUARE = 91;
const BACKSLASH = 92;
const CLOSE_SQUARE = 93;
const OPEN_CURLY = 123;
const PIPE = 124;
const CLOSE_CURLY = 125;
const EXCLAMATION = 33;

/**
 * Flow nesting and quotes, read as YAML reads them: a `[`, `{` or quote counts only where a node
 * starts (a value after `key: `, a `- ` entry, a line's start, an entry of a flow collection), not
 * inside a plain or block scalar (`description: Percentage in [0, 100)`, `rock 'n roll`). The
 * lines of a plain scalar's continuation and of a block scalar (`|`, `>`), those indented more
 * than the key or entry that owns the value, are skipped. An approximation of YAML's grammar,
 * never deeper than the text: it only has to bound what the parsers will recurse on.
 */
function scanFlow(text: string, maxDepth: number): ScanResult {
  const length = text.length;
  let depth = 0;
  let tooDeepAt: number | undefined;
  let unclosedQuoteAt: number | undefined;
  let laxAt: number | undefined;
  let underIndented: ScanResult["underIndented"];
  // Where the block node being read opens (its quote or bracket).
  let nodeAt = 0;
  // The column the lines of the quoted scalar or flow collection being read must be indented past.
  let ownerColumn = -1;

  const isBlank = (code: number) => code === SPACE || code === TAB;
  const endsToken = (at: number) => at >= length || isSpace(text.charCodeAt(at));
  const columnOf = (at: number) => at - (text.lastIndexOf("\n", at - 1) + 1);
  const lineEnd = (at: number) => {
    const end = text.indexOf("\n", at);
    return end < 0 ? length : end;
  };

  /**
   * Checks the indentation of a line inside a quoted scalar or flow collection (YAML 1.2, s-flow-line-prefix):
   * past `ownerColumn`, but for blank lines and, in a flow collection, comments and the closing bracket
   * (which may stand at the owner's column). js-yaml reads less indented lines too.
   */
  const checkInnerLine = (lineStart: number, inFlow: boolean) => {
    if (laxAt !== undefined) return;
    let at = lineStart;
    while (at < length && text.charCodeAt(at) === SPACE) at++;
    const c = text.charCodeAt(at);
    if (at >= length || c === NEWLINE || c === CARRIAGE_RETURN || (inFlow && c === HASH)) return;
    const indent = at - lineStart;
    const closes = inFlow && (c === CLOSE_SQUARE || c === CLOSE_CURLY);
    if (closes ? indent < ownerColumn : indent <= ownerColumn) {
      laxAt = at;
      const opening = text.charCodeAt(nodeAt);
      if (opening === DOUBLE_QUOTE || opening === SINGLE_QUOTE) underIndented = { at, opensAt: nodeAt };
    }
  };

  /** The position after the quoted scalar opening at `at`, or undefined when it never closes. */
  const quoted = (at: number): number | undefined => {
    const quote = text.charCodeAt(at);
    for (let i = at + 1; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) checkInnerLine(i + 1, false);
      else if (c === BACKSLASH && quote === DOUBLE_QUOTE) {
        // An escaped line break (`\` at a line's end) continues on the next line all the same.
        if (text.charCodeAt(++i) === NEWLINE) checkInnerLine(i + 1, false);
      } else if (c === quote) {
        if (quote === SINGLE_QUOTE && text.charCodeAt(i + 1) === SINGLE_QUOTE) i++;
        else return i + 1;
      }
    }
    unclosedQuoteAt = at;
    return undefined;
  };

  /** The position after the flow collection opening at `at` (`length` when it never closes). */
  const flow = (at: number): number => {
    let nodeStart = true;
    // After a quoted scalar or a flow collection, a `:` may follow without a space (a JSON-like
    // key, `"a":'b'`); after a plain scalar it is part of it (`a:'b` is one scalar).
    let afterJsonNode = false;
    for (let i = at; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) checkInnerLine(i + 1, true);
      if ((c === DOUBLE_QUOTE || c === SINGLE_QUOTE) && nodeStart) {
        const after = quoted(i);
        if (after === undefined) return length;
        i = after - 1;
        nodeStart = false;
        afterJsonNode = true;
      } else if (c === HASH && (i === 0 || isSpace(text.charCodeAt(i - 1)))) {
        i = lineEnd(i) - 1;
      } else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
        depth++;
        if (depth > maxDepth && tooDeepAt === undefined) tooDeepAt = i;
        nodeStart = true;
        afterJsonNode = false;
      } else if (c === CLOSE_SQUARE || c === CLOSE_CURLY) {
        depth--;
        if (depth === 0) return i + 1;
        nodeStart = false;
        afterJsonNode = true;
      } else if (c === COMMA) {
        nodeStart = true;
        afterJsonNode = false;
      } else if (c === COLON || c === QUESTION) {
        // Indicators only before a space (or, for `:`, right after a JSON-like key); else plain text.
        nodeStart = endsToken(i + 1) || (c === COLON && afterJsonNode);
        afterJsonNode = false;
      } else if (!isSpace(c)) {
        nodeStart = false;
        afterJsonNode = false;
      }
    }
    return length;
  };

  /**
   * A node at `at` in block context, owned by the key or entry at column `owner`; a key may still
   * follow it (`key: value`) when `keyAllowed`. A `bare` node starts its line with no key or entry
   * before it: the block collection it belongs to stands left of it, at `owner - 1` at the most.
   * Returns where the scan goes on: the line's end, or
   * further on when a quoted scalar or flow collection spans lines. Sets `continuationAbove` when
   * the node is a scalar whose following lines, indented more than `owner`, belong to it.
   */
  let continuationAbove = -1;
  const node = (from: number, owner: number, keyAllowed: boolean, bare = false): number => {
    let at = from;
    for (;;) {
      while (at < length && isBlank(text.charCodeAt(at))) at++;
      const c = text.charCodeAt(at);
      if (at >= length || c === NEWLINE || c === CARRIAGE_RETURN || c === HASH) return lineEnd(at);
      // An anchor or a tag before the node: the node starts after it.
      if (c !== AMPERSAND && c !== EXCLAMATION) break;
      while (at < length && !endsToken(at)) at++;
    }
    const c = text.charCodeAt(at);
    let after: number | undefined;
    ownerColumn = bare ? owner - 1 : owner;
    nodeAt = at;
    if (c === OPEN_SQUARE || c === OPEN_CURLY) after = flow(at);
    else if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      after = quoted(at);
      // A quote never closed takes in every line below: those lines are not what is wrong.
      if (after === undefined && underIndented?.opensAt === at) underIndented = undefined;
    }
    else if ((c === PIPE || c === GREATER) && depth === 0) {
      continuationAbove = owner;
      return lineEnd(at);
    } else {
      // A plain scalar: a key when `: ` follows on its line, else a value that may go on below.
      const end = lineEnd(at);
      if (keyAllowed) {
        for (let i = at; i < end; i++) {
          const code = text.charCodeAt(i);
          if (code === HASH && isSpace(text.charCodeAt(i - 1))) break;
          if (code === COLON && endsToken(i + 1)) return node(i + 1, columnOf(at), false);
        }
      }
      continuationAbove = owner;
      return end;
    }
    if (after === undefined || after >= length) return length;
    // After a quoted or flow key, its value.
    let next = after;
    while (next < length && isBlank(text.charCodeAt(next))) next++;
    if (keyAllowed && text.charCodeAt(next) === COLON && endsToken(next + 1)) return node(next + 1, columnOf(at), false);
    return lineEnd(after);
  };

  let lineStart = 0;
  while (lineStart < length) {
    let at = lineStart;
    while (at < length && text.charCodeAt(at) === SPACE) at++;
    const indent = at - lineStart;
    let first = at;
    while (first < length && isBlank(text.charCodeAt(first))) first++;
    const c = text.charCodeAt(first);
    const blank = first >= length || c === NEWLINE || c === CARRIAGE_RETURN;
    if (blank || (continuationAbove >= 0 && indent > continuationAbove)) {
      lineStart = lineEnd(at) + 1;
      continue;
    }
    continuationAbove = -1;
    if (c === HASH) {
      lineStart = lineEnd(at) + 1;
      continue;
    }
    // Entry indicators (`- `, `? `, compact `- - x`) and document markers; the node after them is owned by the last.
    let owner = indent;
    let bare = true;
    for (;;) {
      const code = text.charCodeAt(at);
      if ((code === HYPHEN || code === QUESTION) && endsToken(at + 1)) {
        owner = columnOf(at);
        at++;
      } else if (code === HYPHEN && at === lineStart && text.startsWith("---", at) && endsToken(at + 3)) {
        owner = -1;
        at += 3;
      } else break;
      bare = false;
      while (at < length && isBlank(text.charCodeAt(at))) at++;
    }
    lineStart = node(at, owner, true, bare) + 1;
  }
  return {
    ...(tooDeepAt !== undefined ? { tooDeepAt } : {}),
    ...(unclosedQuoteAt !== undefined ? { unclosedQuoteAt } : {}),
    ...(laxAt !== undefined ? { laxAt } : {}),
    ...(underIndented !== undefined ? { underIndented } : {}),
  };
}

/** Whether a character code is one `/\s/` matches; the common ASCII ones without a regex call. */
function isSpace(code: number): boolean {
  if (Number.isNaN(code)) return false;
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

/** An implicit key's `:` stands at most this far from the key's start (YAML 1.2, section 7.4.2). */
const MAX_IMPLICIT_KEY = 1024;

/**
 * Block nesting: a stack of open indentation columns; each more-indented line opens a level, and
 * each `- ` of a compact sequence (`- - - x`) opens one more at its column. And the first line that
 * may hold an implicit key too long for YAML: a `:` further than that from the line's start.
 */
function scanBlock(text: string, maxDepth: number): { tooDeepAt?: number; longKeyAt?: number } {
  const open: number[] = [];
  let longKeyAt: number | undefined;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    for (let i = lineStart + MAX_IMPLICIT_KEY + 1; longKeyAt === undefined && i < lineEnd; i++) if (text.charCodeAt(i) === COLON) longKeyAt = lineStart;
    let column = 0;
    while (text[lineStart + column] === " ") column++;
    const first = text[lineStart + column];
    if (first !== undefined && first !== "\n" && first !== "\r" && first !== "#") {
      while (open.length > 0 && open[open.length - 1]! >= column) open.pop();
      for (;;) {
        open.push(column);
        if (open.length > maxDepth) return { tooDeepAt: lineStart + column };
        if (text[lineStart + column] !== "-" || !/[ \t]/.test(text[lineStart + column + 1] ?? "")) break;
        column += 1;
        while (text[lineStart + column] === " ") column++;
      }
    }
    lineStart = lineEnd + 1;
  }
  return longKeyAt !== undefined ? { longKeyAt } : {};
}
