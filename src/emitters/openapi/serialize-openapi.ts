import type { Model } from "../../model/types.js";
import type { OutputFile } from "../emitter.js";
import { openApiBuilder } from "./build-openapi.js";
import { toYaml } from "./yaml-writer.js";

/** JSON with two-space indentation and a trailing newline. */
function jsonText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The files under `generated/openapi/`. The 3.1 document is serialised (JSON and YAML) before the
 * 3.0 one is built, so that only one version's schemas are held at a time. (Splicing the text of
 * the parts both versions share, such as the paths, into both was measured slower than
 * serialising each document whole: joining tens of megabytes costs more than it saves.)
 */
export function emitOpenApiFiles(model: Model): OutputFile[] {
  const builder = openApiBuilder(model);
  let v31: object | undefined = builder.v31();
  const json31 = jsonText(v31);
  const yaml31 = toYaml(v31);
  v31 = undefined;
  const json30 = jsonText(builder.v30());
  return [
    { path: "openapi/openapi-3.0.json", content: json30 },
    { path: "openapi/openapi.json", content: json31 },
    { path: "openapi/openapi.yaml", content: yaml31 },
  ];
}
