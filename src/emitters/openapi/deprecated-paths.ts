import type { OpenAPIV3 } from "openapi-types";
import { deprecationOf } from "../../model/deprecation.js";
import { PATH_METHODS } from "./path-methods.js";

/**
 * The paths of a set or singleton (its own, and the operations bound to its records), every
 * operation marked `deprecated` where the element's Core.Revisions deprecate it. Copies: the
 * builders share some objects between paths.
 */
export function deprecatedWith(annotations: Readonly<Record<string, unknown>>, paths: [string, OpenAPIV3.PathItemObject][]): [string, OpenAPIV3.PathItemObject][] {
  if (deprecationOf(annotations) === undefined) return paths;
  return paths.map(([path, item]) => {
    const copy: Record<string, unknown> = { ...item };
    for (const method of PATH_METHODS) {
      const operation = item[method];
      if (operation !== undefined) copy[method] = { ...operation, deprecated: true };
    }
    return [path, copy as OpenAPIV3.PathItemObject];
  });
}
