import type { RawEnumType, RawTypeDefinition } from "../metadata-loader/raw-types.js";
import { ElementAnnotations } from "./element-annotations.js";
import type { JsonObject } from "./json-parser.js";
import { facetsOf, namedMembers, nonEmpty, put, type Scope } from "./scope.js";

const UNDERLYING = new Set(["Byte", "SByte", "Int16", "Int32", "Int64"]);

/** An enumeration type (CSDL 10): members always with their values, so nothing depends on the format's numbering rule. */
export function convertEnum(scope: Scope, name: string, object: JsonObject): RawEnumType | undefined {
  const describe = `enum type '${name}'`;
  const underlying = typeof object.$UnderlyingType === "string" ? object.$UnderlyingType.replace(/^Edm\./, "") : "Int32";
  if (!UNDERLYING.has(underlying)) {
    scope.ctx.invalid(describe, `the underlying type '${String(object.$UnderlyingType)}' is not Byte, SByte, Int16, Int32 or Int64`, scope.ctx.at(object, "$UnderlyingType"));
    return undefined;
  }
  const annotations = new ElementAnnotations(scope, object, "", describe);
  const result: RawEnumType = { members: {} };
  put(result, "description", annotations.description());
  if (underlying !== "Int32") result.underlyingType = underlying;
  if (object.$IsFlags === true) result.flags = true;
  const members: Record<string, number | { value: number; description?: string; annotations?: Record<string, unknown> }> = {};
  // Grouped once: looking through every key for each member's annotations is quadratic in the members.
  const annotationKeys = ElementAnnotations.keysByPrefix(object);
  for (const [member, value] of namedMembers(object)) {
    // An integer beyond 2^53 - 1 keeps its text (readers and the format's numbers would round it).
    if (typeof value === "string" && /^-?\d+$/.test(value)) {
      scope.ctx.notCarried(`member '${name}/${member}'`, `its value ${value} is beyond 2^53 − 1, which the format's member values cannot hold exactly (EDM0405)`, scope.ctx.at(object, member));
      continue;
    }
    if (typeof value !== "number") {
      scope.ctx.invalid(`member '${name}/${member}'`, "has no integer value", scope.ctx.at(object, member));
      continue;
    }
    const memberAnnotations = new ElementAnnotations(scope, object, member, `enum member '${name}/${member}'`, annotationKeys.get(member) ?? []);
    const description = memberAnnotations.description();
    const rest = nonEmpty(memberAnnotations.rest());
    members[member] = description === undefined && rest === undefined ? value : { value, ...(description !== undefined ? { description } : {}), ...(rest ? { annotations: rest } : {}) };
  }
  result.members = members;
  // Key order in the YAML: description, underlying type, flags, members, annotations.
  put(result, "annotations", nonEmpty(annotations.rest()));
  return result;
}

/** A type definition (CSDL 11): its primitive underlying type and facets. */
export function convertTypeDefinition(scope: Scope, name: string, object: JsonObject): RawTypeDefinition | undefined {
  const describe = `type definition '${name}'`;
  const type = scope.resolveType(typeof object.$UnderlyingType === "string" ? object.$UnderlyingType : "");
  if (typeof type === "string" || type.kind !== "primitive") {
    scope.ctx.invalid(describe, typeof type === "string" ? type : "the underlying type must be a primitive type", scope.ctx.at(object, "$UnderlyingType"));
    return undefined;
  }
  const annotations = new ElementAnnotations(scope, object, "", describe);
  const result: RawTypeDefinition = { type: type.written };
  put(result, "description", annotations.description());
  Object.assign(result, facetsOf(scope, object, type, describe));
  put(result, "annotations", nonEmpty(annotations.rest()));
  return result;
}
