import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { Model, SourceRef } from "../../model/types.js";

/**
 * Model names become file names: every entity, complex and enum type and type definition gets
 * `types/<Name>.ts` (and `validators/<Name>.ts`, `json-schema/<Name>.json`), every action
 * `json-schema/<Name>.json`, every entity set
 * `docs/sets/<Name>.md`, every singleton `docs/singletons/<Name>.md`. Beside the per-type modules
 * the emitters write modules of their own, whose names a type cannot take.
 */
export const FIXED_MODULES = {
  /** `types/index.ts` and `validators/index.ts`: what a consumer imports. */
  index: "index",
  /** `types/odata.ts`: the collection envelope and the error body. */
  odata: "odata",
  /** `types/operations.ts`: actions and functions. */
  operations: "operations",
} as const;

interface Named {
  readonly name: string;
  readonly source: SourceRef;
}

/**
 * Names whose files would collide: a type named like a fixed module (an error: one file would
 * overwrite the other everywhere), and names in one folder that differ only in case (a warning:
 * the files are distinct on Linux but one file on case-insensitive file systems such as macOS
 * and Windows, where a checkout of `generated/` shows changes nobody made).
 */
export function fileNameClashes(model: Model): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const types: Named[] = [...model.entityTypes, ...model.complexTypes, ...model.enumTypes, ...model.typeDefinitions];
  const fixed = new Set<string>(Object.values(FIXED_MODULES));
  for (const type of types) {
    if (fixed.has(type.name)) diagnostics.push(createDiagnostic("EDM0216", { name: type.name, file: `types/${type.name}.ts` }, type.source));
  }
  const reserved = [...fixed].map((name) => ({ name, file: `types/${name}.ts` }));
  // Actions share the types' namespace and have a JSON Schema file each (`json-schema/<Action>.json`).
  const actions = new Set<Named>(model.operations.filter((o) => o.kind === "action"));
  const fileOf = (element: Named) => (actions.has(element) ? `json-schema/${element.name}.json` : `types/${element.name}.ts`);
  caseClashes([...types, ...actions], fileOf, reserved, diagnostics);
  caseClashes(model.entitySets, (s) => `docs/sets/${s.name}.md`, [], diagnostics);
  caseClashes(model.singletons, (s) => `docs/singletons/${s.name}.md`, [], diagnostics);
  return diagnostics;
}

/**
 * Reports each name that folds to the case of an earlier one (or of a fixed module), at the later
 * name. Positions are read only for names that clash: a model element's position is looked up
 * lazily, and on a large model reading every one would parse the YAML a second time.
 */
function caseClashes<T extends Named>(
  elements: readonly T[],
  fileOf: (element: T) => string,
  fixed: readonly { name: string; file: string }[],
  into: Diagnostic[],
): void {
  const groups = new Map<string, T[]>();
  for (const element of elements) {
    const folded = element.name.toLowerCase();
    const group = groups.get(folded);
    if (group) group.push(element);
    else groups.set(folded, [element]);
  }
  const fixedByFold = new Map(fixed.map((f) => [f.name.toLowerCase(), f]));
  for (const [folded, group] of groups) {
    const module = fixedByFold.get(folded);
    if (group.length === 1 && (module === undefined || module.name === group[0]!.name)) continue;
    const ordered = [...group].sort((a, b) => compareSource(a.source, b.source));
    // A fixed module comes first; a type of exactly its name is EDM0216, not a case clash.
    const clashing = module ? ordered.filter((e) => e.name !== module.name) : ordered.slice(1);
    for (const element of clashing) {
      const first = module ?? ordered[0]!;
      const other = module ? `the generated module '${module.name}'` : `'${first.name}' at ${ordered[0]!.source.file}:${ordered[0]!.source.line}:${ordered[0]!.source.column}`;
      const firstFile = module ? module.file : fileOf(ordered[0]!);
      into.push(createDiagnostic("EDM0217", { name: element.name, other, files: `${fileOf(element)} and ${firstFile}` }, element.source));
    }
  }
}

/** The one OData identifier JavaScript objects cannot hold as a member: assigning it sets the prototype. */
const PROTOTYPE_KEY = "__proto__";

/**
 * `__proto__` used as a name. It is a valid OData identifier, but JSON and TypeScript consumers
 * (and object-building code such as edmgen's own emitters) treat it as the object's prototype: a
 * type of that name would be silently missing from `$metadata` and the OpenAPI components. Positions
 * are read only for names that are reported.
 */
export function prototypeNames(model: Model): Diagnostic[] {
  const named: { kind: string; element: Named }[] = [];
  const add = (kind: string, elements: readonly Named[]) => {
    for (const element of elements) if (element.name === PROTOTYPE_KEY) named.push({ kind, element });
  };
  for (const type of [...model.entityTypes, ...model.complexTypes]) {
    add("type", [type]);
    add("field", type.ownProperties);
    add("relationship", type.ownNavigations);
  }
  for (const type of model.enumTypes) {
    add("enum type", [type]);
    add("enum member", type.members);
  }
  add("type definition", model.typeDefinitions);
  add("entity set", model.entitySets);
  add("singleton", model.singletons);
  for (const operation of model.operations) {
    add(operation.kind, [operation]);
    add("parameter", operation.parameters);
  }
  add("operation import", model.operationImports);
  return named.map(({ kind, element }) => createDiagnostic("EDM0218", { kind }, element.source));
}

function compareSource(a: SourceRef, b: SourceRef): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
}
