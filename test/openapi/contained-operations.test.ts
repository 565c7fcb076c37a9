import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { tinyModel } from "../support/tiny-model.js";

// Operations bound to contained records are invoked where the containment paths reach those
// records, as the OASIS mapping writes them: on a contained collection, on one contained record.
const model = tinyModel(`
entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Lines: { target: Line, cardinality: "1:N", containsTarget: true }
      Shipping: { target: Line, cardinality: "N:1", containsTarget: true }
  Line:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Orders: { type: Order }
singletons:
  Draft: { type: Order }
actions:
  Split:
    bound: true
    parameters:
      line: { type: Line, nullable: false }
      parts: { type: Int32, nullable: false }
functions:
  Total:
    bound: true
    parameters:
      lines: { type: Line, collection: true, nullable: false }
    returns: { type: Decimal, nullable: false }
`);

const METHODS = ["get", "put", "patch", "post", "delete"] as const;

describe("operations bound to contained records", () => {
  const v31 = buildOpenApi31(model);
  const found = Object.entries(v31.paths ?? {})
    .filter(([path]) => path.includes("Tiny.Model."))
    .flatMap(([path, item]) => METHODS.filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${path} ${item![m]!.operationId} [${item![m]!.tags}]`))
    .sort();

  it("are invoked on the contained collection and on each contained record, tagged with their container", () => {
    expect(found).toEqual([
      "GET /Draft/Lines/Tiny.Model.Total() Draft.Lines.Tiny.Model.Total [Draft]",
      "GET /Orders({ID})/Lines/Tiny.Model.Total() Orders.Lines.Tiny.Model.Total [Orders]",
      "POST /Draft/Lines({ID})/Tiny.Model.Split Draft.Lines.Tiny.Model.Split [Draft]",
      "POST /Draft/Shipping/Tiny.Model.Split Draft.Shipping.Tiny.Model.Split [Draft]",
      "POST /Orders({ID})/Lines({ID_1})/Tiny.Model.Split Orders.Lines.Tiny.Model.Split [Orders]",
      "POST /Orders({ID})/Shipping/Tiny.Model.Split Orders.Shipping.Tiny.Model.Split [Orders]",
    ]);
  });

  it("take the parameters of the path they are on", () => {
    const names = (path: string, method: "get" | "post") =>
      (v31.paths?.[path]?.parameters ?? []).map((p) => ("name" in p ? p.name : p.$ref));
    expect(names("/Orders({ID})/Lines({ID_1})/Tiny.Model.Split", "post")).toEqual(["#/components/parameters/Order.key.ID", "ID_1"]);
    expect(names("/Orders({ID})/Lines/Tiny.Model.Total()", "get")).toEqual(["#/components/parameters/Order.key.ID"]);
    expect(names("/Draft/Lines/Tiny.Model.Total()", "get")).toEqual([]);
  });

  it("are valid OpenAPI in both versions", async () => {
    await SwaggerParser.validate(structuredClone(v31) as never);
    await SwaggerParser.validate(structuredClone(buildOpenApi30(model)) as never);
  });
});
