import SwaggerParser from "@apidevtools/swagger-parser";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { buildJsonSchemaDocuments } from "../../src/emitters/json-schema/index.js";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { buildTypeScriptModules } from "../../src/emitters/typescript/index.js";
import { derivedModel } from "../support/derived-model.js";
import { tinyModel } from "../support/tiny-model.js";
import { compileStrict } from "../support/compile-typescript.js";
import { LICENCE_WARNING, redoclyProblems } from "../support/redocly.js";

/**
 * Where a set, a singleton, a relationship or a complex field may hold records or values of a
 * derived type, the body a request sends there is its own type's or a derived type's, which names
 * its type (OData JSON Format 4.01, section 4.5.3): the `-createOrDerived`, `-updateOrDerived` and
 * `-bodyOrDerived` schemas, one source for OpenAPI and the JSON Schema files.
 */
describe("bodies of derived types in OpenAPI and JSON Schema", () => {
  const model = derivedModel();
  const v31 = buildOpenApi31(model);
  const v30 = buildOpenApi30(model);
  const schemas = v31.components!.schemas! as Record<string, Record<string, unknown>>;
  const ref = (name: string) => `#/components/schemas/${name}`;
  const named = (name: string) => ({ type: "object", properties: { "@odata.type": {} }, required: ["@odata.type"], allOf: [{ $ref: ref(name) }] });
  const requestSchema = (document: typeof v31, path: string, method: "post" | "put" | "patch") =>
    (document.paths![path]![method]!.requestBody as { content: Record<string, { schema: unknown }> }).content["application/json"]!.schema;

  it("offer the type's own body or each derived type's, which must name its type", () => {
    expect(schemas["Person-createOrDerived"]).toEqual({
      description: expect.stringContaining("Request body that creates a Person record or a record of a type derived from it (Employee, Manager)"),
      anyOf: [{ $ref: ref("Person-create") }, named("Employee-create"), named("Manager-create")],
    });
    expect(schemas["Location-bodyOrDerived"]).toEqual({
      description: expect.stringContaining("A Location value or a value of a type derived from it (AirportLocation, EventLocation)"),
      anyOf: [{ $ref: ref("Location-body") }, named("AirportLocation-body"), named("EventLocation-body")],
    });
  });

  it("make an update union of the bodies of the sites' method: PUT bodies for People, PATCH bodies for Boss", () => {
    expect(schemas["Person-updateOrDerived"]!.anyOf).toEqual([{ $ref: ref("Person-update") }, named("Employee-update"), named("Manager-update")]);
    // Employee and Manager are replaced with PUT in People, updated with PATCH as the Boss: a PATCH body each.
    expect(schemas["Employee-updateOrDerived"]!.anyOf).toEqual([{ $ref: ref("Employee-patch") }, named("Manager-patch")]);
    expect((schemas["Employee-patch"] as { required?: string[] }).required).toBeUndefined();
    expect((schemas["Manager-update"] as { $ref?: string }).$ref).toBe(ref("Manager-create"));
    // Staff updates Person records with PATCH where People replaces them with PUT: a PATCH union too.
    expect(requestSchema(v31, "/Staff({ID})", "patch")).toEqual({ $ref: ref("Person-patchOrDerived") });
    expect(schemas["Person-patchOrDerived"]!.anyOf).toEqual([{ $ref: ref("Person-patch") }, named("Employee-patch"), named("Manager-patch")]);
    expect(schemas["Person-patchOrDerived"]!.description).toContain("with PATCH (only the fields sent change)");
  });

  it("give an abstract type no create body of its own, and one derived option as that option", () => {
    expect(schemas["Vehicle-create"]).toBeUndefined();
    expect(schemas["Vehicle-createOrDerived"]!.anyOf).toEqual([named("Car-create"), named("Truck-create")]);
    // An update of the abstract type's own fields needs no type name: the record keeps its type.
    expect(schemas["Vehicle-updateOrDerived"]!.anyOf).toEqual([{ $ref: ref("Vehicle-update") }, named("Car-update"), named("Truck-update")]);
    expect(schemas["Vehicle-updateOrDerived"]!.description).toContain("a body of Vehicle's own fields alone needs no type name");
    expect(schemas["Car-create"]).toBeDefined();
    expect(schemas["Truck-update"]).toBeDefined();
  });

  it("give a keyless abstract type's set no update bodies: none of its records is addressed by key", () => {
    const keyless = tinyModel(`entityTypes:
  Animal:
    abstract: true
    fields:
      Name: String
  Dog:
    base: Animal
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Animals: { type: Animal }
`);
    const components = buildOpenApi31(keyless).components!.schemas!;
    expect(Object.keys(components).filter((name) => name.includes("update") || name.includes("Update"))).toEqual([]);
    expect(Object.keys(components)).toContain("Animal-createOrDerived");
    const animal = buildTypeScriptModules(keyless).get("Animal.ts")!;
    expect(animal).not.toContain("AnimalUpdate");
    expect(animal).toContain("export type AnimalCreateOrDerived = ");
  });

  it("are what the sets, the singleton, the relationship, the complex fields and the action take", () => {
    expect(requestSchema(v31, "/People", "post")).toEqual({ $ref: ref("Person-createOrDerived") });
    expect(requestSchema(v31, "/People({ID})", "put")).toEqual({ $ref: ref("Person-updateOrDerived") });
    expect(requestSchema(v31, "/People({ID})/Friends", "post")).toEqual({ $ref: ref("Person-createOrDerived") });
    expect(requestSchema(v31, "/Vehicles", "post")).toEqual({ $ref: ref("Vehicle-createOrDerived") });
    expect(requestSchema(v31, "/Vehicles({ID})", "patch")).toEqual({ $ref: ref("Vehicle-updateOrDerived") });
    expect(requestSchema(v31, "/Boss", "patch")).toEqual({ $ref: ref("Employee-updateOrDerived") });
    // A set of the derived type itself takes that type's own body (Manager has no derived types).
    expect(requestSchema(v31, "/Managers", "post")).toEqual({ $ref: ref("Manager-create") });
    const person = schemas["Person-create"] as { properties: Record<string, unknown> };
    expect(person.properties.Home).toEqual({ anyOf: [{ $ref: ref("Location-bodyOrDerived") }, { type: "null" }] });
    expect(person.properties.Visited).toEqual({ type: "array", items: { $ref: ref("Location-bodyOrDerived") } });
    const relocate = requestSchema(v31, "/People({ID})/D.Relocate", "post") as { properties: Record<string, unknown> };
    expect(relocate.properties.to).toEqual({ $ref: ref("Location-bodyOrDerived") });
  });

  it("are written alike in 3.0, and the JSON Schema files refer to each other's files", () => {
    const v30Schemas = v30.components!.schemas! as Record<string, { anyOf?: unknown[] }>;
    expect(v30Schemas["Person-createOrDerived"]!.anyOf).toEqual(schemas["Person-createOrDerived"]!.anyOf);
    const person = buildJsonSchemaDocuments(model).get("Person.json")! as { $defs: Record<string, { anyOf: unknown[] }> };
    const file = (target: string) => ({ type: "object", properties: { "@odata.type": {} }, required: ["@odata.type"], allOf: [{ $ref: target }] });
    expect(person.$defs.createOrDerived!.anyOf).toEqual([{ $ref: "Person.json#/$defs/create" }, file("Employee.json#/$defs/create"), file("Manager.json#/$defs/create")]);
  });

  it("let a 4.01 body name its type by @odata.type or @type", () => {
    const option = (buildOpenApi31(derivedModel("4.01")).components!.schemas!["Person-createOrDerived"] as { anyOf: unknown[] }).anyOf[1];
    expect(option).toEqual({
      type: "object",
      allOf: [{ $ref: ref("Employee-create") }],
      anyOf: [
        { properties: { "@odata.type": {} }, required: ["@odata.type"] },
        { properties: { "@type": {} }, required: ["@type"] },
      ],
    });
  });

  it("validate with swagger-parser and lint with only the licence warning, in both versions and both OData versions", async () => {
    for (const document of [v31, v30, buildOpenApi31(derivedModel("4.01")), buildOpenApi30(derivedModel("4.01"))]) {
      await SwaggerParser.validate(structuredClone(document) as never);
      expect(await redoclyProblems(document)).toEqual([LICENCE_WARNING]);
    }
  });
});

describe("openapi-typescript over the documents of derived types", () => {
  // A client posts a derived type's body where the base type's is expected; unnamed, it is not one.
  const usage = (module: string) => `import type { components } from "./${module}.js";
type Schemas = components["schemas"];

export const employee: Schemas["Person-createOrDerived"] = { "@odata.type": "#Derived.Service.Employee", Name: "n", Cost: 1, Visited: [] };
export const car: Schemas["Vehicle-createOrDerived"] = { "@odata.type": "#Derived.Service.Car", Seats: 2 };
// @ts-expect-error a car's body names its type
export const unnamed: Schemas["Vehicle-createOrDerived"] = { Seats: 2 };
`;

  it("generates types that compile under tsc --strict", async () => {
    const files = new Map<string, string>();
    for (const [name, document] of [["derived-31", buildOpenApi31(derivedModel())], ["derived-30", buildOpenApi30(derivedModel())]] as const) {
      files.set(`${name}.ts`, astToString(await openapiTS(document as never, { silent: true })));
      files.set(`${name}-usage.ts`, usage(name));
    }
    expect(compileStrict(files)).toEqual([]);
  });
});
