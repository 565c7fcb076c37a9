import type { Location } from "../diagnostics/diagnostic.js";
import type { BuildContext } from "./build-context.js";
import type { TypeRef } from "./types.js";

/**
 * Where CSDL's built-in abstract types may stand (OData CSDL 4.01, section 3.4):
 * `Collection(Edm.PrimitiveType)` is no type of a property, parameter or return value;
 * Edm.Untyped is no type definition's underlying type, nor is Edm.PrimitiveType in an OData 4.0
 * document; and Edm.Untyped itself is OData 4.01 (ODATA-881), which a 4.0 document cannot state.
 */
export interface AbstractTypeScope {
  readonly ctx: BuildContext;
  readonly odataVersion: "4.0" | "4.01";
}

/** Checks the type of a field, parameter or return value (`what` names it). */
export function checkAbstractValueType(scope: AbstractTypeScope, type: TypeRef, collection: boolean, what: string, at: Location): void {
  if (type.kind !== "primitive") return;
  if (type.name === "PrimitiveType" && collection) {
    scope.ctx.report("EDM0233", { what, type: "Collection(Edm.PrimitiveType)", detail: "no field, parameter or return value may have" }, at);
  } else if (type.name === "Untyped" && scope.odataVersion === "4.0") {
    scope.ctx.report("EDM0234", { what, type: collection ? "Collection(Edm.Untyped)" : "Edm.Untyped" }, at);
  }
}

/** Checks the underlying type of a type definition. */
export function checkAbstractUnderlyingType(scope: AbstractTypeScope, type: TypeRef, what: string, at: Location): void {
  if (type.kind !== "primitive") return;
  if (type.name === "Untyped") {
    scope.ctx.report("EDM0233", { what, type: "Edm.Untyped", detail: "is no type definition's underlying type" }, at);
  } else if (type.name === "PrimitiveType" && scope.odataVersion === "4.0") {
    scope.ctx.report("EDM0233", { what, type: "Edm.PrimitiveType", detail: "is a type definition's underlying type only from OData 4.01 on ('odataVersion: \"4.01\"')" }, at);
  }
}
