import type { EntitySet, EntityType, Model, NavigationProperty, Property, SetOperation, StructuredType } from "../../model/types.js";
import { bindableNavigations, bindMemberName, complexBodyProperties, createBodyProperties, updateBodyProperties } from "../common/body-rules.js";
import { collectionPath, entityPath, navigationPath } from "../common/output-names.js";
import { baseChain, lookupOf } from "./lookup.js";
import { filterExample, typeText } from "./type-text.js";

/** One row of a set page's field table. */
export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly nullable: "yes" | "no";
  /** How create and update bodies treat the field, or "" when the set has no bodies. */
  readonly inBodies: string;
  readonly description: string;
  /** The base type that declares the field; "" for the set's own type. */
  readonly inheritedFrom: string;
}

/** One row of a set page's relationship table. */
export interface RelationshipRow {
  readonly name: string;
  readonly target: string;
  /** The entity set of the target type when it has exactly one (its page is linked); otherwise null. */
  readonly targetSet: string | null;
  readonly cardinality: string;
  /** "yes"/"no" for single-valued relationships; "" for collections (never null, possibly empty). */
  readonly nullable: string;
  readonly description: string;
  readonly inheritedFrom: string;
  /** The path that follows the relationship, or "" when the set offers no single-record read. */
  readonly path: string;
}

export interface OperationRow {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
}

export interface FilterRow {
  readonly path: string;
  readonly forms: string;
  readonly examples: readonly string[];
}

export interface PhaseChangeSection {
  /** `POST /v1/odata/Activity_Event`. */
  readonly request: string;
  readonly description: string;
  readonly navigation: string;
  readonly target: string;
  readonly body: string;
  readonly fields: readonly FieldRow[];
}

/** Everything a set's reference page says, as plain values (the template only lays them out). */
export interface SetPage {
  /** Output path below `generated/`. */
  readonly path: string;
  readonly name: string;
  readonly entityType: string;
  readonly description: string;
  readonly typeDescription: string;
  /** The base types, nearest first (`Datastore`, `Entity`). */
  readonly baseTypes: readonly string[];
  readonly readOnly: boolean;
  readonly returnsRecords: boolean;
  readonly hasBodies: boolean;
  /** What an update does, when the set allows updates; "" otherwise. */
  readonly updateNote: string;
  readonly operations: readonly OperationRow[];
  readonly fields: readonly FieldRow[];
  readonly relationships: readonly RelationshipRow[];
  /** Body members that link a single-valued relationship (`Activity@odata.bind`); empty when the set has no bodies. */
  readonly bindMembers: readonly string[];
  readonly filters: readonly FilterRow[];
  readonly phaseChange: PhaseChangeSection | null;
}

const OPERATION_ROWS: Record<SetOperation, { label: string; method: (set: EntitySet) => string; single: boolean }> = {
  list: { label: "List", method: () => "GET", single: false },
  get: { label: "Get by id", method: () => "GET", single: true },
  create: { label: "Create", method: () => "POST", single: false },
  update: { label: "Update", method: (set) => set.updateMethod, single: true },
  delete: { label: "Delete", method: () => "DELETE", single: true },
};

// OData Protocol 4.01, section 11.4.3: PUT replaces the record, PATCH changes only what it carries.
const UPDATE_NOTES: Record<EntitySet["updateMethod"], string> = {
  PUT: "Update (PUT) replaces the whole record: the body carries every writable field, and fields left out are reset.",
  PATCH: "Update (PATCH) changes only the fields the body carries.",
};

/** Builds the reference page of one entity set. */
export function buildSetPage(model: Model, set: EntitySet): SetPage {
  const type = findEntityType(model, set.entityType);
  const base = model.service.basePath;
  const operations: OperationRow[] = set.operations.map((op) => {
    const row = OPERATION_ROWS[op];
    return { operation: row.label, method: row.method(set), path: base + (row.single ? entityPath(model, set) : collectionPath(set)) };
  });
  if (set.phaseChange) operations.push({ operation: "Phase change", method: "POST", path: base + collectionPath(set) });
  const { creates, updates, updateRequires } = lookupOf(model).writes(type.name);
  const bodyRole = bodyRoleOf(type, creates, updates, updateRequires);
  const canGet = set.operations.includes("get");
  return {
    path: `docs/sets/${set.name}.md`,
    name: set.name,
    entityType: type.name,
    description: set.description ?? "",
    typeDescription: type.description ?? "",
    baseTypes: baseChain(model, type),
    readOnly: !set.operations.some((op) => op === "create" || op === "update" || op === "delete") && !set.phaseChange,
    returnsRecords: set.operations.includes("list") || canGet,
    hasBodies: creates || updates,
    updateNote: set.operations.includes("update") ? UPDATE_NOTES[set.updateMethod] : "",
    operations,
    fields: type.properties.map((p) => fieldRow(p, type, creates || updates ? bodyRole(p) : "")),
    relationships: type.navigations.map((n) => relationshipRow(model, set, type, n, canGet)),
    bindMembers: creates || updates ? bindableNavigations(type).map(bindMemberName) : [],
    filters: set.filters.map((f) => ({ path: f.path, forms: f.forms.join(", "), examples: f.forms.map((form) => filterExample(f.path, form, f.type)) })),
    phaseChange: set.phaseChange ? phaseChangeSection(model, set, type) : null,
  };
}

function fieldRow(property: Property, owner: StructuredType, inBodies: string): FieldRow {
  return {
    name: property.name,
    type: typeText(property.type, property.collection, property.facets),
    nullable: property.nullable ? "yes" : "no",
    inBodies,
    description: property.description ?? "",
    inheritedFrom: property.declaredIn === owner.name ? "" : property.declaredIn,
  };
}

/** Words for how the create and update bodies of the type treat a field (shared body rules). */
function bodyRoleOf(type: EntityType, creates: boolean, updates: boolean, updateRequires: boolean): (p: Property) => string {
  const inCreate = new Set(creates ? createBodyProperties(type).map((p) => p.name) : []);
  const inUpdate = new Set(updates ? updateBodyProperties(type).map((p) => p.name) : []);
  return (p) => {
    const c = inCreate.has(p.name);
    const u = inUpdate.has(p.name);
    if (!c && !u) return "read-only";
    const where = c && u ? "" : c ? " (create only)" : " (update only)";
    const required = p.requiredInBodies && (c || updateRequires) ? "required" : "optional";
    return required + where;
  };
}

function relationshipRow(model: Model, set: EntitySet, owner: EntityType, nav: NavigationProperty, canGet: boolean): RelationshipRow {
  const targetSets = lookupOf(model).setsByType.get(nav.target) ?? [];
  return {
    name: nav.name,
    target: nav.target,
    targetSet: targetSets.length === 1 ? targetSets[0]!.name : null,
    cardinality: nav.cardinality,
    nullable: nav.collection ? "" : nav.nullable ? "yes" : "no",
    description: nav.description ?? "",
    inheritedFrom: nav.declaredIn === owner.name ? "" : nav.declaredIn,
    path: canGet ? model.service.basePath + navigationPath(model, set, nav) : "",
  };
}

function phaseChangeSection(model: Model, set: EntitySet, type: EntityType): PhaseChangeSection {
  const change = set.phaseChange!;
  const body = model.complexTypes.find((t) => t.name === change.body);
  const nav = type.navigations.find((n) => n.name === change.navigation);
  return {
    request: `POST ${model.service.basePath}${collectionPath(set)}`,
    description: change.description ?? "",
    navigation: change.navigation,
    target: nav?.target ?? "",
    body: change.body,
    // The body is written whole: every non-computed field, required as the model says.
    fields: body ? complexBodyProperties(body).map((p) => fieldRow(p, body, p.requiredInBodies ? "required" : "optional")) : [],
  };
}

function findEntityType(model: Model, name: string): EntityType {
  const type = lookupOf(model).entityTypes.get(name);
  if (!type) throw new Error(`internal error: entity set type '${name}' is not in the model`);
  return type;
}
