import { createRequire } from "node:module";
import type { Document, LineCounter, Node } from "yaml";
import type * as YamlLibrary from "yaml";
import jsYaml from "js-yaml";
import { YAML_12_CORE_SCHEMA } from "./core-schema.js";
import { createDiagnostic, type Diagnostic, type Location } from "../diagnostics/diagnostic.js";
import { preScan, type ScanResult } from "./pre-scan.js";
import { BlockOutline } from "./block-outline.js";
import { withLoneCrsAsLf } from "./line-ends.js";

/**
 * The `yaml` library, loaded on first use: a valid model of plain files is read by js-yaml alone,
 * and the library (about thirty modules) is needed only for positions and for files that use
 * anchors, aliases or tags. Loaded with `require` so the loader stays synchronous.
 */
let yamlLibrary: typeof YamlLibrary | undefined;
function yaml(): typeof YamlLibrary {
  return (yamlLibrary ??= createRequire(import.meta.url)("yaml") as typeof YamlLibrary);
}

/** Limits that keep hostile input from hanging or exhausting the loader. */
export interface ParseLimits {
  /** Alias uses allowed per file (each counts every node it expands to). */
  readonly maxAliasCount: number;
  /** Nesting depth of mappings and lists. */
  readonly maxDepth: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = { maxAliasCount: 100, maxDepth: 64 };

/** The YAML document of a file with its line index: what positions are read from. */
export interface PositionedDocument {
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
}

/** A parsed metadata file: its plain value, and its YAML document with positions (built on first use). */
export interface ParsedFile {
  readonly file: string;
  readonly text: string;
  readonly value: unknown;
  readonly positions: () => PositionedDocument;
  /**
   * Files read by the fast path: their block outline, and whether `positions` has been built.
   * Until it has, a position is found in the one block that holds it (`locateInBlock`).
   */
  readonly outline?: () => BlockOutline;
  readonly positionsBuilt?: () => boolean;
}

export type PathSegment = string | number;

/**
 * Parses one file's text. YAML errors, unsupported tags, excessive aliasing and excessive nesting
 * all become positioned diagnostics; the value is returned only when there were none.
 *
 * Two parsers, one result: plain files (no anchors, aliases, tags or directives) are read with
 * js-yaml, about twenty times faster on large models, and the `yaml` library's document with
 * positions is built only when a position is asked for (a diagnostic, `edmgen diff`). Anything
 * else, and any file js-yaml rejects, goes through the `yaml` library, whose errors carry the
 * positions and codes reported. Both read the YAML 1.2 core schema (js-yaml with
 * `YAML_12_CORE_SCHEMA`, which reads every scalar as the `yaml` library does).
 */
export function parseYamlFile(
  file: string,
  source: string,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): { parsed?: ParsedFile; diagnostics: Diagnostic[] } {
  const text = withLoneCrsAsLf(source);
  const scan = preScan(text, limits.maxDepth);
  if (scan.tooDeepAt !== undefined) {
    return { diagnostics: [createDiagnostic("EDM0007", { limit: limits.maxDepth }, locateOffset(file, text, scan.tooDeepAt))] };
  }
  // js-yaml reads a few forms YAML 1.2 refuses (`scan.laxAt`, REFUSED_BY_YAML): those files are read as editors read them.
  if (scan.laxAt === undefined && !USES_YAML_FEATURES.test(text) && !REFUSED_BY_YAML.test(text)) {
    const fast = parseFast(file, text);
    if (fast) return fast;
  }
  // The texts have the same offsets: a lone CR became one LF.
  const underIndented = scan.underIndented && { ...scan.underIndented, afterLoneCr: source.charCodeAt(lineStartOf(text, scan.underIndented.at) - 1) === 13 };
  return parseWithPositions(file, text, limits, scan.unclosedQuoteAt, underIndented);
}

/** The offset where the line holding `offset` starts. */
function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** A line inside a quoted scalar or flow collection not indented past its key or entry (see `ScanResult`). */
type UnderIndented = NonNullable<ScanResult["underIndented"]> & { readonly afterLoneCr: boolean };

/**
 * The syntax error of an under-indented line of a quoted text, said plainly: the `yaml` library
 * reports a missing closing quote at the end of the line before, though the quote is closed further on.
 */
function underIndentedDetail(problem: UnderIndented, lineOf: (offset: number) => number): string {
  const cause = problem.afterLoneCr ? " (the line break before it is a lone CR, an old Mac line end, which YAML reads as one)" : "";
  return `this line continues the quoted text opened on line ${lineOf(problem.opensAt)} but is not indented past the key or list entry that holds it${cause}`;
}

/**
 * Anchors, aliases, tags, merge keys, directives, explicit keys, collections used as keys, and
 * keys that may be YAML's null (`~:`, `null:`, a missing key, in a block or a flow collection:
 * `{ : x }`, `[a, : b]`), which js-yaml turns into the name 'null': files using them take the careful path.
 */
const USES_YAML_FEATURES =
  /(^|[\s[\]{},:-])[&*!][^\s]|^%|<<\s*:|(^|[[{,])\s*\?(\s|$)|[}\]]\s*:(\s|$)|(^|[\s[{,])(~|null|Null|NULL)\s*:([\s,[\]{}]|$)|(^|[[{,])\s*:([\s,[\]{}]|$)/m;

/**
 * Forms js-yaml reads and YAML 1.2 refuses: a block collection on the `---` line (`--- a: 1`), a
 * `---` that is no marker (`---#`), and a comment not set off by a space from the quoted scalar or
 * flow collection before it (`"x"#c`, `[a]#c`). A file with one (or with such text inside a quoted
 * string) takes the careful path, whose error is the one reported.
 */
const REFUSED_BY_YAML = /^---(?:[ \t]+[^\s#]|[^\s])|["'\]}]#/m;

function parseFast(file: string, text: string): { parsed?: ParsedFile; diagnostics: Diagnostic[] } | undefined {
  let value: unknown;
  try {
    value = jsYaml.load(text, { schema: YAML_12_CORE_SCHEMA, filename: file });
  } catch {
    return undefined;
  }
  let positions: PositionedDocument | undefined;
  let outline: BlockOutline | undefined;
  const positioned = () => (positions ??= documentWithPositions(text));
  return {
    parsed: { file, text, value, positions: positioned, outline: () => (outline ??= new BlockOutline(text)), positionsBuilt: () => positions !== undefined },
    diagnostics: [],
  };
}

function documentWithPositions(text: string): PositionedDocument {
  const lineCounter = new (yaml().LineCounter)();
  // js-yaml has read the text without duplicate keys; the yaml library's own check compares each
  // key with every earlier one of its mapping, seconds on a mapping of tens of thousands of keys.
  const document = yaml().parseDocument(text, { lineCounter, version: "1.2", schema: "core", uniqueKeys: false, prettyErrors: false });
  return { document, lineCounter };
}

function parseWithPositions(
  file: string,
  text: string,
  limits: ParseLimits,
  unclosedQuoteAt: number | undefined,
  underIndented: UnderIndented | undefined,
): { parsed?: ParsedFile; diagnostics: Diagnostic[] } {
  const lineCounter = new (yaml().LineCounter)();
  const at = (offset: number): Location => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  let document: Document.Parsed;
  try {
    // YAML 1.2 core schema: `1:1` stays a string (YAML 1.1 would read it as the number 61).
    // Duplicate keys are found below, in one pass (the library's check is quadratic in a mapping's size).
    document = yaml().parseDocument(text, { lineCounter, version: "1.2", schema: "core", uniqueKeys: false, prettyErrors: false, strict: true });
  } catch {
    return { diagnostics: [createDiagnostic("EDM0007", { limit: limits.maxDepth }, { file, line: 1, column: 1 })] };
  }
  const diagnostics: Diagnostic[] = [];
  // The first syntax error of the file, with a count of the later ones (which mostly follow from it).
  const syntaxErrors = document.errors;
  const offsetOf = (pos: number) => (pos >= text.length - 1 && unclosedQuoteAt !== undefined ? unclosedQuoteAt : Math.min(pos, Math.max(0, text.length - 1)));
  const first = syntaxErrors[0];
  if (first !== undefined && underIndented !== undefined && first.pos[0] >= underIndented.opensAt) {
    const detail = underIndentedDetail(underIndented, (offset) => lineCounter.linePos(offset).line);
    diagnostics.push(createDiagnostic("EDM0005", { detail, more: syntaxErrors.length - 1 }, at(underIndented.at)));
  }
  // An unclosed quote runs to the end of the file: point at where it opens.
  else if (first !== undefined) diagnostics.push(createDiagnostic("EDM0005", { detail: firstLine(first.message), code: first.code, more: syntaxErrors.length - 1 }, at(offsetOf(first.pos[0]))));
  for (const { offset, aliased } of duplicateKeys(document)) {
    const written = duplicateKeyAt(text, offset);
    diagnostics.push(createDiagnostic("EDM0008", aliased === undefined ? { key: written } : { key: aliased, alias: written }, at(offset)));
  }
  for (const warning of document.warnings) {
    if (warning.code === "TAG_RESOLVE_FAILED") {
      diagnostics.push(createDiagnostic("EDM0009", { tag: tagAt(text, warning.pos[0]) }, at(warning.pos[0])));
    } else {
      diagnostics.push(createDiagnostic("EDM0005", { detail: firstLine(warning.message) }, at(warning.pos[0])));
    }
  }
  if (diagnostics.length > 0) return { diagnostics };

  const deep = findTooDeep(document.contents, limits.maxDepth);
  if (deep !== undefined) {
    return { diagnostics: [createDiagnostic("EDM0007", { limit: limits.maxDepth }, at(deep))] };
  }
  const shapeProblems = findUnsupportedNodes(document.contents);
  if (shapeProblems.length > 0) {
    return {
      diagnostics: shapeProblems.map((p) =>
        p.kind === "tag"
          ? createDiagnostic("EDM0009", { tag: p.tag }, at(tagOffset(text, p.tag, p.offset)))
          : p.kind === "merge"
            ? createDiagnostic("EDM0005", { detail: "the merge key '<<' is not supported", code: "MERGE_KEY" }, at(p.offset))
            : createDiagnostic("EDM0102", { where: "a key", expected: "a plain name", actual: p.actual, ...(p.nullKey ? { nullKey: true } : {}) }, at(p.offset)),
      ),
    };
  }
  const selfReference = findSelfReferencingAlias(document);
  if (selfReference !== undefined) {
    const detail = `the alias '*${selfReference.name}' stands inside the node '&${selfReference.name}' it names, so the value would contain itself without end`;
    return { diagnostics: [createDiagnostic("EDM0005", { detail }, at(selfReference.offset))] };
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: limits.maxAliasCount });
  } catch (error) {
    const alias = firstAliasOffset(document.contents);
    if (/excessive alias count/i.test(String(error))) {
      return { diagnostics: [createDiagnostic("EDM0006", { limit: limits.maxAliasCount }, at(alias ?? 0))] };
    }
    return { diagnostics: [createDiagnostic("EDM0005", { detail: firstLine(String((error as Error).message ?? error)) }, at(alias ?? 0))] };
  }
  const positions: PositionedDocument = { document, lineCounter };
  return { parsed: { file, text, value, positions: () => positions }, diagnostics: [] };
}

/**
 * The position of the node at `path`: of its key when `key` is set (for "unknown key" and
 * "duplicate name" errors), else of its value. Falls back to the nearest existing ancestor.
 */
export function locate(parsed: ParsedFile, path: readonly PathSegment[], key = false): Location {
  return locateWithin(parsed, path, key);
}

/**
 * The text of the plain scalar at `path` as written: the digits of a number, which its parsed
 * value (a double) may have lost. Found at its position, so a file read by the fast path is not
 * read again whole.
 */
export function plainScalarText(parsed: ParsedFile, path: readonly PathSegment[]): string {
  const { line, column } = locateWithin(parsed, path);
  PLAIN_SCALAR.lastIndex = lineStartsOf(parsed)[line - 1]! + column - 1;
  return PLAIN_SCALAR.exec(parsed.text)?.[0] ?? "";
}

/** A plain scalar without spaces (a number): it ends at white space, a comment or flow punctuation. */
const PLAIN_SCALAR = /[^\s,[\]{}#]*/y;

const lineStarts = new WeakMap<ParsedFile, number[]>();

/** The offsets where the lines of a file's text start, found once for the few files asked. */
function lineStartsOf(parsed: ParsedFile): number[] {
  let starts = lineStarts.get(parsed);
  if (starts === undefined) {
    starts = [0];
    for (let at = parsed.text.indexOf("\n"); at >= 0; at = parsed.text.indexOf("\n", at + 1)) starts.push(at + 1);
    lineStarts.set(parsed, starts);
  }
  return starts;
}

/**
 * As `locate`, but at the first character matching `pattern` written as itself in the key or value
 * found (an invisible control character inside a long text), where there is one; otherwise (written
 * as an escape, `"\u0007"`) at the node.
 */
export function locateWithin(parsed: ParsedFile, path: readonly PathSegment[], key = false, pattern?: RegExp): Location {
  if (parsed.outline && parsed.positionsBuilt && !parsed.positionsBuilt()) {
    const found = locateInBlock(parsed, parsed.outline(), path, key, pattern);
    if (found) return found;
  }
  const { document, lineCounter } = parsed.positions();
  const { line, col } = lineCounter.linePos(offsetOf(document, parsed.text, path, key, pattern));
  return { file: parsed.file, line, column: col };
}

/**
 * The position of the node at `path` found in the smallest block of the file's outline that holds
 * it: the block mapping keys lead down by indentation as far as they go, and the `yaml` library
 * reads that block alone for the rest. Undefined when the outline does not reach the path's first
 * key or the block does not read on its own; the caller then reads the whole file.
 */
export function locateInBlock(parsed: ParsedFile, outline: BlockOutline, path: readonly PathSegment[], key: boolean, pattern: RegExp | undefined): Location | undefined {
  let parent = -1;
  let consumed = 0;
  while (consumed < path.length && typeof path[consumed] === "string") {
    const line = outline.children(parent)?.get(path[consumed] as string);
    if (line === undefined) break;
    parent = line;
    consumed++;
  }
  if (parent < 0) return undefined;
  const start = outline.lineStarts[parent]!;
  const endLine = outline.blockEnd(parent);
  const end = endLine < outline.lineCount ? outline.lineStarts[endLine]! : parsed.text.length;
  const blockText = parsed.text.slice(start, end);
  const block = yaml().parseDocument(blockText, { version: "1.2", schema: "core", uniqueKeys: false, prettyErrors: false });
  // The block holds exactly the one key it was found by, or the outline was wrong about it.
  if (block.errors.length > 0 || !yaml().isMap(block.contents) || block.contents.items.length !== 1) return undefined;
  const offset = start + offsetOf(block as Document.Parsed, blockText, path.slice(consumed - 1), key, pattern);
  let low = 0;
  let high = outline.lineCount - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (outline.lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { file: parsed.file, line: low + 1, column: offset - outline.lineStarts[low]! + 1 };
}

/** The offset in `text` of the node at `path` of its document (see `locateWithin`), or of its nearest existing ancestor. */
function offsetOf(document: Document.Parsed, text: string, path: readonly PathSegment[], key: boolean, pattern: RegExp | undefined): number {
  let node: unknown = document.contents;
  let offset = rangeStart(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    node = resolveAlias(document, node);
    if (yaml().isMap(node)) {
      const pair = pairsByKey(node).get(String(segment));
      if (!pair) break;
      const last = i === path.length - 1;
      if (last && key) {
        offset = rangeStart(pair.key) ?? offset;
        node = pair.key;
        break;
      }
      node = pair.value;
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset;
    } else if (yaml().isSeq(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (item === undefined) break;
      node = item;
      offset = rangeStart(item) ?? offset;
    } else {
      break;
    }
  }
  if (pattern !== undefined && yaml().isScalar(node) && node.range) {
    const found = pattern.exec(text.slice(node.range[0], node.range[1]));
    if (found) offset = node.range[0] + found.index;
  }
  return offset;
}

type YamlMap = Extract<ReturnType<typeof asMap>, object>;
const asMap = (node: unknown) => (yaml().isMap(node) ? node : undefined);
const pairIndex = new WeakMap<object, Map<string, YamlMap["items"][number]>>();

/** The pairs of a mapping by key, indexed once: positions are looked up for every element of the model. */
function pairsByKey(node: YamlMap): Map<string, YamlMap["items"][number]> {
  let index = pairIndex.get(node);
  if (!index) {
    index = new Map();
    for (const pair of node.items) if (yaml().isScalar(pair.key)) index.set(String(pair.key.value), pair);
    pairIndex.set(node, index);
  }
  return index;
}

function resolveAlias(document: Document.Parsed, node: unknown): unknown {
  let current = node;
  for (let hops = 0; yaml().isAlias(current) && hops < 100; hops++) current = current.resolve(document);
  return current;
}

function rangeStart(node: unknown): number | undefined {
  if (node && typeof node === "object" && "range" in node) {
    const range = (node as Node).range;
    return range ? range[0] : undefined;
  }
  return undefined;
}

function locateOffset(file: string, text: string, offset: number): Location {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { file, line, column: offset - lineStart + 1 };
}

/**
 * Where a mapping repeats a key (YAML 1.2, section 3.2.1.1: keys are unique), in one pass with a
 * set per mapping: the later occurrences, in source order. Keys are equal when they are scalars of
 * the same value (`1` and `"1"` differ), as the yaml library compares them.
 */
function duplicateKeys(document: Document.Parsed): { offset: number; aliased?: string }[] {
  const found: { offset: number; aliased?: string }[] = [];
  const stack: unknown[] = [document.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!yaml().isCollection(node)) continue;
    const seen = yaml().isMap(node) ? new Set<unknown>() : undefined;
    for (const item of node.items as unknown[]) {
      if (!yaml().isPair(item)) {
        stack.push(item);
        continue;
      }
      // A key written as an alias (`*name :`) is the scalar it names.
      const key = yaml().isAlias(item.key) ? item.key.resolve(document) : item.key;
      if (seen && yaml().isScalar(key)) {
        const value = key.value;
        if (seen.has(value)) found.push(key === item.key ? { offset: rangeStart(item.key) ?? 0 } : { offset: rangeStart(item.key as unknown) ?? 0, aliased: String(value) });
        else seen.add(value);
      }
      stack.push(item.value);
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

/** Offset of the first node nested deeper than `limit`, walking without recursion. */
function findTooDeep(root: unknown, limit: number): number | undefined {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!yaml().isCollection(node)) continue;
    if (depth > limit) return rangeStart(node) ?? 0;
    for (const item of node.items as unknown[]) {
      if (yaml().isPair(item)) stack.push({ node: item.value, depth: depth + 1 });
      else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/** An alias inside the node its anchor names (`&a { x: *a }`): the library would build a cyclic value. */
function findSelfReferencingAlias(document: Document.Parsed): { name: string; offset: number } | undefined {
  const open = new Set<unknown>();
  const walk = (node: unknown): { name: string; offset: number } | undefined => {
    if (yaml().isAlias(node)) {
      return open.has(node.resolve(document)) ? { name: node.source, offset: rangeStart(node) ?? 0 } : undefined;
    }
    if (!yaml().isCollection(node)) return undefined;
    open.add(node);
    for (const item of node.items as unknown[]) {
      const found = yaml().isPair(item) ? (walk(item.key) ?? walk(item.value)) : walk(item);
      if (found) return found;
    }
    open.delete(node);
    return undefined;
  };
  return walk(document.contents);
}

function firstAliasOffset(root: unknown): number | undefined {
  let first: number | undefined;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (yaml().isAlias(node)) {
      const offset = rangeStart(node);
      if (offset !== undefined && (first === undefined || offset < first)) first = offset;
      continue;
    }
    if (yaml().isCollection(node)) {
      for (const item of node.items as unknown[]) {
        if (yaml().isPair(item)) stack.push(item.value);
        else stack.push(item);
      }
    }
  }
  return first;
}

/** The core schema's tags (YAML 1.2, section 10.3): anything else, `!!binary` or `!custom`, is refused. */
const CORE_TAGS = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

type Unsupported = { kind: "tag"; tag: string; offset: number } | { kind: "key"; actual: string; offset: number; nullKey?: boolean } | { kind: "merge"; offset: number };

/** Tags outside the core schema, keys that are lists or mappings, and merge keys (`<<`), in source order. */
function findUnsupportedNodes(root: unknown): Unsupported[] {
  const found: Unsupported[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    const tag = node && typeof node === "object" && "tag" in node ? (node as { tag?: string }).tag : undefined;
    if (tag && !CORE_TAGS.has(tag)) found.push({ kind: "tag", tag: tag.replace(/^tag:yaml\.org,2002:/, "!!"), offset: rangeStart(node) ?? 0 });
    if (yaml().isCollection(node)) {
      for (const item of node.items as unknown[]) {
        if (yaml().isPair(item)) {
          if (item.key !== null && yaml().isCollection(item.key)) found.push({ kind: "key", actual: yaml().isSeq(item.key) ? "a list" : "a mapping", offset: rangeStart(item.key) ?? 0 });
          else if (yaml().isScalar(item.key) && item.key.type === "PLAIN" && item.key.value === "<<") found.push({ kind: "merge", offset: rangeStart(item.key) ?? 0 });
          // `~:`, `null:` (or no key at all): YAML's null, which would become a name 'null' unseen.
          else if (item.key === null || (yaml().isScalar(item.key) && item.key.value === null)) found.push({ kind: "key", actual: "null", offset: rangeStart(item.key) ?? rangeStart(item.value) ?? 0, nullKey: true });
          else stack.push(item.key);
          stack.push(item.value);
        } else stack.push(item);
      }
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

/** Where a node's tag is written: the node's range starts after it. */
function tagOffset(text: string, tag: string, nodeOffset: number): number {
  const written = text.lastIndexOf(tag.startsWith("!!") ? tag : "!", nodeOffset);
  return written === -1 ? nodeOffset : written;
}

function duplicateKeyAt(text: string, offset: number): string {
  const match = /^[^:\n]*/.exec(text.slice(offset));
  return (match?.[0] ?? "").trim().replace(/^["']|["']$/g, "");
}

function tagAt(text: string, offset: number): string {
  const match = /^!\S*/.exec(text.slice(offset));
  return match?.[0] ?? "!";
}

function firstLine(message: string): string {
  return message
    .split("\n")[0]!
    .replace(/ at line \d+, column \d+:?$/, "")
    .replace(/;? ?please use YAML\.parseAllDocuments\(\)\.?/, "; a metadata file holds one document");
}
