import type { Annotations } from "../../model/types.js";
import { constantMarkerOf, type ConstantMarker } from "../../model/typed-constants.js";
import { withTermTypes } from "./term-types.js";
import type { CsdlNames } from "./names.js";
import { isRecordValue, type CsdlObject, type CsdlValue } from "./tree.js";

/**
 * Annotation values in the tree: CSDL JSON annotation values (OData CSDL JSON 4.01, section 14)
 * plus typed markers for what CSDL JSON writes as a plain string but CSDL XML must write as its
 * own expression (CSDL XML 4.01, section 14.4):
 * - `{ "$EnumMember": "Capabilities.HttpMethod/PUT" }` (space-separated for flags) -> XML
 *   `EnumMember`, JSON `"PUT"` (member names joined by commas);
 * - `{ "$PropertyPath": "Activity/ID" }`, and likewise `$NavigationPropertyPath`,
 *   `$AnnotationPath`, `$ModelElementPath` -> the XML path expression, JSON the plain string;
 * - `{ "$Date": "2024-01-31" }` and the other typed constants (the model's `CONSTANT_MARKERS`) ->
 *   the XML constant expression, JSON the literal (a number for `$Int`, `$Decimal` and `$Float`
 *   where a JSON number gives the literal back).
 * `{ "$Path": … }`, the other dynamic expressions (`$Apply`, `$If`, `$Eq`, `$Cast`, `$UrlRef`, ...)
 * and record types (`@type`) are standard CSDL JSON and stay as they are; a record's `$Type` (a
 * qualified name, as the metadata format writes it) becomes `@type`. Model annotations may use
 * the same markers, which is how the metadata format writes enum members and model paths.
 */
export const PATH_MARKERS = ["$PropertyPath", "$NavigationPropertyPath", "$AnnotationPath", "$ModelElementPath"] as const;
export type PathMarker = (typeof PATH_MARKERS)[number];

/** The typed-constant marker (`{ "$Date": "2024-01-31" }`, model/typed-constants.ts) an object is, if it is one with its literal. */
export function typedConstantOf(value: CsdlObject): ConstantMarker | undefined {
  const marker = constantMarkerOf(value);
  return marker !== undefined && typeof value[marker] === "string" ? marker : undefined;
}

/** A typed enum member value (a marker). */
export function enumMember(qualifiedEnumType: string, ...members: string[]): CsdlObject {
  return { $EnumMember: members.map((member) => `${qualifiedEnumType}/${member}`).join(" ") };
}

/** A typed property path value (a marker). */
export function propertyPath(path: string): CsdlObject {
  return { $PropertyPath: path };
}

/** The path marker an object is, if it is one. */
export function pathMarkerOf(value: CsdlObject): PathMarker | undefined {
  return PATH_MARKERS.find((marker) => typeof value[marker] === "string");
}

const keyCache = new WeakMap<CsdlNames, Map<string, string>>();

/** Annotation key of a term as written in the tree (`@Core.Description`, `@Core.Description#Short`). */
export function annotationKey(names: CsdlNames, qualifiedTerm: string): string {
  // The same few terms are written tens of thousands of times in a large model.
  let cache = keyCache.get(names);
  if (!cache) keyCache.set(names, (cache = new Map()));
  let key = cache.get(qualifiedTerm);
  if (key === undefined) cache.set(qualifiedTerm, (key = `@${annotationKeyParts(names, qualifiedTerm)}`));
  return key;
}

/** Rewrites every `@`-separated `Term#Qualifier` part of a key with the names the document declares. */
function annotationKeyParts(names: CsdlNames, key: string): string {
  return key
    .split("@")
    .map((part) => {
      const hash = part.indexOf("#");
      const term = hash < 0 ? part : part.slice(0, hash);
      return names.term(term) + (hash < 0 ? "" : part.slice(hash));
    })
    .join("@");
}

/** Adds a model element's passthrough annotations (keyed by qualified term, optionally `#Qualifier`) to a tree object. */
export function putModelAnnotations(target: CsdlObject, annotations: Annotations, names: CsdlNames): void {
  for (const [key, value] of Object.entries(annotations)) {
    const converted = annotationValue(withTermTypes(key, value), names);
    if (converted === undefined) continue;
    const term = annotationKey(names, key.startsWith("@") ? key.slice(1) : key);
    const derived = target[term];
    target[term] = isPlainRecord(derived) && isPlainRecord(converted) ? mergeRecords(derived, converted) : converted;
  }
}

/**
 * A record the emitter derived (a restriction) with a passthrough record's further properties,
 * nested records merged alike. Where both give a property, the derived value stands: the model
 * builder made sure the two agree (EDM0220), and the derived one has the emitter's form (an enum
 * member rather than the string a passthrough value may use).
 */
function mergeRecords(derived: CsdlObject, extra: CsdlObject): CsdlObject {
  const result: CsdlObject = { ...derived };
  for (const [property, value] of Object.entries(extra)) {
    const own = result[property];
    if (own === undefined) result[property] = value;
    else if (isPlainRecord(own) && isPlainRecord(value)) result[property] = mergeRecords(own, value);
  }
  return result;
}

/** A record value, not an expression (`$Path`, `$If`, …) or a collection. */
function isPlainRecord(value: CsdlValue | undefined): value is CsdlObject {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !Object.keys(value).some((key) => key.startsWith("$") && key !== "$Type");
}

/**
 * Converts a passthrough annotation value from the model into the tree: names of known
 * vocabularies and of the service get the aliases the document declares. Values JSON cannot carry
 * are left out (undefined) or written as Float constants of the CSDL literal (`INF`, `-INF`, `NaN`).
 */
export function annotationValue(value: unknown, names: CsdlNames): CsdlValue | undefined {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  // `.nan` and `.inf` are Float constants: CSDL JSON writes them as the strings "NaN" and "INF", CSDL XML as `Float="NaN"`.
  if (typeof value === "number") return Number.isFinite(value) ? value : { $Float: Number.isNaN(value) ? "NaN" : value > 0 ? "INF" : "-INF" };
  if (Array.isArray(value)) {
    return value.map((item) => annotationValue(item, names)).filter((item): item is CsdlValue => item !== undefined);
  }
  if (typeof value !== "object") return undefined;
  const object = value as Record<string, unknown>;
  if (typeof object.$EnumMember === "string") {
    const members = object.$EnumMember.trim().split(/\s+/);
    return { $EnumMember: members.map((m) => (m.includes("/") ? names.term(m.slice(0, m.indexOf("/"))) + m.slice(m.indexOf("/")) : m)).join(" ") };
  }
  const record: CsdlObject = {};
  // `$Type` also belongs to the `$Cast` and `$IsOf` expressions; only in a record is it the record's type.
  const isRecord = isRecordValue(object);
  for (const [key, member] of Object.entries(object)) {
    if (key === "$Type" && isRecord && typeof member === "string") {
      // The metadata format (and `edmgen import`) names a record's type by its qualified name.
      record["@type"] = `#${names.term(member)}`;
      continue;
    }
    if ((key === "$Type" || key === "$Function" || key === "$LabeledElementReference") && typeof member === "string") {
      // A cast's type, an applied function, a labeled element: qualified names written with the
      // declared alias, and their vocabulary referenced (`UI.DataFieldWithUrl`).
      record[key] = names.term(member);
      continue;
    }
    if ((key === "@type" || key === "@odata.type") && typeof member === "string") {
      // A record type: a URI whose fragment is the type's qualified name, written with the declared alias.
      const hash = member.indexOf("#");
      record[key] = `${member.slice(0, hash + 1)}${names.term(member.slice(hash + 1))}`;
      continue;
    }
    const converted = annotationValue(member, names);
    if (converted === undefined) continue;
    const at = key.indexOf("@");
    // `$`-members (markers, `$Path`) and property names stay; annotation parts get declared names.
    record[at < 0 ? key : key.slice(0, at + 1) + annotationKeyParts(names, key.slice(at + 1))] = converted;
  }
  return record;
}
