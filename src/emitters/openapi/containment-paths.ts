import type { OpenAPIV3 } from "openapi-types";
import type { Annotations, EntityType, SetOperation } from "../../model/types.js";
import { keyParameters } from "../common/output-names.js";
import { MAX_CONTAINMENT_DEPTH } from "../../model/containment.js";
import { readSchemaName } from "../json-schema/schema-names.js";
import { createOperation, deleteOperation, mediaItem, mediaTypeAnnotations, navigationGet, streamPropertyPaths, updateOperation, type PathContext } from "./entity-set-paths.js";
import { keyPathParameters } from "./key-parameters.js";
import { emptyResponse, jsonResponse, withErrors } from "./responses.js";
import { withArticle } from "../../model/names.js";
import { pathAccess, unnavigableIn } from "../../model/navigation-restrictions.js";

type Paths = [string, OpenAPIV3.PathItemObject][];

/** Where contained records of one type are reached, for the operations bound to them (`Wholes.Many`, tagged `Wholes`). */
export interface ContainedRecords {
  /** The start of operationIds: the container and the trail of navigations (`Wholes.Many`). */
  readonly owner: string;
  /** The container's tag. */
  readonly tag: string;
  readonly type: EntityType;
  /** The path of a contained collection, and the parameters the path takes. */
  readonly collection?: string;
  readonly parameters: readonly Parameter[];
  /** The path of one contained record (addressed by key, or single-valued), and its parameters. */
  readonly record?: string;
  readonly recordParameters?: readonly Parameter[];
}

type Parameter = OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject;

/**
 * Contained records are reached only through the record that contains them (OData CSDL 4.01,
 * section 8.4: `ContainsTarget`), so their paths go on below it: `/Wholes({ID})/Many({ID_1})`,
 * `/Wholes({ID})/One`, and further down through their own navigations, as the OASIS mapping
 * writes them. The model says nothing about what may be done with contained records apart from
 * their container, so they follow it: they are read where the container's records are read, and
 * created, updated and deleted where the container's are.
 */
export interface Container {
  /** The set or singleton at the root of the paths (their tag, and the start of operationIds). */
  readonly owner: string;
  readonly operations: readonly SetOperation[];
  readonly updateMethod: "PUT" | "PATCH";
  /** The root's annotations: its NavigationRestrictions can make relationship paths unnavigable. */
  readonly annotations: Annotations;
}

// The depth is the OASIS mapping's (see MAX_CONTAINMENT_DEPTH); the bodies these paths use exist
// by the same walk (`walkContainment`, which `writeAccess` in body-rules.ts follows).

/**
 * The paths below one record (at `recordPath`, with its path parameters) into its contained
 * navigations, recursively. The GET of each navigation directly below the root record is written
 * with the set's own navigation paths; everything else is written here.
 */
export function containmentPaths(
  context: PathContext,
  container: Container,
  type: EntityType,
  recordPath: string,
  parameters: readonly (OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject)[],
  parameterNames: readonly string[],
): Paths {
  const paths: Paths = [];
  walk(context, container, type, recordPath, parameters, parameterNames, [], 1, paths);
  return paths;
}

function walk(
  context: PathContext,
  container: Container,
  type: EntityType,
  path: string,
  parameters: readonly (OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject)[],
  names: readonly string[],
  trail: readonly string[],
  depth: number,
  paths: Paths,
): void {
  for (const navigation of type.navigations) {
    const target = context.entityTypes.get(navigation.target);
    if (!target) throw new Error(`bug: navigation '${navigation.name}' has no target type '${navigation.target}'`);
    const navPath = `${path}/${navigation.name}`;
    const segments = [...trail, navigation.name];
    const restrictionPath = segments.join("/");
    // No path follows a relationship the root's NavigationRestrictions make unnavigable.
    if (unnavigableIn(container.annotations, restrictionPath)) continue;
    const { can, indexable } = containedCan(container, restrictionPath, navigation.collection);
    const owner = { name: `${container.owner}.${segments.join(".")}` };
    const subject = `${navigation.name} record`;
    const params = parameters.length > 0 ? { parameters: [...parameters] } : {};
    // The GET of a navigation from a contained record (the root record's are written with the set).
    const navigationRead = () => navigationGet(context, { name: `${container.owner}.${trail.join(".")}` }, navigation, `the ${trail[trail.length - 1]} record`, container.owner);
    if (!navigation.containsTarget) {
      if (depth > 1 && can(navigation.collection ? "list" : "get")) paths.push([navPath, { ...params, get: navigationRead() }]);
      continue;
    }
    if (navigation.collection) {
      const collection: OpenAPIV3.PathItemObject = { ...params };
      if (depth > 1 && can("list")) collection.get = navigationRead();
      // Created in where the root's records are, unless its NavigationRestrictions say not through this path.
      if (can("create")) collection.post = createOperation(context, owner, target.name, `Create ${withArticle(navigation.name)} record inside its container`, container.owner);
      if (collection.get || collection.post) paths.push([navPath, collection]);
      // Records of a keyless (abstract) type cannot be addressed one by one.
      if (depth === MAX_CONTAINMENT_DEPTH || target.key.length === 0 || !indexable) {
        context.containedRecords.push({ owner: owner.name, tag: container.owner, type: target, collection: navPath, parameters });
        continue;
      }
      const key = containedKey(context, target, names);
      const recordPath = `${navPath}${key.segment}`;
      const recordParameters = [...parameters, ...key.parameters];
      context.containedRecords.push({ owner: owner.name, tag: container.owner, type: target, collection: navPath, record: recordPath, parameters, recordParameters });
      addRecord(context, paths, recordPath, recordItem(context, container, owner.name, target, subject, recordParameters, can, { get: true, delete: true, nullable: false }), target, container, owner.name, recordParameters, can);
      walk(context, container, target, recordPath, recordParameters, [...names, ...key.names], segments, depth + 1, paths);
    } else {
      context.containedRecords.push({ owner: owner.name, tag: container.owner, type: target, record: navPath, parameters, recordParameters: parameters });
      const record = recordItem(context, container, owner.name, target, subject, parameters, can, { get: depth > 1, delete: navigation.nullable, nullable: navigation.nullable });
      addRecord(context, paths, navPath, record, target, container, owner.name, parameters, can);
      if (depth < MAX_CONTAINMENT_DEPTH) walk(context, container, target, navPath, parameters, names, segments, depth + 1, paths);
    }
  }
}

/**
 * What may be done with the records reached through one relationship path below the root record:
 * what may be done with the root's records, less what the root's NavigationRestrictions entry for
 * the path withholds (`pathAccess`; the CSDL emitters state there what the root withholds, since a
 * reader applies no set's restrictions to a containment path).
 */
function containedCan(container: Container, path: string, collection: boolean): { can: (operation: SetOperation) => boolean; indexable: boolean } {
  const access = pathAccess(container.annotations, path, collection);
  // Contained records are read where the root's records are read (by key or alone): the root's list is not theirs.
  const byRoot = (operation: SetOperation) => container.operations.includes(operation === "list" ? "get" : operation);
  return { can: (operation) => byRoot(operation) && access[operation], indexable: access.indexable };
}

/** A contained record's path, and its media stream's when its type is a media entity. */
function addRecord(
  context: PathContext,
  paths: Paths,
  path: string,
  item: OpenAPIV3.PathItemObject | undefined,
  type: EntityType,
  container: Container,
  id: string,
  parameters: readonly (OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject)[],
  can: (operation: SetOperation) => boolean,
): void {
  if (item) paths.push([path, item]);
  if (type.hasStream && (can("get") || can("update"))) {
    const media = mediaItem({ name: id }, [...parameters] as OpenAPIV3.ReferenceObject[], can("get"), can("update"), `a contained ${type.name} record`, mediaTypeAnnotations(context.entityTypes, type), context.parameters, container.owner);
    paths.push([`${path}/$value`, media]);
  }
  paths.push(...streamPropertyPaths({ name: id }, type, path, [...parameters] as OpenAPIV3.ReferenceObject[], can("get"), can("update"), `a contained ${type.name} record`, context.parameters, container.owner));
}

/**
 * GET (by key, or of a single contained record below the root's own navigation GET; 204 when a
 * nullable one is absent), update (as a set's: 204, or 200 with the record when asked for) and
 * delete of one contained record.
 */
function recordItem(
  context: PathContext,
  container: Container,
  id: string,
  type: EntityType,
  subject: string,
  parameters: readonly (OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject)[],
  can: (operation: SetOperation) => boolean,
  shape: { readonly get: boolean; readonly delete: boolean; readonly nullable: boolean },
): OpenAPIV3.PathItemObject | undefined {
  const item: OpenAPIV3.PathItemObject = parameters.length > 0 ? { parameters: [...parameters] } : {};
  const tags = [container.owner];
  if (shape.get && can("get")) {
    const success: Record<string, OpenAPIV3.ResponseObject> = { "200": jsonResponse(`The ${type.name} record.`, context.schemaRef(readSchemaName(type.name))) };
    if (shape.nullable) success["204"] = emptyResponse(`No ${type.name} record is contained.`);
    item.get = {
      tags,
      summary: `Get a contained ${subject}`,
      operationId: `${id}.get`,
      parameters: context.parameters.forRecord(type),
      responses: withErrors(success),
    };
  }
  if (can("update")) {
    const operation = updateOperation(context, { name: id }, type.name, container.updateMethod, `a contained ${subject}`, container.owner);
    if (container.updateMethod === "PUT") item.put = operation;
    else item.patch = operation;
  }
  if (shape.delete && can("delete")) item.delete = deleteOperation({ name: id }, `Delete a contained ${subject}`, container.owner);
  return item.get || item.put || item.patch || item.delete ? item : undefined;
}

/**
 * The key segment of a contained record and its path parameters, inline: a name the path already
 * uses gets a number (`ID_1`), as the OASIS mapping numbers them.
 */
function containedKey(
  context: PathContext,
  type: EntityType,
  taken: readonly string[],
): { segment: string; parameters: OpenAPIV3.ParameterObject[]; names: string[] } {
  const parts = keyParameters(context.model, type);
  const base = keyPathParameters(context.model, context.scope, new Map(context.model.complexTypes.map((t) => [t.name, t] as const)), type);
  const used = new Set(taken);
  const names = parts.map((part) => {
    let name = part.name;
    for (let n = 1; used.has(name); n++) name = `${part.name}_${n}`;
    used.add(name);
    return name;
  });
  const parameters = base.map((parameter, i) => ({ ...parameter, name: names[i]! }));
  const value = (i: number) => (parts[i]!.quoted ? `${parts[i]!.literalPrefix ?? ""}'{${names[i]}}'` : `{${names[i]}}`);
  let segment: string;
  if (context.model.service.keyPathStyle === "segment") segment = names.map((n) => `/{${n}}`).join("");
  else if (parts.length === 1) segment = `(${value(0)})`;
  else segment = `(${parts.map((p, i) => `${p.name}=${value(i)}`).join(",")})`;
  return { segment, parameters, names };
}

/**
 * Adds `more` to `paths`; a path both have gets the methods of both (containment adds the writes
 * to the GET of a contained navigation that the set's own navigation paths wrote).
 */
export function mergePaths(paths: Paths, more: Paths): void {
  const index = new Map(paths.map(([path, item], i) => [path, i] as const));
  for (const [path, item] of more) {
    const at = index.get(path);
    if (at === undefined) {
      index.set(path, paths.length);
      paths.push([path, item]);
      continue;
    }
    const existing = paths[at]![1];
    for (const method of ["get", "put", "post", "patch", "delete"] as const) {
      if (item[method] === undefined) continue;
      if (existing[method] !== undefined) throw new Error(`bug: ${method.toUpperCase()} ${path} written twice`);
      existing[method] = item[method];
    }
  }
}
