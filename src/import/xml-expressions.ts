import type { ImportContext } from "./import-context.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { reportUndeclaredAlias, type QualifiedNames } from "./qualified-names.js";
import type { XmlAttribute, XmlElement } from "./xml-parser.js";
import { CAST_FACETS, LIST_OPERATORS, ONE_OPERAND_OPERATORS } from "../model/annotation-expressions.js";

/**
 * Annotation values: CSDL XML expressions (CSDL XML 4.01, section 14.4) turned into the CSDL JSON
 * form the model's passthrough annotations use, with the typed markers of the metadata format for
 * what CSDL JSON writes as a plain string: `{ "$EnumMember": "Org.OData.Core.V1.Permission/Read" }`
 * and `{ "$PropertyPath": … }` (likewise `$NavigationPropertyPath`, `$AnnotationPath`,
 * `$ModelElementPath`), typed constants as `{ "$Date": "2024-01-31" }` (likewise `$Binary`,
 * `$DateTimeOffset`, `$Decimal`, `$Duration`, `$Float`, `$Guid`, `$TimeOfDay`, and `$Int` beyond
 * 2^53); `{ "$Path": … }` and the dynamic expressions (`{ "$Eq": [a, b] }`, `{ "$Apply": [...],
 * "$Function": … }`, `{ "$Cast": x, "$Type": … }`, …) as in CSDL JSON 4.01, section 14.4, with an
 * expression's own annotations as its `@Term` members. Qualified names are written with full
 * namespaces.
 */
export class NotRepresentable extends Error {
  constructor(readonly expression: string) {
    super(expression);
  }
}

const CONSTANTS = ["Binary", "Bool", "Date", "DateTimeOffset", "Decimal", "Duration", "EnumMember", "Float", "Guid", "Int", "String", "TimeOfDay"];
const PATHS: Record<string, string> = {
  AnnotationPath: "$AnnotationPath",
  ModelElementPath: "$ModelElementPath",
  NavigationPropertyPath: "$NavigationPropertyPath",
  PropertyPath: "$PropertyPath",
  Path: "$Path",
};
const EXPRESSION_ATTRIBUTES = new Set([...CONSTANTS, ...Object.keys(PATHS)]);
/** What an element may write as an attribute (edm.xsd GInlineExpressions): constants, paths, and the one dynamic expression, UrlRef. */
export const INLINE_EXPRESSIONS: readonly string[] = [...EXPRESSION_ATTRIBUTES, "UrlRef"];
const INLINE = new Set(INLINE_EXPRESSIONS);
const isInlineExpression = (a: XmlAttribute): boolean => a.uri === "" && INLINE.has(a.local);

const LIST_OPERATOR = new Set(LIST_OPERATORS);
const ONE_OPERAND = new Set(ONE_OPERAND_OPERATORS);

/** Reads expressions of one document. */
export class ExpressionReader {
  constructor(
    private readonly ctx: ImportContext,
    private readonly names: QualifiedNames,
  ) {}

  /**
   * The value of an `Annotation` or `PropertyValue` element: its attribute expression, its child
   * expression, or (none given) `true`, the default of Core.Tag terms that most valueless
   * annotations use. Throws NotRepresentable for an element no CSDL expression is named.
   */
  valueOf(element: XmlElement): JsonValue {
    const attributes = element.attributes.filter(isInlineExpression);
    const children = element.children.filter((c) => c.local !== "Annotation");
    if (attributes.length + children.length > 1) {
      this.ctx.invalid(`<${element.local}>`, "has more than one value expression", this.ctx.here(element.position));
    }
    const attribute = attributes[0];
    if (attribute) return this.inline(attribute, element);
    const child = children[0];
    return child ? this.expression(child) : true;
  }

  /** The value of an inline expression attribute (`String="x"`, `Path="A/B"`, `UrlRef="…"`). */
  private inline(attribute: XmlAttribute, element: XmlElement): JsonValue {
    return attribute.local === "UrlRef" ? { $UrlRef: attribute.value } : this.constant(attribute.local, attribute.value, element);
  }

  /**
   * Nested annotations of an element, keyed `@Term#Qualifier` with full term names, added to
   * `target` with `prefix`. `other` receives every other child, where an element holds nothing
   * but annotations (a parameter, a member); elsewhere the other children are its value.
   */
  addAnnotations(target: JsonObject, element: XmlElement, prefix: string, describe: () => string, other?: (child: XmlElement) => void): void {
    for (const child of element.children) {
      if (child.local === "Annotation") this.addAnnotation(target, child, prefix, describe);
      else other?.(child);
    }
  }

  /** One `Annotation` element added to `target` as `prefix@Term#Qualifier` (and its own nested annotations). */
  addAnnotation(target: JsonObject, annotation: XmlElement, prefix: string, describe: () => string, extraQualifier?: string): void {
    const term = attr(annotation, "Term");
    if (term === undefined) {
      this.ctx.invalid("<Annotation>", "has no Term attribute", this.ctx.here(annotation.position));
      return;
    }
    const qualifier = attr(annotation, "Qualifier") ?? extraQualifier;
    reportUndeclaredAlias(this.ctx, this.names, term, describe, this.ctx.here(annotation.position));
    const key = `${prefix}@${this.names.full(term)}${qualifier ? `#${qualifier}` : ""}`;
    if (!/^[^\s@#]+\.[^\s@#.]+(#[^\s@#]+)?$/u.test(key.slice(prefix.length + 1))) {
      this.ctx.notCarried(`annotation '${term}' on ${describe()}`, "the term name is not a qualified name", this.ctx.here(annotation.position));
      return;
    }
    let value: JsonValue;
    try {
      value = this.valueOf(annotation);
    } catch (error) {
      if (!(error instanceof NotRepresentable)) throw error;
      const detail = `its value uses the dynamic expression <${error.expression}>, which the format cannot hold`;
      this.ctx.notCarried(`annotation '${term}' on ${describe()}`, detail, this.ctx.here(annotation.position));
      return;
    }
    if (Object.hasOwn(target, key)) {
      // Real documents repeat out-of-line annotations; a repetition with the same value changes nothing.
      if (JSON.stringify(target[key]) !== JSON.stringify(value)) {
        this.ctx.notCarried(`annotation '${term}' on ${describe()}`, "the same term and qualifier are given twice for this target; the first value is kept", this.ctx.here(annotation.position));
      }
      return;
    }
    target[key] = value;
    this.ctx.positions.markMember(target, key, annotation.position);
    this.addAnnotations(target, annotation, key, () => `annotation '${term}' on ${describe()}`);
  }

  private constant(kind: string, written: string, element: XmlElement): JsonValue {
    // Every constant but a string ignores white space around it (XML Schema's collapse), in attributes too.
    const raw = kind === "String" ? written : written.trim();
    if (PATHS[kind]) return { [PATHS[kind]!]: this.names.fullPath(raw) };
    switch (kind) {
      case "Bool":
        if (raw !== "true" && raw !== "false") this.ctx.invalid(`<${element.local}>`, `'${raw}' is not a Boolean`, this.ctx.here(element.position));
        return raw === "true";
      case "Int": {
        // An integer beyond 2^53 keeps its literal, and its type with it (a plain string would be written back as `String`).
        const n = Number(raw);
        return /^[+-]?\d+$/.test(raw) && Number.isSafeInteger(n) ? n : { $Int: raw };
      }
      case "EnumMember":
        return { $EnumMember: this.names.fullEnumMembers(raw) };
      case "String":
        return raw;
      default:
        // Binary, Date, DateTimeOffset, Decimal, Duration, Float, Guid, TimeOfDay: CSDL JSON's plain
        // string or number would lose the type, which CSDL XML writes (`Date="…"`, `Decimal="…"`).
        return { [`$${kind}`]: raw };
    }
  }

  private expression(element: XmlElement): JsonValue {
    const kind = element.local;
    // As its attribute form: `constant` keeps a string as written and trims other literals.
    if (EXPRESSION_ATTRIBUTES.has(kind)) return this.constant(kind, element.text, element);
    if (kind === "Null") return null;
    if (kind === "Collection") return element.children.filter((c) => c.local !== "Annotation").map((c) => this.expression(c));
    if (kind === "Record") {
      const record: JsonObject = {};
      const type = attr(element, "Type");
      if (type !== undefined) record.$Type = this.names.full(type);
      this.ctx.positions.mark(record, element.position);
      for (const child of element.children) {
        if (child.local === "Annotation") this.addAnnotation(record, child, "", () => "a record");
        else if (child.local === "PropertyValue") {
          const property = attr(child, "Property");
          if (property === undefined) {
            this.ctx.invalid("<PropertyValue>", "has no Property attribute", this.ctx.here(child.position));
            continue;
          }
          record[property] = this.valueOf(child);
          this.ctx.positions.markMember(record, property, child.position);
          this.addAnnotations(record, child, property, () => `record property '${property}'`);
        } else this.ctx.invalid(`<${child.local}>`, "is not allowed in a <Record>", this.ctx.here(child.position));
      }
      return record;
    }
    if (LIST_OPERATOR.has(kind) || ONE_OPERAND.has(kind)) return this.dynamic(element);
    if (kind === "LabeledElementReference") return { $LabeledElementReference: this.names.full(element.text.trim()) };
    throw new NotRepresentable(kind);
  }

  /** A dynamic expression (CSDL XML 4.01, section 14.4) in its CSDL JSON form, its own annotations as members. */
  private dynamic(element: XmlElement): JsonObject {
    const kind = element.local;
    const operands = element.children.filter((c) => c.local !== "Annotation").map((c) => this.expression(c));
    const result: JsonObject = {};
    if (LIST_OPERATOR.has(kind)) result[`$${kind}`] = operands;
    else {
      // LabeledElement may write its value as an attribute (`<LabeledElement Name="x" Int="5"/>`, also `UrlRef="…"`).
      const inline = kind === "LabeledElement" ? element.attributes.find(isInlineExpression) : undefined;
      const value = inline === undefined ? operands[0] : this.inline(inline, element);
      if (value === undefined || operands.length + (inline ? 1 : 0) !== 1) this.ctx.invalid(`<${kind}>`, "must hold exactly one expression", this.ctx.here(element.position));
      result[`$${kind}`] = value ?? null;
    }
    const name = (attribute: string) => attr(element, attribute);
    if (kind === "Apply" && name("Function") !== undefined) result.$Function = this.names.full(name("Function")!);
    if (kind === "LabeledElement" && name("Name") !== undefined) result.$Name = name("Name")!;
    if (kind === "Cast" || kind === "IsOf") {
      const type = name("Type");
      const item = type?.match(/^Collection\((.*)\)$/)?.[1];
      if (type !== undefined) result.$Type = this.names.full(item ?? type);
      if (item !== undefined) result.$Collection = true;
      // The facets as written: an expression's type has no defaults to translate (CSDL JSON 4.01, section 14.4.6).
      for (const facet of CAST_FACETS) {
        const written = name(facet);
        if (written === undefined) continue;
        if (facet === "Unicode") {
          // xs:boolean: true, false, 1, 0.
          if (!/^(true|false|1|0)$/.test(written.trim())) this.ctx.invalid(`<${kind}>`, `has Unicode="${written}", which is not a Boolean`, this.ctx.here(element.position));
          result.$Unicode = /^(true|1)$/.test(written.trim());
        } else result[`$${facet}`] = facet !== "SRID" && /^\d+$/.test(written) ? Number(written) : written;
      }
    }
    this.ctx.positions.mark(result, element.position);
    this.addAnnotations(result, element, "", () => `a <${kind}> expression`);
    return result;
  }
}

/** An attribute in no namespace, by local name. */
export function attr(element: XmlElement, name: string): string | undefined {
  for (const a of element.attributes) if (a.local === name && a.uri === "") return a.value;
  return undefined;
}
