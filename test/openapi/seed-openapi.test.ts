import SwaggerParser from "@apidevtools/swagger-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { parse, parseDocument, visit } from "yaml";
import { buildOpenApi30, buildOpenApi31, openApiEmitter } from "../../src/emitters/openapi/index.js";
import type { Model } from "../../src/model/types.js";
import { LICENCE_WARNING, redoclyProblems } from "../support/redocly.js";
import { loadSeedModel } from "../support/seed.js";

let model: Model;
beforeAll(() => {
  model = loadSeedModel();
});

const lint = redoclyProblems;
const EXPECTED_WARNINGS = [LICENCE_WARNING];

describe("the seed model's OpenAPI documents", () => {
  it("3.1.0 validates with swagger-parser", async () => {
    const document = buildOpenApi31(model);
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect((validated as { openapi?: string }).openapi).toBe("3.1.0");
  });

  it("3.0.3 validates with swagger-parser", async () => {
    const document = buildOpenApi30(model);
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect((validated as { openapi?: string }).openapi).toBe("3.0.3");
  });

  it("3.1.0 lints clean under redocly's recommended rules", async () => {
    expect(await lint(buildOpenApi31(model))).toEqual(EXPECTED_WARNINGS);
  });

  it("3.0.3 lints clean under redocly's recommended rules", async () => {
    expect(await lint(buildOpenApi30(model))).toEqual(EXPECTED_WARNINGS);
  });

  it("is emitted as openapi.json, openapi.yaml (same content, no aliases, no folding) and openapi-3.0.json", () => {
    const files = openApiEmitter.emit(model);
    expect(files.map((f) => f.path)).toEqual(["openapi/openapi-3.0.json", "openapi/openapi.json", "openapi/openapi.yaml"]);
    const [v30, v31, yaml] = files.map((f) => f.content) as [string, string, string];
    expect(JSON.parse(v31)).toEqual(buildOpenApi31(model));
    expect(JSON.parse(v30)).toEqual(buildOpenApi30(model));
    expect(parse(yaml)).toEqual(JSON.parse(v31));
    let aliases = 0;
    visit(parseDocument(yaml), { Alias: () => void aliases++ });
    expect(aliases).toBe(0);
    // lineWidth 0: a long description stays on one line.
    const tag = buildOpenApi31(model).tags?.find((t) => t.name === "Activity_Event")?.description ?? "";
    expect(tag.length).toBeGreaterThan(120);
    expect(yaml.split("\n")).toContain(`    description: ${tag}`);
    for (const content of files.map((f) => f.content)) {
      expect(content.endsWith("\n")).toBe(true);
      expect(content.includes("\r")).toBe(false);
    }
    expect(openApiEmitter.emit(model)).toEqual(files);
  });

  it("says that authentication is not part of the document, with an empty root security", () => {
    const document = buildOpenApi31(model);
    expect(document.security).toEqual([]);
    expect(document.info.description?.endsWith("\n\nThis document declares no security scheme (its root `security` is empty): the model describes no authentication.")).toBe(true);
    expect(document.servers).toEqual([
      { url: "/v1/odata", description: "The service root, relative to the host that serves this document." },
    ]);
  });
});
