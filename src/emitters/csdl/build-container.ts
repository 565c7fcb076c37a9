import type { EntitySet, EntityType, Model, NavigationBinding, Singleton } from "../../model/types.js";
import { operationImport } from "./build-operations.js";
import type { BuildContext } from "./build-types.js";
import { entitySetCapabilities, singletonCapabilities } from "./capabilities.js";
import { putElementAnnotations, TERMS } from "./element-annotations.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/**
 * The entity container (CSDL 4.01, section 13): entity sets, singletons, action and function
 * imports, in model order. Undefined when the model has none of them, as a container must hold
 * at least one (edm.xsd, TEntityContainer).
 *
 * The container carries the service's title as Core.Description and its description as
 * Core.LongDescription (where the OASIS CSDL-to-OpenAPI mapping reads `info.title` and
 * `info.description`), and Capabilities.KeyAsSegmentSupported when the service uses key segments.
 */
export function entityContainer(model: Model, ctx: BuildContext): CsdlObject | undefined {
  if (model.entitySets.length + model.singletons.length + model.operationImports.length === 0) return undefined;
  const { service } = model;
  const result: CsdlObject = { $Kind: "EntityContainer" };
  const extra: Array<readonly [string, CsdlValue]> = [];
  if (service.description !== undefined) extra.push([TERMS.longDescription, service.description]);
  if (service.keyPathStyle === "segment") extra.push([TERMS.keyAsSegmentSupported, true]);
  putElementAnnotations(result, ctx.names, { description: service.title, annotations: service.annotations }, extra);
  const entityTypes = new Map(model.entityTypes.map((type) => [type.name, type] as const));
  for (const set of model.entitySets) {
    const type = entityTypes.get(set.entityType);
    if (!type) throw new Error(`internal error: entity set '${set.name}' has unknown entity type '${set.entityType}'`);
    result[set.name] = entitySet(set, type, ctx);
  }
  for (const singleton of model.singletons) result[singleton.name] = singletonMember(singleton, ctx);
  for (const element of model.operationImports) result[element.name] = operationImport(element, ctx);
  return result;
}

function entitySet(set: EntitySet, type: EntityType, ctx: BuildContext): CsdlObject {
  const result: CsdlObject = { $Collection: true, $Type: ctx.names.qualify(set.entityType) };
  if (!set.includeInServiceDocument) result.$IncludeInServiceDocument = false;
  putBindings(result, set.navigationBindings);
  putElementAnnotations(result, ctx.names, set, entitySetCapabilities(set, type, ctx));
  return result;
}

function singletonMember(singleton: Singleton, ctx: BuildContext): CsdlObject {
  const result: CsdlObject = { $Type: ctx.names.qualify(singleton.entityType) };
  putBindings(result, singleton.navigationBindings);
  putElementAnnotations(result, ctx.names, singleton, singletonCapabilities(singleton, ctx));
  return result;
}

/** NavigationPropertyBinding: path -> target set or singleton of this container, by simple name (CSDL 4.01, section 13.4). */
function putBindings(target: CsdlObject, bindings: readonly NavigationBinding[]): void {
  if (bindings.length === 0) return;
  const map: CsdlObject = {};
  for (const binding of bindings) map[binding.path] = binding.target;
  target.$NavigationPropertyBinding = map;
}
