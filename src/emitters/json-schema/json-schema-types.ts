/**
 * The JSON Schema objects the one schema builder writes. Only keywords that JSON Schema 2020-12,
 * OpenAPI 3.1 and OpenAPI 3.0.3 share are used, with two exceptions that the 3.0 serialiser
 * rewrites: nullable values (`type: [X, "null"]`, or `anyOf: [{$ref}, {type: "null"}]`) and
 * `$ref` with a sibling `description`.
 */

export type JsonType = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";

/**
 * The keywords are listed in the one order every schema writes them in. Adding a keyword means
 * adding it to the OpenAPI 3.0 converter too (`convert` in `openapi/schema-dialect.ts`).
 */
export interface JsonSchema {
  description?: string;
  /** An annotation (JSON Schema 2020-12, section 9.3; OpenAPI 3.0's Schema Object too): the element is deprecated. */
  deprecated?: boolean;
  $ref?: string;
  type?: JsonType | JsonType[];
  /** OpenAPI 3.0 only; written by the 3.0 serialiser, never by the builder. */
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** 2020-12's numeric form (the 3.0 serialiser writes 3.0's Boolean one beside `minimum`). */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  enum?: (string | number | boolean | null)[];
  uniqueItems?: boolean;
  items?: JsonSchema;
  minItems?: number;
  /** `false` for a member that may not be present at all (a declared member an open type's body leaves out). */
  properties?: Record<string, JsonSchema | false>;
  required?: string[];
  additionalProperties?: boolean;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  not?: JsonSchema;
  /** A field's default value, as the payload carries it (an annotation). */
  default?: unknown;
}

/** What a named schema describes. */
export type SchemaKind =
  | "read"
  | "create"
  | "update"
  | "patch"
  | "create-or-derived"
  | "update-or-derived"
  | "patch-or-derived"
  | "collection"
  | "complex"
  | "complex-body"
  | "complex-body-or-derived"
  | "complex-patch"
  | "enum"
  | "action-body"
  | "error";

/** One named schema of the set: a JSON Schema file, and an OpenAPI component of the same name. */
export interface NamedSchema {
  readonly name: string;
  readonly kind: SchemaKind;
  /** The model type it is built from (absent for the OData error body). */
  readonly typeName?: string;
  readonly schema: JsonSchema;
  /** The names of the schemas this one references directly, in order of first use. */
  readonly references: readonly string[];
}

/** Every named schema of a model, sorted by name (their order carries no meaning). */
export interface SchemaSet {
  readonly schemas: readonly NamedSchema[];
  readonly byName: ReadonlyMap<string, NamedSchema>;
}

/** How a reference to a named schema is written: `#/components/schemas/Price` or `Price.json`. */
export type RefWriter = (name: string) => string;
