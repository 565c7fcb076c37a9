import { membersThroughComplexFields, navigationsThroughComplexFields, type ComplexMember, type ComplexNavigation } from "../../model/complex-navigations.js";
import type { ComplexType, Model, StructuredType } from "../../model/types.js";

export { MAX_COMPLEX_DEPTH, type ComplexMember, type ComplexNavigation } from "../../model/complex-navigations.js";

const complexTypesByModel = new WeakMap<Model, ReadonlyMap<string, ComplexType>>();

/** `navigationsThroughComplexFields` of a type of the model (its complex types indexed once per model). */
export function complexNavigations(model: Model, type: StructuredType): ComplexNavigation[] {
  return navigationsThroughComplexFields(complexTypesOf(model), type);
}

/** `membersThroughComplexFields` of a type of the model. */
export function complexMembers(model: Model, type: StructuredType, collections = false): ComplexMember[] {
  return membersThroughComplexFields(complexTypesOf(model), type, collections);
}

function complexTypesOf(model: Model): ReadonlyMap<string, ComplexType> {
  let complexTypes = complexTypesByModel.get(model);
  if (!complexTypes) complexTypesByModel.set(model, (complexTypes = new Map(model.complexTypes.map((t) => [t.name, t] as const))));
  return complexTypes;
}
