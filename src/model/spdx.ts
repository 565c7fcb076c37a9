import { createRequire } from "node:module";
import { suggest } from "../diagnostics/suggest.js";

/**
 * SPDX licence expressions (SPDX specification, annex D): licence identifiers of the SPDX licence
 * list (the `spdx-license-ids` package, its current and deprecated ones), each perhaps with `+`,
 * or `LicenseRef-…` / `DocumentRef-…:LicenseRef-…`, joined by AND, OR and WITH (an exception
 * after WITH) and grouped with parentheses. Identifiers match in any case, as SPDX matches them.
 */

let known: Map<string, string> | undefined;

/** The listed identifiers by their lower case (read when a licence names one: most models have none). */
function listed(): Map<string, string> {
  if (known === undefined) {
    const require = createRequire(import.meta.url);
    const ids = [...(require("spdx-license-ids") as string[]), ...(require("spdx-license-ids/deprecated.json") as string[])];
    known = new Map(ids.map((id) => [id.toLowerCase(), id]));
  }
  return known;
}

/** The identifiers of an expression the SPDX list does not know, each with the listed one it is likely a misspelling of. */
export function unknownLicenseIds(expression: string): { id: string; suggestion?: string }[] {
  const unknown: { id: string; suggestion?: string }[] = [];
  let afterWith = false;
  for (const token of expression.split(/[\s()]+/).filter((t) => t !== "")) {
    if (token === "AND" || token === "OR") continue;
    if (token === "WITH") {
      afterWith = true;
      continue;
    }
    // An exception identifier names no licence: the list of exceptions is another one.
    if (afterWith) {
      afterWith = false;
      continue;
    }
    const id = token.endsWith("+") ? token.slice(0, -1) : token;
    if (/^(?:DocumentRef-[A-Za-z0-9.-]+:)?LicenseRef-[A-Za-z0-9.-]+$/.test(id) || listed().has(id.toLowerCase())) continue;
    const suggestion = suggest(id, listed().values());
    unknown.push(suggestion === undefined ? { id } : { id, suggestion });
  }
  return unknown;
}
