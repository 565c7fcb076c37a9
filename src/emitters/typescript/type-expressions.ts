import type { Facets, Model, PrimitiveTypeName, Property, TypeRef } from "../../model/types.js";
import { hasDerivedValues, partialInPatch } from "../common/body-rules.js";
import { tsIdentifier } from "./names.js";

/** How a primitive type is written in TypeScript, and what a reader should know about its wire form. */
interface PrimitiveText {
  readonly type: string;
  readonly note?: string;
}

const STRING_FORMS: Partial<Record<PrimitiveTypeName, string>> = {
  Guid: "`Edm.Guid`, sent as a string such as `01234567-89ab-cdef-0123-456789abcdef`.",
  DateTimeOffset: "`Edm.DateTimeOffset`, sent as an ISO 8601 string with offset such as `2024-01-31T09:30:00Z`.",
  Date: "`Edm.Date`, sent as a string such as `2024-01-31`.",
  TimeOfDay: "`Edm.TimeOfDay`, sent as a string such as `09:30:00`.",
  Duration: "`Edm.Duration`, sent as an ISO 8601 duration string such as `P1DT2H`.",
  Binary: "`Edm.Binary`, sent as a base64url string.",
};

/** The TypeScript text of a primitive type (OData JSON Format 4.01, section 7.1). */
export function primitiveText(name: PrimitiveTypeName): PrimitiveText {
  const form = STRING_FORMS[name];
  if (form) return { type: "string", note: form };
  switch (name) {
    case "String":
    case "AnnotationPath":
    case "PropertyPath":
    case "NavigationPropertyPath":
      return { type: "string" };
    case "Boolean":
      return { type: "boolean" };
    case "Int64":
      return { type: "number", note: "`Edm.Int64`: values beyond 2^53 lose precision in a JavaScript number." };
    case "Decimal":
      return { type: "number", note: "`Edm.Decimal`, sent as a JSON number." };
    case "Byte":
    case "SByte":
    case "Int16":
    case "Int32":
    case "Double":
    case "Single":
      return { type: "number" };
    case "ComplexType":
    case "EntityType":
      return { type: "Record<string, unknown>" };
    case "Stream":
    case "Untyped":
      return { type: "unknown" };
    case "PrimitiveType":
      return { type: "string | number | boolean | Record<string, unknown>", note: "`Edm.PrimitiveType`: any primitive value (a GeoJSON object for the geo types)." };
    default:
      return { type: "Record<string, unknown>", note: `\`Edm.${name}\`, sent as a GeoJSON object (RFC 7946).` };
  }
}

/**
 * In a request body, the suffix of a complex type's body variant: `Body`, or `BodyOrDerived` where
 * its values may be of a derived complex type (`complexBodySuffix`).
 */
export type ComplexBodySuffix = (complexTypeName: string) => "Body" | "BodyOrDerived" | "Patch";

/** The suffixes of a model's complex body variants. */
export function complexBodySuffix(model: Model): ComplexBodySuffix {
  return (name) => (hasDerivedValues(model, name) ? "BodyOrDerived" : "Body");
}

/** The same for a property in a PATCH body: `<Name>Patch` where its value is partial (`partialInPatch`). */
export function complexPatchSuffix(model: Model, property: Pick<Property, "collection" | "type">): ComplexBodySuffix {
  return partialInPatch(model, property) ? () => "Patch" : complexBodySuffix(model);
}

/** The TypeScript text of a type reference, and the names of the model types it mentions; `body` says how a body names complex values (false: as read). */
export function typeText(type: TypeRef, body: ComplexBodySuffix | false): { text: string; note?: string; uses: string[] } {
  if (type.kind === "primitive") {
    const { type: text, note } = primitiveText(type.name);
    return { text, ...(note ? { note } : {}), uses: [] };
  }
  if (type.kind === "complex" && body) {
    const suffix = body(type.name);
    return { text: `${tsIdentifier(type.name)}${suffix}`, uses: [`${type.name}#${suffix}`] };
  }
  return { text: tsIdentifier(type.name), uses: [type.name] };
}

/** A sentence on facets a reader of the type should know (length limits, precision). A Binary's MaxLength counts bytes (before base64url). */
export function facetNote(facets: Facets, primitive?: PrimitiveTypeName): string | undefined {
  const notes: string[] = [];
  const unit = primitive === "Binary" ? "bytes" : "characters";
  if (typeof facets.maxLength === "number") notes.push(`At most ${facets.maxLength} ${unit}.`);
  if (facets.precision !== undefined) notes.push(`Precision ${facets.precision}.`);
  if (facets.scale !== undefined) notes.push(`Scale ${facets.scale}.`);
  return notes.length ? notes.join(" ") : undefined;
}
