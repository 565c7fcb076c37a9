import { AUTHORIZATION, authorizationRecordNames, OAUTH_FLOW_RECORD_TYPES } from "../../model/authorization-records.js";
import type { OAuthFlow, SecurityScheme } from "../../model/types.js";
import { annotationValue } from "./annotation-values.js";
import type { CsdlNames } from "./names.js";
import type { CsdlValue } from "./tree.js";

export const AUTHORIZATION_TERMS = {
  authorizations: `${AUTHORIZATION}.Authorizations`,
  securitySchemes: `${AUTHORIZATION}.SecuritySchemes`,
} as const;

const KEY_LOCATIONS = { header: "Header", query: "QueryOption", cookie: "Cookie" } as const;

/**
 * The service's security schemes on the entity container (Authorization vocabulary): the
 * Authorizations records (see `authorizationRecordNames` for their names) and SecuritySchemes,
 * which lists every record without required scopes, as the OpenAPI root `security` requires any
 * one of the schemes. Each record says what the OpenAPI security scheme says, as the OASIS
 * CSDL-to-OpenAPI converter maps records to schemes (IssuerUrl is the OpenID Connect URL there).
 * None when the model declares no security.
 */
export function authorizationAnnotations(schemes: readonly SecurityScheme[], names: CsdlNames): Array<readonly [term: string, value: CsdlValue]> {
  if (schemes.length === 0) return [];
  const records = authorizationRecordNames(schemes).map(({ name, flow, scheme: index }) => {
    const scheme = schemes[index]!;
    const base = (type: string) => ({ $Type: `${AUTHORIZATION}.${type}`, Name: name, ...(scheme.description !== undefined ? { Description: scheme.description } : {}) });
    switch (scheme.type) {
      case "http":
        return { ...base("Http"), Scheme: scheme.scheme ?? "bearer", ...(scheme.bearerFormat ? { BearerFormat: scheme.bearerFormat } : {}) };
      case "apiKey":
        return { ...base("ApiKey"), KeyName: scheme.parameterName ?? scheme.name, Location: { $EnumMember: `${AUTHORIZATION}.KeyLocation/${KEY_LOCATIONS[scheme.in ?? "header"]}` } };
      case "openIdConnect":
        return { ...base("OpenIDConnect"), IssuerUrl: scheme.openIdConnectUrl ?? "" };
      case "oauth2":
        return { ...base(OAUTH_FLOW_RECORD_TYPES[flow!]), ...flowProperties(scheme.flows![flow!]!) };
    }
  });
  return [
    [AUTHORIZATION_TERMS.authorizations, annotationValue(records, names)!],
    [AUTHORIZATION_TERMS.securitySchemes, records.map((record) => ({ Authorization: record.Name, RequiredScopes: [] }))],
  ];
}

/** In the vocabulary's order: OAuthAuthorization's Scopes and RefreshUrl, then the flow's own URLs. */
function flowProperties(flow: OAuthFlow): Record<string, unknown> {
  const { authorizationUrl, tokenUrl, refreshUrl, scopes } = flow;
  return {
    Scopes: Object.entries(scopes).map(([scope, description]) => ({ Scope: scope, Description: description })),
    ...(refreshUrl !== undefined ? { RefreshUrl: refreshUrl } : {}),
    ...(authorizationUrl !== undefined ? { AuthorizationUrl: authorizationUrl } : {}),
    ...(tokenUrl !== undefined ? { TokenUrl: tokenUrl } : {}),
  };
}
