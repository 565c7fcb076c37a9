import type { Model } from "../../model/types.js";
import {
  complexPatchTypes,
  hasDerivedValues,
  hasPatchBody,
  hasPatchOrDerivedBody,
  ownUpdateBody,
  takesDerivedBodies,
  typesWithOperation,
  updateOrDerivedMethod,
} from "../common/body-rules.js";
import { componentName, openApiSchemaName } from "../common/output-names.js";
import { collectionSchema, enumSchema, errorSchema } from "./envelope-schemas.js";
import type { JsonSchema, NamedSchema, RefWriter, SchemaKind, SchemaSet } from "./json-schema-types.js";
import {
  collectionSchemaName,
  complexBodyOrDerivedSchemaName,
  complexBodySchemaName,
  complexPatchSchemaName,
  componentRef,
  createOrDerivedSchemaName,
  createSchemaName,
  ERROR_SCHEMA_NAME,
  patchOrDerivedSchemaName,
  patchSchemaName,
  readSchemaName,
  updateOrDerivedSchemaName,
  updateSchemaName,
} from "./schema-names.js";
import { actionBodySchema, complexBodySchema, createBodySchema, orDerivedBodySchema, readRecordSchema, updateBodySchema } from "./structured-schemas.js";
import { valueScope } from "./value-schemas.js";

/** The component-referencing set of each model, built once per run and shared by the emitters that serialise it. */
const componentSets = new WeakMap<Model, SchemaSet>();

/**
 * The model's schema set with OpenAPI component references (`#/components/schemas/Price-create`),
 * built once: the OpenAPI documents use it as it is, and the JSON Schema files rewrite those
 * references to file references as they write the text. (The set is treated as immutable.)
 */
export function componentSchemaSet(model: Model): SchemaSet {
  let set = componentSets.get(model);
  if (set === undefined) componentSets.set(model, (set = buildSchemaSet(model, componentRef)));
  return set;
}

/**
 * Lets the set go once the last of its users has written its files: the cache is keyed by the
 * model, which lives for the whole run. (Only memory: a later call builds the set again.)
 */
export function releaseComponentSchemaSet(model: Model): void {
  componentSets.delete(model);
}

/**
 * The one schema builder: every named schema of the model, written once and serialised three
 * ways (JSON Schema 2020-12 files, OpenAPI 3.1 and OpenAPI 3.0.3 components).
 *
 * Per entity type: the record as read and its collection envelope; the create and update bodies
 * when some entity set of the type allows create or update. Per complex type: its value as read
 * and as a request body carries it. Per enum type: its values. Plus the OData error body.
 */
export function buildSchemaSet(model: Model, ref: RefWriter = componentRef): SchemaSet {
  // The references of the schema being built, recorded as the builders write them.
  let references = new Set<string>();
  const refs = new Map<string, string>();
  const scope = valueScope(model, (name) => {
    references.add(name);
    // One string per referenced schema, not one per reference (fewer strings to hold).
    let text = refs.get(name);
    if (text === undefined) refs.set(name, (text = ref(name)));
    return text;
  });
  const schemas: NamedSchema[] = [];
  const add = (name: string, kind: SchemaKind, typeName: string | undefined, build: () => JsonSchema): void => {
    references = new Set();
    const schema = build();
    schemas.push({ name, kind, ...(typeName !== undefined ? { typeName } : {}), schema, references: [...references] });
  };
  const creatable = typesWithOperation(model, "create");
  const updatable = typesWithOperation(model, "update");
  for (const type of model.entityTypes) {
    add(readSchemaName(type.name), "read", type.name, () => readRecordSchema(scope, type));
    add(collectionSchemaName(type.name), "collection", type.name, () => collectionSchema(scope, type));
    if (creatable.has(type.name)) add(createSchemaName(type.name), "create", type.name, () => createBodySchema(scope, type));
    if (updatable.has(type.name)) {
      const createRef = creatable.has(type.name) ? () => scope.ref(createSchemaName(type.name)) : undefined;
      add(updateSchemaName(type.name), "update", type.name, () => updateBodySchema(scope, type, createRef));
      // Updated by PUT somewhere and by PATCH elsewhere: the PATCH body, which requires nothing.
      if (hasPatchBody(model, type.name)) add(patchSchemaName(type.name), "patch", type.name, () => updateBodySchema(scope, type, createRef, "patch"));
    }
    // Where records may also be of a derived type, the body a site takes: the type's own or a derived type's.
    if (takesDerivedBodies(model, type.name, "create")) {
      add(createOrDerivedSchemaName(type.name), "create-or-derived", type.name, () => orDerivedBodySchema(scope, type, "create", createSchemaName));
    }
    if (takesDerivedBodies(model, type.name, "update")) {
      // Each option is its type's body for the method of the sites (`ownUpdateBody`).
      const byMethod = (method: "PUT" | "PATCH") => (name: string) => openApiSchemaName(name, ownUpdateBody(model, name, method));
      add(updateOrDerivedSchemaName(type.name), "update-or-derived", type.name, () => orDerivedBodySchema(scope, type, "update", byMethod(updateOrDerivedMethod(model, type.name))));
      if (hasPatchOrDerivedBody(model, type.name)) {
        add(patchOrDerivedSchemaName(type.name), "patch-or-derived", type.name, () => orDerivedBodySchema(scope, type, "patch", byMethod("PATCH")));
      }
    }
  }
  const patchedComplexTypes = complexPatchTypes(model);
  for (const type of model.complexTypes) {
    add(readSchemaName(type.name), "complex", type.name, () => readRecordSchema(scope, type));
    add(complexBodySchemaName(type.name), "complex-body", type.name, () => complexBodySchema(scope, type));
    if (hasDerivedValues(model, type.name)) {
      add(complexBodyOrDerivedSchemaName(type.name), "complex-body-or-derived", type.name, () => orDerivedBodySchema(scope, type, "value", complexBodySchemaName));
    }
    if (patchedComplexTypes.has(type.name)) add(complexPatchSchemaName(type.name), "complex-patch", type.name, () => complexBodySchema(scope, type, "patch"));
  }
  for (const type of model.enumTypes) add(readSchemaName(type.name), "enum", type.name, () => enumSchema(type));
  // An action's name shares the schema namespace with the types, so `<Action>.json` is its own file.
  for (const action of model.operations) if (action.kind === "action") add(componentName(action.name), "action-body", undefined, () => actionBodySchema(scope, action));
  add(ERROR_SCHEMA_NAME, "error", undefined, errorSchema);
  // Code-unit order, not locale order: the same on every machine.
  schemas.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { schemas, byName: new Map(schemas.map((s) => [s.name, s] as const)) };
}
