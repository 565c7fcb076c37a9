import { LineIndex, PrototypeNameError, type Position } from "./positions.js";

/** An attribute with its namespace resolved (unprefixed attributes have no namespace, XML Namespaces 1.0, section 6.2). */
export interface XmlAttribute {
  /** The name as written, with its prefix. */
  readonly name: string;
  readonly local: string;
  readonly uri: string;
  readonly value: string;
  /** Character offset of the attribute's name. */
  readonly position: number;
}

/** An element with its namespace resolved, its attributes, children and the character data directly inside it. */
export interface XmlElement {
  /** The name as written, with its prefix. */
  readonly name: string;
  readonly local: string;
  readonly uri: string;
  readonly attributes: readonly XmlAttribute[];
  readonly children: XmlElement[];
  text: string;
  /** Character offset of the element's `<`. */
  readonly position: number;
}

/** A document that is not well-formed XML, or uses what the reader refuses (DOCTYPE). */
export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

/** Nesting beyond this is refused: CSDL documents nest annotations a dozen levels at most. */
const MAX_DEPTH = 256;
const NAME = /[A-Za-z_\u00C0-\uFFFF][\w.\-:\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);|&/g;
const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const XML_NS = "http://www.w3.org/XML/1998/namespace";
/** Characters an XML 1.0 document cannot hold, written or referenced (section 2.2): most C0 controls, U+FFFE, U+FFFF. */
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** The code point of a character reference's `#…` part (`#x41`, `#65`). */
function characterCode(ref: string): number {
  return ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
}

/** Whether a code point is an XML 1.0 character (section 2.2). */
function isXmlCharacter(code: number): boolean {
  return code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff));
}

interface Open {
  readonly element: XmlElement;
  readonly scope: ReadonlyMap<string, string>;
}

/**
 * A small, strict XML 1.0 reader for CSDL documents: elements, attributes, namespaces, character
 * data, CDATA, comments and processing instructions. DOCTYPE declarations are refused, so no
 * entity expansion can blow up. Positions are character offsets of each `<` and attribute name.
 */
export function parseXml(source: string): XmlElement {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const lines = new LineIndex(text);
  const fail = (message: string, offset: number): never => {
    throw new XmlSyntaxError(message, lines.at(offset));
  };
  // Refused where it stands: read on, it would surface far away, invisible in a name or a value.
  const control = NOT_XML_CHARACTER.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0);
    fail(`the character U+${code.toString(16).toUpperCase().padStart(4, "0")} is not allowed in XML (${code < 0x20 ? "a control character other than tab, line feed and carriage return" : "a noncharacter"}); remove it`, control.index);
  }
  const decode = (raw: string, offset: number, attribute: boolean): string => {
    // References are checked in the text as written, so that a position counts a CRLF before
    // them as two characters, as the file has them; line ends are normalised after.
    if (raw.includes("&")) {
      for (const found of raw.matchAll(ENTITY)) {
        const ref = found[1];
        if (ref === undefined) fail("'&' must start a character or entity reference (write &amp;)", offset + found.index);
        else if (ref.startsWith("#") && !isXmlCharacter(characterCode(ref))) fail(`character reference ${found[0]} is not an XML character`, offset + found.index);
      }
    }
    const normalised = attribute ? raw.replace(/\r\n|[\t\n\r]/g, " ") : raw.replace(/\r\n?/g, "\n");
    if (!normalised.includes("&")) return normalised;
    return normalised.replace(ENTITY, (_match, ref: string) => (ref.startsWith("#") ? String.fromCodePoint(characterCode(ref)) : NAMED[ref]!));
  };

  const stack: Open[] = [];
  let root: XmlElement | undefined;
  let pos = 0;
  while (pos < text.length) {
    const lt = text.indexOf("<", pos);
    const data = text.slice(pos, lt < 0 ? text.length : lt);
    if (data.length > 0) {
      const top = stack[stack.length - 1];
      if (top) top.element.text += decode(data, pos, false);
      else if (data.trim() !== "") fail("text outside the root element", pos + data.search(/\S/));
    }
    if (lt < 0) break;
    if (text.startsWith("<?", lt)) {
      pos = skipPast(text, "?>", lt, "processing instruction", fail);
    } else if (text.startsWith("<!--", lt)) {
      pos = skipPast(text, "-->", lt, "comment", fail);
    } else if (text.startsWith("<![CDATA[", lt)) {
      const end = skipPast(text, "]]>", lt, "CDATA section", fail);
      const top = stack[stack.length - 1] ?? fail("CDATA outside the root element", lt);
      top.element.text += text.slice(lt + 9, end - 3).replace(/\r\n?/g, "\n");
      pos = end;
    } else if (text.startsWith("<!", lt)) {
      fail("DOCTYPE and other declarations are not allowed in a CSDL document", lt);
    } else if (text.startsWith("</", lt)) {
      NAME.lastIndex = lt + 2;
      const name = NAME.exec(text)?.[0] ?? fail("expected an element name after '</'", lt + 2);
      SPACE.lastIndex = lt + 2 + name.length;
      SPACE.exec(text);
      if (text[SPACE.lastIndex] !== ">") fail(`expected '>' to end the end tag </${name}>`, SPACE.lastIndex);
      const open = stack.pop() ?? fail(`end tag </${name}> without a start tag`, lt);
      if (open.element.name !== name) fail(`end tag </${name}> does not match the start tag <${open.element.name}> at line ${lines.at(open.element.position).line}`, lt);
      pos = SPACE.lastIndex + 1;
    } else {
      const tag = readStartTag(text, lt, decode, fail, (offset) => {
        throw new PrototypeNameError(lines.at(offset));
      });
      if (stack.length === 0 && root) fail("a second root element", lt);
      if (stack.length >= MAX_DEPTH) fail(`elements nested deeper than ${MAX_DEPTH} levels`, lt);
      const parent = stack[stack.length - 1];
      const open = openElement(tag, parent?.scope ?? new Map([["xml", XML_NS]]), fail, lt);
      if (parent) parent.element.children.push(open.element);
      else root = open.element;
      if (!tag.selfClosing) stack.push(open);
      pos = tag.end;
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) throw new XmlSyntaxError(`element <${unclosed.element.name}> is not closed`, lines.at(unclosed.element.position));
  return root ?? fail("the document has no root element", 0);
}

type Fail = (message: string, offset: number) => never;

function skipPast(text: string, terminator: string, from: number, what: string, fail: Fail): number {
  const end = text.indexOf(terminator, from);
  return end < 0 ? fail(`${what} is not closed with '${terminator}'`, from) : end + terminator.length;
}

interface StartTag {
  readonly name: string;
  readonly attributes: Array<{ name: string; value: string; offset: number }>;
  readonly selfClosing: boolean;
  readonly end: number;
}

/** Attributes whose values become member names (elements, aliases, navigation binding paths). */
const NAME_ATTRIBUTES: ReadonlySet<string> = new Set(["Name", "Alias", "Path"]);

function readStartTag(
  text: string,
  lt: number,
  decode: (raw: string, offset: number, attribute: boolean) => string,
  fail: Fail,
  rejectPrototype: (offset: number) => never,
): StartTag {
  NAME.lastIndex = lt + 1;
  const name = NAME.exec(text)?.[0] ?? fail("expected an element name after '<'", lt + 1);
  let pos = lt + 1 + name.length;
  const attributes: StartTag["attributes"] = [];
  for (;;) {
    SPACE.lastIndex = pos;
    SPACE.exec(text);
    const spaced = SPACE.lastIndex > pos;
    pos = SPACE.lastIndex;
    if (text.startsWith("/>", pos)) return { name, attributes, selfClosing: true, end: pos + 2 };
    if (text[pos] === ">") return { name, attributes, selfClosing: false, end: pos + 1 };
    if (pos >= text.length) fail(`start tag <${name}> is not closed`, lt);
    if (!spaced) fail(`expected white space, '>' or '/>' in <${name}>`, pos);
    NAME.lastIndex = pos;
    const attribute = NAME.exec(text)?.[0] ?? fail(`unexpected character '${text[pos]}' in <${name}>`, pos);
    const offset = pos;
    SPACE.lastIndex = pos + attribute.length;
    SPACE.exec(text);
    if (text[SPACE.lastIndex] !== "=") fail(`attribute ${attribute} needs '=' and a quoted value`, SPACE.lastIndex);
    SPACE.lastIndex += 1;
    SPACE.exec(text);
    const quote = text[SPACE.lastIndex];
    if (quote !== '"' && quote !== "'") fail(`the value of attribute ${attribute} must be quoted`, SPACE.lastIndex);
    const close = text.indexOf(quote!, SPACE.lastIndex + 1);
    if (close < 0) fail(`the value of attribute ${attribute} is not closed`, SPACE.lastIndex);
    const raw = text.slice(SPACE.lastIndex + 1, close);
    const lessThan = raw.indexOf("<");
    if (lessThan >= 0) fail(`'<' is not allowed in the value of attribute ${attribute} (write &lt;)`, SPACE.lastIndex + 1 + lessThan);
    if (attributes.some((a) => a.name === attribute)) fail(`attribute ${attribute} appears twice`, offset);
    const value = decode(raw, SPACE.lastIndex + 1, true);
    // Names become object members on the way: the one JavaScript cannot hold is refused here,
    // decoded (only where a name is written: a string value of `__proto__` is just text).
    if (value === "__proto__" && NAME_ATTRIBUTES.has(attribute)) rejectPrototype(SPACE.lastIndex + 1);
    attributes.push({ name: attribute, value, offset });
    pos = close + 1;
  }
}

function openElement(tag: StartTag, inherited: ReadonlyMap<string, string>, fail: Fail, lt: number): Open {
  const position = lt;
  let scope = inherited;
  for (const a of tag.attributes) {
    if (a.name === "xmlns" || a.name.startsWith("xmlns:")) {
      if (scope === inherited) scope = new Map(inherited);
      (scope as Map<string, string>).set(a.name === "xmlns" ? "" : a.name.slice(6), a.value);
    }
  }
  const resolve = (qualified: string, isElement: boolean, offset: number): { local: string; uri: string } => {
    const colon = qualified.indexOf(":");
    if (colon < 0) return { local: qualified, uri: isElement ? (scope.get("") ?? "") : "" };
    const prefix = qualified.slice(0, colon);
    const uri = scope.get(prefix) ?? fail(`namespace prefix '${prefix}' is not declared`, offset);
    return { local: qualified.slice(colon + 1), uri };
  };
  const { local, uri } = resolve(tag.name, true, lt + 1);
  const attributes: XmlAttribute[] = [];
  for (const a of tag.attributes) {
    if (a.name === "xmlns" || a.name.startsWith("xmlns:")) continue;
    const { local: attributeLocal, uri: attributeUri } = resolve(a.name, false, a.offset);
    attributes.push({ name: a.name, local: attributeLocal, uri: attributeUri, value: a.value, position: a.offset });
  }
  return { element: { name: tag.name, local, uri, attributes, children: [], text: "", position }, scope };
}
