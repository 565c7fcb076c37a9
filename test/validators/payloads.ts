import { patternOf, valueConstraints } from "../../src/model/validation-constraints.js";
import {
  bindableNavigations,
  bindMemberName,
  complexBodyProperties,
  createBodyProperties,
  keyPropertyNames,
  readNavigations,
  readProperties,
  ownUpdateBody,
  updateBodyProperties,
  updateOrDerivedMethod,
  updateRequiresFields,
} from "../../src/emitters/common/body-rules.js";
import type { Facets, Model, PrimitiveTypeName, Property, StructuredType, TypeDefinition, TypeRef } from "../../src/model/types.js";

/**
 * The test's own oracle: which payloads each shape must accept and reject, stated from the model
 * and the shared body rules (never from either emitter's output), as given/want cases.
 */

export type Shape = "read" | "create" | "update" | "patch" | "complex" | "complex-body" | "complex-patch" | "action-body" | OrDerivedShape;

/** The body a site of a type takes where its records or values may be of a derived type: its own body's or a derived type's. */
export type OrDerivedShape = "create-or-derived" | "update-or-derived" | "patch-or-derived" | "complex-body-or-derived";

const OWN_SHAPE: Record<OrDerivedShape, "create" | "update" | "patch" | "complex-body"> = {
  "create-or-derived": "create",
  "update-or-derived": "update",
  "patch-or-derived": "patch",
  "complex-body-or-derived": "complex-body",
};

function isOrDerived(shape: Shape): shape is OrDerivedShape {
  return shape in OWN_SHAPE;
}

export interface Case {
  readonly label: string;
  readonly value: unknown;
  readonly valid: boolean;
}

interface Member {
  readonly name: string;
  readonly required: boolean;
  /** Whether `null` is a valid value of the member. */
  readonly nullable: boolean;
  readonly valid: () => unknown;
  readonly invalid: () => [string, unknown][];
  /** A member that may not stand beside this one (the other form of a 4.01 link); records carry that one. */
  readonly excludes?: string;
  /** Further members that may not stand beside this one (the third form of a 4.01 link), with a valid value of each. */
  readonly rivals?: readonly (readonly [string, unknown])[];
}

const GUID = "0F8FAD5B-d9cb-469f-a165-70867728950e";
const INTEGERS: Partial<Record<PrimitiveTypeName, [number, number]>> = {
  Byte: [0, 255],
  SByte: [-128, 127],
  Int16: [-32768, 32767],
  Int32: [-2147483648, 2147483647],
};

/** `.` and `digits` fractional-second digits (none for 0). */
function fraction(digits: number): string {
  return digits === 0 ? "" : `.${"123456789012".slice(0, digits)}`;
}

/** A value with one fractional-second digit more than a temporal Precision allows. */
function pastPrecision(facets: Facets, value: (fraction: string) => string): [string, unknown][] {
  return facets.precision === undefined ? [] : [["past the precision", value(`.${"1234567890123".slice(0, facets.precision + 1)}`)]];
}

/** A valid value and labelled invalid values of a primitive type. */
/**
 * A String field's `Validation.Pattern` (checked by both validators): its default as the valid
 * value, which a test model gives such a field, and the usual valid string as an invalid one.
 */
function withPattern(p: Property, value: { valid: unknown; invalid: [string, unknown][] }): { valid: unknown; invalid: [string, unknown][] } {
  const pattern = patternOf(p.annotations);
  if (pattern === undefined || typeof value.valid !== "string") return value;
  const matches = (text: unknown) => typeof text === "string" && new RegExp(pattern, "u").test(text);
  if (!matches(p.defaultValue)) throw new Error(`test model: give the field '${p.name}' with a pattern a default that matches it`);
  return { valid: p.defaultValue, invalid: [...value.invalid, ...(matches(value.valid) ? [] : ([["not matching the pattern", value.valid]] as [string, unknown][]))] };
}

/**
 * A String or numeric field's `Validation.AllowedValues` (checked by both validators): its first
 * allowed value as the valid value, and the usual valid value as an invalid one where it is not
 * allowed.
 */
function withAllowedValues(p: Property, typeDefinitions: ReadonlyMap<string, TypeDefinition>, value: { valid: unknown; invalid: [string, unknown][] }): { valid: unknown; invalid: [string, unknown][] } {
  const { allowedValues } = valueConstraints(p, typeDefinitions);
  if (allowedValues === undefined) return value;
  return { valid: allowedValues[0], invalid: [...value.invalid, ...(allowedValues.includes(value.valid as string) ? [] : ([["not an allowed value", value.valid]] as [string, unknown][]))] };
}

function primitive(name: PrimitiveTypeName, facets: Facets): { valid: unknown; invalid: [string, unknown][] } {
  const range = INTEGERS[name];
  if (range) return { valid: range[1], invalid: [["past the maximum", range[1] + 1], ["below the minimum", range[0] - 1], ["a fraction", 1.5], ["a numeric string", "1"]] };
  switch (name) {
    case "String": {
      const max = typeof facets.maxLength === "number" ? facets.maxLength : undefined;
      // Astral characters: MaxLength counts code points, not UTF-16 units.
      const valid = max === undefined ? "Zürich 😀" : "😀".repeat(max);
      return { valid, invalid: [["a number", 42], ...(max === undefined ? [] : ([["too long", "a".repeat(max + 1)]] as [string, unknown][]))] };
    }
    case "Boolean":
      return { valid: false, invalid: [["a string", "true"], ["a number", 1]] };
    case "Int64":
      return { valid: 2 ** 60, invalid: [["a fraction", 0.5], ["a string", "1"], ["past 2^63", 2 ** 64]] };
    case "Decimal": {
      // Precision p with scale s (0 when not given, all digits before the point when variable)
      // bounds the magnitude by p - s nines, a point and s nines; a floating scale, or more than
      // the 15 digits a double holds, leaves it unbounded.
      const p = facets.precision;
      const s = typeof facets.scale === "number" ? facets.scale : 0;
      if (typeof p !== "number" || p > 15 || facets.scale === "floating") return { valid: -1.5e10, invalid: [["a numeric string", "1.5"], ["a boolean", true]] };
      const largest = Number(`${"9".repeat(p - s) || "0"}${s > 0 ? `.${"9".repeat(s)}` : ""}`);
      return { valid: -largest, invalid: [["a numeric string", "1.5"], ["a boolean", true], ["past the precision", 10 ** (p - s)], ["past the precision, negative", -(10 ** (p - s))]] };
    }
    case "Double":
      return { valid: -1.5e10, invalid: [["a numeric string", "1.5"], ["a boolean", true]] };
    case "Single":
      // The largest binary32 as writers print it (3.4028235E38) is valid; 1e39 is no binary32.
      return { valid: -3.4028235e38, invalid: [["a numeric string", "1.5"], ["a boolean", true], ["past the binary32 range", 1e39], ["past it, negative", -1e39]] };
    case "Guid":
      return { valid: GUID, invalid: [["a urn", `urn:uuid:${GUID}`], ["no hyphens", GUID.replace(/-/g, "")], ["braces", `{${GUID}}`], ["a space", ` ${GUID}`]] };
    case "DateTimeOffset":
      return {
        valid: facets.precision === undefined ? "2024-02-29T09:30+01:00" : `2024-02-29T09:30:15${fraction(facets.precision)}+01:00`,
        invalid: [
          ["no offset", "2024-02-29T09:30:00"],
          ["a space", "2024-02-29 09:30Z"],
          ["month 13", "2024-13-01T00:00Z"],
          ["13 fraction digits", "2024-02-29T09:30:00.1234567890123Z"],
          ["a date", "2024-02-29"],
          ...pastPrecision(facets, (digits) => `2024-02-29T09:30:15${digits}Z`),
        ],
      };
    case "Date":
      return { valid: "2024-02-29", invalid: [["a date-time", "2024-02-29T00:00Z"], ["a short year", "24-02-29"]] };
    case "TimeOfDay":
      return {
        valid: facets.precision === undefined ? "09:30:15.5" : `09:30:15${fraction(facets.precision)}`,
        invalid: [["one-digit hour", "9:30"], ["hour 24", "24:00"], ...pastPrecision(facets, (digits) => `09:30:15${digits}`)],
      };
    case "Duration":
      return {
        valid: facets.precision === undefined ? "-P1DT2H30M15.5S" : `-P1DT2H30M15${fraction(facets.precision)}S`,
        invalid: [["no P", "1D"], ["hours without T", "P1H"], ["a year", "P1Y"], ...pastPrecision(facets, (digits) => `PT15${digits}S`)],
      };
    case "Binary": {
      // MaxLength counts bytes: the largest value allowed, and one byte more, unpadded and padded.
      const max = typeof facets.maxLength === "number" ? facets.maxLength : undefined;
      if (max === undefined) return { valid: "AQID_-8", invalid: [["padding inside", "AQ=D"], ["base64 +", "AQID+w=="]] };
      const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 67 + 251) % 256));
      // Above 752 bytes the bound is the padded text's length (a pattern cannot count that far in
      // every validator): three bytes more is past it; one more may not be.
      if (max > 752) return { valid: bytes(max).toString("base64url"), invalid: [["three bytes too many", bytes(max + 3).toString("base64url")]] };
      return {
        valid: bytes(max).toString("base64url"),
        invalid: [
          ["padding inside", "AQ=D"],
          ["one byte too many", bytes(max + 1).toString("base64url")],
          ["one byte too many, padded", bytes(max + 1).toString("base64").replace(/\+/g, "-").replace(/\//g, "_")],
        ],
      };
    }
    case "ComplexType":
    case "EntityType":
      return { valid: {}, invalid: [["an array", []], ["a string", "x"]] };
    case "Stream":
    case "Untyped":
      return { valid: 42, invalid: [] };
    case "PrimitiveType":
      // Any primitive value: a string, a number, a boolean or a GeoJSON object; never an array.
      return { valid: "x", invalid: [["an array", [1]]] };
    case "AnnotationPath":
    case "PropertyPath":
    case "NavigationPropertyPath":
      return { valid: "A/B", invalid: [["a number", 1]] };
    default: {
      const geo = /^(?:Geography|Geometry)(.*)$/.exec(name)?.[1] ?? "";
      const kind = geo === "" ? "Point" : geo === "Collection" ? "GeometryCollection" : geo;
      const point = { type: "Point", coordinates: [1, 2] };
      const valid = kind === "GeometryCollection" ? { type: kind, geometries: [point, { type: kind, geometries: [] }] } : { type: kind, coordinates: kind === "Point" ? [1, 2] : [] };
      const invalid: [string, unknown][] = [["well-known text", "POINT(1 2)"], ["another kind", { type: "Unknown", coordinates: [] }]];
      // The abstract type takes any kind, each checked as such (RFC 7946, section 3.1).
      if (geo === "") invalid.push(["a point without coordinates", { type: "Point" }], ["a line of one position", { type: "LineString", coordinates: [1, 2] }]);
      if (kind === "GeometryCollection") invalid.push(["a member without coordinates", { type: kind, geometries: [{ type: "Point" }] }]);
      return { valid, invalid };
    }
  }
}

/** Builds the members and cases of each shape of a model. */
export class PayloadOracle {
  private readonly typeDefinitions: ReadonlyMap<string, TypeDefinition>;

  constructor(private readonly model: Model) {
    this.typeDefinitions = new Map(model.typeDefinitions.map((t) => [t.name, t] as const));
  }

  private structured(name: string): StructuredType {
    const type = [...this.model.entityTypes, ...this.model.complexTypes].find((t) => t.name === name);
    if (!type) throw new Error(`no type ${name}`);
    return type;
  }

  /** A valid value and invalid values of one (non-collection, non-null) value of `type`. */
  private value(type: TypeRef, facets: Facets, body: boolean, depth: number): { valid: unknown; invalid: [string, unknown][] } {
    switch (type.kind) {
      case "primitive":
        return primitive(type.name, facets);
      case "typeDefinition": {
        const definition = this.model.typeDefinitions.find((t) => t.name === type.name)!;
        return primitive(definition.underlyingType, { ...definition.facets, ...facets });
      }
      case "enum": {
        const names = this.model.enumTypes.find((t) => t.name === type.name)!;
        const members = names.members.map((m) => m.name);
        if (names.isFlags) return { valid: members.slice(0, 2).join(","), invalid: [["an empty member", `${members[0]},,${members[1]}`], ["a space", `${members[0]}, ${members[1]}`]] };
        return { valid: members[0], invalid: [["no member", "NotAMember"], ["the numeric value", 0]] };
      }
      case "complex":
      case "entity": {
        // In a body, a complex field whose type has derived types takes their values too: one of
        // them where the type is abstract (it has no values of its own).
        const record =
          body && type.kind === "complex" && this.derivedOf(type.name).length > 0
            ? this.record(type.name, "complex-body-or-derived", depth + 1)
            : this.record(type.name, body ? "complex-body" : type.kind === "complex" ? "complex" : "read", depth + 1);
        return { valid: record, invalid: [["a string", "x"], ["an array", [record]]] };
      }
    }
  }

  private property(p: Property, required: boolean, body: boolean, depth: number): Member {
    const value = () => withAllowedValues(p, this.typeDefinitions, withPattern(p, this.value(p.type, p.facets, body, depth)));
    // A collection is never null; its Nullable is about the items (CSDL 4.01, section 7.2.1).
    return {
      name: p.name,
      required,
      nullable: !p.collection && p.nullable,
      valid: () => (p.collection ? [value().valid] : value().valid),
      invalid: () =>
        p.collection
          ? [["not an array", value().valid], ...value().invalid.map(([l, v]): [string, unknown] => [`an item ${l}`, [v]]), ...(p.nullable ? [] : ([["a null item", [null]]] as [string, unknown][]))]
          : value().invalid,
    };
  }

  /** The members of one shape of `typeName`, with whether each is required. */
  members(typeName: string, shape: Shape, depth = 0): Member[] {
    if (shape === "action-body") {
      // An action's request body: its parameters after a binding one; the nullable ones may be left out.
      const action = this.model.operations.find((o) => o.kind === "action" && o.name === typeName);
      if (!action) throw new Error(`no action ${typeName}`);
      const parameters = action.isBound ? action.parameters.slice(1) : action.parameters;
      return parameters.map((p) => this.property(p as unknown as Property, !p.nullable, true, depth));
    }
    const type = this.structured(typeName);
    const body = shape !== "read" && shape !== "complex";
    const props = (list: Property[], required: (p: Property) => boolean) => list.map((p) => this.property(p, required(p), body, depth));
    if (!body) {
      const navigations = depth > 0 ? [] : readNavigations(type).map((n): Member => {
        const record = () => this.record(n.target, "read", depth + 1);
        return {
          name: n.name,
          required: false,
          nullable: !n.collection && n.nullable,
          valid: () => (n.collection ? [record()] : record()),
          invalid: () => (n.collection ? [["not an array", record()]] : [["an array", [record()]], ["a string", "x"]]),
        };
      });
      return [...props(readProperties(type), () => true), ...navigations];
    }
    const binds = bindableNavigations(type).map((n): Member => ({
      name: bindMemberName(n),
      required: false,
      // null removes the link of a nullable relationship (OData JSON Format 4.01, section 8.5);
      // a collection-valued one takes an array of links.
      nullable: !n.collection && n.nullable,
      valid: () => (n.collection ? [`${n.target}(${GUID})`] : `${n.target}(${GUID})`),
      invalid: () => (n.collection ? [["a single link", `${n.target}(${GUID})`], ["an empty link", [""]], ["null", null]] : [["empty", ""], ["a number", 5]]),
    }));
    // A 4.01 service also takes the link as an entity reference in the navigation (OData JSON Format 4.01, section 8.5),
    // and the bind member without the `odata.` prefix (section 4.5): one form per relationship.
    if (this.model.service.odataVersion !== "4.0") {
      for (const n of bindableNavigations(type)) {
        const reference = { "@id": `${n.target}(${GUID})` };
        const bind = binds.find((m) => m.name === bindMemberName(n))!;
        binds.push({ ...bind, name: `${n.name}@bind`, excludes: bind.name, rivals: [[n.name, n.collection ? [reference] : reference]] });
        binds.push({
          name: n.name,
          required: false,
          excludes: bindMemberName(n),
          rivals: [[`${n.name}@bind`, bind.valid()]],
          nullable: !n.collection && n.nullable,
          valid: () => (n.collection ? [reference] : reference),
          invalid: () => [
            ["a URL, not a reference", reference["@id"]],
            ["a reference without @id", n.collection ? [{}] : {}],
            ["a reference with another member", n.collection ? [{ ...reference, Name: "x" }] : { ...reference, Name: "x" }],
          ],
        });
      }
    }
    // A complex value links its type's relationships as an entity's body does (OData JSON Format 4.01, section 8.5).
    if (shape === "complex-body") return [...props(complexBodyProperties(type), (p) => p.requiredInBodies), ...binds];
    // A complex value in a PATCH body: PATCH applies to it in turn, so it requires no member
    // (OData Protocol 4.01, section 11.4.3); a whole value is one too.
    if (shape === "complex-patch") return [...props(complexBodyProperties(type), () => false), ...binds];
    if (shape === "create") return [...props(createBodyProperties(type), (p) => p.requiredInBodies), ...binds];
    // A PATCH body changes only the fields sent: it requires none (OData Protocol 4.01, section 11.4.3).
    if (shape === "patch") return [...props(updateBodyProperties(type), () => false), ...binds];
    const full = updateRequiresFields(this.model, type.name);
    return [...props(updateBodyProperties(type), (p) => full && p.requiredInBodies), ...binds];
  }

  /**
   * The types derived from `name` that are not abstract, in model order: the oracle's own reading
   * of inheritance (OData CSDL 4.01, section 6.1.1), not the emitters' rule.
   */
  derivedOf(name: string): StructuredType[] {
    const all = [...this.model.entityTypes, ...this.model.complexTypes];
    const byName = new Map(all.map((t) => [t.name, t] as const));
    const derives = (type: StructuredType): boolean => {
      for (let base = type.baseType; base !== undefined; base = byName.get(base)?.baseType) if (base === name) return true;
      return false;
    };
    return all.filter((t) => !t.abstract && derives(t));
  }

  /**
   * The own body of a variant of an `-or-derived` shape of `typeName`: a derived type's update
   * body for the method of the base type's sites (the PATCH body where the derived type is also
   * replaced by PUT elsewhere). Which method that is comes from the shared body rules (the sites'
   * methods), not the oracle's own reading; test/openapi/derived-bodies.test.ts pins the choice.
   */
  private ownShape(typeName: string, shape: OrDerivedShape, variant: string): Shape {
    if (shape !== "update-or-derived") return OWN_SHAPE[shape];
    return ownUpdateBody(this.model, variant, updateOrDerivedMethod(this.model, typeName));
  }

  /** The name a body of `typeName` gives its type, in the namespace form. */
  private typeName(typeName: string): string {
    return `#${this.model.service.namespace}.${typeName}`;
  }

  /** A valid record of the shape with every member (navigations only at the top level; a 4.01 link in its first form). */
  record(typeName: string, shape: Shape, depth = 0): Record<string, unknown> {
    if (isOrDerived(shape)) {
      // The type's own body, or where it is abstract a derived type's, which names its type.
      const type = this.structured(typeName);
      if (!type.abstract) return this.record(typeName, this.ownShape(typeName, shape, typeName), depth);
      const variant = this.derivedOf(typeName)[0]!;
      return { "@odata.type": this.typeName(variant.name), ...this.record(variant.name, this.ownShape(typeName, shape, variant.name), depth) };
    }
    // Deep enough to reach every type once more; a recursive nullable member ends the recursion with null.
    const members = this.members(typeName, shape, depth).filter((m) => m.excludes === undefined);
    return Object.fromEntries(members.map((m) => [m.name, depth > 2 && m.nullable ? null : m.valid()]));
  }

  /** Whether the shape accepts members it does not list (read records; bodies of open types only). */
  open(typeName: string, shape: Shape): boolean {
    // An action's body is always closed: its members are exactly the parameters.
    if (shape === "action-body") return false;
    return shape === "read" || shape === "complex" || this.structured(typeName).openType;
  }

  /**
   * `@odata.type` (OData JSON Format 4.01, section 4.5.3): a body may name its own type, by
   * namespace or alias, as a URI fragment; another type, a name without `#` or a value that is not
   * a string it may not. Records as read take anything there (they are open); an action's body
   * is its parameters, not a typed value.
   */
  private typeNameCases(typeName: string, shape: Shape, full: Record<string, unknown>, open: boolean): Case[] {
    if (shape === "action-body") return [];
    const body = shape !== "read" && shape !== "complex";
    const { namespace, alias, odataVersion } = this.model.service;
    const own = [`#${namespace}.${typeName}`, ...(alias === undefined ? [] : [`#${alias}.${typeName}`])];
    // From 4.01 on the `odata.` prefix may be left out (section 4.5): `@type` is the same member.
    const unprefixed = odataVersion !== "4.0";
    // No record or value is of an abstract type (CSDL 4.01, section 6.1.2): its own bodies name no
    // type at all, so any type member is refused, unless the open type takes it as a dynamic property.
    if (body && this.structured(typeName).abstract) {
      return [
        ...own.map((name) => ({ label: `@odata.type ${name} (abstract)`, value: { [`@odata.type`]: name, ...full }, valid: open })),
        { label: "@type naming the abstract type", value: { "@type": own[0], ...full }, valid: open },
      ];
    }
    return [
      ...own.map((name) => ({ label: `@odata.type ${name}`, value: { [`@odata.type`]: name, ...full }, valid: true })),
      { label: "@odata.type of another type", value: { ...full, "@odata.type": `#${namespace}.${typeName}Other` }, valid: !body },
      { label: "@odata.type without #", value: { ...full, "@odata.type": `${namespace}.${typeName}` }, valid: !body },
      { label: "@odata.type not a string", value: { ...full, "@odata.type": 1 }, valid: !body && open },
      { label: "@type naming its own type", value: { "@type": own[0], ...full }, valid: !body || unprefixed || open },
      { label: "@type of another type", value: { ...full, "@type": `#${namespace}.${typeName}Other` }, valid: !body || (!unprefixed && open) },
      // In 4.01 the two are one member under two names: a body names its type once.
      { label: "@odata.type and @type together", value: { "@odata.type": own[0], "@type": own[0], ...full }, valid: !body || (!unprefixed && open) },
    ];
  }

  /**
   * The hand-made cases of a body that may be a derived type's: the type's own full body (unless
   * it is abstract); each derived type's, naming its type (also by `@type` in 4.01), without the
   * name where it has members of its own, under an unrelated name, under both names, and with a
   * wrong value in one of its own members; and what is no body at all.
   */
  private orDerivedCases(typeName: string, shape: OrDerivedShape): Case[] {
    const type = this.structured(typeName);
    const unprefixed = this.model.service.odataVersion !== "4.0";
    const cases: Case[] = [];
    const mine = new Set(this.members(typeName, this.ownShape(typeName, shape, typeName)).map((m) => m.name));
    if (!type.abstract) cases.push({ label: "the type's own body", value: this.record(typeName, this.ownShape(typeName, shape, typeName)), valid: true });
    for (const variant of this.derivedOf(typeName)) {
      const own = this.ownShape(typeName, shape, variant.name);
      const full = this.record(variant.name, own);
      const name = this.typeName(variant.name);
      const label = `${variant.name}'s body`;
      cases.push({ label: `${label} naming its type`, value: { "@odata.type": name, ...full }, valid: true });
      cases.push({ label: `${label} under another type's name`, value: { "@odata.type": `${name}Other`, ...full }, valid: false });
      if (unprefixed) {
        cases.push({ label: `${label} naming its type by @type`, value: { "@type": name, ...full }, valid: true });
        cases.push({ label: `${label} naming its type twice`, value: { "@odata.type": name, "@type": name, ...full }, valid: false });
      }
      // Unnamed, it is read as the type's own body: which it is not, where it has members of its own.
      const extra = Object.keys(full).filter((member) => !mine.has(member));
      if (extra.length > 0 && !type.openType) cases.push({ label: `${label} without its type's name`, value: full, valid: false });
      const members = this.members(variant.name, own).filter((m) => extra.includes(m.name));
      for (const member of members) {
        const [wrong] = member.invalid();
        if (wrong) cases.push({ label: `${label} with ${member.name} ${wrong[0]}`, value: { "@odata.type": name, ...full, [member.name]: wrong[1] }, valid: false });
      }
    }
    cases.push({ label: "null", value: null, valid: false }, { label: "an array", value: [], valid: false });
    return cases;
  }

  /** The hand-made cases of one shape: every member right, wrong, null and missing, plus unknown members and keys. */
  cases(typeName: string, shape: Shape): Case[] {
    if (isOrDerived(shape)) return this.orDerivedCases(typeName, shape);
    const members = this.members(typeName, shape);
    const full = this.record(typeName, shape);
    const minimal = Object.fromEntries(members.filter((m) => m.required).map((m) => [m.name, full[m.name]]));
    const open = this.open(typeName, shape);
    const cases: Case[] = [
      { label: "every member", value: full, valid: true },
      { label: "the required members only", value: minimal, valid: true },
      { label: "an unknown member", value: { ...full, Bogus: 1 }, valid: open },
      { label: "an instance annotation", value: { ...full, "@odata.etag": 'W/"1"' }, valid: open },
      ...this.typeNameCases(typeName, shape, full, open),
      { label: "an array", value: [full], valid: false },
      { label: "null", value: null, valid: false },
      { label: "a string", value: "{}", valid: false },
    ];
    for (const m of members) {
      const { [m.name]: _dropped, ...without } = full;
      cases.push({ label: `${m.name} missing`, value: without, valid: !m.required });
      // The other form of a link, in place of the record's own: never both for one relationship.
      const base: Record<string, unknown> = { ...full };
      if (m.excludes !== undefined) {
        delete base[m.excludes];
        cases.push({ label: `${m.name} instead of ${m.excludes}`, value: { ...base, [m.name]: m.valid() }, valid: true });
        cases.push({ label: `${m.name} beside ${m.excludes}`, value: { ...full, [m.name]: m.valid() }, valid: false });
        cases.push({ label: `${m.name} null beside ${m.excludes}`, value: { ...full, [m.name]: null }, valid: false });
        for (const [rival, value] of m.rivals ?? []) cases.push({ label: `${m.name} beside ${rival}`, value: { ...base, [m.name]: m.valid(), [rival]: value }, valid: false });
      }
      cases.push({ label: `${m.name} null`, value: { ...base, [m.name]: null }, valid: m.nullable });
      for (const [label, value] of m.invalid()) cases.push({ label: `${m.name} ${label}`, value: { ...base, [m.name]: value }, valid: false });
    }
    if (shape === "create" || shape === "update" || shape === "patch") {
      const type = this.structured(typeName);
      for (const key of keyPropertyNames(type)) {
        if (members.some((m) => m.name === key)) continue;
        // Not even as a dynamic property of an open type: it may not take a declared name.
        cases.push({ label: `the key ${key} in the body`, value: { ...full, [key]: GUID }, valid: false });
      }
    }
    if ((shape === "create" || shape === "update" || shape === "patch" || shape === "complex-body" || shape === "complex-patch") && open) {
      // An open type's dynamic properties may not take a declared member's name (CSDL 4.01,
      // section 6.3): the declared members a body leaves out (computed and immutable fields,
      // relationships it does not link by name) are refused there, whatever their value.
      const type = this.structured(typeName);
      const listed = new Set([...members.map((m) => m.name), ...keyPropertyNames(type)]);
      for (const name of [...type.properties.map((p) => p.name), ...type.navigations.map((n) => n.name)]) {
        if (listed.has(name)) continue;
        cases.push({ label: `the declared ${name}, left out of the body, as a dynamic property`, value: { ...full, [name]: 1 }, valid: false });
        cases.push({ label: `the declared ${name}, left out of the body, as null`, value: { ...full, [name]: null }, valid: false });
      }
    }
    return cases;
  }
}
