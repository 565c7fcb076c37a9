import type { Emitter } from "../emitter.js";
import type { Model } from "../../model/types.js";
import { buildCsdlTree } from "./build-document.js";
import { lowerToJson } from "./lower-json.js";
import type { CsdlObject } from "./tree.js";
import { renderCsdlXml } from "./xml-document.js";

/**
 * The service's metadata document, `GET {base}/$metadata`, as CSDL XML (`csdl/metadata.xml`) and
 * CSDL JSON (`csdl/metadata.json`). Both are serialisations of one tree (`buildCsdlTree`), so
 * they say the same thing.
 */

export { buildCsdlTree } from "./build-document.js";
export { renderCsdlXml } from "./xml-document.js";
export type { CsdlObject, CsdlValue } from "./tree.js";
export { ALLOWED_FILTER_FORMS_TERM } from "./capabilities.js";
export { VOCABULARIES, type Vocabulary } from "./vocabularies.js";

/** The CSDL JSON document of a model (OData CSDL JSON 4.01), as an object. */
export function buildCsdlJson(model: Model): CsdlObject {
  return lowerToJson(buildCsdlTree(model));
}

/** CSDL JSON text: two-space indentation, trailing newline. */
export function renderCsdlJson(json: CsdlObject): string {
  return `${JSON.stringify(json, null, 2)}\n`;
}

// Both emitters run on the same model in one generation: build its tree once. The model is
// immutable and the serialisers do not change the tree, so reusing it is safe.
const trees = new WeakMap<Model, CsdlObject>();
function treeOf(model: Model): CsdlObject {
  let tree = trees.get(model);
  if (!tree) {
    tree = buildCsdlTree(model);
    trees.set(model, tree);
  }
  return tree;
}

/** Emits `csdl/metadata.xml`. */
export const csdlXmlEmitter: Emitter = {
  name: "csdl-xml",
  emit: (model) => [{ path: "csdl/metadata.xml", content: renderCsdlXml(treeOf(model)) }],
};

/** Emits `csdl/metadata.json`. */
export const csdlJsonEmitter: Emitter = {
  name: "csdl-json",
  emit: (model) => [{ path: "csdl/metadata.json", content: renderCsdlJson(lowerToJson(treeOf(model))) }],
};
