import type { ParsedFile } from "../metadata-loader/parse-yaml.js";
import type { RawDocument } from "../metadata-loader/raw-types.js";
import type { BuildContext, Declared } from "./build-context.js";

type SectionName = Exclude<keyof RawDocument, "service">;
type SectionValue<S extends SectionName> = NonNullable<RawDocument[S]>[string];

export type Declarations = { readonly [S in SectionName]: ReadonlyMap<string, Declared<SectionValue<S>>> } & {
  readonly service: readonly Declared<NonNullable<RawDocument["service"]>>[];
  /**
   * Per section, the names left out because the scope held them already (EDM0204): a reference to
   * one is not reported again as naming nothing.
   */
  readonly dropped: { readonly [S in SectionName]: ReadonlySet<string> };
};

/** Names that share one scope: schema children share the namespace, container children the container (CSDL 13). */
const SCOPES: Record<SectionName, "schema" | "container"> = {
  entityTypes: "schema",
  complexTypes: "schema",
  enumTypes: "schema",
  typeDefinitions: "schema",
  actions: "schema",
  functions: "schema",
  entitySets: "container",
  singletons: "container",
  actionImports: "container",
  functionImports: "container",
};

const KIND: Record<SectionName, string> = {
  entityTypes: "entity type",
  complexTypes: "complex type",
  enumTypes: "enum type",
  typeDefinitions: "type definition",
  actions: "action",
  functions: "function",
  entitySets: "entity set",
  singletons: "singleton",
  actionImports: "action import",
  functionImports: "function import",
};

/** Gathers every named element of every file, in file order then source order, and reports names declared twice. */
export function collectDeclarations(ctx: BuildContext, files: readonly ParsedFile[]): Declarations {
  const sections = Object.fromEntries(Object.keys(SCOPES).map((s) => [s, new Map()])) as Record<SectionName, Map<string, Declared<unknown>>>;
  const service: Declared<NonNullable<RawDocument["service"]>>[] = [];
  const dropped = Object.fromEntries(Object.keys(SCOPES).map((s) => [s, new Set<string>()])) as Record<SectionName, Set<string>>;
  const scopes = { schema: new Map<string, Declared<unknown> & { section: SectionName }>(), container: new Map<string, Declared<unknown> & { section: SectionName }>() };
  for (const file of files) {
    const document = (file.value ?? {}) as RawDocument;
    if (document.service) service.push({ name: "service", raw: document.service, file, path: ["service"] });
    for (const section of Object.keys(SCOPES) as SectionName[]) {
      const entries = document[section];
      if (!entries) continue;
      for (const [name, raw] of Object.entries(entries)) {
        const declared: Declared<unknown> = { name, raw, file, path: [section, name] };
        const scope = scopes[SCOPES[section]];
        const first = scope.get(name);
        if (first) {
          const at = ctx.at(first);
          ctx.report("EDM0204", { kind: KIND[section], name, first: `${at.file}:${at.line}:${at.column}`, firstKind: KIND[first.section] }, ctx.at(declared));
          dropped[section].add(name);
          continue;
        }
        scope.set(name, { ...declared, section });
        sections[section].set(name, declared);
      }
    }
  }
  return { ...sections, service, dropped } as unknown as Declarations;
}
