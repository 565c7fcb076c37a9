import type { Model } from "../../model/types.js";
import type { Emitter, OutputFile } from "../emitter.js";
import { renderIndexModule } from "./index-module.js";
import { buildValidatorPlan } from "./plan.js";
import { renderValidatorModule } from "./render-module.js";
import { RUNTIME_MODULE } from "./module-names.js";
import { renderRuntimeModule } from "./runtime-module.js";

export { buildValidatorPlan } from "./plan.js";
export type { AliasSchema, BodyOperation, ObjectSchema, EnumSchema, ValidatorModule, ValidatorPlan, ValidatorSchema } from "./plan.js";

/** Emits `validators/*.ts`: one zod module per model type, the Edm primitives and an index with `validateBody`. */
export function emitValidators(model: Model): OutputFile[] {
  const plan = buildValidatorPlan(model);
  const files: OutputFile[] = plan.modules.map((m) => ({ path: `validators/${m.module}.ts`, content: renderValidatorModule(m) }));
  files.push({ path: `validators/${RUNTIME_MODULE}.ts`, content: renderRuntimeModule() });
  files.push({ path: "validators/index.ts", content: renderIndexModule(plan) });
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The zod validators emitter (zod 4 source text, written directly: no per-node ts-morph work). */
export const validatorsEmitter: Emitter = { name: "validators", emit: emitValidators };
