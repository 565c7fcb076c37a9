import { GENERATED_HEADER } from "./module-names.js";

/**
 * `validators/odata.ts`: the OData error body (OData JSON Format 4.01, section 21.1), as
 * `json-schema/odata.error.json` and `types/odata.ts` describe it: `code` and `message` required,
 * `target` optional and nullable, `details` and an `innererror` object optional; other members
 * are accepted and left out of the output. (The collection envelope is `edm.collection`, one per
 * entity type module.)
 */
export function renderODataModule(): string {
  return `${GENERATED_HEADER}import * as z from "zod";

/** One detail of an OData error. */
export const ODataErrorDetailSchema = z.object({
  code: z.string(),
  message: z.string(),
  target: z.string().nullable().exactOptional(),
});

/** The body of every 4xx and 5xx response. */
export const ODataErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    target: z.string().nullable().exactOptional(),
    details: z.array(ODataErrorDetailSchema).exactOptional(),
    /** Service-specific diagnostics; their shape is not part of the interface. */
    innererror: z.record(z.string(), z.unknown()).exactOptional(),
  }),
});
`;
}
