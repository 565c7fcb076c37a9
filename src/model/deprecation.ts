/**
 * Whether an element is deprecated: `Core.Revisions` (Core vocabulary) with a revision of kind
 * `Deprecated`, in any form the model holds it (`Kind: Deprecated`, `Core.RevisionKind/Deprecated`,
 * `{ $EnumMember: … }`). The outputs that can say so read it here: OpenAPI and JSON Schema
 * (`deprecated: true`), TypeScript (`@deprecated`) and the docs.
 */

import { annotationOf, CORE } from "./annotation-terms.js";
import { enumMemberName } from "./navigation-restrictions.js";

export interface Deprecation {
  /** The revision's `Description`: what to use instead, or why. */
  readonly description?: string;
}

const NOT_DEPRECATED = undefined;

/** The element's deprecation, or undefined when no revision deprecates it. */
export function deprecationOf(annotations: Readonly<Record<string, unknown>> | undefined): Deprecation | undefined {
  // Most elements carry no annotations at all: nothing to look up.
  let any = false;
  for (const _ in annotations) {
    any = true;
    break;
  }
  if (!any) return NOT_DEPRECATED;
  const revisions = annotationOf(annotations, `${CORE}Revisions`);
  if (!Array.isArray(revisions)) return NOT_DEPRECATED;
  for (const revision of revisions) {
    if (revision === null || typeof revision !== "object" || Array.isArray(revision)) continue;
    const record = revision as Record<string, unknown>;
    if (enumMemberName(record.Kind) !== "Deprecated") continue;
    return typeof record.Description === "string" && record.Description.trim() !== "" ? { description: record.Description } : {};
  }
  return NOT_DEPRECATED;
}
