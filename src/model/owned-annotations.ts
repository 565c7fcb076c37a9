import type { PathSegment } from "../metadata-loader/parse-yaml.js";
import { badRecordMembers, typedConstantProblems } from "./typed-constants.js";
import { roundedNumbers } from "./written-numbers.js";
import { annotationKeyProblem, expressionProblems } from "./annotation-expressions.js";
import type { BuildContext, Declared } from "./build-context.js";
import type { Declarations } from "./declarations.js";
import { annotationKeyOf, CAPABILITIES, CORE, termOfKey, undeclaredVocabularyTerm, unknownVocabularyTerm } from "./annotation-terms.js";
import { enumMemberName, navigationPathOf } from "./navigation-restrictions.js";
import { walkContainment } from "./containment.js";
import { allowedValuesProblem, patternProblem, VALIDATION } from "./validation-constraints.js";
import { instantiableDerivedTypes } from "./derived-types.js";
import { localName } from "./names.js";
import { AUTHORIZATION } from "./authorization-records.js";
import { SET_OPERATIONS, type ComplexType, type EntitySet, type EntityType, type Property, type ServiceSettings, type SetOperation, type Singleton, type StructuredType, type TypeDefinition, type UpdateMethod } from "./types.js";

/**
 * Annotations of elements: each of a vocabulary edmgen references (EDM0223), and, for terms the
 * format writes itself, in agreement with the settings (EDM0220).
 *
 * Annotations of terms the format writes itself. `annotations` carries CSDL annotations the
 * format has no setting for. One of a term the format derives from a setting (a description,
 * `computed`, what a set allows) goes into the CSDL documents only, merged with the derived one:
 * where it says something else than the setting, the CSDL would contradict the OpenAPI
 * documents, JSON Schemas, TypeScript types, validators and docs, which follow the setting. That
 * is EDM0220, at the annotation. What the format does not derive stays free: a restriction
 * record's other properties (`Description`, `Permissions`, …), a description computed by an
 * expression where the element has no `description`, qualified annotations
 * (`Core.Description#Short`), and NavigationRestrictions, which the CSDL emitter merges itself,
 * apart from entries for containment paths that grant what the container withholds.
 */

type Value = unknown;
/** Why an annotation value contradicts the settings, or undefined when it does not. */
type Rule = (value: Value) => string | undefined;

const isRecord = (value: Value): value is Readonly<Record<string, unknown>> => value !== null && typeof value === "object" && !Array.isArray(value);
/** A tag term's value: absent or null means true. */
const tagValue = (value: Value): Value => (value === null ? true : value);

/** A description term: free as the element's own text, or as an expression on an element without a text of its own. */
function descriptionRule(setting: string, own: string | undefined): Rule {
  return (value) => {
    if (value === own) return undefined;
    if (own !== undefined) return `says something else than the element's ${setting}`;
    return typeof value === "string" ? `is a text the element's ${setting} should carry (the other outputs show ${setting} only)` : undefined;
  };
}

/** A value as a message shows it: an enum member by its name, anything else as JSON. */
function shown(value: Value): string {
  const member = isRecord(value) ? enumMemberName(value) : undefined;
  return member ?? JSON.stringify(value);
}

/** A Boolean the format states: the annotation must say the same (a tag without a value says true). */
function booleanRule(expected: boolean, says: string): Rule {
  return (value) => (tagValue(value) === expected ? undefined : `says ${shown(tagValue(value))}, but ${says}`);
}

/** Properties of a restriction record the format derives: each given one must say the same. */
function recordRule(expected: Readonly<Record<string, { readonly value: Value; readonly says: string }>>, owned: readonly string[] = []): Rule {
  return (value) => {
    if (!isRecord(value)) return "is not a record";
    // Owned members are properties or, written `@Term`, annotations of the record (any key form).
    const given = (key: string) => (key.startsWith("@") ? `@${termOfKey(key)}` : key);
    const ownedGiven = Object.keys(value).find((key) => owned.includes(given(key)));
    if (ownedGiven !== undefined) return `sets ${ownedGiven}, which the format writes itself`;
    for (const [property, { value: want, says }] of Object.entries(expected)) {
      if (!(property in value)) continue;
      const given = value[property];
      const same = typeof want === "string" ? enumMemberName(given) === want : given === want;
      if (!same) return `says ${property}: ${shown(given)}, but ${says}`;
    }
    return undefined;
  };
}

function setRules(set: EntitySet, type: EntityType | undefined): Record<string, Rule> {
  const allows = (operation: string) => set.operations.includes(operation as never);
  const insertable = allows("create") || set.phaseChange !== undefined;
  const updatable = allows("update");
  const addressed = (type?.key.length ?? 0) > 0 && set.operations.some((o) => o === "get" || o === "update" || o === "delete");
  const setWord = (yes: boolean, what: string) => `the set ${yes ? "allows" : "does not allow"} ${what}`;
  return {
    [`${CORE}Description`]: descriptionRule("'description'", set.description),
    [`${CAPABILITIES}InsertRestrictions`]: recordRule(
      { Insertable: { value: insertable, says: setWord(insertable, set.phaseChange ? "its phase-change POST" : "create") } },
      // A phase change's record carries the description of what its POST does.
      set.phaseChange ? ["Description", "LongDescription"] : [],
    ),
    [`${CAPABILITIES}UpdateRestrictions`]: recordRule({
      Updatable: { value: updatable, says: setWord(updatable, "update") },
      ...(updatable ? { UpdateMethod: { value: set.updateMethod, says: `its 'updateMethod' is ${set.updateMethod}` } } : {}),
    }),
    [`${CAPABILITIES}DeleteRestrictions`]: recordRule({ Deletable: { value: allows("delete"), says: setWord(allows("delete"), "delete") } }),
    [`${CAPABILITIES}ReadRestrictions`]: (value) => {
      const own = recordRule({ Readable: { value: allows("list"), says: setWord(allows("list"), "list") } })(value);
      if (own !== undefined || !isRecord(value) || !("ReadByKeyRestrictions" in value)) return own;
      const byKey = recordRule({ Readable: { value: allows("get"), says: setWord(allows("get"), "get") } })(value.ReadByKeyRestrictions);
      return byKey === undefined ? undefined : `ReadByKeyRestrictions ${byKey}`;
    },
    // Without its type (reported already) the set's key is unknown: no follow-on error.
    ...(type ? { [`${CAPABILITIES}IndexableByKey`]: booleanRule(addressed, addressed ? "the set's records are read, updated or deleted by key" : "the set's records are not addressed by key") } : {}),
    [`${CAPABILITIES}FilterRestrictions`]: recordRule(
      { Filterable: { value: true, says: "the set's list takes $filter ('filters' and the fields' 'filterable' say how)" } },
      ["FilterExpressionRestrictions", "NonFilterableProperties"],
    ),
  };
}

/**
 * NavigationRestrictions entries for containment paths: contained records follow their container
 * (the CSDL emitter states what it withholds there, and OpenAPI writes no more), so an entry may
 * withhold more but not grant what the container withholds, nor another update method.
 */
function containedRules(
  container: string,
  operations: readonly SetOperation[],
  updateMethod: UpdateMethod,
  types: ReadonlyMap<string, EntityType>,
  type: EntityType | undefined,
  annotations: Readonly<Record<string, unknown>>,
): Record<string, Rule> {
  if (!type || !type.navigations.some((n) => n.containsTarget)) return {};
  const paths = new Set<string>();
  walkContainment(types, type, annotations, ({ path }) => paths.add(path));
  const can = (operation: SetOperation) => operations.includes(operation);
  const grants: ReadonlyArray<readonly [restriction: string, property: string, allowed: boolean, what: string]> = [
    ["ReadRestrictions", "Readable", can("get"), "read"],
    ["InsertRestrictions", "Insertable", can("create"), "create"],
    ["UpdateRestrictions", "Updatable", can("update"), "update"],
    ["DeleteRestrictions", "Deletable", can("delete"), "delete"],
  ];
  const rule: Rule = (value) => {
    const entries = isRecord(value) && Array.isArray(value.RestrictedProperties) ? value.RestrictedProperties : [];
    for (const entry of entries) {
      const path = isRecord(entry) ? navigationPathOf(entry.NavigationProperty) : undefined;
      if (path === undefined || !paths.has(path)) continue;
      for (const [restriction, property, allowed, what] of grants) {
        const record = entry[restriction];
        if (!allowed && isRecord(record) && record[property] === true) {
          return `says ${restriction}/${property}: true for the contained path '${path}', but ${container} does not allow ${what} (contained records follow their container)`;
        }
      }
      const update = entry.UpdateRestrictions;
      const method = isRecord(update) ? enumMemberName(update.UpdateMethod) : undefined;
      if (can("update") && method !== undefined && method !== updateMethod) {
        return `says UpdateMethod ${method} for the contained path '${path}', but ${container} updates with ${updateMethod} (contained records follow their container)`;
      }
    }
    return undefined;
  };
  return { [`${CAPABILITIES}NavigationRestrictions`]: rule };
}

function singletonRules(singleton: Singleton): Record<string, Rule> {
  return {
    [`${CORE}Description`]: descriptionRule("'description'", singleton.description),
    [`${CAPABILITIES}UpdateRestrictions`]: recordRule({
      Updatable: { value: singleton.updatable, says: `the singleton is ${singleton.updatable ? "" : "not "}'updatable'` },
      ...(singleton.updatable ? { UpdateMethod: { value: singleton.updateMethod, says: `its 'updateMethod' is ${singleton.updateMethod}` } } : {}),
    }),
  };
}

function fieldRules(property: Property): Record<string, Rule> {
  return {
    [`${CORE}Description`]: descriptionRule("'description'", property.description),
    [`${CORE}Computed`]: booleanRule(property.computed, `the field is ${property.computed ? "" : "not "}'computed'`),
    [`${CORE}Immutable`]: booleanRule(property.immutable, `the field is ${property.immutable ? "" : "not "}'immutable'`),
  };
}

/** The service's annotations go on the entity container, which says its title and description. */
function serviceRules(service: ServiceSettings): Record<string, Rule> {
  const segment = service.keyPathStyle === "segment";
  return {
    [`${CORE}Description`]: descriptionRule("'title'", service.titleStated ? service.title : undefined),
    [`${CORE}LongDescription`]: descriptionRule("'description'", service.description),
    [`${CAPABILITIES}KeyAsSegmentSupported`]: booleanRule(segment, `the service's 'keyPathStyle' is ${service.keyPathStyle}`),
    // Written from `security` as a whole (one record per scheme or flow), which OpenAPI follows as well.
    [`${AUTHORIZATION}.Authorizations`]: () => "is written from the service's 'security' (declare the schemes there, where the OpenAPI documents take them from too)",
    [`${AUTHORIZATION}.SecuritySchemes`]: () => "is written from the service's 'security' (any one of its schemes is required, as in the OpenAPI documents)",
  };
}

const described = (raw: unknown): Record<string, Rule> => ({
  [`${CORE}Description`]: descriptionRule("'description'", isRecord(raw) && typeof raw.description === "string" ? raw.description : undefined),
});

/** What the model was built into, for the settings the annotations are compared with. */
export interface BuiltElements {
  readonly service: ServiceSettings;
  readonly entityTypes: ReadonlyMap<string, EntityType>;
  readonly complexTypes: ReadonlyMap<string, ComplexType>;
  readonly entitySets: readonly EntitySet[];
  readonly singletons: readonly Singleton[];
  readonly typeDefinitions: ReadonlyMap<string, TypeDefinition>;
}

/** Whether an annotation key is one of `Validation.DerivedTypeConstraint`, qualified or not (not an annotation of one). */
function isDerivedTypeConstraint(key: string): boolean {
  return termOfKey(key.split("#")[0]!) === "Org.OData.Validation.V1.DerivedTypeConstraint";
}

/**
 * Terms the outputs read on entity sets and singletons (OpenAPI's ETags and query options, the docs,
 * the diff): their vocabularies apply them to entity sets, singletons and collection-valued
 * navigations, not to types, fields or operations, where a client would not look for them either
 * (EDM0237).
 */
type Site = "set" | "singleton" | "relationship";

const SET_TERMS: ReadonlyMap<string, { appliesTo: string; sites: ReadonlySet<Site> }> = new Map([
  [`${CORE}OptimisticConcurrency`, { appliesTo: "entity sets", sites: new Set<Site>(["set"]) }],
  ...[
    ...["Insert", "Update", "Delete", "Read", "Filter", "Sort", "Expand", "Count", "Navigation"].map((kind) => `${CAPABILITIES}${kind}Restrictions`),
    `${CAPABILITIES}TopSupported`,
    `${CAPABILITIES}SkipSupported`,
    `${CAPABILITIES}SelectSupport`,
    `${CAPABILITIES}IndexableByKey`,
  ].map((term): [string, { appliesTo: string; sites: ReadonlySet<Site> }] => [term, { appliesTo: "entity sets, singletons and relationships", sites: new Set<Site>(["set", "singleton", "relationship"]) }]),
]);

/** `Core.OptimisticConcurrency` for `Org.OData.Core.V1.OptimisticConcurrency`. */
function shortTerm(term: string): string {
  return term.replace(/^Org\.OData\.(\w+)\.V1\./, "$1.");
}

/**
 * Checks the annotations of every element of the model's files against its settings (EDM0220),
 * and says where a derived-type constraint narrows `$metadata` only (EDM0230).
 */
export function checkOwnedAnnotations(ctx: BuildContext, declarations: Declarations, built: BuiltElements): void {
  // Rules are made only for an element that has annotations: most have none.
  // The concrete types derived from each type: where values of a type may be of a derived type.
  let derivedOf: Map<string, StructuredType[]> | undefined;
  const derivedTypes = (typeName: string) => (derivedOf ??= instantiableDerivedTypes<StructuredType>([...built.entityTypes.values(), ...built.complexTypes.values()])).get(typeName) ?? [];
  const structured = (name: string) => built.entityTypes.get(name) ?? built.complexTypes.get(name);
  /** The concrete types a derived-type constraint leaves out of a value of `typeName` (none: it narrows nothing the outputs say). */
  const leftOut = (typeName: string, listed: unknown): StructuredType[] => {
    const { namespace, alias } = built.service;
    const names = new Set((Array.isArray(listed) ? listed : []).filter((n): n is string => typeof n === "string").map((n) => localName(n, namespace, alias)));
    // Values are of a type identical to or derived from a listed one (Validation vocabulary).
    const allowed = (type: StructuredType): boolean => {
      for (let t: StructuredType | undefined = type; t !== undefined; t = t.baseType === undefined ? undefined : structured(t.baseType)) if (names.has(t.name)) return true;
      return names.has(type.kind === "entity" ? "Edm.EntityType" : "Edm.ComplexType");
    };
    const declared = structured(typeName);
    const candidates = [...(declared && !declared.abstract ? [declared] : []), ...derivedTypes(typeName)];
    return candidates.filter((type) => !allowed(type));
  };
  /**
   * `valueType`: the type of the element's values (a set's, a relationship's target, a field's), where it has one;
   * `site`: the kind of element where set terms may apply (`SET_TERMS`), if it is one.
   */
  const check = (declared: Declared<unknown>, path: readonly PathSegment[], raw: unknown, rulesOf: () => Record<string, Rule>, element: string, valueType?: string, site?: Site) => {
    const annotations = isRecord(raw) && isRecord(raw.annotations) ? raw.annotations : undefined;
    if (!annotations) return;
    const rules = rulesOf();
    for (const [key, value] of Object.entries(annotations)) {
      const annotation = key.replace(/^@/, "");
      const unknown = unknownVocabularyTerm(key);
      if (unknown !== undefined) ctx.report("EDM0223", { annotation, element, term: unknown }, ctx.at(declared, [...path, "annotations", key]));
      const undeclared = unknown === undefined ? undeclaredVocabularyTerm(key) : undefined;
      if (undeclared !== undefined) ctx.report("EDM0232", { annotation, element, ...undeclared }, ctx.at(declared, [...path, "annotations", key]));
      const term = termOfKey(key);
      const setTerm = term === undefined ? undefined : SET_TERMS.get(term);
      if (setTerm !== undefined && (site === undefined || !setTerm.sites.has(site))) {
        ctx.report("EDM0237", { annotation, element, term: shortTerm(term!), appliesTo: setTerm.appliesTo }, ctx.at(declared, [...path, "annotations", key]));
      }
      // The outputs' bodies take every concrete derived type: a constraint that leaves some out narrows $metadata only.
      if (isDerivedTypeConstraint(key) && valueType !== undefined && derivedTypes(valueType).length > 0) {
        const excluded = leftOut(valueType, value);
        if (excluded.length > 0) ctx.report("EDM0230", { element, type: valueType, derived: excluded.map((t) => t.name).join(", ") }, ctx.at(declared, [...path, "annotations", key]));
      }
      // A pattern the JSON Schemas and the validators check (`validation-constraints.ts`) must read as theirs do.
      if (term === `${VALIDATION}Pattern`) {
        const problem = patternProblem(value);
        if (problem !== undefined) ctx.report("EDM0239", { annotation, element, detail: problem }, ctx.at(declared, [...path, "annotations", key]));
      }
      // Own rules only: a term such as `constructor` or `__proto__` names no rule, only the object's prototype.
      const rule = term !== undefined && Object.hasOwn(rules, term) ? rules[term] : undefined;
      const detail = rule?.(value);
      if (detail !== undefined) ctx.report("EDM0220", { annotation, element, detail }, ctx.at(declared, [...path, "annotations", key]));
      // A typed constant the CSDL XML would write as an invalid expression, or lose (a number where the literal belongs).
      for (const found of typedConstantProblems(value)) {
        ctx.report("EDM0228", { annotation, element, detail: found.problem }, ctx.at(declared, [...path, "annotations", key, ...found.path]));
      }
      // An unquoted number YAML has rounded: the CSDL would carry the double, not the value written.
      for (const found of roundedNumbers(value, declared.file, [...declared.path, ...path, "annotations", key])) {
        ctx.report("EDM0228", { annotation, element, detail: found.problem }, ctx.at(declared, [...path, "annotations", key, ...found.path], false));
      }
      // Operands, names and paths of expressions as CSDL XML writes them; $metadata would not validate otherwise.
      const keyProblem = annotationKeyProblem(annotation);
      if (keyProblem !== undefined) ctx.report("EDM0236", { annotation, element, detail: `the key ${keyProblem}` }, ctx.at(declared, [...path, "annotations", key]));
      for (const found of expressionProblems(value)) {
        ctx.report("EDM0236", { annotation, element, detail: found.problem }, ctx.at(declared, [...path, "annotations", key, ...found.path], true));
      }
      // A record's property names are simple identifiers (CSDL 4.01, section 14.4.13); $metadata would not validate otherwise.
      for (const found of badRecordMembers(value)) {
        const where = `the record member '${found.name}' in annotation '${annotation}' on ${element}`;
        ctx.report("EDM0105", { where, detail: "is not a simple identifier, which a record's property names are (CSDL 4.01, section 14.4.13)" }, ctx.at(declared, [...path, "annotations", key, ...found.path], true));
      }
    }
  };

  for (const declared of declarations.service) check(declared, [], declared.raw, () => serviceRules(built.service), "the service");
  for (const [kind, section, types] of [
    ["entity type", declarations.entityTypes, built.entityTypes],
    ["complex type", declarations.complexTypes, built.complexTypes],
  ] as const) {
    for (const declared of section.values()) {
      const raw = declared.raw;
      check(declared, [], raw, () => described(raw), `${kind} '${declared.name}'`);
      const type = types.get(declared.name);
      for (const [name, field] of Object.entries(raw.fields ?? {})) {
        if (!isRecord(field) || field.annotations === undefined) continue;
        const property = type?.ownProperties.find((p) => p.name === name);
        const valueType = property?.type.kind === "complex" || property?.type.kind === "entity" ? property.type.name : undefined;
        if (property) check(declared, ["fields", name], field, () => fieldRules(property), `field '${declared.name}.${name}'`, valueType);
        // The field's own allowed values the outputs check (`validation-constraints.ts`) must be values it can take (its type definition's: `buildProperty`).
        const allowed = property ? allowedValuesProblem(property, built.typeDefinitions) : undefined;
        if (allowed !== undefined && allowed.inherited === undefined) {
          const key = annotationKeyOf(field.annotations as Record<string, unknown>, `${VALIDATION}AllowedValues`)!;
          ctx.report("EDM0240", { annotation: key.replace(/^@/, ""), element: `field '${declared.name}.${name}'`, detail: allowed.problem }, ctx.at(declared, ["fields", name, "annotations", key, ...allowed.at]));
        }
      }
      for (const [name, relationship] of Object.entries(raw.relationships ?? {})) {
        const target = type?.ownNavigations.find((n) => n.name === name)?.target;
        check(declared, ["relationships", name], relationship, () => described(relationship), `relationship '${declared.name}.${name}'`, target, "relationship");
      }
    }
  }
  for (const declared of declarations.enumTypes.values()) {
    check(declared, [], declared.raw, () => described(declared.raw), `enum type '${declared.name}'`);
    const members = Array.isArray(declared.raw.members) ? {} : declared.raw.members;
    for (const [name, member] of Object.entries(members)) check(declared, ["members", name], member, () => described(member), `enum member '${declared.name}.${name}'`);
  }
  for (const declared of declarations.typeDefinitions.values()) {
    check(declared, [], declared.raw, () => described(declared.raw), `type definition '${declared.name}'`);
    // Every value of the type is held to its allowed values: each must be one the definition's facets, pattern and bounds admit.
    const definition = built.typeDefinitions.get(declared.name);
    const allowed = definition ? allowedValuesProblem({ type: { kind: "primitive", name: definition.underlyingType }, facets: definition.facets, annotations: definition.annotations }, built.typeDefinitions, "type definition") : undefined;
    if (allowed !== undefined && isRecord(declared.raw.annotations)) {
      const key = annotationKeyOf(declared.raw.annotations, `${VALIDATION}AllowedValues`)!;
      ctx.report("EDM0240", { annotation: key.replace(/^@/, ""), element: `type definition '${declared.name}'`, detail: allowed.problem }, ctx.at(declared, ["annotations", key, ...allowed.at]));
    }
  }
  // Parameters and return types carry no annotations in the format.
  for (const [kind, section] of [
    ["action", declarations.actions],
    ["function", declarations.functions],
    ["action import", declarations.actionImports],
    ["function import", declarations.functionImports],
  ] as const) {
    for (const declared of section.values()) check(declared, [], declared.raw, () => described(declared.raw), `${kind} '${declared.name}'`);
  }
  const entityTypeOf = (name: string) => built.entityTypes.get(name);
  for (const set of built.entitySets) {
    const declared = declarations.entitySets.get(set.name);
    const type = entityTypeOf(set.entityType);
    const rules = () => ({ ...setRules(set, type), ...containedRules("the set", set.operations, set.updateMethod, built.entityTypes, type, set.annotations) });
    if (declared) check(declared, [], declared.raw, rules, `entity set '${set.name}'`, set.entityType, "set");
  }
  for (const singleton of built.singletons) {
    const declared = declarations.singletons.get(singleton.name);
    const operations: readonly SetOperation[] = singleton.updatable ? SET_OPERATIONS : ["list", "get"];
    const type = entityTypeOf(singleton.entityType);
    const rules = () => ({ ...singletonRules(singleton), ...containedRules("the singleton", operations, singleton.updateMethod, built.entityTypes, type, singleton.annotations) });
    if (declared) check(declared, [], declared.raw, rules, `singleton '${singleton.name}'`, singleton.entityType, "singleton");
  }
}
