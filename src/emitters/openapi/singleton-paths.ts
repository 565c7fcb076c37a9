import type { OpenAPIV3 } from "openapi-types";
import type { NavigationProperty, Singleton } from "../../model/types.js";
import { collectionSchemaName, readSchemaName, updateSchemaName } from "../json-schema/schema-names.js";
import type { PathContext } from "./entity-set-paths.js";
import { emptyResponse, jsonRequestBody, jsonResponse, withErrors } from "./responses.js";

type Paths = [string, OpenAPIV3.PathItemObject][];

/**
 * The paths of a singleton (OData URL Conventions 4.01, section 4.10): `GET /Me`, its update
 * (`PUT` or `PATCH` by the singleton's method) when it is updatable, and one GET per navigation.
 * operationIds follow the sets' scheme: `Me.get`, `Me.update`, `Me.<Nav>.get|list`.
 */
export function singletonPaths(context: PathContext, singleton: Singleton): Paths {
  const type = context.entityTypes.get(singleton.entityType);
  if (!type) throw new Error(`bug: singleton '${singleton.name}' has no entity type '${singleton.entityType}'`);
  const tags = [singleton.name];
  const item: OpenAPIV3.PathItemObject = {
    get: {
      tags,
      summary: `Get ${singleton.name}`,
      ...(singleton.description !== undefined ? { description: singleton.description } : {}),
      operationId: `${singleton.name}.get`,
      parameters: context.parameters.forRecord(type),
      responses: withErrors({ "200": jsonResponse(`The ${singleton.name} record.`, context.schemaRef(readSchemaName(type.name))) }),
    },
  };
  if (singleton.updatable) {
    const put = singleton.updateMethod === "PUT";
    const operation: OpenAPIV3.OperationObject = {
      tags,
      summary: `${put ? "Replace" : "Update"} ${singleton.name}`,
      operationId: `${singleton.name}.update`,
      requestBody: jsonRequestBody(put ? "The record's new field values (a full replace)." : "The fields to change.", context.schemaRef(updateSchemaName(type.name))),
      responses: withErrors({
        "200": jsonResponse("The updated record, when the request asked for it with `Prefer: return=representation`.", context.schemaRef(readSchemaName(type.name))),
        "204": emptyResponse("The record was updated."),
      }),
    };
    if (put) item.put = operation;
    else item.patch = operation;
  }
  const paths: Paths = [[`/${singleton.name}`, item]];
  for (const navigation of type.navigations) paths.push([`/${singleton.name}/${navigation.name}`, { get: navigationGet(context, singleton, navigation) }]);
  return paths;
}

function navigationGet(context: PathContext, singleton: Singleton, navigation: NavigationProperty): OpenAPIV3.OperationObject {
  const target = context.entityTypes.get(navigation.target);
  if (!target) throw new Error(`bug: navigation '${navigation.name}' has no target type '${navigation.target}'`);
  const get = { tags: [singleton.name] } as OpenAPIV3.OperationObject;
  if (navigation.description !== undefined) get.description = navigation.description;
  if (navigation.collection) {
    get.summary = `List the ${navigation.name} of ${singleton.name}`;
    get.operationId = `${singleton.name}.${navigation.name}.list`;
    get.parameters = context.parameters.forCollection(target);
    get.responses = withErrors({ "200": jsonResponse(`The related ${navigation.target} records.`, context.schemaRef(collectionSchemaName(target.name))) });
    return get;
  }
  const success: Record<string, OpenAPIV3.ResponseObject> = {
    "200": jsonResponse(`The related ${navigation.target} record.`, context.schemaRef(readSchemaName(target.name))),
  };
  if (navigation.nullable) success["204"] = emptyResponse(`No ${navigation.target} record is related.`);
  get.summary = `Get the ${navigation.name} of ${singleton.name}`;
  get.operationId = `${singleton.name}.${navigation.name}.get`;
  get.parameters = context.parameters.forRecord(target);
  get.responses = withErrors(success);
  return get;
}
