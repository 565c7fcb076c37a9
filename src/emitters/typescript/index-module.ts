import { fits } from "../common/print-width.js";
import type { EntitySet, Model, Singleton } from "../../model/types.js";
import {
  allowsCreate,
  allowsUpdate,
  bodyAt,
  complexPatchTypes,
  hasDerivedValues,
  hasDerivedBodies,
  hasPatchBody,
  hasPatchOrDerivedBody,
  relatedCreateTargets,
  takesDerivedBodies,
} from "../common/body-rules.js";
import { entityTypeIndex, typeScriptTypeName } from "../common/output-names.js";
import { propertyKey, tsIdentifier, typeOnlyLine } from "./names.js";
import { HEADER } from "./type-module.js";
import { fileStems } from "../common/file-stems.js";

/**
 * `index.ts`: re-exports every type, and maps each entity set to its record, its bodies (also those
 * of records created through its relationships) and its allowed operations, so code can be generic
 * over sets (`EntitySets["Price"]["create"]`). A set
 * without create or update has no such key at all: asking for it is a type error. Singletons
 * get the same map, `Singletons`, when the model has any.
 */
export function indexModule(model: Model, hasOperations: boolean): string {
  const stemOf = fileStems(model).module;
  const exports: string[] = [];
  for (const type of model.entityTypes) {
    const names = [tsIdentifier(type.name)];
    if (allowsCreate(model, type.name)) names.push(typeScriptTypeName(type.name, "create"));
    if (allowsUpdate(model, type.name)) names.push(typeScriptTypeName(type.name, "update"));
    if (takesDerivedBodies(model, type.name, "create")) names.push(typeScriptTypeName(type.name, "createOrDerived"));
    if (hasPatchBody(model, type.name)) names.push(typeScriptTypeName(type.name, "patch"));
    if (takesDerivedBodies(model, type.name, "update")) names.push(typeScriptTypeName(type.name, "updateOrDerived"));
    if (hasPatchOrDerivedBody(model, type.name)) names.push(typeScriptTypeName(type.name, "patchOrDerived"));
    exports.push(typeOnlyLine("export type", names, `./${stemOf(type.name)}.js`));
  }
  for (const type of model.complexTypes) {
    const body = `${tsIdentifier(type.name)}Body`;
    const patch = complexPatchTypes(model).has(type.name) ? [`${tsIdentifier(type.name)}Patch`] : [];
    exports.push(typeOnlyLine("export type", [tsIdentifier(type.name), body, ...(hasDerivedValues(model, type.name) ? [`${body}OrDerived`] : []), ...patch], `./${stemOf(type.name)}.js`));
  }
  for (const type of [...model.enumTypes, ...model.typeDefinitions]) exports.push(typeOnlyLine("export type", [tsIdentifier(type.name)], `./${stemOf(type.name)}.js`));
  if (hasOperations) {
    const names = model.operations.flatMap((o) => [
      `${tsIdentifier(o.name)}Parameters`,
      ...(o.kind === "action" ? [`${tsIdentifier(o.name)}Body`] : []),
      ...(o.returnType ? [`${tsIdentifier(o.name)}Result`] : []),
    ]);
    exports.push(typeOnlyLine("export type", names, "./operations.js"));
  }
  exports.push(`export type { ${hasDerivedBodies(model) ? "DerivedBody, " : ""}ODataCollection, ODataError, ODataErrorDetail } from "./odata.js";`);

  const imports = new Set<string>();
  const entries = model.entitySets.map((set) => {
    const type = tsIdentifier(set.entityType);
    const create = set.operations.includes("create") ? bodyTypeAt(model, set.entityType, "create") : undefined;
    const update = set.operations.includes("update") ? bodyTypeAt(model, set.entityType, "update", set.updateMethod) : undefined;
    imports.add(`import type { ${[type, ...(create ? [create] : []), ...(update ? [update] : [])].join(", ")} } from "./${stemOf(set.entityType)}.js";`);
    const lines = [`    record: ${type};`];
    if (create) lines.push(`    create: ${create};`);
    if (update) lines.push(`    update: ${update};`);
    if (set.phaseChange) {
      const body = `${tsIdentifier(set.phaseChange.body)}Body${hasDerivedValues(model, set.phaseChange.body) ? "OrDerived" : ""}`;
      imports.add(`import type { ${body} } from "./${stemOf(set.phaseChange.body)}.js";`);
      lines.push(`    phaseChange: ${body};`);
    }
    lines.push(...createRelatedLines(model, set, imports));
    const allowed = setOperations(set);
    lines.push(`    operations: ${allowed.length ? allowed.map((o) => JSON.stringify(o)).join(" | ") : "never"};`);
    return `  ${propertyKey(set.name)}: {\n${lines.join("\n")}\n  };`;
  });
  const operations = model.entitySets.map((set) => operationsLine(propertyKey(set.name), setOperations(set)));
  const singletons = model.singletons.map((singleton) => {
    const type = tsIdentifier(singleton.entityType);
    const update = singleton.updatable ? bodyTypeAt(model, singleton.entityType, "update", singleton.updateMethod) : undefined;
    imports.add(`import type { ${[type, ...(update ? [update] : [])].join(", ")} } from "./${stemOf(singleton.entityType)}.js";`);
    const lines = [
      `    record: ${type};`,
      ...(update ? [`    update: ${update};`] : []),
      ...createRelatedLines(model, singleton, imports),
      `    operations: ${singletonOperations(singleton).map((o) => JSON.stringify(o)).join(" | ")};`,
    ];
    return `  ${propertyKey(singleton.name)}: {\n${lines.join("\n")}\n  };`;
  });
  const singletonOperationLines = model.singletons.map((singleton) => operationsLine(propertyKey(singleton.name), singletonOperations(singleton)));
  const singletonPart =
    singletons.length === 0
      ? ""
      : `
/** Every singleton with its record type, its update body when it can be updated, and the operations it allows. */
export interface Singletons {
${singletons.join("\n")}
}

export type SingletonName = keyof Singletons;

/** The operations each singleton allows, at run time. */
export const singletonOperations: { readonly [S in SingletonName]: readonly Singletons[S]["operations"][] } = {
${singletonOperationLines.join("\n")}
};
`;
  return `${HEADER}${[...mergeImports(imports)].join("\n")}

${exports.join("\n")}

/** Every entity set with its record type, its request bodies and the operations it allows. */
export interface EntitySets ${block(entries)}

export type EntitySetName = keyof EntitySets;

/** The operations each entity set allows, at run time. */
export const entitySetOperations: { readonly [S in EntitySetName]: readonly EntitySets[S]["operations"][] } = ${block(operations)};
${singletonPart}`;
}

/**
 * `  <Set>: ["list", …],`, broken as prettier breaks it when too long for a line: the items one
 * per line, or, when even `<Set>: [` does not fit, the list on the next line.
 */
function operationsLine(set: string, operations: readonly string[]): string {
  const items = operations.map((o) => JSON.stringify(o));
  const line = `  ${set}: [${items.join(", ")}],`;
  if (fits(line)) return line;
  if (fits(`  ${set}: [`)) return `  ${set}: [\n${items.map((i) => `    ${i},\n`).join("")}  ],`;
  return `  ${set}:\n    [${items.join(", ")}],`;
}

/** Lines between braces, or `{}` without any (a model with singletons only has no sets), as prettier writes them. */
function block(lines: readonly string[]): string {
  return lines.length === 0 ? "{}" : `{\n${lines.join("\n")}\n}`;
}

/** The operations a singleton allows: it is read, and updated where it can be. */
function singletonOperations(singleton: Singleton): string[] {
  return singleton.updatable ? ["get", "update"] : ["get"];
}

/** The operations a set allows, the phase change (`POST` on the set with a phase) included, named as the validators name them. */
function setOperations(set: EntitySet): string[] {
  return set.phaseChange ? [...set.operations, "phaseChange"] : [...set.operations];
}

/**
 * `createRelated: { Orders: OrderCreate }`: the body of each record that can be created through a
 * relationship (`POST /Customers({ID})/Orders`), by relationship; nothing when there is none.
 */
function createRelatedLines(model: Model, owner: EntitySet | Singleton, imports: Set<string>): string[] {
  // A media entity is created from its stream (no JSON body): it has no entry here.
  const targets = relatedCreateTargets(entityTypeIndex(model), owner).filter(({ target }) => bodyTypeAt(model, target, "create") !== undefined);
  if (targets.length === 0) return [];
  const members = targets.map(({ name, target }) => {
    const body = bodyTypeAt(model, target, "create")!;
    imports.add(`import type { ${body} } from "./${fileStems(model).module(target)}.js";`);
    return `      ${propertyKey(name)}: ${body};`;
  });
  // Written expanded, as prettier keeps a type literal whose members start on their own line.
  return ["    createRelated: {", ...members, "    };"];
}

/** One import line per module, names sorted: two sets of one type share a line. */
function mergeImports(lines: Set<string>): string[] {
  const byModule = new Map<string, Set<string>>();
  for (const line of lines) {
    const match = /^import type \{ (.*) \} from "(.*)";$/.exec(line)!;
    const names = byModule.get(match[2]!) ?? new Set<string>();
    match[1]!.split(", ").forEach((n) => names.add(n));
    byModule.set(match[2]!, names);
  }
  return [...byModule.keys()].sort().map((module) => typeOnlyLine("import type", [...byModule.get(module)!].sort(), module));
}

/** The TypeScript name of the body a site of `typeName` takes (`PriceCreate`, `PersonCreateOrDerived`), if there is one. */
function bodyTypeAt(model: Model, typeName: string, operation: "create" | "update", method: "PUT" | "PATCH" = "PUT"): string | undefined {
  const variant = bodyAt(model, typeName, operation, method);
  return variant === undefined ? undefined : typeScriptTypeName(typeName, variant);
}
