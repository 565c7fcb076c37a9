import type { OpenAPIV3 } from "openapi-types";
import { componentRef, ERROR_SCHEMA_NAME } from "../json-schema/schema-names.js";

/** Writes a reference to a named schema (and records that the document uses it). */
export type SchemaRef = (name: string) => string;

/** The media type of OData JSON requests and responses (OData JSON Format 4.01, section 3). */
export const JSON_MEDIA_TYPE = "application/json";

/** The name of the shared error response in `components.responses`. */
export const ERROR_RESPONSE = "error";

/** `components.responses.error`: the OData error body, used by every 4xx and 5xx status. */
export function errorResponse(): OpenAPIV3.ResponseObject {
  return {
    description: "An error: the OData error body (OData JSON Format 4.01, section 21.1).",
    content: { [JSON_MEDIA_TYPE]: { schema: { $ref: componentRef(ERROR_SCHEMA_NAME) } } },
  };
}

/** A JSON response whose body is the referenced schema. */
export function jsonResponse(description: string, ref: string): OpenAPIV3.ResponseObject {
  return { description, content: { [JSON_MEDIA_TYPE]: { schema: { $ref: ref } } } };
}

/** A response with headers: the headers before the content, as OpenAPI lists them. */
export function withHeaders(response: OpenAPIV3.ResponseObject, headers: Record<string, OpenAPIV3.ReferenceObject>): OpenAPIV3.ResponseObject {
  return { description: response.description, headers, ...(response.content ? { content: response.content } : {}) };
}

/** A response without a body (204 No Content). */
export function emptyResponse(description: string): OpenAPIV3.ResponseObject {
  return { description };
}

/**
 * The success responses plus `4XX` and `5XX` referencing the shared error response, added to
 * `success` itself (callers pass a fresh object literal). Not copied: V8 stores a copy's
 * integer-like keys (`"200"`) in an array of 200-odd slots, kilobytes per operation, tens of
 * megabytes on a large model, where the literal keeps them in a small dictionary.
 */
export function withErrors(success: Record<string, OpenAPIV3.ResponseObject>): OpenAPIV3.ResponsesObject {
  const error = { $ref: `#/components/responses/${ERROR_RESPONSE}` };
  const responses: OpenAPIV3.ResponsesObject = success;
  responses["4XX"] = error;
  responses["5XX"] = error;
  return responses;
}

/** A required JSON request body of the referenced schema. */
export function jsonRequestBody(description: string, ref: string): OpenAPIV3.RequestBodyObject {
  return { description, required: true, content: { [JSON_MEDIA_TYPE]: { schema: { $ref: ref } } } };
}

/**
 * Response headers, declared once in `components.headers` and only when a path uses them. A
 * create's (OData Protocol 4.01, section 11.4.2: `Location` holds the created record's edit or
 * read URL; section 8.3.4: a 204 No Content also carries its entity-id in `OData-EntityId`), and
 * the `ETag` of a record read from a set under optimistic concurrency (section 11.4.1.1).
 */
export class ResponseHeaders {
  private readonly used = new Set<HeaderName>();

  /** The headers of `201 Created`. */
  created(): Record<string, OpenAPIV3.ReferenceObject> {
    return this.refs(["Location"]);
  }

  /** The headers of `204 No Content` after a create under `Prefer: return=minimal`. */
  minimal(): Record<string, OpenAPIV3.ReferenceObject> {
    return this.refs(["Location", "OData-EntityId"]);
  }

  /** The headers of a record read from a set whose records carry ETags. */
  etag(): Record<string, OpenAPIV3.ReferenceObject> {
    return this.refs(["ETag"]);
  }

  /** `components.headers`: the ones used, in a fixed order. */
  components(): Record<string, OpenAPIV3.HeaderObject> | undefined {
    const names = HEADER_NAMES.filter((name) => this.used.has(name));
    return names.length === 0 ? undefined : Object.fromEntries(names.map((name) => [name, HEADERS[name]]));
  }

  private refs(names: readonly HeaderName[]): Record<string, OpenAPIV3.ReferenceObject> {
    const refs: Record<string, OpenAPIV3.ReferenceObject> = {};
    for (const name of names) {
      this.used.add(name);
      refs[name] = { $ref: `#/components/headers/${name}` };
    }
    return refs;
  }
}

const HEADER_NAMES = ["ETag", "Location", "OData-EntityId"] as const;
type HeaderName = (typeof HEADER_NAMES)[number];

const HEADERS: Record<HeaderName, OpenAPIV3.HeaderObject> = {
  ETag: {
    description: "The record's entity tag, as returned: send it back in `If-Match` to update or delete the record.",
    required: true,
    schema: { type: "string" },
  },
  Location: {
    description: "The URL of the created record (its edit or read URL).",
    required: true,
    schema: { type: "string", format: "uri-reference" },
  },
  "OData-EntityId": {
    description: "The entity-id of the created record, sent when the response has no body.",
    required: true,
    schema: { type: "string" },
  },
};
