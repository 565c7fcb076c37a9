import { oneByOneEmitter, type Emitter, type OutputFile } from "../emitter.js";
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

/**
 * The registered emitter: one tree, serialised as CSDL JSON and then as CSDL XML, each file handed
 * over before the next is written; the tree is let go when both are (on a large model it is tens
 * of megabytes, which a cache kept for the rest of the run).
 */
export const csdlEmitter: Emitter = oneByOneEmitter("csdl", function* (model: Model): Generator<OutputFile> {
  const tree = buildCsdlTree(model);
  yield { path: "csdl/metadata.json", content: renderCsdlJson(lowerToJson(tree)) };
  yield { path: "csdl/metadata.xml", content: renderCsdlXml(tree) };
});

/** `csdl/metadata.xml` alone. */
export const csdlXmlEmitter: Emitter = oneByOneEmitter("csdl-xml", (model) => [{ path: "csdl/metadata.xml", content: renderCsdlXml(buildCsdlTree(model)) }]);

/** `csdl/metadata.json` alone. */
export const csdlJsonEmitter: Emitter = oneByOneEmitter("csdl-json", (model) => [{ path: "csdl/metadata.json", content: renderCsdlJson(buildCsdlJson(model)) }]);
