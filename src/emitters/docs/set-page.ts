import { valueConstraints } from "../../model/validation-constraints.js";
import { withDeprecation } from "./deprecation-text.js";
import { queryOptionsSection, type QueryOptionRow } from "./query-options.js";
import { queryOptionSupport } from "../../model/query-options.js";
import { fileStems } from "../common/file-stems.js";
import { defaultValueText } from "../common/default-values.js";
import type { Annotations, EntitySet, EntityType, Model, NavigationProperty, Property, SetOperation, Singleton, StructuredType } from "../../model/types.js";
import {
  allowsCreate,
  allowsUpdate,
  bindableNavigations,
  bodyAt,
  derivedBodyTypes,
  hasDerivedValues,
  isMediaEntity,
  takesDerivedBodies,
  bindMemberName,
  complexBodyProperties,
  createBodyProperties,
  updateBodyProperties,
  updateRequiresFields,
  referencesInBodies,
  ownTypeNames,
  TYPE_MEMBER,
} from "../common/body-rules.js";
import { collectionPath, entityPath, typeIndexesOf } from "../common/output-names.js";
import { openApiOperations } from "../openapi/index.js";
import { baseChain, lookupOf } from "./lookup.js";
import { filterExample, typeText } from "./type-text.js";
import { unreadThroughIn } from "../../model/navigation-restrictions.js";
import { hasOptimisticConcurrency } from "../../model/annotation-terms.js";

/** One row of a set page's field table. */
export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly nullable: "yes" | "no" | "no (items may be null)";
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
  /** The page of the target type's entity set when it has exactly one (linked, without `.md`); otherwise null. */
  readonly targetPage: string | null;
  readonly cardinality: string;
  /** "yes"/"no" for single-valued relationships; "" for collections (never null, possibly empty). */
  readonly nullable: string;
  readonly description: string;
  readonly inheritedFrom: string;
  /** The path that follows the relationship, or "" when the set offers no single-record read. */
  readonly path: string;
  /** The read of one record with the related records inline (`…({ID})?$expand=Nav`), or "" where there is none. */
  readonly inline: string;
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
  /** Where the body may be of a type derived from its declared one, the sentence that says which and how (markdown); else "". */
  readonly derivedBodies: string;
}

/** Everything a set's (or singleton's) reference page says, as plain values (the template only lays them out). */
export interface SetPage {
  /** Output path below `generated/`. */
  readonly path: string;
  /** What the page describes: `Entity set` or `Singleton`. */
  readonly kind: string;
  /** The same in a sentence: `set` or `singleton`. */
  readonly noun: string;
  /** The bodies the page's resource accepts, for a sentence: `Create and update bodies`, `Update bodies`. */
  readonly bodies: string;
  /** The text of the link to the index. */
  readonly indexLabel: string;
  /** Where set pages are, relative to this page (`""` beside them, `../sets/` from a singleton's). */
  readonly setsFolder: string;
  readonly name: string;
  readonly entityType: string;
  readonly description: string;
  readonly typeDescription: string;
  /** The base types, nearest first (`Datastore`, `Entity`). */
  readonly baseTypes: readonly string[];
  readonly readOnly: boolean;
  readonly returnsRecords: boolean;
  readonly hasBodies: boolean;
  /** The member that names the record's type in a body (`"@odata.type": "#Shop.Price"`), when bodies of the type itself are sent; else "". */
  readonly bodyTypeMember: string;
  /** Where records of derived types may be sent, the sentence that says which and how (markdown); else "". */
  readonly derivedBodies: string;
  /** Whether the type is open: its records (and bodies) may carry dynamic properties. */
  readonly openType: boolean;
  /** What an update does, when the set allows updates; "" otherwise. */
  readonly updateNote: string;
  readonly operations: readonly OperationRow[];
  /** The resource's own operations among them, in words for the index (`list`, `get`, `phase change`). */
  readonly ownOperations: readonly string[];
  /** How many of `operations` follow the resource's own (creates through relationships, media, bound operations, contained records, …), for the index. */
  readonly furtherOperations: number;
  readonly fields: readonly FieldRow[];
  readonly relationships: readonly RelationshipRow[];
  /** Whether some relationship is read inline (`$expand`): the table's Inline column is explained. */
  readonly expandsInline: boolean;
  /** Body members that link a relationship (`Activity@odata.bind`); empty when the set has no bodies. */
  readonly bindMembers: readonly string[];
  /** Whether some of them may be null (a nullable relationship: null removes the link). */
  readonly unlinkable: boolean;
  /** Whether some of them take arrays (collection-valued relationships). */
  readonly bindsCollections: boolean;
  /** Whether the bodies include an update (what a link in an update does is said only then). */
  readonly bodyUpdates: boolean;
  /** Whether bodies also take the 4.01 entity-reference form (`referencesInBodies`); `referenceExample` names a relationship to show it with. */
  readonly references: boolean;
  readonly referenceExample: string;
  readonly filters: readonly FilterRow[];
  /** Whether the page has a Filters section (sets whose records can be read; not singletons). */
  readonly showsFilters: boolean;
  /** Fields the model marks `filterable: false` (CSDL NonFilterableProperties). */
  readonly nonFilterable: readonly string[];
  readonly phaseChange: PhaseChangeSection | null;
  readonly queryOptions: readonly QueryOptionRow[];
  readonly withheldOptions: string;
  readonly listsRecords: boolean;
  readonly countsRecords: boolean;
}

const OPERATION_ROWS: Record<SetOperation, { label: string; method: (set: EntitySet) => string; single: boolean }> = {
  list: { label: "List", method: () => "GET", single: false },
  get: { label: "Get by id", method: () => "GET", single: true },
  create: { label: "Create", method: () => "POST", single: false },
  update: { label: "Update", method: (set) => set.updateMethod, single: true },
  delete: { label: "Delete", method: () => "DELETE", single: true },
};

/** What a page calls the resource it describes, and where it sits among the pages. */
type Wording = Pick<SetPage, "kind" | "noun" | "bodies" | "indexLabel" | "setsFolder">;

const SET_WORDING: Wording = { kind: "Entity set", noun: "set", bodies: "Create and update bodies", indexLabel: "All entity sets", setsFolder: "" };
const SINGLETON_WORDING: Wording = {
  kind: "Singleton",
  noun: "singleton",
  bodies: "Update bodies",
  indexLabel: "All entity sets and singletons",
  setsFolder: "../sets/",
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
  const recordPath = base + entityPath(model, set);
  const rows: WordedRow[] = [
    ...set.operations.map((op) => {
      const row = OPERATION_ROWS[op];
      return { word: op, row: { operation: row.label, method: row.method(set), path: row.single ? recordPath : base + collectionPath(set) } };
    }),
    ...(set.phaseChange ? [{ word: "phase change", row: { operation: "Phase change", method: "POST", path: base + collectionPath(set) } }] : []),
    ...set.createRelated.map((navigation) => ({ row: relatedCreateRow(navigation, recordPath) })),
    ...(type.hasStream ? mediaRows(recordPath) : []),
    ...streamRows(type, recordPath),
  ];
  const documented = documentedOperations(model, set.name);
  // The bodies this set accepts (the type may have others, through another set, a singleton or
  // a container); their fields as the type's one body rule has them.
  const writes = writesOf(model, type.name);
  // A record is read alone where the document has its path (not for a keyless type's records).
  const canGet = documented.has(`GET ${recordPath}`);
  const derived = {
    derivedCreate: set.operations.includes("create") && takesDerivedBodies(model, type.name, "create"),
    derivedUpdate: set.operations.includes("update") && takesDerivedBodies(model, type.name, "update"),
  };
  // An abstract type has no create body of its own, but every derived type's create body carries
  // its fields under the same rules: the page says how those bodies treat them.
  const creates = set.operations.includes("create") && (writes.creates || derived.derivedCreate);
  const updates = set.operations.includes("update") && writes.updates;
  // A PATCH body requires nothing, whatever PUT elsewhere requires of the type.
  const updateRequires = set.updateMethod === "PUT" && writes.updateRequires;
  const sections = typeSections(model, type, { creates, updates, updateRequires, ...derived }, canGet ? recordPath : null, set.annotations);
  return {
    path: `docs/sets/${fileStems(model).setPage(set.name)}.md`,
    ...operationsTable(model, set.name, rows, documented, sections.relationships),
    ...SET_WORDING,
    name: set.name,
    description: withDeprecation(set.description, set.annotations),
    ...sections,
    // Name only the bodies this set accepts.
    bodies: creates && updates ? "Create and update bodies" : creates ? "Create bodies" : "Update bodies",
    readOnly: !set.operations.some((op) => op === "create" || op === "update" || op === "delete") && !set.phaseChange && set.createRelated.length === 0,
    returnsRecords: set.operations.includes("list") || canGet,
    updateNote: [mediaCreateNote(model, set, type), set.operations.includes("update") ? UPDATE_NOTES[set.updateMethod] : "", concurrencyNote(set, ["PUT", "PATCH", "DELETE"].some((method) => documented.has(`${method} ${recordPath}`)))].filter((note) => note !== "").join(" "),
    filters: set.filters.map((f) => ({ path: f.path, forms: f.forms.join(", "), examples: f.forms.map((form) => filterExample(f.path, form, f.type, model)) })),
    showsFilters: set.operations.includes("list") || canGet,
    nonFilterable: type.properties.filter((p) => !p.filterable).map((p) => p.name),
    phaseChange: set.phaseChange ? phaseChangeSection(model, set, type) : null,
    ...queryOptionsSection(model, type, set.annotations, { lists: documented.has(`GET ${base}${collectionPath(set)}`), gets: canGet, filtersDocumented: set.filters.length > 0 }),
  };
}

/** A row a page words itself, with the word the index names it by when it is one of the resource's own operations (`list`, `phase change`). */
interface WordedRow {
  readonly row: OperationRow;
  readonly word?: string;
}

/**
 * Core.OptimisticConcurrency (OData Protocol 4.01, section 11.4.1.1): the OpenAPI document asks
 * for `If-Match` on the set's update and delete, and names the `ETag` of a read by key; said where
 * the document has such a change (`changes`).
 */
function concurrencyNote(set: EntitySet, changes: boolean): string {
  if (!changes || !hasOptimisticConcurrency(set.annotations)) return "";
  return "Records carry an ETag (`@odata.etag`, and the `ETag` header of a read by key): an update or delete sends it in `If-Match`, and the service refuses a change without it.";
}

/** A media entity is created from its stream (OData Protocol 4.01, section 11.4.2.2), which the page says where the set creates. */
function mediaCreateNote(model: Model, set: EntitySet, type: EntityType): string {
  // No JSON create body exactly where the records are media (also an abstract type's whose concrete types all are).
  if (!set.operations.includes("create") || bodyAt(model, type.name, "create") !== undefined) return "";
  return "Create (POST) sends the new record's media stream, not its fields: the service answers with the record, whose fields an update then sets.";
}

/** A media entity's stream (`$value`, OData Protocol 11.4.7): read where the record is read, replaced (PUT) where it is updated. */
function mediaRows(recordPath: string): WordedRow[] {
  return [
    { row: { operation: "Get media", method: "GET", path: `${recordPath}/$value` } },
    { row: { operation: "Replace media", method: "PUT", path: `${recordPath}/$value` } },
  ];
}

/** Each stream property's stream (OData Protocol 11.4.8.2), kept where the OpenAPI document has the operation, as the media rows are. */
function streamRows(type: EntityType, recordPath: string): WordedRow[] {
  return type.properties
    .filter((p) => p.isStream && !p.collection)
    .flatMap((p) => [
      { row: { operation: `Get ${p.name}`, method: "GET", path: `${recordPath}/${p.name}` } },
      ...(p.computed || p.immutable ? [] : [{ row: { operation: `Replace ${p.name}`, method: "PUT", path: `${recordPath}/${p.name}` } }]),
    ]);
}

/** `METHOD /path` of every operation the OpenAPI document lists under the set's or singleton's tag, with the base path. */
function documentedOperations(model: Model, owner: string): ReadonlySet<string> {
  return new Set((openApiOperations(model).get(owner) ?? []).map((operation) => `${operation.method} ${model.service.basePath}${operation.path}`));
}

/**
 * A page's operations table: its own rows where the OpenAPI document has them (so a keyless
 * type's records, which have no paths, get no rows, and a stream is replaced only where records
 * are updated), then every further operation the document lists under the tag
 * (`otherOperations`); and, for the index, the words of the resource's own operations and how
 * many rows follow them.
 */
function operationsTable(
  model: Model,
  owner: string,
  rows: readonly WordedRow[],
  documented: ReadonlySet<string>,
  relationships: readonly RelationshipRow[],
): Pick<SetPage, "operations" | "ownOperations" | "furtherOperations"> {
  const shown = rows.filter(({ row }) => documented.has(`${row.method} ${row.path}`));
  const ownOperations = shown.flatMap(({ word }) => (word === undefined ? [] : [word]));
  const ownRows = shown.map(({ row }) => row);
  const operations = [...ownRows, ...otherOperations(model, owner, ownRows, relationships)];
  return { operations, ownOperations, furtherOperations: operations.length - ownOperations.length };
}

/**
 * The operations the OpenAPI document lists under the set's or singleton's tag that the page does
 * not show yet: bound actions and functions, contained records and what lies below them,
 * relationships through complex fields, imports that return its records. Each with the
 * document's summary; the relationship GETs are in the relationships table.
 */
function otherOperations(model: Model, owner: string, shown: readonly OperationRow[], relationships: readonly RelationshipRow[]): OperationRow[] {
  const base = model.service.basePath;
  const known = new Set([...shown.map((row) => `${row.method} ${row.path}`), ...relationships.filter((r) => r.path !== "").map((r) => `GET ${r.path}`)]);
  const rows: OperationRow[] = [];
  for (const operation of openApiOperations(model).get(owner) ?? []) {
    const row = { operation: operation.summary, method: operation.method, path: base + operation.path };
    if (!known.has(`${row.method} ${row.path}`)) rows.push(row);
  }
  return rows;
}

/** A record created already related, through a collection-valued relationship of the record at `recordPath`. */
function relatedCreateRow(navigation: string, recordPath: string): OperationRow {
  return { operation: `Create related (${navigation})`, method: "POST", path: `${recordPath}/${navigation}` };
}

/** Builds the reference page of one singleton: its GET, its update when it can be updated. */
export function buildSingletonPage(model: Model, singleton: Singleton): SetPage {
  const type = findEntityType(model, singleton.entityType);
  const path = `${model.service.basePath}/${singleton.name}`;
  const rows: WordedRow[] = [
    { word: "get", row: { operation: "Get", method: "GET", path } },
    ...(singleton.updatable ? [{ word: "update", row: { operation: "Update", method: singleton.updateMethod, path } }] : []),
    ...singleton.createRelated.map((navigation) => ({ row: relatedCreateRow(navigation, path) })),
    ...(type.hasStream ? mediaRows(path) : []),
    ...streamRows(type, path),
  ];
  const { updates, updateRequires } = writesOf(model, type.name);
  const derivedUpdate = singleton.updatable && takesDerivedBodies(model, type.name, "update");
  const requires = singleton.updateMethod === "PUT" && updateRequires;
  const sections = typeSections(model, type, { creates: false, updates: singleton.updatable && updates, updateRequires: requires, derivedCreate: false, derivedUpdate }, path, singleton.annotations);
  return {
    path: `docs/singletons/${fileStems(model).singletonPage(singleton.name)}.md`,
    ...operationsTable(model, singleton.name, rows, documentedOperations(model, singleton.name), sections.relationships),
    ...SINGLETON_WORDING,
    name: singleton.name,
    description: withDeprecation(singleton.description, singleton.annotations),
    ...sections,
    readOnly: !singleton.updatable && singleton.createRelated.length === 0,
    returnsRecords: true,
    updateNote: singleton.updatable ? UPDATE_NOTES[singleton.updateMethod] : "",
    filters: [],
    showsFilters: false,
    nonFilterable: [],
    phaseChange: null,
    ...queryOptionsSection(model, type, singleton.annotations, { lists: false, gets: true, filtersDocumented: false }),
  };
}

/**
 * What a page says about its resource's entity type, the same for a set and a singleton: the type,
 * its fields with how the bodies the resource accepts treat them, and its relationships
 * (`recordPath` is the path of one record, null when no record can be read alone; a relationship
 * the resource's own NavigationRestrictions make unnavigable has no path either).
 */
function typeSections(
  model: Model,
  type: EntityType,
  bodies: { creates: boolean; updates: boolean; updateRequires: boolean; derivedCreate: boolean; derivedUpdate: boolean },
  recordPath: string | null,
  annotations: Annotations,
): Pick<
  SetPage,
  "entityType" | "typeDescription" | "baseTypes" | "hasBodies" | "bodyTypeMember" | "derivedBodies" | "openType" | "fields" | "relationships" | "expandsInline" | "bindMembers" | "unlinkable" | "bindsCollections" | "bodyUpdates" | "references" | "referenceExample"
> {
  const hasBodies = bodies.creates || bodies.updates;
  // No record is of an abstract type: its bodies never name it (a derived type's name its own).
  const ownTypeBodies = !type.abstract && hasBodies;
  const bodyRole = bodyRoleOf(type, bodies.creates, bodies.updates, bodies.updateRequires);
  const links = hasBodies ? bindableNavigations(type) : [];
  // The relationships a read may include inline, as the OpenAPI document's `$expand` lists them.
  const allows = queryOptionSupport(annotations);
  const expandable = (name: string) => allows.expand && !allows.nonExpandable.has(name);
  const relationships = type.navigations.map((n) => relationshipRow(model, type, n, unreadThroughIn(annotations, n.name) ? null : recordPath, expandable(n.name)));
  return {
    entityType: type.name,
    typeDescription: withDeprecation(type.description, type.annotations),
    baseTypes: baseChain(model, type),
    hasBodies,
    // An abstract type's records are created as a derived type, naming that one (`derivedBodies`).
    bodyTypeMember: ownTypeBodies ? `"${TYPE_MEMBER}": "${ownTypeNames(model, type.name)[0]}"` : "",
    derivedBodies: derivedBodiesText(model, type, bodies.derivedCreate, bodies.derivedUpdate),
    openType: type.openType,
    fields: type.properties.map((p) => fieldRow(model, p, type, hasBodies ? bodyRole(p) : "")),
    relationships,
    expandsInline: relationships.some((r) => r.inline !== ""),
    bindMembers: links.map(bindMemberName),
    unlinkable: links.some((n) => n.nullable && !n.collection),
    bindsCollections: links.some((n) => n.collection),
    bodyUpdates: bodies.updates,
    // Said within the sentence on bindMembers, so only where there are links.
    references: referencesInBodies(model),
    referenceExample: referenceExample(links),
  };
}

/**
 * Where a resource's records may be of a derived type: which types, and that each is sent with its
 * own fields and names its type (the `-or-derived` bodies of the other outputs).
 */
function derivedBodiesText(model: Model, type: EntityType, creates: boolean, updates: boolean): string {
  if (!creates && !updates) return "";
  const { names, example } = derivedNames(model, type);
  const verbs = creates && updates ? "created and updated" : creates ? "created" : "updated";
  const whose = type.abstract ? `Records are always of a type derived from \`${type.name}\` (${names}), and are ${verbs} as such` : `Records of a type derived from \`${type.name}\` (${names}) are ${verbs} here too`;
  // The record exists and keeps its type: an update of the abstract type's own fields names none.
  const ownFields = type.abstract && updates ? ` An update that changes only fields \`${type.name}\` declares needs no type name.` : "";
  // A media entity is created from its stream, never with a JSON body (the create bodies leave it out).
  const media = creates ? derivedBodyTypes(model, type.name).filter(isMediaEntity).map((t) => `\`${t.name}\``) : [];
  const mediaNote = media.length === 0 ? "" : ` ${media.join(", ")} ${media.length === 1 ? "is a media entity" : "are media entities"}: no JSON body creates ${media.length === 1 ? "its" : "their"} records.`;
  return `${whose}: with the fields of their own type, naming that type in the body (${example}).${ownFields}${mediaNote}`;
}

/** Which bodies a type has, by the emitters' one rule (body-rules.ts). */
function writesOf(model: Model, typeName: string): { creates: boolean; updates: boolean; updateRequires: boolean } {
  return { creates: allowsCreate(model, typeName), updates: allowsUpdate(model, typeName), updateRequires: updateRequiresFields(model, typeName) };
}

function fieldRow(model: Model, property: Property, owner: StructuredType, inBodies: string): FieldRow {
  return {
    name: property.name,
    type: typeText(property.type, property.collection, property.facets, model.service.namespace, defaultValueText(property, model), valueConstraints(property, typeIndexesOf(model).typeDefinitions).allowedValues),
    // A collection is never null; its Nullable speaks of the items (as the relationships' column says).
    nullable: property.collection ? (property.nullable ? "no (items may be null)" : "no") : property.nullable ? "yes" : "no",
    inBodies,
    description: withDeprecation(property.description, property.annotations),
    inheritedFrom: property.declaredIn === owner.name ? "" : property.declaredIn,
  };
}

/**
 * Words for how the create and update bodies of the type treat a field (shared body rules); a page
 * with only one kind of body (a singleton's: update) says it without "(… only)".
 */
function bodyRoleOf(type: EntityType, creates: boolean, updates: boolean, updateRequires: boolean): (p: Property) => string {
  const inCreate = new Set(creates ? createBodyProperties(type).map((p) => p.name) : []);
  const inUpdate = new Set(updates ? updateBodyProperties(type).map((p) => p.name) : []);
  return (p) => {
    const c = inCreate.has(p.name);
    const u = inUpdate.has(p.name);
    if (!c && !u) return "read-only";
    const where = c && u ? "" : c ? (updates ? " (create only)" : "") : creates ? " (update only)" : "";
    // A PATCH body requires nothing: a field required on create is optional there.
    if (p.requiredInBodies && c && u && !updateRequires) return "required (create), optional (update)";
    const required = p.requiredInBodies && (c || updateRequires) ? "required" : "optional";
    return required + where;
  };
}

/** A relationship's row; `recordPath` is the path of one record (null when no record can be read alone). */
function relationshipRow(model: Model, owner: EntityType, nav: NavigationProperty, recordPath: string | null, expandable: boolean): RelationshipRow {
  // The set records are reached through; a set that offers nothing still has its page.
  const targetSets = lookupOf(model).setsByType.get(nav.target) ?? model.entitySets.filter((s) => s.entityType === nav.target);
  return {
    name: nav.name,
    target: nav.target,
    targetPage: targetSets.length === 1 ? fileStems(model).setPage(targetSets[0]!.name) : null,
    // Contained records have no set of their own: they are reached through this relationship only.
    cardinality: nav.containsTarget ? `${nav.cardinality}, contained` : nav.cardinality,
    nullable: nav.collection ? "" : nav.nullable ? "yes" : "no",
    description: withDeprecation(nav.description, nav.annotations),
    inheritedFrom: nav.declaredIn === owner.name ? "" : nav.declaredIn,
    path: recordPath === null ? "" : `${recordPath}/${nav.name}`,
    inline: recordPath === null || !expandable ? "" : `${recordPath}?$expand=${nav.name}`,
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
    fields: body ? complexBodyProperties(body).map((p) => fieldRow(model, p, body, p.requiredInBodies ? "required" : "optional")) : [],
    derivedBodies: body && hasDerivedValues(model, body.name) ? derivedValuesText(model, body) : "",
  };
}

/** The body of a phase change may be of a type derived from its declared one: which, and how it is named. */
function derivedValuesText(model: Model, body: StructuredType): string {
  const { names, example } = derivedNames(model, body);
  const which = body.abstract ? `\`${body.name}\` is abstract: the body is of a type derived from it (${names})` : `The body may also be of a type derived from \`${body.name}\` (${names})`;
  return `${which}, with the fields of its own type, naming that type (${example}).`;
}

/** The concrete types derived from `type`, as code, and the type member the first of them is named by. */
function derivedNames(model: Model, type: StructuredType): { names: string; example: string } {
  const derived = derivedBodyTypes(model, type.name);
  return {
    names: derived.map((t) => `\`${t.name}\``).join(", "),
    example: `\`"${TYPE_MEMBER}": "${ownTypeNames(model, derived[0]!.name)[0]}"\``,
  };
}

function findEntityType(model: Model, name: string): EntityType {
  const type = lookupOf(model).entityTypes.get(name);
  if (!type) throw new Error(`internal error: entity set type '${name}' is not in the model`);
  return type;
}

/** The 4.01 form of a link, shown with a single-valued relationship where there is one: `"Activity": {"@id": "<URL>"}`. */
function referenceExample(navigations: readonly NavigationProperty[]): string {
  const single = navigations.find((n) => !n.collection);
  if (single) return `"${single.name}": {"@id": "<URL>"}`;
  const first = navigations[0];
  return first === undefined ? "" : `"${first.name}": [{"@id": "<URL>"}]`;
}
