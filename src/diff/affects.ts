import {
  allowsCreate,
  allowsUpdate,
  bindableNavigations,
  bodyAt,
  createBodyProperties,
  hasPatchBody,
  hasPatchOrDerivedBody,
  takesDerivedBodies,
  updateBodyProperties,
} from "../emitters/common/body-rules.js";
import { complexNavigations } from "../emitters/common/complex-navigations.js";
import {
  collectionPath,
  componentName,
  csdlContainerElement,
  csdlMemberElement,
  csdlTypeElement,
  entityPath,
  entityTypeIndex,
  navigationPath,
  openApiSchemaName,
  typeScriptTypeName,
  type BodyVariant,
  type CsdlTypeKind,
} from "../emitters/common/output-names.js";
import { buildOpenApi31 } from "../emitters/openapi/index.js";
import { buildTypeScriptModules } from "../emitters/typescript/index.js";
import { indexModule } from "../emitters/typescript/index-module.js";
import type { EntitySet, Model, Operation, SetOperation, StructuredType, TypedValue } from "../model/types.js";
import type { Affects } from "./change.js";
import { basesOf, usageOf } from "./usage.js";

/**
 * What a change touches in each output, named as the outputs name things (one naming module for
 * all of them). Computed in the model the element lives in: the new one, or the old one for a
 * removal. Lists are sorted and without duplicates.
 */

class AffectsBuilder {
  private readonly paths = new Set<string>();
  private readonly schemas = new Set<string>();
  private readonly csdl = new Set<string>();
  private readonly ts = new Set<string>();
  constructor(private readonly model: Model) {}

  path(p: string): this {
    this.paths.add(p);
    return this;
  }
  element(e: string): this {
    this.csdl.add(e);
    return this;
  }
  /** A TypeScript type by name (an operation's `…Parameters`, `…Body`, `…Result`). */
  typeScript(name: string): this {
    this.ts.add(name);
    return this;
  }
  /** The schema and TypeScript type of one shape of a type; a complex type's values in bodies (`Address-body`, `AddressBody`, `Address-patch`) come with its read shape. */
  shape(typeName: string, variant: BodyVariant = "read"): this {
    this.schemas.add(openApiSchemaName(typeName, variant));
    this.ts.add(typeScriptTypeName(typeName, variant));
    if (variant === "read" && usageOf(this.model).types.get(typeName)?.kind === "complex") {
      for (const [body, suffix] of [["body", "Body"], ["bodyOrDerived", "BodyOrDerived"], ["patch", "Patch"]] as const) {
        this.schemas.add(`${openApiSchemaName(typeName)}-${body}`);
        this.ts.add(`${typeScriptTypeName(typeName)}${suffix}`);
      }
    }
    // The PATCH body of a type also replaced with PUT has the update body's members.
    if (variant === "update" && hasPatchBody(this.model, typeName)) this.shape(typeName, "patch");
    // A body of a derived type is an option of its bases' bodies that take derived types.
    if (variant === "create" || variant === "update") this.orDerivedOfBases(typeName, variant);
    return this;
  }
  private orDerivedOfBases(typeName: string, variant: "create" | "update"): void {
    const types = entityTypeIndex(this.model);
    for (let base = types.get(typeName)?.baseType; base !== undefined; base = types.get(base)?.baseType) {
      if (!takesDerivedBodies(this.model, base, variant)) continue;
      const unions: BodyVariant[] = variant === "create" ? ["createOrDerived"] : ["updateOrDerived", ...(hasPatchOrDerivedBody(this.model, base) ? (["patchOrDerived"] as const) : [])];
      for (const union of unions) {
        this.schemas.add(openApiSchemaName(base, union));
        this.ts.add(typeScriptTypeName(base, union));
      }
    }
  }
  /** Paths of a set that carry records of its type: the collection and the single record. */
  setPaths(set: EntitySet, operations: readonly SetOperation[] = set.operations): this {
    if (operations.includes("list") || operations.includes("create")) this.path(collectionPath(set));
    if (operations.some((op) => op === "get" || op === "update" || op === "delete")) this.path(entityPath(this.model, set));
    return this;
  }
  /**
   * The lists, sorted; schemas and TypeScript types only those the model's outputs have (a shape
   * is named by rule, and a type may have no such body, or a type definition no schema).
   */
  build(): Affects {
    const sorted = (s: Iterable<string>) => [...s].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const schemas = this.schemas.size === 0 ? [] : [...this.schemas].filter((name) => documentSchemas(this.model).has(name));
    const ts = this.ts.size === 0 ? [] : [...this.ts].filter((name) => typeScriptNames(this.model).has(name));
    return { openApiPaths: sorted(this.paths), openApiSchemas: sorted(schemas), csdl: sorted(this.csdl), typeScript: sorted(ts) };
  }
}

/** The component schemas of the model's OpenAPI document. */
function documentSchemas(model: Model): ReadonlySet<string> {
  let names = schemaNamesByModel.get(model);
  if (names === undefined) schemaNamesByModel.set(model, (names = new Set(Object.keys(openApiDocumentOf(model).components?.schemas ?? {}))));
  return names;
}
const schemaNamesByModel = new WeakMap<Model, ReadonlySet<string>>();

/** The types the model's TypeScript modules export, as their `index.ts` re-exports them (built alone: the other modules are not needed). */
function typeScriptNames(model: Model): ReadonlySet<string> {
  let names = typeScriptNamesByModel.get(model);
  if (names === undefined) {
    const index = indexModule(model, model.operations.length > 0);
    names = new Set([...index.matchAll(REEXPORT)].flatMap((match) => match[1]!.split(",").map((name) => name.trim()).filter((name) => name !== "")));
    typeScriptNamesByModel.set(model, names);
  }
  return names;
}
const typeScriptNamesByModel = new WeakMap<Model, ReadonlySet<string>>();
/** `export type { A, B } from "./A.js";` as `index.ts` writes it, on one line or one name per line. */
const REEXPORT = /^export type \{([^}]*)\} from /gm;

/** Two lists of what changes touch, as one (a change seen in both versions: the paths clients knew and those they will use). */
export function mergeAffects(a: Affects, b: Affects): Affects {
  const merged = (x: readonly string[], y: readonly string[]) => [...new Set([...x, ...y])].sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
  return { openApiPaths: merged(a.openApiPaths, b.openApiPaths), openApiSchemas: merged(a.openApiSchemas, b.openApiSchemas), csdl: merged(a.csdl, b.csdl), typeScript: merged(a.typeScript, b.typeScript) };
}

const kindOf = (type: StructuredType): CsdlTypeKind => (type.kind === "entity" ? "EntityType" : "ComplexType");

interface AffectsIndex {
  /** Whether the create / update body shapes of the type exist. */
  writes(typeName: string): { readonly creates: boolean; readonly updates: boolean };
  /** Paths that carry records holding a type's members (see `holders`), sorted. */
  recordPaths(typeName: string): readonly string[];
  /** Paths that carry records of any of these entity types. */
  pathsOf(typeNames: readonly string[]): readonly string[];
}

const indexes = new WeakMap<Model, AffectsIndex>();

/** Per-model lookups: a change report asks the same questions for many members of one type. */
function indexOf(model: Model): AffectsIndex {
  let index = indexes.get(model);
  if (index) return index;
  // Paths by the record type they carry: a set's own paths, and the paths that follow a navigation to that type.
  const pathsByType = new Map<string, string[]>();
  const addPath = (typeName: string, path: string) => pathsByType.set(typeName, [...(pathsByType.get(typeName) ?? []), path]);
  const types = usageOf(model).types;
  for (const set of model.entitySets) {
    for (const path of new AffectsBuilder(model).setPaths(set).build().openApiPaths) addPath(set.entityType, path);
    if (!set.operations.includes("get")) continue;
    for (const nav of types.get(set.entityType)?.navigations ?? []) addPath(nav.target, navigationPath(model, set, nav));
  }
  // Every other path whose requests or responses carry a type's records or values, read off the
  // model's own OpenAPI document (singletons, contained records, actions and functions), built
  // only when a change asks for paths.
  let documented: ReadonlyMap<string, readonly string[]> | undefined;
  const documentedPaths = (typeName: string) => (documented ??= openApiPathsByType(model)).get(typeName) ?? [];
  const paths = new Map<string, readonly string[]>();
  const pathsOf = (typeNames: readonly string[]) => [...new Set(typeNames.flatMap((t) => [...(pathsByType.get(t) ?? []), ...documentedPaths(t)]))];
  index = {
    // The body shapes exist by the emitters' own rule (sets, updatable singletons, containers).
    writes: (name) => ({ creates: allowsCreate(model, name), updates: allowsUpdate(model, name) }),
    pathsOf,
    recordPaths(typeName) {
      let found = paths.get(typeName);
      if (!found) {
        // Records of a derived entity type are also read and written where its base types' records are.
        found = pathsOf(holders(model, typeName).flatMap((t) => (t.kind === "entity" ? [t.name, ...basesOf(model, t.name)] : [t.name])));
        paths.set(typeName, found);
      }
      return found;
    },
  };
  indexes.set(model, index);
  return index;
}

const METHODS = ["get", "put", "post", "patch", "delete"] as const;

/**
 * The paths of the model's OpenAPI document by the types whose schemas their operations reference
 * in a request body or a response (not in query parameters, where a function's complex
 * parameters are JSON text) (`Price`, `Price-create`, `Price-collection` all count for
 * `Price`), directly or inside an inline schema; references inside the named schemas are not
 * followed (a record that links to a Price does not carry one).
 */
function openApiPathsByType(model: Model): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  const document = openApiDocumentOf(model);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const types = new Set<string>();
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      collectSchemaRefs(operation.requestBody, types);
      collectSchemaRefs(operation.responses, types);
    }
    for (const type of types) {
      const list = byType.get(type);
      if (list) list.push(path);
      else byType.set(type, [path]);
    }
  }
  return byType;
}

/**
 * The `$value` paths of a type's media streams in the model's OpenAPI document: each one below a
 * path whose GET returns the type (a set's records, a singleton, a contained record). Only a
 * change of the media stream itself affects them; the record's fields do not reach the stream.
 * The document is read once per model.
 */
export function mediaPaths(model: Model, typeName: string): readonly string[] {
  let byType = mediaPathsByModel.get(model);
  if (byType === undefined) mediaPathsByModel.set(model, (byType = mediaPathsByType(model)));
  // Keyed by the component names the references carry (escaped beyond ASCII).
  return byType.get(componentName(typeName)) ?? [];
}

const mediaPathsByModel = new WeakMap<Model, ReadonlyMap<string, readonly string[]>>();

/** The operations of a model's OpenAPI document, as `METHOD /path`, in document order (remembered per model). */
export function offered(model: Model): readonly string[] {
  let operations = offeredByModel.get(model);
  if (operations === undefined) {
    const paths = Object.entries(openApiDocumentOf(model).paths ?? {});
    operations = paths.flatMap(([path, item]) => METHODS.filter((method) => item?.[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`));
    offeredByModel.set(model, operations);
  }
  return operations;
}
const offeredByModel = new WeakMap<Model, readonly string[]>();

/**
 * The query options each read of the model's OpenAPI document takes, and the names their lists
 * enumerate: `$top on GET /Things`, `$orderby=Name on GET /Things` (sort directions folded into
 * the name), `$expand=Parts on GET /Things({ID})`. In document order.
 */
export function offeredQueryOptions(model: Model): ReadonlySet<string> {
  let options = optionsByModel.get(model);
  if (options !== undefined) return options;
  const document = openApiDocumentOf(model);
  const components = document.components?.parameters ?? {};
  const found = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const reference of (item?.get?.parameters ?? []) as { $ref?: string }[]) {
      const parameter = components[reference.$ref?.slice(reference.$ref.lastIndexOf("/") + 1) ?? ""] as { name?: string; in?: string; schema?: { items?: { enum?: unknown[] } } } | undefined;
      if (parameter?.in !== "query" || parameter.name === undefined || !parameter.name.startsWith("$")) continue;
      const read = `GET ${path}`;
      found.add(`${parameter.name} on ${read}`);
      for (const value of parameter.schema?.items?.enum ?? []) {
        if (typeof value === "string") found.add(`${parameter.name}=${value.replace(/ (?:asc|desc)$/, "")} on ${read}`);
      }
    }
  }
  optionsByModel.set(model, found);
  return found;
}
const optionsByModel = new WeakMap<Model, ReadonlySet<string>>();

/** The path of an operation as `offered` writes it (`GET /Things` → `/Things`). */
export const pathOf = (operation: string): string => operation.slice(operation.indexOf(" ") + 1);

/** The model's OpenAPI 3.1 document, built once per model for every question about its paths. */
const documents = new WeakMap<Model, ReturnType<typeof buildOpenApi31>>();
export function openApiDocumentOf(model: Model): ReturnType<typeof buildOpenApi31> {
  let document = documents.get(model);
  if (document === undefined) documents.set(model, (document = buildOpenApi31(model)));
  return document;
}

function mediaPathsByType(model: Model): ReadonlyMap<string, readonly string[]> {
  const paths = openApiDocumentOf(model).paths ?? {};
  const byType = new Map<string, string[]>();
  for (const path of Object.keys(paths).sort()) {
    if (!path.endsWith("/$value")) continue;
    const types = new Set<string>();
    collectSchemaRefs(paths[path.slice(0, -"/$value".length)]?.get?.responses, types);
    for (const type of types) byType.set(type, [...(byType.get(type) ?? []), path]);
  }
  return byType;
}

/** Adds the type of every `#/components/schemas/<name>` reference found in `value`. */
function collectSchemaRefs(value: unknown, into: Set<string>): void {
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectSchemaRefs(item, into);
    return;
  }
  for (const [key, member] of Object.entries(value)) {
    if (key === "$ref" && typeof member === "string" && member.startsWith(SCHEMA_REF)) {
      const name = member.slice(SCHEMA_REF.length);
      const dash = name.lastIndexOf("-");
      into.add(dash < 0 ? name : name.slice(0, dash));
    } else collectSchemaRefs(member, into);
  }
}

export const SCHEMA_REF = "#/components/schemas/";

/** The types whose records hold a structured type's members: its subtree and, for complex types, the types that use it. */
function holders(model: Model, typeName: string): StructuredType[] {
  const usage = usageOf(model);
  const own = usage.subtree(typeName);
  return [...own, ...own.flatMap((t) => (t.kind === "complex" ? usage.usersOf(t.name) : []))];
}

/** A field or relationship of a structured type, and what shows it. */
export function memberAffects(model: Model, typeName: string, member: { kind: "Property" | "NavigationProperty"; name: string }): Affects {
  const usage = usageOf(model);
  const index = indexOf(model);
  const type = usage.types.get(typeName);
  const b = new AffectsBuilder(model);
  if (!type) return b.build();
  b.element(csdlMemberElement(model, kindOf(type), typeName, `${member.kind} ${member.name}`));
  const holding = holders(model, typeName);
  const holdingNames = new Set(holding.map((t) => t.name));
  for (const t of holding) {
    b.shape(t.name);
    if (t.kind !== "entity") continue;
    const { creates, updates } = index.writes(t.name);
    const inBody = (props: readonly { name: string }[]) => props.some((p) => p.name === member.name);
    const isNav = member.kind === "NavigationProperty";
    // An open type's bodies name every declared member: those they leave out are refused by name.
    if (creates && (t.openType || inBody(isNav ? bindableNavigations(t) : createBodyProperties(t)))) b.shape(t.name, "create");
    if (updates && (t.openType || inBody(isNav ? bindableNavigations(t) : updateBodyProperties(t)))) b.shape(t.name, "update");
  }
  for (const p of index.recordPaths(typeName)) b.path(p);
  for (const set of model.entitySets) {
    if (set.phaseChange && holdingNames.has(set.phaseChange.body)) b.path(collectionPath(set));
  }
  if (member.kind === "NavigationProperty") for (const p of relationshipPaths(model, typeName, member.name)) b.path(p);
  return b.build();
}

/**
 * What a change of a field or relationship present in both versions touches: of the shapes either
 * version's `memberAffects` names, those where the member reads differently (it is there in one
 * version only, or written otherwise, or required in one only), so that a field made immutable
 * names the update body, not the record or the create body. A shape is compared on the member
 * alone: other changes to the same type in the same edit are entries of their own.
 * `bodiesOnly`: an aspect that decides only which bodies carry the member (computed, immutable,
 * required); its paths are then those whose request bodies carry a changed shape. `membershipElsewhere`:
 * such an aspect changed too, and names the bodies the member joined or left; the others name
 * only the shapes that carry it in both versions.
 */
export function memberChangeAffects(
  before: Model,
  after: Model,
  typeName: string,
  member: { kind: "Property" | "NavigationProperty"; name: string },
  bodiesOnly: boolean,
  membershipElsewhere = false,
): Affects {
  const now = memberAffects(after, typeName, member);
  const both = mergeAffects(memberAffects(before, typeName, member), now);
  // The record as read does not change with an aspect of bodies alone (another aspect changed in the same edit names it).
  const read = new Set(bodiesOnly ? [before, after].flatMap((model) => holders(model, typeName).flatMap((t) => [openApiSchemaName(t.name), typeScriptTypeName(t.name)])) : []);
  const differs = (view: (model: Model, name: string, member: string) => string | undefined) => (name: string) => {
    const [old, now] = [view(before, name, member.name), view(after, name, member.name)];
    return !read.has(name) && old !== now && (bodiesOnly || !membershipElsewhere || (old !== "" && now !== ""));
  };
  const schemas = both.openApiSchemas.filter(differs(schemaMemberView));
  const ts = both.typeScript.filter(differs(typeScriptMemberView));
  // Paths as the new model names them.
  let paths = now.openApiPaths;
  if (bodiesOnly) {
    const carried = new Set([...pathsWithBodiesOf(before, schemas), ...pathsWithBodiesOf(after, schemas)]);
    paths = paths.filter((p) => carried.has(p));
  }
  return { openApiPaths: paths, openApiSchemas: schemas, csdl: both.csdl, typeScript: ts };
}

/** Whether an object key is the member or one of its annotations (`Owner@odata.bind`). */
const isMemberKey = (key: string, member: string) => key === member || key.startsWith(`${member}@`);

/**
 * The member as a component schema of the model's OpenAPI document shows it: its entries (the
 * member and its `@` forms) with whether they are required, also through the schemas it is made
 * of (`allOf`, `oneOf`, `anyOf`, references followed). Undefined where the schema does not exist.
 */
function schemaMemberView(model: Model, schemaName: string, member: string): string | undefined {
  const schemas = (openApiDocumentOf(model).components?.schemas ?? {}) as Record<string, unknown>;
  if (!(schemaName in schemas)) return undefined;
  const seen = new Set<string>();
  const view = (schema: unknown): string[] => {
    if (schema === null || typeof schema !== "object") return [];
    const s = schema as { $ref?: string; properties?: Record<string, unknown>; required?: string[]; allOf?: unknown[]; oneOf?: unknown[]; anyOf?: unknown[] };
    if (typeof s.$ref === "string" && s.$ref.startsWith(SCHEMA_REF)) {
      const name = s.$ref.slice(SCHEMA_REF.length);
      if (seen.has(name)) return [];
      seen.add(name);
      return view(schemas[name]);
    }
    const own = Object.entries(s.properties ?? {})
      .filter(([key]) => isMemberKey(key, member))
      .map(([key, value]) => `${key}${s.required?.includes(key) ? "!" : "?"}${JSON.stringify(value)}`);
    return [...own, ...[...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap(view)];
  };
  return view({ $ref: `${SCHEMA_REF}${schemaName}` }).join("\n");
}

/**
 * The member as a declaration of the model's TypeScript modules shows it: its lines (with their doc
 * comments), also through the interfaces it extends and the types an alias names. Undefined where
 * the declaration does not exist.
 */
function typeScriptMemberView(model: Model, typeName: string, member: string): string | undefined {
  const declarations = typeScriptDeclarations(model);
  if (!declarations.has(typeName)) return undefined;
  const seen = new Set<string>();
  const view = (name: string): string[] => {
    const text = declarations.get(name);
    if (text === undefined || seen.has(name)) return [];
    seen.add(name);
    const head = /^export (?:interface [^\s{]+(?: extends ([^{]+))?\s*\{|type [^\s=]+ =([^;{]*))/m.exec(text);
    const named = `${head?.[1] ?? ""} ${head?.[2] ?? ""}`.split(/[^\p{L}\p{N}_$]+/u).filter((n) => n !== "" && declarations.has(n));
    return [...interfaceMembers(text).filter(([key]) => isMemberKey(key, member)).map(([, lines]) => lines), ...named.flatMap(view)];
  };
  return view(typeName).join("\n");
}

/** The members of an interface declaration as `[key, its lines]`, a member's doc comment with it. */
export function interfaceMembers(declaration: string): [string, string][] {
  const members: [string, string][] = [];
  let pending = "";
  for (const line of declaration.split("\n")) {
    const key = /^ {2}(?:"((?:[^"\\]|\\.)*)"|([^\s?:"]+))\??:/.exec(line);
    if (key) {
      members.push([key[1] ?? key[2]!, pending + line]);
      pending = "";
    } else if (/^ {2}\/\*\*/.test(line) || (pending !== "" && /^ {3}\*/.test(line))) pending += `${line}\n`;
    else if (/^ {3}/.test(line) && members.length > 0 && pending === "") members[members.length - 1]![1] += `\n${line}`;
  }
  return members;
}

/** The declarations of the model's TypeScript modules (`export interface` / `export type`), each with its doc comment, by name. */
export function typeScriptDeclarations(model: Model): ReadonlyMap<string, string> {
  let declarations = declarationsByModel.get(model);
  if (declarations !== undefined) return declarations;
  const found = new Map<string, string>();
  for (const text of buildTypeScriptModules(model).values()) {
    let comment = "";
    for (const chunk of text.split(/\n(?=\/\*\*|export )/)) {
      // Runtime exports too (`entitySetOperations` in index.ts), which a change to a set's operations changes.
      const name = /^export (?:interface|type|const) ([\p{L}\p{Nl}_$][\p{L}\p{N}\p{Mn}\p{Mc}\p{Pc}$]*)/u.exec(chunk)?.[1];
      if (name !== undefined) {
        found.set(name, comment === "" ? chunk : `${comment}\n${chunk}`);
        comment = "";
      } else comment = chunk.startsWith("/**") ? chunk : "";
    }
  }
  declarationsByModel.set(model, found);
  return found;
}
const declarationsByModel = new WeakMap<Model, ReadonlyMap<string, string>>();

/** The paths of the model's document with a request body that holds one of the schemas (directly or through other schemas). */
function pathsWithBodiesOf(model: Model, schemas: readonly string[]): string[] {
  if (schemas.length === 0) return [];
  const found: string[] = [];
  for (const [path, reached] of bodySchemasByPath(model)) if (schemas.some((name) => reached.has(name))) found.push(path);
  return found;
}

/** For each path, the schemas its request bodies hold, directly or through other schemas; worked out once per model (a report asks for each change). */
function bodySchemasByPath(model: Model): ReadonlyMap<string, ReadonlySet<string>> {
  let byPath = bodySchemasByModel.get(model);
  if (byPath !== undefined) return byPath;
  const components = openApiDocumentOf(model).components?.schemas ?? {};
  const refsOf = new Map<string, string[]>();
  const schemaRefs = (name: string) => {
    let refs = refsOf.get(name);
    if (refs === undefined) refsOf.set(name, (refs = refsIn(JSON.stringify(components[name] ?? null))));
    return refs;
  };
  const found = new Map<string, ReadonlySet<string>>();
  for (const [path, item] of Object.entries(openApiDocumentOf(model).paths ?? {})) {
    const reached = new Set<string>();
    const pending = METHODS.flatMap((method) => refsIn(JSON.stringify(item?.[method]?.requestBody ?? null)));
    while (pending.length > 0) {
      const name = pending.pop()!;
      if (reached.has(name)) continue;
      reached.add(name);
      pending.push(...schemaRefs(name));
    }
    found.set(path, reached);
  }
  bodySchemasByModel.set(model, found);
  return found;
}
const bodySchemasByModel = new WeakMap<Model, ReadonlyMap<string, ReadonlySet<string>>>();

/** The schema names `#/components/schemas/…` references in a JSON text name. */
export const refsIn = (text: string): string[] => [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);

/**
 * The paths that follow a relationship of `typeName` (inherited by the types derived from it):
 * from the records of every set that reads them and from every singleton, directly on an entity
 * type, or through complex fields (`/Customers({ID})/Address/City`) on a complex type.
 */
function relationshipPaths(model: Model, typeName: string, name: string): string[] {
  const usage = usageOf(model);
  const owners = new Set(usage.subtree(typeName).map((t) => t.name));
  const paths: string[] = [];
  const from = (entityTypeName: string, recordPath: string) => {
    const type = usage.types.get(entityTypeName);
    if (!type) return;
    if (owners.has(type.name) && type.navigations.some((n) => n.name === name)) paths.push(`${recordPath}/${name}`);
    for (const { fields, owner, navigation } of complexNavigations(model, type)) {
      if (navigation.name === name && owners.has(owner.name)) paths.push(`${recordPath}/${fields.join("/")}/${name}`);
    }
  };
  for (const set of model.entitySets) if (set.operations.includes("get")) from(set.entityType, entityPath(model, set));
  for (const singleton of model.singletons) from(singleton.entityType, `/${singleton.name}`);
  return paths;
}

/** A structured type as a whole (added, removed, key or base type changed). */
export function structuredTypeAffects(model: Model, typeName: string, member?: string): Affects {
  const type = usageOf(model).types.get(typeName);
  const b = new AffectsBuilder(model);
  if (!type) return b.build();
  b.element(member ? csdlMemberElement(model, kindOf(type), typeName, member) : csdlTypeElement(model, kindOf(type), typeName));
  for (const t of holders(model, typeName)) {
    b.shape(t.name);
    if (t.kind !== "entity") continue;
    if (indexOf(model).writes(t.name).creates) b.shape(t.name, "create");
    if (indexOf(model).writes(t.name).updates) b.shape(t.name, "update");
  }
  for (const p of indexOf(model).recordPaths(typeName)) b.path(p);
  return b.build();
}

/** An enum type or type definition (or one of its members): the types whose fields use it. */
export function namedTypeAffects(model: Model, kind: "EnumType" | "TypeDefinition", typeName: string, member?: string): Affects {
  const b = new AffectsBuilder(model);
  b.element(member ? csdlMemberElement(model, kind, typeName, member) : csdlTypeElement(model, kind, typeName));
  b.shape(typeName);
  const users = usageOf(model).usersOf(typeName);
  for (const t of users) {
    b.shape(t.name);
    if (t.kind !== "entity") continue;
    if (indexOf(model).writes(t.name).creates) b.shape(t.name, "create");
    if (indexOf(model).writes(t.name).updates) b.shape(t.name, "update");
  }
  // Paths that carry the enum or type definition itself (an operation's parameter or result), and those of its users.
  for (const p of indexOf(model).pathsOf([typeName, ...users.map((t) => t.name)])) b.path(p);
  // A type definition has no schema of its own to be found by (it is written out where used): the
  // operations that take or return it directly, with their paths and TypeScript types; an enum's
  // function parameters too (query text, not a schema reference).
  for (const operation of model.operations) {
    const uses = (value: TypedValue | undefined) => value !== undefined && (value.type.kind === "typeDefinition" || value.type.kind === "enum") && value.type.name === typeName;
    if (!operation.parameters.some(uses) && !uses(operation.returnType)) continue;
    const affected = operationAffects(model, operation);
    for (const p of affected.openApiPaths) b.path(p);
    for (const t of affected.typeScript) b.typeScript(t);
  }
  return b.build();
}

/**
 * An entity set, or some of its operations. `shapes` adds the record, create and update shapes the
 * operations use (not for filters or bindings, which change no shape).
 */
export function setAffects(model: Model, set: EntitySet, operations?: readonly SetOperation[], shapes = true): Affects {
  const whole = operations === undefined;
  operations ??= set.operations;
  const b = new AffectsBuilder(model);
  b.element(csdlContainerElement(model, "EntitySet", set.name));
  b.setPaths(set, operations);
  if (whole && set.phaseChange) b.path(collectionPath(set));
  if (operations.includes("get")) {
    for (const nav of usageOf(model).types.get(set.entityType)?.navigations ?? []) b.path(navigationPath(model, set, nav));
  }
  if (shapes) {
    if (operations.includes("list") || operations.includes("get")) b.shape(set.entityType);
    // The bodies the set's requests send: also a PATCH body, or a body that may be a derived type's.
    if (operations.includes("create")) b.shape(set.entityType, bodyAt(model, set.entityType, "create") ?? "create");
    if (operations.includes("update")) b.shape(set.entityType, bodyAt(model, set.entityType, "update", set.updateMethod) ?? "update");
    if (whole && set.phaseChange) b.shape(set.phaseChange.body);
  }
  return b.build();
}

/** A set's phase change: its path, its body and the set's capabilities in CSDL. */
export function phaseChangeAffects(model: Model, set: EntitySet, body: string): Affects {
  return new AffectsBuilder(model).element(csdlContainerElement(model, "EntitySet", set.name)).path(collectionPath(set)).shape(body).build();
}

/** Creating a record through a relationship: its path, the target's create body and the owner's capabilities in CSDL. */
export function relatedCreateAffects(model: Model, element: string, path: string, targetType: string): Affects {
  return new AffectsBuilder(model).element(element).path(path).shape(targetType, "create").build();
}

/**
 * An action or function: its CSDL element, the OpenAPI paths that call it (those the document
 * would not have without it, and without the imports of an unbound one), and its TypeScript
 * types (`…Parameters`, an action's `…Body`, `…Result`).
 */
export function operationAffects(model: Model, operation: Operation): Affects {
  const b = new AffectsBuilder(model).element(`${operation.kind === "action" ? "Action" : "Function"} ${model.service.namespace}.${operation.name}`);
  // A bound operation is the last segment of its paths, qualified (`/Things({ID})/Shop.Paint`,
  // a function with its parameters: `Shop.Stats(all={all})`); an unbound one is called through
  // its imports (`/RestockAll`). Overloads bound to other types share the name, and are listed too.
  const names = operation.isBound
    ? [...new Set([model.service.alias, model.service.namespace].filter((q): q is string => q !== undefined).map((q) => `${q}.${operation.name}`))]
    : model.operationImports.filter((i) => i.operation === operation.name && i.kind === operation.kind).map((i) => i.name);
  for (const path of Object.keys(openApiDocumentOf(model).paths ?? {})) {
    const last = path.slice(path.lastIndexOf("/") + 1);
    const segment = last.includes("(") ? last.slice(0, last.indexOf("(")) : last;
    if (names.includes(segment) && (operation.isBound ? path.lastIndexOf("/") > 0 : path.lastIndexOf("/") === 0)) b.path(path);
  }
  const name = typeScriptTypeName(operation.name);
  b.typeScript(`${name}Parameters`);
  if (operation.kind === "action") b.typeScript(`${name}Body`);
  if (operation.returnType) b.typeScript(`${name}Result`);
  return b.build();
}

/** Any other CSDL-only element (service settings, singletons, actions, imports). */
export function csdlOnlyAffects(model: Model, element: string, paths: readonly string[] = []): Affects {
  const b = new AffectsBuilder(model).element(element);
  for (const p of paths) b.path(p);
  return b.build();
}

/** The service settings that name paths: a key path style, a namespace or an alias changes the record and bound-operation paths. */
export type PathSetting = "keyPathStyle" | "namespace" | "alias";

/**
 * The paths a service setting's change moves, as clients knew them and as they are now: those of
 * each version's OpenAPI document that the same version with the other's setting does not have.
 */
export function pathsMovedBy(before: Model, after: Model, setting: PathSetting): string[] {
  const moved = new Set([...pathsNotIn(before, after.service[setting], setting), ...pathsNotIn(after, before.service[setting], setting)]);
  return [...moved].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The paths of the model's document that the same model with `value` for the setting (undefined: none) does not have. */
function pathsNotIn(model: Model, value: string | undefined, setting: PathSetting): string[] {
  const { [setting]: _own, ...rest } = model.service;
  const service = (value === undefined ? rest : { ...rest, [setting]: value }) as Model["service"];
  const other = new Set(Object.keys(buildOpenApi31({ ...model, service }).paths ?? {}));
  return Object.keys(openApiDocumentOf(model).paths ?? {}).filter((path) => !other.has(path));
}
