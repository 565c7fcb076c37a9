import type { Emitter } from "./emitter.js";
import { csdlEmitter } from "./csdl/index.js";
import { docsEmitter } from "./docs/index.js";
import { jsonSchemaEmitter } from "./json-schema/index.js";
import { openApiEmitter } from "./openapi/index.js";
import { typescriptEmitter } from "./typescript/index.js";
import { validatorsEmitter } from "./validators/index.js";

/**
 * The one ordered list of emitters. Adding an output format is adding one emitter here.
 * Order only decides the order of progress messages; output paths never overlap.
 */
export const EMITTERS: readonly Emitter[] = [
  csdlEmitter,
  openApiEmitter,
  jsonSchemaEmitter,
  typescriptEmitter,
  validatorsEmitter,
  docsEmitter,
];
