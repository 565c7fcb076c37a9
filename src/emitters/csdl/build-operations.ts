import type { Operation, OperationImport } from "../../model/types.js";
import type { BuildContext } from "./build-types.js";
import { putElementAnnotations } from "./element-annotations.js";
import { typedMembers } from "./facets.js";
import type { CsdlObject } from "./tree.js";

/**
 * Actions and functions (CSDL 4.01, section 12), grouped into overload arrays by name in model
 * order, as CSDL JSON writes them; each overload keeps its own parameters and return type.
 */
export function operationMembers(operations: readonly Operation[], ctx: BuildContext): Map<string, CsdlObject[]> {
  const byName = new Map<string, CsdlObject[]>();
  for (const operation of operations) {
    const overloads = byName.get(operation.name) ?? [];
    overloads.push(operationOverload(operation, ctx));
    byName.set(operation.name, overloads);
  }
  return byName;
}

/** One action or function overload: binding, composability, entity set path, parameters (binding parameter first), return type. */
export function operationOverload(operation: Operation, ctx: BuildContext): CsdlObject {
  const result: CsdlObject = { $Kind: operation.kind === "action" ? "Action" : "Function" };
  if (operation.isBound) result.$IsBound = true;
  if (operation.kind === "function" && operation.isComposable) result.$IsComposable = true;
  if (operation.entitySetPath !== undefined) result.$EntitySetPath = operation.entitySetPath;
  if (operation.parameters.length > 0) {
    result.$Parameter = operation.parameters.map((parameter) => {
      const member: CsdlObject = typedMembers(parameter, ctx.names, ctx.version, { $Name: parameter.name });
      putElementAnnotations(member, ctx.names, parameter);
      return member;
    });
  }
  if (operation.returnType) {
    const returnType = typedMembers(operation.returnType, ctx.names, ctx.version);
    putElementAnnotations(returnType, ctx.names, operation.returnType);
    result.$ReturnType = returnType;
  }
  putElementAnnotations(result, ctx.names, operation);
  return result;
}

/** An action import or function import of the entity container (CSDL 4.01, sections 13.5 and 13.6). */
export function operationImport(element: OperationImport, ctx: BuildContext): CsdlObject {
  const result: CsdlObject =
    element.kind === "action" ? { $Action: ctx.names.qualify(element.operation) } : { $Function: ctx.names.qualify(element.operation) };
  if (element.entitySet !== undefined) result.$EntitySet = element.entitySet;
  // Only function imports have IncludeInServiceDocument; its default is false (CSDL 4.01, section 13.6.3).
  if (element.kind === "function" && element.includeInServiceDocument) result.$IncludeInServiceDocument = true;
  putElementAnnotations(result, ctx.names, element);
  return result;
}
