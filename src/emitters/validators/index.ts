import type { Model } from "../../model/types.js";
import { FIXED_MODULES, fileStems } from "../common/file-stems.js";
import { oneByOneEmitter, type Emitter, type OutputFile } from "../emitter.js";
import { renderIndexModule } from "./index-module.js";
import { buildValidatorPlan } from "./plan.js";
import { renderValidatorModule } from "./render-module.js";
import { RUNTIME_MODULE } from "./module-names.js";
import { renderRuntimeModule } from "./runtime-module.js";
import { renderODataModule } from "./odata-module.js";

export { buildValidatorPlan } from "./plan.js";
export type { AliasSchema, BodyOperation, ObjectSchema, EnumSchema, ValidatorModule, ValidatorPlan, ValidatorSchema } from "./plan.js";

/** Emits `validators/*.ts` one at a time: one zod module per model type, the Edm primitives, the OData error body and an index with `validateBody`. */
export function* emitValidatorsOneByOne(model: Model): Generator<OutputFile> {
  const plan = buildValidatorPlan(model);
  // The modules are named as the type modules of `types/` are (`fileStems`).
  const stemOf = fileStems(model).module;
  for (const module of plan.modules) yield { path: `validators/${stemOf(module.module)}.ts`, content: renderValidatorModule(module, stemOf) };
  yield { path: `validators/${RUNTIME_MODULE}.ts`, content: renderRuntimeModule() };
  yield { path: `validators/${FIXED_MODULES.odata}.ts`, content: renderODataModule() };
  yield { path: `validators/${FIXED_MODULES.index}.ts`, content: renderIndexModule(plan, stemOf) };
}

/** The zod validators emitter (zod 4 source text, written directly: no per-node ts-morph work). */
export const validatorsEmitter: Emitter = oneByOneEmitter("validators", emitValidatorsOneByOne);
