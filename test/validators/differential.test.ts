import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNOTATION_FORMATS, buildJsonSchemaDocuments, buildSchemaSet, schemaUri } from "../../src/emitters/json-schema/index.js";
import {
  DATE_PATTERN,
  DATE_TIME_OFFSET_PATTERN,
  DURATION_PATTERN,
  GUID_PATTERN,
  TIME_OF_DAY_PATTERN,
} from "../../src/emitters/common/patterns.js";
import { buildValidatorPlan, validatorsEmitter } from "../../src/emitters/validators/index.js";
import type { Model } from "../../src/model/types.js";
import { fullModel, fullModel401 } from "../csdl/full-model.js";
import { loadSeedModel } from "../support/seed.js";
import { derivedModel } from "../support/derived-model.js";
import { PayloadOracle, type Shape } from "./payloads.js";
import { importGenerated, schemaOf, type GeneratedValidators, type SafeParser } from "./support.js";
import { loadTinyModel, PATCH_MODEL_YAML } from "./tiny-model.js";
import { tinyModel } from "../support/tiny-model.js";

/**
 * Differential tests: every payload goes through ajv (Ajv2020 with the JSON Schema files, formats
 * annotation-only) and through the generated zod validators (compiled and imported); the two
 * verdicts must agree on every payload, and on the hand-made cases also equal the expected one.
 */

/** A JSON Schema and the zod schema that must accept exactly the same payloads. */
interface Pair {
  readonly label: string;
  readonly type: string;
  readonly shape: Shape | "enum" | "collection" | "error";
  readonly ajv: ValidateFunction;
  readonly zod: SafeParser;
}

const ZOD_NAME: Record<Pair["shape"], (type: string) => string> = {
  read: (t) => `${t}Schema`,
  create: (t) => `${t}CreateSchema`,
  update: (t) => `${t}UpdateSchema`,
  complex: (t) => `${t}Schema`,
  "complex-body": (t) => `${t}BodySchema`,
  "action-body": (t) => `${t}BodySchema`,
  patch: (t) => `${t}PatchSchema`,
  "create-or-derived": (t) => `${t}CreateOrDerivedSchema`,
  "update-or-derived": (t) => `${t}UpdateOrDerivedSchema`,
  "patch-or-derived": (t) => `${t}PatchOrDerivedSchema`,
  "complex-body-or-derived": (t) => `${t}BodyOrDerivedSchema`,
  "complex-patch": (t) => `${t}PatchSchema`,
  enum: (t) => `${t}Schema`,
  collection: (t) => `${t}CollectionSchema`,
  error: () => "ODataErrorSchema",
};

/** Shapes the payload oracle builds cases and records for (the envelopes get cases of their own below). */
const ORACLE_SHAPES = (shape: Pair["shape"]): shape is Shape => shape !== "enum" && shape !== "collection" && shape !== "error";

/** Pairs every JSON Schema with its validator. */
function pairs(model: Model, index: GeneratedValidators): Pair[] {
  const ajv = new Ajv2020({ strict: true, allErrors: false });
  for (const format of ANNOTATION_FORMATS) ajv.addFormat(format, true);
  for (const document of buildJsonSchemaDocuments(model).values()) ajv.addSchema(document);
  const result: Pair[] = [];
  for (const named of buildSchemaSet(model).schemas) {
    // An action's body schema is named after the action, the error body after itself; the others carry their type's name.
    const type = named.kind === "action-body" || named.kind === "error" ? named.name : named.typeName;
    if (type === undefined) continue;
    const validate = ajv.getSchema(schemaUri(model, named.name));
    if (!validate) throw new Error(`ajv has no schema ${named.name}`);
    const shape = named.kind as Pair["shape"];
    result.push({ label: named.name, type, shape, ajv: validate, zod: schemaOf(index, ZOD_NAME[shape](type)) });
  }
  return result;
}

/** Both verdicts on one payload. */
function verdicts(pair: Pair, value: unknown): { ajv: boolean; zod: boolean } {
  return { ajv: pair.ajv(value) === true, zod: pair.zod.safeParse(value).success };
}

// Strings near the patterns' edges: valid ones generated from the patterns, and mutations of them.
const PATTERNS = [GUID_PATTERN, DATE_TIME_OFFSET_PATTERN, DATE_PATTERN, TIME_OF_DAY_PATTERN, DURATION_PATTERN];
const patternString = fc.oneof(...PATTERNS.map((p) => fc.stringMatching(new RegExp(p))));
const nearPattern = fc
  .tuple(patternString, fc.nat(), fc.string({ maxLength: 2, unit: "binary" }))
  .map(([s, at, insert]) => s.slice(0, at % (s.length + 1)) + insert + s.slice((at % (s.length + 1)) + 1));
const numbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(255, 256, -128, -129, 32767, 32768, 2147483647, 2147483648, 2 ** 53, 2 ** 60, 2 ** 63, 2 ** 64, 0.5, -0),
);
const strings = fc.oneof(fc.string({ maxLength: 12, unit: "binary" }), fc.string({ maxLength: 12, unit: "grapheme" }), patternString, nearPattern);
/** Any JSON value, weighted towards the values validators disagree on. */
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), numbers, strings, fc.constant(null), fc.array(strings, { maxLength: 2 }));

const MODELS = [
  ["seed", loadSeedModel],
  ["tiny", loadTinyModel],
  ["full type-system", fullModel],
  ["full type-system (4.01)", fullModel401],
  ["derived types", () => derivedModel()],
  ["derived types (4.01)", () => derivedModel("4.01")],
  ["PATCH of complex values", () => tinyModel(PATCH_MODEL_YAML)],
] as const;

describe.each(MODELS)("ajv and zod agree on the %s model", (_name, load) => {
  const model = load();
  const oracle = new PayloadOracle(model);
  let generated: { index: GeneratedValidators; remove: () => void };
  let all: Pair[];

  beforeAll(async () => {
    generated = await importGenerated("validators-diff", validatorsEmitter.emit(model));
    all = pairs(model, generated.index);
  });
  afterAll(() => generated?.remove());

  it("pairs every generated validator with a JSON Schema", () => {
    // The error body's validator is the fixed module odata.ts, not one of the model's.
    const validators = [...buildValidatorPlan(model).modules.flatMap((m) => m.schemas.map((s) => s.name)), "ODataErrorSchema"].sort();
    expect(all.map((p) => ZOD_NAME[p.shape](p.type)).sort()).toEqual(validators);
  });

  it("gives the expected verdict on every hand-made case, in both validators", () => {
    const wrong: string[] = [];
    let count = 0;
    for (const pair of all) {
      if (!ORACLE_SHAPES(pair.shape)) continue;
      for (const c of oracle.cases(pair.type, pair.shape)) {
        count++;
        const got = verdicts(pair, c.value);
        if (got.ajv !== c.valid || got.zod !== c.valid) wrong.push(`${pair.label}: ${c.label}: want ${c.valid}, ajv ${got.ajv}, zod ${got.zod}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(all.length * 5);
  });

  it("give the expected verdict on collection envelopes and error bodies, in both validators", () => {
    const wrong: string[] = [];
    const check = (pair: Pair, label: string, value: unknown, valid: boolean) => {
      const got = verdicts(pair, value);
      if (got.ajv !== valid || got.zod !== valid) wrong.push(`${pair.label}: ${label}: want ${valid}, ajv ${got.ajv}, zod ${got.zod}`);
    };
    const collections = all.filter((p) => p.shape === "collection");
    expect(collections.length).toBe(model.entityTypes.length);
    for (const pair of collections) {
      check(pair, "empty page", { value: [] }, true);
      check(pair, "control information", { "@odata.context": "$metadata#X", "@odata.count": 0, "@odata.nextLink": "X?$skiptoken=2", value: [] }, true);
      check(pair, "other annotations", { "@odata.deltaLink": "X?$deltatoken=1", value: [] }, true);
      check(pair, "no value", { "@odata.count": 1 }, false);
      check(pair, "a record that is no object", { value: [1] }, false);
      check(pair, "negative count", { "@odata.count": -1, value: [] }, false);
      check(pair, "fractional count", { "@odata.count": 1.5, value: [] }, false);
      check(pair, "count beyond the safe integers", { "@odata.count": 2 ** 60, value: [] }, true);
      check(pair, "nextLink null", { "@odata.nextLink": null, value: [] }, false);
      // OData JSON Format 4.01, section 4.5: a 4.01 response may leave out the `odata.` prefix; a
      // 4.0 one may not, where `@count` is an annotation like any other.
      const v401 = model.service.odataVersion !== "4.0";
      check(pair, "control information without the odata. prefix", { "@context": "$metadata#X", "@count": 3, "@nextLink": "X?$skiptoken=2", value: [] }, true);
      check(pair, "@count a string", { "@count": "3", value: [] }, !v401);
      check(pair, "@nextLink a number", { "@nextLink": 5, value: [] }, !v401);
      if (v401) expect(pair.zod.safeParse({ "@nextLink": "X?$skiptoken=2", "@count": 10, value: [] }).data).toEqual({ "@nextLink": "X?$skiptoken=2", "@count": 10, value: [] });
    }
    const error = all.find((p) => p.shape === "error")!;
    const base = { code: "400", message: "Bad request" };
    check(error, "code and message", { error: base }, true);
    check(error, "everything", { error: { ...base, target: null, details: [{ ...base, target: "Price" }], innererror: { trace: [] } } }, true);
    check(error, "other members", { error: { ...base, "@Core.Messages": [] }, "@odata.context": "x" }, true);
    check(error, "no message", { error: { code: "400" } }, false);
    check(error, "no error", base, false);
    check(error, "a detail without code", { error: { ...base, details: [{ message: "m" }] } }, false);
    check(error, "innererror a string", { error: { ...base, innererror: "trace" } }, false);
    check(error, "innererror an array", { error: { ...base, innererror: [] } }, false);
    check(error, "target a number", { error: { ...base, target: 1 } }, false);
    expect(wrong).toEqual([]);
  });

  it("agree on arbitrary JSON values", () => {
    for (const pair of all) {
      fc.assert(
        fc.property(anyValue, (value) => {
          const got = verdicts(pair, value);
          expect({ schema: pair.label, value, ajv: got.ajv }).toEqual({ schema: pair.label, value, ajv: got.zod });
        }),
        { numRuns: 60, seed: 42 },
      );
    }
  });

  it("agree on valid records with one member changed, removed or added", () => {
    for (const pair of all) {
      if (!ORACLE_SHAPES(pair.shape)) continue;
      const record = oracle.record(pair.type, pair.shape);
      const names = Object.keys(record);
      const mutation = fc.tuple(fc.nat(), fc.constantFrom("change", "remove", "add"), anyValue, fc.string({ maxLength: 6 }));
      fc.assert(
        fc.property(mutation, ([at, kind, value, key]) => {
          const name = names.length > 0 ? names[at % names.length]! : "Bogus";
          const mutated: Record<string, unknown> = { ...record };
          if (kind === "remove") delete mutated[name];
          else if (kind === "change") mutated[name] = value;
          else mutated[key] = value;
          const got = verdicts(pair, mutated);
          expect({ schema: pair.label, mutated, ajv: got.ajv }).toEqual({ schema: pair.label, mutated, ajv: got.zod });
        }),
        { numRuns: 150, seed: 7 },
      );
    }
  });
});
