import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { loadSeedModel } from "../support/seed.js";
import { tinyModel } from "../support/tiny-model.js";

const model = loadSeedModel();
const folder = mkdtempSync(join(tmpdir(), "edmgen-openapi-ts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Uses the generated types the way a client would; the expect-error lines prove that bodies are closed.
const USAGE = (module: string) => `import type { components, operations, paths } from "./${module}.js";
type Schemas = components["schemas"];

const create: Schemas["ProductLine-create"] = { Quantity: 5, Description: null, "Activity@odata.bind": "Activity_Document(0f8fad5b-d9cb-469f-a165-70867728950e)" };
// @ts-expect-error the key is computed, not part of a create body
const withKey: Schemas["ProductLine-create"] = { ID: "0f8fad5b-d9cb-469f-a165-70867728950e" };
const phase: paths["/Activity_Event"]["post"]["requestBody"]["content"]["application/json"] = { ID: "a", PhaseID: "b" };
// @ts-expect-error the phase change requires the phase
const noPhase: Schemas["PhaseChange-body"] = { ID: "a" };
const unit: Schemas["Datastore_Unit"] = { ID: "a", Name: null, Code: "pc", LocalizedName: null, IsDefault: true };
const page: operations["Datastore_Unit.list"]["responses"]["200"]["content"]["application/json"] = { value: [unit], "@odata.count": 1 };
const activity: Schemas["ProductLine"]["Activity"] = null;
const error: Schemas["odata.error"] = { error: { code: "404", message: "Not found" } };
export const used = [create, withKey, phase, noPhase, page, activity, error];
`;

/** Writes the types openapi-typescript generates from `document` and a usage file; returns their paths. */
async function generate(name: string, document: unknown): Promise<string[]> {
  const source = astToString(await openapiTS(document as never, { silent: true }));
  writeFileSync(join(folder, `${name}.ts`), source);
  writeFileSync(join(folder, `${name}-usage.ts`), USAGE(name));
  return [join(folder, `${name}.ts`), join(folder, `${name}-usage.ts`)];
}

describe("openapi-typescript over the seed model's documents", () => {
  it("generates types from OpenAPI 3.1.0 and 3.0.3 that compile under tsc --strict", async () => {
    const files = [
      ...(await generate("openapi-31", buildOpenApi31(model))),
      ...(await generate("openapi-30", buildOpenApi30(model))),
    ];
    // One program for both documents: tsc's start-up is most of the cost.
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName.slice(folder.length + 1)}: ` : "";
      return `${where}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
    expect(diagnostics).toEqual([]);
    expect(program.getSourceFiles().filter((f) => f.fileName.startsWith(folder)).length).toBe(4);
  });
});

/** An open type's body: dynamic properties are accepted, the declared members it leaves out are not (`false` in 3.1: `never`). */
const OPEN_MODEL = `entityTypes:
  Bag:
    openType: true
    key: [ID]
    fields:
      ID: Guid
      Label: String
      Stamp: { type: DateTimeOffset, computed: true }
entitySets:
  Bags: { type: Bag }
`;

const OPEN_USAGE = (module: string, withheldIsNever: boolean) => `import type { components } from "./${module}.js";
type Schemas = components["schemas"];

const body: Schemas["Bag-create"] = { Label: "a", Colour: "red" };
${withheldIsNever ? "// @ts-expect-error the key is declared and left out of the body: not a dynamic property\n" : ""}const withKey: Schemas["Bag-create"] = { ID: "0f8fad5b-d9cb-469f-a165-70867728950e" };
${withheldIsNever ? "// @ts-expect-error a computed field neither\n" : ""}const withStamp: Schemas["Bag-create"] = { Stamp: "2024-01-31T09:30:00Z" };
export const used = [body, withKey, withStamp];
`;

describe("openapi-typescript over an open type's bodies", () => {
  it("refuses the withheld members in 3.1 (never) and compiles from 3.0 (which can only say not: {}, read as unknown)", async () => {
    const model = tinyModel(OPEN_MODEL);
    const files: string[] = [];
    for (const [name, document, never] of [
      ["open-31", buildOpenApi31(model), true],
      ["open-30", buildOpenApi30(model), false],
    ] as const) {
      const source = astToString(await openapiTS(document as never, { silent: true }));
      writeFileSync(join(folder, `${name}.ts`), source);
      writeFileSync(join(folder, `${name}-usage.ts`), OPEN_USAGE(name, never));
      files.push(join(folder, `${name}.ts`), join(folder, `${name}-usage.ts`));
      // 3.1 says `false`, which openapi-typescript makes `never`; 3.0 has no boolean schemas and says `not: {}`.
      const bag = (document.components?.schemas?.["Bag-create"] ?? {}) as { properties?: Record<string, unknown> };
      expect(bag.properties?.ID).toEqual(never ? false : { description: "No value is accepted here.", not: {} });
      if (never) expect(source).toMatch(/ID\?: never;/);
    }
    const program = ts.createProgram(files, { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [] });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
  });
});

/** Fields with a default: a PATCH body has none (its fields are optional in any case), a create body names them. */
const DEFAULTS_MODEL = `entityTypes:
  Counter:
    key: [ID]
    fields:
      ID: Guid
      Label: { type: String, nullable: false }
      Count: { type: Int32, nullable: false, default: 0 }
entitySets:
  Counters: { type: Counter, updateMethod: PATCH }
`;

const DEFAULTS_USAGE = (module: string) => `import type { components } from "./${module}.js";
type Schemas = components["schemas"];

// A PATCH body leaves a field out to keep its value: with openapi-typescript's defaults too.
const patch: Schemas["Counter-update"] = { Label: "a" };
export const used = [patch];
`;

const CREATE_USAGE = (module: string) => `import type { components } from "./${module}.js";
type Schemas = components["schemas"];

// With defaultNonNullable off (as the README advises), a field with a default is optional in a create body.
const create: Schemas["Counter-create"] = { Label: "a" };
export const used = [create];
`;

describe("openapi-typescript over fields with a default", () => {
  it("leaves PATCH bodies' fields optional, and create bodies' with defaultNonNullable off", async () => {
    const model = tinyModel(DEFAULTS_MODEL);
    const files: string[] = [];
    for (const [name, document] of [
      ["defaults-31", buildOpenApi31(model)],
      ["defaults-30", buildOpenApi30(model)],
    ] as const) {
      writeFileSync(join(folder, `${name}.ts`), astToString(await openapiTS(document as never, { silent: true })));
      writeFileSync(join(folder, `${name}-usage.ts`), DEFAULTS_USAGE(name));
      writeFileSync(join(folder, `${name}-plain.ts`), astToString(await openapiTS(document as never, { silent: true, defaultNonNullable: false })));
      writeFileSync(join(folder, `${name}-create.ts`), CREATE_USAGE(`${name}-plain`));
      files.push(...["", "-usage", "-plain", "-create"].map((suffix) => join(folder, `${name}${suffix}.ts`)));
    }
    const program = ts.createProgram(files, { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, exactOptionalPropertyTypes: true, types: [] });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.slice(folder.length + 1) ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(diagnostics).toEqual([]);
  });
});
