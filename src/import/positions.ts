/** A 1-based line and column in the imported document. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Turns character offsets of a text into 1-based lines and columns (UTF-16 code units, as editors count in JavaScript). */
export class LineIndex {
  private readonly starts: number[] = [0];

  /** Lines end at LF, CR LF and a lone CR (XML 1.0, section 2.11, and what editors count). */
  constructor(text: string) {
    for (const match of text.matchAll(/\r\n?|\n/g)) this.starts.push(match.index + match[0].length);
  }

  at(offset: number): Position {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.starts[low]! + 1 };
  }
}

const POSITION = Symbol("position");
const MEMBER_POSITIONS = Symbol("member positions");

interface Marked {
  [POSITION]?: number;
  [MEMBER_POSITIONS]?: Record<string, number>;
}

/**
 * Where the elements of the CSDL JSON form came from, as character offsets: objects by identity,
 * members (whose values may be primitives) by their object and name. Offsets live in symbol-keyed
 * properties of the objects themselves (not enumerated, not serialised), which costs far less than
 * a WeakMap on large documents; lines and columns are computed only for diagnostics.
 */
export class SourcePositions {
  /** The index of the text the offsets point into. */
  lines: LineIndex | undefined;

  mark(object: object, offset: number): void {
    (object as Marked)[POSITION] = offset;
  }

  markMember(object: object, member: string, offset: number): void {
    const marked = object as Marked;
    (marked[MEMBER_POSITIONS] ??= Object.create(null) as Record<string, number>)[member] = offset;
  }

  /** The offset of an object, or of one of its members when `member` is given (falling back to the object). */
  offsetOf(object: object, member?: string): number | undefined {
    const marked = object as Marked;
    if (member !== undefined) {
      const found = marked[MEMBER_POSITIONS]?.[member];
      if (found !== undefined) return found;
    }
    return marked[POSITION];
  }

  /** Members and items (by index) that are numbers kept as their text, per object or array (`parseJson`). */
  private readonly numberTexts = new WeakMap<object, Set<string | number>>();

  /** Records that a member or item is a number a double cannot hold, kept as its text. */
  markNumberText(container: object, key: string | number): void {
    const keys = this.numberTexts.get(container);
    if (keys) keys.add(key);
    else this.numberTexts.set(container, new Set([key]));
  }

  /** Whether a member or item is a number kept as its text rather than a string. */
  isNumberText(container: object, key: string | number): boolean {
    return this.numberTexts.get(container)?.has(key) ?? false;
  }

  /** The line and column of an object or member, when known. */
  of(object: object, member?: string): Position | undefined {
    const offset = this.offsetOf(object, member);
    return offset === undefined || !this.lines ? undefined : this.lines.at(offset);
  }
}

/**
 * `__proto__` met as a name (a JSON member, an XML attribute value) after decoding: JavaScript
 * objects read it as their prototype, so the element would vanish on the way (EDM0218).
 */
export class PrototypeNameError extends Error {
  constructor(readonly position: Position) {
    super("the name __proto__");
  }
}
