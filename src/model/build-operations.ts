import { suggest } from "../diagnostics/suggest.js";
import type { RawOperation, RawOperationImport } from "../metadata-loader/raw-types.js";
import type { Declared } from "./build-context.js";
import { buildTypedValue, checkMemberName, type MemberScope } from "./build-members.js";
import { underlyingPrimitive } from "./underlying-primitive.js";
import { isOrDerivesFrom } from "./derived-types.js";
import type { EntitySet, EntityType, Operation, OperationImport, Parameter } from "./types.js";

/** Builds actions and functions (CSDL 12): parameters in order, the binding parameter first when bound. */
export function buildOperations(
  scope: MemberScope,
  kind: "action" | "function",
  declarations: ReadonlyMap<string, Declared<RawOperation>>,
  entityTypes: ReadonlyMap<string, EntityType>,
): Operation[] {
  const { ctx } = scope;
  const operations: Operation[] = [];
  // Edm.Stream may be a binding parameter or a return type, never in a collection (CSDL 4.01, section 3.3).
  const isStream = (typed: { type: Parameter["type"] }) => underlyingPrimitive(typed.type, scope.typeDefinitions) === "Stream";
  for (const [name, declared] of declarations) {
    if (!checkMemberName(scope, kind, name, declared, [])) continue;
    const raw = declared.raw;
    const parameters: Parameter[] = [];
    const isBound = raw.bound ?? false;
    const collectionAt = (path: string[], rawTyped: unknown) => ctx.at(declared, typeof rawTyped === "string" ? path : [...path, "collection"], false);
    for (const [index, [parameterName, rawParameter]] of Object.entries(raw.parameters ?? {}).entries()) {
      const path = ["parameters", parameterName];
      if (!checkMemberName(scope, "parameter", parameterName, declared, path)) continue;
      const typed = buildTypedValue(scope, declared, path, rawParameter, `parameter '${parameterName}' of '${name}'`);
      if (!typed) continue;
      const stream = isStream(typed);
      if (stream && typed.collection) ctx.report("EDM0409", { what: `parameter '${parameterName}' of '${name}'` }, collectionAt(path, rawParameter));
      else if (stream && !(isBound && index === 0)) ctx.report("EDM0410", { parameter: parameterName, operation: name }, ctx.at(declared, path, false));
      parameters.push({ name: parameterName, ...typed, source: ctx.source(declared, path) });
    }
    if (isBound && Object.keys(raw.parameters ?? {}).length === 0) {
      ctx.report("EDM0406", { name, detail: "is bound but has no parameters; the first parameter is the binding parameter" }, ctx.at(declared, ["bound"]));
    }
    if (kind === "function" && raw.returns === undefined) {
      ctx.report("EDM0404", { name }, ctx.at(declared));
      continue;
    }
    const returnType = raw.returns === undefined ? undefined : buildTypedValue(scope, declared, ["returns"], raw.returns, `return type of '${name}'`);
    if (returnType && isStream(returnType) && returnType.collection) ctx.report("EDM0409", { what: `the return type of '${name}'` }, collectionAt(["returns"], raw.returns));
    if (raw.entitySetPath !== undefined) {
      const problem = entitySetPathProblem(raw.entitySetPath, isBound ? parameters[0] : undefined, Object.keys(raw.parameters ?? {})[0], returnType, entityTypes, scope);
      if (problem !== undefined) ctx.report("EDM0406", { name, detail: problem }, ctx.at(declared, ["entitySetPath"], false));
    }
    operations.push({
      kind,
      name,
      ...(raw.description !== undefined ? { description: raw.description } : {}),
      isBound,
      isComposable: raw.composable ?? false,
      ...(raw.entitySetPath !== undefined ? { entitySetPath: raw.entitySetPath } : {}),
      parameters,
      ...(returnType ? { returnType } : {}),
      annotations: raw.annotations ?? {},
      source: ctx.source(declared),
    });
  }
  return operations;
}

/**
 * What is wrong with an entity set path (CSDL 4.01, section 12.4): it starts at the binding
 * parameter, follows relationships (or casts to a derived type) from its entity type, and leads to
 * the records the operation returns; undefined when nothing is.
 */
function entitySetPathProblem(
  path: string,
  binding: Parameter | undefined,
  firstParameter: string | undefined,
  returnType: { type: Parameter["type"] } | undefined,
  entityTypes: ReadonlyMap<string, EntityType>,
  scope: MemberScope,
): string | undefined {
  const [head, ...segments] = path.split("/");
  if (binding === undefined || head !== firstParameter) return "has an entitySetPath that does not start with its binding parameter";
  if (returnType?.type.kind !== "entity") return "has an entitySetPath but returns no entities; only the records an operation returns come from an entity set";
  if (binding.type.kind !== "entity") return `has an entitySetPath, but its binding parameter '${binding.name}' is not an entity`;
  let current = entityTypes.get(binding.type.name);
  for (const segment of segments) {
    if (current === undefined) return undefined;
    if (segment.includes(".")) {
      const cast = scope.types.lookup(segment, ["entity"]);
      if (cast?.kind !== "entity") return `has an entitySetPath whose segment '${segment}' is not an entity type`;
      if (!isOrDerivesFrom(entityTypes, cast.name, current.name)) return `has an entitySetPath that casts '${current.name}' to '${segment}', which does not derive from it`;
      current = entityTypes.get(cast.name);
      continue;
    }
    const navigation = current.navigations.find((n) => n.name === segment);
    if (navigation === undefined) {
      const names = current.navigations.map((n) => n.name);
      const hint = suggest(segment, names);
      return `has an entitySetPath whose segment '${segment}' is not a relationship of '${current.name}'${hint ? ` (did you mean '${hint}'?)` : ""}`;
    }
    current = entityTypes.get(navigation.target);
  }
  // The path names the records' set, which holds the returned type's records: its type is that
  // type or a base of it.
  const returned = returnType.type.name;
  if (current !== undefined && !isOrDerivesFrom(entityTypes, returned, current.name)) {
    return `has an entitySetPath that leads to ${current.name} records, but it returns ${returned}, which is neither that type nor derived from it`;
  }
  return undefined;
}

/** What the imports of one kind may name: the built operations, and the names declared in the model's sections. */
export interface ImportTargets {
  readonly operations: readonly Operation[];
  /** Declared actions and functions (built or not), and those left out as duplicates (EDM0204). */
  readonly declared: { readonly action: ReadonlySet<string>; readonly function: ReadonlySet<string> };
  readonly dropped: { readonly action: ReadonlySet<string>; readonly function: ReadonlySet<string> };
  /** Declared entity sets (built or not), those left out as duplicates, and the singletons. */
  readonly entitySets: ReadonlySet<string>;
  readonly droppedEntitySets: ReadonlySet<string>;
  readonly singletons: ReadonlySet<string>;
  /** The built entity sets and entity types, for what an import's entity set holds. */
  readonly builtSets: readonly EntitySet[];
  readonly entityTypes: ReadonlyMap<string, EntityType>;
}

/**
 * Why an import may not name `set` (CSDL 4.01, sections 13.5.2 and 13.6.2): only an import of an
 * operation that returns entities names the set they come from, and that set holds records of the
 * returned type (its type is that type or one of its base types).
 */
function importSetProblem(targets: ImportTargets, kind: "action" | "function", operation: string, set: string): string | undefined {
  const built = targets.operations.find((o) => o.kind === kind && !o.isBound && o.name === operation);
  const returned = built?.returnType?.type;
  if (built === undefined) return undefined;
  if (returned?.kind !== "entity") return `but '${operation}' returns no entities; only an import of an operation that returns entities names the set they come from`;
  const setType = targets.builtSets.find((s) => s.name === set)?.entityType;
  if (setType === undefined || isOrDerivesFrom(targets.entityTypes, returned.name, setType)) return undefined;
  return `whose records are ${setType}, but '${operation}' returns ${returned.name}`;
}

/**
 * Builds action and function imports; each must name a declared unbound operation of its kind,
 * and an entity set if it names one. A name whose declaration has errors of its own (or was left
 * out as a duplicate) is not reported again here.
 */
export function buildOperationImports(
  scope: MemberScope,
  kind: "action" | "function",
  declarations: ReadonlyMap<string, Declared<RawOperationImport>>,
  targets: ImportTargets,
): OperationImport[] {
  const { ctx } = scope;
  const imports: OperationImport[] = [];
  const other = kind === "action" ? "function" : "action";
  const candidates = targets.operations.filter((o) => o.kind === kind && !o.isBound).map((o) => o.name);
  for (const [name, declared] of declarations) {
    if (!checkMemberName(scope, `${kind} import`, name, declared, [])) continue;
    const raw = declared.raw;
    const target = raw[kind];
    if (target === undefined) {
      ctx.report("EDM0103", { key: kind, where: `${kind} import '${name}'` }, ctx.at(declared));
      continue;
    }
    const local = scope.types.localOf(target);
    if (local.includes(".")) {
      const qualifier = target.slice(0, target.lastIndexOf("."));
      ctx.report("EDM0407", { name, target, problem: `whose qualifier '${qualifier}' is neither the model's namespace nor its alias` }, ctx.at(declared, [kind], false));
      continue;
    }
    if (!candidates.includes(local)) {
      const built = targets.operations.find((o) => o.kind === kind && o.name === local);
      if (built?.isBound) {
        ctx.report("EDM0407", { name, target, problem: `which is a bound ${kind} (an import names an unbound one)` }, ctx.at(declared, [kind], false));
      } else if (!targets.declared[kind].has(local) && !targets.dropped[kind].has(local)) {
        const problem = targets.declared[other].has(local) ? `which is ${article(other)} ${other}, not ${article(kind)} ${kind}` : "which is not declared";
        ctx.report("EDM0407", { name, target, problem, suggestion: suggest(local, candidates) }, ctx.at(declared, [kind], false));
      }
      continue;
    }
    const set = raw.entitySet;
    if (set !== undefined && !targets.entitySets.has(set)) {
      if (!targets.droppedEntitySets.has(set)) {
        const problem = targets.singletons.has(set) ? "which is a singleton, not an entity set" : "which is not declared";
        ctx.report("EDM0407", { name, target: set, problem, suggestion: suggest(set, targets.entitySets) }, ctx.at(declared, ["entitySet"], false));
      }
      continue;
    }
    const setProblem = set === undefined ? undefined : importSetProblem(targets, kind, local, set);
    if (setProblem !== undefined) {
      ctx.report("EDM0407", { name, target: set!, problem: setProblem }, ctx.at(declared, ["entitySet"], false));
      continue;
    }
    imports.push({
      kind,
      name,
      operation: local,
      ...(raw.entitySet !== undefined ? { entitySet: raw.entitySet } : {}),
      // CSDL 13.6.3: absent means false.
      includeInServiceDocument: raw.includeInServiceDocument ?? false,
      ...(raw.description !== undefined ? { description: raw.description } : {}),
      annotations: raw.annotations ?? {},
      source: ctx.source(declared),
    });
  }
  return imports;
}

const article = (kind: "action" | "function"): string => (kind === "action" ? "an" : "a");
