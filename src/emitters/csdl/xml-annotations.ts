import { pathMarkerOf, typedConstantOf } from "./annotation-values.js";
import type { CsdlObject, CsdlValue } from "./tree.js";
import { attr, type XmlBuilder } from "./xml-builder.js";
import { dynamicOperatorOf, writeDynamicExpression } from "./xml-dynamic.js";

/**
 * Annotations and annotation values in CSDL XML (CSDL XML 4.01, section 14): CSDL JSON annotation
 * members (`@Term#Qualifier`, `Member@Term`, `@Term@NestedTerm`) become `Annotation` elements;
 * constant values and paths are written as inline attributes where possible (section 14.4),
 * collections and records as `Collection` and `Record` elements.
 */

const NONE: readonly string[] = [];

/** An object's annotation members by what they annotate: the object itself (`""`), a member (`"Name"`) or an annotation (`"@Term"`). */
export class AnnotationIndex {
  /** The object's member names, in order. */
  readonly members: readonly string[];
  private readonly own: string[] = [];
  private other: Map<string, string[]> | undefined;

  constructor(readonly object: CsdlObject) {
    this.members = Object.keys(object);
    for (const key of this.members) {
      if (key.charCodeAt(0) !== 64 /* @ */) {
        if (key.includes("@")) this.group(key);
      } else if (key.indexOf("@", 1) < 0) {
        this.own.push(key);
      } else {
        this.group(key);
      }
    }
  }

  private group(key: string): void {
    this.other ??= new Map();
    const prefix = key.slice(0, key.lastIndexOf("@"));
    const group = this.other.get(prefix);
    if (group) group.push(key);
    else this.other.set(prefix, [key]);
  }

  /** The annotation keys of `prefix` (`""`: the object's own), in member order. */
  keys(prefix = ""): readonly string[] {
    return prefix === "" ? this.own : (this.other?.get(prefix) ?? NONE);
  }

  has(prefix = ""): boolean {
    return this.keys(prefix).length > 0;
  }

  /** Writes the annotations of `prefix`. */
  write(xml: XmlBuilder, prefix = ""): void {
    for (const key of this.keys(prefix)) writeAnnotation(xml, this, key);
  }
}

function writeAnnotation(xml: XmlBuilder, index: AnnotationIndex, key: string): void {
  const termPart = key.slice(key.lastIndexOf("@") + 1);
  const hash = termPart.indexOf("#");
  const value = index.object[key]!;
  const inline = inlineExpression(value);
  const attributes =
    attr("Term", hash < 0 ? termPart : termPart.slice(0, hash)) +
    attr("Qualifier", hash < 0 ? undefined : termPart.slice(hash + 1)) +
    (inline ? attr(inline[0], inline[1]) : "");
  xml.element("Annotation", attributes, !inline || index.has(key), () => {
    // Annotations of this annotation come first (edm.xsd: Annotation*, then the expression).
    index.write(xml, key);
    if (!inline) writeExpression(xml, value);
  });
}

/** The inline attribute form of a constant or path value (`String`, `Bool`, `EnumMember`, ... and its text), if it has one. */
export function inlineExpression(value: CsdlValue): readonly [string, string] | undefined {
  switch (typeof value) {
    case "string":
      return ["String", value];
    case "boolean":
      return ["Bool", String(value)];
    case "number":
      return Number.isSafeInteger(value) ? ["Int", String(value)] : ["Float", String(value)];
  }
  if (value === null || Array.isArray(value)) return undefined;
  const object = value as CsdlObject;
  if (typeof object.$EnumMember === "string") return ["EnumMember", object.$EnumMember];
  if (typeof object.$Path === "string") return ["Path", object.$Path];
  const constant = typedConstantOf(object);
  if (constant) return [constant.slice(1), object[constant] as string];
  const marker = pathMarkerOf(object);
  return marker ? [marker.slice(1), object[marker] as string] : undefined;
}

/** Writes a value as an expression element: constants and paths as elements, `Null`, `Collection`, `Record`. */
export function writeExpression(xml: XmlBuilder, value: CsdlValue): void {
  const inline = inlineExpression(value);
  if (inline) {
    xml.textElement(inline[0], inline[1]);
  } else if (value === null) {
    xml.empty("Null");
  } else if (Array.isArray(value)) {
    const items = value as readonly CsdlValue[];
    xml.element("Collection", "", items.length > 0, () => {
      for (const item of items) writeExpression(xml, item);
    });
  } else {
    const object = value as CsdlObject;
    const operator = dynamicOperatorOf(object);
    if (operator === undefined) {
      writeRecord(xml, object);
      return;
    }
    const index = new AnnotationIndex(object);
    writeDynamicExpression(xml, operator, object, (operand) => writeExpression(xml, operand), () => index.write(xml));
  }
}

/** CSDL JSON names a record's type in `@type` (4.01) or `@odata.type` (4.0), as a URI whose fragment is the qualified name. */
const RECORD_TYPE_KEYS = ["@type", "@odata.type"];

function recordType(record: CsdlObject): string | undefined {
  const type = record["@type"] ?? record["@odata.type"];
  return typeof type === "string" ? type.slice(type.indexOf("#") + 1) : undefined;
}

/** A record (CSDL XML 4.01, section 14.4.13): members become `PropertyValue` elements, its own `@`-members annotations, in member order. */
function writeRecord(xml: XmlBuilder, record: CsdlObject): void {
  const index = new AnnotationIndex(record);
  const keys = index.members.filter(
    (key) => !key.startsWith("$") && !RECORD_TYPE_KEYS.includes(key) && (!key.includes("@") || key.lastIndexOf("@") === 0),
  );
  xml.element("Record", attr("Type", recordType(record)), keys.length > 0, () => {
    for (const key of keys) {
      if (key.startsWith("@")) {
        writeAnnotation(xml, index, key);
        continue;
      }
      const value = record[key]!;
      const inline = inlineExpression(value);
      const attributes = attr("Property", key) + (inline ? attr(inline[0], inline[1]) : "");
      xml.element("PropertyValue", attributes, !inline || index.has(key), () => {
        index.write(xml, key);
        if (!inline) writeExpression(xml, value);
      });
    }
  });
}
