import type { OpenAPIV3 } from "openapi-types";
import type { EntitySet, EntityType, Model, OAuthFlows, SecurityScheme } from "../../model/types.js";
import { withArticle } from "../../model/names.js";

/** The sentence `info.description` carries when the model declares no authentication. */
export const NO_AUTHENTICATION_NOTE = "This document declares no security scheme (its root `security` is empty): the model describes no authentication.";

/** `info`: title, version, description, contact and licence from the service settings. */
export function documentInfo(model: Model, openapi: "3.1.0" | "3.0.3"): OpenAPIV3.InfoObject {
  const { title, version, description, contact, license } = model.service;
  const parts = [description, model.service.security.length === 0 ? NO_AUTHENTICATION_NOTE : undefined];
  const text = parts.filter((p): p is string => p !== undefined && p !== "").join("\n\n");
  return {
    title,
    version,
    ...(text !== "" ? { description: text } : {}),
    ...(contact !== undefined ? { contact: { ...contact } } : {}),
    ...(license !== undefined ? { license: documentLicense(license, openapi) } : {}),
  };
}

/**
 * An identifier of the SPDX licence list, which has a page of its own: not an expression
 * (`MIT OR Apache-2.0`), not `GPL-2.0+` (an operator), not a `LicenseRef-` or `DocumentRef-` of
 * the document's own.
 */
const SPDX_LICENCE_ID = /^(?!LicenseRef-|DocumentRef-)[A-Za-z0-9.-]+$/;

/**
 * `info.license`. OpenAPI 3.0 has no `identifier`: there a single SPDX identifier becomes the URL
 * of its page in the SPDX licence list, and an expression leaves the name alone.
 */
function documentLicense(license: NonNullable<Model["service"]["license"]>, openapi: "3.1.0" | "3.0.3"): OpenAPIV3.LicenseObject {
  const { name, url, identifier } = license;
  if (identifier === undefined) return { name, ...(url !== undefined ? { url } : {}) };
  if (openapi === "3.1.0") return { name, identifier } as OpenAPIV3.LicenseObject;
  return SPDX_LICENCE_ID.test(identifier) ? { name, url: `https://spdx.org/licenses/${identifier}.html` } : { name };
}

/**
 * `servers`: the service root as a URL relative to the document's own location (OpenAPI 3.1.0,
 * section 4.8.5), so the document serves every host the service runs on.
 */
export function documentServers(model: Model): OpenAPIV3.ServerObject[] {
  const path = model.service.basePath.replace(/\/+$/, "");
  return [{ url: path === "" ? "/" : path, description: "The service root, relative to the host that serves this document." }];
}

/** One tag per entity set, in model order, described by the set (or its entity type). */
export function documentTags(
  model: Model,
  entityTypes: ReadonlyMap<string, EntityType>,
  sets: readonly EntitySet[],
): OpenAPIV3.TagObject[] {
  const setTags = sets.map((set) => ({
    name: set.name,
    description:
      set.description ??
      entityTypes.get(set.entityType)?.description ??
      `The ${set.name} entity set of ${set.entityType} records.`,
  }));
  const singletonTags = model.singletons.map((singleton) => ({
    name: singleton.name,
    description: singleton.description ?? entityTypes.get(singleton.entityType)?.description ?? `The ${singleton.name} singleton, ${withArticle(singleton.entityType)} record.`,
  }));
  return [...setTags, ...singletonTags];
}

/**
 * Root `security`: `[]` when the model declares no authentication (the document then says so in
 * `info.description`); otherwise one requirement per scheme, any one of which suffices.
 */
export function documentSecurity(model: Model): OpenAPIV3.SecurityRequirementObject[] {
  return model.service.security.map((scheme) => ({ [scheme.name]: [] }));
}

/** `components.securitySchemes` from the model's schemes, or undefined when there are none. */
export function securitySchemes(model: Model): Record<string, OpenAPIV3.SecuritySchemeObject> | undefined {
  if (model.service.security.length === 0) return undefined;
  return Object.fromEntries(model.service.security.map((scheme) => [scheme.name, securityScheme(scheme)]));
}

function securityScheme(scheme: SecurityScheme): OpenAPIV3.SecuritySchemeObject {
  const description = scheme.description !== undefined ? { description: scheme.description } : {};
  switch (scheme.type) {
    case "http":
      return {
        type: "http",
        scheme: scheme.scheme ?? "bearer",
        ...(scheme.bearerFormat ? { bearerFormat: scheme.bearerFormat } : {}),
        ...description,
      };
    case "apiKey":
      return { type: "apiKey", in: scheme.in ?? "header", name: scheme.parameterName ?? scheme.name, ...description };
    case "openIdConnect":
      // The format requires the URL for this type.
      return { type: "openIdConnect", openIdConnectUrl: scheme.openIdConnectUrl ?? "", ...description };
    case "oauth2":
      // The format requires at least one flow for this type; written in OpenAPI's key order.
      return { type: "oauth2", flows: oauthFlows(scheme.flows ?? {}), ...description };
  }
}

/** The flows in OpenAPI's order, each with its URLs before its scopes. */
function oauthFlows(flows: OAuthFlows): OpenAPIV3.OAuth2SecurityScheme["flows"] {
  const result: Record<string, unknown> = {};
  for (const kind of ["implicit", "password", "clientCredentials", "authorizationCode"] as const) {
    const flow = flows[kind];
    if (flow === undefined) continue;
    const { authorizationUrl, tokenUrl, refreshUrl, scopes } = flow;
    result[kind] = {
      ...(authorizationUrl !== undefined ? { authorizationUrl } : {}),
      ...(tokenUrl !== undefined ? { tokenUrl } : {}),
      ...(refreshUrl !== undefined ? { refreshUrl } : {}),
      scopes: { ...scopes },
    };
  }
  return result as OpenAPIV3.OAuth2SecurityScheme["flows"];
}
