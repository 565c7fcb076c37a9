import type { Model } from "../../model/types.js";
import { controlInformationNames, hasDerivedBodies, typeMemberNames } from "../common/body-rules.js";
import { HEADER } from "./type-module.js";

/**
 * The OData JSON envelopes every service shares: the collection page (OData JSON Format 4.01,
 * sections 4.5 and 12) and the error body (section 21).
 */
export function odataModule(model: Model): string {
  return `${HEADER}${derivedBody(model)}
/** A page of records as a collection request returns it. */
export interface ODataCollection<T> {
${controlInformation(model)}  value: T[];
}

/** One detail of an OData error. */
export interface ODataErrorDetail {
  /** A service-defined error code. */
  code: string;
  /** A human-readable message. */
  message: string;
  /** The target of the error, such as a property name. */
  target?: string | null;
}

/** The body of every 4xx and 5xx response. */
export interface ODataError {
  error: {
    /** A service-defined error code. */
    code: string;
    /** A human-readable message. */
    message: string;
    /** The target of the error, such as a property name. */
    target?: string | null;
    /** Further errors that caused this one. */
    details?: ODataErrorDetail[];
    /** Service-specific diagnostics; their shape is not part of the interface. */
    innererror?: Record<string, unknown>;
  };
}
`;
}

/**
 * Where a request body of a type may be a derived type's body, that body names its type (OData
 * JSON Format 4.01, section 4.5.3): in \`@odata.type\`, in a 4.01 service also in \`@type\`.
 */
function derivedBody(model: Model): string {
  if (!hasDerivedBodies(model)) return "";
  const named = typeMemberNames(model).map((member) => `{ ${JSON.stringify(member)}: string }`);
  const doc = `/** A body of a type derived from the one a request expects: it names its type${named.length > 1 ? " (in \`@odata.type\` or \`@type\`)" : " in \`@odata.type\`"}. */`;
  return `
${doc}
export type DerivedBody<Body> = Body & ${named.length > 1 ? `(${named.join(" | ")})` : named[0]};
`;
}

const CONTROL_INFORMATION: Record<"context" | "count" | "nextLink", { doc: string; type: string }> = {
  context: { doc: "The context URL: what the payload describes.", type: "string" },
  count: { doc: "The total number of matching records, when requested with `$count=true`.", type: "number" },
  nextLink: { doc: "The URL of the next page; absent on the last page.", type: "string" },
};

/** The page's control information; in a 4.01 service each also without the `odata.` prefix (`controlInformationNames`). */
function controlInformation(model: Model): string {
  let text = "";
  for (const name of ["context", "count", "nextLink"] as const) {
    const { doc, type } = CONTROL_INFORMATION[name];
    const [prefixed, ...others] = controlInformationNames(model, name);
    text += `  /** ${doc} */\n  "${prefixed}"?: ${type};\n`;
    for (const other of others) text += `  /** The same, as a 4.01 response may write it (without the \`odata.\` prefix). */\n  "${other}"?: ${type};\n`;
  }
  return text;
}
