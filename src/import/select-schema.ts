import type { ImportContext } from "./import-context.js";
import type { JsonObject } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import { QualifiedNames } from "./qualified-names.js";

/** The one schema the format holds, with what the rest of the import needs to know about the document. */
export interface SelectedSchema {
  readonly document: JsonObject;
  readonly version: "4.0" | "4.01";
  readonly names: QualifiedNames;
  readonly namespace: string;
  readonly alias?: string;
  readonly schema: JsonObject;
  /** The entity container's name and object, when the document has one in this schema. */
  readonly container?: { readonly name: string; readonly object: JsonObject };
  /** Every schema of the document, for out-of-line annotations that other schemas carry. */
  readonly schemas: ReadonlyArray<readonly [namespace: string, schema: JsonObject]>;
}

const TYPE_KINDS = new Set(["EntityType", "ComplexType", "EnumType", "TypeDefinition"]);

/**
 * The format describes one schema (one namespace). The schema of the entity container is chosen,
 * else the first schema that declares types or operations; the elements of every other schema are
 * reported one by one. A document with neither types nor a container has nothing to import (an
 * annotation-only document annotates a service described elsewhere): EDM0504.
 */
export function selectSchema(ctx: ImportContext, document: JsonObject): SelectedSchema | undefined {
  const names = new QualifiedNames();
  const schemas: Array<[string, JsonObject]> = [];
  for (const [namespace, value] of Object.entries(document)) {
    if (namespace.startsWith("$")) continue;
    const schema = asObject(value);
    if (!schema) continue;
    schemas.push([namespace, schema]);
    names.add(namespace, typeof schema.$Alias === "string" ? schema.$Alias : undefined);
  }
  for (const reference of Object.values(asObject(document.$Reference) ?? {})) {
    for (const include of (asObject(reference)?.$Include as JsonObject[] | undefined) ?? []) {
      if (typeof include.$Namespace === "string") names.add(include.$Namespace, typeof include.$Alias === "string" ? include.$Alias : undefined);
    }
  }
  // Written with the namespace or its alias (CSDL JSON 4.01, section 3.1): resolved to the namespace.
  const containerName = typeof document.$EntityContainer === "string" ? names.full(document.$EntityContainer) : undefined;
  const declaresSomething = (schema: JsonObject) =>
    Object.entries(schema).some(([key, value]) => !key.startsWith("$") && !key.includes("@") && (Array.isArray(value) || TYPE_KINDS.has(String(asObject(value)?.$Kind))));
  const chosen =
    (containerName && schemas.find(([namespace]) => containerName.startsWith(`${namespace}.`) && !containerName.slice(namespace.length + 1).includes("."))) ||
    schemas.find(([, schema]) => declaresSomething(schema));
  if (!chosen) {
    ctx.invalid(
      "the document",
      "declares no entity container and no types, so there is no service to import (an annotation-only document annotates a service described elsewhere: import that service's $metadata)",
      ctx.at(document),
    );
    return undefined;
  }
  const [namespace, schema] = chosen;
  for (const [other, otherSchema] of schemas) {
    if (other === namespace) continue;
    for (const key of Object.keys(otherSchema)) {
      if (key.startsWith("$")) continue;
      const element = key.startsWith("@") ? `annotation '${key.slice(1)}' of schema '${other}'` : `'${other}.${key}'`;
      ctx.notCarried(element, `the format holds one schema ('${namespace}', the one of the entity container); '${other}' is a second one`, ctx.at(otherSchema, key));
    }
  }
  const local = containerName?.slice(namespace.length + 1);
  const containerObject = local !== undefined ? asObject(schema[local]) : undefined;
  const version = document.$Version === "4.01" ? "4.01" : "4.0";
  return {
    document,
    version,
    names,
    namespace,
    ...(typeof schema.$Alias === "string" ? { alias: schema.$Alias } : {}),
    schema,
    ...(local !== undefined && containerObject ? { container: { name: local, object: containerObject } } : {}),
    schemas,
  };
}
