import { deprecationOf } from "../../model/deprecation.js";
import { fits } from "../common/print-width.js";
import { GENERATED_NOTICE } from "../common/generated-notice.js";
import { defaultValueText } from "../common/default-values.js";
import type { ComplexType, EntitySet, EntityType, EnumType, Model, Property, StructuredType, TypeDefinition } from "../../model/types.js";
import { underlyingPrimitive } from "../../model/underlying-primitive.js";
import { declaredConstraints, valueConstraints } from "../../model/validation-constraints.js";
import {
  allowsCreate,
  allowsUpdate,
  bindableNavigations,
  bodyVariants,
  hasDerivedValues,
  complexPatchTypes,
  hasPatchBody,
  hasPatchOrDerivedBody,
  hasPatchSemantics,
  ownUpdateBody,
  takesDerivedBodies,
  updateBodyServesBoth,
  updateOrDerivedMethod,
  boundSetOf,
  complexBodyProperties,
  createBodyProperties,
  readProperties,
  setsOfType,
  updateBodyProperties,
  updateRequiresFields,
  ownTypeNames,
  bindMemberNames,
  linkForms,
  referencesInBodies,
  typeMemberNames,
  withWithheld,
} from "../common/body-rules.js";
import { bodySuffix, typeIndexesOf, typeScriptTypeName } from "../common/output-names.js";
import { docComment } from "./doc-comment.js";
import { bindAliasMember, bindMember, DYNAMIC_PROPERTIES, navigationMember, propertyMember, referenceMember, typeNameMember, withheldMember, type MemberNotes, type MemberText } from "./members.js";
import { tsIdentifier, typeOnlyLine } from "./names.js";
import { complexBodySuffix, complexPatchSuffix, facetNote, primitiveText } from "./type-expressions.js";
import { withArticle } from "../../model/names.js";
import { fileStems, type StemOf } from "../common/file-stems.js";

export const HEADER = `// ${GENERATED_NOTICE}\n`;

/**
 * Type-only import lines for the model types a module uses, one per module, sorted; a use written
 * `Name#Body` stands for the type's body variant (`NameBody`), one written `odata|DerivedBody` for
 * a declaration of a fixed module. Uses of `self` (the module's own type) need no import. Each
 * module is imported from its file (`stemOf`, see `fileStems`).
 */
export function typeImports(uses: Iterable<string>, stemOf: StemOf, self?: string): string {
  const byModule = new Map<string, Set<string>>();
  for (const use of uses) {
    // `odata|DerivedBody`: a declaration of one of the fixed modules, by its own name.
    const [fixed, declared] = use.split("|") as [string, string | undefined];
    const [module, variant] = declared === undefined ? (use.split("#") as [string, string | undefined]) : [fixed, undefined];
    if (module === self) continue;
    const names = byModule.get(module) ?? new Set<string>();
    names.add(declared ?? tsIdentifier(module) + (variant ?? ""));
    byModule.set(module, names);
  }
  return [...byModule.keys()]
    .sort()
    .map((module) => `${typeOnlyLine("import type", [...byModule.get(module)!].sort(), `./${stemOf(module)}.js`)}\n`)
    .join("");
}

/**
 * Assembles a module: header, type-only imports of every other model type it uses, then the
 * declarations. Enum and type definition modules import nothing, so need no `stemOf`.
 */
function moduleText(self: string, uses: Iterable<string>, body: string, stemOf: StemOf = (name) => name): string {
  const imports = typeImports(uses, stemOf, self);
  return `${HEADER}${imports ? `${imports}\n` : ""}${body}`;
}

/**
 * An interface declaration in the layout prettier prints (a test checks every file with
 * `prettier.check`): members arrive indented for the body, and an empty body is `{}`. A request
 * body that accepts no members at all is `Record<string, never>` instead: `{}` would admit any
 * object (and `z.infer` of an empty strict object is exactly that record).
 */
function interfaceText(doc: string, name: string, heritage: string | undefined, members: readonly MemberText[], closed = false): string {
  if (members.length === 0 && closed && heritage === undefined) return `${doc}${emptyObjectAlias(name)}`;
  const head = `${doc}export interface ${name}${heritage ? ` extends ${heritage}` : ""}`;
  if (members.length === 0) return `${head} {}\n`;
  let body = "";
  for (const member of members) body += member.text;
  return `${head} {\n${body}}\n`;
}

/** The module of an entity type: the record as read, and the create and update bodies when some set allows them. */
export function entityTypeModule(model: Model, type: EntityType): string {
  const name = tsIdentifier(type.name);
  const own = new Set(type.ownProperties.map((p) => p.name));
  const read: MemberText[] = [
    ...readProperties(type).filter((p) => own.has(p.name)).map((p) => propertyMember(p, false, false, notesOf(model, p))),
    ...type.ownNavigations.map(navigationMember),
  ];
  const doc = docComment([type.description, type.abstract ? "Abstract: records are always of a derived type." : undefined], "", deprecationOf(type.annotations));
  const parts = [interfaceText(doc, name, type.baseType ? tsIdentifier(type.baseType) : undefined, [...dynamicMembers(model, type), ...read])];
  const uses = [...(type.baseType ? [type.baseType] : []), ...read.flatMap((m) => m.uses)];
  const sets = setsOfType(model, type.name);
  const references = referencesInBodies(model);
  const binds = linkMembers(model, type, sets);
  const typeName = typeNameMembers(model, type);
  // Relationships named in a body: by the entity reference of a 4.01 link.
  const bodyLinkNames = references ? bindableNavigations(type).map((n) => n.name) : [];
  // A body: its open type's index signature, the type name members, the properties, the links,
  // and the declared members an open type's body withholds.
  const bodyMembers = (properties: readonly Property[], member: (p: Property) => MemberText): MemberText[] => [
    ...openBody(type),
    ...withWithheld(type, [...typeName, ...properties.map(member), ...binds], [...properties.map((p) => p.name), ...bodyLinkNames], withheldMember),
  ];
  if (allowsCreate(model, type.name)) {
    const members = bodyMembers(createBodyProperties(type), (p) => propertyMember(p, !p.requiredInBodies, complexBodySuffix(model), notesOf(model, p)));
    const createDoc = docComment([`The body that creates ${withArticle(type.name)} (POST). Computed fields are set by the service and left out.`]);
    parts.push(interfaceText(createDoc, typeScriptTypeName(type.name, "create"), undefined, members, !type.openType));
    uses.push(...members.flatMap((m) => m.uses));
  }
  if (allowsUpdate(model, type.name)) {
    const full = updateRequiresFields(model, type.name);
    const patch = hasPatchSemantics(model, type.name, "update");
    const members = bodyMembers(updateBodyProperties(type), (p) => propertyMember(p, !(full && p.requiredInBodies), patch ? complexPatchSuffix(model, p) : complexBodySuffix(model), notesOf(model, p, full)));
    const updateDoc = docComment([
      updateBodyServesBoth(model, type.name)
        ? `The body that replaces ${withArticle(type.name)} (PUT: fields left out are reset) or updates it (PATCH: only the fields sent change). Key, computed and immutable fields are left out.`
        : full
          ? `The body that replaces ${withArticle(type.name)} (PUT: a full replace; fields left out are reset). Key, computed and immutable fields are left out.`
          : `The body that updates ${withArticle(type.name)} (PATCH: only the fields sent change). Key, computed and immutable fields are left out.`,
    ]);
    parts.push(interfaceText(updateDoc, typeScriptTypeName(type.name, "update"), undefined, members, !type.openType));
    uses.push(...members.flatMap((m) => m.uses));
  }
  if (hasPatchBody(model, type.name)) {
    // Updated by PUT somewhere and by PATCH elsewhere: the PATCH body requires nothing.
    const members = bodyMembers(updateBodyProperties(type), (p) => propertyMember(p, true, complexPatchSuffix(model, p), notesOf(model, p, false)));
    const patchDoc = docComment([
      `The body that updates ${withArticle(type.name)} with PATCH (only the fields sent change), where others replace it with PUT (\`${typeScriptTypeName(type.name, "update")}\`). Key, computed and immutable fields are left out.`,
    ]);
    parts.push(interfaceText(patchDoc, typeScriptTypeName(type.name, "patch"), undefined, members, !type.openType));
    uses.push(...members.flatMap((m) => m.uses));
  }
  const subject = type.abstract ? `a record of a type derived from ${type.name}` : `${withArticle(type.name)} or a record of a derived type`;
  const orDerived = (verb: string) => docComment([`The body a request that ${verb} ${subject} sends: the body of the record's type; a derived type's body names its type.`]);
  if (takesDerivedBodies(model, type.name, "create")) parts.push(orDerivedAlias(model, type, "createOrDerived", orDerived("creates"), uses));
  if (takesDerivedBodies(model, type.name, "update")) {
    parts.push(orDerivedAlias(model, type, "updateOrDerived", orDerived(updateOrDerivedMethod(model, type.name) === "PUT" ? "replaces (PUT)" : "updates (PATCH)"), uses));
    if (hasPatchOrDerivedBody(model, type.name)) parts.push(orDerivedAlias(model, type, "patchOrDerived", orDerived("updates with PATCH"), uses));
  }
  return moduleText(type.name, uses, parts.join("\n"), fileStems(model).module);
}

/**
 * `<Name>CreateOrDerived` (and the update and complex body counterparts): the type's own body
 * (unless it is abstract) or a derived type's, which names its type (`DerivedBody` of odata.ts).
 */
function orDerivedAlias(model: Model, type: StructuredType, body: "createOrDerived" | "updateOrDerived" | "patchOrDerived" | "Body", doc: string, uses: string[]): string {
  // Each option's own body: the complex body, the create body, or the update body for the sites' method.
  const method = body === "patchOrDerived" ? "PATCH" : body === "updateOrDerived" ? updateOrDerivedMethod(model, type.name) : undefined;
  const suffix = (name: string): string => (body === "Body" ? "Body" : bodySuffix(body === "createOrDerived" ? "create" : ownUpdateBody(model, name, method!)));
  const members = bodyVariants(model, type, body === "updateOrDerived" || body === "patchOrDerived" ? "update" : "value").map((v) => {
    const own = `${tsIdentifier(v.name)}${suffix(v.name)}`;
    if (v === type) return own;
    uses.push(`${v.name}#${suffix(v.name)}`);
    return `DerivedBody<${own}>`;
  });
  uses.push("odata|DerivedBody");
  const name = body === "Body" ? `${tsIdentifier(type.name)}BodyOrDerived` : typeScriptTypeName(type.name, body);
  return `${doc}${unionAlias(name, members)}`;
}

/** The index signature of an open type's dynamic properties: on the record of the type that opens it (derived types inherit it through `extends`). */
function dynamicMembers(model: Model, type: StructuredType): MemberText[] {
  if (!type.openType) return [];
  const base = type.baseType === undefined ? undefined : [...model.entityTypes, ...model.complexTypes].find((t) => t.name === type.baseType);
  return base?.openType ? [] : [DYNAMIC_PROPERTIES];
}

/** The same on each body of an open type. */
function openBody(type: StructuredType): MemberText[] {
  return type.openType ? [DYNAMIC_PROPERTIES] : [];
}

/** The members that may name a body's own type (`@odata.type`, and `@type` in 4.01); none for an abstract type, which no record or value is of. */
function typeNameMembers(model: Model, type: StructuredType): MemberText[] {
  if (type.abstract) return [];
  const names = ownTypeNames(model, type.name);
  const members = typeMemberNames(model);
  return members.map((member) => typeNameMember(member, names, members));
}

/**
 * The members that link a body's relationships: `<Nav>@odata.bind`, its 4.01 name, and in 4.01 the
 * entity reference in the relationship itself; `sets` (an entity type's) name the bound set in the
 * doc comment.
 */
function linkMembers(model: Model, type: StructuredType, sets: readonly EntitySet[] | undefined): MemberText[] {
  const references = referencesInBodies(model);
  return bindableNavigations(type).flatMap((navigation) => {
    const forms = linkForms(model, navigation);
    return [
      bindMember(navigation, sets === undefined ? undefined : boundSetOf(sets, navigation)),
      ...bindMemberNames(model, navigation)
        .slice(1)
        .map((name) => bindAliasMember(navigation, name, forms)),
      ...(references ? [referenceMember(navigation, forms)] : []),
    ];
  });
}

/** The module of a complex type: its value as read, and `<Name>Body`, its value inside a request body. */
export function complexTypeModule(model: Model, type: ComplexType): string {
  const name = tsIdentifier(type.name);
  const own = new Set(type.ownProperties.map((p) => p.name));
  const read = [...readProperties(type).filter((p) => own.has(p.name)).map((p) => propertyMember(p, false, false, notesOf(model, p))), ...type.ownNavigations.map(navigationMember)];
  const properties = complexBodyProperties(type);
  // Its relationships are linked inside the value as an entity's are in a body (no set to name: the value may sit in records of any set).
  const references = referencesInBodies(model);
  const binds = linkMembers(model, type, undefined);
  const linkNames = references ? bindableNavigations(type).map((n) => n.name) : [];
  // A value in a body; in a PATCH body (`patch`) every member optional and complex values partial in turn.
  const bodyMembers = (patch: boolean) =>
    withWithheld(
      type,
      [
        ...typeNameMembers(model, type),
        ...properties.map((p) => propertyMember(p, patch || !p.requiredInBodies, patch ? complexPatchSuffix(model, p) : complexBodySuffix(model), notesOf(model, p, !patch))),
        ...binds,
      ],
      [...properties.map((p) => p.name), ...linkNames],
      withheldMember,
    );
  const body = bodyMembers(false);
  const parts = [
    interfaceText(docComment([type.description], "", deprecationOf(type.annotations)), name, type.baseType ? tsIdentifier(type.baseType) : undefined, [...dynamicMembers(model, type), ...read]),
    interfaceText(docComment([`${type.name} inside a request body: computed fields left out.`]), `${name}Body`, undefined, [...openBody(type), ...body], !type.openType),
  ];
  const uses = [...(type.baseType ? [type.baseType] : []), ...read.flatMap((m) => m.uses), ...body.flatMap((m) => m.uses)];
  if (complexPatchTypes(model).has(type.name)) {
    const patch = bodyMembers(true);
    parts.push(interfaceText(docComment([`${type.name} inside a PATCH body: only the members sent change.`]), `${name}Patch`, undefined, [...openBody(type), ...patch], !type.openType));
    uses.push(...patch.flatMap((m) => m.uses));
  }
  if (hasDerivedValues(model, type.name)) {
    const which = type.abstract ? `A value of a type derived from ${type.name}` : `${type.name} or a value of a derived type`;
    parts.push(orDerivedAlias(model, type, "Body", docComment([`${which} inside a request body: the body of the value's type; a derived type's body names its type.`]), uses));
  }
  return moduleText(type.name, uses, parts.join("\n"), fileStems(model).module);
}

/** An enum type: a union of member names (a flags enum is a comma-separated list of them). */
export function enumTypeModule(type: EnumType): string {
  const name = tsIdentifier(type.name);
  const members = type.members.map((m) => JSON.stringify(m.name));
  if (type.isFlags) {
    const doc = docComment([type.description, `Flags: a comma-separated list of ${type.members.map((m) => m.name).join(", ")}.`], "", deprecationOf(type.annotations));
    return moduleText(type.name, [], `${doc}${typeAlias(name, "string")}`);
  }
  const doc = docComment([type.description], "", deprecationOf(type.annotations));
  return moduleText(type.name, [], `${doc}${unionAlias(name, members)}`);
}

/**
 * A type definition: an alias of its underlying primitive's TypeScript type, its facets in the doc
 * comment (the validators check them); with `Validation.AllowedValues`, the union of those values,
 * so that its parameters and results take only them, as its fields do.
 */
export function typeDefinitionModule(type: TypeDefinition): string {
  const { type: text, note } = primitiveText(type.underlyingType);
  const doc = docComment([type.description, note, facetNote(type.facets, type.underlyingType)], "", deprecationOf(type.annotations));
  const { allowedValues } = declaredConstraints(type.annotations, type.underlyingType);
  const alias = allowedValues === undefined ? typeAlias(tsIdentifier(type.name), text) : unionAlias(tsIdentifier(type.name), allowedValues.map((value) => JSON.stringify(value)));
  return moduleText(type.name, [], `${doc}${alias}`);
}

/**
 * A union type alias as prettier prints it: on one line when it fits in the print width, else on
 * the next line after `=` when it fits there, else one member per line.
 */
export function unionAlias(name: string, members: readonly string[]): string {
  const oneLine = `export type ${name} = ${members.join(" | ")};`;
  if (fits(oneLine)) return `${oneLine}\n`;
  const nextLine = `  ${members.join(" | ")};`;
  if (fits(nextLine) || members.length < 2) return `export type ${name} =\n${nextLine}\n`;
  return `export type ${name} =\n${members.map((m) => `  | ${m}`).join("\n")};\n`;
}

/** `export type <name> = <type>;`, broken after `=` when too long for a line, as prettier breaks it. */
export function typeAlias(name: string, type: string): string {
  const line = `export type ${name} = ${type};`;
  return fits(line) ? `${line}\n` : `export type ${name} =\n  ${type};\n`;
}

/**
 * `export type <name> = Record<string, never>;` (an object with no members) as prettier breaks it:
 * its type arguments one per line while `= Record<` fits, then after `=`.
 */
export function emptyObjectAlias(name: string): string {
  const line = `export type ${name} = Record<string, never>;`;
  if (fits(line)) return `${line}\n`;
  if (fits(`export type ${name} = Record<`)) return `export type ${name} = Record<\n  string,\n  never\n>;\n`;
  return `export type ${name} =\n  Record<string, never>;\n`;
}

/**
 * The default and the underlying primitive a property's doc comment names, and the values it is
 * limited to. A PATCH body leaves a field out to keep its value, not to reset it to the default:
 * no default there.
 */
function notesOf(model: Model, property: Property, withDefault = true): MemberNotes {
  const defaultText = withDefault ? defaultValueText(property, model) : undefined;
  const { typeDefinitions } = typeIndexesOf(model);
  const primitive = underlyingPrimitive(property.type, typeDefinitions);
  const { allowedValues } = valueConstraints(property, typeDefinitions);
  return { ...(defaultText !== undefined ? { defaultText } : {}), ...(primitive !== undefined ? { primitive } : {}), ...(allowedValues !== undefined ? { allowedValues } : {}) };
}
