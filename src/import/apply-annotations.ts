import type { ImportContext } from "./import-context.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject } from "./json-to-csdl.js";
import type { SelectedSchema } from "./select-schema.js";

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
 */
export function applyOutOfLineAnnotations(ctx: ImportContext, selected: SelectedSchema): void {
  for (const [, schema] of selected.schemas) {
    const all = asObject(schema.$Annotations);
    if (!all) continue;
    for (const [target, value] of Object.entries(all)) {
      const annotations = asObject(value);
      if (!annotations) continue;
      const resolved = resolveTarget(selected, target);
      for (const key of Object.keys(annotations)) {
        if (!key.startsWith("@")) continue;
        const location = ctx.at(annotations, key);
        const element = `annotation '${key.slice(1)}' for target '${target}'`;
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
        }
      }
    }
  }
}

/** The hosts a target path names, or why it names none the format can hold (CSDL 4.01, section 14.1.2). */
function resolveTarget(selected: SelectedSchema, target: string): Host[] | string {
  const segments = splitPath(target);
  const head = segments[0]!;
  const paren = head.indexOf("(");
  const qualifiedName = paren < 0 ? head : head.slice(0, paren);
  const dot = qualifiedName.lastIndexOf(".");
  const namespace = selected.names.namespaceOf(qualifiedName.slice(0, Math.max(dot, 0)));
  // The schema itself (`Target="N"`): the format keeps no annotations of the schema but its version.
  if (selected.names.namespaceOf(target) === selected.namespace) return "the target is the schema itself, whose annotations the format has no place for (only Core.SchemaVersion, as the version)";
  if (dot < 0 || namespace === undefined) return `the target is not in this document`;
  if (namespace !== selected.namespace) return `the target is in '${namespace}', not in the imported schema '${selected.namespace}'`;
  const local = qualifiedName.slice(dot + 1);
  const element = selected.schema[local];
  if (element === undefined) return `'${local}' is not declared in '${namespace}'`;
  const rest = segments.slice(1);
  if (Array.isArray(element)) return operationHosts(selected, element, paren < 0 ? undefined : head.slice(paren + 1, -1), rest);
  const object = asObject(element);
  if (!object) return `'${local}' is not a model element`;
  if (rest.length === 0) return [{ object, prefix: "" }];
  const member = rest[0]!;
  if (object.$Kind === "EnumType") {
    return rest.length === 1 && typeof object[member] === "number" ? [{ object, prefix: member }] : `'${member}' is not a member of '${local}'`;
  }
  const child = asObject(object[member]);
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
