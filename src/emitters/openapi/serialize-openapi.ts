import type { Model } from "../../model/types.js";
import type { OutputFile } from "../emitter.js";
import { buildOpenApiDocuments } from "./build-openapi.js";
import { toYaml } from "./yaml-writer.js";

/** JSON with two-space indentation and a trailing newline. */
function jsonText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The files under `generated/openapi/`. */
export function emitOpenApiFiles(model: Model): OutputFile[] {
  const { v31, v30 } = buildOpenApiDocuments(model);
  return [
    { path: "openapi/openapi-3.0.json", content: jsonText(v30) },
    { path: "openapi/openapi.json", content: jsonText(v31) },
    { path: "openapi/openapi.yaml", content: toYaml(v31) },
  ];
}
