import type { CsdlObject, CsdlValue } from "./tree.js";
import { AnnotationIndex } from "./xml-annotations.js";
import { attr, type XmlBuilder } from "./xml-builder.js";
import { facetAttributes, facetTypeName, nullableAttribute, typeAttribute } from "./xml-facets.js";

/**
 * Schema children in CSDL XML (CSDL XML 4.01, sections 5-13), written from their CSDL JSON
 * objects. Attributes come in a fixed order per element; an element's own annotations come
 * before its child elements (edm.xsd allows that everywhere), children in member order.
 */

const flag = (value: CsdlValue | undefined): string | undefined => (value === true ? "true" : undefined);
const str = (value: CsdlValue | undefined): string | undefined => (typeof value === "string" ? value : undefined);
const isChild = (key: string): boolean => key.charCodeAt(0) !== 36 /* $ */ && !key.includes("@");
const asObject = (value: CsdlValue | undefined): CsdlObject => value as CsdlObject;

/** Writes one schema member: a type, term, overloads of an action or function, or the entity container. */
export function writeSchemaMember(xml: XmlBuilder, name: string, value: CsdlValue): void {
  if (Array.isArray(value)) {
    for (const overload of value as readonly CsdlObject[]) writeOperation(xml, name, overload);
    return;
  }
  const element = asObject(value);
  switch (element.$Kind) {
    case "EntityType":
    case "ComplexType":
      return writeStructuredType(xml, name, element);
    case "EnumType":
      return writeEnumType(xml, name, element);
    case "TypeDefinition":
      return writeSimple(
        xml,
        "TypeDefinition",
        element,
        attr("Name", name) + attr("UnderlyingType", str(element.$UnderlyingType)) + facetAttributes(element, facetTypeName(element)),
      );
    case "Term":
      return writeSimple(
        xml,
        "Term",
        element,
        attr("Name", name) +
          typeAttribute(element) +
          nullableAttribute(element) +
          attr("DefaultValue", element.$DefaultValue === undefined ? undefined : String(element.$DefaultValue)) +
          attr("AppliesTo", Array.isArray(element.$AppliesTo) ? element.$AppliesTo.join(" ") : undefined) +
          attr("BaseTerm", str(element.$BaseTerm)) +
          facetAttributes(element, facetTypeName(element)),
      );
    case "EntityContainer":
      return writeContainer(xml, name, element);
    default:
      throw new Error(`internal error: schema member '${name}' has no CSDL XML form (kind ${String(element.$Kind)})`);
  }
}

/** An element whose only children are its annotations. */
function writeSimple(xml: XmlBuilder, tag: string, element: CsdlObject, attributes: string): void {
  // The hottest path (every property): no closure.
  const annotations = new AnnotationIndex(element);
  if (!annotations.has()) {
    xml.empty(tag, attributes);
    return;
  }
  xml.open(tag, attributes);
  annotations.write(xml);
  xml.close(tag);
}

function writeStructuredType(xml: XmlBuilder, name: string, type: CsdlObject): void {
  const annotations = new AnnotationIndex(type);
  const key = Array.isArray(type.$Key) ? (type.$Key as readonly CsdlValue[]) : [];
  const children = annotations.members.filter(isChild);
  const attributes =
    attr("Name", name) +
    attr("BaseType", str(type.$BaseType)) +
    attr("Abstract", flag(type.$Abstract)) +
    attr("OpenType", flag(type.$OpenType)) +
    attr("HasStream", flag(type.$HasStream));
  xml.element(type.$Kind as string, attributes, key.length > 0 || children.length > 0 || annotations.has(), () => {
    if (key.length > 0) {
      xml.open("Key");
      for (const part of key) {
        if (typeof part === "string") xml.empty("PropertyRef", attr("Name", part));
        else for (const [alias, path] of Object.entries(asObject(part))) xml.empty("PropertyRef", attr("Name", String(path)) + attr("Alias", alias));
      }
      xml.close("Key");
    }
    annotations.write(xml);
    for (const member of children) {
      const element = asObject(type[member]);
      if (element.$Kind === "NavigationProperty") writeNavigationProperty(xml, member, element);
      else writeProperty(xml, "Property", member, element);
    }
  });
}

/** Writes a Property, Parameter or ReturnType element (name undefined for ReturnType). */
function writeProperty(xml: XmlBuilder, tag: string, name: string | undefined, element: CsdlObject): void {
  writeSimple(
    xml,
    tag,
    element,
    attr("Name", name) +
      typeAttribute(element) +
      nullableAttribute(element) +
      facetAttributes(element, facetTypeName(element)) +
      attr("DefaultValue", element.$DefaultValue === undefined ? undefined : String(element.$DefaultValue)),
  );
}

function writeNavigationProperty(xml: XmlBuilder, name: string, navigation: CsdlObject): void {
  const annotations = new AnnotationIndex(navigation);
  const onDelete = str(navigation.$OnDelete);
  const attributes =
    attr("Name", name) +
    typeAttribute(navigation) +
    // Collection-valued navigation properties have no Nullable (CSDL XML 4.01, section 8.1.2).
    (navigation.$Collection === true ? "" : nullableAttribute(navigation)) +
    attr("Partner", str(navigation.$Partner)) +
    attr("ContainsTarget", flag(navigation.$ContainsTarget));
  xml.element("NavigationProperty", attributes, onDelete !== undefined || annotations.has(), () => {
    if (onDelete !== undefined) {
      xml.element("OnDelete", attr("Action", onDelete), annotations.has("$OnDelete"), () => annotations.write(xml, "$OnDelete"));
    }
    annotations.write(xml);
  });
}

function writeEnumType(xml: XmlBuilder, name: string, type: CsdlObject): void {
  const annotations = new AnnotationIndex(type);
  const attributes = attr("Name", name) + attr("UnderlyingType", str(type.$UnderlyingType)) + attr("IsFlags", flag(type.$IsFlags));
  xml.open("EnumType", attributes);
  annotations.write(xml);
  for (const member of annotations.members.filter(isChild)) {
    xml.element("Member", attr("Name", member) + attr("Value", String(type[member])), annotations.has(member), () => annotations.write(xml, member));
  }
  xml.close("EnumType");
}

function writeOperation(xml: XmlBuilder, name: string, overload: CsdlObject): void {
  const isFunction = overload.$Kind === "Function";
  const annotations = new AnnotationIndex(overload);
  const parameters = Array.isArray(overload.$Parameter) ? (overload.$Parameter as readonly CsdlObject[]) : [];
  const returnType = overload.$ReturnType === undefined ? undefined : asObject(overload.$ReturnType);
  const attributes =
    attr("Name", name) +
    attr("IsBound", flag(overload.$IsBound)) +
    attr("EntitySetPath", str(overload.$EntitySetPath)) +
    attr("IsComposable", isFunction ? flag(overload.$IsComposable) : undefined);
  const hasChildren = parameters.length > 0 || returnType !== undefined || annotations.has();
  xml.element(isFunction ? "Function" : "Action", attributes, hasChildren, () => {
    annotations.write(xml);
    for (const parameter of parameters) writeProperty(xml, "Parameter", str(parameter.$Name), parameter);
    if (returnType) writeProperty(xml, "ReturnType", undefined, returnType);
  });
}

function writeContainer(xml: XmlBuilder, name: string, container: CsdlObject): void {
  xml.open("EntityContainer", attr("Name", name) + attr("Extends", str(container.$Extends)));
  const annotations = new AnnotationIndex(container);
  annotations.write(xml);
  for (const member of annotations.members.filter(isChild)) {
    const element = asObject(container[member]);
    if (element.$Collection === true) {
      writeWithBindings(
        xml,
        "EntitySet",
        element,
        attr("Name", member) +
          attr("EntityType", str(element.$Type)) +
          attr("IncludeInServiceDocument", element.$IncludeInServiceDocument === false ? "false" : undefined),
      );
    } else if (element.$Action !== undefined) {
      writeSimple(xml, "ActionImport", element, attr("Name", member) + attr("Action", str(element.$Action)) + attr("EntitySet", str(element.$EntitySet)));
    } else if (element.$Function !== undefined) {
      writeSimple(
        xml,
        "FunctionImport",
        element,
        attr("Name", member) +
          attr("Function", str(element.$Function)) +
          attr("EntitySet", str(element.$EntitySet)) +
          attr("IncludeInServiceDocument", flag(element.$IncludeInServiceDocument)),
      );
    } else {
      writeWithBindings(xml, "Singleton", element, attr("Name", member) + attr("Type", str(element.$Type)));
    }
  }
  xml.close("EntityContainer");
}

/** An entity set or singleton: its navigation property bindings, then its annotations. */
function writeWithBindings(xml: XmlBuilder, tag: string, element: CsdlObject, attributes: string): void {
  const annotations = new AnnotationIndex(element);
  const bindings = Object.entries(element.$NavigationPropertyBinding === undefined ? {} : asObject(element.$NavigationPropertyBinding));
  xml.element(tag, attributes, bindings.length > 0 || annotations.has(), () => {
    for (const [path, target] of bindings) xml.empty("NavigationPropertyBinding", attr("Path", path) + attr("Target", String(target)));
    annotations.write(xml);
  });
}
