import type { PrimitiveTypeName, TypeDefinition, TypeRef } from "./types.js";

/** The primitive type underneath a type reference (type definitions resolved), if any. */
export function underlyingPrimitive(type: TypeRef, typeDefinitions: ReadonlyMap<string, Pick<TypeDefinition, "underlyingType">>): PrimitiveTypeName | undefined {
  if (type.kind === "primitive") return type.name;
  if (type.kind === "typeDefinition") return typeDefinitions.get(type.name)?.underlyingType;
  return undefined;
}
