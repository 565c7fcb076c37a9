import { SERVICE_TERMS } from "../../model/annotation-terms.js";
import { withArticle } from "../../model/names.js";
import { SET_OPERATIONS, type Annotations, type EntitySet, type EntityType, type Model, type SetOperation, type Singleton, type UpdateMethod } from "../../model/types.js";
import { walkContainment } from "../../model/containment.js";
import { allowedExpressions } from "../common/filter-expressions.js";
import { complexNavigations } from "../common/complex-navigations.js";
import { entityTypeIndex, typeIndexesOf } from "../common/output-names.js";
import { derivedTypeNavigations } from "../../model/navigation-paths.js";
import { isUnnavigable, navigationPathOf, restrictedEntry } from "../../model/navigation-restrictions.js";
import { annotationKey, annotationValue, enumMember, propertyPath } from "./annotation-values.js";
import { withTermTypes } from "./term-types.js";
import type { BuildContext } from "./build-types.js";
import { TERMS } from "./element-annotations.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/** The local name of the service's own term that carries the exact filter forms of a property. */
export const ALLOWED_FILTER_FORMS_TERM = SERVICE_TERMS.allowedFilterForms;

/**
 * The local names of the service's own terms that say what a phase-change POST on an entity set
 * does, which no standard term can: the relationship it changes (a NavigationPropertyPath, its
 * annotation described by the phase change's description) and the complex type of its body.
 */
export const PHASE_CHANGE_TERMS = { navigation: SERVICE_TERMS.phaseChangeNavigation, body: SERVICE_TERMS.phaseChangeBody } as const;

/** The service's own terms a model's schema declares: the filter forms' when a set documents filters, the phase change's when a set has one. */
export function declaredServiceTerms(model: Model): string[] {
  return [
    ...(model.entitySets.some((set) => set.filters.length > 0) ? [ALLOWED_FILTER_FORMS_TERM] : []),
    ...(model.entitySets.some((set) => set.phaseChange) ? [PHASE_CHANGE_TERMS.navigation, PHASE_CHANGE_TERMS.body] : []),
  ];
}

type Annotation = readonly [term: string, value: CsdlValue];

/**
 * What an entity set allows, in the Capabilities vocabulary (Org.OData.Capabilities.V1): read,
 * insert, update and delete restrictions from its operations, the update method (PUT or PATCH),
 * and filter restrictions from its documented filters and non-filterable properties.
 */
export function entitySetCapabilities(set: EntitySet, type: EntityType, ctx: BuildContext, targets: TargetRestrictions): Annotation[] {
  const allows = new Set(set.operations);
  const result: Annotation[] = [];
  const read = readRestrictions(allows.has("list"), allows.has("get"));
  if (read) result.push([TERMS.readRestrictions, read]);
  if (set.phaseChange) {
    // The phase change is a POST on the set: OData says so with Insertable, and the record's own
    // Description and LongDescription (of the request) say what it does, where readers such as the
    // OASIS CSDL-to-OpenAPI mapping take the POST's summary and description from.
    const { body, navigation, description } = set.phaseChange;
    const text =
      `${description !== undefined ? `${description} ` : ""}` +
      `A POST to this entity set does not create a record: it changes the ${navigation} of an existing ${set.entityType}. ` +
      `The request body is the complex type ${ctx.names.qualify(body)}.`;
    const summary = `Change the ${navigation} of ${withArticle(set.entityType)} record`;
    // And a Core.Description on the restrictions themselves, for readers of the annotation alone.
    const what = `A POST to this entity set changes the ${navigation} of an existing ${set.entityType} record; it creates nothing.`;
    result.push([TERMS.insertRestrictions, { Insertable: true, Description: summary, LongDescription: text, [annotationKey(ctx.names, TERMS.description)]: what }]);
    result.push([ctx.names.qualify(PHASE_CHANGE_TERMS.navigation), { $NavigationPropertyPath: navigation }]);
    result.push([ctx.names.qualify(PHASE_CHANGE_TERMS.body), ctx.names.qualify(body)]);
  } else if (!allows.has("create")) {
    result.push([TERMS.insertRestrictions, { Insertable: false }]);
  }
  result.push([TERMS.updateRestrictions, updateRestrictions(allows.has("update"), set.updateMethod, ctx)]);
  if (!allows.has("delete")) result.push([TERMS.deleteRestrictions, { Deletable: false }]);
  // Records not addressed one by one have no paths by key, and so none through their relationships.
  const addressed = type.key.length > 0 && set.operations.some((o) => o === "get" || o === "update" || o === "delete");
  if (!addressed) result.push([TERMS.indexableByKey, false]);
  const filter = filterRestrictions(set, type, ctx);
  if (filter) result.push([TERMS.filterRestrictions, filter]);
  const navigation = addressed ? navigationRestrictions(set, type, ctx, targets, allows.has("get")) : undefined;
  if (navigation) result.push([TERMS.navigationRestrictions, navigation]);
  return result;
}

/** A singleton's only write operation is update (CSDL 4.01, section 13.3); creates through its relationships as for sets. */
export function singletonCapabilities(singleton: Singleton, type: EntityType, ctx: BuildContext, targets: TargetRestrictions): Annotation[] {
  const result: Annotation[] = [[TERMS.updateRestrictions, updateRestrictions(singleton.updatable, singleton.updateMethod, ctx)]];
  const navigation = navigationRestrictions(singleton, type, ctx, targets, true);
  if (navigation) result.push([TERMS.navigationRestrictions, navigation]);
  return result;
}

/**
 * What a reader takes as allowed through a relationship of `owner` when nothing says otherwise:
 * the Capabilities vocabulary applies an entity set's restrictions to requests through a
 * relationship bound to it as well, and the OASIS CSDL-to-OpenAPI mapping reads them so.
 */
export interface TargetRestrictions {
  /** Records can be created through the relationship: its target's InsertRestrictions allow it (none without a target). */
  insertable(owner: EntitySet | Singleton, navigation: string): boolean;
  /** Records can be read through the relationship: its target's ReadRestrictions do not say `Readable: false`. */
  readable(owner: EntitySet | Singleton, navigation: string): boolean;
}

/**
 * NavigationRestrictions for the relationships where the model differs from what a reader assumes
 * without them (see `TargetRestrictions`), one RestrictedProperties entry per relationship:
 * - which collection-valued relationships records can be created through (`InsertRestrictions/
 *   Insertable`): the type's own non-containment relationships, by `createRelated`, and those
 *   reached through complex fields (`Address/Orders`), which no path creates through;
 * - that records are read through a relationship bound to a set that is not read itself
 *   (`ReadRestrictions/Readable`), where the element's records are read and so every relationship
 *   is followed (the phase-change set's records, read from the records that link to them).
 * Merged into the element's own NavigationRestrictions annotation when it has one (which then is
 * not written again on its own: see `withoutMergedAnnotations`). Undefined when nothing needs saying.
 */
function navigationRestrictions(owner: EntitySet | Singleton, type: EntityType, ctx: BuildContext, targets: TargetRestrictions, readsRecords: boolean): CsdlObject | undefined {
  const ownEntry = ownNavigationRestrictions(owner.annotations, ctx);
  const own = ownEntry && annotationValue(withTermTypes(...ownEntry), ctx.names);
  const base: CsdlObject = isRecord(own) ? own : {};
  const entries = Array.isArray(base.RestrictedProperties) ? [...base.RestrictedProperties] : [];
  // Relationships the element's own restrictions make unnavigable have no paths for a reader at all.
  const navigable = (path: string) => !isUnnavigable(base, path);
  // `insertable`: whether the format creates records through the relationship; undefined where it
  // leaves that to the vocabulary's reading.
  const candidates: Array<{ readonly path: string; readonly collection: boolean; readonly insertable: boolean | undefined }> = [
    ...type.navigations.filter((n) => !n.containsTarget).map((n) => ({ path: n.name, collection: n.collection, insertable: owner.createRelated.includes(n.name) })),
    ...complexNavigations(ctx.model, type)
      .filter(({ navigation }) => !navigation.containsTarget)
      .map(({ fields, navigation }) => ({ path: [...fields, navigation.name].join("/"), collection: navigation.collection, insertable: false })),
    // Those a derived type declares, after a cast to it, as they are bound (`buildBindings`): read
    // through as a set's restrictions say; whether records are created through them is left to
    // the vocabulary's reading (the format names no creates after a cast).
    ...derivedTypeNavigations(entityTypeIndex(ctx.model), typeIndexesOf(ctx.model).complexTypes, ctx.model.service.namespace, type.name)
      .filter(({ navigation }) => !navigation.containsTarget)
      .map(({ path, navigation }) => ({ path, collection: navigation.collection, insertable: undefined })),
  ];
  const stated: Stated[] = [];
  for (const { path, collection, insertable } of candidates) {
    if (!navigable(path)) continue;
    const ownEntry = restrictedEntry(base, path);
    let insert: boolean | undefined;
    if (collection && insertable !== undefined) {
      // What a reader assumes: the relationship's own InsertRestrictions when the element has them
      // (insertable unless they say `Insertable: false`; a dynamic value allows it for some
      // records), else the target's.
      const ownInsert = ownEntry?.InsertRestrictions;
      const assumed = isRecord(ownInsert) ? ownInsert.Insertable !== false : targets.insertable(owner, path);
      if (insertable !== assumed) insert = insertable;
    }
    const read = readsRecords && ownEntry?.ReadRestrictions === undefined && !targets.readable(owner, path);
    if (insert !== undefined) stated.push({ path, restriction: "InsertRestrictions", values: { Insertable: insert } });
    if (read) stated.push({ path, restriction: "ReadRestrictions", values: { Readable: true } });
  }
  stated.push(...containedRestrictions(owner, type, ctx, base));
  if (stated.length === 0) return undefined;
  for (const { path, restriction, values } of stated) {
    const index = entries.findIndex((entry) => isRecord(entry) && navigationPathOf(entry.NavigationProperty) === path);
    const entry: CsdlObject = index >= 0 ? (entries[index] as CsdlObject) : { NavigationProperty: { $NavigationPropertyPath: path } };
    const own = isRecord(entry[restriction]) ? entry[restriction] : {};
    const merged: CsdlObject = { ...entry, [restriction]: { ...own, ...values } };
    if (index >= 0) entries[index] = merged;
    else entries.push(merged);
  }
  return { ...base, RestrictedProperties: entries };
}

/** What one RestrictedProperties entry states of a relationship path: properties of one of its restriction records. */
interface Stated {
  readonly path: string;
  readonly restriction: "InsertRestrictions" | "UpdateRestrictions" | "DeleteRestrictions" | "ReadRestrictions";
  readonly values: CsdlObject;
}

/**
 * Contained records follow their container (see the OpenAPI containment paths): they are read
 * where its records are read, and created, updated (with its method) and deleted where its records
 * are. A reader applies no set's restrictions to a containment path, which no set is bound to, and
 * assumes everything allowed, updates with PATCH; so each contained path (as the containment paths
 * walk them, `Lines`, `Lines/Notes`) states what the container withholds and a PUT, except where
 * the element's own entry already says so.
 */
function containedRestrictions(owner: EntitySet | Singleton, type: EntityType, ctx: BuildContext, base: CsdlObject): Stated[] {
  const operations = "operations" in owner ? owner.operations : owner.updatable ? SET_OPERATIONS : ["list", "get"];
  const can = (operation: SetOperation) => operations.includes(operation);
  const stated: Stated[] = [];
  walkContainment(entityTypeIndex(ctx.model), type, owner.annotations, ({ navigation, path }) => {
    const own = restrictedEntry(base, path);
    const ownValue = (restriction: Stated["restriction"], property: string) => (isRecord(own?.[restriction]) ? (own[restriction] as CsdlObject)[property] : undefined);
    const state = (restriction: Stated["restriction"], values: CsdlObject) => stated.push({ path, restriction, values });
    if (!can("get") && own?.ReadRestrictions === undefined) state("ReadRestrictions", { Readable: false });
    if (navigation.collection && !can("create") && ownValue("InsertRestrictions", "Insertable") !== false) state("InsertRestrictions", { Insertable: false });
    if (!can("update")) {
      if (ownValue("UpdateRestrictions", "Updatable") !== false) state("UpdateRestrictions", { Updatable: false });
    } else if (owner.updateMethod === "PUT" && ownValue("UpdateRestrictions", "UpdateMethod") === undefined) {
      state("UpdateRestrictions", { UpdateMethod: enumMember(ctx.names.term(TERMS.httpMethod), owner.updateMethod) });
    }
    // A single contained record that cannot be absent is never deleted.
    const deletable = navigation.collection || navigation.nullable;
    if (deletable && !can("delete") && ownValue("DeleteRestrictions", "Deletable") !== false) state("DeleteRestrictions", { Deletable: false });
  });
  return stated;
}

/** The element's own (passthrough) unqualified NavigationRestrictions annotation, by any name the model may write it with. */
function ownNavigationRestrictions(annotations: Annotations, ctx: BuildContext): readonly [key: string, value: unknown] | undefined {
  const wanted = annotationKey(ctx.names, TERMS.navigationRestrictions);
  for (const [key, value] of Object.entries(annotations)) {
    if (annotationKey(ctx.names, key.startsWith("@") ? key.slice(1) : key) === wanted) return [key, value];
  }
  return undefined;
}

/**
 * The element's passthrough annotations without the ones `derived` has merged in: passthrough
 * annotations otherwise win over derived ones of the same term.
 */
export function withoutMergedAnnotations(own: Annotations, derived: readonly Annotation[], ctx: BuildContext): Annotations {
  if (!derived.some(([term]) => term === TERMS.navigationRestrictions)) return own;
  const merged = ownNavigationRestrictions(own, ctx);
  if (merged === undefined) return own;
  const rest: Record<string, unknown> = { ...own };
  delete rest[merged[0]];
  return rest as Annotations;
}

function isRecord(value: unknown): value is CsdlObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}


/** `Readable: false` when neither list nor get is allowed; ReadByKeyRestrictions when only one of them is. */
function readRestrictions(list: boolean, get: boolean): CsdlObject | undefined {
  if (list && get) return undefined;
  if (!list && !get) return { Readable: false };
  return list ? { ReadByKeyRestrictions: { Readable: false } } : { Readable: false, ReadByKeyRestrictions: { Readable: true } };
}

/** `Updatable: false`, or the HTTP method updates use (OData services default to PATCH, so it is always stated). */
function updateRestrictions(updatable: boolean, method: UpdateMethod, ctx: BuildContext): CsdlObject {
  return updatable ? { UpdateMethod: enumMember(ctx.names.term(TERMS.httpMethod), method) } : { Updatable: false };
}

/**
 * FilterRestrictions only for a set that documents filters or has non-filterable properties: one
 * FilterExpressionRestrictions record per documented property path, with the vocabulary's coarse
 * AllowedExpressions and, annotated on the record, the exact forms in the service's own term.
 */
function filterRestrictions(set: EntitySet, type: EntityType, ctx: BuildContext): CsdlObject | undefined {
  const nonFilterable = type.properties.filter((property) => !property.filterable).map((property) => propertyPath(property.name));
  if (set.filters.length === 0 && nonFilterable.length === 0) return undefined;
  const formsKey = annotationKey(ctx.names, ctx.names.qualify(ALLOWED_FILTER_FORMS_TERM));
  const result: CsdlObject = {};
  if (set.filters.length > 0) {
    result.FilterExpressionRestrictions = set.filters.map(
      (rule): CsdlObject => ({
        Property: propertyPath(rule.path),
        AllowedExpressions: allowedExpressions(rule.forms),
        [formsKey]: [...rule.forms],
      }),
    );
  }
  if (nonFilterable.length > 0) result.NonFilterableProperties = nonFilterable;
  return result;
}

/** The declaration of the service's own term for exact filter forms (a Term of the service schema). */
export function allowedFilterFormsTerm(ctx: BuildContext): CsdlObject {
  return {
    $Kind: "Term",
    $Collection: true,
    $AppliesTo: ["Record"],
    [annotationKey(ctx.names, TERMS.description)]:
      "The $filter forms the service documents for the property of a Capabilities.FilterExpressionRestrictionType record, " +
      "as operator or function names of OData URL Conventions, section 5.1.1 (eq, ne, gt, ge, lt, le, in, contains, startswith, endswith); " +
      "more exact than the record's AllowedExpressions.",
  };
}

/** The declarations of the phase-change terms (see PHASE_CHANGE_TERMS). */
export function phaseChangeTerms(ctx: BuildContext): Record<string, CsdlObject> {
  const description = annotationKey(ctx.names, TERMS.description);
  return {
    [PHASE_CHANGE_TERMS.navigation]: {
      $Kind: "Term",
      $Type: "Edm.NavigationPropertyPath",
      $AppliesTo: ["EntitySet"],
      [description]:
        "A POST to the entity set does not create a record: it changes this relationship of the existing record the request body names. " +
        "The body's type is the set's PhaseChangeBody; the annotation's own Core.Description says what the change does.",
    },
    [PHASE_CHANGE_TERMS.body]: {
      $Kind: "Term",
      $AppliesTo: ["EntitySet"],
      [description]: "The qualified name of the complex type of a phase-change POST's request body (see PhaseChangeNavigation).",
    },
  };
}
