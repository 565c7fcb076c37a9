import { suggest } from "../diagnostics/suggest.js";
import type { ImportContext } from "./import-context.js";
import type { XmlElement } from "./xml-parser.js";
import { EDM, EDMX } from "./xml-version.js";
import { LIST_OPERATORS, ONE_OPERAND_OPERATORS } from "../model/annotation-expressions.js";
import { INLINE_EXPRESSIONS } from "./xml-expressions.js";

const FACETS = ["MaxLength", "Unicode", "Precision", "Scale", "SRID"];
const TYPED = ["Type", "Nullable", ...FACETS];
/** The inline expressions an `Annotation` or `PropertyValue` may carry as attributes (CSDL XML 4.01, section 14.4). */
const INLINE = INLINE_EXPRESSIONS;

/** The attributes CSDL XML 4.01 defines for each element of the model (sections 3 to 14). */
const ATTRIBUTES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    [`${EDMX} Edmx`]: ["Version"],
    [`${EDMX} Reference`]: ["Uri"],
    [`${EDMX} Include`]: ["Namespace", "Alias"],
    [`${EDMX} IncludeAnnotations`]: ["TermNamespace", "Qualifier", "TargetNamespace"],
    [`${EDMX} DataServices`]: [],
    [`${EDM} Schema`]: ["Namespace", "Alias"],
    [`${EDM} EntityType`]: ["Name", "BaseType", "Abstract", "OpenType", "HasStream"],
    [`${EDM} ComplexType`]: ["Name", "BaseType", "Abstract", "OpenType"],
    [`${EDM} Key`]: [],
    [`${EDM} PropertyRef`]: ["Name", "Alias"],
    [`${EDM} Property`]: ["Name", ...TYPED, "DefaultValue"],
    [`${EDM} NavigationProperty`]: ["Name", "Type", "Nullable", "Partner", "ContainsTarget"],
    [`${EDM} ReferentialConstraint`]: ["Property", "ReferencedProperty"],
    [`${EDM} OnDelete`]: ["Action"],
    [`${EDM} EnumType`]: ["Name", "UnderlyingType", "IsFlags"],
    [`${EDM} Member`]: ["Name", "Value"],
    [`${EDM} TypeDefinition`]: ["Name", "UnderlyingType", ...FACETS],
    [`${EDM} Action`]: ["Name", "IsBound", "EntitySetPath"],
    [`${EDM} Function`]: ["Name", "IsBound", "IsComposable", "EntitySetPath"],
    [`${EDM} Parameter`]: ["Name", ...TYPED],
    [`${EDM} ReturnType`]: TYPED,
    [`${EDM} EntityContainer`]: ["Name", "Extends"],
    [`${EDM} EntitySet`]: ["Name", "EntityType", "IncludeInServiceDocument"],
    [`${EDM} Singleton`]: ["Name", "Type", "Nullable"],
    [`${EDM} NavigationPropertyBinding`]: ["Path", "Target"],
    [`${EDM} ActionImport`]: ["Name", "Action", "EntitySet"],
    [`${EDM} FunctionImport`]: ["Name", "Function", "EntitySet", "IncludeInServiceDocument"],
    [`${EDM} Term`]: ["Name", ...TYPED, "BaseTerm", "DefaultValue", "AppliesTo"],
    [`${EDM} Annotations`]: ["Target", "Qualifier"],
    [`${EDM} Annotation`]: ["Term", "Qualifier", ...INLINE],
  }).map(([element, names]) => [element, new Set(names)] as const),
);

/**
 * Reports the attributes of the model's elements that CSDL does not define, each where it stands:
 * another vocabulary's (`sap:label`), which the format has no place for, and misspelt ones
 * (`Nulable="false"`), which would otherwise leave the element at its default without a word.
 * Annotation values (records, collections, expressions) are not walked: their attributes are
 * expressions, read with the annotation.
 */
export function reportUnknownAttributes(ctx: ImportContext, element: XmlElement): void {
  const known = ATTRIBUTES.get(`${element.uri} ${element.local}`);
  if (known === undefined) return;
  reportAttributes(ctx, element, known, "the element");
  if (element.uri === EDM && element.local === "Annotation") {
    for (const child of element.children) reportInValue(ctx, child);
    return;
  }
  for (const child of element.children) reportUnknownAttributes(ctx, child);
}

/**
 * The attributes of the expressions import carries (CSDL XML 4.01, sections 14.3 and 14.4):
 * records, their property values, collections, constants, paths and dynamic expressions.
 */
const VALUE_ATTRIBUTES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    Record: ["Type"],
    PropertyValue: ["Property", ...INLINE],
    Collection: [],
    Null: [],
    Apply: ["Function"],
    Cast: ["Type", ...FACETS],
    IsOf: ["Type", ...FACETS],
    LabeledElement: ["Name", ...INLINE],
    LabeledElementReference: [],
    // The other operators have no attributes.
    ...Object.fromEntries([...LIST_OPERATORS, ...ONE_OPERAND_OPERATORS].filter((name) => !["Apply", "Cast", "IsOf", "LabeledElement"].includes(name)).map((name) => [name, []])),
    ...Object.fromEntries(INLINE.filter((name) => name !== "UrlRef").map((name) => [name, []])),
  }).map(([element, names]) => [element, new Set(names)] as const),
);

/** Expressions whose content is their text: an element inside one is not read. */
const TEXT_EXPRESSIONS = new Set([...INLINE.filter((name) => name !== "UrlRef"), "LabeledElementReference"]);

/**
 * Reports what an annotation value holds that the value is read without: unknown attributes of
 * its expressions (records, property values, collections, constants, paths and the dynamic
 * expressions), elements inside a constant or path, and annotations of a null value or a
 * collection.
 */
function reportInValue(ctx: ImportContext, element: XmlElement): void {
  if (element.uri !== EDM) return;
  if (element.local === "Annotation") {
    reportUnknownAttributes(ctx, element);
    return;
  }
  const known = VALUE_ATTRIBUTES.get(element.local);
  if (known === undefined) return;
  reportAttributes(ctx, element, known, "the value");
  for (const child of element.children) {
    if (TEXT_EXPRESSIONS.has(element.local)) {
      ctx.notCarried(`element <${child.name}> inside <${element.local}>`, `the ${element.local} expression is its text; the value is read without the element`, ctx.here(child.position));
    } else if ((element.local === "Null" || element.local === "Collection") && child.uri === EDM && child.local === "Annotation") {
      ctx.notCarried(`annotation '${child.attributes.find((a) => a.local === "Term")?.value ?? ""}' of a <${element.local}> value`, "the format has no place for annotations of a null value or of a collection", ctx.here(child.position));
    } else reportInValue(ctx, child);
  }
}

/** Each attribute of `element` that is not in `known`: another vocabulary's, or one CSDL does not define (with the one meant). */
function reportAttributes(ctx: ImportContext, element: XmlElement, known: ReadonlySet<string>, readWithout: "the element" | "the value"): void {
  for (const attribute of element.attributes) {
    if (attribute.uri === "" && known.has(attribute.local)) continue;
    const detail =
      attribute.uri === ""
        ? `CSDL defines no such attribute of <${element.local}>${suggestion(attribute.local, known)}; ${readWithout} is read without it`
        : `it is not CSDL's (namespace ${attribute.uri}), and the format has no place for it`;
    const where = readWithout === "the value" ? " in an annotation value" : "";
    ctx.notCarried(`attribute ${attribute.name}="${attribute.value}" of <${element.local}>${where}`, detail, ctx.here(attribute.position));
  }
}

function suggestion(name: string, known: ReadonlySet<string>): string {
  const close = suggest(name, known);
  return close ? ` (did you mean ${close}?)` : "";
}
