import type { OpenAPIV3 } from "openapi-types";
import type { SetOperation, Singleton } from "../../model/types.js";
import { containmentPaths, mergePaths } from "./containment-paths.js";
import { readSchemaName } from "../json-schema/schema-names.js";
import { complexNavigationPaths, mediaItem, mediaTypeAnnotations, navigationItem, streamPropertyPaths, updateOperation, type PathContext } from "./entity-set-paths.js";
import { operationId } from "./operation-ids.js";
import { jsonResponse, withErrors } from "./responses.js";
import { unreadThroughIn } from "../../model/navigation-restrictions.js";

type Paths = [string, OpenAPIV3.PathItemObject][];

/**
 * The paths of a singleton (OData URL Conventions 4.01, section 4.10): `GET /Me`, its update
 * (`PUT` or `PATCH` by the singleton's method) when it is updatable, and one GET per navigation.
 * operationIds follow the sets' scheme: `Me.get`, `Me.update`, `Me.<Nav>.get|list`.
 */
export function singletonPaths(context: PathContext, singleton: Singleton): Paths {
  const type = context.entityTypes.get(singleton.entityType);
  if (!type) throw new Error(`bug: singleton '${singleton.name}' has no entity type '${singleton.entityType}'`);
  const item: OpenAPIV3.PathItemObject = {
    get: {
      tags: [singleton.name],
      summary: `Get ${singleton.name}`,
      ...(singleton.description !== undefined ? { description: singleton.description } : {}),
      operationId: operationId(singleton, "get"),
      parameters: context.parameters.forRecord(type, singleton),
      responses: withErrors({ "200": jsonResponse(`The ${singleton.name} record.`, context.schemaRef(readSchemaName(type.name))) }),
    },
  };
  if (singleton.updatable) {
    const operation = updateOperation(context, singleton, type.name, singleton.updateMethod, singleton.name);
    if (singleton.updateMethod === "PUT") item.put = operation;
    else item.patch = operation;
  }
  const paths: Paths = [[`/${singleton.name}`, item]];
  if (type.hasStream) paths.push([`/${singleton.name}/$value`, mediaItem(singleton, [], true, singleton.updatable, singleton.name, mediaTypeAnnotations(context.entityTypes, type), context.parameters)]);
  paths.push(...streamPropertyPaths(singleton, type, `/${singleton.name}`, [], true, singleton.updatable, singleton.name, context.parameters));
  const createsRelated = new Set(singleton.createRelated);
  for (const navigation of type.navigations) {
    const read = !unreadThroughIn(singleton.annotations, navigation.name);
    const navigationPath = navigationItem(context, singleton, [], navigation, read, createsRelated.has(navigation.name), singleton.name);
    if (navigationPath) paths.push([`/${singleton.name}/${navigation.name}`, navigationPath]);
  }
  paths.push(...complexNavigationPaths(context, singleton, type, `/${singleton.name}`, [], singleton.name));
  if (type.navigations.some((n) => n.containsTarget)) {
    // A singleton's contained records are read with it, and written where it can be updated.
    const operations: SetOperation[] = singleton.updatable ? ["list", "get", "create", "update", "delete"] : ["list", "get"];
    const container = { owner: singleton.name, operations, updateMethod: singleton.updateMethod, annotations: singleton.annotations };
    mergePaths(paths, containmentPaths(context, container, type, `/${singleton.name}`, [], []));
  }
  return paths;
}
