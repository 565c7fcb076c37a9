/**
 * The metadata format as the loader hands it on: plain values that passed the format's JSON Schema
 * (`schema/edmgen-metadata.schema.json`). These types mirror that schema; the model builder turns
 * them into the typed model.
 */

import type { OAuthFlows } from "../model/types.js";

export type RawAnnotations = Record<string, unknown>;

export interface RawFacets {
  maxLength?: number | "max";
  precision?: number;
  scale?: number | "variable" | "floating";
  srid?: number | "variable";
  unicode?: boolean;
}

export interface RawFieldObject extends RawFacets {
  type: string;
  collection?: boolean;
  nullable?: boolean;
  description?: string;
  computed?: boolean;
  immutable?: boolean;
  required?: boolean;
  filterable?: boolean;
  default?: string | number | boolean;
  annotations?: RawAnnotations;
}
export type RawField = string | RawFieldObject;

export interface RawRelationship {
  target: string;
  cardinality: string;
  nullable?: boolean;
  partner?: string;
  containsTarget?: boolean;
  onDelete?: "Cascade" | "None" | "SetNull" | "SetDefault";
  description?: string;
  annotations?: RawAnnotations;
}

export type RawKeyPart = string | { path: string; alias?: string };

export interface RawStructuredType {
  description?: string;
  abstract?: boolean;
  openType?: boolean;
  base?: string;
  key?: RawKeyPart[];
  hasStream?: boolean;
  fields?: Record<string, RawField>;
  relationships?: Record<string, RawRelationship>;
  annotations?: RawAnnotations;
}

export interface RawEnumType {
  description?: string;
  underlyingType?: string;
  flags?: boolean;
  members: string[] | Record<string, number | { value: number; description?: string; annotations?: RawAnnotations }>;
  annotations?: RawAnnotations;
}

export interface RawTypeDefinition extends RawFacets {
  type: string;
  description?: string;
  annotations?: RawAnnotations;
}

export interface RawEntitySet {
  type: string;
  description?: string;
  readOnly?: boolean;
  operations?: string[];
  updateMethod?: "PUT" | "PATCH";
  filters?: Record<string, string[]>;
  phaseChange?: { body: string; navigation: string; description?: string };
  createRelated?: string[];
  bindings?: Record<string, string>;
  includeInServiceDocument?: boolean;
  annotations?: RawAnnotations;
}

export interface RawSingleton {
  type: string;
  description?: string;
  updatable?: boolean;
  updateMethod?: "PUT" | "PATCH";
  createRelated?: string[];
  bindings?: Record<string, string>;
  annotations?: RawAnnotations;
}

export interface RawTypedObject extends RawFacets {
  type: string;
  collection?: boolean;
  nullable?: boolean;
  description?: string;
}
export type RawTyped = string | RawTypedObject;

export interface RawOperation {
  description?: string;
  bound?: boolean;
  composable?: boolean;
  entitySetPath?: string;
  parameters?: Record<string, RawTyped>;
  returns?: RawTyped;
  annotations?: RawAnnotations;
}

export interface RawOperationImport {
  action?: string;
  function?: string;
  entitySet?: string;
  includeInServiceDocument?: boolean;
  description?: string;
  annotations?: RawAnnotations;
}

export interface RawSecurityScheme {
  name: string;
  type: "http" | "apiKey" | "oauth2" | "openIdConnect";
  scheme?: string;
  bearerFormat?: string;
  in?: "header" | "query" | "cookie";
  parameterName?: string;
  openIdConnectUrl?: string;
  flows?: OAuthFlows;
  description?: string;
}

export interface RawService {
  name: string;
  namespace: string;
  alias?: string;
  title?: string;
  description?: string;
  version: string;
  odataVersion?: "4.0" | "4.01";
  basePath: string;
  containerName?: string;
  annotationPlacement?: "inline" | "out-of-line";
  keyPathStyle?: "parentheses" | "segment";
  updateMethod?: "PUT" | "PATCH";
  bodyRequirement?: "non-nullable" | "none";
  security?: RawSecurityScheme[];
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string; identifier?: string };
  limits?: { maxTop?: number; pageSize?: number };
  annotations?: RawAnnotations;
}

/** One metadata file's content. */
export interface RawDocument {
  service?: RawService;
  entityTypes?: Record<string, RawStructuredType>;
  complexTypes?: Record<string, RawStructuredType>;
  enumTypes?: Record<string, RawEnumType>;
  typeDefinitions?: Record<string, RawTypeDefinition>;
  entitySets?: Record<string, RawEntitySet>;
  singletons?: Record<string, RawSingleton>;
  actions?: Record<string, RawOperation>;
  functions?: Record<string, RawOperation>;
  actionImports?: Record<string, RawOperationImport>;
  functionImports?: Record<string, RawOperationImport>;
}
