import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { tinyModel } from "../support/tiny-model.js";

const model = tinyModel(`
entityTypes:
  Person:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: { type: String, nullable: false }
    relationships:
      Manager: { target: Person, cardinality: "N:1" }
      Reports: { target: Person, cardinality: "1:N" }
entitySets:
  People: { type: Person, readOnly: true }
singletons:
  Me: { type: Person, updateMethod: PATCH, description: The signed-in person. }
  Boss: { type: Person, updatable: false }
`);

/** `METHOD path operationId` of every operation under a singleton. */
function singletonOperations(document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => /^\/(Me|Boss)(\/|$)/.test(path))
    .flatMap(([path, item]) =>
      ["get", "put", "patch", "post", "delete"].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${(item[m] as { operationId: string }).operationId}`),
    )
    .sort();
}

describe("singleton paths", () => {
  it("are the GET, the update when updatable, and one GET per navigation", () => {
    expect(singletonOperations(buildOpenApi31(model) as never)).toEqual([
      "GET /Boss Boss.get",
      "GET /Boss/Manager Boss.Manager.get",
      "GET /Boss/Reports Boss.Reports.list",
      "GET /Me Me.get",
      "GET /Me/Manager Me.Manager.get",
      "GET /Me/Reports Me.Reports.list",
      "PATCH /Me Me.update",
    ]);
  });

  it("update with the type's update body, and have a tag each", () => {
    const document = buildOpenApi31(model);
    expect(document.paths?.["/Me"]?.patch?.requestBody).toEqual({
      description: "The fields to change.",
      required: true,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Person-update" } } },
    });
    expect(document.tags?.map((t) => t.name)).toEqual(["People", "Me", "Boss"]);
    expect(document.tags?.find((t) => t.name === "Me")?.description).toBe("The signed-in person.");
  });

  it("validate in both versions", async () => {
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi31(model)) as never)).resolves.toBeTruthy();
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi30(model)) as never)).resolves.toBeTruthy();
  });
});
