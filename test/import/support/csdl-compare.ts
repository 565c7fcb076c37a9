import { createRequire } from "node:module";

/** odata-csdl's converter (OASIS odata-csdl-schemas), independent of edmgen's reader. */
const { xml2json } = createRequire(import.meta.url)("odata-csdl") as { xml2json: (xml: string, options?: object) => Json };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * Converts CSDL XML to CSDL JSON with odata-csdl and normalises what carries no meaning, so that
 * two documents describing the same service compare equal:
 * - every qualified name (types, base types, terms, record types, imports, casts in binding
 *   paths) is written with its namespace instead of an alias;
 * - `$Reference` is left out: edmgen references exactly the vocabularies it uses, with its own URLs;
 * - the defaults edmgen states and the source may leave implicit: `UpdateRestrictions` with only
 *   `UpdateMethod: PATCH` (PATCH is OData's default), `Core.SchemaVersion` "1.0.0" (the format's
 *   default version) on the schema;
 * - out-of-line annotations (`$Annotations`) on a type, a member of a type, the container or a
 *   container child are moved onto their target, as if written inline (CSDL 14.2);
 * - an enum type's underlying type Edm.Int32 (the default) is left out;
 * - member order (objects are compared by member name; arrays keep their order).
 */
export function normalisedCsdl(xml: string): JsonObject {
  const json = xml2json(xml) as JsonObject;
  const namespaces = new Map<string, string>();
  for (const reference of Object.values((json.$Reference as JsonObject | undefined) ?? {})) {
    for (const include of ((reference as JsonObject).$Include as JsonObject[] | undefined) ?? []) {
      namespaces.set(String(include.$Namespace), String(include.$Namespace));
      if (include.$Alias) namespaces.set(String(include.$Alias), String(include.$Namespace));
    }
  }
  for (const [key, value] of Object.entries(json)) {
    if (key.startsWith("$") || !isObject(value)) continue;
    namespaces.set(key, key);
    if (typeof value.$Alias === "string") namespaces.set(value.$Alias, key);
  }
  const full = (name: string): string => {
    const collection = /^Collection\((.*)\)$/.exec(name);
    if (collection) return `Collection(${full(collection[1]!)})`;
    const dot = name.lastIndexOf(".");
    const namespace = dot > 0 ? namespaces.get(name.slice(0, dot)) : undefined;
    return namespace ? namespace + name.slice(dot) : name;
  };
  const fullKey = (key: string): string => {
    const at = key.indexOf("@");
    if (at < 0) return key.split("/").map(full).join("/");
    return key.slice(0, at) + "@" + key.slice(at + 1).split("@").map((part) => {
      const hash = part.indexOf("#");
      return hash < 0 ? full(part) : full(part.slice(0, hash)) + part.slice(hash);
    }).join("@");
  };
  const NAME_MEMBERS = new Set(["$Type", "$BaseType", "$Action", "$Function", "$UnderlyingType", "$EntityContainer"]);
  const walk = (value: Json, key: string): Json => {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (!isObject(value)) return typeof value === "string" && NAME_MEMBERS.has(key) ? full(value) : value;
    const out: JsonObject = {};
    for (const member of Object.keys(value).sort()) {
      if (member === "$Alias") continue;
      const renamed =
        key === "$Annotations" ? member.replace(/[\p{L}_][\p{L}\p{N}_]*(\.[\p{L}_][\p{L}\p{N}_]*)+/gu, full)
        : key === "$NavigationPropertyBinding" ? fullKey(member)
        : member.startsWith("$") ? member
        : fullKey(member);
      out[renamed] = walk(value[member]!, member);
    }
    return out;
  };
  const normalised = walk(json, "") as JsonObject;
  delete normalised.$Reference;
  moveInline(normalised);
  for (const [namespace, schema] of Object.entries(normalised)) {
    if (namespace.startsWith("$") || !isObject(schema)) continue;
    if (schema["@Org.OData.Core.V1.SchemaVersion"] === "1.0.0") delete schema["@Org.OData.Core.V1.SchemaVersion"];
    for (const element of Object.values(schema)) {
      if (isObject(element) && element.$Kind === "EnumType" && element.$UnderlyingType === "Edm.Int32") delete element.$UnderlyingType;
      if (!isObject(element) || element.$Kind !== "EntityContainer") continue;
      for (const child of Object.values(element)) {
        if (!isObject(child)) continue;
        const update = child["@Org.OData.Capabilities.V1.UpdateRestrictions"];
        if (isObject(update) && Object.keys(update).length === 1 && update.UpdateMethod === "PATCH") delete child["@Org.OData.Capabilities.V1.UpdateRestrictions"];
      }
    }
  }
  return normalised;
}

/** Flattens a JSON value to `path -> JSON text of the leaf`; paths join member names with ` > ` and array indexes as `[i]`. */
export function flatten(value: Json, path = "", out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value) && value.some((item) => item !== null && typeof item === "object")) {
    value.forEach((item, i) => flatten(item, `${path}[${i}]`, out));
    if (value.length === 0) out.set(path, "[]");
  } else if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) out.set(path, "{}");
    for (const key of keys) flatten(value[key]!, path ? `${path} > ${key}` : key, out);
  } else out.set(path, JSON.stringify(value));
  return out;
}

/** One difference between the original and the generated document at a leaf path. */
export interface Difference {
  readonly path: string;
  readonly original?: string;
  readonly generated?: string;
}

/** The leaf differences of two normalised documents, sorted by path. */
export function differences(original: JsonObject, generated: JsonObject): Difference[] {
  const a = flatten(original);
  const b = flatten(generated);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((p) => a.get(p) !== b.get(p))
    .map((p) => ({ path: p, ...(a.has(p) ? { original: a.get(p)! } : {}), ...(b.has(p) ? { generated: b.get(p)! } : {}) }));
}

/** Moves `$Annotations` entries whose target is a type, a type member, the container or one of its children onto that target. */
function moveInline(document: JsonObject): void {
  for (const schema of Object.values(document)) {
    if (!isObject(schema) || !isObject(schema.$Annotations)) continue;
    const all = schema.$Annotations;
    for (const [target, annotations] of Object.entries(all)) {
      if (!isObject(annotations)) continue;
      const [head, ...rest] = target.split("/");
      const paren = head!.indexOf("(");
      const name = paren < 0 ? head! : head!.slice(0, paren);
      const dot = name.lastIndexOf(".");
      const element = document[name.slice(0, dot)];
      const found = isObject(element) ? element[name.slice(dot + 1)] : undefined;
      const owner = Array.isArray(found) ? overload(found, paren < 0 ? undefined : head!.slice(paren + 1, -1)) : found;
      if (!isObject(owner) || rest.length > 1) continue;
      const member = rest[0];
      const parameter = member === undefined || !Array.isArray(owner.$Parameter) ? undefined : owner.$Parameter.find((p) => isObject(p) && p.$Name === member);
      const host =
        member === undefined ? owner
        : isObject(parameter) ? parameter
        : isObject(owner[member]) ? (owner[member] as JsonObject)
        : typeof owner[member] === "number" ? owner
        : undefined;
      if (!host) continue;
      const prefix = member !== undefined && host === owner ? member : "";
      for (const [key, value] of Object.entries(annotations)) if (!Object.hasOwn(host, prefix + key)) host[prefix + key] = value;
      delete all[target];
    }
    if (Object.keys(all).length === 0) delete schema.$Annotations;
  }
}

/** The one overload a target names: the only one, or the one whose binding (actions) or all (functions) parameter types match. */
function overload(overloads: Json[], signature: string | undefined): JsonObject | undefined {
  const matching = overloads.filter((item): item is JsonObject => {
    if (!isObject(item)) return false;
    if (signature === undefined) return overloads.length === 1;
    const types = (Array.isArray(item.$Parameter) ? item.$Parameter : []).map((p) => {
      const parameter = p as JsonObject;
      const type = String(parameter.$Type ?? "Edm.String");
      return parameter.$Collection ? `Collection(${type})` : type;
    });
    const compared = item.$Kind === "Function" ? types : item.$IsBound ? types.slice(0, 1) : [];
    return compared.join(",") === signature.split(",").filter((t) => t !== "").join(",");
  });
  return matching.length === 1 ? matching[0] : undefined;
}
