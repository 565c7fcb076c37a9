/**
 * Identifiers in emitted TypeScript. OData identifiers are valid ECMAScript identifiers, but a few
 * are reserved words TypeScript rejects as type names; those get a trailing underscore.
 */
const RESERVED = new Set(
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with implements interface let package private protected public static yield any boolean number string symbol unknown never object undefined type".split(
    " ",
  ),
);

/** A type name safe to declare: the model name, or the name with `_` appended when it is reserved. */
export function tsIdentifier(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}

const PLAIN_KEY = /^[\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Nd}\p{Mn}\p{Mc}\p{Pc}\p{Cf}$]*$/u;

/** A property key: bare when it is an identifier, else a double-quoted string (`"Nav@odata.bind"`). */
export function propertyKey(name: string): string {
  return PLAIN_KEY.test(name) ? name : JSON.stringify(name);
}
