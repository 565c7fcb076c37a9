import { createDiagnostic } from "../diagnostics/diagnostic.js";
import { CAST_FACETS, LIST_OPERATORS, ONE_OPERAND_OPERATORS } from "../model/annotation-expressions.js";
import { suggest } from "../diagnostics/suggest.js";
import type { ImportContext } from "./import-context.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { QualifiedNames, reportUndeclaredAlias } from "./qualified-names.js";

/** Path expressions (CSDL JSON 4.01, section 14.4.1), which the format writes as CSDL JSON does. */
const PATH_MEMBERS = ["$Path", "$AnnotationPath", "$ModelElementPath", "$NavigationPropertyPath", "$PropertyPath"];

/**
 * `$`-members an annotation value may have in the format: a record's type, the path expressions,
 * the dynamic expressions with the names and facets beside them (CSDL JSON 4.01, section 14.4),
 * and `$Null`, read as null.
 */
const REPRESENTABLE_MEMBERS = new Set([
  "$Type", "$Null", ...PATH_MEMBERS,
  ...[...LIST_OPERATORS, ...ONE_OPERAND_OPERATORS, "LabeledElementReference", "Function", "Name", "Collection", ...CAST_FACETS].map((name) => `$${name}`),
]);

/**
 * Checks a CSDL JSON document (OData CSDL JSON 4.01) and brings it into the form the rest of the
 * import reads: annotation terms and record types with full namespaces instead of aliases, and
 * annotations whose values use dynamic expressions ($Apply, $If, …) reported and removed.
 * Returns undefined after reporting when the text is not a CSDL JSON document of version 4.0/4.01.
 */
export function jsonToCsdl(ctx: ImportContext, value: JsonValue): JsonObject | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    ctx.diagnostics.push(createDiagnostic("EDM0501", { detail: "a CSDL JSON document is a JSON object" }, ctx.here({ line: 1, column: 1 })));
    return undefined;
  }
  const document = value;
  const version = document.$Version;
  if (typeof version !== "string") {
    const detail = version === undefined ? "the JSON object has no $Version member, so it is not CSDL JSON" : "its $Version is not a string (CSDL JSON writes \"4.0\" or \"4.01\")";
    ctx.diagnostics.push(createDiagnostic("EDM0501", { detail }, version === undefined ? ctx.at(document) : ctx.at(document, "$Version")));
    return undefined;
  }
  if (version !== "4.0" && version !== "4.01") {
    ctx.diagnostics.push(createDiagnostic("EDM0502", { version }, ctx.at(document, "$Version")));
    return undefined;
  }
  checkShapes(ctx, document);
  const names = new QualifiedNames();
  for (const reference of Object.values(asObject(document.$Reference) ?? {})) {
    for (const include of asArray(asObject(reference)?.$Include) ?? []) {
      const object = asObject(include);
      if (typeof object?.$Namespace === "string") names.add(object.$Namespace, typeof object.$Alias === "string" ? object.$Alias : undefined);
    }
  }
  for (const [namespace, schema] of Object.entries(document)) {
    if (namespace.startsWith("$")) continue;
    const object = asObject(schema);
    if (!object) {
      ctx.invalid(`schema '${namespace}'`, "is not a JSON object", ctx.at(document, namespace));
      continue;
    }
    names.add(namespace, typeof object.$Alias === "string" ? object.$Alias : undefined);
  }
  // The document's enum types by full name, with their members: a cast of a member's name to one
  // is how CSDL JSON writes an enum member where nothing else gives it its type.
  const enumTypes = new Map<string, ReadonlySet<string>>();
  for (const [namespace, schema] of Object.entries(document)) {
    if (namespace.startsWith("$")) continue;
    for (const [name, element] of Object.entries(asObject(schema) ?? {})) {
      const type = asObject(element);
      if (type?.$Kind === "EnumType") enumTypes.set(`${namespace}.${name}`, new Set(Object.keys(type).filter((member) => !member.startsWith("$") && !member.includes("@"))));
    }
  }
  new Normaliser(ctx, names, enumTypes).element(document, "the document");
  return document;
}

class Normaliser {
  constructor(
    private readonly ctx: ImportContext,
    private readonly names: QualifiedNames,
    private readonly enumTypes: ReadonlyMap<string, ReadonlySet<string>>,
  ) {}

  /** Walks a model element: annotation members are normalised, other objects and arrays walked. */
  element(object: JsonObject, describe: string): void {
    this.renameAnnotations(object, describe);
    for (const [key, value] of Object.entries(object)) {
      if (key.includes("@")) continue;
      if (Array.isArray(value)) value.forEach((item) => item !== null && typeof item === "object" && !Array.isArray(item) && this.element(item, `'${key}'`));
      else if (value !== null && typeof value === "object") this.element(value, `'${key}'`);
    }
  }

  /** Rewrites `prefix@Term#Qualifier` keys with full term names, keeping member order and positions; drops unrepresentable values. */
  private renameAnnotations(object: JsonObject, describe: string): void {
    const entries = Object.entries(object);
    if (!entries.some(([key]) => key.includes("@"))) return;
    for (const [key] of entries) delete object[key];
    for (const [key, value] of entries) {
      const at = key.indexOf("@");
      if (at < 0) {
        object[key] = value;
        continue;
      }
      const renamed = key.slice(0, at + 1) + key.slice(at + 1).split("@").map((part) => this.names.fullTerm(part)).join("@");
      const location = this.ctx.at(object, key);
      for (const part of key.slice(at + 1).split("@")) reportUndeclaredAlias(this.ctx, this.names, part, () => describe, location);
      const problem = unrepresentable(value);
      if (problem) {
        this.ctx.notCarried(`annotation '${key.slice(at + 1)}' on ${describe}`, `its value uses the dynamic expression ${problem}, which the format cannot hold`, location);
        continue;
      }
      if (Object.hasOwn(object, renamed)) {
        // The same annotation by alias and by full name (`@Core.Description`, `@Org.OData.Core.V1.Description`).
        this.ctx.notCarried(`annotation '${key.slice(at + 1)}' on ${describe}`, "the same term and qualifier are given twice for this element; the first value is kept", location);
        continue;
      }
      object[renamed] = this.value(value, this.ctx.positions.isNumberText(object, key));
      const offset = this.ctx.positions.offsetOf(object, key);
      if (offset !== undefined) this.ctx.positions.markMember(object, renamed, offset);
    }
  }

  /**
   * An annotation value in the format's form. `numberText`: the value is a number a double cannot
   * hold, which the parser kept as its text; it becomes a typed constant (`{ $Int: "9007199254740993" }`,
   * `{ $Decimal: "3.14159265358979323846" }`), so that it keeps its digits and stays a number.
   */
  private value(value: JsonValue, numberText = false): JsonValue {
    if (numberText && typeof value === "string") return /^-?\d+$/.test(value) ? { $Int: value } : { $Decimal: value };
    if (Array.isArray(value)) return value.map((item, i) => this.value(item, this.ctx.positions.isNumberText(value, i)));
    if (value === null || typeof value !== "object") return value;
    if (Object.hasOwn(value, "$Null")) {
      // An annotated null (CSDL JSON 4.01, section 14.3.13): the format's null carries no annotations.
      for (const key of Object.keys(value)) {
        if (key.startsWith("@")) this.ctx.notCarried(`annotation '${key.slice(1)}' of a null value`, "the format has no place for annotations of a null value; the value is read as null", this.ctx.at(value, key));
      }
      return null;
    }
    // CSDL JSON names a record's type with `@type` (a URL whose fragment is the qualified name, 14.4.13);
    // the format writes it as `$Type` with the full name, as records read from CSDL XML have it.
    // CSDL JSON 4.0 documents write it `@odata.type`.
    for (const control of ["@type", "@odata.type"]) {
      const typeUrl = value[control];
      if (typeof typeUrl !== "string") continue;
      delete value[control];
      value.$Type = typeUrl.slice(typeUrl.indexOf("#") + 1);
    }
    if (typeof value.$Type === "string") value.$Type = this.names.full(value.$Type);
    const member = this.enumMember(value);
    if (member !== undefined) return member;
    if (typeof value.$Function === "string") value.$Function = this.names.full(value.$Function);
    if (typeof value.$LabeledElementReference === "string") value.$LabeledElementReference = this.names.full(value.$LabeledElementReference);
    // Qualified segments of paths with full names, as the XML reader writes them.
    for (const member of PATH_MEMBERS) if (typeof value[member] === "string") value[member] = this.names.fullPath(value[member] as string);
    if (PATH_MEMBERS.some((member) => Object.hasOwn(value, member))) {
      // CSDL XML writes a path as an attribute or a text element, where no annotation fits.
      for (const key of Object.keys(value)) {
        if (!key.startsWith("@")) continue;
        this.ctx.notCarried(`annotation '${key.slice(1)}' of a path`, "the format has no place for annotations of a path, which CSDL XML cannot write; the path is read without them", this.ctx.at(value, key));
        delete value[key];
      }
    }
    this.renameAnnotations(value, "a record");
    for (const [key, member] of Object.entries(value)) if (!key.includes("@") && key !== "$Type") value[key] = this.value(member, this.ctx.positions.isNumberText(value, key));
    return value;
  }

  /**
   * `{"$Cast": "Red,Blue", "$Type": "Ns.Color"}` (`$Type` already a full name) of an enum type of
   * the document, naming its members, alone: the enum member expression CSDL JSON writes where
   * nothing gives the value its type (as `edmgen generate` and the OASIS converter write
   * `<EnumMember>` there), read back as one (`{ $EnumMember: "Ns.Color/Red Ns.Color/Blue" }`).
   */
  private enumMember(value: JsonObject): JsonObject | undefined {
    const type = value.$Type;
    const names = value.$Cast;
    if (typeof type !== "string" || typeof names !== "string" || Object.keys(value).length !== 2) return undefined;
    const members = this.enumTypes.get(type);
    const listed = names.split(",").map((name) => name.trim());
    if (members === undefined || listed.length === 0 || !listed.every((name) => members.has(name))) return undefined;
    return { $EnumMember: listed.map((name) => `${type}/${name}`).join(" ") };
  }
}

/** The first dynamic-expression member in an annotation value, if any (CSDL JSON 4.01, section 14.4). */
function unrepresentable(value: JsonValue): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unrepresentable(item);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, member] of Object.entries(value)) {
    if (key.startsWith("$") && !REPRESENTABLE_MEMBERS.has(key)) return key;
    const found = key.includes("@") ? undefined : unrepresentable(member);
    if (found) return found;
  }
  return undefined;
}

export function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

/** A member of an object, if the object has it as its own (a name such as `constructor` is not read from the prototype). */
export function ownMember(object: JsonObject, name: string): JsonValue | undefined {
  return Object.hasOwn(object, name) ? object[name] : undefined;
}

export function asArray(value: JsonValue | undefined): JsonValue[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/** What a CSDL JSON `$`-member must be (OData CSDL JSON 4.01); annotation values are not checked here. */
type Shape = "string" | "boolean" | "object" | "objects" | "array" | "array of objects" | "strings";
const SHAPES: Readonly<Record<string, Shape>> = {
  $Reference: "objects",
  $Include: "array of objects",
  $IncludeAnnotations: "array of objects",
  $Namespace: "string",
  $Alias: "string",
  $Kind: "string",
  $Type: "string",
  $BaseType: "string",
  $UnderlyingType: "string",
  $Partner: "string",
  $OnDelete: "string",
  $Extends: "string",
  $Action: "string",
  $Function: "string",
  $EntitySet: "string",
  $EntitySetPath: "string",
  $Name: "string",
  $TermNamespace: "string",
  $Qualifier: "string",
  $TargetNamespace: "string",
  $Abstract: "boolean",
  $OpenType: "boolean",
  $HasStream: "boolean",
  $Collection: "boolean",
  $Nullable: "boolean",
  $ContainsTarget: "boolean",
  $IsFlags: "boolean",
  $IsBound: "boolean",
  $IsComposable: "boolean",
  $IncludeInServiceDocument: "boolean",
  $Key: "array",
  $Parameter: "array of objects",
  $ReturnType: "object",
  $ReferentialConstraint: "strings",
  $NavigationPropertyBinding: "strings",
  $Annotations: "objects",
};

/** The other `$`-members CSDL JSON 4.01 defines for the model's elements (their values are checked where they are read). */
const OTHER_MEMBERS: ReadonlySet<string> = new Set(["$Version", "$EntityContainer", "$MaxLength", "$Unicode", "$Precision", "$Scale", "$SRID", "$DefaultValue", "$AppliesTo", "$BaseTerm"]);

/** Every `$`-member CSDL JSON defines for the model's elements. */
const KNOWN_MEMBERS: readonly string[] = [...Object.keys(SHAPES), ...OTHER_MEMBERS];

const SHAPE_WORDS: Readonly<Record<Shape, string>> = {
  string: "a string",
  boolean: "a Boolean",
  object: "an object",
  objects: "an object of objects",
  strings: "an object of strings",
  array: "an array",
  "array of objects": "an array of objects",
};

function hasShape(value: JsonValue, shape: Shape): boolean {
  switch (shape) {
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "object":
      return asObject(value) !== undefined;
    case "objects":
      return asObject(value) !== undefined && Object.values(value as JsonObject).every((v) => asObject(v) !== undefined);
    case "strings":
      return asObject(value) !== undefined && Object.entries(value as JsonObject).every(([k, v]) => k.includes("@") || typeof v === "string");
    case "array":
      return Array.isArray(value);
    case "array of objects":
      return Array.isArray(value) && value.every((v) => asObject(v) !== undefined);
  }
}

/**
 * Where an object stands in CSDL JSON, which says what its members may be: the document holds
 * schemas, a schema its elements, an element without named children (a property, a container's
 * child, an overload, a parameter, a term, a reference or include) `$`-members and annotations
 * only, an `$Annotations` target annotations only.
 */
type Role = "document" | "schema" | "element" | "leaf" | "annotations" | "annotation target" | "references";

/**
 * Reports (as an invalid document) and removes every `$`-member of the model whose value has not
 * the shape CSDL JSON gives it (`"$Parameter": {…}`, `"$Include": [null]`, `"$Nullable": "no"`),
 * so the readers after this one meet only well-formed members. Annotation values are left alone.
 * A named member that is no object (`"Q": 5` in a type) is invalid too; in an element that has no
 * named children, any member that is neither a `$`-member nor an annotation is reported and removed
 * like a misspelt one (`"Type"` for `$Type`).
 */
function checkShapes(ctx: ImportContext, object: JsonObject, where = "the document", role: Role = "document"): void {
  const kind = object.$Kind;
  // The children of these elements are named elements themselves: properties, or the container's sets.
  const namedChildren = kind === "EntityType" || kind === "ComplexType" || kind === "EntityContainer";
  for (const [key, value] of Object.entries(object)) {
    if (key.includes("@")) continue;
    if (role === "annotation target") {
      ctx.notCarried(`member ${key} of ${where}`, "an $Annotations target holds annotations (\"@Term\") only; it is read without it", ctx.at(object, key));
      delete object[key];
      continue;
    }
    const known = key.startsWith("$") ? Object.hasOwn(SHAPES, key) || OTHER_MEMBERS.has(key) : role !== "leaf";
    if (!known) {
      // A misspelt member (`$Nulable`) would otherwise leave the element at its default without a word.
      const dollar = key.startsWith("$") ? key : `$${key}`;
      const close = dollar !== key && KNOWN_MEMBERS.includes(dollar) ? dollar : suggest(dollar, KNOWN_MEMBERS);
      ctx.notCarried(`member ${key} of ${where}`, `CSDL JSON defines no such member${close ? ` (did you mean ${close}?)` : ""}; the element is read without it`, ctx.at(object, key));
      delete object[key];
      continue;
    }
    const shape = Object.hasOwn(SHAPES, key) ? SHAPES[key] : undefined;
    if (shape !== undefined && !hasShape(value, shape)) {
      ctx.invalid(`'${key}' of ${where}`, `is not ${SHAPE_WORDS[shape]}`, ctx.at(object, key));
      delete object[key];
      continue;
    }
    const named = !key.startsWith("$");
    // A schema, a schema's element (or its overloads), a property or a container's child is an object.
    const holdsElements = role === "document" || role === "schema" || role === "annotations" || role === "references" || namedChildren;
    if (named && holdsElements && !asObject(value) && !(role === "schema" && Array.isArray(value))) {
      ctx.invalid(`member '${key}' of ${where}`, `is not ${role === "schema" ? "an object or an array of overloads" : "an object"}`, ctx.at(object, key));
      delete object[key];
      continue;
    }
    // A default value is a JSON primitive (CSDL JSON 4.01, section 7.2.6), a parameter names itself.
    if (key === "$DefaultValue" && (value === null || typeof value === "object")) {
      ctx.invalid(`'${key}' of ${where}`, "is not a string, number or Boolean", ctx.at(object, key));
      delete object[key];
      continue;
    }
    const naming = Object.hasOwn(NAMING_MEMBERS, key) ? NAMING_MEMBERS[key] : undefined;
    if (naming && Array.isArray(value)) {
      for (const item of value) if (typeof asObject(item)?.[naming.member] !== "string") ctx.invalid(`${naming.what} of ${where}`, `has no ${naming.member}`, ctx.at(asObject(item) ?? object, asObject(item) ? undefined : key));
    }
    if (Array.isArray(value)) {
      // A schema's overloads, parameters and includes hold $-members and annotations only.
      const itemRole: Role = (named && role === "schema") || key === "$Parameter" || key === "$Include" || key === "$IncludeAnnotations" ? "leaf" : "element";
      value.forEach((item) => asObject(item) && checkShapes(ctx, item as JsonObject, `'${key}'`, itemRole));
    } else if (asObject(value)) {
      const child = value as JsonObject;
      checkShapes(ctx, child, `'${key}'`, childRole(role, key, named, namedChildren, child));
    }
  }
}

/** Arrays whose items name themselves with a member (CSDL JSON 4.01, sections 12.4 and 3.4). */
const NAMING_MEMBERS: Readonly<Record<string, { member: string; what: string }>> = {
  $Parameter: { member: "$Name", what: "a parameter" },
  $Include: { member: "$Namespace", what: "an include" },
};

/** The role of a member's object value (see `Role`). */
function childRole(role: Role, key: string, named: boolean, namedChildren: boolean, child: JsonObject): Role {
  if (key === "$Annotations") return "annotations";
  if (key === "$Reference") return "references";
  if (key === "$ReturnType") return "leaf";
  if (!named) return "element";
  if (role === "document") return "schema";
  if (role === "annotations") return "annotation target";
  if (role === "references" || namedChildren || child.$Kind === "Term") return "leaf";
  return "element";
}
