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

/** Builds action and function imports; each must name a declared unbound operation of its kind. */
export function buildOperationImports(
  scope: MemberScope,
  kind: "action" | "function",
  declarations: ReadonlyMap<string, Declared<RawOperationImport>>,
  operations: readonly Operation[],
  entitySetNames: ReadonlySet<string>,
): OperationImport[] {
  const { ctx } = scope;
  const imports: OperationImport[] = [];
  const candidates = operations.filter((o) => o.kind === kind && !o.isBound).map((o) => o.name);
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
      ctx.report("EDM0407", { name, target, suggestion: suggest(local, candidates) }, ctx.at(declared, [kind], false));
      continue;
    }
    if (raw.entitySet !== undefined && !entitySetNames.has(raw.entitySet)) {
      ctx.report("EDM0407", { name, target: raw.entitySet, suggestion: suggest(raw.entitySet, entitySetNames) }, ctx.at(declared, ["entitySet"], false));
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
