import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { fullModel, fullModel401 } from "../csdl/full-model.js";

/** A create body of a 4.01 service names its type once and links each relationship by @odata.bind or by an entity reference, never both. */
describe("the forms of a link in OpenAPI bodies", () => {
  const both = (a: string, b: string) => ({ properties: { [a]: {}, [b]: {} }, required: [a, b] });
  // Each relationship's three 4.01 forms, any two of them.
  const twoForms = (nav: string) => [both(`${nav}@odata.bind`, `${nav}@bind`), both(`${nav}@odata.bind`, nav), both(`${nav}@bind`, nav)];

  it("take @bind beside @odata.bind in 4.01, and say to send one form of each relationship's link, in 3.1 and in 3.0", () => {
    for (const document of [buildOpenApi31(fullModel401()), buildOpenApi30(fullModel401())] as const) {
      const body = document.components?.schemas?.["Product-create"] as { not?: unknown; description?: string; properties: Record<string, { description?: string }> };
      // First the type member's two 4.01 names (one member: named once), then each relationship's forms.
      expect(body.not).toEqual({ anyOf: [both("@odata.type", "@type"), ...["Category", "Supplier", "Spec", "Related"].flatMap(twoForms)] });
      expect(body.description).toContain("A relationship is linked in one form: its @odata.bind member, the same member as @bind, or an entity reference in the relationship itself.");
      const { description, ...bindSchema } = body.properties["Category@odata.bind"]!;
      const { description: aliasDescription, ...aliasSchema } = body.properties["Category@bind"]!;
      expect(aliasSchema).toEqual(bindSchema);
      expect(aliasDescription).toBe("The same link as Category@odata.bind, under its OData 4.01 name.");
      expect(description).toContain("Links Category to an existing");
    }
  });

  it("leave 4.0 bodies with one form, without the rule", () => {
    const body = buildOpenApi31(fullModel()).components?.schemas?.["Product-create"] as { not?: unknown; description?: string; properties: Record<string, unknown> };
    expect(body.not).toBeUndefined();
    expect(body.description).not.toContain("one form");
    expect(Object.keys(body.properties).filter((name) => name.endsWith("@bind"))).toEqual([]);
  });

  it("validate and lint as the other documents do", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    for (const document of [buildOpenApi31(fullModel401()), buildOpenApi30(fullModel401())]) {
      await SwaggerParser.validate(structuredClone(document) as never);
      const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "/openapi.json", config });
      expect(problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    }
  });
});
