import { escapeUnits } from "../common/output-names.js";
import type { EntitySet, SetOperation } from "../../model/types.js";

/**
 * operationIds, unique and stable: `<Set>.list`, `<Set>.get`, `<Set>.create`, `<Set>.update`,
 * `<Set>.delete`; `<Set>.<Nav>.get` (single-valued) and `<Set>.<Nav>.list` (collection-valued)
 * for navigations; `<Set>.change<Nav>` for a phase change (`Activity_Event.changePhase`); a
 * singleton's the same way (`Me.get`, `Me.update`, `Me.Manager.get`); `<Set>.getMedia` and
 * `<Set>.updateMedia` for a media entity's stream (`$value`); `<Set>.<Property>.get` and
 * `<Set>.<Property>.update` for a stream property (a type has no navigation of the same name).
 * Set, singleton, navigation and property names are OData identifiers, so a dot separates the
 * parts without ambiguity.
 */
export function operationId(
  set: Pick<EntitySet, "name">,
  kind: SetOperation | "phaseChange" | "navigation" | "getMedia" | "updateMedia" | "getStream" | "updateStream",
  navigation?: string,
  collection?: boolean,
): string {
  if (kind === "getStream" || kind === "updateStream") return `${set.name}.${navigation ?? ""}.${kind === "getStream" ? "get" : "update"}`;
  if (kind === "phaseChange") return `${set.name}.change${navigation ?? ""}`;
  if (kind === "navigation") return `${set.name}.${navigation ?? ""}.${collection ? "list" : "get"}`;
  return `${set.name}.${kind}`;
}

/** What redocly's `operation-operationId-url-safe` rule refuses: characters a URL does not carry unescaped. */
const NOT_URL_SAFE = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/g;

/**
 * An operationId with every character a URL cannot carry as it is written `_xHHHH_` (one per
 * UTF-16 unit), as the component keys write names beyond ASCII: tools put operationIds into URLs
 * and file names (`Dingé.list` becomes `Ding_x00E9_.list`).
 */
export function urlSafeOperationId(id: string): string {
  return escapeUnits(id, NOT_URL_SAFE);
}
