import { oneByOneEmitter, type Emitter, type OutputFile } from "../emitter.js";
import type { Model } from "../../model/types.js";
import { FIXED_MODULES, fileStems } from "../common/file-stems.js";
import { indexModule } from "./index-module.js";
import { odataModule } from "./odata-module.js";
import { operationsModule } from "./operations-module.js";
import { complexTypeModule, entityTypeModule, enumTypeModule, typeDefinitionModule } from "./type-module.js";

/** All TypeScript modules of `generated/types/` as `[file name, text]`, one at a time. */
function* typeScriptModules(model: Model): Generator<[string, string]> {
  const stemOf = fileStems(model).module;
  for (const type of model.entityTypes) yield [`${stemOf(type.name)}.ts`, entityTypeModule(model, type)];
  for (const type of model.complexTypes) yield [`${stemOf(type.name)}.ts`, complexTypeModule(model, type)];
  for (const type of model.enumTypes) yield [`${stemOf(type.name)}.ts`, enumTypeModule(type)];
  for (const type of model.typeDefinitions) yield [`${stemOf(type.name)}.ts`, typeDefinitionModule(type)];
  const operations = operationsModule(model);
  if (operations) yield [`${FIXED_MODULES.operations}.ts`, operations];
  yield [`${FIXED_MODULES.odata}.ts`, odataModule(model)];
  yield [`${FIXED_MODULES.index}.ts`, indexModule(model, operations !== undefined)];
}

/** All TypeScript modules of `generated/types/`, by file name. */
export function buildTypeScriptModules(model: Model): Map<string, string> {
  return new Map(typeScriptModules(model));
}

/** TypeScript declarations: one module per model type, the OData envelopes, and `index.ts`. */
export const typescriptEmitter: Emitter = oneByOneEmitter("typescript", function* (model: Model): Generator<OutputFile> {
  for (const [name, content] of typeScriptModules(model)) yield { path: `types/${name}`, content };
});
