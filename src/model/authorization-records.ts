import type { BuildContext, Declared } from "./build-context.js";
import type { RawService } from "../metadata-loader/raw-types.js";
import type { OAuthFlows, SecurityScheme } from "./types.js";

/**
 * How `$metadata` carries the service's security schemes: the container's
 * `Authorization.Authorizations` (Org.OData.Authorization.V1) holds one record per scheme, and one
 * per flow of an oauth2 scheme, since each OAuth record type of the vocabulary is one flow. A
 * scheme with one flow (and every other scheme) gives its record the scheme's name, so the OASIS
 * CSDL-to-OpenAPI converter, which turns each record into a security scheme of its name, reads
 * the OpenAPI documents' schemes back; the records of a scheme with several flows are named
 * `<scheme>.<flow>` (`corp.clientCredentials`), and `edmgen import` regroups them.
 */
export const AUTHORIZATION = "Org.OData.Authorization.V1";

/** OpenAPI's OAuth flows, in OpenAPI's order, each with the vocabulary's record type for it. */
export const OAUTH_FLOW_RECORD_TYPES = {
  implicit: "OAuth2Implicit",
  password: "OAuth2Password",
  clientCredentials: "OAuth2ClientCredentials",
  authorizationCode: "OAuth2AuthCode",
} as const satisfies Record<keyof OAuthFlows, string>;

export type OAuthFlowKind = keyof typeof OAUTH_FLOW_RECORD_TYPES;

export const OAUTH_FLOW_KINDS = Object.keys(OAUTH_FLOW_RECORD_TYPES) as OAuthFlowKind[];

/** One Authorization record: its name, the flow it is of an oauth2 scheme, and the scheme's index. */
export interface AuthorizationRecordName {
  readonly name: string;
  readonly flow?: OAuthFlowKind;
  readonly scheme: number;
}

/** The records a model's schemes become, in scheme order, and flows in OpenAPI's order. */
export function authorizationRecordNames(schemes: readonly SecurityScheme[]): AuthorizationRecordName[] {
  return schemes.flatMap((scheme, index): AuthorizationRecordName[] => {
    if (scheme.type !== "oauth2") return [{ name: scheme.name, scheme: index }];
    const flows = OAUTH_FLOW_KINDS.filter((kind) => scheme.flows?.[kind] !== undefined);
    if (flows.length === 1) return [{ name: scheme.name, flow: flows[0]!, scheme: index }];
    return flows.map((flow) => ({ name: `${scheme.name}.${flow}`, flow, scheme: index }));
  });
}

/**
 * The scheme each record belongs to, as import reads them: OAuth records named
 * `<scheme>.<their flow>` form one scheme where there are at least two of them for that scheme
 * name and no record has the scheme name itself; every other record is a scheme of its own name.
 */
export function schemeNamesOfRecords(records: ReadonlyArray<{ readonly name: string; readonly flow?: OAuthFlowKind | undefined }>): string[] {
  const names = new Set(records.map((record) => record.name));
  const prefixOf = (record: { readonly name: string; readonly flow?: OAuthFlowKind | undefined }) =>
    record.flow !== undefined && record.name.endsWith(`.${record.flow}`) ? record.name.slice(0, -record.flow.length - 1) : undefined;
  const counts = new Map<string, number>();
  for (const record of records) {
    const prefix = prefixOf(record);
    if (prefix !== undefined && prefix !== "") counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return records.map((record) => {
    const prefix = prefixOf(record);
    return prefix !== undefined && (counts.get(prefix) ?? 0) >= 2 && !names.has(prefix) ? prefix : record.name;
  });
}

/**
 * Scheme names are the keys of OpenAPI's `components.securitySchemes` and the names of the
 * Authorization records: each once (EDM0204), and none that `$metadata` could not tell from
 * the records of a scheme with several flows (EDM0105).
 */
export function checkSecuritySchemeNames(ctx: BuildContext, declared: Declared<RawService>, schemes: readonly SecurityScheme[]): void {
  const first = new Map<string, number>();
  const at = (index: number) => ctx.at(declared, ["security", index, "name"], false);
  let duplicates = false;
  schemes.forEach((scheme, index) => {
    const earlier = first.get(scheme.name);
    if (earlier === undefined) {
      first.set(scheme.name, index);
      return;
    }
    duplicates = true;
    const place = at(earlier);
    ctx.report("EDM0204", { kind: "security scheme", name: scheme.name, first: `${place.file}:${place.line}:${place.column}`, firstKind: "security scheme" }, at(index));
  });
  if (duplicates) return;
  const records = authorizationRecordNames(schemes);
  const reported = new Set<number>();
  const recordOwner = new Map<string, AuthorizationRecordName>();
  for (const record of records) {
    const earlier = recordOwner.get(record.name);
    if (earlier === undefined) {
      recordOwner.set(record.name, record);
      continue;
    }
    // Scheme names differ, so one of the two is a flow of a scheme with several, named apart from it.
    const [named, flow] = schemes[earlier.scheme]!.name === record.name ? [earlier, record] : [record, earlier];
    reported.add(named.scheme);
    ctx.report("EDM0105", {
      where: `security scheme '${schemes[named.scheme]!.name}'`,
      detail: `is the name $metadata gives the ${flow.flow} flow of the oauth2 scheme '${schemes[flow.scheme]!.name}' (Authorization.Authorizations names the flows of a scheme with several '<scheme>.<flow>'): rename one of them`,
    }, at(named.scheme));
  }
  const readBack = schemeNamesOfRecords(records);
  records.forEach((record, i) => {
    const scheme = schemes[record.scheme]!;
    if (readBack[i] === scheme.name || reported.has(record.scheme)) return;
    reported.add(record.scheme);
    ctx.report("EDM0105", {
      where: `security scheme '${scheme.name}'`,
      detail: `would come back from $metadata as the ${record.flow} flow of a scheme '${readBack[i]}', since Authorization.Authorizations names the flows of a scheme with several '<scheme>.<flow>': rename it`,
    }, at(record.scheme));
  });
}
