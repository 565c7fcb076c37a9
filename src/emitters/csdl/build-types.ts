import type { ComplexType, EntityType, EnumType, Model, NavigationProperty, Property, TypeDefinition } from "../../model/types.js";
import { putElementAnnotations, TERMS } from "./element-annotations.js";
import { defaultJsonValue } from "../common/default-values.js";
import { putFacets, typedMembers } from "./facets.js";
import type { CsdlNames } from "./names.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/** The model, naming and version: what every builder needs besides the model element. */
export interface BuildContext {
  /** The whole model, for what an element's annotations say about others (a relationship's target set). */
  readonly model: Model;
  readonly names: CsdlNames;
  /** The CSDL version of the documents, "4.0" or "4.01". */
  readonly version: string;
}

/** An entity type or complex type (CSDL 4.01, sections 6 and 9): own members only; inheritance through `$BaseType`. */
export function structuredType(type: EntityType | ComplexType, ctx: BuildContext, base?: EntityType | ComplexType): CsdlObject {
  const result: CsdlObject = { $Kind: type.kind === "entity" ? "EntityType" : "ComplexType" };
  if (type.baseType !== undefined) result.$BaseType = ctx.names.qualify(type.baseType);
  if (type.abstract) result.$Abstract = true;
  if (type.openType) result.$OpenType = true;
  if (type.kind === "entity") {
    // A type derived from a media entity type must say it is one too (CSDL 4.01, section 6.4), as an open type's must.
    if (type.hasStream) result.$HasStream = true;
    // A derived type inherits its base's key and must not declare one (CSDL 4.01, section 6.5).
    if (type.ownKey.length > 0) result.$Key = type.ownKey.map((part): CsdlValue => (part.alias ? { [part.alias]: part.path } : part.path));
  }
  putElementAnnotations(result, ctx.names, type);
  for (const property of type.ownProperties) result[property.name] = structuralProperty(property, ctx);
  for (const navigation of type.ownNavigations) result[navigation.name] = navigationProperty(navigation, ctx);
  return result;
}

/** A structural property (CSDL 4.01, section 7): type, nullability, facets, default; Core.Computed / Core.Immutable as the model says. */
export function structuralProperty(property: Property, ctx: BuildContext): CsdlObject {
  const result = typedMembers(property, ctx.names, ctx.version);
  if (property.defaultValue !== undefined) result.$DefaultValue = defaultJsonValue(property.defaultValue, ctx.names.primitiveOf(property.type));
  const extra: Array<readonly [string, CsdlValue]> = [];
  if (property.computed) extra.push([TERMS.computed, true]);
  if (property.immutable) extra.push([TERMS.immutable, true]);
  putElementAnnotations(result, ctx.names, property, extra);
  return result;
}

/** A navigation property (CSDL 4.01, section 8): `Collection(...)` when collection-valued; nullability only for single-valued ones. */
export function navigationProperty(navigation: NavigationProperty, ctx: BuildContext): CsdlObject {
  const result: CsdlObject = { $Kind: "NavigationProperty", $Type: ctx.names.qualify(navigation.target) };
  if (navigation.collection) result.$Collection = true;
  else if (navigation.nullable) result.$Nullable = true;
  if (navigation.partner !== undefined) result.$Partner = navigation.partner;
  if (navigation.containsTarget) result.$ContainsTarget = true;
  if (navigation.onDelete !== undefined) result.$OnDelete = navigation.onDelete;
  putElementAnnotations(result, ctx.names, navigation);
  return result;
}

/** An enumeration type (CSDL 4.01, section 10): the underlying type is always written; member annotations as `Member@Term`. */
export function enumType(type: EnumType, ctx: BuildContext): CsdlObject {
  const result: CsdlObject = { $Kind: "EnumType", $UnderlyingType: `Edm.${type.underlyingType}` };
  if (type.isFlags) result.$IsFlags = true;
  putElementAnnotations(result, ctx.names, type);
  for (const member of type.members) {
    result[member.name] = member.value;
    const annotations: CsdlObject = {};
    putElementAnnotations(annotations, ctx.names, member);
    for (const [key, value] of Object.entries(annotations)) result[`${member.name}${key}`] = value;
  }
  return result;
}

/** A type definition (CSDL 4.01, section 11): underlying primitive type and facets. */
export function typeDefinition(type: TypeDefinition, ctx: BuildContext): CsdlObject {
  const underlying = `Edm.${type.underlyingType}`;
  const result: CsdlObject = { $Kind: "TypeDefinition", $UnderlyingType: underlying };
  putFacets(result, underlying, type.facets, ctx.version);
  putElementAnnotations(result, ctx.names, type);
  return result;
}
