import type { OpenAPIV3 } from "openapi-types";
import type { Model } from "../../model/types.js";
import { annotationOf } from "../../model/annotation-terms.js";
import { withErrors } from "./responses.js";

/** The Capabilities term that says whether the service accepts batch requests (on the entity container). */
export const BATCH_SUPPORTED_TERM = "Org.OData.Capabilities.V1.BatchSupported";

/** The tag of the batch request, as the OASIS CSDL-to-OpenAPI mapping names it. */
export const BATCH_TAG: OpenAPIV3.TagObject = { name: "Batch Requests", description: "Several requests sent as one (OData Protocol 4.01, section 11.7)." };

/**
 * Whether the service says it accepts `$batch` (`Capabilities.BatchSupported` on its container,
 * `service.annotations` in the format). A service that does not say so gets no batch path: the
 * description of the service is the source, and a batch endpoint is not invented.
 */
export function supportsBatch(model: Model): boolean {
  return annotationOf(model.service.annotations, BATCH_SUPPORTED_TERM) === true;
}

/**
 * The request the example batch carries: a read of the model's first listable entity set (as the
 * OASIS mapping takes its first set), else of its first singleton, else of the metadata document:
 * a request "try it" tools can send to this service.
 */
function exampleRequest(model: Model): string {
  const resource = model.entitySets.find((set) => set.operations.includes("list"))?.name ?? model.singletons[0]?.name ?? "$metadata";
  return `GET ${encodeURI(resource)} HTTP/1.1`;
}

/**
 * `POST /$batch` (OData Protocol 4.01, section 11.7; multipart format, section 11.7.2) as the OASIS
 * CSDL-to-OpenAPI mapping writes it: a `multipart/mixed` body in, a `multipart/mixed` body out.
 */
export function batchPath(model: Model): [string, OpenAPIV3.PathItemObject] {
  return [
    "/$batch",
    {
      post: {
        tags: [BATCH_TAG.name],
        summary: "Send a group of requests",
        description:
          "Groups several requests into one multipart request (OData Protocol 4.01, section 11.7); each part is an HTTP request, and the response has one part per request.",
        operationId: "batch",
        requestBody: {
          description: "The batch request.",
          required: true,
          content: {
            "multipart/mixed;boundary=request-separator": {
              schema: { type: "string" },
              example: `--request-separator\nContent-Type: application/http\nContent-Transfer-Encoding: binary\n\n${exampleRequest(model)}\nAccept: application/json\n\n\n--request-separator--`,
            },
          },
        },
        responses: withErrors({
          "200": {
            description: "The batch response.",
            content: {
              "multipart/mixed": {
                schema: { type: "string" },
                example: "--response-separator\nContent-Type: application/http\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{...}\n--response-separator--",
              },
            },
          },
        }),
      },
    },
  ];
}
