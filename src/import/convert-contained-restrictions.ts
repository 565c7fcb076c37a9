import { MAX_CONTAINMENT_DEPTH } from "../model/containment.js";
import { enumMemberName, isUnnavigable, navigationPathOf } from "../model/navigation-restrictions.js";
import type { SetOperation } from "../model/types.js";
import { CAPABILITIES, type ElementAnnotations } from "./element-annotations.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import { isNavigation, namedMembers, type Scope } from "./scope.js";

/** What a set or singleton allows, as the converted model has it: what its contained records follow. */
export interface ContainerAccess {
  readonly operations: readonly SetOperation[];
  readonly updateMethod?: "PUT" | "PATCH";
}

/**
 * Takes out of an element's NavigationRestrictions what the CSDL emitter states itself on the
 * containment paths below it (contained records follow their container, and no set's restrictions
 * reach them): `Readable`, `Insertable`, `Updatable` and `Deletable` false where the container
 * withholds the operation, and `UpdateMethod` PUT where it updates with PUT. Kept, they would be
 * passthrough annotations that go on saying so after the container's settings change. What an
 * entry grants beyond the container (`Insertable: true` under a set without create, another
 * update method) the format's contained records cannot have: reported (EDM0503) and dropped.
 */
export function takeDerivedContainedRestrictions(scope: Scope, type: string, annotations: ElementAnnotations, container: ContainerAccess, describe: string): void {
  const term = `${CAPABILITIES}.NavigationRestrictions`;
  const taken = annotations.take(term);
  const record = asObject(taken?.value);
  if (!taken || !record || !Array.isArray(record.RestrictedProperties)) {
    if (taken) annotations.restore(term, taken);
    return;
  }
  const contained = containedPaths(scope, type, record);
  const can = (operation: SetOperation) => container.operations.includes(operation);
  const kept: JsonValue[] = [];
  for (const original of record.RestrictedProperties) {
    const entry = asObject(original);
    const path = navigationPathOf(entry?.NavigationProperty);
    const step = path === undefined ? undefined : contained.get(path);
    if (!entry || !step) {
      kept.push(original);
      continue;
    }
    let rest: JsonObject = entry;
    // What the container withholds, the format's contained records never get: a grant is reported and dropped.
    const granted = (restriction: string, property: string, operation: SetOperation) => {
      const values = asObject(entry[restriction]);
      if (can(operation) || values?.[property] !== true) return false;
      scope.ctx.notCarried(`${restriction}/${property} of '${path}' on ${describe}`, `contained records follow their container, which does not allow ${operation}`, scope.ctx.at(values, property));
      return true;
    };
    const without = (restriction: string, property: string, derived: boolean) => {
      const values = asObject(rest[restriction]);
      if (!derived || !values || !(property in values)) return;
      const { [property]: _, ...others } = values;
      const { [restriction]: __, ...outside } = rest;
      rest = Object.keys(others).some((k) => k !== "$Type") ? { ...outside, [restriction]: others } : outside;
    };
    const read = asObject(entry.ReadRestrictions);
    // The emitter states a read restriction whole, only where the entry has none of its own.
    if (read && read.Readable === false && !can("get") && Object.keys(read).every((k) => k === "Readable" || k === "$Type")) without("ReadRestrictions", "Readable", true);
    without("ReadRestrictions", "Readable", granted("ReadRestrictions", "Readable", "get"));
    without("InsertRestrictions", "Insertable", granted("InsertRestrictions", "Insertable", "create"));
    without("UpdateRestrictions", "Updatable", granted("UpdateRestrictions", "Updatable", "update"));
    without("DeleteRestrictions", "Deletable", granted("DeleteRestrictions", "Deletable", "delete"));
    const method = enumMemberName(asObject(entry.UpdateRestrictions)?.UpdateMethod);
    if (can("update") && method !== undefined && method !== (container.updateMethod ?? "PATCH")) {
      scope.ctx.notCarried(
        `UpdateRestrictions/UpdateMethod of '${path}' on ${describe}`,
        `contained records follow their container, which updates with ${container.updateMethod ?? "PATCH"}`,
        scope.ctx.at(asObject(entry.UpdateRestrictions), "UpdateMethod"),
      );
      without("UpdateRestrictions", "UpdateMethod", true);
    }
    without("InsertRestrictions", "Insertable", step.collection && !can("create") && asObject(entry.InsertRestrictions)?.Insertable === false);
    const update = asObject(entry.UpdateRestrictions);
    without("UpdateRestrictions", "Updatable", !can("update") && update?.Updatable === false);
    without("UpdateRestrictions", "UpdateMethod", can("update") && container.updateMethod === "PUT" && enumMemberName(update?.UpdateMethod) === "PUT");
    without("DeleteRestrictions", "Deletable", (step.collection || step.nullable) && !can("delete") && asObject(entry.DeleteRestrictions)?.Deletable === false);
    if (Object.keys(rest).some((k) => k !== "NavigationProperty" && k !== "$Type")) kept.push(rest);
  }
  const { RestrictedProperties: _, ...restOfRecord } = record;
  const remaining: JsonObject = kept.length > 0 ? { ...restOfRecord, RestrictedProperties: kept } : restOfRecord;
  if (Object.keys(remaining).some((k) => k !== "$Type")) annotations.restore(term, { value: remaining, location: taken.location });
}

interface ContainedStep {
  readonly collection: boolean;
  readonly nullable: boolean;
}

/**
 * The containment paths below a record of `type` as the containment paths of the outputs walk
 * them (`walkContainment`): through addressed records, at most `MAX_CONTAINMENT_DEPTH` levels,
 * never along a path the element's NavigationRestrictions make unnavigable.
 */
function containedPaths(scope: Scope, type: string, record: JsonObject): Map<string, ContainedStep> {
  const found = new Map<string, ContainedStep>();
  const walk = (typeName: string, trail: readonly string[], depth: number): void => {
    for (const { object } of [...scope.lineage(typeName)].reverse()) {
      for (const [name, value] of namedMembers(object)) {
        const member = asObject(value);
        if (!member || !isNavigation(member) || member.$ContainsTarget !== true) continue;
        const target = scope.resolveType(typeof member.$Type === "string" ? member.$Type : "");
        if (typeof target !== "object") continue;
        const segments = [...trail, name];
        const path = segments.join("/");
        if (isUnnavigable(record, path)) continue;
        const collection = member.$Collection === true;
        found.set(path, { collection, nullable: member.$Nullable === true });
        const keyed = scope.lineage(target.name).some((link) => Array.isArray(link.object.$Key));
        const addressed = !collection || (keyed && depth < MAX_CONTAINMENT_DEPTH);
        if (addressed && depth < MAX_CONTAINMENT_DEPTH) walk(target.name, segments, depth + 1);
      }
    }
  };
  walk(type, [], 1);
  return found;
}
