/**
 * A small XML text builder: two-space indentation, attributes in the order given, empty elements
 * self-closed. Text is escaped so that it reads back exactly (XML 1.0, sections 2.4 and 3.3.3):
 * `&`, `<`, `>` and `"` as entities, and tab, line feed and carriage return as character
 * references, which survive attribute-value normalisation (a literal one would become a space).
 */

/** Characters XML 1.0 cannot carry at all, not even as character references (XML 1.0, section 2.2). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
const SPECIAL = /[&<>"\t\n\r]/g;
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

/** Whether `text` has a character that needs a reference or may be one XML cannot carry (a loop beats a regex call on short strings). */
function mayNeedEscaping(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x26 || c === 0x3c || c === 0x3e || (c >= 0xd800 && (c <= 0xdfff || c >= 0xfffe))) return true;
  }
  return false;
}

/** Escapes text for an attribute value or element content. The model rejects what XML cannot carry; meeting it here is a bug. */
export function escapeXml(text: string): string {
  // Fast path: most names and descriptions need nothing (and the careful check below is slow).
  if (!mayNeedEscaping(text)) return text;
  if (NOT_XML.test(text)) {
    throw new Error(`internal error: text that XML 1.0 cannot carry reached the CSDL XML writer: ${JSON.stringify(text)}`);
  }
  return text.replace(SPECIAL, (c) => REPLACEMENTS[c]!);
}

/** ` name="value"` with the value escaped; empty when the value is undefined (the attribute is left out). */
export function attr(name: string, value: string | undefined): string {
  return value === undefined ? "" : ` ${name}="${escapeXml(value)}"`;
}

const INDENTS: string[] = [];
function indentation(depth: number): string {
  return (INDENTS[depth] ??= "  ".repeat(depth));
}

/**
 * Collects lines in a small array and joins it into a flat string every few thousand lines:
 * one growing `+=` string is a rope of millions of small nodes that all stay alive (and are
 * copied by every young-generation GC) until the end; flat chunks are few and compact.
 */
const LINES_PER_CHUNK = 4096;

export class XmlBuilder {
  private readonly chunks: string[] = [];
  private lines: string[] = [];
  private depth = 0;

  /** Appends a line at the current depth. */
  line(text: string): void {
    this.lines.push(indentation(this.depth) + text + "\n");
    if (this.lines.length === LINES_PER_CHUNK) {
      this.chunks.push(this.lines.join(""));
      this.lines = [];
    }
  }

  /** `<name attributes/>`; `attributes` is rendered with `attr`. */
  empty(name: string, attributes = ""): void {
    this.line(`<${name}${attributes}/>`);
  }

  /** `<name attributes>`, children follow at the next depth. */
  open(name: string, attributes = ""): void {
    this.line(`<${name}${attributes}>`);
    this.depth++;
  }

  close(name: string): void {
    this.depth--;
    this.line(`</${name}>`);
  }

  /** `<name>text</name>` on one line. */
  textElement(name: string, text: string): void {
    this.line(`<${name}>${escapeXml(text)}</${name}>`);
  }

  /** An element whose children `body` writes; self-closed when `hasChildren` is false. */
  element(name: string, attributes: string, hasChildren: boolean, body: () => void): void {
    if (!hasChildren) {
      this.empty(name, attributes);
      return;
    }
    this.open(name, attributes);
    body();
    this.close(name);
  }

  toString(): string {
    return this.chunks.join("") + this.lines.join("");
  }
}
