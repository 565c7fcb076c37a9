import type { Model } from "../model/types.js";
import type { Affects, Change } from "./change.js";
import { interfaceMembers, mergeAffects, openApiDocumentOf, refsIn, SCHEMA_REF, typeScriptDeclarations } from "./affects.js";

/**
 * What the two versions' outputs actually differ in, by the names the affects lists use: OpenAPI
 * paths, component schemas and TypeScript types. The rules of `affects.ts` name what a change
 * touches; `exactAffects` keeps each list to what does change, and finds what changes that no
 * rule named.
 */
export interface OutputDelta {
  /** Paths whose own text differs (with the shared parameters they use written in). */
  readonly openApiPaths: ReadonlySet<string>;
  /** Those, and the paths whose requests or responses name a schema that differs. */
  readonly carryingPaths: ReadonlySet<string>;
  /** Those, and the paths whose requests or responses reach a schema that differs through others (a record whose enum field gained a member). */
  readonly reachingPaths: ReadonlySet<string>;
  readonly openApiSchemas: ReadonlySet<string>;
  readonly typeScript: ReadonlySet<string>;
}

export function outputDelta(before: Model, after: Model): OutputDelta {
  const [old, now] = [openApiDocumentOf(before), openApiDocumentOf(after)];
  const openApiPaths = differing(pathPrints(old), pathPrints(now));
  const openApiSchemas = differing(schemaPrints(old.components?.schemas ?? {}), schemaPrints(now.components?.schemas ?? {}));
  const carryingPaths = new Set(openApiPaths);
  const reachingPaths = new Set(openApiPaths);
  for (const document of [old, now]) {
    const reaching = schemasReaching(document.components?.schemas ?? {}, openApiSchemas);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const names = schemaNamesIn(item);
      if (names.some((name) => openApiSchemas.has(name))) carryingPaths.add(path);
      if (names.some((name) => reaching.has(name))) reachingPaths.add(path);
    }
  }
  return {
    openApiPaths,
    carryingPaths,
    reachingPaths,
    openApiSchemas,
    typeScript: differing(typeScriptPrints(typeScriptDeclarations(before)), typeScriptPrints(typeScriptDeclarations(after))),
  };
}

/** The schemas of a document that are, or refer to (through any number of others), one of `changed`: found backwards from them, once. */
function schemasReaching(schemas: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>): Set<string> {
  const referrers = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(schemas)) {
    for (const target of new Set(schemaNamesIn(schema))) {
      const list = referrers.get(target);
      if (list) list.push(name);
      else referrers.set(target, [name]);
    }
  }
  const reached = new Set<string>();
  const pending = [...changed];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...(referrers.get(name) ?? []));
  }
  return reached;
}

/** The schemas a value names (`#/components/schemas/<name>`). */
const schemaNamesIn = (value: unknown): string[] => refsIn(JSON.stringify(value ?? null));

/** Names present in one map only, or with another print in each. */
function differing(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [name, text] of a) if (b.get(name) !== text) names.add(name);
  for (const name of b.keys()) if (!a.has(name)) names.add(name);
  return names;
}

/**
 * JSON with the members of every object in key order and lists of names in name order: what
 * reordering fields changes in the outputs (the order of properties, `required`, enumerations) is
 * no change of what they say, and the report says nothing of a reordering.
 */
function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (v === null || typeof v !== "object") return v;
    if (Array.isArray(v)) return v.every((item) => typeof item === "string") ? [...v].sort() : v.map(sorted);
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((key) => [key, sorted((v as Record<string, unknown>)[key])]),
    );
  };
  return JSON.stringify(sorted(value));
}

/**
 * Each schema's print, with the schemas it is made of written in: a whole-schema `$ref` (an update
 * body that is its create body) and the options of `allOf`, `anyOf` and `oneOf` (the bodies of a
 * site that takes derived types), followed down. References inside its properties are not: a
 * record's relationship to another type does not change when that type does.
 */
function schemaPrints(schemas: Readonly<Record<string, unknown>>): Map<string, string> {
  const prints = new Map<string, string>();
  const printOf = (name: string, open: Set<string>): string => {
    const known = prints.get(name);
    if (known !== undefined) return known;
    if (open.has(name)) return `<cycle ${name}>`;
    open.add(name);
    const parts = [canonical(schemas[name])];
    for (const ref of madeOf(schemas[name])) if (ref in schemas) parts.push(printOf(ref, open));
    open.delete(name);
    const print = parts.join("\n");
    prints.set(name, print);
    return print;
  };
  for (const name of Object.keys(schemas)) printOf(name, new Set());
  return prints;
}

/**
 * The schemas a schema is made of: its own `$ref`, those of its `allOf`/`anyOf`/`oneOf` options
 * (and theirs), and a page envelope's records (`value`'s items).
 */
function madeOf(schema: unknown): string[] {
  if (schema === null || typeof schema !== "object") return [];
  const found: string[] = [];
  const { $ref, allOf, anyOf, oneOf, properties } = schema as Record<string, unknown>;
  if (typeof $ref === "string" && $ref.startsWith(SCHEMA_REF)) found.push($ref.slice(SCHEMA_REF.length));
  const page = properties as { value?: { items?: unknown }; "@odata.context"?: unknown } | undefined;
  if (page?.["@odata.context"] !== undefined && page.value?.items !== undefined) found.push(...madeOf(page.value.items));
  for (const options of [allOf, anyOf, oneOf]) if (Array.isArray(options)) for (const option of options) found.push(...madeOf(option));
  return found;
}

/**
 * Each TypeScript declaration's print: an interface's members in name order, with the declarations
 * it extends written in, and a type alias with the declarations it names (`Dog | DerivedBody<Puppy>`).
 */
function typeScriptPrints(declarations: ReadonlyMap<string, string>): Map<string, string> {
  const prints = new Map<string, string>();
  const printOf = (name: string, open: Set<string>): string => {
    const known = prints.get(name);
    if (known !== undefined) return known;
    const text = declarations.get(name) ?? "";
    if (open.has(name)) return `<cycle ${name}>`;
    open.add(name);
    const members = interfaceMembers(text);
    const head = text.slice(0, text.indexOf("\n  ") < 0 ? text.length : text.indexOf("\n  "));
    const own = members.length > 0 ? [head, ...members.map(([, lines]) => lines).sort()].join("\n") : text;
    const extended = /\bextends ([^{]+)\{/.exec(head)?.[1] ?? "";
    const alias = /^export type [^=]+=([\s\S]*)$/m.exec(text.replace(/\/\*\*[\s\S]*?\*\//g, ""))?.[1] ?? "";
    const named = [...`${extended} ${alias}`.matchAll(/[\p{L}_$][\p{L}\p{N}_$]*/gu)].map((m) => m[0]).filter((n) => n !== name && declarations.has(n));
    const print = [own, ...[...new Set(named)].map((n) => printOf(n, open))].join("\n");
    open.delete(name);
    prints.set(name, print);
    return print;
  };
  for (const name of declarations.keys()) printOf(name, new Set());
  return prints;
}

/**
 * Each path's print with the shared parameters, responses and headers it refers to written in
 * (a changed `$top` maximum changes every list); its schemas by name only.
 */
function pathPrints(document: ReturnType<typeof openApiDocumentOf>): Map<string, string> {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const resolve = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map(resolve);
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === "string" && ref.startsWith("#/components/") && !ref.startsWith(SCHEMA_REF)) {
      const [kind, name] = ref.slice("#/components/".length).split("/");
      const target = components[kind!]?.[name!];
      if (target !== undefined) return { $ref: ref, is: resolve(target) };
    }
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, resolve(member)]));
  };
  return new Map(Object.entries(document.paths ?? {}).map(([path, item]) => [path, canonical(resolve(item))]));
}

/**
 * The changes with each affects list kept to the outputs that change, and what changes in the
 * outputs that no change names: given to the change when there is one, otherwise returned apart
 * for the report to list. CSDL elements are named by rule only (the `$metadata` differences are
 * the model's own, one element per change).
 */
export function exactAffects(changes: readonly Change[], delta: OutputDelta): { changes: Change[]; alsoChanged: Affects } {
  const keep = (names: readonly string[], changed: ReadonlySet<string>) => names.filter((name) => changed.has(name));
  const kept = changes.map((change) => ({
    ...change,
    affects: {
      // A path carries its schemas by name: it is affected where its own text differs or where it
      // reaches a schema that differs, through any others (a record whose enum field gained a member).
      openApiPaths: keep(change.affects.openApiPaths, delta.reachingPaths),
      openApiSchemas: keep(change.affects.openApiSchemas, delta.openApiSchemas),
      csdl: change.affects.csdl,
      typeScript: keep(change.affects.typeScript, delta.typeScript),
    },
  }));
  const named = (list: (a: Affects) => readonly string[]) => new Set(kept.flatMap((c) => list(c.affects)));
  const rest = (changed: ReadonlySet<string>, list: (a: Affects) => readonly string[]) => {
    const seen = named(list);
    return [...changed].filter((name) => !seen.has(name)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  };
  const alsoChanged: Affects = {
    openApiPaths: rest(delta.carryingPaths, (a) => a.openApiPaths),
    openApiSchemas: rest(delta.openApiSchemas, (a) => a.openApiSchemas),
    csdl: [],
    typeScript: rest(delta.typeScript, (a) => a.typeScript),
  };
  const none: Affects = { openApiPaths: [], openApiSchemas: [], csdl: [], typeScript: [] };
  const only = kept.length === 1 ? kept[0]! : undefined;
  if (only === undefined) return { changes: kept, alsoChanged: kept.length === 0 ? none : alsoChanged };
  // alsoChanged names no CSDL element: the change's own stay as they are (sorted).
  const affects = mergeAffects(only.affects, alsoChanged);
  return { changes: [{ ...only, affects }], alsoChanged: none };
}
