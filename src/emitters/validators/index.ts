import type { Model } from "../../model/types.js";
import { oneByOneEmitter, type Emitter, type OutputFile } from "../emitter.js";
import { renderIndexModule } from "./index-module.js";
import { buildValidatorPlan } from "./plan.js";
import { renderValidatorModule } from "./render-module.js";
import { RUNTIME_MODULE } from "./module-names.js";
import { renderRuntimeModule } from "./runtime-module.js";

export { buildValidatorPlan } from "./plan.js";
export type { AliasSchema, BodyOperation, ObjectSchema, EnumSchema, ValidatorModule, ValidatorPlan, ValidatorSchema } from "./plan.js";

/** Emits `validators/*.ts` in path order, one at a time: one zod module per model type, the Edm primitives and an index with `validateBody`. */
export function* emitValidatorsOneByOne(model: Model): Generator<OutputFile> {
  const plan = buildValidatorPlan(model);
  const files: [string, () => string][] = plan.modules.map((m) => [`validators/${m.module}.ts`, () => renderValidatorModule(m)]);
  files.push([`validators/${RUNTIME_MODULE}.ts`, renderRuntimeModule]);
  files.push(["validators/index.ts", () => renderIndexModule(plan)]);
  files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [path, render] of files) yield { path, content: render() };
}

/** All of `validators/*.ts`, sorted by path. */
export function emitValidators(model: Model): OutputFile[] {
  return [...emitValidatorsOneByOne(model)];
}

/** The zod validators emitter (zod 4 source text, written directly: no per-node ts-morph work). */
export const validatorsEmitter: Emitter = oneByOneEmitter("validators", emitValidatorsOneByOne);
