import { createDiagnostic } from "../diagnostics/diagnostic.js";
import type { ImportContext } from "./import-context.js";
import { attr } from "./xml-expressions.js";
import type { XmlElement } from "./xml-parser.js";

export const EDMX = "http://docs.oasis-open.org/odata/ns/edmx";
export const EDM = "http://docs.oasis-open.org/odata/ns/edm";
/** The EDMX namespace of OData V1-V3 (CSDL 1.0-3.0). */
const EDMX_V1_V3 = "http://schemas.microsoft.com/ado/2007/06/edmx";
/** The `m:` namespace that carries `DataServiceVersion` in V1-V3 documents. */
const DATA_SERVICES_METADATA = "http://schemas.microsoft.com/ado/2007/08/dataservices/metadata";
/** CSDL namespaces of OData V1-V3 (2006/04 to 2009/11). */
const EDM_V1_V3 = /^http:\/\/schemas\.microsoft\.com\/ado\/(2006\/04|2007\/05|2008\/01|2008\/09|2009\/11)\/edm$/;

/**
 * Checks that the document is CSDL 4.0 or 4.01 and returns its version. OData V2 and V3 documents
 * (edmx 1.0, `m:DataServiceVersion`, the Microsoft 2006-2009 CSDL namespaces) get EDM0502 naming
 * their version; anything that is not an `edmx:Edmx` document gets EDM0501.
 */
export function checkVersion(ctx: ImportContext, root: XmlElement): "4.0" | "4.01" | undefined {
  const microsoft = root.uri.startsWith("http://schemas.microsoft.com/ado/");
  if (root.local !== "Edmx" || (root.uri !== EDMX && !microsoft)) {
    ctx.diagnostics.push(createDiagnostic("EDM0501", { detail: `the root element is <${root.name}>${root.uri ? ` in namespace ${root.uri}` : ""}, not <edmx:Edmx> in namespace ${EDMX}` }, ctx.here(root.position)));
    return undefined;
  }
  const versionAttribute = root.attributes.find((a) => a.local === "Version" && a.uri === "");
  const dataServices = root.children.find((c) => c.local === "DataServices");
  const serviceVersion = dataServices?.attributes.find((a) => a.local === "DataServiceVersion" && a.uri === DATA_SERVICES_METADATA);
  const maxServiceVersion = dataServices?.attributes.find((a) => a.local === "MaxDataServiceVersion" && a.uri === DATA_SERVICES_METADATA);
  const oldSchema = dataServices?.children.find((c) => c.local === "Schema" && EDM_V1_V3.test(c.uri));
  if (root.uri === EDMX && !serviceVersion && oldSchema) {
    // A V4 envelope around a schema in a V1-V3 CSDL namespace: most likely the namespace is wrong.
    const detail = `the <Schema> is in the CSDL ${versionOfNamespace(oldSchema.uri)} namespace ${oldSchema.uri}, inside an OData V4 <edmx:Edmx>; OData V4 schemas are in ${EDM}`;
    ctx.diagnostics.push(createDiagnostic("EDM0501", { detail }, ctx.here(oldSchema.position)));
    return undefined;
  }
  if (root.uri === EDMX_V1_V3 || microsoft || serviceVersion || oldSchema) {
    // The OData protocol version says more to users than the EDMX version 1.0 every V1-V3 document
    // has: the highest of what the document says (a V3 service may say DataServiceVersion 1.0,
    // the least a client needs, and MaxDataServiceVersion 3.0), or what its CSDL namespace implies.
    const candidates = [serviceVersion?.value, maxServiceVersion?.value, oldSchema ? versionOfNamespace(oldSchema.uri) : undefined].filter((v): v is string => v !== undefined && /^\d+(\.\d+)?$/.test(v));
    const version = candidates.sort((a, b) => Number(b) - Number(a))[0] ?? serviceVersion?.value ?? versionAttribute?.value ?? "before 4.0";
    const at = serviceVersion?.position ?? versionAttribute?.position ?? root.position;
    ctx.diagnostics.push(createDiagnostic("EDM0502", { version }, ctx.here(at)));
    return undefined;
  }
  const version = attr(root, "Version");
  if (version === "4.0" || version === "4.01") return version;
  if (version === undefined) {
    ctx.diagnostics.push(createDiagnostic("EDM0501", { detail: "<edmx:Edmx> has no Version attribute" }, ctx.here(root.position)));
    return undefined;
  }
  ctx.diagnostics.push(createDiagnostic("EDM0502", { version }, ctx.here(versionAttribute!.position)));
  return undefined;
}

/**
 * The OData version a CSDL namespace implies ([MS-CSDL]): CSDL 3.0 (2009/11) is OData V3's, CSDL
 * 2.0 (2008/09) V2's, and CSDL 1.0 to 1.2 (2006/04, 2007/05, 2008/01) V1's.
 */
function versionOfNamespace(uri: string): string {
  if (uri.includes("2009/11")) return "3.0";
  if (uri.includes("2008/09")) return "2.0";
  return "1.0";
}
