import { HEADER } from "./type-module.js";

/**
 * The OData JSON envelopes every service shares: the collection page (OData JSON Format 4.01,
 * sections 4.5 and 12) and the error body (section 21).
 */
export function odataModule(): string {
  return `${HEADER}
/** A page of records as a collection request returns it. */
export interface ODataCollection<T> {
  /** The context URL: what the payload describes. */
  "@odata.context"?: string;
  /** The total number of matching records, when requested with \`$count=true\`. */
  "@odata.count"?: number;
  /** The URL of the next page; absent on the last page. */
  "@odata.nextLink"?: string;
  value: T[];
}

/** One detail of an OData error. */
export interface ODataErrorDetail {
  code: string;
  message: string;
  target?: string;
}

/** The body of every 4xx and 5xx response. */
export interface ODataError {
  error: {
    code: string;
    message: string;
    target?: string;
    details?: ODataErrorDetail[];
    /** Service-specific diagnostics; their shape is not part of the interface. */
    innererror?: Record<string, unknown>;
  };
}
`;
}
