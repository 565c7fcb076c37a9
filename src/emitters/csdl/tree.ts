/**
 * The CSDL tree the emitter builds once and serialises twice (CSDL JSON and CSDL XML), so that the
 * two documents cannot drift apart.
 *
 * It is a CSDL JSON document (OData CSDL JSON 4.01) with two additions that the JSON form cannot
 * express but the XML form needs; `lower-json.ts` removes them for `metadata.json`:
 * - annotation values may hold typed markers (`{ "$EnumMember": … }`, `{ "$PropertyPath": … }`,
 *   see `annotation-values.ts`), because CSDL JSON writes enum members and model paths as plain
 *   strings while CSDL XML needs to know which expression it writes;
 * - `$MaxLength` may be `"max"` (CSDL XML 4.0 only; CSDL JSON omits the member instead).
 */
export type CsdlValue = string | number | boolean | null | readonly CsdlValue[] | CsdlObject;

/** A CSDL JSON object: schema members, model elements, annotation records. Member order is output order. */
export interface CsdlObject {
  [member: string]: CsdlValue;
}

/**
 * Whether an annotation value object is a record: no `$`-member but `$Type`, the record's type. A
 * typed marker (`$EnumMember`, `$Date`, …) and a dynamic expression (`$Path`, `$Apply`, `$Cast`
 * with its `$Type`, …) are not.
 */
export function isRecordValue(object: Readonly<Record<string, unknown>>): boolean {
  return !Object.keys(object).some((key) => key.charCodeAt(0) === 36 /* $ */ && key !== "$Type");
}

/** Sets `object[member] = value` unless `value` is undefined; keeps builders free of conditional spreads. */
export function put(object: CsdlObject, member: string, value: CsdlValue | undefined): void {
  if (value !== undefined) object[member] = value;
}
