/**
 * The typed intermediate model: the one form every emitter reads.
 *
 * Built from checked metadata by `build-model.ts`. Names are resolved (every reference points at an
 * element that exists), inheritance is resolved (`properties`, `navigations` and `key` include the
 * inherited ones, base first), and operations are explicit. Element order is source order, except
 * that structured types are ordered base before derived (CSDL consumers generate classes in document
 * order). Emitters must not mutate the model.
 */

/** Where an element was declared: 1-based line and column in a metadata file (path relative to the metadata folder's parent). */
export interface SourceRef {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** The primitive types of CSDL (OData CSDL XML 4.01, section 4.4). Written without the `Edm.` prefix. */
export const PRIMITIVE_TYPES = [
  "Binary",
  "Boolean",
  "Byte",
  "Date",
  "DateTimeOffset",
  "Decimal",
  "Double",
  "Duration",
  "Guid",
  "Int16",
  "Int32",
  "Int64",
  "SByte",
  "Single",
  "Stream",
  "String",
  "TimeOfDay",
  "Geography",
  "GeographyPoint",
  "GeographyLineString",
  "GeographyPolygon",
  "GeographyMultiPoint",
  "GeographyMultiLineString",
  "GeographyMultiPolygon",
  "GeographyCollection",
  "Geometry",
  "GeometryPoint",
  "GeometryLineString",
  "GeometryPolygon",
  "GeometryMultiPoint",
  "GeometryMultiLineString",
  "GeometryMultiPolygon",
  "GeometryCollection",
  "Untyped",
  "PrimitiveType",
  "ComplexType",
  "EntityType",
  "AnnotationPath",
  "PropertyPath",
  "NavigationPropertyPath",
] as const;

export type PrimitiveTypeName = (typeof PRIMITIVE_TYPES)[number];

/** A reference to a type, resolved to what it names. `name` is the local name (no namespace) for model types. */
export type TypeRef =
  | { readonly kind: "primitive"; readonly name: PrimitiveTypeName }
  | { readonly kind: "enum"; readonly name: string }
  | { readonly kind: "complex"; readonly name: string }
  | { readonly kind: "entity"; readonly name: string }
  | { readonly kind: "typeDefinition"; readonly name: string };

/** CSDL facets (OData CSDL XML 4.01, section 6.2). Absent means "not specified". */
export interface Facets {
  readonly maxLength?: number | "max";
  readonly precision?: number;
  readonly scale?: number | "variable" | "floating";
  readonly srid?: number | "variable";
  readonly unicode?: boolean;
}

/**
 * Annotations the format carries without giving them a setting of their own, keyed by qualified
 * term name (`Org.OData.Core.V1.Example`, optionally `#Qualifier`), with values in the CSDL JSON
 * annotation form (OData CSDL JSON 4.01, section 14.3).
 */
export type Annotations = Readonly<Record<string, unknown>>;

/** A structural property (a "field" in the metadata format). */
export interface Property {
  readonly name: string;
  readonly type: TypeRef;
  /** `Collection(...)` of `type`. */
  readonly collection: boolean;
  readonly nullable: boolean;
  readonly description?: string;
  /** The service computes the value (Core.Computed): read-only, never in a body. */
  readonly computed: boolean;
  /** Set on create, never changed afterwards (Core.Immutable): in the create body only. */
  readonly immutable: boolean;
  /** Whether create and update bodies must carry this field (see `predicates.ts` for the rule). */
  readonly requiredInBodies: boolean;
  /** Edm.Stream, directly or through a type definition: a payload carries no value for it. */
  readonly isStream: boolean;
  readonly facets: Facets;
  /** The default value as CSDL writes it (a string literal in the type's literal form). */
  readonly defaultValue?: string;
  /** Filterable in `$filter` unless the model says otherwise (emitted as NonFilterableProperties). */
  readonly filterable: boolean;
  readonly annotations: Annotations;
  /** The structured type that declares the property (differs from the owner for inherited ones). */
  readonly declaredIn: string;
  readonly source: SourceRef;
}

/** How the metadata format writes a relationship's cardinality, seen from the declaring type. */
export type Cardinality = "N:1" | "1:1" | "1:N" | "N:N";

/** A navigation property (a "relationship" in the metadata format). */
export interface NavigationProperty {
  readonly name: string;
  /** The target entity type's local name. */
  readonly target: string;
  readonly cardinality: Cardinality;
  /** Collection-valued (`1:N`, `N:N`); otherwise single-valued. */
  readonly collection: boolean;
  /** Only for single-valued navigations: whether the related record may be absent. */
  readonly nullable: boolean;
  /** The name of the navigation on the target that leads back, when both ends are modelled. */
  readonly partner?: string;
  readonly containsTarget: boolean;
  readonly onDelete?: "Cascade" | "None" | "SetNull" | "SetDefault";
  readonly description?: string;
  readonly annotations: Annotations;
  readonly declaredIn: string;
  readonly source: SourceRef;
}

/** One part of an entity key: a property path (may go through complex properties) and an optional alias. */
export interface KeyPart {
  readonly path: string;
  readonly alias?: string;
}

interface StructuredTypeBase {
  readonly name: string;
  readonly description?: string;
  readonly abstract: boolean;
  readonly openType: boolean;
  readonly baseType?: string;
  /** Properties declared on this type only, in source order. */
  readonly ownProperties: readonly Property[];
  readonly ownNavigations: readonly NavigationProperty[];
  /** All properties, inherited ones first (from the root base down). */
  readonly properties: readonly Property[];
  readonly navigations: readonly NavigationProperty[];
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

export interface EntityType extends StructuredTypeBase {
  readonly kind: "entity";
  /** The key as declared on this type (empty when inherited). */
  readonly ownKey: readonly KeyPart[];
  /** The effective key (inherited from the base when not declared here). */
  readonly key: readonly KeyPart[];
  readonly hasStream: boolean;
}

export interface ComplexType extends StructuredTypeBase {
  readonly kind: "complex";
}

export type StructuredType = EntityType | ComplexType;

export interface EnumMember {
  readonly name: string;
  readonly value: number;
  readonly description?: string;
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

export interface EnumType {
  readonly kind: "enum";
  readonly name: string;
  readonly description?: string;
  readonly underlyingType: "Byte" | "SByte" | "Int16" | "Int32" | "Int64";
  readonly isFlags: boolean;
  readonly members: readonly EnumMember[];
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

export interface TypeDefinition {
  readonly kind: "typeDefinition";
  readonly name: string;
  readonly description?: string;
  readonly underlyingType: PrimitiveTypeName;
  readonly facets: Facets;
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

/** The five entity-set operations of the interface description. */
export type SetOperation = "list" | "get" | "create" | "update" | "delete";
export const SET_OPERATIONS: readonly SetOperation[] = ["list", "get", "create", "update", "delete"];

/** `$filter` operators and functions the format knows (OData URL Conventions 4.01, section 5.1.1). */
export const FILTER_FORMS = ["eq", "ne", "gt", "ge", "lt", "le", "in", "contains", "startswith", "endswith"] as const;
export type FilterForm = (typeof FILTER_FORMS)[number];

/** A filterable property path of an entity set with the forms the service documents for it. */
export interface FilterRule {
  /** Property path, `/`-separated, e.g. `Name` or `Activity/ID` (through single-valued navigations). */
  readonly path: string;
  /** Sorted in `FILTER_FORMS` order. */
  readonly forms: readonly FilterForm[];
  /** The type of the property the path ends at. */
  readonly type: TypeRef;
  readonly source: SourceRef;
}

/**
 * A POST on an entity set that changes one single-valued navigation of an existing record (the
 * event phase change): not a create. Its body is a complex type of the model.
 */
export interface PhaseChange {
  /** The complex type that is the request body. */
  readonly body: string;
  /** The navigation of the set's entity type whose target changes. */
  readonly navigation: string;
  readonly description?: string;
  readonly source: SourceRef;
}

export interface NavigationBinding {
  /** Navigation path from the set's type, e.g. `Email` (or `Type/Nav` through a derived type). */
  readonly path: string;
  /** The entity set (or singleton) the navigation's target records are in. */
  readonly target: string;
}

export type UpdateMethod = "PUT" | "PATCH";

export interface EntitySet {
  readonly name: string;
  readonly entityType: string;
  readonly description?: string;
  /** The allowed operations, in `SET_OPERATIONS` order. */
  readonly operations: readonly SetOperation[];
  readonly updateMethod: UpdateMethod;
  readonly filters: readonly FilterRule[];
  readonly phaseChange?: PhaseChange;
  /**
   * The collection-valued, non-containment relationships through which a record of the set can be
   * created already related to it (`POST /Set({ID})/Nav`, OData Protocol 4.01, section 11.4.2), in
   * the type's relationship order.
   */
  readonly createRelated: readonly string[];
  readonly navigationBindings: readonly NavigationBinding[];
  readonly includeInServiceDocument: boolean;
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

export interface Singleton {
  readonly name: string;
  readonly entityType: string;
  readonly description?: string;
  /** Whether the singleton may be updated (its only write operation). */
  readonly updatable: boolean;
  readonly updateMethod: UpdateMethod;
  /** As for entity sets: `POST /Singleton/Nav` creates a record related to the singleton. */
  readonly createRelated: readonly string[];
  readonly navigationBindings: readonly NavigationBinding[];
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

/** A parameter or return type of an action or function. */
export interface TypedValue {
  readonly type: TypeRef;
  readonly collection: boolean;
  readonly nullable: boolean;
  readonly facets: Facets;
}

export interface Parameter extends TypedValue {
  readonly name: string;
  readonly description?: string;
  readonly source: SourceRef;
}

/** An action or function (OData CSDL 4.01, section 12). Bound ones take the binding parameter first. */
export interface Operation {
  readonly kind: "action" | "function";
  readonly name: string;
  readonly description?: string;
  readonly isBound: boolean;
  /** Functions only: may be followed by further path segments or system query options. */
  readonly isComposable: boolean;
  readonly entitySetPath?: string;
  readonly parameters: readonly Parameter[];
  readonly returnType?: TypedValue & { readonly description?: string };
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

/** An action or function import in the entity container. */
export interface OperationImport {
  readonly kind: "action" | "function";
  readonly name: string;
  /** The imported action or function's local name. */
  readonly operation: string;
  readonly entitySet?: string;
  readonly includeInServiceDocument: boolean;
  readonly description?: string;
  readonly annotations: Annotations;
  readonly source: SourceRef;
}

export type KeyPathStyle = "parentheses" | "segment";
/** Where `$metadata` writes annotations: inside the element they annotate, or in `Annotations` blocks naming their target (CSDL 4.01, section 14.2). */
export type AnnotationPlacement = "inline" | "out-of-line";

/** Which fields create and update bodies require when a field does not say. */
export type BodyRequirementRule = "non-nullable" | "none";

export interface SecurityScheme {
  readonly name: string;
  readonly type: "http" | "apiKey" | "oauth2" | "openIdConnect";
  /** http: the authentication scheme, in lower case (HTTP reads it case-insensitively). */
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly in?: "header" | "query" | "cookie";
  readonly parameterName?: string;
  readonly openIdConnectUrl?: string;
  /** oauth2: the flows, as OpenAPI writes them. */
  readonly flows?: OAuthFlows;
  readonly description?: string;
}

/** OpenAPI's OAuth Flows Object: the flows an oauth2 scheme supports. */
export interface OAuthFlows {
  readonly implicit?: OAuthFlow;
  readonly password?: OAuthFlow;
  readonly clientCredentials?: OAuthFlow;
  readonly authorizationCode?: OAuthFlow;
}

export interface OAuthFlow {
  readonly authorizationUrl?: string;
  readonly tokenUrl?: string;
  readonly refreshUrl?: string;
  /** Scope names with a short description each. */
  readonly scopes: Readonly<Record<string, string>>;
}

export interface ServiceLimits {
  /** The largest `$top` the service accepts. */
  readonly maxTop?: number;
  /** Records per page before the service sends `@odata.nextLink`. */
  readonly pageSize?: number;
}

export interface ServiceSettings {
  readonly name: string;
  readonly namespace: string;
  readonly alias?: string;
  /** The title: as stated, else the namespace. */
  readonly title: string;
  /** Whether the model states the title (a title that defaults to the namespace is not written as the container's Core.Description). */
  readonly titleStated: boolean;
  readonly description?: string;
  /** The interface's own version (OpenAPI `info.version`). */
  readonly version: string;
  /** The CSDL version of `$metadata`: "4.0" or "4.01". */
  readonly odataVersion: "4.0" | "4.01";
  /** Path under the host where the service root is, e.g. `/v1/odata`. */
  readonly basePath: string;
  readonly containerName: string;
  /** Where the container's name is set, or the service itself when the name is the default. */
  readonly containerSource: SourceRef;
  readonly annotationPlacement: AnnotationPlacement;
  readonly keyPathStyle: KeyPathStyle;
  readonly updateMethod: UpdateMethod;
  readonly bodyRequirement: BodyRequirementRule;
  /** Empty when the service declares no authentication. */
  readonly security: readonly SecurityScheme[];
  /** Who answers for the interface (OpenAPI `info.contact`). */
  readonly contact?: { readonly name?: string; readonly url?: string; readonly email?: string };
  /** The licence the interface is published under (OpenAPI `info.license`). */
  readonly license?: { readonly name: string; readonly url?: string; readonly identifier?: string };
  readonly limits: ServiceLimits;
  readonly annotations: Annotations;
  readonly source: SourceRef;
  /**
   * Where each setting written in the service file is: by key (`basePath`), by key and member for
   * limits (`limits.maxTop`), by key and index for authentication schemes (`security.0`). A
   * setting left at its default has none.
   */
  readonly settingSources: Readonly<Record<string, SourceRef>>;
}

/** The whole service model. Every list is in a documented, deterministic order. */
export interface Model {
  readonly service: ServiceSettings;
  /** Base types before derived ones; otherwise source order (files by path, then position). */
  readonly entityTypes: readonly EntityType[];
  readonly complexTypes: readonly ComplexType[];
  readonly enumTypes: readonly EnumType[];
  readonly typeDefinitions: readonly TypeDefinition[];
  readonly entitySets: readonly EntitySet[];
  readonly singletons: readonly Singleton[];
  readonly operations: readonly Operation[];
  readonly operationImports: readonly OperationImport[];
}
