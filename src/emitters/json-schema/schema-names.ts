import type { Model } from "../../model/types.js";
import { bodyAt, hasDerivedValues } from "../common/body-rules.js";
import { componentName, openApiSchemaName } from "../common/output-names.js";
import type { RefWriter } from "./json-schema-types.js";
import type { StemOf } from "../common/file-stems.js";

/**
 * Names of the schemas, shared by the JSON Schema files (`<name>.json`) and the OpenAPI
 * components. Model names are OData identifiers (letters, digits, `_`), so the `-` and `.` in the
 * derived names below can never collide with a model type's own name; names beyond ASCII are
 * escaped (`componentName`).
 */

/** The record as read: `Price` (also a complex type's value as read, and an enum). */
export function readSchemaName(typeName: string): string {
  return openApiSchemaName(typeName, "read");
}

/** The create body: `Price-create`. */
export function createSchemaName(typeName: string): string {
  return openApiSchemaName(typeName, "create");
}

/** The update body: `Price-update`. */
export function updateSchemaName(typeName: string): string {
  return openApiSchemaName(typeName, "update");
}

/** The body a site that creates records of the type takes when they may be of a derived type: `Person-createOrDerived`. */
export function createOrDerivedSchemaName(typeName: string): string {
  return openApiSchemaName(typeName, "createOrDerived");
}

/** The same for updates: `Person-updateOrDerived`. */
export function updateOrDerivedSchemaName(typeName: string): string {
  return openApiSchemaName(typeName, "updateOrDerived");
}

/** A complex value inside a request body when it may be of a derived complex type: `Location-bodyOrDerived`. */
export function complexBodyOrDerivedSchemaName(typeName: string): string {
  return `${componentName(typeName)}-bodyOrDerived`;
}

/** A complex value inside a request body (and a complex type used as a whole body): `PhaseChange-body`. */
export function complexBodySchemaName(typeName: string): string {
  return `${componentName(typeName)}-body`;
}

/** The body a site that creates records of `typeName` takes: `Price-create`, or `Person-createOrDerived` where records may be of a derived type. */
export function createBodyAt(model: Model, typeName: string): string {
  return openApiSchemaName(typeName, bodyAt(model, typeName, "create") ?? "create");
}

/** The same for updates with `method`: `Price-update`, `Price-patch`, `Person-updateOrDerived` or `Person-patchOrDerived` (`bodyAt`). */
export function updateBodyAt(model: Model, typeName: string, method: "PUT" | "PATCH"): string {
  return openApiSchemaName(typeName, bodyAt(model, typeName, "update", method) ?? "update");
}

/** The PATCH body where PUT and PATCH both update the type and differ: `Price-patch`. */
export function patchSchemaName(typeName: string): string {
  return openApiSchemaName(typeName, "patch");
}

/** The same where records may be of a derived type: `Person-patchOrDerived`. */
export function patchOrDerivedSchemaName(typeName: string): string {
  return openApiSchemaName(typeName, "patchOrDerived");
}

/** A complex value in a request body: `Address-body`, or `Location-bodyOrDerived` where it may be of a derived complex type. */
export function complexBodyAt(model: Model, typeName: string): string {
  return hasDerivedValues(model, typeName) ? complexBodyOrDerivedSchemaName(typeName) : complexBodySchemaName(typeName);
}

/** A complex value in a PATCH body, which requires none of its members: `Address-patch` (`partialInPatch`). */
export function complexPatchSchemaName(typeName: string): string {
  return `${componentName(typeName)}-patch`;
}

/** The collection envelope of an entity type: `Price-collection`. */
export function collectionSchemaName(typeName: string): string {
  return `${componentName(typeName)}-collection`;
}

/** The OData error body, named as the OASIS CSDL-to-OpenAPI mapping names it. */
export const ERROR_SCHEMA_NAME = "odata.error";

/** References as OpenAPI writes them. */
export const componentRef: RefWriter = (name) => `#/components/schemas/${name}`;

/**
 * The JSON Schema files hold one document per type: the type's own schema at the root (the record
 * as read, a complex value, an enum) and its variants under `$defs` by suffix
 * (`Price.json#/$defs/create`). One file per type rather than per schema: a large model's
 * thousands of files cost more to create and compare than their bytes do. The file is named by
 * `stemOf` (`fileStems(model).schemaFile`: the type's name unless another differs from it only in case).
 */
export function schemaLocation(name: string, stemOf: StemOf): { readonly file: string; readonly def?: string } {
  const dash = name.lastIndexOf("-");
  return dash < 0 ? { file: `${stemOf(name)}.json` } : { file: `${stemOf(name.slice(0, dash))}.json`, def: name.slice(dash + 1) };
}

/** References between JSON Schema files in one folder (`Price.json`, `Price.json#/$defs/create`), resolved against each file's `$id`. */
export function fileRefs(stemOf: StemOf): RefWriter {
  return (name) => {
    const { file, def } = schemaLocation(name, stemOf);
    return def === undefined ? file : `${file}#/$defs/${def}`;
  };
}
