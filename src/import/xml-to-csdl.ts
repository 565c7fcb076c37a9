import type { ImportContext } from "./import-context.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { ownMember } from "./json-to-csdl.js";
import { QualifiedNames } from "./qualified-names.js";
import { attr, ExpressionReader } from "./xml-expressions.js";
import type { XmlElement } from "./xml-parser.js";
import { checkVersion, EDM, EDMX } from "./xml-version.js";
import { reportUnknownAttributes } from "./xml-attributes.js";
import { DEFAULTED_ZERO_PRECISION } from "./scope.js";

/**
 * Turns a CSDL XML document (OData CSDL XML 4.01) into the CSDL JSON form (OData CSDL JSON 4.01)
 * that the rest of the import reads, marking every element's position. Nullability is written
 * out (`$Nullable: true` where XML's default applies), so that the JSON defaults hold afterwards.
 * Returns undefined after reporting when the document is not CSDL 4.0 or 4.01.
 */
export function xmlToCsdl(ctx: ImportContext, root: XmlElement): JsonObject | undefined {
  const version = checkVersion(ctx, root);
  if (version === undefined) return undefined;
  reportUnknownAttributes(ctx, root);
  const names = new QualifiedNames();
  const dataServices = root.children.filter((c) => c.uri === EDMX && c.local === "DataServices");
  for (const reference of root.children.filter((c) => c.uri === EDMX && c.local === "Reference")) {
    for (const include of reference.children.filter((c) => c.local === "Include")) names.add(attr(include, "Namespace") ?? "", attr(include, "Alias"));
  }
  const schemas = dataServices.flatMap((d) => d.children.filter((c) => c.uri === EDM && c.local === "Schema"));
  for (const schema of schemas) names.add(attr(schema, "Namespace") ?? "", attr(schema, "Alias"));
  const reader = new Reader(ctx, new ExpressionReader(ctx, names), version);
  const document: JsonObject = { $Version: version };
  ctx.positions.mark(document, root.position);
  if (dataServices.length !== 1) ctx.invalid("<edmx:Edmx>", `must have exactly one <edmx:DataServices>, has ${dataServices.length}`, ctx.here(root.position));
  for (const child of root.children) {
    if (child.uri === EDMX && child.local === "Reference") reader.reference(document, child);
    else if (child.uri === EDMX && child.local === "DataServices") {
      for (const schema of child.children) {
        if (schema.uri === EDM && schema.local === "Schema") reader.schema(document, schema);
        else reader.unexpected(schema, "<edmx:DataServices>");
      }
    } else reader.unexpected(child, "<edmx:Edmx>");
  }
  return document;
}

type Handler = (parent: JsonObject, element: XmlElement) => void;

class Reader {
  constructor(
    private readonly ctx: ImportContext,
    private readonly expressions: ExpressionReader,
    private readonly version: "4.0" | "4.01",
  ) {}

  /** The annotations of an element that holds nothing else (a parameter, a member); any other child is not allowed there. */
  private annotationsOnly(target: JsonObject, element: XmlElement, prefix: string, describe: () => string): void {
    this.expressions.addAnnotations(target, element, prefix, describe, (other) => this.unexpected(other, `<${element.name}>`));
  }

  /** An element the format reads without children: its annotations have no place, anything else is not allowed there. */
  private childless(element: XmlElement, describe: string): void {
    for (const child of element.children) {
      if (child.uri === EDM && child.local === "Annotation") this.ctx.notCarried(`annotation '${attr(child, "Term") ?? ""}' on ${describe}`, "the format has no place for annotations there", this.ctx.here(child.position));
      else this.unexpected(child, `<${element.local}>`);
    }
  }

  unexpected(element: XmlElement, parent: string): void {
    if (element.uri === EDM || element.uri === EDMX) this.ctx.invalid(`<${element.name}>`, `is not allowed in ${parent}`, this.ctx.here(element.position));
    else this.ctx.notCarried(`element <${element.name}> (namespace ${element.uri || "none"})`, "it is not part of CSDL", this.ctx.here(element.position));
  }

  reference(document: JsonObject, element: XmlElement): void {
    const uri = this.required(element, "Uri");
    const references = (document.$Reference ??= {}) as JsonObject;
    const reference: JsonObject = {};
    this.ctx.positions.mark(reference, element.position);
    references[uri] = reference;
    for (const child of element.children) {
      if (child.local === "Include" && child.uri === EDMX) {
        const include: JsonObject = { $Namespace: this.required(child, "Namespace") };
        const alias = attr(child, "Alias");
        if (alias !== undefined) include.$Alias = alias;
        this.ctx.positions.mark(include, child.position);
        this.annotationsOnly(include, child, "", () => `the include of ${include.$Namespace as string}`);
        ((reference.$Include ??= []) as JsonValue[]).push(include);
      } else if (child.local === "IncludeAnnotations" && child.uri === EDMX) {
        const include: JsonObject = { $TermNamespace: this.required(child, "TermNamespace") };
        this.ctx.positions.mark(include, child.position);
        ((reference.$IncludeAnnotations ??= []) as JsonValue[]).push(include);
      } else if (child.local === "Annotation" && child.uri === EDM) {
        this.expressions.addAnnotation(reference, child, "", () => `the reference to ${uri}`);
      } else this.unexpected(child, "<edmx:Reference>");
    }
  }

  schema(document: JsonObject, element: XmlElement): void {
    const namespace = this.required(element, "Namespace");
    const schema: JsonObject = {};
    const alias = attr(element, "Alias");
    if (alias !== undefined) schema.$Alias = alias;
    this.ctx.positions.mark(schema, element.position);
    this.ctx.positions.markMember(document, namespace, element.position);
    if (Object.hasOwn(document, namespace)) this.ctx.invalid(`schema '${namespace}'`, "is declared twice", this.ctx.here(element.position));
    document[namespace] = schema;
    const handlers: Record<string, Handler> = {
      EntityType: (s, e) => this.structured(s, e, "EntityType"),
      ComplexType: (s, e) => this.structured(s, e, "ComplexType"),
      EnumType: (s, e) => this.enumType(s, e),
      TypeDefinition: (s, e) => this.typeDefinition(s, e),
      Action: (s, e) => this.operation(s, e, "Action"),
      Function: (s, e) => this.operation(s, e, "Function"),
      EntityContainer: (s, e) => this.container(document, namespace, s, e),
      Term: (s, e) => this.named(s, e, { $Kind: "Term" }),
      Annotations: (s, e) => this.annotations(s, e),
      Annotation: (s, e) => this.expressions.addAnnotation(s, e, "", () => `schema '${namespace}'`),
    };
    for (const child of element.children) {
      // Own members only: an element named like an Object.prototype member (`<toString/>`) is unknown.
      const handler = child.uri === EDM && Object.hasOwn(handlers, child.local) ? handlers[child.local] : undefined;
      if (handler) handler(schema, child);
      else this.unexpected(child, "<Schema>");
    }
  }

  /** Adds a named schema or container child; reports a duplicate name. */
  private named(parent: JsonObject, element: XmlElement, object: JsonObject): JsonObject {
    const name = this.required(element, "Name");
    this.ctx.positions.mark(object, element.position);
    if (Object.hasOwn(parent, name)) this.ctx.invalid(`<${element.local} Name="${name}">`, "uses a name that is already declared in the same scope", this.ctx.here(element.position));
    else {
      parent[name] = object;
      this.ctx.positions.markMember(parent, name, element.position);
    }
    return object;
  }

  private structured(schema: JsonObject, element: XmlElement, kind: "EntityType" | "ComplexType"): void {
    const type = this.named(schema, element, { $Kind: kind });
    const name = attr(element, "Name") ?? "";
    this.copy(type, element, { BaseType: "$BaseType" }, { Abstract: "$Abstract", OpenType: "$OpenType", HasStream: "$HasStream" });
    for (const child of element.children) {
      if (child.uri !== EDM) this.unexpected(child, `<${kind}>`);
      else if (child.local === "Key" && kind === "EntityType") {
        // CSDL allows one Key per entity type; a second would silently replace the first.
        if (type.$Key !== undefined) this.ctx.invalid(`<Key> of type '${name}'`, "is given twice (an entity type has one key)", this.ctx.here(child.position));
        else {
          type.$Key = this.key(child);
          this.ctx.positions.markMember(type, "$Key", child.position);
        }
      }
      else if (child.local === "Property") this.property(type, child, name);
      else if (child.local === "NavigationProperty") this.navigation(type, child, name);
      else if (child.local === "Annotation") this.expressions.addAnnotation(type, child, "", () => `type '${name}'`);
      else this.unexpected(child, `<${kind}>`);
    }
  }

  private key(element: XmlElement): JsonValue[] {
    const key: JsonValue[] = [];
    this.ctx.positions.mark(key, element.position);
    for (const ref of element.children) {
      if (ref.local !== "PropertyRef" || ref.uri !== EDM) {
        this.unexpected(ref, "<Key>");
        continue;
      }
      const path = this.required(ref, "Name");
      this.childless(ref, `the key property reference '${path}'`);
      const alias = attr(ref, "Alias");
      const part: JsonValue = alias === undefined ? path : { [alias]: path };
      if (typeof part === "object") this.ctx.positions.mark(part, ref.position);
      key.push(part);
    }
    return key;
  }

  private property(type: JsonObject, element: XmlElement, owner: string): void {
    const property = this.named(type, element, {});
    this.typed(property, element, true);
    this.copy(property, element, { DefaultValue: "$DefaultValue" }, {});
    const name = attr(element, "Name") ?? "";
    for (const child of element.children) {
      if (child.uri === EDM && child.local === "Annotation") this.expressions.addAnnotation(property, child, "", () => `property '${owner}/${name}'`);
      else this.unexpected(child, "<Property>");
    }
  }

  private navigation(type: JsonObject, element: XmlElement, owner: string): void {
    const navigation = this.named(type, element, { $Kind: "NavigationProperty" });
    this.typed(navigation, element, false);
    if (navigation.$Collection === true) delete navigation.$Nullable;
    else if (attr(element, "Nullable") === undefined) navigation.$Nullable = true;
    this.copy(navigation, element, { Partner: "$Partner" }, { ContainsTarget: "$ContainsTarget" });
    const name = attr(element, "Name") ?? "";
    for (const child of element.children) {
      if (child.uri !== EDM) this.unexpected(child, "<NavigationProperty>");
      else if (child.local === "OnDelete") {
        navigation.$OnDelete = this.required(child, "Action");
        this.ctx.positions.markMember(navigation, "$OnDelete", child.position);
        this.annotationsOnly(navigation, child, "$OnDelete", () => `the OnDelete of '${owner}/${name}'`);
      } else if (child.local === "ReferentialConstraint") {
        // Positioned at the first constraint: a warning about them all points where they begin.
        if (navigation.$ReferentialConstraint === undefined) this.ctx.positions.markMember(navigation, "$ReferentialConstraint", child.position);
        const constraints = (navigation.$ReferentialConstraint ??= {}) as JsonObject;
        const property = this.required(child, "Property");
        constraints[property] = this.required(child, "ReferencedProperty");
      } else if (child.local === "Annotation") this.expressions.addAnnotation(navigation, child, "", () => `navigation property '${owner}/${name}'`);
      else this.unexpected(child, "<NavigationProperty>");
    }
  }

  /** `Type` (with `Collection(…)`), `Nullable` (XML default true when `nullableDefault`) and the facets. */
  private typed(target: JsonObject, element: XmlElement, nullableDefault: boolean, typeAttribute = "Type"): void {
    const type = this.required(element, typeAttribute);
    const collection = /^Collection\((.*)\)$/.exec(type);
    target.$Type = collection ? collection[1]! : type;
    this.ctx.positions.markMember(target, "$Type", this.attributePosition(element, typeAttribute));
    if (collection) target.$Collection = true;
    // Without Nullable, CSDL 4.0 makes an element nullable (also the items of a collection). CSDL
    // 4.01 gives a collection-valued property no default: a client cannot assume its items are
    // never null (CSDL XML 4.01, section 7.2.1), so they are read as nullable, the reading that
    // accepts what the service may send, and the choice is said. Parameters and return types are
    // read as CSDL JSON reads them: items not nullable.
    const nullable = this.boolean(element, "Nullable");
    const property = element.local === "Property";
    if (nullable ?? (nullableDefault && (!collection || this.version === "4.0" || property))) target.$Nullable = true;
    if (nullable === undefined && property && collection && this.version === "4.01") {
      const name = attr(element, "Name");
      this.ctx.carriedChanged(
        `collection-valued <${element.local}${name !== undefined ? ` Name="${name}"` : ""}> without Nullable`,
        `CSDL XML 4.01 leaves open whether its items may be null (section 7.2.1); they are read as nullable (nullable: true, as CSDL 4.0 reads them): write Nullable="false" where they never are`,
        this.ctx.here(element.position),
      );
    }
    this.facets(target, element);
  }

  private facets(target: JsonObject, element: XmlElement): void {
    for (const [attribute, member, words] of [
      ["MaxLength", "$MaxLength", ["max"]],
      ["Precision", "$Precision", []],
      ["Scale", "$Scale", ["variable", "floating"]],
      ["SRID", "$SRID", ["variable"]],
    ] as const) {
      const value = attr(element, attribute);
      if (value === undefined) continue;
      this.ctx.positions.markMember(target, member, this.attributePosition(element, attribute));
      const word = (words as readonly string[]).find((w) => w === value.toLowerCase());
      const at = this.ctx.here(this.attributePosition(element, attribute));
      const owner = `<${element.local}${attr(element, "Name") !== undefined ? ` Name="${attr(element, "Name")}"` : ""}>`;
      if (word !== undefined) {
        target[member] = word;
        // Microsoft.OData.Edm 7 (ASP.NET Core OData, Dataverse) writes `Scale="Variable"`; CSDL and edm.xsd spell it in lower case.
        if (word !== value) this.ctx.carriedChanged(`attribute ${attribute}="${value}" of ${owner}`, `CSDL and edm.xsd spell it '${word}', as which it is read`, at);
      } else if (/^\d+$/.test(value)) target[member] = Number(value);
      else this.ctx.invalid(owner, `${attribute}="${value}" is not a non-negative integer${words.length ? `${words.length > 1 ? "," : " or"} ${words.map((w, i) => (i > 0 && i === words.length - 1 ? `or '${w}'` : `'${w}'`)).join(" ")}` : ""}`, at);
    }
    const unicode = this.boolean(element, "Unicode");
    if (unicode === false) target.$Unicode = false;
    // Where CSDL XML's defaults differ from CSDL JSON's, the XML default is stated (as the OASIS
    // converter does): a Decimal without Scale has scale 0, a temporal value without Precision precision 0.
    const type = target.$Type ?? target.$UnderlyingType;
    if (type === "Edm.Decimal" && target.$Scale === undefined) target.$Scale = 0;
    if (type === "Edm.DateTimeOffset" || type === "Edm.Duration" || type === "Edm.TimeOfDay") {
      if (target.$Precision === undefined) {
        target.$Precision = 0;
        DEFAULTED_ZERO_PRECISION.add(target);
      }
    }
  }

  private enumType(schema: JsonObject, element: XmlElement): void {
    const type = this.named(schema, element, { $Kind: "EnumType" });
    const name = attr(element, "Name") ?? "";
    this.copy(type, element, { UnderlyingType: "$UnderlyingType" }, { IsFlags: "$IsFlags" });
    let next = 0;
    const members = element.children.filter((c) => c.uri === EDM && c.local === "Member");
    const withValue = members.filter((m) => attr(m, "Value") !== undefined).length;
    if (type.$IsFlags === true && withValue < members.length) {
      this.ctx.invalid(`enum type '${name}'`, "is a flags enum, whose members must each give their Value (CSDL 10.2.2)", this.ctx.here(element.position));
    } else if (withValue > 0 && withValue < members.length) {
      // CSDL assigns 0, 1, 2, … only when no member gives a value; readers disagree on a mix.
      this.ctx.notCarried(`the numbering of enum type '${name}'`, "some members give a Value and others do not; those without are read as the previous value plus one", this.ctx.here(element.position));
    }
    for (const child of element.children) {
      if (child.uri === EDM && child.local === "Member") {
        const member = this.required(child, "Name");
        const raw = attr(child, "Value");
        // Values may be left out only in non-flags enums: 0, 1, 2, … in document order (CSDL 10.2.2).
        const value = raw === undefined ? next : Number(raw);
        if (raw !== undefined && !/^-?\d+$/.test(raw)) this.ctx.invalid(`member '${name}/${member}'`, `Value="${raw}" is not an integer`, this.ctx.here(child.position));
        next = value + 1;
        if (Object.hasOwn(type, member)) this.ctx.invalid(`member '${name}/${member}'`, "is declared twice", this.ctx.here(child.position));
        // Beyond 2^53 - 1 a number is rounded: the text is kept, as the JSON reader keeps it.
        type[member] = raw !== undefined && !Number.isSafeInteger(value) && /^-?\d+$/.test(raw) ? raw : value;
        this.ctx.positions.markMember(type, member, child.position);
        this.annotationsOnly(type, child, member, () => `enum member '${name}/${member}'`);
      } else if (child.uri === EDM && child.local === "Annotation") this.expressions.addAnnotation(type, child, "", () => `enum type '${name}'`);
      else this.unexpected(child, "<EnumType>");
    }
  }

  private typeDefinition(schema: JsonObject, element: XmlElement): void {
    const type = this.named(schema, element, { $Kind: "TypeDefinition" });
    const name = attr(element, "Name") ?? "";
    type.$UnderlyingType = this.required(element, "UnderlyingType");
    this.ctx.positions.markMember(type, "$UnderlyingType", this.attributePosition(element, "UnderlyingType"));
    this.facets(type, element);
    for (const child of element.children) {
      if (child.uri === EDM && child.local === "Annotation") this.expressions.addAnnotation(type, child, "", () => `type definition '${name}'`);
      else this.unexpected(child, "<TypeDefinition>");
    }
  }

  private operation(schema: JsonObject, element: XmlElement, kind: "Action" | "Function"): void {
    const name = this.required(element, "Name");
    const operation: JsonObject = { $Kind: kind };
    this.ctx.positions.mark(operation, element.position);
    // Own members only: a name such as `constructor` is not found on the object's prototype.
    const existing = ownMember(schema, name);
    if (existing === undefined) {
      schema[name] = [operation];
      this.ctx.positions.markMember(schema, name, element.position);
    } else if (Array.isArray(existing) && (existing[0] as JsonObject | undefined)?.$Kind === kind) existing.push(operation);
    else {
      this.ctx.invalid(`<${kind} Name="${name}">`, "uses a name that is already declared in the same scope", this.ctx.here(element.position));
      return;
    }
    this.copy(operation, element, { EntitySetPath: "$EntitySetPath" }, { IsBound: "$IsBound", IsComposable: "$IsComposable" });
    const parameters: JsonValue[] = [];
    for (const child of element.children) {
      if (child.uri !== EDM) this.unexpected(child, `<${kind}>`);
      else if (child.local === "Parameter") {
        const parameter: JsonObject = { $Name: this.required(child, "Name") };
        this.ctx.positions.mark(parameter, child.position);
        this.typed(parameter, child, true);
        this.annotationsOnly(parameter, child, "", () => `parameter '${name}/${parameter.$Name as string}'`);
        parameters.push(parameter);
      } else if (child.local === "ReturnType") {
        if (operation.$ReturnType !== undefined) {
          this.ctx.invalid(`<ReturnType> of '${name}'`, "is given twice (an action or function returns one type)", this.ctx.here(child.position));
          continue;
        }
        const returnType: JsonObject = {};
        this.ctx.positions.mark(returnType, child.position);
        this.typed(returnType, child, true);
        this.annotationsOnly(returnType, child, "", () => `the return type of '${name}'`);
        operation.$ReturnType = returnType;
      } else if (child.local === "Annotation") this.expressions.addAnnotation(operation, child, "", () => `${kind.toLowerCase()} '${name}'`);
      else this.unexpected(child, `<${kind}>`);
    }
    if (parameters.length > 0) operation.$Parameter = parameters;
  }

  private container(document: JsonObject, namespace: string, schema: JsonObject, element: XmlElement): void {
    const container = this.named(schema, element, { $Kind: "EntityContainer" });
    const name = attr(element, "Name") ?? "";
    if (document.$EntityContainer !== undefined) this.ctx.invalid(`<EntityContainer Name="${name}">`, "is the second entity container; a document has at most one", this.ctx.here(element.position));
    else document.$EntityContainer = `${namespace}.${name}`;
    this.copy(container, element, { Extends: "$Extends" }, {});
    for (const child of element.children) {
      if (child.uri !== EDM) this.unexpected(child, "<EntityContainer>");
      else if (child.local === "EntitySet") this.containerChild(container, child, { $Collection: true }, "EntityType");
      else if (child.local === "Singleton") this.containerChild(container, child, {}, "Type");
      else if (child.local === "ActionImport" || child.local === "FunctionImport") this.operationImport(container, child);
      else if (child.local === "Annotation") this.expressions.addAnnotation(container, child, "", () => `entity container '${name}'`);
      else this.unexpected(child, "<EntityContainer>");
    }
  }

  private containerChild(container: JsonObject, element: XmlElement, start: JsonObject, typeAttribute: string): void {
    const set = this.named(container, element, start);
    const name = attr(element, "Name") ?? "";
    set.$Type = this.required(element, typeAttribute);
    this.ctx.positions.markMember(set, "$Type", this.attributePosition(element, typeAttribute));
    this.copy(set, element, {}, { IncludeInServiceDocument: "$IncludeInServiceDocument", Nullable: "$Nullable" });
    for (const child of element.children) {
      if (child.uri === EDM && child.local === "NavigationPropertyBinding") {
        const bindings = (set.$NavigationPropertyBinding ??= {}) as JsonObject;
        const path = this.required(child, "Path");
        this.childless(child, `the navigation property binding '${path}' of '${name}'`);
        bindings[path] = this.required(child, "Target");
        this.ctx.positions.markMember(bindings, path, child.position);
        this.ctx.positions.mark(bindings, child.position);
      } else if (child.uri === EDM && child.local === "Annotation") this.expressions.addAnnotation(set, child, "", () => `'${name}'`);
      else this.unexpected(child, `<${element.local}>`);
    }
  }

  private operationImport(container: JsonObject, element: XmlElement): void {
    const kind = element.local === "ActionImport" ? "Action" : "Function";
    const imported = this.named(container, element, {});
    imported[`$${kind}`] = this.required(element, kind);
    this.copy(imported, element, { EntitySet: "$EntitySet" }, { IncludeInServiceDocument: "$IncludeInServiceDocument" });
    const name = attr(element, "Name") ?? "";
    for (const child of element.children) {
      if (child.uri === EDM && child.local === "Annotation") this.expressions.addAnnotation(imported, child, "", () => `${kind.toLowerCase()} import '${name}'`);
      else this.unexpected(child, `<${element.local}>`);
    }
  }

  /** Out-of-line annotations (CSDL 14.2), kept by target as CSDL JSON `$Annotations` does; applied later. */
  private annotations(schema: JsonObject, element: XmlElement): void {
    const target = this.required(element, "Target");
    const qualifier = attr(element, "Qualifier");
    const all = (schema.$Annotations ??= {}) as JsonObject;
    const annotations = (all[target] ??= {}) as JsonObject;
    this.ctx.positions.mark(annotations, element.position);
    for (const child of element.children) {
      if (child.uri === EDM && child.local === "Annotation") this.expressions.addAnnotation(annotations, child, "", () => `target '${target}'`, qualifier);
      else this.unexpected(child, "<Annotations>");
    }
  }

  /** Copies string and Boolean attributes to CSDL JSON members. */
  private copy(target: JsonObject, element: XmlElement, strings: Record<string, string>, booleans: Record<string, string>): void {
    for (const [attribute, member] of Object.entries(strings)) {
      const value = attr(element, attribute);
      if (value === undefined) continue;
      target[member] = value;
      this.ctx.positions.markMember(target, member, this.attributePosition(element, attribute));
    }
    for (const [attribute, member] of Object.entries(booleans)) {
      const value = this.boolean(element, attribute);
      if (value === undefined) continue;
      target[member] = value;
      this.ctx.positions.markMember(target, member, this.attributePosition(element, attribute));
    }
  }

  private boolean(element: XmlElement, attribute: string): boolean | undefined {
    const value = attr(element, attribute);
    if (value === undefined) return undefined;
    if (value === "true" || value === "false") return value === "true";
    this.ctx.invalid(`<${element.local}>`, `${attribute}="${value}" is not true or false`, this.ctx.here(this.attributePosition(element, attribute)));
    return undefined;
  }

  private required(element: XmlElement, attribute: string): string {
    const value = attr(element, attribute);
    if (value !== undefined) return value;
    this.ctx.invalid(`<${element.local}>`, `is missing the required attribute ${attribute}`, this.ctx.here(element.position));
    return "";
  }

  private attributePosition(element: XmlElement, attribute: string) {
    return element.attributes.find((a) => a.local === attribute && a.uri === "")?.position ?? element.position;
  }
}
