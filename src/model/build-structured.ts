import { suggest } from "../diagnostics/suggest.js";
import type { RawRelationship, RawStructuredType } from "../metadata-loader/raw-types.js";
import type { Declared } from "./build-context.js";
import { buildProperty, checkMemberName, type MemberScope } from "./build-members.js";
import { underlyingPrimitive } from "./underlying-primitive.js";
import { isSimpleIdentifier, localName } from "./names.js";
import type { Cardinality, ComplexType, EntityType, KeyPart, NavigationProperty, PrimitiveTypeName, Property, StructuredType } from "./types.js";

const CARDINALITIES: readonly Cardinality[] = ["N:1", "1:1", "1:N", "N:N"];

type Kind = "entity" | "complex";

/**
 * Builds the entity or complex types: checks names and base types, breaks inheritance cycles
 * (reported once), orders base before derived, and resolves inherited members and keys.
 */
export function buildStructuredTypes<K extends Kind>(
  scope: MemberScope,
  kind: K,
  declarations: ReadonlyMap<string, Declared<RawStructuredType>>,
  namespace: string,
  alias: string | undefined,
): Map<string, K extends "entity" ? EntityType : ComplexType> {
  const { ctx } = scope;
  const word = kind === "entity" ? "entity type" : "complex type";
  const baseOf = new Map<string, string>();
  for (const [name, declared] of declarations) {
    if (!isSimpleIdentifier(name)) ctx.report("EDM0201", { kind: word, name }, ctx.at(declared));
    const rawBase = declared.raw.base;
    if (rawBase === undefined) continue;
    const base = localName(rawBase, namespace, alias);
    if (!declarations.has(base)) {
      ctx.markFailed(name, "*");
      ctx.report("EDM0208", { base: rawBase, type: name, expected: `a declared ${word}`, suggestion: suggest(base, declarations.keys()) }, ctx.at(declared, ["base"], false));
      continue;
    }
    baseOf.set(name, base);
  }
  breakCycles(scope, declarations, baseOf);

  /** The nearest base type that declares itself open, which makes the types below it open. */
  const openedBy = (name: string): string | undefined => {
    const seen = new Set<string>([name]);
    for (let t = baseOf.get(name); t !== undefined && !seen.has(t); t = baseOf.get(t)) {
      if (declarations.get(t)?.raw.openType === true) return t;
      seen.add(t);
    }
    return undefined;
  };
  const built = new Map<string, StructuredType>();
  const build = (name: string): StructuredType => {
    const existing = built.get(name);
    if (existing) return existing;
    const declared = declarations.get(name)!;
    const baseName = baseOf.get(name);
    const base = baseName ? build(baseName) : undefined;
    const type = buildOne(scope, kind, declared, base, openedBy(name));
    built.set(name, type);
    return type;
  };
  for (const name of declarations.keys()) build(name);
  return built as Map<string, K extends "entity" ? EntityType : ComplexType>;
}

function breakCycles(scope: MemberScope, declarations: ReadonlyMap<string, Declared<RawStructuredType>>, baseOf: Map<string, string>): void {
  const done = new Set<string>();
  for (const start of declarations.keys()) {
    const chain: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && !done.has(current) && !chain.includes(current)) {
      chain.push(current);
      current = baseOf.get(current);
    }
    if (current !== undefined && chain.includes(current)) {
      const cycle = chain.slice(chain.indexOf(current));
      // Report at the member declared first, so the diagnostic does not depend on where the walk began.
      const first = [...declarations.keys()].find((n) => cycle.includes(n))!;
      const ordered = [...cycle.slice(cycle.indexOf(first)), ...cycle.slice(0, cycle.indexOf(first)), first];
      scope.ctx.report("EDM0205", { cycle: ordered.join(" -> ") }, scope.ctx.at(declarations.get(first)!, ["base"], false));
      for (const member of cycle) {
        baseOf.delete(member);
        scope.ctx.markFailed(member, "*");
      }
    }
    for (const name of chain) done.add(name);
  }
}

function buildOne(scope: MemberScope, kind: Kind, declared: Declared<RawStructuredType>, base: StructuredType | undefined, openedBy: string | undefined): StructuredType {
  const { ctx } = scope;
  const raw = declared.raw;
  const name = declared.name;
  const ownKey: KeyPart[] = (raw.key ?? []).map((part) => (typeof part === "string" ? { path: part } : { path: part.path, ...(part.alias ? { alias: part.alias } : {}) }));
  const keyNames = new Set(ownKey.map((k) => k.path));
  if (base) ctx.inheritFailures(name, base.name);
  const inheritedProperties = base?.properties ?? [];
  const inheritedNavigations = base?.navigations ?? [];
  const inheritedNames = new Map<string, string>([...inheritedProperties, ...inheritedNavigations].map((m) => [m.name, m.declaredIn]));

  const ownProperties: Property[] = [];
  for (const [fieldName, rawField] of Object.entries(raw.fields ?? {})) {
    const inheritedFrom = inheritedNames.get(fieldName);
    if (inheritedFrom) {
      ctx.report("EDM0206", { name: fieldName, type: name, base: inheritedFrom }, ctx.at(declared, ["fields", fieldName]));
      continue;
    }
    const property = buildProperty(scope, declared, name, fieldName, rawField, keyNames.has(fieldName));
    if (property) ownProperties.push(property);
    else ctx.markFailed(name, fieldName);
  }
  const ownNavigations: NavigationProperty[] = [];
  for (const [navName, rawNav] of Object.entries(raw.relationships ?? {})) {
    const inheritedFrom = inheritedNames.get(navName);
    if (inheritedFrom) {
      ctx.report("EDM0206", { name: navName, type: name, base: inheritedFrom }, ctx.at(declared, ["relationships", navName]));
      continue;
    }
    if (raw.fields && Object.hasOwn(raw.fields, navName)) {
      ctx.report("EDM0215", { name: navName, type: name }, ctx.at(declared, ["relationships", navName]));
      continue;
    }
    const navigation = buildNavigation(scope, declared, navName, rawNav);
    if (navigation) ownNavigations.push(navigation);
    else ctx.markFailed(name, navName);
  }
  // A type derived from an open type is open too (CSDL 4.01, section 6.1.4 and 9.1.4 for complex types).
  if (raw.openType === false && base?.openType) ctx.report("EDM0229", { type: name, base: base.name, opener: openedBy ?? base.name }, ctx.at(declared, ["openType"]));
  const common = {
    name,
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    abstract: raw.abstract ?? false,
    openType: raw.openType ?? base?.openType ?? false,
    ...(base ? { baseType: base.name } : {}),
    ownProperties,
    ownNavigations,
    properties: [...inheritedProperties, ...ownProperties],
    navigations: [...inheritedNavigations, ...ownNavigations],
    annotations: raw.annotations ?? {},
    source: ctx.source(declared),
  };
  if (kind === "complex") return { kind: "complex", ...common };
  const key = ownKey.length > 0 ? ownKey : base?.kind === "entity" ? base.key : [];
  const baseHasStream = base?.kind === "entity" && base.hasStream;
  if (raw.hasStream === false && baseHasStream) ctx.report("EDM0231", { type: name, base: base.name }, ctx.at(declared, ["hasStream"]));
  const entity: EntityType = { kind: "entity", ...common, ownKey, key, hasStream: raw.hasStream || baseHasStream };
  checkKey(scope, declared, entity, base?.kind === "entity" ? base : undefined);
  return entity;
}

function buildNavigation(scope: MemberScope, declared: Declared<RawStructuredType>, name: string, raw: RawRelationship): NavigationProperty | undefined {
  const { ctx } = scope;
  const path = ["relationships", name];
  if (!checkMemberName(scope, "relationship", name, declared, path)) return undefined;
  if (!CARDINALITIES.includes(raw.cardinality as Cardinality)) {
    ctx.report("EDM0207", { value: String(raw.cardinality), relationship: name, ...(typeof raw.cardinality === "string" ? {} : { unquoted: true }) }, ctx.at(declared, [...path, "cardinality"], false));
    return undefined;
  }
  const cardinality = raw.cardinality as Cardinality;
  const target = scope.types.lookup(raw.target, ["entity"]);
  if (target?.kind !== "entity") {
    const entityNames = [...scope.types.entityTypeNames()];
    const declaredAs = scope.types.describe(raw.target);
    ctx.report("EDM0203", { target: raw.target, relationship: name, suggestion: suggest(raw.target, entityNames), ...(declaredAs ? { declaredAs } : {}) }, ctx.at(declared, [...path, "target"], false));
    return undefined;
  }
  const collection = cardinality === "1:N" || cardinality === "N:N";
  if (collection && raw.nullable !== undefined) {
    ctx.report("EDM0226", { relationship: name, cardinality }, ctx.at(declared, [...path, "nullable"]));
  }
  return {
    name,
    target: target.name,
    cardinality,
    collection,
    nullable: collection ? false : (raw.nullable ?? cardinality === "N:1"),
    ...(raw.partner !== undefined ? { partner: raw.partner } : {}),
    containsTarget: raw.containsTarget ?? false,
    ...(raw.onDelete !== undefined ? { onDelete: raw.onDelete } : {}),
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    annotations: raw.annotations ?? {},
    declaredIn: declared.name,
    source: ctx.source(declared, path),
  };
}

/** A key part must name a non-nullable primitive, enum or type-definition field; paths into complex fields need an alias (CSDL 6.5). */
function checkKey(scope: MemberScope, declared: Declared<RawStructuredType>, entity: EntityType, base: EntityType | undefined): void {
  const { ctx } = scope;
  if (entity.key.length === 0) {
    // A type whose base is missing or in a cycle may have lost its key with it: no follow-on error.
    if (!entity.abstract && !ctx.hasFailed(entity.name, "*")) ctx.report("EDM0209", { type: entity.name }, ctx.at(declared));
    return;
  }
  // A key is declared once in a hierarchy: a derived type has its base's (CSDL 4.01, section 6.5).
  if (entity.ownKey.length > 0 && base !== undefined && base.key.length > 0) {
    const baseKey = base.key.map((part) => part.alias ?? part.path).join(", ");
    ctx.report("EDM0210", { path: entity.ownKey.map((part) => part.path).join(", "), type: entity.name, detail: `is declared, but its base type '${base.name}' has a key (${baseKey}): a derived type has its base type's key` }, ctx.at(declared, ["key"], true));
  }
  const seen = new Set<string>();
  entity.ownKey.forEach((part, index) => {
    const at = ctx.at(declared, ["key", index], false);
    // Two parts of one key under one name would give a key segment that names a field twice.
    const name = part.alias ?? part.path;
    if (seen.has(name)) {
      ctx.report("EDM0210", { path: part.path, type: entity.name, detail: `is listed twice${part.alias ? ` (alias '${part.alias}')` : ""}` }, at);
      return;
    }
    seen.add(name);
    const segments = part.path.split("/");
    if (segments.length > 1 && !part.alias) {
      ctx.report("EDM0210", { path: part.path, type: entity.name, detail: "goes through a complex field and needs an alias" }, at);
      return;
    }
    // CSDL 4.01, section 8.3 (4.0 Part 3, 8.3.2): only a key inside a complex field has an alias.
    if (segments.length === 1 && part.alias) {
      ctx.report("EDM0210", { path: part.path, type: entity.name, detail: `has the alias '${part.alias}', but only a key field inside a complex field takes one (URLs name a field of the type itself by its own name); write '${part.path}'` }, at);
      return;
    }
    // The alias names the key in URLs beside the members of the declaring type and its bases (a
    // type derived from it may reuse the name): CSDL 4.01, section 8.3; 4.0 Part 3, 8.3.2.
    const clash = part.alias === undefined ? undefined : entity.properties.some((p) => p.name === part.alias) ? "field" : entity.navigations.some((n) => n.name === part.alias) ? "relationship" : undefined;
    if (clash) {
      ctx.report("EDM0210", { path: part.path, type: entity.name, detail: `has the alias '${part.alias}', which is also the name of a ${clash} of the type; a key alias must differ from the type's fields and relationships` }, at);
    }
    const property = entity.properties.find((p) => p.name === segments[0]);
    if (!property && ctx.hasFailed(entity.name, segments[0]!)) return;
    if (!property) {
      ctx.report("EDM0210", { path: part.path, type: entity.name, detail: "names no field of the type" }, at);
      return;
    }
    if (segments.length === 1) {
      if (property.nullable) ctx.report("EDM0210", { path: part.path, type: entity.name, detail: "is nullable; key fields must be 'nullable: false'" }, at);
      if (property.collection || property.type.kind === "complex") {
        ctx.report("EDM0210", { path: part.path, type: entity.name, detail: "must be a single primitive, enum or type-definition field" }, at);
      }
    }
  });
}

/**
 * The primitive types a key field may have (CSDL 4.01, section 8.2): values that have a literal
 * form in a URL's key segment and compare exactly. Floating-point, binary, stream, geographic and
 * untyped values are not among them.
 */
const KEY_PRIMITIVES: ReadonlySet<PrimitiveTypeName> = new Set<PrimitiveTypeName>([
  "Boolean", "Byte", "Date", "DateTimeOffset", "Decimal", "Duration", "Guid", "Int16", "Int32", "Int64", "SByte", "String", "TimeOfDay",
]);

/**
 * Checks what key fields are, once all structured types exist: a key field is a non-nullable
 * primitive (of the types above), enum or type-definition field of the type itself, or one reached
 * through non-nullable single complex fields (CSDL 4.01, section 8.2). Parts that name no field of
 * the type itself were reported while the type was built.
 */
export function checkKeyFields(
  scope: MemberScope,
  entityTypes: ReadonlyMap<string, EntityType>,
  complexTypes: ReadonlyMap<string, ComplexType>,
  declarations: ReadonlyMap<string, Declared<RawStructuredType>>,
): void {
  const { ctx } = scope;
  for (const entity of entityTypes.values()) {
    const declared = declarations.get(entity.name);
    if (!declared) continue;
    entity.ownKey.forEach((part, index) => {
      const report = (detail: string) => ctx.report("EDM0210", { path: part.path, type: entity.name, detail }, ctx.at(declared, ["key", index], false));
      const segments = part.path.split("/");
      if (segments.length > 1 && !part.alias) return;
      let properties: readonly Property[] = entity.properties;
      let owner: string = entity.name;
      for (let i = 0; i < segments.length; i++) {
        const property = properties.find((p) => p.name === segments[i]);
        if (!property) {
          if (i > 0 && !ctx.hasFailed(owner, segments[i]!)) report(`goes through '${owner}', which has no field '${segments[i]}'`);
          return;
        }
        if (i === segments.length - 1) {
          checkKeyFieldType(scope, property, segments.length > 1 ? report : undefined, report);
          return;
        }
        const complex = property.type.kind === "complex" ? complexTypes.get(property.type.name) : undefined;
        if (!complex || property.collection) return report(`goes through '${segments.slice(0, i + 1).join("/")}', which is not a single complex field`);
        if (property.nullable) return report(`goes through '${segments.slice(0, i + 1).join("/")}', which is nullable; every field on a key path must be 'nullable: false'`);
        properties = complex.properties;
        owner = complex.name;
      }
    });
  }
}

/**
 * The key field's type; `reportShape` is given for a field reached through a path, whose
 * nullability and shape were not checked with the type's own fields.
 */
function checkKeyFieldType(scope: MemberScope, property: Property, reportShape: ((detail: string) => void) | undefined, report: (detail: string) => void): void {
  if (reportShape) {
    if (property.collection || property.type.kind === "complex") return reportShape("must be a single primitive, enum or type-definition field");
    if (property.nullable) reportShape("is nullable; key fields must be 'nullable: false'");
  }
  if (property.collection) return;
  const primitive = underlyingPrimitive(property.type, scope.typeDefinitions);
  if (primitive === undefined || KEY_PRIMITIVES.has(primitive)) return;
  const via = property.type.kind === "typeDefinition" ? `${property.type.name}, a type definition of ${primitive},` : `${primitive},`;
  report(`is of type ${via} which cannot be a key; key fields are ${[...KEY_PRIMITIVES].join(", ")}, an enum type, or a type definition of one of these`);
}

/** Checks partners once all entity types exist: the partner must lead back to this type (CSDL 8.2). */
export function checkPartners(scope: MemberScope, entityTypes: ReadonlyMap<string, EntityType>, declarations: ReadonlyMap<string, Declared<RawStructuredType>>): void {
  const isRelated = (a: string, b: string) => isSubtypeOf(entityTypes, a, b) || isSubtypeOf(entityTypes, b, a);
  const reportedPairs = new Set<string>();
  for (const type of entityTypes.values()) {
    for (const navigation of type.ownNavigations) {
      if (navigation.partner === undefined) continue;
      const at = scope.ctx.at(declarations.get(type.name)!, ["relationships", navigation.name, "partner"], false);
      const target = entityTypes.get(navigation.target)!;
      const partner = target.navigations.find((n) => n.name === navigation.partner);
      if (!partner && scope.ctx.hasFailed(target.name, navigation.partner)) continue;
      const report = (detail: string) => scope.ctx.report("EDM0211", { partner: navigation.partner!, relationship: `${type.name}.${navigation.name}`, detail }, at);
      if (!partner) report(`is not a relationship of '${target.name}'${suggestionText(navigation.partner, target.navigations.map((n) => n.name))}`);
      else if (!isRelated(partner.target, type.name)) report(`leads to '${partner.target}', not back to '${type.name}'`);
      else if (partner.partner !== undefined && partner.partner !== navigation.name) report(`names '${partner.partner}' as its own partner, not '${navigation.name}'`);
      else if (reportedPairs.has(`${partner.declaredIn}.${partner.name}`)) continue;
      else if (navigation.collection && partner.collection && !(navigation.cardinality === "N:N" && partner.cardinality === "N:N")) {
        // One relationship seen from both ends: reported once, at the end met first (ends keyed by the type declaring them).
        reportedPairs.add(`${navigation.declaredIn}.${navigation.name}`);
        report("is collection-valued on both ends; write 'N:N' on both");
      } else if (partner.partner === navigation.name && partner.cardinality !== MIRRORED[navigation.cardinality]) {
        reportedPairs.add(`${navigation.declaredIn}.${navigation.name}`);
        report(`is '${partner.cardinality}' seen from '${target.name}', which contradicts '${navigation.cardinality}' here: the two ends of a '${navigation.cardinality}' relationship are '${navigation.cardinality}' and '${MIRRORED[navigation.cardinality]}'`);
      }
    }
  }
}

/** The cardinality of a relationship seen from its other end. */
const MIRRORED: Readonly<Record<Cardinality, Cardinality>> = { "N:1": "1:N", "1:N": "N:1", "1:1": "1:1", "N:N": "N:N" };

function suggestionText(input: string, candidates: readonly string[]): string {
  const s = suggest(input, candidates);
  return s ? ` (did you mean '${s}'?)` : "";
}

/** Whether `type` is `ancestor` or derives from it. */
export function isSubtypeOf(types: ReadonlyMap<string, StructuredType>, type: string, ancestor: string): boolean {
  for (let current: string | undefined = type, hops = 0; current !== undefined && hops < 1000; hops++) {
    if (current === ancestor) return true;
    current = types.get(current)?.baseType;
  }
  return false;
}
