import type { CsdlObject, CsdlValue } from "./tree.js";
import { AnnotationIndex } from "./xml-annotations.js";
import { attr, XmlBuilder } from "./xml-builder.js";
import { writeSchemaMember } from "./xml-elements.js";
import { vocabularyOf } from "./vocabularies.js";

const EDMX_NAMESPACE = "http://docs.oasis-open.org/odata/ns/edmx";
const EDM_NAMESPACE = "http://docs.oasis-open.org/odata/ns/edm";

/**
 * Writes the tree as a CSDL XML document (CSDL XML 4.01, section 3): `edmx:Edmx` with the
 * document's version, one `edmx:Reference` per referenced document (a known vocabulary is
 * referenced by its XML rendition), and the schemas inside `edmx:DataServices`.
 */
export function renderCsdlXml(tree: CsdlObject): string {
  const xml = new XmlBuilder();
  xml.line('<?xml version="1.0" encoding="utf-8"?>');
  xml.open("edmx:Edmx", attr("Version", String(tree.$Version)) + attr("xmlns:edmx", EDMX_NAMESPACE));
  const references = (tree.$Reference ?? {}) as CsdlObject;
  for (const [uri, reference] of Object.entries(references)) writeReference(xml, uri, reference as CsdlObject);
  xml.open("edmx:DataServices");
  for (const [namespace, schema] of Object.entries(tree)) {
    if (!namespace.startsWith("$")) writeSchema(xml, namespace, schema as CsdlObject);
  }
  xml.close("edmx:DataServices");
  xml.close("edmx:Edmx");
  return xml.toString();
}

function writeReference(xml: XmlBuilder, uri: string, reference: CsdlObject): void {
  const includes = (reference.$Include ?? []) as readonly CsdlObject[];
  const vocabulary = includes.length === 1 ? vocabularyOf(String(includes[0]!.$Namespace)) : undefined;
  xml.open("edmx:Reference", attr("Uri", vocabulary && uri === vocabulary.jsonUri ? vocabulary.xmlUri : uri));
  new AnnotationIndex(reference).write(xml);
  for (const include of includes) {
    xml.empty("edmx:Include", attr("Namespace", String(include.$Namespace)) + attr("Alias", typeof include.$Alias === "string" ? include.$Alias : undefined));
  }
  xml.close("edmx:Reference");
}

function writeSchema(xml: XmlBuilder, namespace: string, schema: CsdlObject): void {
  const alias: CsdlValue | undefined = schema.$Alias;
  xml.open("Schema", attr("xmlns", EDM_NAMESPACE) + attr("Namespace", namespace) + attr("Alias", typeof alias === "string" ? alias : undefined));
  new AnnotationIndex(schema).write(xml);
  for (const [name, member] of Object.entries(schema)) {
    if (!name.startsWith("$") && !name.startsWith("@")) writeSchemaMember(xml, name, member);
  }
  // Annotations written out of line (`annotationPlacement: out-of-line`): one block per target, after the elements.
  const outOfLine = (schema.$Annotations ?? {}) as CsdlObject;
  for (const [target, annotations] of Object.entries(outOfLine)) {
    xml.open("Annotations", attr("Target", target));
    new AnnotationIndex(annotations as CsdlObject).write(xml);
    xml.close("Annotations");
  }
  xml.close("Schema");
}
