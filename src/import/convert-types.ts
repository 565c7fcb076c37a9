import type { RawEnumType, RawTypeDefinition } from "../metadata-loader/raw-types.js";
import type { Facets } from "../model/types.js";
import { allowedValuesProblem, VALIDATION } from "../model/validation-constraints.js";
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

/** Type definitions converted, by their CSDL object: a field's constraints need its type definition's annotations as carried, whichever comes first. */
const CONVERTED = new WeakMap<JsonObject, RawTypeDefinition | undefined>();

/** A type definition (CSDL 11): its primitive underlying type and facets; converted (and reported) once. */
export function convertTypeDefinition(scope: Scope, name: string, object: JsonObject): RawTypeDefinition | undefined {
  if (!CONVERTED.has(object)) CONVERTED.set(object, convertOnce(scope, name, object));
  return CONVERTED.get(object);
}

function convertOnce(scope: Scope, name: string, object: JsonObject): RawTypeDefinition | undefined {
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
  // The outputs check allowed values on every value of the type (EDM0240): values they cannot check, or the type could never take, would stop the model loading.
  annotations.dropIf(`${VALIDATION}AllowedValues`, () => {
    const fault = allowedValuesProblem({ type: { kind: "primitive", name: type.name }, facets: definitionFacets(object, type.name), annotations: annotations.remaining() }, new Map(), "type definition");
    return fault === undefined ? undefined : `it ${fault.problem}`;
  });
  put(result, "annotations", nonEmpty(annotations.rest()));
  return result;
}

/** The facets of a type definition that bound its values' length and digits, read as `facetsOf` reads a property's (a Decimal's missing scale is variable). */
export function definitionFacets(object: JsonObject, underlyingType: string): Facets {
  const scale = object.$Scale ?? (underlyingType === "Decimal" ? "variable" : undefined);
  return {
    ...(typeof object.$MaxLength === "number" ? { maxLength: object.$MaxLength } : {}),
    ...(typeof object.$Precision === "number" ? { precision: object.$Precision } : {}),
    ...(typeof scale === "number" || scale === "variable" || scale === "floating" ? { scale } : {}),
  };
}
