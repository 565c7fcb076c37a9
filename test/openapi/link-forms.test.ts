import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { fullModel, fullModel401 } from "../csdl/full-model.js";

/** A create body of a 4.01 service names its type once and links each relationship by @odata.bind or by an entity reference, never both. */
describe("the two forms of a link in OpenAPI bodies", () => {
  const notBoth = (nav: string) => ({ properties: { [`${nav}@odata.bind`]: {}, [nav]: {} }, required: [`${nav}@odata.bind`, nav] });

  it("say not to both forms of one relationship, in 3.1 and in 3.0", () => {
    for (const document of [buildOpenApi31(fullModel401()), buildOpenApi30(fullModel401())] as const) {
      const body = document.components?.schemas?.["Product-create"] as { not?: unknown; description?: string };
      // First the type member's two 4.01 names (one member: named once), then each relationship's two forms.
      const typeNamedTwice = { properties: { "@odata.type": {}, "@type": {} }, required: ["@odata.type", "@type"] };
      expect(body.not).toEqual({ anyOf: [typeNamedTwice, ...["Category", "Supplier", "Spec", "Related"].map(notBoth)] });
      expect(body.description).toContain("A relationship is linked by its @odata.bind member or by an entity reference in the relationship itself, not both.");
    }
  });

  it("leave 4.0 bodies without the rule (they have one form)", () => {
    const body = buildOpenApi31(fullModel()).components?.schemas?.["Product-create"] as { not?: unknown; description?: string };
    expect(body.not).toBeUndefined();
    expect(body.description).not.toContain("not both");
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
