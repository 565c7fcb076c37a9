import type { Location } from "../diagnostics/diagnostic.js";
import type { RawSecurityScheme } from "../metadata-loader/raw-types.js";
import type { OAuthFlow } from "../model/types.js";
import { AUTHORIZATION, OAUTH_FLOW_RECORD_TYPES, schemeNamesOfRecords, type OAuthFlowKind } from "../model/authorization-records.js";
import type { ElementAnnotations, TakenAnnotation } from "./element-annotations.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import type { Scope } from "./scope.js";

/** The key of OpenAPI's `components.securitySchemes`, which the format's scheme names are. */
const SCHEME_NAME = /^[a-zA-Z0-9._-]+$/;

const FLOW_OF_TYPE = new Map<string, OAuthFlowKind>(Object.entries(OAUTH_FLOW_RECORD_TYPES).map(([flow, type]) => [type, flow as OAuthFlowKind]));
const TYPES = ["Http", "ApiKey", "OpenIDConnect", ...FLOW_OF_TYPE.keys()];
const KEY_LOCATIONS: Readonly<Record<string, "header" | "query" | "cookie">> = { Header: "header", QueryOption: "query", Cookie: "cookie" };
/** The URLs each flow has, required (the vocabulary's non-nullable properties, the format's required settings). */
const FLOW_URLS: Readonly<Record<OAuthFlowKind, ReadonlyArray<"AuthorizationUrl" | "TokenUrl">>> = {
  implicit: ["AuthorizationUrl"],
  password: ["TokenUrl"],
  clientCredentials: ["TokenUrl"],
  authorizationCode: ["AuthorizationUrl", "TokenUrl"],
};

/** One Authorization record read: the scheme it gives (its flow, for an OAuth record, apart). */
interface ReadRecord {
  readonly name: string;
  readonly scheme: RawSecurityScheme;
  readonly flow?: OAuthFlowKind;
  readonly flowValue?: OAuthFlow;
  readonly location: Location;
}

/**
 * The service's `security` from the container's Authorization annotations (Org.OData.Authorization.V1),
 * as the CSDL emitters write them (see `authorizationAnnotations`): each Authorizations record a
 * scheme, the records of an oauth2 scheme with several flows (`corp.clientCredentials`,
 * `corp.authorizationCode`) regrouped into one (`schemeNamesOfRecords`); SecuritySchemes must
 * require any one of them without particular scopes, which is all the format says. Both terms
 * are taken whatever they hold, since the format writes them from `security` (a copy is EDM0220);
 * what does not fit is reported.
 */
export function convertSecurity(scope: Scope, annotations: ElementAnnotations): RawSecurityScheme[] | undefined {
  const authorizations = annotations.take(`${AUTHORIZATION}.Authorizations`);
  const required = annotations.take(`${AUTHORIZATION}.SecuritySchemes`);
  const records = authorizations ? readRecords(scope, authorizations) : [];
  const schemeNames = schemeNamesOfRecords(records);
  const schemes = new Map<string, RawSecurityScheme>();
  records.forEach((record, i) => {
    const name = schemeNames[i]!;
    const existing = schemes.get(name);
    if (existing === undefined) {
      // The description after the flows, as the format's reference lists a scheme's settings.
      const { description, ...settings } = record.scheme;
      schemes.set(name, record.flow ? { ...settings, name, flows: { [record.flow]: record.flowValue! }, ...(description !== undefined ? { description } : {}) } : record.scheme);
      return;
    }
    // A further flow of a scheme with several, each record with the scheme's description.
    if (record.scheme.description !== existing.description) {
      scope.ctx.notCarried(`the Description of Authorization record '${record.name}'`, `the records of scheme '${name}' are one scheme in the format, with the description of the first`, record.location);
    }
    schemes.set(name, { ...existing, flows: { ...existing.flows, [record.flow!]: record.flowValue! } });
  });
  const listed = required ? readRequired(scope, required, new Map(records.map((record, i) => [record.name, schemeNames[i]!]))) : undefined;
  if (schemes.size > 0) {
    if (listed === undefined) {
      scope.ctx.carriedChanged(
        "annotation 'Authorization.Authorizations' of the container",
        "the document does not say that a request needs one of its schemes (no Authorization.SecuritySchemes), and the format requires one of them for every request, as the OpenAPI root security and the generated $metadata say",
        authorizations!.location,
      );
    } else {
      const unlisted = [...schemes.keys()].filter((name) => !listed.has(name));
      if (unlisted.length > 0) {
        scope.ctx.carriedChanged(
          "annotation 'Authorization.SecuritySchemes' of the container",
          `it does not list ${unlisted.map((name) => `'${name}'`).join(", ")}, and the format requires any one of its schemes for every request, as the OpenAPI root security and the generated $metadata say`,
          required!.location,
        );
      }
    }
  }
  return schemes.size > 0 ? [...schemes.values()] : undefined;
}

function readRecords(scope: Scope, taken: TakenAnnotation): ReadRecord[] {
  if (!Array.isArray(taken.value)) {
    scope.ctx.notCarried("annotation 'Authorization.Authorizations' of the container", "its value is not a collection of records", taken.location);
    return [];
  }
  const result: ReadRecord[] = [];
  const names = new Set<string>();
  taken.value.forEach((item, index) => {
    const record = asObject(item);
    const location = record ? scope.ctx.at(record) : taken.location;
    const element = `Authorization record ${typeof record?.Name === "string" ? `'${record.Name}'` : `${index + 1}`} of the container`;
    if (!record) return scope.ctx.notCarried(element, "it is not a record", location);
    const type = typeof record.$Type === "string" && record.$Type.startsWith(`${AUTHORIZATION}.`) ? record.$Type.slice(AUTHORIZATION.length + 1) : undefined;
    if (type === undefined || !TYPES.includes(type)) {
      const named = typeof record.$Type === "string" ? `its type '${record.$Type}' is` : "it names no type, and Authorization is";
      return scope.ctx.notCarried(element, `${named} not one of the Authorization vocabulary's record types the format has a scheme for (${TYPES.join(", ")})`, location);
    }
    const name = record.Name;
    if (typeof name !== "string" || !SCHEME_NAME.test(name)) {
      return scope.ctx.notCarried(element, "its Name is not a scheme name of the format (letters, digits, '.', '_', '-': the key of OpenAPI's components.securitySchemes)", location);
    }
    if (names.has(name)) return scope.ctx.notCarried(element, `an earlier record has the name '${name}'`, location);
    const read = new RecordReader(scope, record, element);
    const scheme = readScheme(read, type, name);
    if (scheme === undefined) return;
    read.finish();
    names.add(name);
    result.push({ name, location, ...scheme });
  });
  return result;
}

function readScheme(read: RecordReader, type: string, name: string): Pick<ReadRecord, "scheme" | "flow" | "flowValue"> | undefined {
  const description = read.string("Description");
  const base = (kind: RawSecurityScheme["type"]): RawSecurityScheme => ({ name, type: kind });
  const scheme = readSchemeSettings(read, type, base);
  // The description last, as the format's reference lists it.
  return scheme && description !== undefined ? { ...scheme, scheme: { ...scheme.scheme, description } } : scheme;
}

function readSchemeSettings(read: RecordReader, type: string, base: (kind: RawSecurityScheme["type"]) => RawSecurityScheme): Pick<ReadRecord, "scheme" | "flow" | "flowValue"> | undefined {
  switch (type) {
    case "Http": {
      const scheme = read.required("Scheme");
      if (scheme === undefined) return undefined;
      const bearer = scheme.toLowerCase() === "bearer";
      const bearerFormat = read.string("BearerFormat");
      if (bearerFormat !== undefined && !bearer) read.report("BearerFormat", "the format gives a bearer format to the bearer scheme only, as OpenAPI does");
      return { scheme: { ...base("http"), ...(bearer ? {} : { scheme }), ...(bearer && bearerFormat !== undefined ? { bearerFormat } : {}) } };
    }
    case "ApiKey": {
      const keyName = read.required("KeyName");
      const location = read.keyLocation();
      if (keyName === undefined || location === undefined) return undefined;
      return { scheme: { ...base("apiKey"), ...(location !== "header" ? { in: location } : {}), ...(keyName !== base("apiKey").name ? { parameterName: keyName } : {}) } };
    }
    case "OpenIDConnect": {
      // The OASIS CSDL-to-OpenAPI converter writes IssuerUrl as the scheme's openIdConnectUrl, and so do the emitters.
      const url = read.required("IssuerUrl");
      return url === undefined ? undefined : { scheme: { ...base("openIdConnect"), openIdConnectUrl: url } };
    }
    default: {
      const flow = FLOW_OF_TYPE.get(type)!;
      const scopes = read.scopes();
      const refreshUrl = read.string("RefreshUrl");
      const urls: { authorizationUrl?: string; tokenUrl?: string } = {};
      for (const property of FLOW_URLS[flow]) {
        const url = read.required(property);
        if (url === undefined) return undefined;
        urls[property === "AuthorizationUrl" ? "authorizationUrl" : "tokenUrl"] = url;
      }
      if (scopes === undefined) return undefined;
      return { scheme: base("oauth2"), flow, flowValue: { ...urls, ...(refreshUrl !== undefined ? { refreshUrl } : {}), scopes } };
    }
  }
}

/** Reads a record's properties; `finish` reports what is left (properties of other types, annotations). */
class RecordReader {
  private readonly rest: Set<string>;

  constructor(
    private readonly scope: Scope,
    private readonly record: JsonObject,
    private readonly element: string,
  ) {
    this.rest = new Set(Object.keys(record).filter((key) => key !== "$Type" && key !== "Name"));
  }

  report(property: string, detail: string): void {
    this.scope.ctx.notCarried(`property '${property}' of ${this.element}`, detail, this.scope.ctx.at(this.record, property));
  }

  private take(property: string): JsonValue | undefined {
    this.rest.delete(property);
    return this.record[property];
  }

  /** An optional string property (null: absent); another value is reported. */
  string(property: string): string | undefined {
    const value = this.take(property);
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string") return value;
    this.report(property, "its value is not a string");
    return undefined;
  }

  /** A property the format requires: without a non-blank string the record is not carried. */
  required(property: string): string | undefined {
    const value = this.string(property);
    if (value !== undefined && /\S/.test(value)) return value;
    this.scope.ctx.notCarried(this.element, `it has no ${property} (a non-blank string), which the format's scheme requires`, this.scope.ctx.at(this.record));
    return undefined;
  }

  /** ApiKey's Location: a KeyLocation member (an enum member from CSDL XML, its name from CSDL JSON). */
  keyLocation(): "header" | "query" | "cookie" | undefined {
    const value = this.take("Location");
    const member = asObject(value)?.$EnumMember;
    const written = typeof member === "string" && member.startsWith(`${AUTHORIZATION}.KeyLocation/`) ? member.slice(member.indexOf("/") + 1) : value;
    const location = typeof written === "string" ? KEY_LOCATIONS[written] : undefined;
    if (location === undefined) this.scope.ctx.notCarried(this.element, "its Location is not a member of Authorization.KeyLocation (Header, QueryOption, Cookie)", this.scope.ctx.at(this.record));
    return location;
  }

  /** OAuth's Scopes: scope names with their descriptions. */
  scopes(): Record<string, string> | undefined {
    const value = this.take("Scopes");
    if (!Array.isArray(value)) {
      this.scope.ctx.notCarried(this.element, "it has no Scopes collection, which the format's flow requires (it may be empty)", this.scope.ctx.at(this.record));
      return undefined;
    }
    const scopes: Record<string, string> = {};
    for (const item of value) {
      const entry = asObject(item);
      const name = entry?.Scope;
      const at = entry ? this.scope.ctx.at(entry) : this.scope.ctx.at(this.record, "Scopes");
      if (!entry || typeof name !== "string" || Object.hasOwn(scopes, name)) {
        this.scope.ctx.notCarried(`a scope of ${this.element}`, entry && typeof name === "string" ? `the scope '${name}' is listed before` : "it is not a record with a Scope name", at);
        continue;
      }
      const description = entry.Description;
      scopes[name] = typeof description === "string" ? description : "";
      for (const key of Object.keys(entry)) {
        if (key === "Scope" || key === "$Type" || (key === "Description" && typeof description === "string")) continue;
        this.scope.ctx.notCarried(`property '${key}' of scope '${name}' of ${this.element}`, "the format's scopes are names with a description each, as OpenAPI's", this.scope.ctx.at(entry, key));
      }
    }
    return scopes;
  }

  finish(): void {
    for (const key of this.rest) {
      const detail = key.includes("@") ? "the format's security schemes carry no annotations" : "the format's scheme of this type has no such setting";
      this.scope.ctx.notCarried(`${key.includes("@") ? "annotation" : "property"} '${key}' of ${this.element}`, detail, this.scope.ctx.at(this.record, key));
    }
  }
}

/**
 * The schemes SecuritySchemes lists (by the records it names), reporting what the format cannot
 * say: required scopes (the OpenAPI root security lists each scheme with none), names of records
 * not carried.
 */
function readRequired(scope: Scope, taken: TakenAnnotation, schemeOf: ReadonlyMap<string, string>): Set<string> {
  const listed = new Set<string>();
  const element = "annotation 'Authorization.SecuritySchemes' of the container";
  if (!Array.isArray(taken.value)) {
    scope.ctx.notCarried(element, "its value is not a collection of records", taken.location);
    return listed;
  }
  for (const item of taken.value) {
    const entry = asObject(item);
    const at = entry ? scope.ctx.at(entry) : taken.location;
    const name = entry?.Authorization;
    const scheme = typeof name === "string" ? schemeOf.get(name) : undefined;
    if (scheme === undefined) {
      scope.ctx.notCarried(`an entry of ${element}`, typeof name === "string" ? `it names '${name}', which is no Authorization record the format carries` : "it names no Authorization", at);
      continue;
    }
    listed.add(scheme);
    const scopes = entry!.RequiredScopes;
    if (Array.isArray(scopes) && scopes.length > 0) {
      scope.ctx.notCarried(`the RequiredScopes of the entry for '${name}' in ${element}`, "the format requires no particular scopes: the OpenAPI root security lists each scheme with none", scope.ctx.at(entry!, "RequiredScopes"));
    }
    for (const key of Object.keys(entry!)) {
      if (key === "Authorization" || key === "RequiredScopes" || key === "$Type") continue;
      scope.ctx.notCarried(`'${key}' of the entry for '${name}' in ${element}`, "the format has no place for it", scope.ctx.at(entry!, key));
    }
  }
  return listed;
}
