import { suggest } from "../diagnostics/suggest.js";
import type { RawOperation, RawOperationImport } from "../metadata-loader/raw-types.js";
import type { Declared } from "./build-context.js";
import { buildTypedValue, checkMemberName, type MemberScope } from "./build-members.js";
import type { Operation, OperationImport, Parameter } from "./types.js";

/** Builds actions and functions (CSDL 12): parameters in order, the binding parameter first when bound. */
export function buildOperations(scope: MemberScope, kind: "action" | "function", declarations: ReadonlyMap<string, Declared<RawOperation>>): Operation[] {
  const { ctx } = scope;
  const operations: Operation[] = [];
  for (const [name, declared] of declarations) {
    if (!checkMemberName(scope, kind, name, declared, [])) continue;
    const raw = declared.raw;
    const parameters: Parameter[] = [];
    for (const [parameterName, rawParameter] of Object.entries(raw.parameters ?? {})) {
      const path = ["parameters", parameterName];
      if (!checkMemberName(scope, "parameter", parameterName, declared, path)) continue;
      const typed = buildTypedValue(scope, declared, path, rawParameter, `parameter '${parameterName}' of '${name}'`);
      if (typed) parameters.push({ name: parameterName, ...typed, source: ctx.source(declared, path) });
    }
    const isBound = raw.bound ?? false;
    if (isBound && Object.keys(raw.parameters ?? {}).length === 0) {
      ctx.report("EDM0406", { name, detail: "is bound but has no parameters; the first parameter is the binding parameter" }, ctx.at(declared, ["bound"]));
    }
    if (raw.entitySetPath !== undefined) {
      const first = Object.keys(raw.parameters ?? {})[0];
      if (!isBound || raw.entitySetPath.split("/")[0] !== first) {
        ctx.report("EDM0406", { name, detail: "has an entitySetPath that does not start with its binding parameter" }, ctx.at(declared, ["entitySetPath"], false));
      }
    }
    if (kind === "function" && raw.returns === undefined) {
      ctx.report("EDM0404", { name }, ctx.at(declared));
      continue;
    }
    const returnType = raw.returns === undefined ? undefined : buildTypedValue(scope, declared, ["returns"], raw.returns, `return type of '${name}'`);
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
    const local = target.includes(".") ? target.slice(target.lastIndexOf(".") + 1) : target;
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
