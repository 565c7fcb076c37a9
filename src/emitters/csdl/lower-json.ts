import { pathMarkerOf } from "./annotation-values.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/**
 * Turns the tree into plain CSDL JSON (OData CSDL JSON 4.01): typed markers become the strings
 * CSDL JSON uses (enum members: member names joined by commas, section 14.3.6; model paths: the
 * path, section 14.4.1), and `$MaxLength: "max"` is left out (section 3.4.1: JSON has no `max`).
 */
export function lowerToJson(tree: CsdlObject): CsdlObject {
  return lowerObject(tree);
}

function lowerValue(value: CsdlValue): CsdlValue {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = value as readonly CsdlValue[];
    const lowered = items.map(lowerValue);
    return lowered.some((item, index) => item !== items[index]) ? lowered : items;
  }
  const object = value as CsdlObject;
  const enumValue = object.$EnumMember;
  if (typeof enumValue === "string") {
    return enumValue
      .trim()
      .split(/\s+/)
      .map((member) => member.slice(member.indexOf("/") + 1))
      .join(",");
  }
  const marker = pathMarkerOf(object);
  if (marker !== undefined) return object[marker] as string;
  return lowerObject(object);
}

/** Copies only what changes: objects without markers below them are returned as they are. */
function lowerObject(object: CsdlObject): CsdlObject {
  let result: CsdlObject | undefined;
  const keys = Object.keys(object);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = object[key]!;
    const drop = key === "$MaxLength" && value === "max";
    const lowered = drop ? value : lowerValue(value);
    if (result === undefined && (drop || lowered !== value)) {
      result = {};
      for (let j = 0; j < i; j++) result[keys[j]!] = object[keys[j]!]!;
    }
    if (result !== undefined && !drop) result[key] = lowered;
  }
  return result ?? object;
}
