/**
 * The block-mapping outline of a YAML text read by the fast path: which line each key of a block
 * mapping stands on, found by indentation alone. A position (a diagnostic, an `edmgen diff` row)
 * then needs the `yaml` library's document of one small block instead of the whole file, which
 * on a model of a thousand types takes longer than loading it.
 *
 * Only plain block structure is outlined: a block whose lines at the child indentation are not all
 * `key:` lines (a sequence, a flow collection, a document marker, a quoted key with escapes), or
 * whose key holds a value on its own line, has no outline, and the caller reads the whole file instead.
 */

const SPACE = 32;
const NEWLINE = 10;
const RETURN = 13;
const HASH = 35;

export class BlockOutline {
  /** The offset where each line starts. */
  readonly lineStarts: number[] = [0];
  /** Each line's indentation, or -1 for a line that holds nothing (blank, or a comment). */
  private readonly indents: number[] = [];
  private readonly childrenByParent = new Map<number, ReadonlyMap<string, number> | undefined>();

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === NEWLINE) this.lineStarts.push(i + 1);
    for (let line = 0; line < this.lineStarts.length; line++) this.indents.push(this.indentOf(line));
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** The first line after the block that starts at `line` (the key's line): the next line that holds something at the key's indentation or less. */
  blockEnd(line: number): number {
    const own = this.indents[line]!;
    for (let next = line + 1; next < this.indents.length; next++) {
      const indent = this.indents[next]!;
      if (indent >= 0 && indent <= own) return next;
    }
    return this.indents.length;
  }

  /**
   * The keys of the block mapping inside the block of the key at `parent` (-1: the whole text), by
   * name, each with its line; undefined when that block is not a plain block mapping.
   */
  children(parent: number): ReadonlyMap<string, number> | undefined {
    if (this.childrenByParent.has(parent)) return this.childrenByParent.get(parent);
    const found = this.findChildren(parent);
    this.childrenByParent.set(parent, found);
    return found;
  }

  private findChildren(parent: number): ReadonlyMap<string, number> | undefined {
    // A key whose line holds its value (`X: { a: 1,`) has no block mapping below it, whatever the
    // lines inside its flow collection or quoted text look like.
    if (parent >= 0 && !this.opensBlock(parent)) return undefined;
    const start = parent + 1;
    const end = parent < 0 ? this.indents.length : this.blockEnd(parent);
    let childIndent = -1;
    const keys = new Map<string, number>();
    for (let line = start; line < end; line++) {
      const indent = this.indents[line]!;
      if (indent < 0) continue;
      if (childIndent < 0) childIndent = indent;
      if (indent > childIndent) continue;
      if (indent < childIndent) return undefined;
      const key = this.keyAt(line, indent);
      if (key === undefined || keys.has(key)) return undefined;
      keys.set(key, line);
    }
    return keys.size > 0 ? keys : undefined;
  }

  /** The key a `key:` line starts with (plain, or quoted without escapes), or undefined for any other line. */
  private keyAt(line: number, indent: number): string | undefined {
    return this.split(line, indent)?.key;
  }

  /** Whether the key at `line` leaves the rest of its line empty (or a comment), so its value is the block below. */
  private opensBlock(line: number): boolean {
    const rest = this.split(line, this.indents[line]!)?.rest;
    return rest !== undefined && /^\s*(#.*)?$/.test(rest);
  }

  /** A `key:` line's key and what follows its colon, or undefined for any other line. */
  private split(line: number, indent: number): { key: string; rest: string } | undefined {
    const from = this.lineStarts[line]! + indent;
    const to = line + 1 < this.lineStarts.length ? this.lineStarts[line + 1]! - 1 : this.text.length;
    const content = this.text.slice(from, to);
    const first = content.charAt(0);
    if (first === '"' || first === "'") {
      const close = content.indexOf(first, 1);
      const key = content.slice(1, close);
      if (close < 0 || key.includes("\\") || key.includes(first)) return undefined;
      const colon = /^\s*:(\s|$)/.exec(content.slice(close + 1));
      return colon ? { key, rest: content.slice(close + 1 + colon[0].length) } : undefined;
    }
    if (/^[-?:,[\]{}#&*!|>%@`]/.test(content) && !/^[-?:][^\s]/.test(content)) return undefined;
    const colon = /:(\s|$)/.exec(content);
    if (!colon) return undefined;
    const key = content.slice(0, colon.index).trimEnd();
    // A comment, or a flow indicator, before the colon means this is not a plain key.
    return key === "" || / #/.test(key) || /[{}[\],]/.test(key) ? undefined : { key, rest: content.slice(colon.index + colon[0].length) };
  }

  private indentOf(line: number): number {
    const from = this.lineStarts[line]!;
    const to = line + 1 < this.lineStarts.length ? this.lineStarts[line + 1]! - 1 : this.text.length;
    let i = from;
    while (i < to && this.text.charCodeAt(i) === SPACE) i++;
    if (i >= to) return -1;
    const c = this.text.charCodeAt(i);
    if (c === HASH || (c === RETURN && i + 1 >= to)) return -1;
    return i - from;
  }
}
