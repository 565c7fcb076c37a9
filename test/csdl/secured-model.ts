import type { Model } from "../../src/model/types.js";
import { SERVICE_YAML, tinyModel } from "./helpers.js";

/** A tiny service with a security scheme of every kind: http (bearer and basic), apiKey, oauth2 (one flow and several), openIdConnect. */
export const SECURED_SERVICE_YAML = `${SERVICE_YAML}  security:
    - { name: bearer, type: http, bearerFormat: JWT, description: Tokens from the login service. }
    - { name: basic, type: http, scheme: Basic }
    - { name: key, type: apiKey, in: query, parameterName: api_key }
    - { name: session, type: apiKey, in: cookie }
    - name: corp
      type: oauth2
      description: The company's identity provider.
      flows:
        authorizationCode:
          authorizationUrl: "https://login.example.com/authorize"
          tokenUrl: "https://login.example.com/token"
          refreshUrl: "https://login.example.com/refresh"
          scopes: { read: Read records, write: Change records }
        clientCredentials: { tokenUrl: "https://login.example.com/token", scopes: {} }
    - name: legacy
      type: oauth2
      flows:
        password: { tokenUrl: "https://login.example.com/token", scopes: { all: Everything } }
    - { name: oidc, type: openIdConnect, openIdConnectUrl: "https://login.example.com/.well-known/openid-configuration" }
`;

export const SECURED_TYPES_YAML = `
entityTypes:
  Price: { key: [ID], fields: { ID: Guid, Amount: Decimal } }
entitySets:
  Prices: { type: Price }
`;

export const securedModel = (): Model => tinyModel(SECURED_TYPES_YAML, SECURED_SERVICE_YAML);
