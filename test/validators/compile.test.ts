import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typescriptEmitter } from "../../src/emitters/typescript/index.js";
import { buildValidatorPlan, validatorsEmitter } from "../../src/emitters/validators/index.js";
import type { Model } from "../../src/model/types.js";
import { fullModel, fullModel401 } from "../csdl/full-model.js";
import { loadSeedModel } from "../support/seed.js";
import { scratchFolder, STRICT_OPTIONS, typeCheck, writeFiles } from "./support.js";
import { loadTinyModel, PATCH_MODEL_YAML } from "./tiny-model.js";
import { tinyModel } from "../support/tiny-model.js";
import { derivedModel } from "../support/derived-model.js";
import { tsIdentifier } from "../../src/emitters/common/output-names.js";

/** The TypeScript type of generated/types that each validator's `z.infer` must equal. */
const TYPE_SUFFIX = {
  read: "",
  create: "Create",
  update: "Update",
  patch: "Patch",
  "create-or-derived": "CreateOrDerived",
  "update-or-derived": "UpdateOrDerived",
  "patch-or-derived": "PatchOrDerived",
  complex: "",
  "complex-body": "Body",
  "complex-body-or-derived": "BodyOrDerived",
  "complex-patch": "Patch",
  "action-body": "Body",
} as const;

/** Names of sets, singletons, relationships and fields holding a soft hyphen (a format character CSDL allows): quoted where they are keys. */
const FORMAT_CHARACTER_NAMES_YAML = `
entityTypes:
  Part:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      "Na\\u00ADme": String
    relationships:
      "Sub\\u00ADparts": { target: Part, cardinality: "1:N" }
entitySets:
  "Soft\\u00ADParts": { type: Part, createRelated: ["Sub\\u00ADparts"] }
singletons:
  "The\\u00ADPart": { type: Part, updatable: true, createRelated: ["Sub\\u00ADparts"] }
`;

/**
 * A module that fails to compile unless `z.infer` and `z.input` of every schema are identical to
 * the matching type of generated/types (both directions at once: the `Equals` idiom compares with
 * TypeScript's identity relation; the input is what tRPC and form resolvers type their callers'
 * values with), open types too: their schemas keep dynamic properties, and their types
 * have the index signature that says so.
 */
function equalityModule(model: Model): string {
  const lines = [
    `import type * as z from "zod";`,
    `import type * as T from "./types/index.js";`,
    `import type * as V from "./validators/index.js";`,
    ``,
    `type Equals<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;`,
    ``,
  ];
  for (const module of buildValidatorPlan(model).modules) {
    for (const schema of module.schemas) {
      const name = tsIdentifier(schema.type);
      const type = schema.kind === "collection" ? `T.ODataCollection<T.${name}>` : `T.${name}${schema.kind === "enum" ? "" : TYPE_SUFFIX[schema.role]}`;
      lines.push(`export const ${schema.name}Matches: Equals<z.infer<typeof V.${schema.name}>, ${type}> = true;`);
      lines.push(`export const ${schema.name}InputMatches: Equals<z.input<typeof V.${schema.name}>, ${type}> = true;`);
    }
  }
  lines.push(`export const errorMatches: Equals<z.infer<typeof V.ODataErrorSchema>, T.ODataError> = true;`);
  lines.push(`export const errorDetailMatches: Equals<z.infer<typeof V.ODataErrorDetailSchema>, T.ODataErrorDetail> = true;`);
  lines.push(`export const errorInputMatches: Equals<z.input<typeof V.ODataErrorSchema>, T.ODataError> = true;`);
  return `${lines.join("\n")}\n`;
}

/** `validateBody` narrows by set and operation, and rejects operations a set does not have. */
const SEED_USAGE = `import type * as T from "./types/index.js";
import { validateBody, type ValidatedBody } from "./validators/index.js";

type Equals<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

export const create: Equals<ValidatedBody<"ProductLine", "create">, T.ProductLineCreate> = true;
export const update: Equals<ValidatedBody<"Price", "update">, T.PriceUpdate> = true;
export const read: Equals<ValidatedBody<"Datastore_Unit", "read">, T.Datastore_Unit> = true;
export const phase: Equals<ValidatedBody<"Activity_Event", "phaseChange">, T.PhaseChangeBody> = true;

export function narrow(input: unknown): string | undefined {
  const result = validateBody("ProductLine", "create", input);
  if (!result.success) return result.issues.map((i) => \`\${i.path}: \${i.message}\`).join("\\n");
  const body: T.ProductLineCreate = result.data;
  return body.Description ?? undefined;
}

export function wrongOperations(input: unknown): void {
  // @ts-expect-error a lookup list is read-only: no create validator
  validateBody("Datastore_Unit", "create", input);
  // @ts-expect-error Activity_Event offers only the phase change
  validateBody("Activity_Event", "read", input);
  // @ts-expect-error no such entity set
  validateBody("Nope", "read", input);
}
`;

/** Singletons have their own map and helper, narrowed the same way. */
const TINY_USAGE = `import type * as T from "./types/index.js";
import { validateSingletonBody, type ValidatedSingletonBody } from "./validators/index.js";

type Equals<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

export const update: Equals<ValidatedSingletonBody<"Me", "update">, T.PersonUpdate> = true;
export const read: Equals<ValidatedSingletonBody<"Me", "read">, T.Person> = true;
export const mapped: Equals<T.Singletons["Me"]["update"], T.PersonUpdate> = true;
export const operations: Equals<T.Singletons["Board"]["operations"], "get"> = true;

export function wrongOperations(input: unknown): void {
  // @ts-expect-error Board cannot be updated
  validateSingletonBody("Board", "update", input);
  // @ts-expect-error singletons are never created
  validateSingletonBody("Me", "create", input);
}

// @ts-expect-error Board has no update body
export type NoUpdate = T.Singletons["Board"]["update"];
`;

/** A model of singletons only: empty set maps that still type-check, and the singletons' run-time operations. */
const SINGLETONS_ONLY_YAML = `entityTypes:
  Profile:
    key: [ID]
    fields: { ID: Guid, Name: String }
singletons:
  Me: { type: Profile }
  Frozen: { type: Profile, updatable: false }
`;

const SINGLETONS_ONLY_USAGE = `import * as T from "./types/index.js";
import { validateSingletonBody } from "./validators/index.js";

type Equals<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

export const me: readonly ("get" | "update")[] = T.singletonOperations.Me;
export const frozen: Equals<(typeof T.singletonOperations)["Frozen"], readonly "get"[]> = true;
export const noSets: Equals<T.EntitySetName, never> = true;
export const result = validateSingletonBody("Me", "update", {});
`;

/** Validation.Pattern and Minimum/Maximum: the chained checks keep the schemas' types. */
const VALIDATION_CONSTRAINTS_YAML = `entityTypes:
  Line:
    key: [ID]
    fields:
      ID: Guid
      Code: { type: String, maxLength: 8, annotations: { Validation.Pattern: "^[A-Z]+$" } }
      Quantity: { type: Int64, annotations: { Validation.Minimum: 1, Validation.Maximum: 10, "Validation.Maximum@Validation.Exclusive": true } }
      Price: { type: Decimal, precision: 10, scale: 2, annotations: { Validation.Minimum: 0 } }
entitySets:
  Lines: { type: Line }
`;

/** Actions have a map and helper of their own: the request body, narrowed by the action's name. */
const FULL_USAGE = `import type * as T from "./types/index.js";
import { validateActionBody, type ValidatedActionBody } from "./validators/index.js";

type Equals<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

export const restock: Equals<ValidatedActionBody<"Restock">, T.RestockBody> = true;
export const reset: Equals<ValidatedActionBody<"Reset">, T.ResetBody> = true;

export function amount(input: unknown): number | undefined {
  const result = validateActionBody("Restock", input);
  return result.success ? result.data.amount : undefined;
}

export function wrongAction(input: unknown): void {
  // @ts-expect-error functions take no body, and there is no such action
  validateActionBody("Cheapest", input);
}
`;

/**
 * Types named like TypeScript's reserved words and contextual type keywords (`keyof`, `bigint`,
 * `await` at a module's top level) or like the `Record` utility the generated modules use for open
 * and empty objects: valid OData names that get a trailing underscore in TypeScript.
 */
const RESERVED_NAMES_YAML = `
enumTypes:
  as: { members: [A, B] }
complexTypes:
  readonly:
    fields:
      Shape: { type: GeographyPoint }
entityTypes:
  Record:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Place: readonly
      Kind: as
    relationships:
      Owner: { target: keyof, cardinality: "N:1" }
  keyof:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  bigint: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
  await: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
  infer: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
  unique: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
entitySets:
  Records: { type: Record }
  Keys: { type: keyof }
  Bigs: { type: bigint, readOnly: true }
  Waits: { type: await }
  Infers: { type: infer }
  Uniques: { type: unique }
`;

/**
 * Where records may be of a derived type, a site's body is its own type's or a derived type's,
 * which must name its type; an abstract type has no create body of its own (an update of its own
 * fields is its own body, without a type name).
 */
const DERIVED_USAGE = `import type * as T from "./types/index.js";
import { validateBody, validateSingletonBody, type ValidatedBody, type ValidatedSingletonBody } from "./validators/index.js";

type Equals<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

export const people: Equals<ValidatedBody<"People", "create">, T.PersonCreateOrDerived> = true;
export const vehicles: Equals<ValidatedBody<"Vehicles", "update">, T.VehicleUpdateOrDerived> = true;
export const managers: Equals<ValidatedBody<"Managers", "create">, T.ManagerCreate> = true;
export const boss: Equals<ValidatedSingletonBody<"Boss", "update">, T.EmployeeUpdateOrDerived> = true;
export const staff: Equals<ValidatedBody<"Staff", "update">, T.PersonPatchOrDerived> = true;
export const patched: T.PersonPatchOrDerived = { "@odata.type": "#D.Manager", Budget: 2 };
export const friends: Equals<T.EntitySets["People"]["createRelated"]["Friends"], T.PersonCreateOrDerived> = true;

export const employee: T.PersonCreateOrDerived = { "@odata.type": "#Derived.Service.Employee", Name: "n", Cost: 1, Visited: [] };
// An update of the abstract Vehicle's own fields names no type; a Truck's field makes it a Truck's body, which does.
export const wheels: T.VehicleUpdateOrDerived = { Wheels: 6 };
export const load: T.VehicleUpdateOrDerived = { "@odata.type": "#D.Truck", Load: 1.5 };

// @ts-expect-error a Manager's body in a Person's place names its type
export const unnamed: T.DerivedBody<T.ManagerCreate> = { Name: "n", Budget: 1, Visited: [] };

export function narrow(input: unknown): string | undefined {
  const result = validateBody("Vehicles", "create", input);
  return result.success ? result.data["@odata.type"] : undefined;
}

export function boss2(input: unknown): boolean {
  return validateSingletonBody("Boss", "update", input).success;
}

// @ts-expect-error an abstract type's records are always of a derived type: it has no body of its own
export type NoVehicleBody = T.VehicleCreate;
`;

const PATCH_USAGE = `import type * as T from "./types/index.js";
import { type ValidatedBody } from "./validators/index.js";

type Equals<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

export const warehouses: Equals<ValidatedBody<"Warehouses", "update">, T.WarehouseUpdate> = true;
export const patched: Equals<ValidatedBody<"DepotsPatched", "update">, T.DepotPatch> = true;
export const replaced: Equals<ValidatedBody<"Depots", "update">, T.DepotUpdate> = true;
export const partial: T.WarehouseUpdate = { Address: { City: "Utrecht", Where: { Lat: 52 } } };
// @ts-expect-error a PUT replaces the complex value: its required members are required
export const whole: T.DepotUpdate = { Address: { City: "Utrecht" } };
// @ts-expect-error a collection is replaced whole, its items as in any body
export const lines: T.WarehouseUpdate = { History: [{ City: "Utrecht" }] };
`;

const MODELS = [
  ["seed", loadSeedModel, SEED_USAGE],
  ["patch", () => tinyModel(PATCH_MODEL_YAML), PATCH_USAGE],
  ["tiny", loadTinyModel, TINY_USAGE],
  ["full", fullModel, FULL_USAGE],
  // 4.01: bodies also take links as entity references.
  ["full-401", fullModel401, ""],
  ["reserved", () => tinyModel(RESERVED_NAMES_YAML), ""],
  ["format-characters", () => tinyModel(FORMAT_CHARACTER_NAMES_YAML), ""],
  ["derived", () => derivedModel(), DERIVED_USAGE],
  ["derived-401", () => derivedModel("4.01"), ""],
  ["singletons-only", () => tinyModel(SINGLETONS_ONLY_YAML), SINGLETONS_ONLY_USAGE],
  ["validation-constraints", () => tinyModel(VALIDATION_CONSTRAINTS_YAML), ""],
] as const;

// One program for both models (each in a folder of its own): zod's declarations are read once.
describe("the generated validators", () => {
  let scratch: ReturnType<typeof scratchFolder>;
  let diagnostics: string[];

  beforeAll(() => {
    scratch = scratchFolder("validators-tsc");
    const roots: string[] = [];
    for (const [folder, load, usage] of MODELS) {
      const model = load();
      const files = [
        ...validatorsEmitter.emit(model),
        ...typescriptEmitter.emit(model),
        { path: "equality.ts", content: equalityModule(model) },
        ...(usage ? [{ path: "usage.ts", content: usage }] : []),
      ];
      writeFiles(join(scratch.dir, folder), files);
      roots.push(...["validators/index.ts", "equality.ts", ...(usage ? ["usage.ts"] : [])].map((f) => join(scratch.dir, folder, f)));
    }
    diagnostics = typeCheck(scratch.dir, roots);
  });
  afterAll(() => scratch?.remove());

  it("compile under tsc --strict (with noUnusedLocals, noUncheckedIndexedAccess, NodeNext) and infer exactly the types of generated/types", () => {
    expect(diagnostics).toEqual([]);
  });

  it("compile with the ES2020 library of a bundler project (Vite's template), which has no Object.hasOwn", () => {
    const vite: ts.CompilerOptions = {
      ...STRICT_OPTIONS,
      target: ts.ScriptTarget.ES2020,
      lib: ["lib.es2020.d.ts", "lib.dom.d.ts"],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    };
    // The 4.01 model's bodies use every runtime check (links and type names under two names).
    const roots = ["validators/index.ts", "types/index.ts"].map((f) => join(scratch.dir, "full-401", f));
    expect(typeCheck(scratch.dir, roots, vite)).toEqual([]);
  });
});
