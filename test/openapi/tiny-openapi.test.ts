import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { serviceYaml, strictAjv, tinyModel } from "../json-schema/tiny-model.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

const TYPES = `
entityTypes:
  Country:
    key: [Code]
    fields:
      Code: { type: String, nullable: false, computed: false, description: The ISO code }
      Name: String
  Pair:
    key: [A, B]
    fields:
      A: { type: Int32, nullable: false, computed: false }
      B: { type: String, nullable: false, computed: false }
    relationships:
      Country: { target: Country, cardinality: "N:1" }
entitySets:
  Countries: { type: Country, updateMethod: PATCH }
  Pairs: { type: Pair, operations: [get, delete] }
`;

describe("key path styles", () => {
  it("writes parenthesised keys: string keys quoted, composite keys named", () => {
    const document = buildOpenApi31(tinyModel(`${serviceYaml()}${TYPES}`));
    expect(Object.keys(document.paths ?? {})).toEqual([
      "/Countries",
      "/Countries('{Code}')",
      "/Pairs(A={A},B='{B}')",
      "/Pairs(A={A},B='{B}')/Country",
    ]);
    expect(document.paths?.["/Countries('{Code}')"]?.parameters).toEqual([{ $ref: "#/components/parameters/Country.key.Code" }]);
    expect(document.components?.parameters?.["Country.key.Code"]).toEqual({
      name: "Code",
      in: "path",
      required: true,
      description: "The ISO code. Written in single quotes in the path; a quote inside the value is doubled.",
      // The parameter holds the escaped text: a lone quote would end the literal.
      schema: { type: "string", pattern: "^(?:[^']|'')*$" },
    });
    expect(document.paths?.["/Pairs(A={A},B='{B}')"]?.parameters).toEqual([
      { $ref: "#/components/parameters/Pair.key.A" },
      { $ref: "#/components/parameters/Pair.key.B" },
    ]);
  });

  it("limits a quoted key's length in characters of the value, a doubled quote counting as one", () => {
    const limited = TYPES.replace("Code: { type: String, nullable: false, computed: false,", "Code: { type: String, maxLength: 2, nullable: false, computed: false,");
    expect(limited).not.toBe(TYPES);
    const parenthesised = buildOpenApi31(tinyModel(`${serviceYaml()}${limited}`));
    const schema = (parenthesised.components?.parameters?.["Country.key.Code"] as { schema: object }).schema;
    expect(schema).toEqual({ type: "string", pattern: "^(?:[^']|''){0,2}$" });
    const validate = strictAjv().compile(schema);
    const verdicts = ["", "AB", "O''", "''''", "O'", "'", "ABC", "O'''"].map((value) => [value, validate(value)]);
    expect(verdicts).toEqual([["", true], ["AB", true], ["O''", true], ["''''", true], ["O'", false], ["'", false], ["ABC", false], ["O'''", false]]);
    // Beyond a repeat count of 1,000 (Go's regexp refuses more), a bound twice the length.
    const long = buildOpenApi30(tinyModel(`${serviceYaml()}${limited.replace("maxLength: 2,", "maxLength: 4000,")}`));
    expect((long.components?.parameters?.["Country.key.Code"] as { schema: object }).schema).toEqual({ type: "string", maxLength: 8000, pattern: "^(?:[^']|'')*$" });
    // As a path segment of its own the value is bare: its length is the value's.
    const segment = buildOpenApi31(tinyModel(`${serviceYaml("  keyPathStyle: segment\n")}${limited}`));
    expect((segment.components?.parameters?.["Country.key.Code"] as { schema: object }).schema).toEqual({ type: "string", maxLength: 2 });
  });

  it("declares the headers of a create's responses (Location; OData-EntityId without a body), once, only where a set creates", () => {
    const document = buildOpenApi31(tinyModel(`${serviceYaml()}${TYPES}`));
    const responses = document.paths?.["/Countries"]?.post?.responses as Record<string, { headers?: object }>;
    expect(responses["201"]?.headers).toEqual({ Location: { $ref: "#/components/headers/Location" } });
    expect(responses["204"]?.headers).toEqual({ Location: { $ref: "#/components/headers/Location" }, "OData-EntityId": { $ref: "#/components/headers/OData-EntityId" } });
    expect(Object.keys(document.components?.headers ?? {})).toEqual(["Location", "OData-EntityId"]);
    expect(document.components?.headers?.Location).toMatchObject({ required: true, schema: { type: "string", format: "uri-reference" } });
    const readOnly = buildOpenApi31(tinyModel(`${serviceYaml()}${TYPES.replace("Countries: { type: Country, updateMethod: PATCH }", "Countries: { type: Country, readOnly: true }")}`));
    expect(readOnly.components?.headers).toBeUndefined();
    expect(buildOpenApi30(tinyModel(`${serviceYaml()}${TYPES}`)).components?.headers).toEqual(document.components?.headers);
  });

  it("asks for If-Match on changes and names the ETag of a read, in a set under Core.OptimisticConcurrency only", async () => {
    const tagged = TYPES.replace("Countries: { type: Country, updateMethod: PATCH }", "Countries: { type: Country, updateMethod: PATCH, annotations: { Core.OptimisticConcurrency: [Name] } }");
    expect(tagged).not.toBe(TYPES);
    const document = buildOpenApi31(tinyModel(`${serviceYaml()}${tagged}`));
    const record = document.paths?.["/Countries('{Code}')"];
    const ifMatch = { $ref: "#/components/parameters/ifMatch" };
    expect(record?.patch?.parameters).toEqual([ifMatch, { $ref: "#/components/parameters/prefer" }]);
    expect(record?.delete?.parameters).toEqual([ifMatch]);
    expect((record?.get?.responses?.["200"] as { headers: object }).headers).toEqual({ ETag: { $ref: "#/components/headers/ETag" } });
    // An update that sends the record back sends its new ETag too.
    expect((record?.patch?.responses?.["200"] as { headers: object }).headers).toEqual({ ETag: { $ref: "#/components/headers/ETag" } });
    expect((record?.patch?.responses?.["204"] as { headers?: object }).headers).toBeUndefined();
    expect(document.components?.parameters?.ifMatch).toMatchObject({ name: "If-Match", in: "header", required: true });
    expect(Object.keys(document.components?.headers ?? {})).toEqual(["ETag", "Location", "OData-EntityId"]);
    // The set without the annotation changes nothing.
    expect(document.paths?.["/Pairs(A={A},B='{B}')"]?.delete?.parameters).toBeUndefined();
    const plain = buildOpenApi31(tinyModel(`${serviceYaml()}${TYPES}`));
    expect(plain.components?.parameters?.ifMatch).toBeUndefined();
    expect(Object.keys(plain.components?.headers ?? {})).toEqual(["Location", "OData-EntityId"]);
    for (const built of [document, buildOpenApi30(tinyModel(`${serviceYaml()}${tagged}`))]) await SwaggerParser.validate(structuredClone(built) as never);
  });

  it("writes key-as-segment paths", () => {
    const document = buildOpenApi31(tinyModel(`${serviceYaml("  keyPathStyle: segment\n")}${TYPES}`));
    expect(Object.keys(document.paths ?? {})).toEqual([
      "/Countries",
      "/Countries/{Code}",
      "/Pairs/{A}/{B}",
      "/Pairs/{A}/{B}/Country",
    ]);
    // A path segment of its own holds the bare value: no quotes to write or double.
    expect((document.components?.parameters?.["Country.key.Code"] as { description: string }).description).toBe(
      "The ISO code. Written as the bare value, without quotes, percent-encoded where a path segment needs it.",
    );
  });

  it("uses the set's update method and only the operations the set allows", async () => {
    const document = buildOpenApi31(tinyModel(`${serviceYaml()}${TYPES}`));
    const country = document.paths?.["/Countries('{Code}')"];
    expect(Object.keys(country ?? {})).toEqual(["parameters", "get", "patch", "delete"]);
    expect(country?.patch?.summary).toBe("Update a Countries record");
    expect(country?.patch?.requestBody).toEqual({
      description: "The fields to change.",
      required: true,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Country-update" } } },
    });
    expect(Object.keys(document.paths?.["/Pairs(A={A},B='{B}')"] ?? {})).toEqual(["parameters", "get", "delete"]);
    expect(document.paths?.["/Pairs"]).toBeUndefined();
    await SwaggerParser.validate(structuredClone(document) as never);
    await SwaggerParser.validate(structuredClone(buildOpenApi30(tinyModel(`${serviceYaml()}${TYPES}`))) as never);
  });
});

describe("service settings", () => {
  const secured = `${serviceYaml(`  description: A tiny service.
  security:
    - name: bearer
      type: http
      scheme: bearer
      bearerFormat: JWT
  limits:
    maxTop: 500
    pageSize: 50
`)}${TYPES}`;

  it("declares the model's security schemes and requires one of them", async () => {
    const document = buildOpenApi31(tinyModel(secured));
    expect(document.components?.securitySchemes).toEqual({ bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } });
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.info).toEqual({ title: "Tiny Service", version: "1.0.0", description: "A tiny service." });
    await SwaggerParser.validate(structuredClone(document) as never);
  });

  it("says the page size in the responses of lists", () => {
    const document = buildOpenApi31(tinyModel(secured));
    const lists = Object.values(document.paths ?? {}).flatMap((item) => (item?.get?.responses?.["200"] as { description?: string } | undefined)?.description ?? []).filter((d) => d.includes("records"));
    expect(lists.length).toBeGreaterThan(0);
    for (const description of lists) expect(description).toMatch(/ records\. At most 50 per response; `@odata\.nextLink` leads to the next page\.$/);
  });

  it("declares OAuth 2 flows and OpenID Connect as the model gives them, valid OpenAPI in both versions", async () => {
    const model = tinyModel(`${serviceYaml(`  security:
    - name: corp
      type: oauth2
      description: The company's identity provider.
      flows:
        authorizationCode: { scopes: { read: Read records }, tokenUrl: "https://login.example.com/token", authorizationUrl: "https://login.example.com/authorize" }
        clientCredentials: { tokenUrl: "https://login.example.com/token", scopes: {} }
    - { name: oidc, type: openIdConnect, openIdConnectUrl: "https://login.example.com/.well-known/openid-configuration" }
`)}${TYPES}`);
    const document = buildOpenApi31(model);
    expect(document.components?.securitySchemes).toEqual({
      corp: {
        type: "oauth2",
        flows: {
          clientCredentials: { tokenUrl: "https://login.example.com/token", scopes: {} },
          authorizationCode: { authorizationUrl: "https://login.example.com/authorize", tokenUrl: "https://login.example.com/token", scopes: { read: "Read records" } },
        },
        description: "The company's identity provider.",
      },
      oidc: { type: "openIdConnect", openIdConnectUrl: "https://login.example.com/.well-known/openid-configuration" },
    });
    await SwaggerParser.validate(structuredClone(document) as never);
    await SwaggerParser.validate(structuredClone(buildOpenApi30(model)) as never);
  });

  it("bounds $top by the model's limit", () => {
    const document = buildOpenApi31(tinyModel(secured));
    expect(document.components?.parameters?.["top"]).toEqual({
      name: "$top",
      in: "query",
      description: "The maximum number of records to return.",
      schema: { type: "integer", minimum: 0, maximum: 500 },
    });
  });

  it("gives a set without documented filters the generic $filter", () => {
    const document = buildOpenApi31(tinyModel(secured));
    expect(document.paths?.["/Countries"]?.get?.parameters?.[0]).toEqual({ $ref: "#/components/parameters/filter" });
    expect(document.components?.parameters?.["filter"]).toEqual({
      name: "$filter",
      in: "query",
      description: "A filter expression (OData URL Conventions 4.0, section 5.1.1) that the returned records satisfy.",
      schema: { type: "string" },
      allowReserved: true,
    });
  });
});

describe("redocly's recommended rules on tiny models", () => {
  it("find no errors with security schemes, key-as-segment paths and composite keys", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const models = [
      `${serviceYaml("  security:\n    - { name: bearer, type: http, scheme: bearer }\n")}${TYPES}`,
      `${serviceYaml("  keyPathStyle: segment\n")}${TYPES}`,
    ];
    for (const yaml of models) {
      for (const document of [buildOpenApi31(tinyModel(yaml)), buildOpenApi30(tinyModel(yaml))]) {
        const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "/openapi.json", config });
        expect(problems.map((p) => `${p.severity} ${p.ruleId}`)).toEqual(["warn info-license"]);
      }
    }
  });

  it("find nothing at all once the model names its contact and licence, which info carries", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const settings = '  contact: { name: API team, url: "https://example.com/api", email: api@example.com }\n  license: { name: Apache 2.0, url: "https://www.apache.org/licenses/LICENSE-2.0" }\n';
    for (const document of [buildOpenApi31(tinyModel(`${serviceYaml(settings)}${TYPES}`)), buildOpenApi30(tinyModel(`${serviceYaml(settings)}${TYPES}`))]) {
      expect(document.info.contact).toEqual({ name: "API team", url: "https://example.com/api", email: "api@example.com" });
      expect(document.info.license).toEqual({ name: "Apache 2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" });
      await SwaggerParser.validate(structuredClone(document) as never);
      const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "/openapi.json", config });
      expect(problems.map((p) => `${p.severity} ${p.ruleId}`)).toEqual([]);
    }
  });

  it("carry a licence's SPDX identifier in 3.1 and, as 3.0 has none, its SPDX page as the URL in 3.0", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const contact = '  contact: { email: api@example.com }\n';
    const model = (identifier: string) => tinyModel(`${serviceYaml(`${contact}  license: { name: The licence, identifier: "${identifier}" }\n`)}${TYPES}`);
    const single = [buildOpenApi31(model("Apache-2.0")), buildOpenApi30(model("Apache-2.0"))] as const;
    expect(single[0].info.license).toEqual({ name: "The licence", identifier: "Apache-2.0" });
    expect(single[1].info.license).toEqual({ name: "The licence", url: "https://spdx.org/licenses/Apache-2.0.html" });
    // An expression, an identifier with an operator and a licence of the document's own have no page of their own: 3.0 keeps the name.
    for (const identifier of ["GPL-2.0+", "LicenseRef-Proprietary"]) expect(buildOpenApi30(model(identifier)).info.license).toEqual({ name: "The licence" });
    expect(buildOpenApi30(model("MIT OR Apache-2.0")).info.license).toEqual({ name: "The licence" });
    expect(buildOpenApi31(model("MIT OR Apache-2.0")).info.license).toEqual({ name: "The licence", identifier: "MIT OR Apache-2.0" });
    for (const document of single) {
      await SwaggerParser.validate(structuredClone(document) as never);
      const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "/openapi.json", config });
      expect(problems.map((p) => `${p.severity} ${p.ruleId}`)).toEqual([]);
    }
    // The 3.0 document of an expression is valid, and redocly asks for the URL it cannot have.
    const expression30 = buildOpenApi30(model("MIT OR Apache-2.0"));
    await SwaggerParser.validate(structuredClone(expression30) as never);
    const problems = await lintFromString({ source: JSON.stringify(expression30), absoluteRef: "/openapi.json", config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}`)).toEqual(["warn info-license-strict"]);
  });

  it("warn of a licence with a name alone, which swagger-parser refuses in 3.1 (EDM0235), and refuse one with both a URL and an identifier", async () => {
    const nameOnly = `${serviceYaml("  license: { name: MIT }\n")}${TYPES}`;
    const loaded = loadModelFromTexts([{ file: "metadata/tiny.yaml", text: nameOnly }]);
    expect(loaded.model).toBeDefined();
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      "EDM0235 the licence 'MIT' names neither a 'url' nor an 'identifier': OpenAPI 3.1 allows that, but validators built on the APIDevTools OpenAPI schemas (swagger-parser among them) reject the document",
    ]);
    // What the warning is about: the validator the tests use refuses it.
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi31(loaded.model!)) as never)).rejects.toThrow(/license/);
    const both = loadModelFromTexts([{ file: "metadata/tiny.yaml", text: `${serviceYaml('  license: { name: MIT, url: "https://example.com/mit", identifier: MIT }\n')}${TYPES}` }]);
    expect(both.model).toBeUndefined();
    expect(both.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["EDM0105 the service's 'license' names both a 'url' and an 'identifier'; OpenAPI allows one of the two"]);
  });
});

// OData Protocol 4.01, section 8.2.8.7: a client chooses whether a create or update answers with the record.
describe("the Prefer header of writes", () => {
  const document = buildOpenApi31(tinyModel(`${serviceYaml()}${TYPES}`));

  it("is a parameter of every create and update, and of nothing else", () => {
    const prefer = { $ref: "#/components/parameters/prefer" };
    expect(document.paths?.["/Countries"]?.post?.parameters).toEqual([prefer]);
    expect(document.paths?.["/Countries('{Code}')"]?.patch?.parameters).toEqual([prefer]);
    expect(document.paths?.["/Countries('{Code}')"]?.get?.parameters).not.toContainEqual(prefer);
    expect(document.paths?.["/Pairs(A={A},B='{B}')"]?.delete?.parameters ?? []).not.toContainEqual(prefer);
    expect(document.components?.parameters?.["prefer"]).toEqual({
      name: "Prefer",
      in: "header",
      description: "Preferences, comma-separated (RFC 7240): `return=representation` asks for the record in the response, `return=minimal` for none (204 No Content).",
      schema: { type: "string" },
      example: "return=representation",
    });
  });

  it("gives a create a 204 beside its 201, and an update a 200 beside its 204", () => {
    expect(Object.keys(document.paths?.["/Countries"]?.post?.responses ?? {})).toEqual(["201", "204", "4XX", "5XX"]);
    expect(Object.keys(document.paths?.["/Countries('{Code}')"]?.patch?.responses ?? {})).toEqual(["200", "204", "4XX", "5XX"]);
  });
});
