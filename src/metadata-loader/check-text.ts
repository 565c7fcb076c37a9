import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { describePath } from "./describe-path.js";
import { locate, locateWithin, type ParsedFile, type PathSegment } from "./parse-yaml.js";

/** Characters XML 1.0 cannot carry at all, not even as character references (XML 1.0, section 2.2). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** Reports every key and string value that holds a character the outputs cannot carry (EDM0401). */
export function checkText(parsed: ParsedFile): Diagnostic[] {
  // Keys and strings are pieces of the text, except what escapes in double-quoted scalars
  // produce: a text with neither a backslash nor such a character cannot yield one.
  if (!parsed.text.includes("\\") && !NOT_XML.test(parsed.text)) return [];
  const diagnostics: Diagnostic[] = [];
  // Paths are built only for a reported value: each entry links to its parent's.
  const stack: Array<{ value: unknown; parent: Trail | undefined; segment: PathSegment | undefined }> = [{ value: parsed.value, parent: undefined, segment: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value === "string") {
      const match = NOT_XML.exec(value);
      if (match) {
        const path = pathOf(entry);
        diagnostics.push(createDiagnostic("EDM0401", { where: describePath(path), codePoint: codePoint(match[0]) }, locateWithin(parsed, path, false, NOT_XML)));
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, parent: entry, segment: i }));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const match = NOT_XML.exec(key);
        if (match) diagnostics.push(createDiagnostic("EDM0401", { where: `key '${key.replace(NOT_XML, "?")}'`, codePoint: codePoint(match[0]) }, locateWithin(parsed, [...pathOf(entry), key], true, NOT_XML)));
        stack.push({ value: item, parent: entry, segment: key });
      }
    }
  }
  return diagnostics;
}

/**
 * Reports a `__proto__` member inside an annotation value (EDM0218): the value is data, copied into
 * the outputs, where JavaScript readers take that member for the object's prototype and drop it.
 * (Names of model elements are checked when the model is built.)
 */
export function checkPrototypeKeys(parsed: ParsedFile): Diagnostic[] {
  if (!parsed.text.includes("__proto__")) return [];
  const diagnostics: Diagnostic[] = [];
  const stack: Array<{ value: unknown; path: PathSegment[]; inAnnotation: boolean }> = [{ value: parsed.value, path: [], inAnnotation: false }];
  while (stack.length > 0) {
    const { value, path, inAnnotation } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i], inAnnotation }));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "__proto__" && inAnnotation) {
          diagnostics.push(createDiagnostic("EDM0218", { kind: "annotation member", name: key }, locate(parsed, [...path, key], true)));
          continue;
        }
        // The keys of an `annotations` mapping are terms; what their values hold is data.
        stack.push({ value: item, path: [...path, key], inAnnotation: inAnnotation || path[path.length - 1] === "annotations" });
      }
    }
  }
  return diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
}

interface Trail {
  readonly parent: Trail | undefined;
  readonly segment: PathSegment | undefined;
}

function pathOf(trail: Trail): PathSegment[] {
  const path: PathSegment[] = [];
  for (let t: Trail | undefined = trail; t?.segment !== undefined; t = t.parent) path.push(t.segment);
  return path.reverse();
}

function codePoint(char: string): string {
  return "U+" + char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
}
