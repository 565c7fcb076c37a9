import type { RawOperation, RawOperationImport, RawTyped, RawTypedObject } from "../metadata-loader/raw-types.js";
import { ElementAnnotations } from "./element-annotations.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject, ownMember } from "./json-to-csdl.js";
import { facetsOf, nonEmpty, put, type Scope } from "./scope.js";
import { dropFacetsRefusingAllowedValues } from "./convert-structured.js";
import { namesContainer } from "./select-schema.js";

/** The overload of each name the model holds, by the document's array of overloads: where problems with it are reported. */
const KEPT_OVERLOADS = new WeakMap<readonly JsonValue[], JsonObject>();

/** The overload `convertOperation` kept of an array of overloads (the first before it has run). */
export function keptOverload(overloads: readonly JsonValue[]): JsonObject | undefined {
  return KEPT_OVERLOADS.get(overloads) ?? asObject(overloads[0]);
}

/**
 * An action or function (CSDL 12). The format keys operations by name, so it holds one overload:
 * the unbound one where an action or function import calls the name (`importedBy`), for the
 * import needs it; else the first in the document. Every other overload is reported.
 */
export function convertOperation(
  scope: Scope,
  name: string,
  overloads: readonly JsonValue[],
  importedBy?: string,
): { kind: "action" | "function"; operation: RawOperation } | undefined {
  const unbound = importedBy === undefined ? -1 : overloads.findIndex((overload) => asObject(overload)?.$IsBound !== true);
  const keptIndex = Math.max(unbound, 0);
  const first = asObject(overloads[keptIndex]);
  if (!first) return undefined;
  KEPT_OVERLOADS.set(overloads, first);
  const kind = first.$Kind === "Function" ? "function" : "action";
  const kept = unbound >= 0 ? `the unbound one, overload ${keptIndex + 1}, which the ${kind} import '${importedBy}' calls` : "the first";
  overloads.forEach((overload, index) => {
    if (index === keptIndex) return;
    scope.ctx.notCarried(
      `overload ${index + 1} of ${kind} '${name}'`,
      `the format keys actions and functions by name and holds one overload (${kept})`,
      scope.ctx.at(asObject(overload) ?? first),
    );
  });
  const describe = `${kind} '${name}'`;
  const annotations = new ElementAnnotations(scope, first, "", describe);
  const result: RawOperation = {};
  put(result, "description", annotations.description());
  if (first.$IsBound === true) result.bound = true;
  if (kind === "function" && first.$IsComposable === true) result.composable = true;
  if (typeof first.$EntitySetPath === "string") result.entitySetPath = scope.selected.names.fullPath(first.$EntitySetPath);
  const parameters: Record<string, RawTyped> = {};
  for (const value of (first.$Parameter as JsonValue[] | undefined) ?? []) {
    const parameter = asObject(value);
    if (!parameter) continue;
    const parameterName = String(parameter.$Name);
    const typed = convertTyped(scope, parameter, `parameter '${name}/${parameterName}'`);
    if (typed === undefined) {
      scope.ctx.notCarried(describe, `the type of its parameter '${parameterName}' is not in the imported schema`, scope.ctx.at(first));
      return undefined;
    }
    parameters[parameterName] = typed;
  }
  if (Object.keys(parameters).length > 0) result.parameters = parameters;
  const returnType = asObject(first.$ReturnType);
  if (returnType) {
    const typed = convertTyped(scope, returnType, `the return type of '${name}'`);
    if (typed === undefined) {
      scope.ctx.notCarried(describe, "its return type is not in the imported schema", scope.ctx.at(first));
      return undefined;
    }
    result.returns = typed;
  } else if (kind === "function") {
    scope.ctx.invalid(describe, "has no return type", scope.ctx.at(first));
    return undefined;
  }
  put(result, "annotations", nonEmpty(annotations.rest()));
  return { kind, operation: result };
}

/** A parameter or return type: the short form (a type name) when nothing else is said; nullable defaults to true (format rule). */
function convertTyped(scope: Scope, object: JsonObject, describe: string): RawTyped | undefined {
  const type = scope.typeOf(object, "$Type", "Edm.String", describe);
  if (type === undefined) return undefined;
  const annotations = new ElementAnnotations(scope, object, "", describe);
  const result: RawTypedObject = { type: type.written };
  if (object.$Collection === true) result.collection = true;
  if (object.$Nullable !== true) result.nullable = false;
  Object.assign(result, facetsOf(scope, object, type, describe));
  dropFacetsRefusingAllowedValues(scope, object, type, result, {}, describe, describe.startsWith("parameter") ? "parameter" : "return type");
  put(result, "description", annotations.description());
  annotations.dropAll("the format gives parameters and return types a description only");
  return Object.keys(result).length === 1 ? result.type : result;
}

/** An action or function import (CSDL 13.5, 13.6) of an unbound operation of the imported schema. */
export function convertOperationImport(scope: Scope, name: string, object: JsonObject, operations: ReadonlyMap<string, { kind: string; bound: boolean }>): { kind: "action" | "function"; value: RawOperationImport } | undefined {
  const kind = typeof object.$Function === "string" ? "function" : "action";
  const describe = `${kind} import '${name}'`;
  const target = String(object.$Function ?? object.$Action ?? "");
  const local = scope.localName(target);
  const operation = local === undefined ? undefined : operations.get(local);
  if (local !== undefined && ownMember(scope.selected.schema, local) === undefined) {
    // A name of the document's own schema that it does not declare: a dangling reference, as an entity set's unknown type is.
    scope.ctx.invalid(describe, `names the ${kind} '${target}', which '${scope.selected.namespace}' does not declare`, scope.ctx.at(object, kind === "function" ? "$Function" : "$Action"));
    return undefined;
  }
  if (local === undefined || !operation || operation.kind !== kind || operation.bound) {
    const why =
      local === undefined
        ? `'${target}' is not in the imported schema`
        : !operation
          ? Array.isArray(ownMember(scope.selected.schema, local))
            ? `'${target}' is not carried into the model (see the warning at its declaration)`
            : `'${target}' is not an action or function`
          : operation.kind !== kind
            ? `'${target}' is ${operation.kind === "action" ? "an action" : "a function"}`
            : `'${target}' is not an unbound ${kind}`;
    scope.ctx.notCarried(describe, why, scope.ctx.at(object));
    return undefined;
  }
  const annotations = new ElementAnnotations(scope, object, "", describe);
  const result: RawOperationImport = kind === "function" ? { function: local } : { action: local };
  if (typeof object.$EntitySet === "string") {
    const set = entitySetName(scope, object.$EntitySet);
    if (set === undefined) scope.ctx.notCarried(`entity set of ${describe}`, `'${object.$EntitySet}' is not an entity set of the imported container`, scope.ctx.at(object, "$EntitySet"));
    else result.entitySet = set;
  }
  // CSDL's default for function imports is false (13.6.3); the format's is true, so it is always written.
  if (kind === "function") result.includeInServiceDocument = object.$IncludeInServiceDocument === true;
  put(result, "description", annotations.description());
  put(result, "annotations", nonEmpty(annotations.rest()));
  return { kind, value: result };
}

/** A set named by simple name, or by a path through the imported container (`Container/Set`, `ns.Container/Set`). */
export function entitySetName(scope: Scope, path: string): string | undefined {
  const container = scope.selected.container;
  if (!container) return undefined;
  const segments = path.split("/");
  if (segments.length === 1) return path;
  if (segments.length !== 2) return undefined;
  const head = segments[0]!;
  return head === container.name || namesContainer(scope.selected, head) ? segments[1] : undefined;
}
