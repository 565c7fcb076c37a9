import { describe, expect, test } from "vitest";
import { buildCsdlJson, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { tinyModel } from "./helpers.js";
import { SECURED_SERVICE_YAML, SECURED_TYPES_YAML, securedModel as secured } from "./secured-model.js";

// The service's security schemes in $metadata: the container's Authorization.Authorizations and
// Authorization.SecuritySchemes (Org.OData.Authorization.V1).

type Container = Record<string, unknown>;
const containerOf = (json: Record<string, unknown>) => (json["Test.Space"] as Record<string, Container>).Container!;

describe("security schemes in $metadata", () => {
  test("one Authorizations record per scheme, and per flow of a scheme with several, each listed in SecuritySchemes", () => {
    const container = containerOf(buildCsdlJson(secured()));
    expect(container["@Authorization.Authorizations"]).toEqual([
      { "@type": "#Authorization.Http", Name: "bearer", Description: "Tokens from the login service.", Scheme: "bearer", BearerFormat: "JWT" },
      { "@type": "#Authorization.Http", Name: "basic", Scheme: "basic" },
      { "@type": "#Authorization.ApiKey", Name: "key", KeyName: "api_key", Location: "QueryOption" },
      { "@type": "#Authorization.ApiKey", Name: "session", KeyName: "session", Location: "Cookie" },
      { "@type": "#Authorization.OAuth2ClientCredentials", Name: "corp.clientCredentials", Description: "The company's identity provider.", Scopes: [], TokenUrl: "https://login.example.com/token" },
      {
        "@type": "#Authorization.OAuth2AuthCode",
        Name: "corp.authorizationCode",
        Description: "The company's identity provider.",
        Scopes: [
          { Scope: "read", Description: "Read records" },
          { Scope: "write", Description: "Change records" },
        ],
        RefreshUrl: "https://login.example.com/refresh",
        AuthorizationUrl: "https://login.example.com/authorize",
        TokenUrl: "https://login.example.com/token",
      },
      { "@type": "#Authorization.OAuth2Password", Name: "legacy", Scopes: [{ Scope: "all", Description: "Everything" }], TokenUrl: "https://login.example.com/token" },
      { "@type": "#Authorization.OpenIDConnect", Name: "oidc", IssuerUrl: "https://login.example.com/.well-known/openid-configuration" },
    ]);
    expect(container["@Authorization.SecuritySchemes"]).toEqual(
      ["bearer", "basic", "key", "session", "corp.clientCredentials", "corp.authorizationCode", "legacy", "oidc"].map((name) => ({ Authorization: name, RequiredScopes: [] })),
    );
  });

  // Valid against the OASIS schemas and equal through the OASIS converter: validity.test.ts and equivalence.test.ts.
  test("CSDL XML writes the record types and the key location as an enum member, with a reference to the vocabulary", () => {
    const xml = csdlXmlEmitter.emit(secured())[0]!.content;
    expect(xml).toContain('<edmx:Reference Uri="https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Authorization.V1.xml">\n    <edmx:Include Namespace="Org.OData.Authorization.V1" Alias="Authorization"/>');
    expect(xml).toContain('<Record Type="Authorization.ApiKey">\n              <PropertyValue Property="Name" String="key"/>\n              <PropertyValue Property="KeyName" String="api_key"/>\n              <PropertyValue Property="Location" EnumMember="Authorization.KeyLocation/QueryOption"/>');
  });

  test("the OASIS converter's reading of the records gives the OpenAPI documents' schemes and requirements", () => {
    // csdl2openapi (oasis-tcs/odata-openapi) turns each record into a security scheme of its Name
    // with the one flow of its type, and each SecuritySchemes entry into a requirement.
    const container = containerOf(buildCsdlJson(secured()));
    const records = container["@Authorization.Authorizations"] as Array<Record<string, unknown>>;
    const flowOf: Record<string, string> = { OAuth2Implicit: "implicit", OAuth2Password: "password", OAuth2ClientCredentials: "clientCredentials", OAuth2AuthCode: "authorizationCode" };
    const read = Object.fromEntries(
      records.map((record) => {
        const type = String(record["@type"]).slice("#Authorization.".length);
        const description = record.Description !== undefined ? { description: record.Description } : {};
        if (type === "Http") return [record.Name, { type: "http", scheme: record.Scheme, ...(record.BearerFormat ? { bearerFormat: record.BearerFormat } : {}), ...description }];
        if (type === "ApiKey") return [record.Name, { type: "apiKey", in: { Header: "header", QueryOption: "query", Cookie: "cookie" }[record.Location as string], name: record.KeyName, ...description }];
        if (type === "OpenIDConnect") return [record.Name, { type: "openIdConnect", openIdConnectUrl: record.IssuerUrl, ...description }];
        const urls = Object.fromEntries(["AuthorizationUrl", "TokenUrl", "RefreshUrl"].filter((p) => record[p] !== undefined).map((p) => [p[0]!.toLowerCase() + p.slice(1), record[p]]));
        const scopes = Object.fromEntries((record.Scopes as Array<{ Scope: string; Description: string }>).map((s) => [s.Scope, s.Description]));
        return [record.Name, { type: "oauth2", flows: { [flowOf[type]!]: { ...urls, scopes } }, ...description }];
      }),
    );
    const document = buildOpenApi31(secured());
    const ours = document.components?.securitySchemes ?? {};
    // Every scheme but the one with several flows, which the converter reads as one scheme per flow.
    for (const name of ["bearer", "basic", "key", "session", "legacy", "oidc"]) expect(read[name]).toEqual(ours[name]);
    const corp = ours.corp as { flows: Record<string, unknown>; description: string };
    for (const [flow, value] of Object.entries(corp.flows)) expect(read[`corp.${flow}`]).toEqual({ type: "oauth2", flows: { [flow]: value }, description: corp.description });
  });

  test("a model without security says nothing of authentication, and references no Authorization vocabulary", () => {
    const json = buildCsdlJson(tinyModel(SECURED_TYPES_YAML));
    expect(Object.keys(containerOf(json)).filter((key) => key.startsWith("@Authorization"))).toEqual([]);
    expect(Object.keys(json.$Reference as object).some((uri) => uri.includes("Authorization"))).toBe(false);
  });

  test("a qualified annotation of the terms stays the model's own, beside the derived ones", () => {
    const service = SECURED_SERVICE_YAML.replace(
      "  security:\n",
      "  annotations:\n    Authorization.SecuritySchemes#Internal: [{ Authorization: basic, RequiredScopes: [] }]\n  security:\n",
    );
    const container = containerOf(buildCsdlJson(tinyModel(SECURED_TYPES_YAML, service)));
    expect(container["@Authorization.SecuritySchemes#Internal"]).toEqual([{ Authorization: "basic", RequiredScopes: [] }]);
    expect(container["@Authorization.SecuritySchemes"]).toHaveLength(8);
  });
});
