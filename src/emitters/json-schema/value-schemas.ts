import type { EntitySet, Facets, Model, NavigationProperty, Property, TypeDefinition, TypedValue, TypeRef } from "../../model/types.js";
import { deprecationOf } from "../../model/deprecation.js";
import { valueConstraints } from "../../model/validation-constraints.js";
import { defaultPayloadValue } from "../common/default-values.js";
import { primitiveSchema } from "./edm-schemas.js";
import type { JsonSchema, JsonType, RefWriter } from "./json-schema-types.js";
import { partialInPatch } from "../common/body-rules.js";
import { complexBodyAt, complexPatchSchemaName, readSchemaName } from "./schema-names.js";

/** Where a value appears: in a record as read, or in a request body (complex values are closed there). */
/** Where a value stands: in a record as read, in a request body, or in a PATCH body (whose single complex values are partial). */
export type ValueContext = "read" | "body" | "patch";

/** What the schema builders need: the model, indexes into it, and how to write a reference. */
export interface ValueScope {
  readonly model: Model;
  readonly typeDefinitions: ReadonlyMap<string, TypeDefinition>;
  /** Entity sets by the name of their entity type, in model order. */
  readonly setsByType: ReadonlyMap<string, readonly EntitySet[]>;
  readonly ref: RefWriter;
  /** Property schemas without a reference, built once and shared by the record and the bodies. */
  readonly plainPropertySchemas: Map<Property, JsonSchema>;
  /** The same for PATCH bodies, where they differ: without the `default`. */
  readonly plainPatchSchemas: Map<Property, JsonSchema>;
}

/** Indexes the model for the schema builders (once, so that building stays linear). */
export function valueScope(model: Model, ref: RefWriter): ValueScope {
  const setsByType = new Map<string, EntitySet[]>();
  for (const set of model.entitySets) {
    const sets = setsByType.get(set.entityType);
    if (sets) sets.push(set);
    else setsByType.set(set.entityType, [set]);
  }
  const typeDefinitions = new Map(model.typeDefinitions.map((t) => [t.name, t] as const));
  return { model, typeDefinitions, setsByType, ref, plainPropertySchemas: new Map(), plainPatchSchemas: new Map() };
}

/** Puts `description` first, replacing any description the schema had; no change without one. */
export function describe(schema: JsonSchema, description: string | undefined): JsonSchema {
  if (description === undefined) return schema;
  const { description: _replaced, ...rest } = schema;
  return { description, ...rest };
}

/** `deprecated: true` after the description, where the element's Core.Revisions deprecate it. */
export function deprecate(schema: JsonSchema, annotations: Readonly<Record<string, unknown>>): JsonSchema {
  if (deprecationOf(annotations) === undefined) return schema;
  const { description, ...rest } = schema;
  return description === undefined ? { deprecated: true, ...rest } : { description, deprecated: true, ...rest };
}

const NULL: JsonSchema = Object.freeze({ type: "null" });
const NULLABLE_TYPES = new Map<JsonType, JsonType[]>();

/** `[type, "null"]`, one shared array per type. */
function nullableType(type: JsonType): JsonType[] {
  let types = NULLABLE_TYPES.get(type);
  if (!types) NULLABLE_TYPES.set(type, (types = Object.freeze([type, "null"]) as JsonType[]));
  return types;
}

/**
 * A value schema, widened to admit `null` when `nullable` (a type array for inline schemas,
 * `anyOf` with `{type: "null"}` beside a `$ref`; the OpenAPI 3.0 serialiser rewrites both to
 * `nullable`; an `enum` gets null too), with `description` first when given. One new object at most:
 * schemas are shared.
 */
export function shaped(schema: JsonSchema, nullable: boolean, description: string | undefined): JsonSchema {
  if (nullable && schema.$ref !== undefined) {
    const ref: JsonSchema = { $ref: schema.$ref };
    return description === undefined ? { anyOf: [ref, NULL] } : { description, anyOf: [ref, NULL] };
  }
  // A choice of shapes without a type of its own (any geometry, Edm.PrimitiveType): null is one more choice.
  if (nullable && schema.anyOf !== undefined && schema.type === undefined) {
    const text = description ?? schema.description;
    return text === undefined ? { anyOf: [...schema.anyOf, NULL] } : { description: text, anyOf: [...schema.anyOf, NULL] };
  }
  if (description === undefined && (!nullable || typeof schema.type !== "string")) return schema;
  const out: Record<string, unknown> = description === undefined ? {} : { description };
  for (const key of Object.keys(schema) as (keyof JsonSchema)[]) {
    if (key === "description" && description !== undefined) continue;
    // An `enum` lists every value taken, so a nullable one lists null too.
    out[key] = !nullable ? schema[key] : key === "type" && typeof schema.type === "string" ? nullableType(schema.type) : key === "enum" ? [...schema.enum!, null] : schema[key];
  }
  return out as JsonSchema;
}

/** One value (or the items of a collection) of an action's or function's parameter or return type, held to its type definition's constraints. */
export function operationValueSchema(scope: ValueScope, value: TypedValue, description: string | undefined, context: ValueContext): JsonSchema {
  const single = shaped(constrainedTypeSchema(scope, value, context), value.nullable, value.collection ? undefined : description);
  if (!value.collection) return single;
  return description === undefined ? { type: "array", items: single } : { description, type: "array", items: single };
}

/** The schema of one non-null value of a parameter or return type, with its type definition's constraints (`valueConstraints`). */
export function constrainedTypeSchema(scope: ValueScope, value: TypedValue, context: ValueContext): JsonSchema {
  return withConstraints(scope, value, typeSchema(scope, value.type, value.facets, context));
}

/** The schema of one non-null value of `type`. */
export function typeSchema(scope: ValueScope, type: TypeRef, facets: Facets, context: ValueContext): JsonSchema {
  switch (type.kind) {
    case "primitive":
      return primitiveSchema(type.name, facets);
    case "typeDefinition": {
      const definition = scope.typeDefinitions.get(type.name);
      if (!definition) throw new Error(`bug: unresolved type definition '${type.name}'`);
      return primitiveSchema(definition.underlyingType, { ...definition.facets, ...facets });
    }
    case "enum":
      return { $ref: scope.ref(readSchemaName(type.name)) };
    case "complex":
      return { $ref: scope.ref(context === "read" ? readSchemaName(type.name) : context === "patch" ? complexPatchSchemaName(type.name) : complexBodyAt(scope.model, type.name)) };
    case "entity":
      return { $ref: scope.ref(readSchemaName(type.name)) };
  }
}

/**
 * A structural property's value. A collection is never null: its `Nullable` applies to the items
 * (OData CSDL XML 4.01, section 7.2.1).
 */
export function propertySchema(scope: ValueScope, property: Property, context: ValueContext): JsonSchema {
  // A primitive value's schema is the same in every context and references nothing, so the read
  // record and the create and update bodies share one object (less to build, to hold and, for
  // OpenAPI 3.0, to convert). Schemas with a reference are built each time, so that every named
  // schema records the references it makes.
  const kind = property.type.kind;
  if (kind !== "primitive" && kind !== "typeDefinition") return buildPropertySchema(scope, property, context);
  let schema = scope.plainPropertySchemas.get(property);
  // Built as read, with its default; a PATCH body's copy drops that.
  if (schema === undefined) scope.plainPropertySchemas.set(property, (schema = buildPropertySchema(scope, property, "read")));
  if (context === "patch" && schema.default !== undefined) {
    let patchSchema = scope.plainPatchSchemas.get(property);
    if (patchSchema === undefined) scope.plainPatchSchemas.set(property, (patchSchema = withoutDefault(schema)));
    return patchSchema;
  }
  return schema;
}

function withoutDefault(schema: JsonSchema): JsonSchema {
  const { default: _notInPatch, ...rest } = schema;
  return rest;
}

function buildPropertySchema(scope: ValueScope, property: Property, context: ValueContext): JsonSchema {
  return deprecate(buildValueSchema(scope, property, context), property.annotations);
}

function buildValueSchema(scope: ValueScope, property: Property, context: ValueContext): JsonSchema {
  // In a PATCH body only a value `partialInPatch` takes its PATCH form; others are as in any body.
  const value = withConstraints(scope, property, typeSchema(scope, property.type, property.facets, context === "patch" && !partialInPatch(scope.model, property) ? "body" : context));
  if (!property.collection) {
    const schema = shaped(value, property.nullable, property.description);
    // An annotation only (JSON Schema 2020-12, section 9.2): the value a record takes when a create
    // or PUT body leaves the field out. A PATCH body leaves a field out to keep its value, so it
    // has none there: ajv's `useDefaults` would turn a partial update into a reset, and
    // openapi-typescript makes a member with a default required.
    const defaultValue = context === "patch" ? undefined : defaultPayloadValue(property, scope.typeDefinitions);
    return defaultValue === undefined ? schema : { ...schema, default: defaultValue };
  }
  const items = shaped(value, property.nullable, undefined);
  return property.description === undefined
    ? { type: "array", items }
    : { description: property.description, type: "array", items };
}

/**
 * A value's schema with the constraints the model holds it to (`valueConstraints`): the allowed
 * values as `enum` after `type` (`shaped` adds null to a nullable value's); a String's pattern, and
 * a second one (its own beside its type definition's) as `allOf: [{ pattern }]`, since a schema
 * has one `pattern` and two unanchored expressions do not join into one; a number's inclusive
 * bounds tightening `minimum`/`maximum` (its type's own range may be tighter still), exclusive ones
 * as `exclusiveMinimum`/`exclusiveMaximum`; keywords in the written order.
 */
function withConstraints(scope: ValueScope, value: { readonly type: TypeRef; readonly annotations?: Readonly<Record<string, unknown>> }, schema: JsonSchema): JsonSchema {
  const { patterns, minimum, maximum, allowedValues } = valueConstraints(value, scope.typeDefinitions);
  if (patterns === undefined && minimum === undefined && maximum === undefined && allowedValues === undefined) return schema;
  const [pattern, ...morePatterns] = patterns ?? [];
  const { description, type, format, minimum: ownMinimum, maximum: ownMaximum, ...rest } = schema;
  const low = minimum === undefined || minimum.exclusive ? ownMinimum : ownMinimum === undefined ? minimum.value : Math.max(ownMinimum, minimum.value);
  const high = maximum === undefined || maximum.exclusive ? ownMaximum : ownMaximum === undefined ? maximum.value : Math.min(ownMaximum, maximum.value);
  return {
    ...(description === undefined ? {} : { description }),
    type,
    ...(allowedValues === undefined ? {} : { enum: [...allowedValues] }),
    ...(format === undefined ? {} : { format }),
    ...(pattern === undefined ? {} : { pattern }),
    ...(morePatterns.length === 0 ? {} : { allOf: morePatterns.map((more) => ({ pattern: more })) }),
    ...(low === undefined ? {} : { minimum: low }),
    ...(high === undefined ? {} : { maximum: high }),
    ...(minimum?.exclusive ? { exclusiveMinimum: minimum.value } : {}),
    ...(maximum?.exclusive ? { exclusiveMaximum: maximum.value } : {}),
    ...rest,
  };
}

/**
 * A navigation as `$expand` returns it (OData JSON Format 4.01, section 8.3): the related record
 * (or null when the navigation is nullable), or an array of records.
 */
export function expandedNavigationSchema(scope: ValueScope, navigation: NavigationProperty): JsonSchema {
  const record: JsonSchema = { $ref: scope.ref(readSchemaName(navigation.target)) };
  if (navigation.collection) return deprecate(describe({ type: "array", items: record }, navigation.description), navigation.annotations);
  return deprecate(shaped(record, navigation.nullable, navigation.description), navigation.annotations);
}
