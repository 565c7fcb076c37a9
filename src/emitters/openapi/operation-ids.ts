import type { EntitySet, SetOperation } from "../../model/types.js";

/**
 * operationIds, unique and stable: `<Set>.list`, `<Set>.get`, `<Set>.create`, `<Set>.update`,
 * `<Set>.delete`; `<Set>.<Nav>.get` (single-valued) and `<Set>.<Nav>.list` (collection-valued)
 * for navigations; `<Set>.change<Nav>` for a phase change (`Activity_Event.changePhase`); a
 * singleton's the same way (`Me.get`, `Me.update`, `Me.Manager.get`); `<Set>.getMedia` and
 * `<Set>.updateMedia` for a media entity's stream (`$value`). Set, singleton and
 * navigation names are OData identifiers, so a dot separates the parts without ambiguity.
 */
export function operationId(
  set: Pick<EntitySet, "name">,
  kind: SetOperation | "phaseChange" | "navigation" | "getMedia" | "updateMedia",
  navigation?: string,
  collection?: boolean,
): string {
  if (kind === "phaseChange") return `${set.name}.change${navigation ?? ""}`;
  if (kind === "navigation") return `${set.name}.${navigation ?? ""}.${collection ? "list" : "get"}`;
  return `${set.name}.${kind}`;
}
