import type { Model } from "../../model/types.js";
import type { OutputFile } from "../emitter.js";
import { withExactInt64Bounds } from "../common/int64-bounds.js";
import { openApiBuilder } from "./build-openapi.js";
import { toYaml } from "./yaml-writer.js";

/** JSON with two-space indentation and a trailing newline, Int64's bounds written exactly. */
function jsonText(document: unknown): string {
  return withExactInt64Bounds(JSON.stringify(document, null, 2), "\n");
}

/**
 * The files under `generated/openapi/`, one at a time: each text is handed over before the next is
 * written, and the 3.1 tree is let go before the 3.0 one is built, so that a run holds one tree
 * and one text at a time (together about the size of one document). The YAML comes first: the
 * tree is let go as soon as the JSON text is serialised, before its Int64 bounds are rewritten
 * (a copy of the text). (Splicing the text of the parts both versions share, such as the paths,
 * into both was measured slower than serialising each document whole: joining tens of megabytes
 * costs more than it saves.)
 */
export function* emitOpenApiFilesOneByOne(model: Model): Generator<OutputFile> {
  const builder = openApiBuilder(model);
  const v31: { tree?: object } = { tree: builder.v31() };
  yield { path: "openapi/openapi.yaml", content: toYaml(v31.tree) };
  yield { path: "openapi/openapi.json", content: jsonTextLettingGo(v31) };
  yield { path: "openapi/openapi-3.0.json", content: jsonText(builder.v30ForText()) };
}

/** `jsonText` of the held tree, which is let go once serialised (no local of the generator keeps the text either). */
function jsonTextLettingGo(held: { tree?: object }): string {
  const text = JSON.stringify(held.tree, null, 2);
  delete held.tree;
  return withExactInt64Bounds(text, "\n");
}
