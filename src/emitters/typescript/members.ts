import { deprecationOf } from "../../model/deprecation.js";
import type { NavigationProperty, PrimitiveTypeName, Property } from "../../model/types.js";
import { bindMemberName, WITHHELD_TEXT } from "../common/body-rules.js";
import { fits } from "../common/print-width.js";
import { splitTopLevel } from "../common/split-top-level.js";
import { docComment } from "./doc-comment.js";
import { propertyKey, tsIdentifier } from "./names.js";
import { facetNote, typeText, type ComplexBodySuffix } from "./type-expressions.js";

/** Members sit one level inside an interface body. */
const MEMBER_INDENT = "  ";

/** One member line (with its doc comment), indented for an interface body, and the model types it refers to. */
export interface MemberText {
  readonly text: string;
  readonly uses: readonly string[];
}

/** What a member is written from: a structural property, or an action's parameter in its request body. */
type MemberValue = Pick<Property, "name" | "type" | "collection" | "nullable" | "description" | "facets"> & Partial<Pick<Property, "annotations">>;

/** What a member's doc comment says beyond its own settings: its default, and the primitive under a type definition; the values it is limited to. */
export interface MemberNotes {
  readonly defaultText?: string;
  readonly primitive?: PrimitiveTypeName;
  /** `Validation.AllowedValues`: the member's type is the union of these literals. */
  readonly allowedValues?: readonly (string | number)[];
}

/**
 * A structural property (or an action's parameter). `optional` marks the key as possibly absent
 * (`?`), which is not the same as nullable (`| null`, the service may send null): the two are
 * kept apart on purpose.
 */
export function propertyMember(property: MemberValue, optional: boolean, body: ComplexBodySuffix | false, notes: MemberNotes = {}): MemberText {
  const typed = typeText(property.type, body);
  // Allowed values are literals of the primitive's TypeScript type (a type definition's alias included).
  const { text, note, uses } = notes.allowedValues === undefined ? typed : { ...typed, text: notes.allowedValues.map((value) => JSON.stringify(value)).join(" | "), uses: [] };
  // A union (Edm.PrimitiveType's) needs parentheses as an array's element type.
  const value = property.collection ? `${property.nullable ? `(${text} | null)` : text.includes(" | ") ? `(${text})` : text}[]` : property.nullable ? `${text} | null` : text;
  const facets = facetNote(property.facets, notes.primitive ?? (property.type.kind === "primitive" ? property.type.name : undefined));
  const defaults = notes.defaultText === undefined ? undefined : `Default \`${notes.defaultText}\`.`;
  const doc = docComment([property.description, note, facets && defaults ? `${facets} ${defaults}` : (facets ?? defaults)], MEMBER_INDENT, deprecationOf(property.annotations));
  return { text: `${doc}${memberLine(propertyKey(property.name), optional, value)}\n`, uses };
}

/** A navigation as `$expand` returns it: always optional; single-valued ones may be null when nullable. */
export function navigationMember(navigation: NavigationProperty): MemberText {
  const target = tsIdentifier(navigation.target);
  const value = navigation.collection ? `${target}[]` : navigation.nullable ? `${target} | null` : target;
  const doc = docComment(
    [navigation.description, `Relationship ${navigation.cardinality} to ${navigation.target}; present when expanded with \`$expand=${navigation.name}\`.`],
    MEMBER_INDENT,
    deprecationOf(navigation.annotations),
  );
  return { text: `${doc}${memberLine(propertyKey(navigation.name), true, value)}\n`, uses: [navigation.target] };
}

/**
 * `Nav@odata.bind` in a body: links the record to an existing one by its URL relative to the
 * service root (in the entity set the navigation is bound to, when it is) or its entity-id, as the
 * JSON Schema of the body says.
 */
export function bindMember(navigation: NavigationProperty, boundSet: string | undefined): MemberText {
  const example = boundSet === undefined ? "" : ` such as \`${boundSet}(<key>)\``;
  if (navigation.collection) {
    const doc = docComment(
      [`Links ${navigation.name} to existing ${navigation.target} records (an update adds the links): their URLs relative to the service root${example}, or their entity-ids.`],
      MEMBER_INDENT,
      deprecationOf(navigation.annotations),
    );
    return { text: `${doc}${memberLine(propertyKey(bindMemberName(navigation)), true, "string[]")}\n`, uses: [] };
  }
  const unlink = navigation.nullable ? " `null` removes the link." : "";
  const doc = docComment([`Links ${navigation.name} to an existing ${navigation.target} record: its URL relative to the service root${example}, or its entity-id.${unlink}`], MEMBER_INDENT, deprecationOf(navigation.annotations));
  return { text: `${doc}${memberLine(propertyKey(bindMemberName(navigation)), true, navigation.nullable ? "string | null" : "string")}\n`, uses: [] };
}

/**
 * `Nav@bind` in a body of a 4.01 service: `Nav@odata.bind` under its 4.01 name, without the
 * `odata.` prefix (OData JSON Format 4.01, section 4.5).
 */
export function bindAliasMember(navigation: NavigationProperty, name: string, forms: readonly string[]): MemberText {
  const doc = docComment([`The same link as \`${bindMemberName(navigation)}\`, under its OData 4.01 name.`, oneForm(forms)], MEMBER_INDENT, deprecationOf(navigation.annotations));
  const value = navigation.collection ? "string[]" : navigation.nullable ? "string | null" : "string";
  return { text: `${doc}${memberLine(propertyKey(name), true, value)}\n`, uses: [] };
}

/**
 * `@odata.type` (or `@type`) in a body: absent, or one of the names of the body's own type (`ownTypeNames`),
 * laid out as prettier lays out a union that does not fit on the member's line.
 */
export function typeNameMember(member: string, names: readonly string[], members: readonly string[]): MemberText {
  // In 4.01 `@odata.type` and `@type` are one member under two names: a body sends one of them.
  const either = members.length > 1 ? ` Send ${members.map((m) => `\`${m}\``).join(" or ")}, not both.` : "";
  const doc = docComment([`The type of the value, when the client names it; a value of a derived type has that type's body.${either}`], MEMBER_INDENT);
  return { text: `${doc}${memberLine(propertyKey(member), true, names.map((name) => JSON.stringify(name)).join(" | "))}\n`, uses: [] };
}

/**
 * `Nav` in a body of a 4.01 service: the link as an entity reference, the OData 4.01 form of
 * `Nav@odata.bind` (OData JSON Format 4.01, section 8.5).
 */
export function referenceMember(navigation: NavigationProperty, forms: readonly string[]): MemberText {
  if (navigation.collection) {
    const doc = docComment(
      [
        `Links ${navigation.name} to existing ${navigation.target} records, OData 4.01 form: entity references. In an update the array is the full set of related records: records left out are unlinked.`,
        oneForm(forms),
      ],
      MEMBER_INDENT,
      deprecationOf(navigation.annotations),
    );
    return { text: `${doc}${memberLine(propertyKey(navigation.name), true, '{ "@id": string }[]')}\n`, uses: [] };
  }
  const unlink = navigation.nullable ? " `null` removes the link." : "";
  const doc = docComment([`Links ${navigation.name} to an existing ${navigation.target} record, OData 4.01 form: an entity reference.${unlink}`, oneForm(forms)], MEMBER_INDENT, deprecationOf(navigation.annotations));
  return { text: `${doc}${memberLine(propertyKey(navigation.name), true, navigation.nullable ? '{ "@id": string } | null' : '{ "@id": string }')}\n`, uses: [] };
}

/** The rule the validators check and the type does not encode: one form of a link per relationship (`linkForms`). */
function oneForm(forms: readonly string[]): string {
  const named = forms.map((form) => `\`${form}\``);
  return `Send one form of the link: ${named.slice(0, -1).join(", ")} or ${named[named.length - 1]}.`;
}

/**
 * The index signature of an open type's dynamic properties (OData CSDL 4.01, section 6.3), which
 * its validators keep.
 */
export const DYNAMIC_PROPERTIES: MemberText = { text: `${docComment(["Dynamic properties of the open type."], MEMBER_INDENT)}${MEMBER_INDENT}[name: string]: unknown;\n`, uses: [] };

/** A declared member an open type's body leaves out (`withheldMembers`): never sent. */
export function withheldMember(name: string): MemberText {
  return { text: `${docComment([WITHHELD_TEXT], MEMBER_INDENT)}${MEMBER_INDENT}${propertyKey(name)}?: never;\n`, uses: [] };
}

/**
 * `key?: type;` one level inside an interface body, as prettier prints it at print width 120. On
 * one line when it fits; otherwise (checked against prettier over names up to the 128 characters
 * OData allows): a union moves below the key, flat when it fits there, else one member per line
 * after `|`, unless it is a lone type reference with `| null`, which stays; an object type (alone, in an array or with `| null`) is
 * expanded in place; a parenthesised union of keywords in an array breaks inside its parentheses; a type
 * reference or a keyword array stays on the line (prettier cannot break it).
 */
function memberLine(key: string, optional: boolean, type: string): string {
  const head = `${MEMBER_INDENT}${key}${optional ? "?" : ""}:`;
  const line = `${head} ${type};`;
  if (fits(line)) return line;
  const deeper = `${MEMBER_INDENT}  `;
  const parts = unionMembers(type);
  const object = parts.findIndex((part) => part.startsWith("{") && part.endsWith("}"));
  if (object >= 0 && parts.every((part, i) => i === object || part === "null")) {
    return `${head} ${parts.map((part, i) => (i === object ? expandObject(part) : part)).join(" | ")};`;
  }
  if (parts.length > 1) {
    // A lone type reference with `| null` (`Address | null`) is hugged: it cannot break.
    const others = parts.filter((part) => part !== "null");
    if (others.length === 1 && /^[^\s<>{}()[\]|"]+$/u.test(others[0]!) && !KEYWORD_OR_LITERAL.test(others[0]!)) return line;
    const flat = `${deeper}${type};`;
    return fits(flat) ? `${head}\n${flat}` : `${head}\n${parts.map((part) => `${deeper}| ${part}`).join("\n")};`;
  }
  if (type.startsWith("{") && type.endsWith("}[]")) return `${head} ${expandObject(type.slice(0, -2))}[];`;
  if (type.startsWith("(") && type.endsWith(")[]") && unionMembers(type.slice(1, -3)).every((part) => KEYWORD_OR_LITERAL.test(part))) {
    return `${head} (\n${deeper}${type.slice(1, -3)}\n${MEMBER_INDENT})[];`;
  }
  return line;
}

const KEYWORD_OR_LITERAL = /^(?:string|number|boolean|null|undefined|unknown|never|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)$/;

/** `{ a: A; b: B }` written `{ a: A }` on one line, expanded one member per line one level deeper. */
function expandObject(object: string): string {
  const members = object.slice(1, -1).trim().split("; ").map((m) => m.replace(/;$/, ""));
  return `{\n${members.map((m) => `${MEMBER_INDENT}  ${m};`).join("\n")}\n${MEMBER_INDENT}}`;
}

/** The members of a union at its top level (a type that is no union is its one member). */
function unionMembers(type: string): string[] {
  return splitTopLevel(type, " | ") ?? [type];
}
