import type { Location } from "../diagnostics/diagnostic.js";
import { filterFormsFor } from "../model/build-sets.js";
import { FILTER_FORMS, SET_OPERATIONS, type FilterForm, type SetOperation, type TypeRef } from "../model/types.js";
import { CAPABILITIES, type ElementAnnotations } from "./element-annotations.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import { isNavigation, namedMembers, type Scope } from "./scope.js";

/** The `$filter` forms each `Capabilities.FilterExpressionType` value admits (the inverse of the emitters' mapping). */
const FORMS_OF_EXPRESSIONS: Readonly<Record<string, readonly FilterForm[]>> = {
  SingleValue: ["eq"],
  MultiValue: ["eq", "in"],
  SingleRange: ["eq", "gt", "ge", "lt", "le"],
  MultiRange: ["eq", "ne", "gt", "ge", "lt", "le", "in"],
  SearchExpression: ["contains", "startswith", "endswith"],
  MultiRangeOrSearchExpression: FILTER_FORMS,
};

/** What the Capabilities annotations of an entity set say in the format's own settings. */
export interface SetSettings {
  readonly operations: SetOperation[];
  readonly updateMethod?: "PUT" | "PATCH";
  readonly filters: Record<string, FilterForm[]>;
  /** NonFilterableProperties entries that name a field of the set's type. */
  readonly nonFilterable: ReadonlyArray<{ readonly name: string; readonly location: Location }>;
}

/**
 * A restriction record being read: the properties the format has settings for are taken, and the
 * rest (a `Description`, `Permissions`, `RequiredProperties`, …) stays a passthrough annotation of
 * the same term, which the CSDL emitters merge with the record they derive from the settings.
 */
class RestrictionRecord {
  private readonly record: JsonObject;

  constructor(
    private readonly scope: Scope,
    private readonly term: string,
    readonly taken: { value: JsonValue; location: Location } | undefined,
    private readonly describe: string,
    private readonly annotations: ElementAnnotations,
  ) {
    const record = asObject(taken?.value);
    if (taken && !record) scope.ctx.notCarried(`annotation 'Capabilities.${term}' on ${describe}`, "its value is not a record", taken.location);
    this.record = record ? { ...record } : {};
  }

  /** A Boolean property: its constant value; a dynamic value (a path) is reported and counts as not given. */
  boolean(property: string): boolean | undefined {
    const value = this.take(property);
    if (value === undefined || typeof value === "boolean") return value;
    this.report(property, "its value is not a constant Boolean; the operation is taken as allowed");
    return undefined;
  }

  take(property: string): JsonValue | undefined {
    const value = this.record[property];
    delete this.record[property];
    return value;
  }

  location(property: string): Location {
    return asObject(this.taken?.value) ? this.scope.ctx.at(asObject(this.taken!.value)!, property) : (this.taken?.location ?? this.scope.ctx.here(undefined));
  }

  report(property: string, detail: string): void {
    this.scope.ctx.notCarried(`${this.term}/${property} on ${this.describe}`, detail, this.location(property));
  }

  /** Keeps the properties no setting took as a passthrough annotation of the term. */
  finish(): void {
    const rest = Object.keys(this.record).filter((property) => property !== "$Type" && property !== "@type");
    if (rest.length > 0 && this.taken) this.annotations.restore(`${CAPABILITIES}.${this.term}`, { value: this.record, location: this.taken.location });
  }
}

/**
 * Reads the Insert/Update/Delete/Read restrictions, IndexableByKey and FilterRestrictions of an
 * entity set (Org.OData.Capabilities.V1) into operations, the update method, filters and
 * non-filterable fields. `formsTerm` is the service's own AllowedFilterForms term, when declared.
 */
export function setSettings(scope: Scope, annotations: ElementAnnotations, entityType: string, describe: string, formsTerm: string | undefined): SetSettings {
  const record = (term: string) => new RestrictionRecord(scope, term, annotations.take(`${CAPABILITIES}.${term}`), describe, annotations);
  const allowed = new Set<SetOperation>(SET_OPERATIONS);
  const insert = record("InsertRestrictions");
  if (insert.boolean("Insertable") === false) allowed.delete("create");
  insert.finish();
  const update = record("UpdateRestrictions");
  if (update.boolean("Updatable") === false) allowed.delete("update");
  const updateMethod = method(update);
  update.finish();
  const remove = record("DeleteRestrictions");
  if (remove.boolean("Deletable") === false) allowed.delete("delete");
  remove.finish();
  const read = record("ReadRestrictions");
  const readable = read.boolean("Readable");
  const byKey = asObject(read.take("ReadByKeyRestrictions"));
  if (readable === false) allowed.delete("list");
  if ((typeof byKey?.Readable === "boolean" ? byKey.Readable : readable) === false) allowed.delete("get");
  for (const property of Object.keys(byKey ?? {})) if (property !== "Readable") read.report(`ReadByKeyRestrictions/${property}`, "the format has no place for it");
  read.finish();
  const indexable = annotations.take(`${CAPABILITIES}.IndexableByKey`);
  // Not indexable by key: no single-record path, so no get, update or delete (Capabilities vocabulary, IndexableByKey).
  if (indexable?.value === false) for (const operation of ["get", "update", "delete"] as const) allowed.delete(operation);
  else if (indexable && indexable.value !== true) scope.ctx.notCarried(`annotation 'Capabilities.IndexableByKey' on ${describe}`, "its value is not a constant Boolean", indexable.location);
  // Records never addressed by key have no paths through their relationships in any output (a
  // parameterised view read only as `/Set(P='x')/Results`), and $metadata says IndexableByKey false.
  const addressed = allowed.has("get") || allowed.has("update") || allowed.has("delete");
  const relationships = addressed || indexable?.value === false ? [] : relationshipNames(scope, entityType);
  if (relationships.length > 0) {
    scope.ctx.carriedChanged(
      describe,
      `its restrictions leave no reading, updating or deleting by key, so the outputs have no paths through its relationships (${relationships.join(", ")}) and $metadata states Capabilities.IndexableByKey false (the format has no operation that reads records only through relationships)`,
      readable === false ? read.location("Readable") : scope.ctx.at(undefined),
    );
  }
  const filter = record("FilterRestrictions");
  const result = readFilters(scope, filter, entityType, formsTerm, describe);
  filter.finish();
  // An update method of a set that is not updated says nothing the outputs could carry.
  const kept = updateMethod !== undefined && !allowed.has("update") ? undefined : updateMethod;
  if (updateMethod !== undefined && kept === undefined) update.report("UpdateMethod", "the set is not updated, so the method has no effect");
  return { operations: SET_OPERATIONS.filter((o) => allowed.has(o)), ...(kept ? { updateMethod: kept } : {}), ...result };
}

/** The relationships of an entity type and its bases, by name. */
function relationshipNames(scope: Scope, entityType: string): string[] {
  return [...scope.lineage(entityType)].flatMap(({ object }) => namedMembers(object).filter(([, value]) => asObject(value) && isNavigation(asObject(value)!)).map(([name]) => name));
}

/** Reads a singleton's UpdateRestrictions: whether it is updatable and with which method. */
export function singletonSettings(scope: Scope, annotations: ElementAnnotations, describe: string): { updatable: boolean; updateMethod?: "PUT" | "PATCH" } {
  const update = new RestrictionRecord(scope, "UpdateRestrictions", annotations.take(`${CAPABILITIES}.UpdateRestrictions`), describe, annotations);
  const updatable = update.boolean("Updatable") !== false;
  const updateMethod = method(update);
  update.finish();
  // A singleton is always read in the format (its GET is in every output): a restriction that
  // says it is not is reported, and kept as a passthrough annotation ($metadata still says so).
  const read = new RestrictionRecord(scope, "ReadRestrictions", annotations.take(`${CAPABILITIES}.ReadRestrictions`), describe, annotations);
  const readable = asObject(read.taken?.value)?.Readable;
  if (readable === false) read.report("Readable", "the format has no read restriction for a singleton: its GET is described in OpenAPI and the docs, while $metadata keeps the restriction");
  read.finish();
  return { updatable, ...(updateMethod ? { updateMethod } : {}) };
}

function method(update: RestrictionRecord): "PUT" | "PATCH" | undefined {
  const value = update.take("UpdateMethod");
  if (value === undefined) return undefined;
  const enumValue = asObject(value)?.$EnumMember;
  const member = typeof enumValue === "string" ? enumValue.slice(enumValue.indexOf("/") + 1) : value;
  if (member === "PUT" || member === "PATCH") return member;
  update.report("UpdateMethod", `'${JSON.stringify(value)}' is not PUT or PATCH`);
  return undefined;
}

function readFilters(scope: Scope, filter: RestrictionRecord, entityType: string, formsTerm: string | undefined, describe: string): Pick<SetSettings, "filters" | "nonFilterable"> {
  const filters: Record<string, FilterForm[]> = {};
  const nonFilterable: Array<{ name: string; location: Location }> = [];
  if (filter.boolean("Filterable") === false) filter.report("Filterable", "the format cannot say that a set allows no $filter at all");
  const expressions = filter.take("FilterExpressionRestrictions");
  for (const item of Array.isArray(expressions) ? expressions : []) {
    const entry = asObject(item);
    const path = pathValue(entry?.Property);
    const location = entry ? scope.ctx.at(entry) : filter.location("FilterExpressionRestrictions");
    if (!entry || path === undefined) {
      scope.ctx.notCarried("a FilterExpressionRestrictions entry", "it names no property path", location);
      continue;
    }
    const exact = formsTerm ? entry[`@${formsTerm}`] : undefined;
    // The format's filters keep the path and its forms; whatever else the entry says is reported.
    for (const key of Object.keys(entry)) {
      if (key === "Property" || key === "AllowedExpressions" || key === "$Type" || key === "@type" || key === `@${formsTerm}`) continue;
      const what = key.startsWith("@") ? `annotation '${key.slice(1)}'` : `'${key}'`;
      scope.ctx.notCarried(`${what} of the filter restriction on '${path}'`, "the format's filters hold the property and its forms only", scope.ctx.at(entry, key));
    }
    // An own member only: a value named like an Object.prototype member (`valueOf`) is no FilterExpressionType.
    const allowed = String(entry.AllowedExpressions);
    const listed =
      Array.isArray(exact) && exact.every((f) => (FILTER_FORMS as readonly JsonValue[]).includes(f))
        ? (exact as FilterForm[])
        : Object.hasOwn(FORMS_OF_EXPRESSIONS, allowed)
          ? FORMS_OF_EXPRESSIONS[allowed]
          : undefined;
    if (!listed) {
      scope.ctx.notCarried(`filter restriction on '${path}'`, `AllowedExpressions '${String(entry.AllowedExpressions)}' is not a value of Capabilities.FilterExpressionType`, location);
      continue;
    }
    const fitting = formsFor(scope, entityType, path);
    if (typeof fitting === "string") {
      scope.ctx.notCarried(`filter restriction on '${path}'`, fitting, location);
      continue;
    }
    const forms = FILTER_FORMS.filter((f) => listed.includes(f) && fitting.includes(f));
    const dropped = listed.filter((f) => !fitting.includes(f));
    if (exact !== undefined && dropped.length > 0) scope.ctx.notCarried(`filter forms ${dropped.join(", ")} of '${path}'`, "they do not fit the property's type", location);
    if (forms.length === 0) {
      scope.ctx.notCarried(`filter restriction on '${path}'`, `no form of '${String(entry.AllowedExpressions)}' fits the property's type`, location);
      continue;
    }
    filters[path] = forms;
  }
  const listed = filter.take("NonFilterableProperties");
  for (const item of Array.isArray(listed) ? listed : []) {
    const path = pathValue(item);
    const location = filter.location("NonFilterableProperties");
    if (path === undefined || path.includes("/") || !scope.member(entityType, path) || isNavigation(scope.member(entityType, path)!)) {
      scope.ctx.notCarried(`non-filterable property '${String(path)}'`, "the format marks fields of the set's own type as not filterable, not paths", location);
      continue;
    }
    nonFilterable.push({ name: path, location });
    if (Object.hasOwn(filters, path)) {
      // Listed as not filterable and with filter forms: the format cannot say both; not filterable wins.
      scope.ctx.notCarried(`filter restriction on '${path}' of ${describe}`, "the property is also listed in NonFilterableProperties; the model keeps it not filterable", location);
      delete filters[path];
    }
  }
  return { filters, nonFilterable };
}

/** A path given as a CSDL JSON string or as a typed marker (`{ "$PropertyPath": … }`). */
function pathValue(value: JsonValue | undefined): string | undefined {
  if (typeof value === "string") return value;
  const object = asObject(value);
  const path = object?.$PropertyPath ?? object?.$NavigationPropertyPath;
  return typeof path === "string" ? path : undefined;
}

/** The filter forms the property at the end of a path admits, following single-valued navigations and complex fields. */
function formsFor(scope: Scope, entityType: string, path: string): readonly FilterForm[] | string {
  let current = entityType;
  const segments = path.split("/");
  for (let i = 0; i < segments.length; i++) {
    const member = scope.member(current, segments[i]!);
    if (!member) return `'${segments[i]}' is not a member of '${current}'`;
    const type = scope.resolveType(typeof member.$Type === "string" ? member.$Type : "Edm.String");
    if (typeof type === "string") return type;
    if (i === segments.length - 1) {
      if (isNavigation(member)) return `'${path}' ends at a navigation property`;
      const ref = { kind: type.kind, name: type.name } as TypeRef;
      return filterFormsFor(ref, member.$Collection === true, scope.primitiveOf(type));
    }
    if (member.$Collection === true) return `'${segments[i]}' is collection-valued`;
    current = type.name;
  }
  return `'${path}' is empty`;
}
