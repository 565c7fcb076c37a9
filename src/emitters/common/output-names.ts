import { underlyingPrimitive } from "../../model/underlying-primitive.js";
import type { ComplexType, EntitySet, EntityType, Model, NavigationProperty, Property, ServiceSettings, TypeDefinition, TypeRef } from "../../model/types.js";

/**
 * The names each output gives to model elements, in one place so that the emitters, the docs and
 * `edmgen diff` (which reports what a change affects) agree. OpenAPI schema variants follow the
 * OASIS CSDL-to-OpenAPI mapping (`Entity`, `Entity-create`, `Entity-update`); paths are relative
 * to the server URL (which carries the service's base path).
 */

/**
 * The shapes of a structured type on the wire: the record as read, the create body, the update
 * body (and the PATCH body, where PUT and PATCH both update the type and differ), and where
 * records may also be of a derived type, the bodies a site of the type takes: its own or a derived
 * type's (`createOrDerived`, `updateOrDerived`, `patchOrDerived`).
 */
export type BodyVariant = "read" | "create" | "update" | "patch" | "createOrDerived" | "updateOrDerived" | "patchOrDerived";

/** The suffix a body variant adds to a type's TypeScript name (`Create`, `PatchOrDerived`); the zod schemas add it before `Schema`. */
export function bodySuffix(variant: Exclude<BodyVariant, "read">): string {
  return TYPESCRIPT_SUFFIX[variant];
}

const TYPESCRIPT_SUFFIX: Record<Exclude<BodyVariant, "read">, string> = {
  create: "Create",
  update: "Update",
  patch: "Patch",
  createOrDerived: "CreateOrDerived",
  updateOrDerived: "UpdateOrDerived",
  patchOrDerived: "PatchOrDerived",
};

/** OpenAPI component schema name: `Price`, `Price-create`, `Price-update`. */
export function openApiSchemaName(typeName: string, variant: BodyVariant = "read"): string {
  const name = componentName(typeName);
  return variant === "read" ? name : `${name}-${variant}`;
}

/**
 * A model name as OpenAPI component keys (`^[a-zA-Z0-9._-]+$`, OpenAPI 3.1 section 4.8.7.1) and
 * the JSON Schema files' `$id`s (ASCII URIs) can hold it: OData names may use any Unicode letter,
 * and each character outside ASCII letters, digits and `_` becomes `_x` and its UTF-16 code unit
 * in four hexadecimal digits, then `_` (`Größe` -> `Gr_x00F6__x00DF_e`, as XML names are escaped
 * in .NET). ASCII names, the common case, stay as they are.
 */
export function componentName(name: string): string {
  return escapeUnits(name, NOT_COMPONENT);
}

const NOT_COMPONENT = /[^A-Za-z0-9_.-]/g;

/** `text` with each UTF-16 unit that `notAllowed` (a global regular expression) matches written `_xHHHH_`. */
export function escapeUnits(text: string, notAllowed: RegExp): string {
  return text.replace(notAllowed, (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`);
}

/**
 * TypeScript type name: `Price`, `PriceCreate`, `PriceUpdate` (a reserved word gets `_`, so the
 * types and the validators that refer to them agree).
 */
export function typeScriptTypeName(typeName: string, variant: BodyVariant = "read"): string {
  const name = tsIdentifier(typeName);
  return variant === "read" ? name : `${name}${TYPESCRIPT_SUFFIX[variant]}`;
}

/**
 * Identifiers in emitted TypeScript. OData identifiers are valid ECMAScript identifiers, but a few
 * are reserved words TypeScript rejects as type names (`keyof`, `bigint`, `await` at a module's
 * top level, `as` as a type alias's name, …), and `Record` is the utility type the generated
 * modules use for open and empty objects; those get a trailing underscore.
 */
const RESERVED = new Set(
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with implements interface let package private protected public static yield any boolean number string symbol unknown never object undefined type keyof readonly infer unique await bigint as Record".split(
    " ",
  ),
);

/** A type name safe to declare: the model name, or the name with `_` appended when it is reserved. */
export function tsIdentifier(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}


/** OpenAPI path of a set's collection: `/Price`. */
export function collectionPath(set: Pick<EntitySet, "name">): string {
  return `/${set.name}`;
}

/**
 * OpenAPI path of one record: `/Price({ID})` with parenthesised keys (string keys quoted,
 * composite keys `(A={A},B={B})`), or `/Price/{ID}` with key-as-segment (OData URL Conventions
 * 4.01, sections 4.3.1 and 4.3.6).
 */
export function entityPath(model: Model, set: Pick<EntitySet, "name" | "entityType">): string {
  return `/${set.name}${keySegment(model, set.entityType)}`;
}

/** OpenAPI path that follows a navigation from one record: `/Price({ID})/PriceList`. */
export function navigationPath(model: Model, set: Pick<EntitySet, "name" | "entityType">, navigation: Pick<NavigationProperty, "name">): string {
  return `${entityPath(model, set)}/${navigation.name}`;
}

/** The key part of a record's path, after the set name. */
export function keySegment(model: Model, entityTypeName: string): string {
  const type = entityTypeIndex(model).get(entityTypeName);
  const parts: KeyParameter[] = type ? keyParameters(model, type) : [{ name: "ID", quoted: false }];
  if (model.service.keyPathStyle === "segment") return parts.map((p) => `/{${p.name}}`).join("");
  const value = (p: KeyParameter) => (p.quoted ? `${p.literalPrefix ?? ""}'{${p.name}}'` : `{${p.name}}`);
  if (parts.length === 1) return `(${value(parts[0]!)})`;
  return `(${parts.map((p) => `${p.name}=${value(p)}`).join(",")})`;
}

const typeIndexes = new WeakMap<Model, ReadonlyMap<string, EntityType>>();

/** Entity types by name, built once per model (models are immutable): paths are asked for per set. */
export function entityTypeIndex(model: Model): ReadonlyMap<string, EntityType> {
  let index = typeIndexes.get(model);
  if (!index) {
    index = new Map(model.entityTypes.map((t) => [t.name, t]));
    typeIndexes.set(model, index);
  }
  return index;
}

/** A key part in a record's path. */
export interface KeyParameter {
  readonly name: string;
  /** Written in single quotes in the parenthesised form. */
  readonly quoted: boolean;
  /** What an OData 4.0 URL requires before the quotes: an enum type's qualified name (ABNF `enum`), `duration` (ABNF `duration`). */
  readonly literalPrefix?: string;
}

/**
 * The path parameters of a type's key, in key order; string-like keys (a String, Duration or enum
 * field, also through a type definition or at the end of an aliased complex path) are quoted in the
 * parenthesised form.
 */
export function keyParameters(model: Model, type: EntityType): KeyParameter[] {
  const { complexTypes, typeDefinitions } = typeIndexesOf(model);
  return type.key.map((part) => {
    const name = part.alias ?? part.path;
    const property = keyField(complexTypes, type, part.path);
    const primitive = property ? underlyingPrimitive(property.type, typeDefinitions) : undefined;
    const enumType = property?.type.kind === "enum" ? property.type.name : undefined;
    const quoted = enumType !== undefined || (primitive !== undefined && QUOTED_KEY_TYPES.has(primitive));
    // OData 4.0's ABNF requires the prefix of a duration (`duration'P1D'`) as of an enum; 4.01 makes both optional.
    const literalPrefix = enumType !== undefined ? enumLiteralPrefix(model.service, enumType) : primitive === "Duration" && model.service.odataVersion === "4.0" ? "duration" : "";
    return literalPrefix !== "" ? { name, quoted, literalPrefix } : { name, quoted };
  });
}

/** The service settings a URL literal depends on: an enum literal's prefix in OData 4.0. */
export type LiteralService = Pick<ServiceSettings, "namespace" | "odataVersion">;

/** The type a URL literal of a value of `type` is written as: a type definition's underlying primitive. */
export function literalTypeOf(model: Model, type: TypeRef): TypeRef {
  if (type.kind !== "typeDefinition") return type;
  const definition = typeIndexesOf(model).typeDefinitions.get(type.name);
  return definition ? { kind: "primitive", name: definition.underlyingType } : type;
}

/**
 * What goes before the quoted member name of an enum literal in a URL: OData 4.0 writes the enum
 * type's qualified name (`Shop.Color'Red'`); 4.01 may leave it out, and edmgen does.
 */
export function enumLiteralPrefix(service: LiteralService, enumType: string): string {
  return service.odataVersion === "4.0" ? `${service.namespace}.${enumType}` : "";
}

/** The field a key part's path leads to: a field of the type, or of a complex field of it (an aliased path). */
export function keyField(complexTypes: ReadonlyMap<string, ComplexType>, type: EntityType, path: string): Property | undefined {
  let properties: readonly Property[] = type.properties;
  let found: Property | undefined;
  for (const segment of path.split("/")) {
    found = properties.find((p) => p.name === segment);
    if (!found) return undefined;
    properties = found.type.kind === "complex" ? (complexTypes.get(found.type.name)?.properties ?? []) : [];
  }
  return found;
}

const otherIndexes = new WeakMap<Model, { complexTypes: ReadonlyMap<string, ComplexType>; typeDefinitions: ReadonlyMap<string, TypeDefinition> }>();

/** The model's complex types and type definitions by name (built once per model). */
export function typeIndexesOf(model: Model): { complexTypes: ReadonlyMap<string, ComplexType>; typeDefinitions: ReadonlyMap<string, TypeDefinition> } {
  let indexes = otherIndexes.get(model);
  if (!indexes) {
    indexes = { complexTypes: new Map(model.complexTypes.map((t) => [t.name, t])), typeDefinitions: new Map(model.typeDefinitions.map((t) => [t.name, t])) };
    otherIndexes.set(model, indexes);
  }
  return indexes;
}

// Types whose URL literal is written in single quotes (OData ABNF: `string`, `enum`, `duration`).
const QUOTED_KEY_TYPES = new Set(["String", "Duration"]);

/** The CSDL element kind of a structured type. */
export type CsdlTypeKind = "EntityType" | "ComplexType" | "EnumType" | "TypeDefinition";

/** A CSDL element of the schema: `EntityType BusinessData.Price`. */
export function csdlTypeElement(model: Model, kind: CsdlTypeKind, typeName: string): string {
  return `${kind} ${model.service.namespace}.${typeName}`;
}

/** A member of a CSDL type: `EntityType BusinessData.Price/Property Price`, `.../NavigationProperty PriceList`, `.../Key`. */
export function csdlMemberElement(model: Model, kind: CsdlTypeKind, typeName: string, member: string): string {
  return `${csdlTypeElement(model, kind, typeName)}/${member}`;
}

/** A child of the entity container: `EntityContainer BusinessData.Container/EntitySet Price`. */
export function csdlContainerElement(model: Model, kind: "EntitySet" | "Singleton" | "ActionImport" | "FunctionImport", name: string): string {
  return `EntityContainer ${model.service.namespace}.${model.service.containerName}/${kind} ${name}`;
}
