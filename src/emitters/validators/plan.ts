import type { ComplexType, EntityType, EnumType, Model, NavigationProperty, Property, StructuredType } from "../../model/types.js";
import {
  bindableNavigations,
  bindMemberNames,
  bodyAt,
  bodyVariants,
  complexBodyProperties,
  complexPatchTypes,
  hasDerivedValues,
  createBodyProperties,
  readNavigations,
  readProperties,
  nonBindingParameters,
  relatedCreateTargets,
  typesWithOperation,
  updateBodyProperties,
  updateBodyIsCreateBody,
  updateRequiresFields,
  ownTypeNames,
  referencesInBodies,
  hasPatchBody,
  hasPatchSemantics,
  hasPatchOrDerivedBody,
  ownUpdateBody,
  takesDerivedBodies,
  typeMemberNames,
  controlInformationNames,
  updateBodyServesBoth,
  updateOrDerivedMethod,
  withWithheld,
} from "../common/body-rules.js";
import { flagsTokens } from "../common/patterns.js";
import type { SchemaKind } from "../json-schema/json-schema-types.js";
import { FIXED_MODULES } from "../common/file-stems.js";
import { bodySuffix, entityTypeIndex, typeScriptTypeName } from "../common/output-names.js";

import { complexBodyAtName, complexBodySchemaName, complexPatchSchemaName, propertyValueExpr, schemaName, valueScope, type ValueScope } from "./value-schema.js";
import { arrayOf, leaf, nullableIf, optionalIf, type ZodExpr } from "./zod-expr.js";

/** The module-private enum of the names `@odata.type` may give a module's type (`ValidatorModule.ownTypeNames`). */
export const OWN_TYPE = "ownType";

/** What a validator checks: the record as read, a body, a complex value as read or in a body; the JSON Schemas' kinds of value. */
export type SchemaRole = Exclude<SchemaKind, "collection" | "enum" | "error">;

/** The operations `validateBody` knows. */
export type BodyOperation = "read" | "create" | "update" | "phaseChange";
export const BODY_OPERATIONS: readonly BodyOperation[] = ["read", "create", "update", "phaseChange"];

export interface ObjectField {
  /** The JSON member name (`Price`, `Activity@odata.bind`). */
  readonly name: string;
  /** The member's schema, `.exactOptional()` included when the member may be absent. */
  readonly expr: ZodExpr;
}

export interface ObjectSchema {
  readonly kind: "object";
  readonly name: string;
  readonly role: SchemaRole;
  /** The type it validates. */
  readonly type: string;
  /** One sentence for the schema's doc comment. */
  readonly doc: string;
  /**
   * `strict` rejects unknown members (request bodies); `strip` accepts and drops them (records as
   * read: instance annotations such as `@odata.etag`); `loose` accepts and keeps them (open types,
   * whose dynamic properties are data).
   */
  readonly unknownMembers: "strict" | "strip" | "loose";
  readonly fields: readonly ObjectField[];
  /** Relationships a body links in one form only, `<Nav>@odata.bind`, `<Nav>@bind` or `<Nav>` (4.01 bodies; `linkForms`). */
  readonly oneLinkForm?: readonly string[];
  /** A 4.01 body: it names its type by `@odata.type` or `@type`, one member under two names, not both. */
  readonly oneTypeName?: true;
}

export interface EnumSchema {
  readonly kind: "enum";
  readonly name: string;
  readonly type: string;
  /** The member names; of a flags enum, what may stand between its commas (`flagsTokens`). */
  readonly members: readonly string[];
  readonly isFlags: boolean;
}

/** A schema that is another one of the same module under a second name (an update body identical to the create body). */
export interface AliasSchema {
  readonly kind: "alias";
  readonly name: string;
  readonly role: SchemaRole;
  readonly type: string;
  readonly doc: string;
  /** The schema it is. */
  readonly of: string;
}

/**
 * The body a site of a type takes where records (or values) may be of a derived type: the type's
 * own body or a derived type's (`-or-derived`), each option another schema, a derived one wrapped
 * so that it must name its type (`edm.derived`, or `edm.derived401` where `@type` may name it).
 */
export interface UnionSchema {
  readonly kind: "union";
  readonly name: string;
  readonly role: SchemaRole;
  readonly type: string;
  readonly doc: string;
  readonly options: readonly { readonly schema: string; readonly module: string; readonly wrap?: "edm.derived" | "edm.derived401" }[];
}

/** The collection envelope of an entity type's records (the JSON Schemas' `#/$defs/collection`): `edm.collection` of its read schema. */
export interface CollectionSchema {
  readonly kind: "collection";
  readonly name: string;
  readonly type: string;
  /** The read schema of the records in `value`. */
  readonly of: string;
  /** `edm.collection401` in a 4.01 service, whose responses may leave out the `odata.` prefix. */
  readonly call: "edm.collection" | "edm.collection401";
}

export type ValidatorSchema = ObjectSchema | EnumSchema | AliasSchema | UnionSchema | CollectionSchema;

/** One generated module `<module>.ts`: the schemas of one model type. */
export interface ValidatorModule {
  readonly module: string;
  readonly schemas: readonly ValidatorSchema[];
  /** The names `@odata.type` may give the module's type in its bodies (`ownTypeNames`), when it has bodies: the module's `ownType` enum. */
  readonly ownTypeNames?: readonly string[];
}

/**
 * The module's `ownType` enum, optional in every body of its type (`@odata.type`, and `@type` in
 * 4.01); none for an abstract type, which no record or value is of (CSDL 4.01, section 6.1.2).
 */
function typeNameFields(model: Model, type: StructuredType): ObjectField[] {
  if (type.abstract) return [];
  return typeMemberNames(model).map((name) => ({ name, expr: optionalIf(true, leaf(OWN_TYPE, `typeof ${OWN_TYPE}`)) }));
}

/** The schemas `validateBody` uses for one entity set, by operation. */
export interface SetValidators {
  readonly set: string;
  readonly operations: Readonly<Partial<Record<BodyOperation, { readonly schema: string; readonly module: string }>>>;
}

export interface ValidatorPlan {
  /** Sorted by module name. */
  readonly modules: readonly ValidatorModule[];
  /** Entity sets with at least one validator, in model order. */
  readonly sets: readonly SetValidators[];
  /** Singletons (the record as read, and the update body when updatable), in model order; `set` is the singleton's name. */
  readonly singletons: readonly SetValidators[];
  /** Each action's request body validator (in the `operations` module), in model order. */
  readonly actions: readonly { readonly action: string; readonly schema: string }[];
  /**
   * Sets and singletons that create records through relationships (`createRelated`), in model
   * order: each relationship's body validator, the target type's create body.
   */
  readonly relatedCreates: readonly RelatedCreateValidators[];
}

/** The body validators of the records one set or singleton creates through its relationships. */
export interface RelatedCreateValidators {
  readonly owner: string;
  readonly relationships: readonly { readonly name: string; readonly schema: string; readonly module: string }[];
}

/**
 * `<Nav>@odata.bind` carries an entity-id or resource path (OData JSON Format 4.01, section 8.5):
 * a non-empty string, or null to remove the link of a nullable navigation.
 */
const BIND_TEXT = leaf("z.string().min(1)", "z.ZodString");
const BIND_VALUE = optionalIf(true, BIND_TEXT);
const NULLABLE_BIND_VALUE = optionalIf(true, nullableIf(true, BIND_TEXT));
const BIND_VALUES = optionalIf(true, arrayOf(BIND_TEXT));

function navigationExpr(navigation: NavigationProperty): ZodExpr {
  const target: ZodExpr = {
    kind: "ref",
    schema: schemaName(navigation.target),
    module: navigation.target,
    structured: true,
    tsType: typeScriptTypeName(navigation.target),
  };
  // Navigations appear in a read record only when expanded, so they are always optional.
  return optionalIf(true, navigation.collection ? arrayOf(target) : nullableIf(navigation.nullable, target));
}

function readFields(scope: ValueScope, type: StructuredType): ObjectField[] {
  return [
    ...readProperties(type).map((p) => ({ name: p.name, expr: propertyValueExpr(scope, p, "read") })),
    ...readNavigations(type).map((n) => ({ name: n.name, expr: navigationExpr(n) })),
  ];
}

/** The OData 4.01 form of a link: an entity reference in the navigation itself (`referencesInBodies`). */
const REFERENCE = leaf("edm.reference", "typeof edm.reference");

function linkFields(model: Model, navigation: NavigationProperty, references: boolean): ObjectField[] {
  const expr = navigation.collection ? BIND_VALUES : navigation.nullable ? NULLABLE_BIND_VALUE : BIND_VALUE;
  const binds = bindMemberNames(model, navigation).map((name) => ({ name, expr }));
  if (!references) return binds;
  const reference = navigation.collection ? arrayOf(REFERENCE) : nullableIf(navigation.nullable, REFERENCE);
  return [...binds, { name: navigation.name, expr: optionalIf(true, reference) }];
}

function bodyFields(scope: ValueScope, model: Model, type: EntityType, properties: readonly Property[], requireFields: boolean, references: boolean, context: "body" | "patch" = "body"): ObjectField[] {
  return withWithheldNever(type, [
    ...typeNameFields(model, type),
    ...properties.map((p) => ({ name: p.name, expr: optionalIf(!(requireFields && p.requiredInBodies), propertyValueExpr(scope, p, context)) })),
    ...bindableNavigations(type).flatMap((n) => linkFields(model, n, references)),
  ]);
}

/** Absent, or the body is refused: a declared member an open type's body leaves out (`withheldMembers`). */
const WITHHELD = optionalIf(true, leaf("z.never()", "z.ZodNever"));

/** A body's fields, followed by the members its open type withholds by name. */
const withWithheldNever = (type: StructuredType, fields: ObjectField[]): ObjectField[] =>
  withWithheld(type, fields, fields.map((field) => field.name), (name) => ({ name, expr: WITHHELD }));

/** Unknown members of a read record are accepted; an open type's are dynamic properties, kept (OData CSDL 4.01, section 6.3). */
function readMode(type: StructuredType): ObjectSchema["unknownMembers"] {
  return type.openType ? "loose" : "strip";
}

function bodyMode(type: StructuredType): ObjectSchema["unknownMembers"] {
  return type.openType ? "loose" : "strict";
}

function entityModule(scope: ValueScope, model: Model, type: EntityType, creatable: boolean, updatable: boolean): ValidatorModule {
  const object = (name: string, role: SchemaRole, doc: string, unknownMembers: ObjectSchema["unknownMembers"], fields: ObjectField[], linked: readonly string[] = []): ObjectSchema => ({
    kind: "object",
    name,
    role,
    type: type.name,
    doc,
    unknownMembers,
    fields,
    ...(linked.length > 0 ? { oneLinkForm: linked } : {}),
    ...(role !== "read" && !type.abstract && typeMemberNames(model).length > 1 ? { oneTypeName: true as const } : {}),
  });
  // Both link forms are members of a 4.01 body: each relationship takes one of them.
  const references = referencesInBodies(model);
  const linked = references ? bindableNavigations(type).map((n) => n.name) : [];
  const readDoc = `${type.name} as the service sends it; navigations are present when expanded.`;
  const schemas: ValidatorSchema[] = [
    object(schemaName(type.name), "read", readDoc, readMode(type), readFields(scope, type)),
    { kind: "collection", name: `${type.name}CollectionSchema`, type: type.name, of: schemaName(type.name), call: controlInformationNames(model, "count").length > 1 ? "edm.collection401" : "edm.collection" },
  ];
  if (creatable) {
    const fields = bodyFields(scope, model, type, createBodyProperties(type), true, references);
    schemas.push(object(`${type.name}CreateSchema`, "create", `${type.name}: the request body that creates a record (POST).`, bodyMode(type), fields, linked));
  }
  if (updatable) {
    // PUT replaces the record, so its required fields are required; PATCH requires none.
    const full = updateRequiresFields(model, type.name);
    const fields = bodyFields(scope, model, type, updateBodyProperties(type), full, references, hasPatchSemantics(model, type.name, "update") ? "patch" : "body");
    const doc = updateBodyServesBoth(model, type.name)
      ? `${type.name}: the request body that replaces a record (PUT) or updates it (PATCH).`
      : full
        ? `${type.name}: the request body that replaces a record (PUT).`
        : `${type.name}: the request body that updates a record (PATCH).`;
    // The same rule as the JSON Schemas' (body-rules): an update body that accepts exactly what
    // the create body accepts is that schema, not a second copy of it.
    if (creatable && updateBodyIsCreateBody(model, type)) {
      schemas.push({ kind: "alias", name: `${type.name}UpdateSchema`, role: "update", type: type.name, doc: `${doc} The same schema as the create body.`, of: `${type.name}CreateSchema` });
    } else {
      schemas.push(object(`${type.name}UpdateSchema`, "update", doc, bodyMode(type), fields, linked));
    }
    if (hasPatchBody(model, type.name)) {
      // Updated by PUT somewhere and by PATCH elsewhere: the PATCH body requires nothing.
      const patchDoc = `${type.name}: the request body that updates a record with PATCH (only the fields sent change), where others replace it with PUT.`;
      if (creatable && updateBodyIsCreateBody(model, type, "patch")) {
        schemas.push({ kind: "alias", name: `${type.name}PatchSchema`, role: "patch", type: type.name, doc: `${patchDoc} The same schema as the create body.`, of: `${type.name}CreateSchema` });
      } else {
        schemas.push(object(`${type.name}PatchSchema`, "patch", patchDoc, bodyMode(type), bodyFields(scope, model, type, updateBodyProperties(type), false, references, "patch"), linked));
      }
    }
  }
  const which = type.abstract ? `a record of a type derived from ${type.name}` : `a record of ${type.name} or of a derived type`;
  const union = (name: string, role: SchemaRole, verb: string, schemaOf: (typeName: string) => string) =>
    schemas.push(unionSchema(model, type, `${type.name}${name}Schema`, role, `the request body that ${verb} ${which}: the body of the record's type, which a derived type names.`, schemaOf));
  // Each option of an update union is its type's body for the sites' method (`ownUpdateBody`).
  const updateOf = (method: "PUT" | "PATCH") => (name: string) => `${name}${bodySuffix(ownUpdateBody(model, name, method))}Schema`;
  if (takesDerivedBodies(model, type.name, "create")) union("CreateOrDerived", "create-or-derived", "creates", (name) => `${name}CreateSchema`);
  if (takesDerivedBodies(model, type.name, "update")) {
    const method = updateOrDerivedMethod(model, type.name);
    union("UpdateOrDerived", "update-or-derived", method === "PUT" ? "replaces (PUT)" : "updates (PATCH)", updateOf(method));
    if (hasPatchOrDerivedBody(model, type.name)) union("PatchOrDerived", "patch-or-derived", "updates with PATCH", updateOf("PATCH"));
  }
  return { module: type.name, schemas, ...((creatable || updatable) && !type.abstract ? { ownTypeNames: ownTypeNames(model, type.name) } : {}) };
}

/** The `-or-derived` body of `type`: its own body's schema (`schemaOf`) unless it is abstract, then each derived type's, which must name its type. */
function unionSchema(model: Model, type: StructuredType, name: string, role: SchemaRole, doc: string, schemaOf: (typeName: string) => string): UnionSchema {
  const wrap: UnionSchema["options"][number]["wrap"] = typeMemberNames(model).length > 1 ? "edm.derived401" : "edm.derived";
  const options = bodyVariants(model, type, role === "update-or-derived" || role === "patch-or-derived" ? "update" : "value").map((variant) => ({ schema: schemaOf(variant.name), module: variant.name, ...(variant === type ? {} : { wrap }) }));
  return { kind: "union", name, role, type: type.name, doc: `${type.name}: ${doc}`, options };
}

function complexModule(scope: ValueScope, model: Model, type: ComplexType): ValidatorModule {
  // A complex type's relationships are linked inside its value as an entity's are in a body.
  const references = referencesInBodies(model);
  const linked = references ? bindableNavigations(type).map((n) => n.name) : [];
  // A value in a body; in a PATCH body (`form` "patch") every member optional and complex values partial in turn.
  const bodySchema = (form: "body" | "patch"): ObjectSchema => ({
    kind: "object",
    name: form === "patch" ? complexPatchSchemaName(type.name) : complexBodySchemaName(type.name),
    role: form === "patch" ? "complex-patch" : "complex-body",
    type: type.name,
    doc: form === "patch" ? `${type.name} value inside a PATCH body: only the members sent change.` : `${type.name} value inside a request body.`,
    unknownMembers: bodyMode(type),
    fields: withWithheldNever(type, [
      ...typeNameFields(model, type),
      ...complexBodyProperties(type).map((p) => ({ name: p.name, expr: optionalIf(form === "patch" || !p.requiredInBodies, propertyValueExpr(scope, p, form)) })),
      ...bindableNavigations(type).flatMap((n) => linkFields(model, n, references)),
    ]),
    ...(linked.length > 0 ? { oneLinkForm: linked } : {}),
    ...(!type.abstract && typeMemberNames(model).length > 1 ? { oneTypeName: true as const } : {}),
  });
  return {
    module: type.name,
    ...(type.abstract ? {} : { ownTypeNames: ownTypeNames(model, type.name) }),
    schemas: [
      {
        kind: "object",
        name: schemaName(type.name),
        role: "complex",
        type: type.name,
        doc: `${type.name} value as the service sends it.`,
        unknownMembers: readMode(type),
        fields: readFields(scope, type),
      },
      bodySchema("body"),
      ...(complexPatchTypes(model).has(type.name) ? [bodySchema("patch")] : []),
      ...(hasDerivedValues(model, type.name)
        ? [
            unionSchema(
              model,
              type,
              complexBodyAtName(model, type.name),
              "complex-body-or-derived",
              `${type.abstract ? `a value of a type derived from ${type.name}` : `a value of ${type.name} or of a derived type`} inside a request body: the body of the value's type, which a derived type names.`,
              complexBodySchemaName,
            ),
          ]
        : []),
    ],
  };
}

/** `<Action>BodySchema` for each action: its parameters after a binding one, the nullable ones optional, unknown members rejected. */
function actionsModule(scope: ValueScope, model: Model): ValidatorModule | undefined {
  const actions = model.operations.filter((o) => o.kind === "action");
  if (actions.length === 0) return undefined;
  return {
    // Beside the per-type modules, as the types' `operations.ts` (a type may not take the name: EDM0216).
    module: FIXED_MODULES.operations,
    schemas: actions.map((action) => ({
      kind: "object",
      name: actionBodySchemaName(action.name),
      role: "action-body",
      type: action.name,
      doc: `${action.name}: the request body of the action (its parameters${action.isBound ? " after the binding parameter" : ""}).`,
      unknownMembers: "strict",
      fields: nonBindingParameters(action).map((p) => ({ name: p.name, expr: optionalIf(p.nullable, propertyValueExpr(scope, p, "body")) })),
    })),
  };
}

/** `ApproveBodySchema`. */
export function actionBodySchemaName(action: string): string {
  return `${action}BodySchema`;
}

function enumModule(type: EnumType): ValidatorModule {
  const schema: EnumSchema = { kind: "enum", name: schemaName(type.name), type: type.name, members: type.isFlags ? flagsTokens(type.members) : type.members.map((m) => m.name), isFlags: type.isFlags };
  return { module: type.name, schemas: [schema] };
}

/** The schema of the body a site of `typeName` takes (`PriceCreateSchema`, `PersonCreateOrDerivedSchema`), if there is one. */
function bodySchemaAt(model: Model, typeName: string, operation: "create" | "update", method: "PUT" | "PATCH" = "PUT"): string | undefined {
  const variant = bodyAt(model, typeName, operation, method);
  return variant === undefined ? undefined : `${typeName}${bodySuffix(variant)}Schema`;
}

function setValidators(model: Model): SetValidators[] {
  const result: SetValidators[] = [];
  for (const set of model.entitySets) {
    const ops: Partial<Record<BodyOperation, { schema: string; module: string }>> = {};
    const type = set.entityType;
    if (set.operations.includes("list") || set.operations.includes("get")) ops.read = { schema: schemaName(type), module: type };
    const create = set.operations.includes("create") ? bodySchemaAt(model, type, "create") : undefined;
    const update = set.operations.includes("update") ? bodySchemaAt(model, type, "update", set.updateMethod) : undefined;
    if (create) ops.create = { schema: create, module: type };
    if (update) ops.update = { schema: update, module: type };
    if (set.phaseChange) ops.phaseChange = { schema: complexBodyAtName(model, set.phaseChange.body), module: set.phaseChange.body };
    if (Object.keys(ops).length > 0) result.push({ set: set.name, operations: ops });
  }
  return result;
}

/** Decides every validator module and the per-set validator map (the pure accessor behind the emitter). */
export function buildValidatorPlan(model: Model): ValidatorPlan {
  const scope = valueScope(model);
  const creatable = typesWithOperation(model, "create");
  const updatable = typesWithOperation(model, "update");
  const actions = actionsModule(scope, model);
  const modules = [
    ...model.entityTypes.map((t) => entityModule(scope, model, t, creatable.has(t.name), updatable.has(t.name))),
    ...model.complexTypes.map((t) => complexModule(scope, model, t)),
    ...model.enumTypes.map(enumModule),
    ...(actions ? [actions] : []),
  ].sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : 0));
  const singletons = model.singletons.map((singleton) => {
    const type = singleton.entityType;
    const ops: Partial<Record<BodyOperation, { schema: string; module: string }>> = { read: { schema: schemaName(type), module: type } };
    const update = singleton.updatable ? bodySchemaAt(model, type, "update", singleton.updateMethod) : undefined;
    if (update) ops.update = { schema: update, module: type };
    return { set: singleton.name, operations: ops };
  });
  const actionValidators = (actions?.schemas ?? []).map((schema) => ({ action: (schema as ObjectSchema).type, schema: schema.name }));
  return { modules, sets: setValidators(model), singletons, actions: actionValidators, relatedCreates: relatedCreateValidators(model) };
}

function relatedCreateValidators(model: Model): RelatedCreateValidators[] {
  const types = entityTypeIndex(model);
  // A media entity is created from its stream (no JSON body): it has no validator here.
  return [...model.entitySets, ...model.singletons]
    .map((owner) => ({
      owner: owner.name,
      relationships: relatedCreateTargets(types, owner).flatMap(({ name, target }) => {
        const schema = bodySchemaAt(model, target, "create");
        return schema === undefined ? [] : [{ name, schema, module: target }];
      }),
    }))
    .filter((owner) => owner.relationships.length > 0);
}
