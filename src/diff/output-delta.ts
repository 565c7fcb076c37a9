import type { Model } from "../model/types.js";
import type { Affects, Change } from "./change.js";
import { openApiDocumentOf, typeScriptDeclarations } from "./affects.js";

/**
 * What the two versions' outputs actually differ in, by the names the affects lists use: OpenAPI
 * paths, component schemas and TypeScript types. The rules of `affects.ts` name what a change
 * touches; this keeps each list to what does change, and finds what changes that no rule named.
 */
export interface OutputDelta {
  readonly openApiPaths: ReadonlySet<string>;
  readonly openApiSchemas: ReadonlySet<string>;
  readonly typeScript: ReadonlySet<string>;
}

const SCHEMA_REF = "#/components/schemas/";

export function outputDelta(before: Model, after: Model): OutputDelta {
  const [old, now] = [openApiDocumentOf(before), openApiDocumentOf(after)];
  return {
    openApiPaths: differing(pathPrints(old), pathPrints(now)),
    openApiSchemas: differing(prints(old.components?.schemas ?? {}), prints(now.components?.schemas ?? {})),
    typeScript: differing(typeScriptDeclarations(before), typeScriptDeclarations(after)),
  };
}

/** Names present in one map only, or with other text in each. */
function differing(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [name, text] of a) if (b.get(name) !== text) names.add(name);
  for (const name of b.keys()) if (!a.has(name)) names.add(name);
  return names;
}

function prints(entries: Readonly<Record<string, unknown>>): Map<string, string> {
  return new Map(Object.entries(entries).map(([name, value]) => [name, JSON.stringify(value)]));
}

/**
 * Each path's text with the shared parameters, responses and headers it refers to written in
 * (a changed `$top` maximum changes every list), and its schemas by name only: a schema that
 * changes is named as a schema, not as every path that carries it.
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
  return new Map(Object.entries(document.paths ?? {}).map(([path, item]) => [path, JSON.stringify(resolve(item))]));
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
      openApiPaths: keep(change.affects.openApiPaths, delta.openApiPaths),
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
    openApiPaths: rest(delta.openApiPaths, (a) => a.openApiPaths),
    openApiSchemas: rest(delta.openApiSchemas, (a) => a.openApiSchemas),
    csdl: [],
    typeScript: rest(delta.typeScript, (a) => a.typeScript),
  };
  const none: Affects = { openApiPaths: [], openApiSchemas: [], csdl: [], typeScript: [] };
  const only = kept.length === 1 ? kept[0]! : undefined;
  if (only === undefined) return { changes: kept, alsoChanged: kept.length === 0 ? none : alsoChanged };
  const merged = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const affects: Affects = {
    openApiPaths: merged(only.affects.openApiPaths, alsoChanged.openApiPaths),
    openApiSchemas: merged(only.affects.openApiSchemas, alsoChanged.openApiSchemas),
    csdl: only.affects.csdl,
    typeScript: merged(only.affects.typeScript, alsoChanged.typeScript),
  };
  return { changes: [{ ...only, affects }], alsoChanged: none };
}
