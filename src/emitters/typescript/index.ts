import type { Emitter, OutputFile } from "../emitter.js";
import type { Model } from "../../model/types.js";
import { FIXED_MODULES } from "../common/file-names.js";
import { indexModule } from "./index-module.js";
import { odataModule } from "./odata-module.js";
import { operationsModule } from "./operations-module.js";
import { complexTypeModule, entityTypeModule, enumTypeModule, typeDefinitionModule } from "./type-module.js";

/** All TypeScript modules of `generated/types/`, by file name. */
export function buildTypeScriptModules(model: Model): Map<string, string> {
  const modules = new Map<string, string>();
  for (const type of model.entityTypes) modules.set(`${type.name}.ts`, entityTypeModule(model, type));
  for (const type of model.complexTypes) modules.set(`${type.name}.ts`, complexTypeModule(model, type));
  for (const type of model.enumTypes) modules.set(`${type.name}.ts`, enumTypeModule(type));
  for (const type of model.typeDefinitions) modules.set(`${type.name}.ts`, typeDefinitionModule(type));
  const operations = operationsModule(model);
  if (operations) modules.set(`${FIXED_MODULES.operations}.ts`, operations);
  modules.set(`${FIXED_MODULES.odata}.ts`, odataModule());
  modules.set(`${FIXED_MODULES.index}.ts`, indexModule(model, operations !== undefined));
  return modules;
}

/** TypeScript declarations: one module per model type, the OData envelopes, and `index.ts`. */
export const typescriptEmitter: Emitter = {
  name: "typescript",
  emit(model: Model): OutputFile[] {
    return [...buildTypeScriptModules(model)].map(([name, content]) => ({ path: `types/${name}`, content }));
  },
};
