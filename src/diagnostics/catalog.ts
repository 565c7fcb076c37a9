/**
 * The diagnostic catalog: every code edmgen reports, with its severity, message and hint.
 *
 * Codes are stable: a released code keeps its meaning forever (tools and CI logs match on them).
 * Ranges: EDM00xx input files and YAML, EDM01xx the format's schema, EDM02xx names, types and
 * references, EDM03xx entity sets, operations and filters, EDM04xx text and the wider type system,
 * EDM05xx import. The README lists every code (a test keeps that list complete).
 */

import { plural } from "./plural.js";

export type Severity = "error" | "warning";

interface Definition<P> {
  readonly severity: Severity;
  readonly message: (p: P) => string;
  readonly hint?: (p: P) => string | undefined;
}

const def = <P = Record<string, never>>(d: Definition<P>): Definition<P> => d;

/** Appends " (did you mean 'x'?)" when a suggestion exists. */
const didYouMean = (s: string | undefined): string => (s ? ` (did you mean '${s}'?)` : "");

/** What fixes the YAML library's syntax errors most often, by its error code. */
const SYNTAX_HINTS: Readonly<Record<string, string>> = {
  TAB_AS_INDENT: "indent with spaces: YAML does not allow tabs for indentation",
  BAD_INDENT: "check this line's indentation against the lines above it (edmgen's files indent by two spaces)",
  MULTILINE_IMPLICIT_KEY: "check the indentation of this line and the one before it: a key seems to continue on the next line",
  BLOCK_AS_IMPLICIT_KEY: "check the indentation of this line and the one before it",
  MISSING_CHAR: "a closing quote or bracket is missing",
  MERGE_KEY: "merge keys belong to YAML 1.1, not to YAML 1.2, which edmgen reads: write the members out (an alias may stand for a whole value)",
};

/**
 * Hints for the YAML library's messages whose code covers mistakes of other kinds (MISSING_CHAR is
 * also a key without a value; BAD_INDENT also a bracket never closed), checked before the codes'.
 */
const SYNTAX_HINTS_BY_MESSAGE: ReadonlyArray<readonly [RegExp, (found: RegExpExecArray) => string]> = [
  [
    /^Implicit map keys need to be followed by map values/,
    () => "this line reads as a key without ':': add ': value', or, where it continues a text from the line above (after '|' or '>'), indent it more than that text's key",
  ],
  [
    /^Flow (?:sequence|map) in block collection must be sufficiently indented and end with a ([\]}])/,
    (found) => `a '${found[1] === "]" ? "[" : "{"}' is never closed: add its '${found[1]}' where its entries end, or, where they go on over lines, indent those lines more than the key before it`,
  ],
  [
    /^this line continues the quoted text opened on line (\d+)/,
    (found) => `indent the text's further lines more than its key, or, if the text ends on line ${found[1]}, close its quote there`,
  ],
  [/^Nested mappings are not allowed in compact mappings/, () => "a value holding ': ' must be quoted (description: \"Note: ...\"); otherwise check the indentation of this line and the next"],
];

/** The hint for a syntax error of the YAML library, by its message or else its code. */
function syntaxHint(detail: string, code: string | undefined): string | undefined {
  for (const [pattern, hint] of SYNTAX_HINTS_BY_MESSAGE) {
    const found = pattern.exec(detail);
    if (found) return hint(found);
  }
  return code === undefined ? undefined : SYNTAX_HINTS[code];
}

export const CATALOG = {
  // ---- input files and YAML ----
  EDM0001: def<{ path: string }>({
    severity: "error",
    message: (p) => `no metadata files (*.yaml, *.yml) found in '${p.path}'`,
    hint: () => "pass the folder that holds the model with --metadata DIR",
  }),
  EDM0002: def<{ size: number; limit: number; document?: boolean }>({
    severity: "error",
    message: (p) => `file is ${p.size} bytes, over the limit of ${plural(p.limit, "byte")}`,
    // A $metadata document (`document`, edmgen import) is one file: it cannot be split.
    hint: (p) => (p.document ? "raise the limit with --max-file-size" : "split the model into several files, or raise the limit with --max-file-size"),
  }),
  EDM0003: def({
    severity: "error",
    message: () => "file is not UTF-8 text",
    hint: () => "save the file as UTF-8",
  }),
  EDM0004: def<{ commentsOnly?: boolean }>({
    severity: "error",
    message: (p) => (p.commentsOnly ? "file has no content besides comments" : "file is empty"),
    hint: () => "delete the file, or give it at least one section such as 'entityTypes:'",
  }),
  EDM0005: def<{ detail: string; code?: string; more?: number }>({
    severity: "error",
    message: (p) => `YAML syntax error: ${p.detail}`,
    hint: (p) => {
      const fix = syntaxHint(p.detail, p.code);
      // Syntax errors after the first usually follow from it (a bad indent shifts every line below).
      const more = p.more ? `${p.more} later syntax error${p.more === 1 ? "" : "s"} in this file left out: they usually follow from this one` : undefined;
      return [fix, more].filter(Boolean).join("; ") || undefined;
    },
  }),
  EDM0006: def<{ limit: number }>({
    severity: "error",
    message: (p) => `YAML aliases expand too far (more than ${p.limit} alias uses)`,
    hint: () => "write the repeated content out instead of nesting aliases",
  }),
  EDM0007: def<{ limit: number }>({
    severity: "error",
    message: (p) => `YAML nesting deeper than ${p.limit} levels`,
  }),
  EDM0008: def<{ key: string; alias?: string }>({
    severity: "error",
    message: (p) => `duplicate key '${p.key}'${p.alias === undefined ? "" : ` (written as the alias '${p.alias}')`} in the same mapping`,
    hint: () => "YAML keeps only one of them; merge the two entries",
  }),
  EDM0009: def<{ tag: string }>({
    severity: "error",
    message: (p) => `YAML tag '${p.tag}' is not supported`,
    hint: () => "metadata files hold plain mappings, lists, strings, numbers and booleans",
  }),
  EDM0010: def<{ kind: string }>({
    severity: "error",
    message: (p) => `is ${p.kind}, not a regular file`,
    hint: () => "model files are read whole, and a pipe or a device may never end; remove it from the metadata folder or rename it",
  }),

  // ---- the format's schema ----
  EDM0101: def<{ key: string; where: string; suggestion?: string }>({
    severity: "error",
    message: (p) => `unknown key '${p.key}' in ${p.where}${didYouMean(p.suggestion)}`,
  }),
  EDM0102: def<{ where: string; expected: string; actual: string; quote?: boolean; nonFinite?: boolean; collectionField?: string; nullKey?: boolean }>({
    severity: "error",
    message: (p) => `${p.where} must be ${p.expected}, not ${p.actual}`,
    hint: (p) =>
      p.nullKey
        ? 'an unquoted ~ or null (or nothing) before the colon is YAML\'s null, not a name: write the name, in quotes ("null") if that is the name meant'
        : p.nonFinite
        ? 'write the literal in quotes, "INF", "-INF" or "NaN" (the Edm form): YAML reads .inf and .nan as numbers JSON cannot hold'
        : p.quote
          ? "write the value in quotes: YAML reads an unquoted 2.1 or 4.0 as a number, and 4.0 as 4"
          : p.collectionField !== undefined
            ? `a collection-valued field names its item type: ${p.collectionField}: { type: String, collection: true }`
            : undefined,
  }),
  EDM0103: def<{ key: string; where: string }>({
    severity: "error",
    message: (p) => `${p.where} is missing the required key '${p.key}'`,
  }),
  EDM0104: def<{ where: string; value: string; allowed: string; suggestion?: string }>({
    severity: "error",
    message: (p) => `${p.where} has the value '${p.value}', which is not one of ${p.allowed}${didYouMean(p.suggestion)}`,
  }),
  EDM0105: def<{ where: string; detail: string }>({
    severity: "error",
    message: (p) => `${p.where} ${p.detail}`,
  }),

  // ---- names, types and references ----
  EDM0201: def<{ kind: string; name: string }>({
    severity: "error",
    message: (p) => `${p.kind} name '${p.name}' is not an OData identifier`,
    hint: () =>
      "an identifier starts with a letter or '_', goes on with letters, digits and '_', and has at most 128 characters; write dotted names with '_' (Activity.Event -> Activity_Event)",
  }),
  EDM0202: def<{ type: string; where: string; suggestion?: string }>({
    severity: "error",
    message: (p) => `unknown type '${p.type}' for ${p.where}${didYouMean(p.suggestion)}`,
    hint: (p) => {
      // CSDL writes a collection as `Collection(String)`; the format says `collection: true`.
      const item = /^Collection\((.+)\)$/.exec(p.type)?.[1];
      return item === undefined ? undefined : `write the item type and 'collection: true': { type: ${item}, collection: true }`;
    },
  }),
  EDM0203: def<{ target: string; relationship: string; suggestion?: string; declaredAs?: string }>({
    severity: "error",
    // `declaredAs`: what the name is instead (`a complex type`); without it, no type has the name.
    message: (p) =>
      p.declaredAs === undefined
        ? `relationship '${p.relationship}' targets unknown type '${p.target}'${didYouMean(p.suggestion)}`
        : `relationship '${p.relationship}' targets '${p.target}', ${p.declaredAs}, which is not an entity type${didYouMean(p.suggestion)}`,
    hint: () => "declare the target under entityTypes (a key-only type is enough for an entity that is only linked)",
  }),
  EDM0204: def<{ kind: string; name: string; first: string; firstKind: string }>({
    severity: "error",
    message: (p) =>
      p.firstKind === p.kind
        ? `${p.kind} '${p.name}' is declared twice; the first is at ${p.first}`
        : `${p.kind} '${p.name}' has the name of the ${p.firstKind} at ${p.first}: they share one scope (the schema's types, actions and functions; the container's sets, singletons and imports)`,
  }),
  EDM0205: def<{ cycle: string }>({
    severity: "error",
    message: (p) => `inheritance cycle: ${p.cycle}`,
  }),
  EDM0206: def<{ name: string; type: string; base: string }>({
    severity: "error",
    message: (p) => `'${p.name}' on '${p.type}' clashes with the member of the same name inherited from '${p.base}'`,
    hint: () => "rename the member, or remove it from one of the two types",
  }),
  // `unquoted`: YAML read the value as something other than text (a number, a time, a list).
  EDM0207: def<{ value: string; relationship: string; unquoted?: boolean }>({
    severity: "error",
    message: (p) => `relationship '${p.relationship}' has the cardinality '${p.value}', which is not one of 'N:1', '1:1', '1:N', 'N:N'`,
    hint: (p) =>
      p.unquoted
        ? "write it in quotes, as seen from the declaring type: cardinality: \"N:1\" (many of these records to one target record), \"1:N\" (one to many)"
        : "as seen from the declaring type: 'N:1' (many of these records to one target record), '1:1' (one to one), '1:N' (one to many), 'N:N' (many to many)",
  }),
  EDM0208: def<{ base: string; type: string; expected: string; suggestion?: string }>({
    severity: "error",
    message: (p) => `base type '${p.base}' of '${p.type}' is not ${p.expected}${didYouMean(p.suggestion)}`,
  }),
  EDM0209: def<{ type: string }>({
    severity: "error",
    message: (p) => `entity type '${p.type}' has no key and no base type with one`,
    hint: () => "add 'key: [ID]' (or derive from a type with a key), or mark the type 'abstract: true'",
  }),
  EDM0210: def<{ path: string; type: string; detail: string }>({
    severity: "error",
    message: (p) => `key '${p.path}' of '${p.type}' ${p.detail}`,
  }),
  EDM0211: def<{ partner: string; relationship: string; detail: string }>({
    severity: "error",
    message: (p) => `partner '${p.partner}' of relationship '${p.relationship}' ${p.detail}`,
  }),
  EDM0212: def<{ count: number; first?: string }>({
    severity: "error",
    message: (p) => (p.count === 0 ? "no file declares the 'service' section" : `the 'service' section is declared ${p.count} times; the first is at ${p.first}`),
    hint: () => "declare the service settings once, in one file (metadata/service.yaml by convention)",
  }),
  EDM0213: def<{ namespace: string }>({
    severity: "error",
    message: (p) => `namespace '${p.namespace}' is not a dotted OData identifier, or is reserved`,
    hint: () => "use identifiers joined by dots, not starting with Edm, odata, System or Transient",
  }),
  EDM0214: def<{ type: string; set: string; suggestion?: string; declaredAs?: string }>({
    severity: "error",
    message: (p) =>
      p.declaredAs === undefined
        ? `'${p.set}' is of unknown type '${p.type}'${didYouMean(p.suggestion)}`
        : `'${p.set}' is of type '${p.type}', ${p.declaredAs}, which is not an entity type${didYouMean(p.suggestion)}`,
  }),
  EDM0215: def<{ name: string; type: string }>({
    severity: "error",
    message: (p) => `'${p.name}' is both a field and a relationship of '${p.type}'`,
  }),
  EDM0216: def<{ name: string; file: string }>({
    severity: "error",
    message: (p) => `type '${p.name}' would be written to generated/${p.file}, which is a module edmgen writes itself`,
    hint: () => "rename the type: 'index', 'odata' and 'operations' are the names of generated modules",
  }),
  EDM0218: def<{ kind: string; name: string }>({
    severity: "error",
    message: (p) =>
      p.name === "__proto__"
        ? `${p.kind} name '__proto__' cannot be carried by the outputs: JavaScript reads it as an object's prototype, so JSON and TypeScript consumers drop or misread it`
        : `${p.kind} name '${p.name}' cannot be carried by the outputs: every JavaScript object inherits a member of that name, so the JSON Schema and zod validators would read the inherited one when a payload leaves it out`,
    hint: () => "rename it",
  }),
  EDM0219: def<{ name: string; what: string; other: string }>({
    severity: "error",
    message: (p) => `the TypeScript name '${p.name}' of ${p.what} is also ${p.other}: the generated types would not compile`,
    hint: () => "rename one of them",
  }),
  EDM0220: def<{ annotation: string; element: string; detail: string }>({
    severity: "error",
    message: (p) => `annotation '${p.annotation}' on ${p.element} ${p.detail}: the CSDL would contradict the other outputs, which follow the format's settings`,
    hint: () => "say it with the format's setting and drop the annotation, or keep only what the format does not derive (a qualified annotation such as '#Short' is another annotation)",
  }),
  EDM0221: def<{ what: string; codePoint: string; typescript?: string }>({
    severity: "error",
    message: (p) =>
      `the name of ${p.what} holds ${p.codePoint}, which CSDL allows in names but ${p.typescript ? `TypeScript ${p.typescript} does not read in an identifier (its Unicode tables are older than Node's)` : "a JavaScript identifier cannot hold"}: the generated TypeScript types and validators would not compile`,
    hint: () => "rename it without the character",
  }),
  EDM0222: def<{ kind: string; name: string }>({
    severity: "error",
    message: (p) => `${p.kind} '${p.name}' is named like a term the service's schema declares for what no standard term says (documented filter forms, phase changes)`,
    hint: () => "rename it",
  }),
  EDM0223: def<{ annotation: string; element: string; term: string }>({
    severity: "warning",
    message: (p) => `annotation '${p.annotation}' on ${p.element} uses the term '${p.term}' of a vocabulary edmgen does not reference: $metadata uses it without a reference that declares it`,
    hint: () => "use a term of the OASIS vocabularies (Core, Capabilities, Validation, Measures, Authorization, Aggregation, JSON, Repeatability, Temporal) or SAP's (Common, UI, Communication, PersonalData, Analytics, CodeList, Hierarchy, Session, HTML5, ODM), by full name or alias",
  }),
  EDM0224: def<{ alias: string }>({
    severity: "error",
    message: (p) => `the service's alias '${p.alias}' is the alias $metadata gives a standard vocabulary: its terms ('${p.alias}.Description', …) would name the service's own schema`,
    hint: () => "choose another alias, or none",
  }),
  EDM0225: def<{ name: string; other: string; key: string; parameters?: boolean }>({
    severity: "error",
    message: (p) =>
      `'${p.name}' and '${p.other}' become one ${p.parameters ? "name in OpenAPI parameter keys" : "OpenAPI component and JSON Schema file"}, '${p.key}': names beyond ASCII are escaped there`,
    hint: () => "rename one of them",
  }),
  EDM0226: def<{ relationship: string; cardinality: string }>({
    severity: "error",
    message: (p) => `relationship '${p.relationship}' is collection-valued ('${p.cardinality}'): 'nullable' applies to single-valued relationships only`,
    hint: () => "a collection is never null, only empty (OData CSDL 4.01, section 8.1.2); remove 'nullable'",
  }),
  EDM0227: def<{ what: string; name: string; file: string; bytes: number }>({
    severity: "error",
    message: (p) => `the name of ${p.what} '${p.name}' is too long for a file name: '${p.file}' would be ${p.bytes} bytes, and file systems allow 255`,
    hint: () => "shorten the name (in UTF-8 a character beyond ASCII takes 2 to 4 bytes, and 7 or 14 in JSON Schema file names, where it is escaped)",
  }),
  EDM0228: def<{ annotation: string; element: string; detail: string }>({
    severity: "error",
    message: (p) => `annotation '${p.annotation}' on ${p.element}: a typed constant ${p.detail}`,
    hint: () => "write a typed constant as its marker alone with the literal quoted, in the type's literal form: { $Date: \"2024-01-31\" }, { $Decimal: \"1.50\" }, { $Int: \"9007199254740993\" }",
  }),
  EDM0229: def<{ type: string; base: string; opener: string }>({
    severity: "error",
    message: (p) =>
      `'${p.type}' says 'openType: false', but its base type '${p.base}' is open${p.opener !== p.base ? ` (from '${p.opener}')` : ""}: a type derived from an open type is open too (OData CSDL 4.01, section 6.1.4)`,
    hint: (p) => `leave 'openType' out (a derived type inherits it), or leave 'openType: true' off '${p.opener}'`,
  }),
  EDM0230: def<{ element: string; type: string; derived: string }>({
    severity: "warning",
    message: (p) =>
      `${p.element} carries Validation.DerivedTypeConstraint, which leaves out ${p.derived} (of '${p.type}' and the concrete types derived from it): $metadata says so, but the bodies and records of the other outputs take them too`,
    hint: () => "the constraint is written to $metadata as given; the OpenAPI, JSON Schema, TypeScript and zod bodies do not narrow to it",
  }),
  EDM0231: def<{ type: string; base: string }>({
    severity: "error",
    message: (p) => `'${p.type}' says 'hasStream: false', but its base type '${p.base}' is a media entity type: a type derived from a media entity type is one too (OData CSDL 4.01, section 6.4)`,
    hint: () => "leave 'hasStream' out (a derived type inherits it)",
  }),
  EDM0232: def<{ annotation: string; element: string; term: string; vocabulary: string; suggestion?: string }>({
    severity: "warning",
    message: (p) => `annotation '${p.annotation}' on ${p.element} uses the term '${p.term}', which the ${p.vocabulary} vocabulary does not declare${didYouMean(p.suggestion)}`,
    hint: () => "check the term's name: $metadata writes it as given, and clients that know the vocabulary find no such term",
  }),
  EDM0233: def<{ what: string; type: string; detail: string }>({
    severity: "error",
    message: (p) => `${p.what} has the type ${p.type}, which ${p.detail} (OData CSDL 4.01, section 3.4)`,
    hint: () => "name a concrete type (Edm.String, a type definition, an enum or complex type); for values of any shape use Edm.Untyped in an OData 4.01 model",
  }),
  EDM0234: def<{ what: string; type: string }>({
    severity: "warning",
    message: (p) =>
      `${p.what} has the type ${p.type}, which OData 4.01 introduced: the service's $metadata says OData 4.0, whose clients do not know Edm.Untyped (4.0 payloads carry such a value as a dynamic property)`,
    hint: () => "set 'odataVersion: \"4.01\"' in the service settings, or give the field a concrete type",
  }),
  EDM0235: def<{ name: string }>({
    severity: "warning",
    message: (p) =>
      `the licence '${p.name}' names neither a 'url' nor an 'identifier': OpenAPI 3.1 allows that, but validators built on the APIDevTools OpenAPI schemas (swagger-parser among them) reject the document`,
    hint: () => "add the licence's 'identifier' (SPDX, such as Apache-2.0) or its 'url'",
  }),

  EDM0236: def<{ annotation: string; element: string; detail: string }>({
    severity: "error",
    message: (p) => `annotation '${p.annotation}' on ${p.element}: ${p.detail}`,
    hint: () => "write expressions in their CSDL JSON form: { $Eq: [a, b] }, { $If: [condition, then, else] }, { $Apply: [...], $Function: odata.concat }, { $Cast: x, $Type: Edm.String }, { $EnumMember: Namespace.Enum/Member }",
  }),
  EDM0237: def<{ annotation: string; element: string; term: string; appliesTo: string }>({
    severity: "warning",
    message: (p) =>
      `annotation '${p.annotation}' on ${p.element}: the term ${p.term} applies to ${p.appliesTo} (its AppliesTo), not here: $metadata writes it as given, and no other output acts on it`,
    hint: () => "put it on the entity sets (or singletons) it is about, under their 'annotations'",
  }),
  EDM0238: def<{ id: string; suggestion?: string }>({
    severity: "warning",
    message: (p) =>
      `the licence identifier '${p.id}' is not on the SPDX licence list${didYouMean(p.suggestion)}: tools that read the licence find no such licence, and the licence URL OpenAPI 3.0 gets for a single identifier leads to no page`,
    hint: () => "write an SPDX identifier (https://spdx.org/licenses/), a LicenseRef-… of your own, or give the licence's 'url' instead",
  }),
  EDM0239: def<{ annotation: string; element: string; detail: string }>({
    severity: "error",
    message: (p) => `annotation '${p.annotation}' on ${p.element} ${p.detail}`,
    hint: () => "write the pattern in ECMAScript's regular expression syntax, which JSON Schema's pattern uses (no PCRE-only syntax such as (?i) or possessive quantifiers)",
  }),
  EDM0240: def<{ annotation: string; element: string; detail: string }>({
    severity: "error",
    message: (p) => `annotation '${p.annotation}' on ${p.element} ${p.detail}`,
    hint: () => "list records such as '- Value: Open', each value of the field's type and within its other constraints: the JSON Schemas, OpenAPI, zod and TypeScript take exactly these values",
  }),
  // ---- entity sets, operations and filters ----
  EDM0301: def<{ set: string; operations: string }>({
    severity: "error",
    message: (p) => `entity set '${p.set}' is read-only but declares ${p.operations}`,
    hint: () => "remove 'readOnly: true', or remove the write operations",
  }),
  EDM0302: def<{ path: string; set: string; relationship?: string; suggestion?: string }>({
    severity: "error",
    message: (p) =>
      `filter on '${p.path}' of '${p.set}': ${p.relationship ? `'${p.relationship}' is a relationship, not a field` : "no such field"}${didYouMean(p.suggestion)}`,
    hint: (p) =>
      p.relationship === undefined
        ? undefined
        : p.suggestion
          ? "a filter compares a field: name one of the related record's fields after the relationship"
          : "a filter compares a field, and may only go through single-valued (N:1, 1:1) relationships",
  }),
  EDM0303: def<{ form: string; path: string; type: string; allowed: string }>({
    severity: "error",
    message: (p) => `filter form '${p.form}' does not fit '${p.path}' of type ${p.type}; allowed: ${p.allowed}`,
  }),
  EDM0304: def<{ path: string; segment: string }>({
    severity: "error",
    message: (p) => `filter path '${p.path}' goes through '${p.segment}', which is collection-valued`,
    hint: () => "a filter path may only go through single-valued (N:1, 1:1) relationships and single complex fields",
  }),
  EDM0305: def<{ set: string; detail: string }>({
    severity: "error",
    message: (p) => `phase change of '${p.set}': ${p.detail}`,
  }),
  EDM0306: def<{ path: string; set: string; detail: string; hint?: string }>({
    severity: "error",
    message: (p) => `binding '${p.path}' of '${p.set}': ${p.detail}`,
    hint: (p) => p.hint,
  }),
  EDM0307: def<{ kind: string; value: string }>({
    severity: "error",
    message: (p) => `${p.kind} '${p.value}' is listed twice`,
  }),
  EDM0308: def<{ name: string; detail: string }>({
    severity: "error",
    message: (p) => `'${p.name}' ${p.detail}`,
  }),
  EDM0309: def<{ name: string; owner: string; detail: string; suggestion?: string }>({
    severity: "error",
    message: (p) => `createRelated '${p.name}' of '${p.owner}': ${p.detail}${didYouMean(p.suggestion)}`,
    hint: () => "list collection-valued relationships of the entity type that are not containment (contained records are created through their container already)",
  }),
  EDM0310: def<{ owner: string; type: string; through?: string; contained?: "set" | "singleton" }>({
    severity: "warning",
    message: (p) =>
      `${p.owner} creates records of the abstract type '${p.type}'${p.through ? ` through ${p.contained ? "its contained " : ""}'${p.through}'` : ""}, and no type derived from it is concrete: no record can be created there`,
    hint: (p) =>
      p.contained === "singleton"
        ? "give the contained relationship a concrete target type, or make the singleton 'updatable: false' (contained records are written where their container is), or make the path unnavigable with the singleton's NavigationRestrictions; the model is generated as declared"
        : p.contained === "set"
        ? "give the contained relationship a concrete target type, or leave 'create' out of the set's operations (contained records are created where their container's are), or make the path unnavigable with the set's NavigationRestrictions; the model is generated as declared"
        : p.through
          ? "relate records of a concrete type, or leave the relationship out of 'createRelated'; the model is generated as declared"
          : "declare a concrete type derived from it, give the set a concrete type, or leave 'create' out of its operations; the set is generated as declared",
  }),

  // ---- text and the wider type system ----
  EDM0401: def<{ where: string; codePoint: string }>({
    severity: "error",
    message: (p) => `${p.where} contains the control character ${p.codePoint}, which XML 1.0 cannot carry`,
    hint: () => "remove it; tab, line feed and carriage return are the only control characters allowed",
  }),
  EDM0402: def<{ facet: string; type: string }>({
    severity: "error",
    message: (p) => `facet '${p.facet}' does not apply to type ${p.type}`,
  }),
  EDM0403: def<{ value: string; type: string; detail: string }>({
    severity: "error",
    message: (p) => `default value '${p.value}' is not a valid ${p.type}: ${p.detail}`,
  }),
  EDM0404: def<{ name: string }>({
    severity: "error",
    message: (p) => `function '${p.name}' has no return type`,
    hint: () => "add 'returns:'; an operation without a result is an action",
  }),
  EDM0405: def<{ member: string; enumType: string; detail: string }>({
    severity: "error",
    message: (p) => `member '${p.member}' of enum '${p.enumType}' ${p.detail}`,
  }),
  EDM0406: def<{ name: string; detail: string }>({
    severity: "error",
    message: (p) => `operation '${p.name}' ${p.detail}`,
  }),
  EDM0407: def<{ name: string; target: string; problem: string; suggestion?: string }>({
    severity: "error",
    message: (p) => `import '${p.name}' names '${p.target}', ${p.problem}${didYouMean(p.suggestion)}`,
  }),
  EDM0408: def<{ facet: string; type: string; temporal: boolean; detail: string }>({
    severity: "error",
    message: (p) => `facet '${p.facet}' of ${p.type} ${p.detail}`,
    hint: (p) =>
      p.temporal
        ? "CSDL 4.01, section 6.2: temporal types take a precision of 0 to 12 fractional digits"
        : "CSDL 4.01, section 6.2: a Decimal's precision is at least 1, and its scale at most its precision",
  }),

  EDM0409: def<{ what: string }>({
    severity: "error",
    message: (p) => `${p.what} is a collection of Edm.Stream, which CSDL does not allow`,
    hint: () => "CSDL 4.01, section 3.3: a stream cannot be in a collection; model the streams as a collection-valued relationship to an entity type with 'hasStream: true'",
  }),
  EDM0410: def<{ parameter: string; operation: string }>({
    severity: "error",
    message: (p) => `parameter '${p.parameter}' of '${p.operation}' is an Edm.Stream, which only a binding parameter or a return type may be`,
    hint: () => "CSDL 4.01, section 3.3: a stream is not a parameter value; send it to a stream property or media entity (PUT .../$value) and pass its key or URL instead",
  }),

  // ---- import ----
  EDM0501: def<{ detail: string }>({
    severity: "error",
    message: (p) => `not a CSDL document: ${p.detail}`,
  }),
  EDM0502: def<{ version: string }>({
    severity: "error",
    message: (p) => `OData version ${p.version} is not supported; import reads OData 4.0 and 4.01 ($metadata with edmx:Edmx Version="4.0" or "4.01")`,
    hint: (p) => (/^[123]\./.test(p.version) ? "convert the service to OData V4 first; V2 and V3 documents use a different CSDL" : "import reads the CSDL of OData 4.0 and 4.01; a later version's document may use constructs it does not know"),
  }),
  EDM0503: def<{ element: string; detail: string }>({
    severity: "warning",
    message: (p) => `${p.element} is not carried into the model: ${p.detail}`,
  }),
  EDM0504: def<{ element: string; detail: string }>({
    severity: "error",
    message: (p) => `${p.element}: ${p.detail}`,
  }),
  EDM0505: def<{ annotation: string; element: string; alias: string; namespace: string }>({
    severity: "warning",
    message: (p) =>
      `annotation '${p.annotation}' on ${p.element} names its term by the alias '${p.alias}', which the document does not declare (no edmx:Reference includes it): read as the standard vocabulary ${p.namespace}`,
    hint: (p) => `include the vocabulary in the document (edmx:Reference with edmx:Include Namespace="${p.namespace}" Alias="${p.alias}"); the imported model references it`,
  }),
  EDM0506: def<{ element: string; detail: string }>({
    severity: "warning",
    message: (p) => `${p.element} is carried into the model changed: ${p.detail}`,
  }),
} as const;

export type DiagnosticCode = keyof typeof CATALOG;
export type DiagnosticParams<C extends DiagnosticCode> = (typeof CATALOG)[C] extends Definition<infer P> ? P : never;
