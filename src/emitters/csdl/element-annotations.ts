import type { Annotations } from "../../model/types.js";
import { annotationKey, putModelAnnotations } from "./annotation-values.js";
import type { CsdlNames } from "./names.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/** Qualified names of the standard terms the emitter writes itself. */
export const TERMS = {
  description: "Org.OData.Core.V1.Description",
  longDescription: "Org.OData.Core.V1.LongDescription",
  computed: "Org.OData.Core.V1.Computed",
  immutable: "Org.OData.Core.V1.Immutable",
  schemaVersion: "Org.OData.Core.V1.SchemaVersion",
  insertRestrictions: "Org.OData.Capabilities.V1.InsertRestrictions",
  updateRestrictions: "Org.OData.Capabilities.V1.UpdateRestrictions",
  deleteRestrictions: "Org.OData.Capabilities.V1.DeleteRestrictions",
  readRestrictions: "Org.OData.Capabilities.V1.ReadRestrictions",
  filterRestrictions: "Org.OData.Capabilities.V1.FilterRestrictions",
  navigationRestrictions: "Org.OData.Capabilities.V1.NavigationRestrictions",
  indexableByKey: "Org.OData.Capabilities.V1.IndexableByKey",
  keyAsSegmentSupported: "Org.OData.Capabilities.V1.KeyAsSegmentSupported",
  httpMethod: "Org.OData.Capabilities.V1.HttpMethod",
} as const;

/** Sets an annotation (by qualified term) on a tree object. */
export function putAnnotation(target: CsdlObject, names: CsdlNames, term: string, value: CsdlValue): void {
  target[annotationKey(names, term)] = value;
}

/**
 * The annotations every described model element carries: `Core.Description` from its description,
 * then any `extra` annotations the emitter derives (in the order given), then the model's own
 * passthrough annotations, which win over derived ones of the same term.
 */
export function putElementAnnotations(
  target: CsdlObject,
  names: CsdlNames,
  element: { readonly description?: string | undefined; readonly annotations?: Annotations },
  extra: ReadonlyArray<readonly [term: string, value: CsdlValue]> = [],
): void {
  if (element.description !== undefined) putAnnotation(target, names, TERMS.description, element.description);
  for (const [term, value] of extra) putAnnotation(target, names, term, value);
  if (element.annotations) putModelAnnotations(target, element.annotations, names);
}
