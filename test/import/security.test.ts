import { describe, expect, it } from "vitest";
import { importCsdl } from "../../src/import/index.js";
import { emitAll, loadModelFromTexts } from "../../src/pipeline.js";
import { securedModel } from "../csdl/secured-model.js";

// The container's Authorization annotations come back as the service's `security`: a model with a
// scheme of every kind generates $metadata that imports to the same settings and regenerates
// every output byte for byte.
describe("security schemes through $metadata and back", () => {
  const original = emitAll(securedModel());
  const metadata = (path: string) => original.find((file) => file.path === path)!.content;

  it.each(["csdl/metadata.xml", "csdl/metadata.json"])("%s imports to the same settings, without a warning, and generates the same files", (path) => {
    const imported = importCsdl(metadata(path), path.slice(5), { basePath: "/odata" });
    expect(imported.diagnostics).toEqual([]);
    const service = imported.files.find((file) => file.path === "service.yaml")!.content;
    expect(service.slice(service.indexOf("  security:"))).toBe(`  security:
    - name: bearer
      type: http
      bearerFormat: JWT
      description: Tokens from the login service.
    - name: basic
      type: http
      scheme: basic
    - name: key
      type: apiKey
      in: query
      parameterName: api_key
    - name: session
      type: apiKey
      in: cookie
    - name: corp
      type: oauth2
      flows:
        clientCredentials:
          tokenUrl: "https://login.example.com/token"
          scopes: {}
        authorizationCode:
          authorizationUrl: "https://login.example.com/authorize"
          tokenUrl: "https://login.example.com/token"
          refreshUrl: "https://login.example.com/refresh"
          scopes:
            read: Read records
            write: Change records
      description: The company's identity provider.
    - name: legacy
      type: oauth2
      flows:
        password:
          tokenUrl: "https://login.example.com/token"
          scopes:
            all: Everything
    - name: oidc
      type: openIdConnect
      openIdConnectUrl: "https://login.example.com/.well-known/openid-configuration"
`);
    const { model, diagnostics } = loadModelFromTexts(imported.files.map((file) => ({ file: `metadata/${file.path}`, text: file.content })));
    expect(diagnostics).toEqual([]);
    const regenerated = emitAll(model!);
    expect(regenerated.map((file) => file.path)).toEqual(original.map((file) => file.path));
    expect(regenerated.filter((file, i) => file.content !== original[i]!.content).map((file) => file.path)).toEqual([]);
  });
});

describe("Authorization annotations the format cannot carry as they are", () => {
  const xml = emitAll(securedModel()).find((file) => file.path === "csdl/metadata.xml")!.content;
  const importWith = (text: string) => {
    const imported = importCsdl(text, "metadata.xml", { basePath: "/odata" });
    const lines = text.split("\n");
    return {
      imported,
      found: imported.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`),
      lineOf: (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1,
      security: () => loadModelFromTexts(imported.files.map((file) => ({ file: `metadata/${file.path}`, text: file.content }))).model!.service.security,
    };
  };

  it("reports required scopes, a scope's Grant, a record of an unknown type and a repeated name, each at its place, and keeps the rest", () => {
    const text = xml
      .replace('<PropertyValue Property="Authorization" String="legacy"/>\n              <PropertyValue Property="RequiredScopes">\n                <Collection/>', '<PropertyValue Property="Authorization" String="legacy"/>\n              <PropertyValue Property="RequiredScopes">\n                <Collection><String>all</String></Collection>')
      .replace('<PropertyValue Property="Scope" String="all"/>', '<PropertyValue Property="Scope" String="all"/><PropertyValue Property="Grant" String="admins"/>')
      .replace('<Record Type="Authorization.Http">\n              <PropertyValue Property="Name" String="basic"/>', '<Record Type="Authorization.Mutual">\n              <PropertyValue Property="Name" String="basic"/>')
      .replace('<PropertyValue Property="Name" String="session"/>', '<PropertyValue Property="Name" String="key"/>');
    const { found, lineOf, security } = importWith(text);
    // Each at the record, property or entry it concerns.
    expect(found).toEqual([
      `${lineOf('<Record Type="Authorization.Mutual">')}:13 EDM0503 Authorization record 'basic' of the container is not carried into the model: its type 'Org.OData.Authorization.V1.Mutual' is not one of the Authorization vocabulary's record types the format has a scheme for (Http, ApiKey, OpenIDConnect, OAuth2Implicit, OAuth2Password, OAuth2ClientCredentials, OAuth2AuthCode)`,
      `${lineOf('<PropertyValue Property="KeyName" String="session"/>') - 2}:13 EDM0503 Authorization record 'key' of the container is not carried into the model: an earlier record has the name 'key'`,
      `${lineOf('Property="Grant"')}:67 EDM0503 property 'Grant' of scope 'all' of Authorization record 'legacy' of the container is not carried into the model: the format's scopes are names with a description each, as OpenAPI's`,
      `${lineOf('<PropertyValue Property="Authorization" String="basic"/>') - 1}:13 EDM0503 an entry of annotation 'Authorization.SecuritySchemes' of the container is not carried into the model: it names 'basic', which is no Authorization record the format carries`,
      `${lineOf('<PropertyValue Property="Authorization" String="session"/>') - 1}:13 EDM0503 an entry of annotation 'Authorization.SecuritySchemes' of the container is not carried into the model: it names 'session', which is no Authorization record the format carries`,
      `${lineOf('<String>all</String>') - 1}:15 EDM0503 the RequiredScopes of the entry for 'legacy' in annotation 'Authorization.SecuritySchemes' of the container is not carried into the model: the format requires no particular scopes: the OpenAPI root security lists each scheme with none`,
    ]);
    expect(security().map((scheme) => scheme.name)).toEqual(["bearer", "key", "corp", "legacy", "oidc"]);
  });

  it("requires one of the schemes where the document does not say so, with a warning", () => {
    const start = xml.indexOf('<Annotation Term="Authorization.SecuritySchemes">');
    const end = xml.indexOf("</Annotation>", start) + "</Annotation>".length;
    const { found, lineOf, security } = importWith(xml.slice(0, start) + xml.slice(end));
    expect(found).toEqual([
      `${lineOf('<Annotation Term="Authorization.Authorizations">')}:9 EDM0506 annotation 'Authorization.Authorizations' of the container is carried into the model changed: the document does not say that a request needs one of its schemes (no Authorization.SecuritySchemes), and the format requires one of them for every request, as the OpenAPI root security and the generated $metadata say`,
    ]);
    expect(security()).toHaveLength(7);
  });

  it("regroups the flows of a scheme named '<scheme>.<flow>' only where two or more share the scheme name, and no record has it", () => {
    const flows = (names: readonly string[]) =>
      xml
        .replace('String="corp.clientCredentials"', `String="${names[0]}"`)
        .replace('String="corp.authorizationCode"', `String="${names[1]}"`)
        .replace('String="corp.clientCredentials"', `String="${names[0]}"`)
        .replace('String="corp.authorizationCode"', `String="${names[1]}"`);
    const names = (text: string) => importWith(text).security().map((scheme) => `${scheme.name}:${Object.keys(scheme.flows ?? {}).join("+")}`);
    expect(names(flows(["sso.clientCredentials", "sso.authorizationCode"]))).toEqual(["bearer:", "basic:", "key:", "session:", "sso:clientCredentials+authorizationCode", "legacy:password", "oidc:"]);
    // A flow's name that is not its own flow, or a scheme name another record has: each record a scheme of its own.
    expect(names(flows(["sso.password", "sso.authorizationCode"]))).toContain("sso.password:clientCredentials");
    expect(names(flows(["bearer.clientCredentials", "bearer.authorizationCode"]))).toContain("bearer.authorizationCode:authorizationCode");
  });
});
