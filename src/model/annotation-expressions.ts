import { isSimpleIdentifier } from "./names.js";
import { visitValue, type ValuePath } from "./typed-constants.js";

/**
 * The shape of the expressions in an annotation value (CSDL JSON 4.01, section 14; CSDL XML's
 * edm.xsd for what each becomes in `$metadata`): the operands of each operator, the names and
 * facets beside them (`$Function`, `$Type`, `$Name`, `$MaxLength`, …), enum members, model paths
 * and annotation keys. A value the format holds as given would otherwise come out of the CSDL
 * emitters as XML that clients and the OASIS schemas refuse, or quietly change its meaning (a
 * `$Cast` without a type).
 */

/** Dynamic expressions whose value is the list of their operands: logical, comparison and arithmetic ones (two operands, edm.xsd TTwoChildrenExpression), `If` and `Apply`. */
export const LIST_OPERATORS: readonly string[] = ["And", "Or", "Eq", "Ne", "Gt", "Ge", "Lt", "Le", "Has", "In", "Add", "Sub", "Mul", "Div", "DivBy", "Mod", "If", "Apply"];
/** Dynamic expressions whose value is one operand (which may be a collection). */
export const ONE_OPERAND_OPERATORS: readonly string[] = ["Not", "Neg", "Cast", "IsOf", "UrlRef", "LabeledElement"];
/** The facets of the type of a `Cast` or `IsOf` (edm.xsd TFacetAttributes), as CSDL XML names them, in the order `$metadata` writes a property's. */
export const CAST_FACETS: readonly string[] = ["MaxLength", "Precision", "Scale", "SRID", "Unicode"];

const TWO_OPERANDS = new Set(LIST_OPERATORS.filter((o) => o !== "If" && o !== "Apply").map((o) => `$${o}`));
const OPERATORS = new Set([...LIST_OPERATORS, ...ONE_OPERAND_OPERATORS, "LabeledElementReference"].map((o) => `$${o}`));

/** The facets a `$Cast` or `$IsOf` may give its type (CSDL JSON 4.01, section 14.4.6), and what each takes. */
const FACETS: Readonly<Record<string, { readonly test: (value: unknown) => boolean; readonly text: string }>> = {
  $Collection: { test: (v) => typeof v === "boolean", text: "true or false" },
  $MaxLength: { test: (v) => isNonNegativeInteger(v) || v === "max", text: "a non-negative integer or 'max'" },
  $Unicode: { test: (v) => typeof v === "boolean", text: "true or false" },
  $Precision: { test: isNonNegativeInteger, text: "a non-negative integer" },
  $Scale: { test: (v) => isNonNegativeInteger(v) || v === "variable" || v === "floating", text: "a non-negative integer, 'variable' or 'floating'" },
  // CSDL JSON writes an SRID as a string ("4326"), as for properties.
  $SRID: { test: (v) => isNonNegativeInteger(v) || v === "variable" || (typeof v === "string" && /^\d+$/.test(v)), text: "a non-negative integer or 'variable'" },
};

function isNonNegativeInteger(value: unknown): boolean {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** What may stand beside each operator besides annotations. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  $Apply: ["$Function"],
  $Cast: ["$Type", ...Object.keys(FACETS)],
  $IsOf: ["$Type", ...Object.keys(FACETS)],
  $LabeledElement: ["$Name"],
};

/** Markers that are a value on their own: enum members and paths. */
const MODEL_PATHS = new Set(["$PropertyPath", "$NavigationPropertyPath", "$AnnotationPath", "$ModelElementPath"]);
const VALUE_MARKERS = new Set(["$EnumMember", "$Path", ...MODEL_PATHS]);

const ID = "[\\p{L}\\p{Nl}_][\\p{L}\\p{Nl}\\p{Nd}\\p{Mn}\\p{Mc}\\p{Pc}\\p{Cf}]*";
/** edm.xsd TQualifiedName: a namespace, a dot, a simple identifier. */
const QUALIFIED_NAME = new RegExp(`^${ID}(?:\\.${ID})+$`, "u");
/**
 * edm.xsd TPath, each item of an enum member list. CSDL names a member `Namespace.Enum/Member`;
 * the schema admits any path, and documents that write `Permission/Read` or `Read` import as they are.
 */
const ENUM_MEMBER = new RegExp(`^${ID}(?:[./]${ID})*$`, "u");
/** edm.xsd TModelPath: segments of identifiers, qualified names and terms (`@`), an optional `/$count`. */
const MODEL_PATH = new RegExp(`^(?:/?@?${ID}(?:(?:[./#@]|/@)${ID})*(?:/\\$count)?)?$`, "u");
/** The members that name a record's type in CSDL JSON (4.01, and 4.0's `@odata.type`). */
const RECORD_TYPE_KEYS: ReadonlySet<string> = new Set(["@type", "@odata.type"]);
/** A record type reference: a URI (usually empty) and `#` and the qualified name. */
const RECORD_TYPE_REFERENCE = new RegExp(`^[^#]*#${ID}(?:\\.${ID})+$`, "u");
/** One part of an annotation key: `Namespace.Term`, optionally `#Qualifier`. */
const TERM_PART = new RegExp(`^${ID}(?:\\.${ID})+(?:#(.*))?$`, "u");

const describeValue = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? `a list of ${value.length}` : typeof value === "object" ? "an object" : `a ${typeof value}`);

/** How a name or facet is named in a message: `'Thing'`, `a number`, or `none` when it is missing. */
function quoted(value: unknown): string {
  return value === undefined ? "none" : typeof value === "string" ? `'${value}'` : typeof value === "number" || typeof value === "boolean" ? String(value) : describeValue(value);
}

/**
 * What is wrong with an annotation key's term part (`Namespace.Term`, `Namespace.Term#Qualifier`,
 * and further `@`-parts for annotations of annotations), or undefined: CSDL XML writes the term
 * and the qualifier as attributes of their own types (edm.xsd TQualifiedName, TSimpleIdentifier).
 */
export function annotationKeyProblem(termPart: string): string | undefined {
  for (const part of termPart.split("@")) {
    const match = TERM_PART.exec(part);
    if (match === null) return `does not name its term by a qualified name (Namespace.Term): '${part}'`;
    const qualifier = match[1];
    if (qualifier !== undefined && !isSimpleIdentifier(qualifier)) return `has the qualifier '${qualifier}', which is not a simple identifier`;
  }
  return undefined;
}

/** Every expression in an annotation value that is malformed, with the path below the value where it is. */
export function expressionProblems(value: unknown): { path: ValuePath; problem: string }[] {
  const found: { path: ValuePath; problem: string }[] = [];
  visitValue(value, {
    record: (object, path) => {
      const problem = (key: string, text: string) => found.push({ path: [...path, key], problem: text });
      // Annotations inside the value: `@Term#Qualifier`, and `Member@Term` in a record (`@type` and
      // `@odata.type`, a record's type, are none).
      const typeKeys = Object.keys(object).filter((key) => RECORD_TYPE_KEYS.has(key));
      for (const key of Object.keys(object)) {
        const at = RECORD_TYPE_KEYS.has(key) ? -1 : key.indexOf("@");
        const keyProblem = at < 0 ? undefined : annotationKeyProblem(key.slice(at + 1));
        if (keyProblem !== undefined) problem(key, `the annotation '${key}' ${keyProblem}`);
      }
      if (Object.hasOwn(object, "$Null")) {
        problem("$Null", "an annotated null ('$Null' with annotations beside it) is not written by the outputs: write null, without annotations");
        return;
      }
      const keys = Object.keys(object).filter((key) => key.startsWith("$"));
      const operators = keys.filter((key) => OPERATORS.has(key));
      const markers = keys.filter((key) => VALUE_MARKERS.has(key));
      if (operators.length + markers.length > 1) {
        problem([...operators, ...markers][1]!, `combines ${[...operators, ...markers].map((k) => `'${k}'`).join(" and ")}: an expression has one of them`);
        return;
      }
      const operator = operators[0];
      const marker = markers[0];
      if (operator !== undefined && typeKeys.length > 0) problem(typeKeys[0]!, `'${typeKeys[0]}' names a record's type, and does not belong beside '${operator}'`);
      if (operator === undefined && marker === undefined) {
        // A record's type as CSDL JSON writes it: a URI whose fragment is the type's qualified name (`#Namespace.Type`).
        for (const key of typeKeys) {
          const reference = object[key];
          if (typeof reference !== "string" || !RECORD_TYPE_REFERENCE.test(reference)) problem(key, `'${key}' names a record's type as '#Namespace.Type', a URI whose fragment is the qualified name: ${quoted(reference)} is given`);
        }
      }
      if (marker !== undefined) {
        const others = Object.keys(object).filter((key) => key !== marker);
        // CSDL XML writes a path or an enum member as an attribute or a text element: no annotation fits on it.
        if (others.length > 0) problem(others[0]!, `'${marker}' has ${others.map((k) => `'${k}'`).join(", ")} beside it: it is a value on its own, which $metadata cannot annotate`);
        else markerProblem(marker, object[marker], (text) => problem(marker, text));
        return;
      }
      if (operator === undefined) {
        // A record: its type is a qualified name, and no other `$`-member belongs to it.
        for (const key of keys) {
          if (key !== "$Type") problem(key, `'${key}' is neither a record member nor an expression of CSDL JSON`);
          else if (typeof object.$Type !== "string" || !QUALIFIED_NAME.test(object.$Type)) problem(key, `a record's '$Type' is the qualified name of a complex or entity type (Namespace.Type): ${quoted(object.$Type)} is given`);
        }
        return;
      }
      const allowed = new Set([operator, ...(COMPANIONS[operator] ?? [])]);
      for (const key of keys) if (!allowed.has(key)) problem(key, `'${key}' does not belong beside '${operator}'`);
      for (const key of Object.keys(object)) if (!key.startsWith("$") && !key.startsWith("@")) problem(key, `'${key}' does not belong beside '${operator}': an expression holds its operands, not record members`);
      operatorProblem(operator, object, problem);
    },
  });
  return found;
}

function markerProblem(marker: string, literal: unknown, report: (text: string) => void): void {
  if (typeof literal !== "string") {
    report(`'${marker}' must be a string, not ${describeValue(literal)}`);
    return;
  }
  if (marker === "$EnumMember") {
    const members = literal.trim() === "" ? [] : literal.trim().split(/\s+/);
    const bad = members.find((member) => !ENUM_MEMBER.test(member));
    if (members.length === 0) report(`'$EnumMember' names no member: write the enum type's qualified name and the member, Namespace.Enum/Member`);
    else if (bad !== undefined) report(`'$EnumMember' has '${bad}', which is not an enum member as CSDL XML names it: the enum type's qualified name and the member, Namespace.Enum/Member (several separated by spaces)`);
    return;
  }
  if (MODEL_PATHS.has(marker) && !MODEL_PATH.test(literal)) report(`'${marker}' has '${literal}', which is not a path of CSDL: identifiers and qualified names separated by '/'`);
}

function operatorProblem(operator: string, object: Readonly<Record<string, unknown>>, report: (key: string, text: string) => void): void {
  const operands = object[operator];
  if (TWO_OPERANDS.has(operator) && !(Array.isArray(operands) && operands.length === 2)) {
    report(operator, `'${operator}' takes a list of two operands, not ${describeValue(operands)}`);
  } else if (operator === "$If" && !(Array.isArray(operands) && (operands.length === 2 || operands.length === 3))) {
    report(operator, `'$If' takes a list of a condition, a value if true and, except in a collection, a value if false, not ${describeValue(operands)}`);
  } else if (operator === "$Apply") {
    if (!Array.isArray(operands)) report(operator, `'$Apply' takes a list of the function's parameters, not ${describeValue(operands)}`);
    if (typeof object.$Function !== "string" || !QUALIFIED_NAME.test(object.$Function)) {
      report("$Function", `'$Apply' needs '$Function', the qualified name of the function it applies (odata.concat, odata.fillUriTemplate, …): ${quoted(object.$Function)} is given`);
    }
  } else if (operator === "$Cast" || operator === "$IsOf") {
    const type = object.$Type;
    if (typeof type === "string" && type.startsWith("Collection(")) {
      // CSDL JSON writes a collection type as the item type and `$Collection: true`.
      report("$Type", `'${operator}' names a collection type with '$Type' of the item type and '$Collection: true', not '${type}'`);
    } else if (type !== undefined && (typeof type !== "string" || !QUALIFIED_NAME.test(type))) {
      // Without `$Type` the type is Edm.String (CSDL JSON 4.01, section 14.4.6).
      report("$Type", `'${operator}' names its type in '$Type' by its qualified name (Edm.Decimal, Namespace.Type): ${quoted(type)} is given`);
    }
    for (const [facet, rule] of Object.entries(FACETS)) {
      if (Object.hasOwn(object, facet) && !rule.test(object[facet])) report(facet, `'${facet}' of '${operator}' is ${rule.text}: ${quoted(object[facet])} is given`);
    }
  } else if (operator === "$LabeledElement") {
    if (typeof object.$Name !== "string" || !isSimpleIdentifier(object.$Name)) report("$Name", `'$LabeledElement' needs '$Name', a simple identifier of at most 128 characters: ${quoted(object.$Name)} is given`);
  } else if (operator === "$LabeledElementReference") {
    if (typeof operands !== "string" || !QUALIFIED_NAME.test(operands)) report(operator, `'$LabeledElementReference' names a labeled element by its qualified name (Namespace.Label): ${quoted(operands)} is given`);
  }
}
