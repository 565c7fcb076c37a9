import { PRIMITIVE_TYPES, type PrimitiveTypeName } from "./types.js";

/**
 * OData simple identifier (CSDL XML 4.01, section 15.2; edm.xsd TSimpleIdentifier): a letter or
 * underscore, then letters, digits and underscores (Unicode categories as the XSD allows), at most
 * 128 characters.
 */
const SIMPLE_IDENTIFIER = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Nd}\p{Mn}\p{Mc}\p{Pc}\p{Cf}]{0,127}$/u;

export function isSimpleIdentifier(name: string): boolean {
  return SIMPLE_IDENTIFIER.test(name);
}

/** Namespaces are dotted identifiers; names starting with Edm, odata, System or Transient are reserved (CSDL 5.1). */
export function isValidNamespace(namespace: string): boolean {
  if (namespace.length > 511) return false;
  const parts = namespace.split(".");
  if (!parts.every(isSimpleIdentifier)) return false;
  return !/^(Edm|odata|System|Transient)$/.test(parts[0]!);
}

const PRIMITIVES = new Set<string>(PRIMITIVE_TYPES);

/** The primitive type a name denotes (`String` or `Edm.String`), if any. */
export function primitiveTypeName(name: string): PrimitiveTypeName | undefined {
  const local = name.startsWith("Edm.") ? name.slice(4) : name;
  return PRIMITIVES.has(local) ? (local as PrimitiveTypeName) : undefined;
}

/** Strips the model's own namespace or alias from a qualified name; other qualified names are returned unchanged. */
export function localName(name: string, namespace: string, alias: string | undefined): string {
  for (const prefix of [namespace, alias]) {
    if (prefix && name.startsWith(prefix + ".") && !name.slice(prefix.length + 1).includes(".")) return name.slice(prefix.length + 1);
  }
  return name;
}

/** The Edm types that are integers, with their ranges (CSDL 4.4). */
export const INTEGER_RANGES: Readonly<Record<string, readonly [bigint, bigint]>> = {
  Byte: [0n, 255n],
  SByte: [-128n, 127n],
  Int16: [-32768n, 32767n],
  Int32: [-2147483648n, 2147483647n],
  Int64: [-9223372036854775808n, 9223372036854775807n],
};

export const isGeoType = (name: string): boolean => name.startsWith("Geography") || name.startsWith("Geometry");

/**
 * A name with its indefinite article, for sentences in messages and emitted descriptions, by how
 * it is said: an initialism by its first letter's name (`an HTMLPage`, `a URL`, `a UUID`), a word
 * by its first sound (`an Activity`, `an Order`, `an Uninstall`, but `a User`, `a Unit`, `a Euro`,
 * `a OneTimeCode`, where the vowel sounds like "you" or "w").
 */
export function withArticle(word: string): string {
  if (/^[A-Z]{2}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? `an ${word}` : `a ${word}`;
  if (/^(?:eu|ewe|one(?![a-z]*ous)|once|uni(?!n|mp)|us[aeiu]|uti|ura|uri|uro|url|ubiq|uku?l|ukr)/i.test(word)) return `a ${word}`;
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
