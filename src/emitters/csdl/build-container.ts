import { bindingTarget } from "../common/body-rules.js";
import type { EntitySet, EntityType, Model, NavigationBinding, Singleton } from "../../model/types.js";
import { operationImport } from "./build-operations.js";
import type { BuildContext } from "./build-types.js";
import { entitySetCapabilities, PHASE_CHANGE_TERMS, singletonCapabilities, withoutMergedAnnotations, type TargetRestrictions } from "./capabilities.js";
import { annotationKey } from "./annotation-values.js";
import { authorizationAnnotations } from "./authorization.js";
import { putElementAnnotations, TERMS } from "./element-annotations.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/**
 * The entity container (CSDL 4.01, section 13): entity sets, singletons, action and function
 * imports, in model order. Undefined when the model has none of them, as a container must hold
 * at least one (edm.xsd, TEntityContainer).
 *
 * The container carries the service's title as Core.Description and its description as
 * Core.LongDescription (where the OASIS CSDL-to-OpenAPI mapping reads `info.title` and
 * `info.description`), Capabilities.KeyAsSegmentSupported when the service uses key segments, and
 * its security schemes in the Authorization vocabulary (`authorizationAnnotations`).
 */
export function entityContainer(model: Model, ctx: BuildContext): CsdlObject | undefined {
  if (model.entitySets.length + model.singletons.length + model.operationImports.length === 0) return undefined;
  const { service } = model;
  const result: CsdlObject = { $Kind: "EntityContainer" };
  const extra: Array<readonly [string, CsdlValue]> = [];
  if (service.description !== undefined) extra.push([TERMS.longDescription, service.description]);
  if (service.keyPathStyle === "segment") extra.push([TERMS.keyAsSegmentSupported, true]);
  extra.push(...authorizationAnnotations(service.security, ctx.names));
  putElementAnnotations(result, ctx.names, { ...(service.titleStated ? { description: service.title } : {}), annotations: service.annotations }, extra);
  const entityTypes = new Map(model.entityTypes.map((type) => [type.name, type] as const));
  const typeOf = (owner: EntitySet | Singleton): EntityType => {
    const type = entityTypes.get(owner.entityType);
    if (!type) throw new Error(`internal error: '${owner.name}' has unknown entity type '${owner.entityType}'`);
    return type;
  };
  const targets = targetRestrictionsIn(model);
  for (const set of model.entitySets) result[set.name] = entitySet(set, typeOf(set), ctx, targets);
  for (const singleton of model.singletons) result[singleton.name] = singletonMember(singleton, typeOf(singleton), ctx, targets);
  for (const element of model.operationImports) result[element.name] = operationImport(element, ctx);
  return result;
}

function entitySet(set: EntitySet, type: EntityType, ctx: BuildContext, targets: TargetRestrictions): CsdlObject {
  const result: CsdlObject = { $Collection: true, $Type: ctx.names.qualify(set.entityType) };
  if (!set.includeInServiceDocument) result.$IncludeInServiceDocument = false;
  putBindings(result, set.navigationBindings);
  const capabilities = entitySetCapabilities(set, type, ctx, targets);
  putElementAnnotations(result, ctx.names, { description: set.description, annotations: withoutMergedAnnotations(set.annotations, capabilities, ctx) }, capabilities);
  if (set.phaseChange?.description !== undefined) {
    // The phase change's own words, on its annotation (an annotation of an annotation).
    const key = `${annotationKey(ctx.names, ctx.names.qualify(PHASE_CHANGE_TERMS.navigation))}${annotationKey(ctx.names, TERMS.description)}`;
    result[key] = set.phaseChange.description;
  }
  return result;
}

function singletonMember(singleton: Singleton, type: EntityType, ctx: BuildContext, targets: TargetRestrictions): CsdlObject {
  const result: CsdlObject = { $Type: ctx.names.qualify(singleton.entityType) };
  putBindings(result, singleton.navigationBindings);
  const capabilities = singletonCapabilities(singleton, type, ctx, targets);
  putElementAnnotations(result, ctx.names, { description: singleton.description, annotations: withoutMergedAnnotations(singleton.annotations, capabilities, ctx) }, capabilities);
  return result;
}

/**
 * See `TargetRestrictions`. A relationship bound to an entity set reads as insertable unless the
 * set's InsertRestrictions say `Insertable: false` (a set without create and without a phase
 * change, whose POST is stated as insertable), and as readable unless its ReadRestrictions say
 * `Readable: false` (a set without list). One bound to a singleton (which has neither) reads as
 * both; an unbound one has no target to insert into, and nothing restricts reading it.
 */
function targetRestrictionsIn(model: Model): TargetRestrictions {
  const sets = new Map(model.entitySets.map((set) => [set.name, set] as const));
  return {
    insertable(owner, navigation) {
      const target = bindingTarget(owner, navigation);
      if (target === undefined) return false;
      const set = sets.get(target);
      return set === undefined || set.operations.includes("create") || set.phaseChange !== undefined;
    },
    readable(owner, navigation) {
      const target = bindingTarget(owner, navigation);
      const set = target === undefined ? undefined : sets.get(target);
      return set === undefined || set.operations.includes("list");
    },
  };
}

/** NavigationPropertyBinding: path -> target set or singleton of this container, by simple name (CSDL 4.01, section 13.4). */
function putBindings(target: CsdlObject, bindings: readonly NavigationBinding[]): void {
  if (bindings.length === 0) return;
  const map: CsdlObject = {};
  for (const binding of bindings) map[binding.path] = binding.target;
  target.$NavigationPropertyBinding = map;
}
