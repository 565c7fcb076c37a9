import { LIST_OPERATORS, ONE_OPERAND_OPERATORS } from "../../model/annotation-expressions.js";
import { significantDigits } from "../../model/literals.js";
import type { ConstantMarker } from "../../model/typed-constants.js";
import { pathMarkerOf, typedConstantOf } from "./annotation-values.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/**
 * Turns the tree into plain CSDL JSON (OData CSDL JSON 4.01): typed markers become the strings
 * CSDL JSON uses (enum members: member names joined by commas, section 14.3.6; model paths: the
 * path, section 14.4.1; typed constants: their literal, section 14.3), and `$MaxLength: "max"`
 * is left out (section 3.4.1: JSON has no `max`).
 */
export function lowerToJson(tree: CsdlObject): CsdlObject {
  return lowerObject(tree);
}

/** Members whose values are operands of a dynamic expression, where nothing gives a value its type. */
const OPERATOR_KEYS: ReadonlySet<string> = new Set([...LIST_OPERATORS, ...ONE_OPERAND_OPERATORS].map((operator) => `$${operator}`));

/**
 * `operand`: the value is (inside) an operand of a dynamic expression. There an enum member is
 * written as a cast of its name to its enum type (`{"$Cast": "Read", "$Type": "Core.Permission"}`),
 * as the OASIS converter writes `<EnumMember>` there: the bare name would read as a string (a
 * comparison with a string, a `$metadata` that converts back with `<String>`). As the value of a
 * term or record property the type gives it, and the name stands alone.
 */
function lowerValue(value: CsdlValue, operand: boolean): CsdlValue {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = value as readonly CsdlValue[];
    const lowered = items.map((item) => lowerValue(item, operand));
    return lowered.some((item, index) => item !== items[index]) ? lowered : items;
  }
  const object = value as CsdlObject;
  const enumValue = object.$EnumMember;
  if (typeof enumValue === "string") {
    const members = enumValue.trim().split(/\s+/);
    const names = members.map((member) => member.slice(member.indexOf("/") + 1)).join(",");
    return operand ? { $Cast: names, $Type: members[0]!.slice(0, members[0]!.indexOf("/")) } : names;
  }
  const marker = pathMarkerOf(object);
  if (marker !== undefined) return object[marker] as string;
  const constant = typedConstantOf(object);
  if (constant !== undefined) return jsonConstant(constant, object[constant] as string);
  return lowerObject(object);
}

const NUMERIC_CONSTANTS: ReadonlySet<ConstantMarker> = new Set(["$Int", "$Decimal", "$Float"]);
const NUMBER_LITERAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A typed constant in CSDL JSON (section 14.3): its literal as a string; a number where JSON's
 * number gives the literal back, a string where it would not (`INF`, `NaN`, more digits than a
 * double holds), as CSDL JSON writes such values.
 */
function jsonConstant(marker: ConstantMarker, literal: string): CsdlValue {
  if (!NUMERIC_CONSTANTS.has(marker) || !NUMBER_LITERAL.test(literal) || significantDigits(literal) > 15) return literal;
  const value = Number(literal);
  if (marker === "$Int") return Number.isSafeInteger(value) ? value + 0 : literal; // `+ 0`: an integer has no negative zero
  // Beyond a double's range (`1e400`, `1e-400`) or a negative zero, the number would not give the literal back.
  if (!Number.isFinite(value) || Object.is(value, -0) || (value === 0 && significantDigits(literal) > 0)) return literal;
  return value;
}

/**
 * Copies only what changes: objects without markers below them are returned as they are. The
 * members of an expression's operator are operands; a record's properties and annotations are not.
 */
function lowerObject(object: CsdlObject): CsdlObject {
  let result: CsdlObject | undefined;
  const keys = Object.keys(object);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = object[key]!;
    const drop = key === "$MaxLength" && value === "max";
    const lowered = drop ? value : lowerValue(value, OPERATOR_KEYS.has(key));
    if (result === undefined && (drop || lowered !== value)) {
      result = {};
      for (let j = 0; j < i; j++) result[keys[j]!] = object[keys[j]!]!;
    }
    if (result !== undefined && !drop) result[key] = lowered;
  }
  return result ?? object;
}
