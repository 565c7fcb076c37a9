import type { ImportContext } from "./import-context.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject, ownMember } from "./json-to-csdl.js";
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
  /** The container's qualified name in the document, where it was moved into this schema (see `selectSchema`). */
  readonly movedContainerFrom?: string;
}

/** Whether a qualified name (with the namespace or an alias) names the selected schema's entity container, under its name in the document too. */
export function namesContainer(selected: SelectedSchema, qualified: string): boolean {
  if (!selected.container) return false;
  const full = selected.names.full(qualified);
  return full === `${selected.namespace}.${selected.container.name}` || full === selected.movedContainerFrom;
}

const TYPE_KINDS = new Set(["EntityType", "ComplexType", "EnumType", "TypeDefinition"]);

/**
 * The format describes one schema (one namespace). The schema of the entity container is chosen,
 * else the first schema that declares types or operations; the elements of every other schema are
 * reported one by one. A container in a schema without types beside the schema of the types
 * (ASP.NET's `Default` namespace, the Northwind V4 service) is moved into the types' schema with
 * the actions and functions beside it: only their qualified names change (EDM0506). A CSDL JSON document that names no
 * `$EntityContainer` but declares one container has it read as the service's (EDM0506). A document
 * with neither types nor a container has nothing to import (an annotation-only document annotates
 * a service described elsewhere): EDM0504.
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
  let containerName = typeof document.$EntityContainer === "string" ? names.full(document.$EntityContainer) : soleContainer(ctx, document, schemas);
  const movedTo = containerName !== undefined ? moveLoneContainer(ctx, names, containerName, schemas) : undefined;
  const movedContainerFrom = movedTo !== undefined ? containerName : undefined;
  if (movedTo !== undefined) containerName = movedTo;
  const declaresSomething = (schema: JsonObject) =>
    Object.entries(schema).some(([key, value]) => !key.startsWith("$") && !key.includes("@") && (Array.isArray(value) || TYPE_KINDS.has(String(asObject(value)?.$Kind))));
  const chosen =
    (containerName && schemaOf(schemas, containerName)) ||
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
      ctx.notCarried(element, `the format holds one schema ('${namespace}', ${movedContainerFrom !== undefined ? `the one of the types, into which the entity container moved from '${schemaOf(schemas, movedContainerFrom)?.[0] ?? other}'` : containerName !== undefined ? "the one of the entity container" : "the first that declares types or operations"}); '${other}' is a second one`, ctx.at(otherSchema, key));
    }
  }
  const local = containerName?.slice(namespace.length + 1);
  const containerObject = local !== undefined ? asObject(ownMember(schema, local)) : undefined;
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
    ...(movedContainerFrom !== undefined ? { movedContainerFrom } : {}),
  };
}

/** The schema that declares a qualified name (its namespace is all of the name before the last dot). */
function schemaOf(schemas: ReadonlyArray<readonly [string, JsonObject]>, qualified: string): readonly [string, JsonObject] | undefined {
  return schemas.find(([namespace]) => qualified.startsWith(`${namespace}.`) && !qualified.slice(namespace.length + 1).includes("."));
}

const declaresTypes = (schema: JsonObject) => Object.values(schema).some((value) => TYPE_KINDS.has(String(asObject(value)?.$Kind)));

/**
 * The container of a CSDL JSON document without `$EntityContainer` (which a metadata document
 * names, CSDL JSON 4.01, section 3), when it declares exactly one: read as the service's, said
 * with EDM0506 at the misplaced member where a schema holds it, else at the container.
 */
function soleContainer(ctx: ImportContext, document: JsonObject, schemas: ReadonlyArray<readonly [string, JsonObject]>): string | undefined {
  const containers = schemas.flatMap(([namespace, schema]) =>
    Object.entries(schema).flatMap(([key, value]) => (asObject(value)?.$Kind === "EntityContainer" ? [{ name: `${namespace}.${key}`, schema }] : [])),
  );
  if (containers.length !== 1) return undefined;
  const { name, schema } = containers[0]!;
  const misplaced = schemas.find(([, s]) => Object.hasOwn(s, "$EntityContainer"))?.[1];
  const detail = misplaced
    ? "the document names it in a schema, where CSDL JSON does not read $EntityContainer (it belongs on the document object, section 3); it is read as the service's container"
    : "the document names no $EntityContainer (a metadata document names its container, CSDL JSON 4.01, section 3); its only container is read as the service's";
  ctx.carriedChanged(`entity container '${name}'`, detail, misplaced ? ctx.at(misplaced, "$EntityContainer") : ctx.at(schema, name.slice(name.lastIndexOf(".") + 1)));
  return name;
}

/**
 * Moves a container whose schema declares no types into the one schema that does, when that
 * schema has no element of the container's name; returns the container's new qualified name. The
 * actions and functions of the container's schema move with it (ASP.NET Core OData puts bound
 * operations beside the container in `Default`), each under its new qualified name, said with
 * EDM0506 at each; one whose name the types' schema already declares stays, and is reported with
 * the rest of that schema.
 */
function moveLoneContainer(ctx: ImportContext, names: QualifiedNames, containerName: string, schemas: ReadonlyArray<readonly [string, JsonObject]>): string | undefined {
  const home = schemaOf(schemas, containerName);
  if (!home || declaresTypes(home[1])) return undefined;
  const typed = schemas.filter(([, schema]) => declaresTypes(schema));
  if (typed.length !== 1) return undefined;
  const [namespace, schema] = typed[0]!;
  const local = containerName.slice(home[0].length + 1);
  const object = asObject(ownMember(home[1], local));
  if (!object || Object.hasOwn(schema, local)) return undefined;
  const move = (name: string) => {
    schema[name] = home[1][name]!;
    ctx.positions.markMember(schema, name, ctx.positions.offsetOf(home[1], name) ?? 0);
    delete home[1][name];
    names.rename(`${home[0]}.${name}`, `${namespace}.${name}`);
  };
  move(local);
  const operations = Object.entries(home[1]).filter(([name, value]) => !name.startsWith("$") && !name.includes("@") && Array.isArray(value) && !Object.hasOwn(schema, name));
  const prefix = typeof schema.$Alias === "string" ? schema.$Alias : namespace;
  for (const [name, overloads] of operations) {
    const first = asObject((overloads as JsonValue[])[0]);
    const kind = first?.$Kind === "Function" ? "function" : "action";
    const bound = (overloads as JsonValue[]).some((overload) => asObject(overload)?.$IsBound === true);
    const at = ctx.at(first ?? home[1], first ? undefined : name);
    move(name);
    ctx.carriedChanged(
      `${kind} '${home[0]}.${name}'`,
      `it moves with the entity container into '${namespace}', as '${namespace}.${name}' (the format holds one schema)${
        bound ? `; it is bound, so its URL changes: the outputs call '…/${prefix}.${name}' where the service answers '…/${home[0]}.${name}'` : "; its imports keep their URLs"
      }`,
      at,
    );
  }
  ctx.carriedChanged(
    `entity container '${containerName}'`,
    `the format holds one schema, and '${home[0]}' declares no types: the container moves into '${namespace}', the schema of the types, as '${namespace}.${local}' (its sets' URLs stay the same; annotations and bindings that name it by its old name follow it)${operations.length > 0 ? `, and the actions and functions of '${home[0]}' with it` : ""}`,
    ctx.at(object),
  );
  return `${namespace}.${local}`;
}
