import type { NavigationProperty, PrimitiveTypeName, Property } from "../../model/types.js";
import { bindMemberName, WITHHELD_TEXT } from "../common/body-rules.js";
import { fits } from "../common/print-width.js";
import { docComment } from "./doc-comment.js";
import { propertyKey, tsIdentifier } from "./names.js";
import { facetNote, typeText } from "./type-expressions.js";

/** Members sit one level inside an interface body. */
const MEMBER_INDENT = "  ";

/** One member line (with its doc comment), indented for an interface body, and the model types it refers to. */
export interface MemberText {
  readonly text: string;
  readonly uses: readonly string[];
}

/** What a member is written from: a structural property, or an action's parameter in its request body. */
type MemberValue = Pick<Property, "name" | "type" | "collection" | "nullable" | "description" | "facets">;

/** What a member's doc comment says beyond its own settings: its default, and the primitive under a type definition. */
export interface MemberNotes {
  readonly defaultText?: string;
  readonly primitive?: PrimitiveTypeName;
}

/**
 * A structural property (or an action's parameter). `optional` marks the key as possibly absent
 * (`?`), which is not the same as nullable (`| null`, the service may send null): the two are
 * kept apart on purpose.
 */
export function propertyMember(property: MemberValue, optional: boolean, bodyVariant: boolean, notes: MemberNotes = {}): MemberText {
  const { text, note, uses } = typeText(property.type, bodyVariant);
  // A union (Edm.PrimitiveType's) needs parentheses as an array's element type.
  const value = property.collection ? `${property.nullable ? `(${text} | null)` : text.includes(" | ") ? `(${text})` : text}[]` : property.nullable ? `${text} | null` : text;
  const facets = facetNote(property.facets, notes.primitive ?? (property.type.kind === "primitive" ? property.type.name : undefined));
  const defaults = notes.defaultText === undefined ? undefined : `Default \`${notes.defaultText}\`.`;
  const doc = docComment([property.description, note, facets && defaults ? `${facets} ${defaults}` : (facets ?? defaults)], MEMBER_INDENT);
  return { text: `${doc}${MEMBER_INDENT}${propertyKey(property.name)}${optional ? "?" : ""}: ${value};\n`, uses };
}

/** A navigation as `$expand` returns it: always optional; single-valued ones may be null when nullable. */
export function navigationMember(navigation: NavigationProperty): MemberText {
  const target = tsIdentifier(navigation.target);
  const value = navigation.collection ? `${target}[]` : navigation.nullable ? `${target} | null` : target;
  const doc = docComment([navigation.description, `Relationship ${navigation.cardinality} to ${navigation.target}; present when expanded with \`$expand=${navigation.name}\`.`], MEMBER_INDENT);
  return { text: `${doc}${MEMBER_INDENT}${propertyKey(navigation.name)}?: ${value};\n`, uses: [navigation.target] };
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
    );
    return { text: `${doc}${MEMBER_INDENT}${propertyKey(bindMemberName(navigation))}?: string[];\n`, uses: [] };
  }
  const unlink = navigation.nullable ? " `null` removes the link." : "";
  const doc = docComment([`Links ${navigation.name} to an existing ${navigation.target} record: its URL relative to the service root${example}, or its entity-id.${unlink}`], MEMBER_INDENT);
  return { text: `${doc}${MEMBER_INDENT}${propertyKey(bindMemberName(navigation))}?: ${navigation.nullable ? "string | null" : "string"};\n`, uses: [] };
}

/**
 * `@odata.type` (or `@type`) in a body: absent, or one of the names of the body's own type (`ownTypeNames`),
 * laid out as prettier lays out a union that does not fit on the member's line.
 */
export function typeNameMember(member: string, names: readonly string[], members: readonly string[]): MemberText {
  // In 4.01 `@odata.type` and `@type` are one member under two names: a body sends one of them.
  const either = members.length > 1 ? ` Send ${members.map((m) => `\`${m}\``).join(" or ")}, not both.` : "";
  const doc = docComment([`The type of the value, when the client names it; a derived type is not accepted.${either}`], MEMBER_INDENT);
  const literals = names.map((name) => JSON.stringify(name));
  const head = `${MEMBER_INDENT}${propertyKey(member)}?:`;
  const line = `${head} ${literals.join(" | ")};`;
  const text = fits(line) || literals.length < 2 ? line : `${head}\n${literals.map((l) => `${MEMBER_INDENT}  | ${l}`).join("\n")};`;
  return { text: `${doc}${text}\n`, uses: [] };
}

/**
 * `Nav` in a body of a 4.01 service: the link as an entity reference, the OData 4.01 form of
 * `Nav@odata.bind` (OData JSON Format 4.01, section 8.5).
 */
export function referenceMember(navigation: NavigationProperty): MemberText {
  if (navigation.collection) {
    const doc = docComment(
      [
        `Links ${navigation.name} to existing ${navigation.target} records, OData 4.01 form: entity references. In an update the array is the full set of related records: records left out are unlinked.`,
        notBoth(navigation),
      ],
      MEMBER_INDENT,
    );
    return { text: `${doc}${MEMBER_INDENT}${propertyKey(navigation.name)}?: { "@id": string }[];\n`, uses: [] };
  }
  const unlink = navigation.nullable ? " `null` removes the link." : "";
  const doc = docComment([`Links ${navigation.name} to an existing ${navigation.target} record, OData 4.01 form: an entity reference.${unlink}`, notBoth(navigation)], MEMBER_INDENT);
  return { text: `${doc}${MEMBER_INDENT}${propertyKey(navigation.name)}?: ${navigation.nullable ? '{ "@id": string } | null' : '{ "@id": string }'};\n`, uses: [] };
}

/** The rule the validators check and the type does not encode: one form of a link per relationship. */
function notBoth(navigation: NavigationProperty): string {
  return `Send this or \`${bindMemberName(navigation)}\`, not both.`;
}

/** A declared member an open type's body leaves out (`withheldMembers`): never sent. */
export function withheldMember(name: string): MemberText {
  return { text: `${docComment([WITHHELD_TEXT], MEMBER_INDENT)}${MEMBER_INDENT}${propertyKey(name)}?: never;\n`, uses: [] };
}
