/**
 * `POST /$batch` appears exactly when the service says it accepts batch requests
 * (`Capabilities.BatchSupported` on its container, `service.annotations` in the format), in the
 * form of the OASIS mapping, and both documents stay valid and lint-clean with it.
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { LICENCE_WARNING, redoclyProblems } from "../support/redocly.js";
import { loadSeedModel } from "../support/seed.js";
import { TINY_SERVICE, tinyModel } from "../support/tiny-model.js";

const TYPES = `entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Orders: { type: Order }
`;
const withBatch = (value: boolean) => tinyModel(`${TINY_SERVICE}  annotations:\n    Org.OData.Capabilities.V1.BatchSupported: ${value}\n${TYPES}`);

describe("$batch", () => {
  it("is a POST of a multipart/mixed body, last among the paths, with its own tag", async () => {
    const model = withBatch(true);
    const document = buildOpenApi31(model) as unknown as { paths: Record<string, Record<string, Record<string, unknown>>>; tags: { name: string }[] };
    expect(Object.keys(document.paths).at(-1)).toBe("/$batch");
    const post = document.paths["/$batch"]!["post"]!;
    expect(post["operationId"]).toBe("batch");
    expect(post["tags"]).toEqual(["Batch Requests"]);
    expect(Object.keys((post["requestBody"] as { content: object }).content)).toEqual(["multipart/mixed;boundary=request-separator"]);
    expect(Object.keys(post["responses"] as object)).toEqual(["200", "4XX", "5XX"]);
    expect(document.tags.map((t) => t.name)).toEqual(["Orders", "Batch Requests"]);
    for (const doc of [buildOpenApi31(model), buildOpenApi30(model)]) {
      await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
      expect(await redoclyProblems(doc)).toEqual([LICENCE_WARNING]);
    }
    expect(csdlXmlEmitter.emit(model)[0]!.content).toContain('<Annotation Term="Capabilities.BatchSupported" Bool="true"/>');
  });

  it("is there also when the service names the term with the vocabulary's alias", () => {
    const model = tinyModel(`${TINY_SERVICE}  annotations:\n    Capabilities.BatchSupported: true\n${TYPES}`);
    expect(Object.keys(buildOpenApi31(model).paths ?? {})).toContain("/$batch");
  });

  it("carries an example request to this service: its first listable set, else its first singleton, else $metadata", () => {
    const example = (model: ReturnType<typeof tinyModel>) => {
      const post = (buildOpenApi31(model).paths!["/$batch"] as { post: { requestBody: { content: Record<string, { example: string }> } } }).post;
      return post.requestBody.content["multipart/mixed;boundary=request-separator"]!.example.split("\n")[4];
    };
    expect(example(withBatch(true))).toBe("GET Orders HTTP/1.1");
    const singleton = `${TYPES.replace("entitySets:\n  Orders: { type: Order }\n", "")}singletons:\n  Latest: { type: Order }\n`;
    expect(example(tinyModel(`${TINY_SERVICE}  annotations:\n    Capabilities.BatchSupported: true\n${singleton}`))).toBe("GET Latest HTTP/1.1");
    const bare = TYPES.replace("entitySets:\n  Orders: { type: Order }\n", "");
    expect(example(tinyModel(`${TINY_SERVICE}  annotations:\n    Capabilities.BatchSupported: true\n${bare}`))).toBe("GET $metadata HTTP/1.1");
  });

  it("is not there when the service says it does not support batch requests, or says nothing", () => {
    for (const model of [withBatch(false), tinyModel(TYPES), loadSeedModel()]) {
      expect(Object.keys(buildOpenApi31(model).paths ?? {})).not.toContain("/$batch");
    }
  });
});
