import { collectionPath, csdlContainerElement, entityPath, entityTypeIndex, typeIndexesOf } from "../emitters/common/output-names.js";
import { hasOptimisticConcurrency } from "../model/annotation-terms.js";
import { navigationAt } from "../model/navigation-paths.js";
import type { EntitySet, Model, SetOperation, Singleton } from "../model/types.js";
import { csdlOnlyAffects, mergeAffects, offered, pathOf, phaseChangeAffects, relatedCreateAffects, setAffects } from "./affects.js";
import { makeChange, sides, type Change, type Side } from "./change.js";
import { annotationMessage, setAnnotationEffect, singletonAnnotationEffect } from "./offered-operations.js";
import { sameJson } from "./compare-members.js";

/** Who an operation serves: reads break readers when taken away, writes break writers. */
const OPERATION_SIDE: Record<SetOperation, Side> = { list: "readers", get: "readers", create: "writers", update: "writers", delete: "writers" };

const OPERATION_METHOD: Record<SetOperation, string> = { list: "GET", get: "GET", create: "POST", update: "", delete: "DELETE" };

/** Who loses when a set goes: readers if it could be read, writers if it could be written. */
/**
 * Whether a set's or singleton's update method changed only with the service's: it follows the
 * service setting in both versions. The service's change reports it, once for all of them.
 */
export function followsServiceUpdateMethod(before: Model, after: Model, o: { updateMethod: string }, n: { updateMethod: string }): boolean {
  return before.service.updateMethod !== after.service.updateMethod && o.updateMethod === before.service.updateMethod && n.updateMethod === after.service.updateMethod;
}

function setSides(set: EntitySet): Side[] {
  return sides(set.operations.some((op) => OPERATION_SIDE[op] === "readers"), set.operations.some((op) => OPERATION_SIDE[op] === "writers") || set.phaseChange !== undefined);
}

/** Changes to entity sets: added, removed, type, operations, update method, filters, phase change, bindings. */
export function compareEntitySets(before: Model, after: Model): Change[] {
  const changes: Change[] = [];
  const oldSets = new Map(before.entitySets.map((s) => [s.name, s]));
  const newSets = new Map(after.entitySets.map((s) => [s.name, s]));
  for (const o of oldSets.values()) {
    const n = newSets.get(o.name);
    if (!n) changes.push(makeChange({ element: "entitySet", name: o.name, change: "removed", message: "removed", breaks: setSides(o), place: o.source, affects: setAffects(before, o) }));
    else changes.push(...setChanges(before, after, o, n));
  }
  for (const n of newSets.values()) {
    if (!oldSets.has(n.name)) changes.push(makeChange({ element: "entitySet", name: n.name, change: "added", message: "added", breaks: [], place: n.source, affects: setAffects(after, n) }));
  }
  return changes;
}

function setChanges(before: Model, after: Model, o: EntitySet, n: EntitySet): Change[] {
  const changes: Change[] = [];
  const add = (aspect: string, message: string, breaks: readonly Side[], affects = setAffects(after, n)) =>
    changes.push(makeChange({ element: "entitySet", name: n.name, change: "changed", aspect, message, breaks, place: n.source, affects }));
  if (o.entityType !== n.entityType) add("entityType", `entity type changed from ${o.entityType} to ${n.entityType}`, setSides(o));

  const oldPath = entityPath(before, o);
  const newPath = entityPath(after, n);
  // A key field's new type can change how its value is written in the URL (`(ID)` or `('ID')`);
  // key and key-style changes are reported where they are made.
  // A path that moved only with the OData version (4.01 drops the `duration` and enum type
  // prefixes, and still takes them) is the version change's to report.
  const byVersion = before.service.odataVersion !== after.service.odataVersion && entityPath({ ...before, service: { ...before.service, odataVersion: after.service.odataVersion } }, o) === newPath;
  if (oldPath !== newPath && !byVersion && o.entityType === n.entityType && before.service.keyPathStyle === after.service.keyPathStyle && keyNames(before, o) === keyNames(after, n)) {
    const used = o.operations.filter((op) => op !== "list" && op !== "create");
    // The paths clients knew, and those they use now.
    if (used.length > 0) add("keyPath", `record path changed from ${oldPath} to ${newPath}`, [...new Set(used.map((op) => OPERATION_SIDE[op]))], mergeAffects(setAffects(before, o), setAffects(after, n)));
  }
  for (const op of o.operations) {
    if (n.operations.includes(op)) continue;
    const readOnly = !n.operations.some((x) => OPERATION_SIDE[x] === "writers") && o.operations.some((x) => OPERATION_SIDE[x] === "writers");
    const message = `taken away (${requestOf(before, o, op)})${readOnly && OPERATION_SIDE[op] === "writers" ? ": the set is now read-only" : ""}`;
    changes.push(makeChange({ element: "operation", name: `${n.name}.${op}`, change: "removed", message, breaks: [OPERATION_SIDE[op]], place: n.source, placeIn: "head", affects: setAffects(before, o, [op]) }));
  }
  for (const op of n.operations) {
    if (o.operations.includes(op)) continue;
    changes.push(makeChange({ element: "operation", name: `${n.name}.${op}`, change: "added", message: `added (${requestOf(after, n, op)})`, breaks: [], place: n.source, affects: setAffects(after, n, [op]) }));
  }
  if (o.updateMethod !== n.updateMethod && o.operations.includes("update") && n.operations.includes("update") && !followsServiceUpdateMethod(before, after, o, n)) {
    changes.push(
      makeChange({
        element: "operation", name: `${n.name}.update`, change: "changed", aspect: "updateMethod",
        message: `update method changed from ${o.updateMethod} to ${n.updateMethod}`, breaks: ["writers"], place: n.source, affects: setAffects(after, n, ["update"]),
      }),
    );
  }
  changes.push(...filterChanges(before, after, o, n));
  changes.push(...phaseChangeChanges(before, after, o, n));
  changes.push(...relatedCreateChanges(before, after, "EntitySet", o, n, entityPath(before, o), entityPath(after, n)));

  changes.push(...bindingChanges(before, after, o, n));
  if ((o.description ?? "") !== (n.description ?? "")) add("description", "description changed", []);
  if (o.includeInServiceDocument !== n.includeInServiceDocument) add("includeInServiceDocument", n.includeInServiceDocument ? "now listed in the service document" : "no longer listed in the service document", []);
  if (!sameJson(o.annotations, n.annotations)) {
    // Under Core.OptimisticConcurrency an update or delete must send the record's ETag in If-Match.
    const changing = n.operations.filter((op) => op === "update" || op === "delete");
    const concurrency = changing.length > 0 && hasOptimisticConcurrency(n.annotations) && !hasOptimisticConcurrency(o.annotations);
    if (concurrency) add("annotations", "annotations changed: Core.OptimisticConcurrency now makes updates and deletes send the record's ETag in If-Match", ["writers"], setAffects(after, n, changing));
    // Restrictions in the same change may add or take away requests: said apart.
    const effect = setAnnotationEffect(before, o, n);
    if (!concurrency || effect.paths.length > 0) add("annotations", annotationMessage(effect), effect.breaks, withPaths(setAffects(after, n), effect.paths));
  }
  return changes;
}

/** The requests of the model's OpenAPI document at a path and below it (`METHOD /path`). */
function requestsUnder(model: Model, path: string): string[] {
  return offered(model).filter((op) => {
    const at = pathOf(op);
    return at === path || at.startsWith(`${path}/`) || at.startsWith(`${path}(`);
  });
}

/** A change's list of what it touches, with the paths of requests it took away or added. */
const withPaths = (affects: Change["affects"], paths: readonly string[]) => mergeAffects(affects, { openApiPaths: paths, openApiSchemas: [], csdl: [], typeScript: [] });

/** The key of a set's type as written (`ID`, `A,B`). */
function keyNames(model: Model, set: EntitySet): string {
  return (model.entityTypes.find((t) => t.name === set.entityType)?.key ?? []).map((k) => k.alias ?? k.path).join(",");
}

/** The request of an operation: `GET /Price`, `PUT /Price({ID})`. */
/**
 * Navigation bindings (CSDL 13.4) say which set related records live in: CSDL-only facts, since
 * following a relationship works the same. Bindings that come and go with their relationship or
 * their target set are not listed again: the change of the relationship or set says it.
 */
function bindingChanges(before: Model, after: Model, o: EntitySet, n: EntitySet): Change[] {
  const changes: Change[] = [];
  const oldBindings = new Map(o.navigationBindings.map((b) => [b.path, b.target]));
  const newBindings = new Map(n.navigationBindings.map((b) => [b.path, b.target]));
  const oldSets = new Set(before.entitySets.map((s) => s.name));
  const newSets = new Set(after.entitySets.map((s) => s.name));
  const affects = csdlOnlyAffects(after, csdlContainerElement(after, "EntitySet", n.name));
  const binding = (path: string, change: "added" | "removed" | "changed", message: string) =>
    changes.push(makeChange({ element: "binding", name: `${n.name}.${path}`, change, ...(change === "changed" ? { aspect: "target" } : {}), message, breaks: [], place: n.source, placeIn: "head", affects }));
  for (const [path, target] of oldBindings) {
    const now = newBindings.get(path);
    if (now === undefined && hasNavigation(after, n.entityType, path) && newSets.has(target)) binding(path, "removed", `removed (target set ${target})`);
    else if (now !== undefined && now !== target) binding(path, "changed", `target set changed from ${target} to ${now}`);
  }
  for (const [path, target] of newBindings) {
    if (!oldBindings.has(path) && hasNavigation(before, o.entityType, path) && oldSets.has(target)) binding(path, "added", `added (target set ${target})`);
  }
  return changes;
}

/** Whether a binding path names a navigation in a model (`Nav`, `Info/Region`, `Shop.Customer/Orders`: `navigationAt`). */
function hasNavigation(model: Model, typeName: string, path: string): boolean {
  const entityTypes = entityTypeIndex(model);
  const type = entityTypes.get(typeName);
  const types = { entityTypes, complexTypes: typeIndexesOf(model).complexTypes, namespace: model.service.namespace, alias: model.service.alias };
  return type !== undefined && navigationAt(types, type, path) !== undefined;
}

function requestOf(model: Model, set: EntitySet, op: SetOperation): string {
  const method = op === "update" ? set.updateMethod : OPERATION_METHOD[op];
  return `${method} ${op === "list" || op === "create" ? collectionPath(set) : entityPath(model, set)}`;
}

/** Documented filter forms per property path: a path or form taken away breaks readers' queries. */
function filterChanges(before: Model, after: Model, o: EntitySet, n: EntitySet): Change[] {
  const changes: Change[] = [];
  const oldRules = new Map(o.filters.map((f) => [f.path, f]));
  const newRules = new Map(n.filters.map((f) => [f.path, f]));
  const filterAffects = (model: Model, set: EntitySet) => setAffects(model, set, ["list"], false);
  for (const rule of o.filters) {
    const now = newRules.get(rule.path);
    const name = `${n.name}.$filter ${rule.path}`;
    if (!now) {
      changes.push(makeChange({ element: "filter", name, change: "removed", message: `removed (forms: ${rule.forms.join(", ")})`, breaks: ["readers"], place: rule.source, affects: filterAffects(before, o) }));
      continue;
    }
    const removed = rule.forms.filter((f) => !now.forms.includes(f));
    const added = now.forms.filter((f) => !rule.forms.includes(f));
    if (removed.length > 0) changes.push(makeChange({ element: "filter", name, change: "changed", aspect: "forms", message: `forms removed: ${removed.join(", ")}`, breaks: ["readers"], place: now.source, affects: filterAffects(after, n) }));
    if (added.length > 0) changes.push(makeChange({ element: "filter", name, change: "changed", aspect: "forms", message: `forms added: ${added.join(", ")}`, breaks: [], place: now.source, affects: filterAffects(after, n) }));
  }
  for (const rule of n.filters) {
    if (oldRules.has(rule.path)) continue;
    changes.push(makeChange({ element: "filter", name: `${n.name}.$filter ${rule.path}`, change: "added", message: `added (forms: ${rule.forms.join(", ")})`, breaks: [], place: rule.source, affects: filterAffects(after, n) }));
  }
  return changes;
}

/** The phase change (a POST that is not a create): taken away or reshaped, it breaks writers. */
function phaseChangeChanges(before: Model, after: Model, o: EntitySet, n: EntitySet): Change[] {
  const was = o.phaseChange;
  const now = n.phaseChange;
  const name = `${n.name}.phaseChange`;
  if (was && !now) return [makeChange({ element: "phaseChange", name, change: "removed", message: `taken away (POST ${collectionPath(o)})`, breaks: ["writers"], place: was.source, affects: phaseChangeAffects(before, o, was.body) })];
  if (!was && now) return [makeChange({ element: "phaseChange", name, change: "added", message: `added (POST ${collectionPath(n)})`, breaks: [], place: now.source, affects: phaseChangeAffects(after, n, now.body) })];
  if (!was || !now) return [];
  const changes: Change[] = [];
  const add = (aspect: string, message: string, breaks: readonly Side[]) =>
    changes.push(makeChange({ element: "phaseChange", name, change: "changed", aspect, message, breaks, place: now.source, affects: phaseChangeAffects(after, n, now.body) }));
  if (was.body !== now.body) add("body", `body type changed from ${was.body} to ${now.body}`, ["writers"]);
  if (was.navigation !== now.navigation) add("navigation", `changed relationship is now ${now.navigation} (was ${was.navigation})`, ["writers"]);
  if ((was.description ?? "") !== (now.description ?? "")) add("description", "description changed", []);
  return changes;
}

/**
 * Creating records through relationships (`POST /Set({ID})/Nav`): taken away, it breaks writers.
 * Named like the operationId (`Set.Nav.create`); reported only while the relationship exists on
 * both sides (a removed relationship is reported as such).
 */
function relatedCreateChanges(
  before: Model,
  after: Model,
  kind: "EntitySet" | "Singleton",
  o: EntitySet | Singleton,
  n: EntitySet | Singleton,
  oldRecordPath: string,
  newRecordPath: string,
): Change[] {
  const changes: Change[] = [];
  const targetOf = (model: Model, owner: EntitySet | Singleton, navigation: string) =>
    model.entityTypes.find((t) => t.name === owner.entityType)?.navigations.find((nav) => nav.name === navigation)?.target;
  const report = (model: Model, owner: EntitySet | Singleton, navigation: string, recordPath: string, change: "added" | "removed") => {
    const target = targetOf(model, owner, navigation);
    const other = change === "added" ? before : after;
    const otherOwner = change === "added" ? o : n;
    if (target === undefined || targetOf(other, otherOwner, navigation) === undefined) return;
    const path = `${recordPath}/${navigation}`;
    changes.push(
      makeChange({
        element: "operation", name: `${owner.name}.${navigation}.create`, change,
        message: change === "added" ? `added (POST ${path})` : `taken away (POST ${path})`,
        // The place is always the head's set (the base's line numbers mean nothing in the head's files).
        breaks: change === "added" ? [] : ["writers"], place: n.source, placeIn: "head",
        affects: relatedCreateAffects(model, csdlContainerElement(model, kind, owner.name), path, target),
      }),
    );
  };
  for (const navigation of o.createRelated) if (!n.createRelated.includes(navigation)) report(before, o, navigation, oldRecordPath, "removed");
  for (const navigation of n.createRelated) if (!o.createRelated.includes(navigation)) report(after, n, navigation, newRecordPath, "added");
  return changes;
}

/** Changes to singletons: added, removed, type, updatability. */
export function compareSingletons(before: Model, after: Model): Change[] {
  const changes: Change[] = [];
  const oldOnes = new Map(before.singletons.map((s) => [s.name, s]));
  const newOnes = new Map(after.singletons.map((s) => [s.name, s]));
  const affects = (model: Model, s: Singleton) =>
    csdlOnlyAffects(model, csdlContainerElement(model, "Singleton", s.name), [`/${s.name}`, ...requestsUnder(model, `/${s.name}`).map(pathOf)]);
  for (const o of oldOnes.values()) {
    const n = newOnes.get(o.name);
    // Readers lose what they read; writers where they could write: an update, a record created
    // through it, a media stream or an action bound to it (any request under its path but a GET).
    const lost = sides(true, requestsUnder(before, `/${o.name}`).some((op) => !op.startsWith("GET ")));
    if (!n) {
      changes.push(makeChange({ element: "singleton", name: o.name, change: "removed", message: "removed", breaks: lost, place: o.source, affects: affects(before, o) }));
      continue;
    }
    const add = (aspect: string, message: string, breaks: readonly Side[], changed = affects(after, n)) =>
      changes.push(makeChange({ element: "singleton", name: n.name, change: "changed", aspect, message, breaks, place: n.source, affects: changed }));
    if (o.entityType !== n.entityType) add("entityType", `entity type changed from ${o.entityType} to ${n.entityType}`, lost);
    if (o.updatable !== n.updatable) add("updatable", n.updatable ? "now updatable" : "no longer updatable", n.updatable ? [] : ["writers"]);
    if (o.updatable && n.updatable && o.updateMethod !== n.updateMethod && !followsServiceUpdateMethod(before, after, o, n)) add("updateMethod", `update method changed from ${o.updateMethod} to ${n.updateMethod}`, ["writers"]);
    changes.push(...relatedCreateChanges(before, after, "Singleton", o, n, `/${o.name}`, `/${n.name}`));
    if ((o.description ?? "") !== (n.description ?? "")) add("description", "description changed", []);
    if (!sameJson(o.annotations, n.annotations)) {
      const effect = singletonAnnotationEffect(before, o, n);
      add("annotations", annotationMessage(effect), effect.breaks, withPaths(affects(after, n), effect.paths));
    }
  }
  for (const n of newOnes.values()) {
    if (!oldOnes.has(n.name)) changes.push(makeChange({ element: "singleton", name: n.name, change: "added", message: "added", breaks: [], place: n.source, affects: affects(after, n) }));
  }
  return changes;
}
