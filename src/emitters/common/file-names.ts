import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import type { Model, SourceRef } from "../../model/types.js";
import { allowsCreate, allowsUpdate, complexPatchTypes, hasDerivedValues, hasDerivedBodies, hasPatchBody, hasPatchOrDerivedBody, takesDerivedBodies } from "./body-rules.js";
import { componentName, tsIdentifier } from "./output-names.js";
import { declaredServiceTerms } from "../csdl/capabilities.js";
import { FIXED_MODULES, fileStems } from "./file-stems.js";
import { TYPESCRIPT_VERSION, unreadableInIdentifier } from "../typescript/identifiers.js";

/** Every name the outputs cannot carry as the model writes it (see the three checks below). */
export function outputNameProblems(model: Model): Diagnostic[] {
  return [
    ...fileNameClashes(model),
    ...fileNameLengths(model),
    ...prototypeNames(model),
    ...typeScriptNameClashes(model),
    ...serviceTermClashes(model),
    ...componentNameClashes(model),
  ];
}

/**
 * Names that become one OpenAPI component key and JSON Schema file once escaped for ASCII
 * (`componentName`): a non-ASCII name and an ASCII name written in its escaped form
 * (`Größe`, `Gr_x00F6__x00DF_e`). Only the later one is reported, at its declaration.
 */
export function componentNameClashes(model: Model): Diagnostic[] {
  // Types and actions name schemas; entity sets and singletons name parameters of their own
  // (`<Set>.filter`, `<Type>.orderby-<Set>`): each group is one namespace of keys.
  return [
    ...clashesWithin([...model.entityTypes, ...model.complexTypes, ...model.enumTypes, ...model.operations.filter((o) => o.kind === "action")]),
    ...clashesWithin([...model.entitySets, ...model.singletons], true),
  ];
}

function clashesWithin(named: readonly Named[], parameters = false): Diagnostic[] {
  if (named.every((element) => componentName(element.name) === element.name && !element.name.includes("_x"))) return [];
  const byKey = new Map<string, Named>();
  const diagnostics: Diagnostic[] = [];
  for (const element of [...named].sort((a, b) => compareSource(a.source, b.source))) {
    const key = componentName(element.name);
    const first = byKey.get(key);
    if (first === undefined) byKey.set(key, element);
    else if (first.name !== element.name) diagnostics.push(createDiagnostic("EDM0225", { name: element.name, other: first.name, key, ...(parameters ? { parameters } : {}) }, element.source));
  }
  return diagnostics;
}

/**
 * Types, operations and the entity container named like a term the CSDL emitters declare in the
 * service's schema (AllowedFilterForms when a set documents filters, PhaseChangeNavigation and
 * PhaseChangeBody when a set has a phase change): two schema members of one name.
 */
export function serviceTermClashes(model: Model): Diagnostic[] {
  const reserved = new Set(declaredServiceTerms(model));
  if (reserved.size === 0) return [];
  const groups: ReadonlyArray<readonly [kind: string, elements: readonly Named[]]> = [
    ["entity type", model.entityTypes],
    ["complex type", model.complexTypes],
    ["enum type", model.enumTypes],
    ["type definition", model.typeDefinitions],
    ["action or function", model.operations],
    ["entity container", [{ name: model.service.containerName, source: model.service.containerSource }]],
  ];
  return groups.flatMap(([kind, elements]) => elements.filter((e) => reserved.has(e.name)).map((e) => createDiagnostic("EDM0222", { kind, name: e.name }, e.source)));
}

interface Named {
  readonly name: string;
  readonly source: SourceRef;
}

/** The longest file name ext4, XFS, APFS and NTFS allow, in bytes (NTFS: UTF-16 units, never more bytes than UTF-8 takes). */
const MAX_FILE_NAME_BYTES = 255;

/**
 * Names too long for the files they become: the file system refuses a file name beyond 255 bytes.
 * An OData name may have 128 characters, which in UTF-8 take up to 512 bytes, and a JSON Schema
 * file name escapes each character beyond ASCII as `_xHHHH_`. Reported once per element, for its
 * longest file.
 */
export function fileNameLengths(model: Model): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const check = (element: Named, what: string, files: readonly string[]) => {
    let longest: { file: string; bytes: number } | undefined;
    for (const file of files) {
      const bytes = Buffer.byteLength(file.slice(file.lastIndexOf("/") + 1), "utf8");
      if (bytes > MAX_FILE_NAME_BYTES && (longest === undefined || bytes > longest.bytes)) longest = { file, bytes };
    }
    if (longest) diagnostics.push(createDiagnostic("EDM0227", { what, name: element.name, ...longest }, element.source));
  };
  const stems = fileStems(model);
  const schemaFile = (name: string) => `json-schema/${stems.schemaFile(componentName(name))}.json`;
  const withSchema = (name: string) => [`types/${stems.module(name)}.ts`, schemaFile(name)];
  for (const type of model.entityTypes) check(type, "entity type", withSchema(type.name));
  for (const type of model.complexTypes) check(type, "complex type", withSchema(type.name));
  for (const type of model.enumTypes) check(type, "enum type", withSchema(type.name));
  for (const type of model.typeDefinitions) check(type, "type definition", [`types/${stems.module(type.name)}.ts`]);
  for (const action of model.operations) if (action.kind === "action") check(action, "action", [schemaFile(action.name)]);
  for (const set of model.entitySets) check(set, "entity set", [`docs/sets/${stems.setPage(set.name)}.md`]);
  for (const singleton of model.singletons) check(singleton, "singleton", [`docs/singletons/${stems.singletonPage(singleton.name)}.md`]);
  return diagnostics;
}

/**
 * A type named like a fixed module: one file would overwrite the other everywhere. Names that
 * differ from a fixed module's or from each other only in case get files of their own
 * (`fileStems`).
 */
export function fileNameClashes(model: Model): Diagnostic[] {
  const types: Named[] = [...model.entityTypes, ...model.complexTypes, ...model.enumTypes, ...model.typeDefinitions];
  const fixed = new Set<string>(Object.values(FIXED_MODULES));
  return types.filter((type) => fixed.has(type.name)).map((type) => createDiagnostic("EDM0216", { name: type.name, file: `types/${type.name}.ts` }, type.source));
}

/** A character a JavaScript identifier may hold after its first (ECMAScript 2024, IdentifierPartChar), as the runtime's Unicode tables have it. */
const JS_IDENTIFIER_PART = /^[\p{ID_Continue}$\u200C\u200D]$/u;

/** Names the generated `types/index.ts` and `types/odata.ts` declare themselves. */
const FIXED_TYPESCRIPT_NAMES = ["ODataCollection", "ODataError", "ODataErrorDetail", "EntitySets", "EntitySetName", "Singletons", "SingletonName", "entitySetOperations", "singletonOperations"];

/**
 * TypeScript names that two model elements would both declare in `types/` (and, with `Schema`
 * appended, in `validators/`): a type and the body of another (`PriceCreate` next to a type
 * `PriceCreate`), an action's `ApproveBody` next to a complex type `ApproveBody`, or a name the
 * generated index declares itself (`ODataError`). The output would not compile, so it is an
 * error; reported at the later element (positions are read only for clashes).
 */
export function typeScriptNameClashes(model: Model): Diagnostic[] {
  const claims = new Map<string, { what: string; element: Named }[]>();
  // What each element is, for a name it cannot carry at all (the first claim names it).
  const elementLabels = new Map<Named, string>();
  const claim = (name: string, what: string, element: Named) => {
    if (!elementLabels.has(element)) elementLabels.set(element, what);
    const list = claims.get(name);
    if (list) list.push({ what, element });
    else claims.set(name, [{ what, element }]);
  };
  for (const type of model.entityTypes) {
    const name = tsIdentifier(type.name);
    claim(name, `entity type '${type.name}'`, type);
    // Its page of records: `PriceCollectionSchema` in validators/.
    claim(`${name}Collection`, `the collection envelope of '${type.name}'`, type);
    if (allowsCreate(model, type.name)) claim(`${name}Create`, `the create body of '${type.name}'`, type);
    if (allowsUpdate(model, type.name)) claim(`${name}Update`, `the update body of '${type.name}'`, type);
    if (takesDerivedBodies(model, type.name, "create")) claim(`${name}CreateOrDerived`, `the create body of '${type.name}' or a derived type`, type);
    if (hasPatchBody(model, type.name)) claim(`${name}Patch`, `the PATCH body of '${type.name}'`, type);
    if (takesDerivedBodies(model, type.name, "update")) claim(`${name}UpdateOrDerived`, `the update body of '${type.name}' or a derived type`, type);
    if (hasPatchOrDerivedBody(model, type.name)) claim(`${name}PatchOrDerived`, `the PATCH body of '${type.name}' or a derived type`, type);
  }
  const patched = complexPatchTypes(model);
  for (const type of model.complexTypes) {
    claim(tsIdentifier(type.name), `complex type '${type.name}'`, type);
    claim(`${tsIdentifier(type.name)}Body`, `the body form of '${type.name}'`, type);
    if (hasDerivedValues(model, type.name)) claim(`${tsIdentifier(type.name)}BodyOrDerived`, `the body form of '${type.name}' or a derived type`, type);
    if (patched.has(type.name)) claim(`${tsIdentifier(type.name)}Patch`, `the PATCH form of '${type.name}'`, type);
  }
  for (const type of [...model.enumTypes, ...model.typeDefinitions]) claim(tsIdentifier(type.name), `type '${type.name}'`, type);
  for (const operation of model.operations) {
    const name = tsIdentifier(operation.name);
    elementLabels.set(operation, `${operation.kind} '${operation.name}'`);
    claim(`${name}Parameters`, `the parameters of ${operation.kind} '${operation.name}'`, operation);
    if (operation.kind === "action") claim(`${name}Body`, `the request body of action '${operation.name}'`, operation);
    if (operation.returnType) claim(`${name}Result`, `the result of ${operation.kind} '${operation.name}'`, operation);
  }
  // `DerivedBody` is declared (in odata.ts) only where some body may be a derived type's.
  const fixed = new Set([...FIXED_TYPESCRIPT_NAMES, ...(hasDerivedBodies(model) ? ["DerivedBody"] : [])]);
  const diagnostics: Diagnostic[] = [];
  // CSDL names may hold format characters (a soft hyphen, a zero-width space) that JavaScript
  // identifiers cannot, and letters newer than TypeScript's Unicode tables: such a type cannot be
  // declared at all. Reported once per element.
  const reported = new Set<Named>();
  for (const [name, list] of claims) {
    const character = unreadableInIdentifier(name);
    if (character === undefined) continue;
    const typescript = JS_IDENTIFIER_PART.test(character) ? { typescript: TYPESCRIPT_VERSION } : {};
    for (const { element } of list) {
      if (reported.has(element)) continue;
      reported.add(element);
      const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      diagnostics.push(createDiagnostic("EDM0221", { what: elementLabels.get(element)!, codePoint, ...typescript }, element.source));
    }
  }
  for (const [name, list] of claims) {
    if (list.length === 1 && !fixed.has(name)) continue;
    const ordered = [...list].sort((a, b) => compareSource(a.element.source, b.element.source));
    const first = fixed.has(name) ? "a name the generated types/index.ts declares itself" : ordered[0]!.what;
    for (const later of fixed.has(name) ? ordered : ordered.slice(1)) {
      diagnostics.push(createDiagnostic("EDM0219", { name, what: later.what, other: first }, later.element.source));
    }
  }
  return diagnostics;
}

/** The one OData identifier JavaScript objects cannot hold as a member: assigning it sets the prototype. */
const PROTOTYPE_KEY = "__proto__";
const PROTOTYPE_ONLY: ReadonlySet<string> = new Set([PROTOTYPE_KEY]);

/**
 * Names every JavaScript object inherits (`constructor`, `toString`, …): as members of a payload
 * (fields, relationships, action parameters), validators that read `data[name]` (ajv's generated
 * code, zod) find the inherited function when the member is absent, and reject a valid body.
 */
const INHERITED_MEMBERS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * `__proto__` used as a name. It is a valid OData identifier, but JSON and TypeScript consumers
 * (and object-building code such as edmgen's own emitters) treat it as the object's prototype: a
 * type of that name would be silently missing from `$metadata` and the OpenAPI components. Positions
 * are read only for names that are reported.
 */
export function prototypeNames(model: Model): Diagnostic[] {
  const named: { kind: string; element: Named }[] = [];
  const add = (kind: string, elements: readonly Named[], names: ReadonlySet<string> = PROTOTYPE_ONLY) => {
    for (const element of elements) if (names.has(element.name)) named.push({ kind, element });
  };
  for (const type of [...model.entityTypes, ...model.complexTypes]) {
    add("type", [type]);
    add("field", type.ownProperties, INHERITED_MEMBERS);
    add("relationship", type.ownNavigations, INHERITED_MEMBERS);
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
    add("parameter", operation.parameters, INHERITED_MEMBERS);
  }
  add("operation import", model.operationImports);
  return named.map(({ kind, element }) => createDiagnostic("EDM0218", { kind, name: element.name }, element.source));
}

function compareSource(a: SourceRef, b: SourceRef): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
}
