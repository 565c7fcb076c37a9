import type { AnnotationPlacement } from "../model/types.js";
import { restrictedEntry } from "../model/navigation-restrictions.js";
import { CAPABILITIES } from "./element-annotations.js";
import type { ImportContext } from "./import-context.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asArray, asObject, ownMember } from "./json-to-csdl.js";
import { namesContainer, type SelectedSchema } from "./select-schema.js";

/** Where an out-of-line annotation lands: the object that holds it and the prefix of its key (`Member` for enum members). */
interface Host {
  readonly object: JsonObject;
  readonly prefix: string;
}

/**
 * Applies out-of-line annotations (`<Annotations Target=…>`, CSDL JSON `$Annotations`, CSDL 14.2)
 * of every schema to the elements of the selected schema they target, as if written inline.
 * Targets the format has no place for, or that lie outside the selected schema, are reported once
 * per annotation. An annotation that the target already carries inline keeps the inline value.
 *
 * Returns where the document writes the annotations of the selected schema's elements: out of line
 * when some reach them from there and none is written inline (the schema's own aside, which the
 * format writes inline either way), so that `$metadata` is generated as it was written.
 */
export function applyOutOfLineAnnotations(ctx: ImportContext, selected: SelectedSchema): AnnotationPlacement {
  const inline = namedElements(selected.schema).some(carriesAnnotations);
  let applied = false;
  for (const [, schema] of selected.schemas) {
    const all = asObject(schema.$Annotations);
    if (!all) continue;
    for (const [target, value] of Object.entries(all)) {
      const annotations = asObject(value);
      if (!annotations) continue;
      const resolved = resolveTarget(selected, target);
      const relationship = relationshipOfSet(selected, target);
      for (const key of Object.keys(annotations)) {
        if (!key.startsWith("@")) continue;
        const location = ctx.at(annotations, key);
        const element = `annotation '${key.slice(1)}' for target '${target}'`;
        if (relationship && asRestrictedProperty(ctx, selected, relationship, annotations, key, element)) {
          applied = true;
          continue;
        }
        if (typeof resolved === "string") {
          ctx.notCarried(element, resolved, location);
          continue;
        }
        for (const host of resolved) {
          const hostKey = `${host.prefix}${key}`;
          if (Object.hasOwn(host.object, hostKey)) {
            ctx.notCarried(element, "the target already has this annotation inline, which is kept", location);
            continue;
          }
          host.object[hostKey] = annotations[key] as JsonValue;
          ctx.positions.markMember(host.object, hostKey, ctx.positions.offsetOf(annotations, key) ?? 0);
          applied = true;
        }
      }
    }
  }
  return applied && !inline ? "out-of-line" : "inline";
}

/** The elements a schema (or a type, or the container) declares: its members but `$`-members and annotations. */
function namedElements(object: JsonObject): JsonValue[] {
  return Object.entries(object)
    .filter(([key]) => !key.startsWith("$") && !key.includes("@"))
    .map(([, value]) => value);
}

/**
 * Whether an element, or one inside it (a property, an overload's parameter or return type, an
 * enum member), carries an annotation inline. Annotations of the values of annotations and of an
 * OnDelete do not count: no target path names them.
 */
function carriesAnnotations(value: JsonValue): boolean {
  if (Array.isArray(value)) return value.some(carriesAnnotations);
  const object = asObject(value);
  if (!object) return false;
  if (Object.keys(object).some((key) => key.includes("@") && !key.startsWith("$"))) return true;
  const parts = [...namedElements(object), ...((asArray(object.$Parameter) ?? []) as JsonValue[]), object.$ReturnType ?? null];
  return parts.some(carriesAnnotations);
}

/** The restrictions a NavigationRestrictions entry holds for a relationship (Capabilities vocabulary, `NavigationPropertyRestriction`), by term name. */
const RESTRICTED_PROPERTY_TERMS: ReadonlySet<string> = new Set([
  "Navigability", "FilterFunctions", "FilterRestrictions", "SearchRestrictions", "SortRestrictions", "TopSupported", "SkipSupported",
  "SelectSupport", "IndexableByKey", "InsertRestrictions", "DeepInsertSupport", "UpdateRestrictions", "DeepUpdateSupport",
  "DeleteRestrictions", "OptimisticConcurrencyControl", "ReadRestrictions", "CountRestrictions", "ExpandRestrictions",
]);

/** A target `Container/Set/Relationship` (a set or singleton of the selected container, then a relationship path): the set's object and the path. */
function relationshipOfSet(selected: SelectedSchema, target: string): { owner: JsonObject; path: string } | undefined {
  const segments = splitPath(target);
  if (segments.length < 3 || !selected.container || !namesContainer(selected, segments[0]!)) return undefined;
  const owner = asObject(ownMember(selected.container.object, segments[1]!));
  return owner ? { owner, path: selected.names.fullPath(segments.slice(2).join("/")) } : undefined;
}

/**
 * A Capabilities restriction annotated on a path from a set or singleton through a relationship
 * (`Container/users/memberOf`) says what the set's NavigationRestrictions entry for that
 * relationship would say (the Capabilities vocabulary's introduction): carried as that entry, so
 * the outputs honour it, and said with EDM0506. False when the annotation is of another term.
 */
function asRestrictedProperty(ctx: ImportContext, selected: SelectedSchema, relationship: { owner: JsonObject; path: string }, annotations: JsonObject, key: string, element: string): boolean {
  const term = selected.names.fullTerm(key.slice(1));
  if (!term.startsWith(`${CAPABILITIES}.`) || !RESTRICTED_PROPERTY_TERMS.has(term.slice(CAPABILITIES.length + 1))) return false;
  const property = term.slice(CAPABILITIES.length + 1);
  const location = ctx.at(annotations, key);
  const restrictionsTerm = `${CAPABILITIES}.NavigationRestrictions`;
  let restrictionsKey = Object.keys(relationship.owner).find((k) => k.startsWith("@") && selected.names.fullTerm(k.slice(1)) === restrictionsTerm);
  if (restrictionsKey === undefined) {
    restrictionsKey = `@${restrictionsTerm}`;
    relationship.owner[restrictionsKey] = {};
    ctx.positions.markMember(relationship.owner, restrictionsKey, ctx.positions.offsetOf(annotations, key) ?? 0);
  }
  const record = asObject(relationship.owner[restrictionsKey]);
  if (!record) {
    ctx.notCarried(element, "the set's NavigationRestrictions is not a record, so there is no entry to carry it in", location);
    return true;
  }
  if (!Array.isArray(record.RestrictedProperties)) record.RestrictedProperties = [];
  const entries = record.RestrictedProperties as JsonValue[];
  let entry = restrictedEntry(record, relationship.path) as JsonObject | undefined;
  if (!entry) {
    entry = { NavigationProperty: { $NavigationPropertyPath: relationship.path } };
    entries.push(entry);
    ctx.positions.markMember(entry, "NavigationProperty", ctx.positions.offsetOf(annotations, key) ?? 0);
  }
  if (Object.hasOwn(entry, property)) {
    ctx.notCarried(element, `the set's NavigationRestrictions already says ${property} for '${relationship.path}', which is kept`, location);
    return true;
  }
  entry[property] = annotations[key] as JsonValue;
  ctx.positions.markMember(entry, property, ctx.positions.offsetOf(annotations, key) ?? 0);
  ctx.carriedChanged(element, `carried as the ${property} of the NavigationRestrictions entry for '${relationship.path}' on the set, which says the same (Capabilities vocabulary)`, location);
  return true;
}

/** The hosts a target path names, or why it names none the format can hold (CSDL 4.01, section 14.1.2). */
function resolveTarget(selected: SelectedSchema, target: string): Host[] | string {
  const segments = splitPath(target);
  const head = segments[0]!;
  const paren = head.indexOf("(");
  // A container (and operations) moved into the selected schema are still named by their old names in the document.
  const written = paren < 0 ? head : head.slice(0, paren);
  const qualifiedName = namesContainer(selected, written) ? `${selected.namespace}.${selected.container!.name}` : (selected.names.moved(written) ?? written);
  const dot = qualifiedName.lastIndexOf(".");
  const namespace = selected.names.namespaceOf(qualifiedName.slice(0, Math.max(dot, 0)));
  // The schema itself (`Target="N"`): the format keeps no annotations of the schema but its version.
  if (selected.names.namespaceOf(target) === selected.namespace) return "the target is the schema itself, whose annotations the format has no place for (only Core.SchemaVersion, as the version)";
  if (dot < 0 || namespace === undefined) return `the target is not in this document`;
  if (namespace !== selected.namespace) return `the target is in '${namespace}', not in the imported schema '${selected.namespace}'`;
  const local = qualifiedName.slice(dot + 1);
  const element = ownMember(selected.schema, local);
  if (element === undefined) return `'${local}' is not declared in '${namespace}'`;
  const rest = segments.slice(1);
  if (Array.isArray(element)) return operationHosts(selected, element, paren < 0 ? undefined : head.slice(paren + 1, -1), rest);
  const object = asObject(element);
  if (!object) return `'${local}' is not a model element`;
  if (rest.length === 0) return [{ object, prefix: "" }];
  const member = rest[0]!;
  if (object.$Kind === "EnumType") {
    return rest.length === 1 && typeof ownMember(object, member) === "number" ? [{ object, prefix: member }] : `'${member}' is not a member of '${local}'`;
  }
  const child = asObject(ownMember(object, member));
  if (!child) return `'${member}' is not declared in '${local}'`;
  if (rest.length > 1) return "annotations on a path below a member (a property of a complex property, a navigation target in a set) have no place in the format";
  return [{ object: child, prefix: "" }];
}

/** Overloads named by a target: all of them, or the one whose parameter types match `signature`; then a parameter or `$ReturnType`. */
function operationHosts(selected: SelectedSchema, overloads: JsonValue[], signature: string | undefined, rest: string[]): Host[] | string {
  const full = (type: string) => {
    const collection = /^Collection\((.*)\)$/.exec(type);
    return collection ? `Collection(${selected.names.full(collection[1]!)})` : selected.names.full(type);
  };
  const wanted = signature === undefined ? undefined : signature === "" ? [] : signature.split(",").map((t) => full(t.trim()));
  const hosts: Host[] = [];
  for (const value of overloads) {
    const overload = asObject(value);
    if (!overload) continue;
    const parameters = ((overload.$Parameter as JsonObject[] | undefined) ?? []).map((p) => {
      const type = full(typeof p.$Type === "string" ? p.$Type : "Edm.String");
      return p.$Collection === true ? `Collection(${type})` : type;
    });
    // Actions are told apart by the binding parameter (none when unbound), functions by all parameters (CSDL 14.1.2).
    const compared = overload.$Kind === "Function" ? parameters : overload.$IsBound === true ? parameters.slice(0, 1) : [];
    if (wanted && (wanted.length !== compared.length || wanted.some((t, i) => t !== compared[i]))) continue;
    if (rest.length === 0) hosts.push({ object: overload, prefix: "" });
    else if (rest.length === 1 && rest[0] === "$ReturnType" && asObject(overload.$ReturnType)) hosts.push({ object: asObject(overload.$ReturnType)!, prefix: "" });
    else if (rest.length === 1) {
      const parameter = ((overload.$Parameter as JsonObject[] | undefined) ?? []).find((p) => p.$Name === rest[0]);
      if (parameter) hosts.push({ object: parameter, prefix: "" });
    }
  }
  return hosts.length > 0 ? hosts : "no overload, parameter or return type of the operation matches the target";
}

/** Splits a target path at `/`, keeping a parenthesised signature (which contains no `/`) with its name. */
function splitPath(target: string): string[] {
  return target.split("/");
}
