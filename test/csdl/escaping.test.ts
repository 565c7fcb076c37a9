import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { buildCsdlJson, buildCsdlTree, csdlXmlEmitter, renderCsdlXml } from "../../src/emitters/csdl/index.js";
import type { CsdlObject } from "../../src/emitters/csdl/index.js";
import { escapeXml } from "../../src/emitters/csdl/xml-builder.js";
import { tinyModel, xsdErrors } from "./helpers.js";

// Descriptions with markup characters, quotes, a CDATA end marker, line breaks, tabs and carriage
// returns must give a well-formed document that says exactly the same text: read back with a DOM
// parser (jsdom's DOMParser, an XML 1.0 parser with attribute-value normalisation), compared by ===.

const NASTY = `a < b && c > d; "double" and 'single' quotes; ]]> ends CDATA; line 1\nline 2\ttab\r\nCRLF and lone CR\r<![CDATA[x]]> &amp; &#10;`;

// YAML double-quoted scalar that decodes to NASTY.
const yamlString = (text: string): string => JSON.stringify(text);

const MODEL_YAML = `
entityTypes:
  Thing:
    description: ${yamlString(NASTY)}
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false, description: ${yamlString(NASTY)} }
      Name: { type: String, default: ${yamlString(NASTY)} }
    annotations:
      Org.OData.Core.V1.Example:
        Description: ${yamlString(NASTY)}
        Values: [${yamlString(NASTY)}, "plain"]
enumTypes:
  Kind:
    members:
      One: { value: 1, description: ${yamlString(NASTY)} }
entitySets:
  Things:
    type: Thing
    description: ${yamlString(NASTY)}
`;

/** The part of the DOM these tests use (jsdom ships no type declarations, and the project compiles without the DOM lib). */
interface XmlElement {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): Iterable<XmlElement>;
  readonly textContent: string | null;
}
interface XmlDocument extends XmlElement {
  readonly documentElement: XmlElement;
}
type DomParser = new () => { parseFromString(text: string, type: string): XmlDocument };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new () => { window: { DOMParser: DomParser } } };

function parse(xml: string): XmlDocument {
  const document = new new JSDOM().window.DOMParser().parseFromString(xml, "application/xml");
  const [error] = document.getElementsByTagName("parsererror");
  if (error) throw new Error(`not well-formed: ${error.textContent ?? ""}`);
  return document;
}

describe("text that needs escaping", () => {
  const model = tinyModel(MODEL_YAML);
  const xml = csdlXmlEmitter.emit(model)[0]!.content;
  const document = parse(xml);
  const descriptions = [...document.getElementsByTagName("Annotation")].filter((a) => a.getAttribute("Term") === "Core.Description");

  test("the document is well-formed and valid against the OASIS schemas", async () => {
    expect(await xsdErrors(xml)).toEqual([]);
  });

  test("every description attribute reads back as exactly the model's text", () => {
    // Thing, ID, One, the container (the service title), Things.
    expect(descriptions.map((a) => a.getAttribute("String"))).toEqual([NASTY, NASTY, NASTY, "Test service", NASTY]);
  });

  test("a default value attribute reads back exactly", () => {
    const name = [...document.getElementsByTagName("Property")].find((p) => p.getAttribute("Name") === "Name");
    expect(name?.getAttribute("DefaultValue")).toBe(NASTY);
  });

  test("string values written as element text (in a record and a collection) read back exactly", () => {
    const example = [...document.getElementsByTagName("Annotation")].find((a) => a.getAttribute("Term") === "Core.Example")!;
    const values = [...example.getElementsByTagName("PropertyValue")];
    expect(values.map((v) => v.getAttribute("Property"))).toEqual(["Description", "Values"]);
    expect(values[0]!.getAttribute("String")).toBe(NASTY);
    expect([...values[1]!.getElementsByTagName("String")].map((s) => s.textContent)).toEqual([NASTY, "plain"]);
  });

  test("line breaks, tabs and carriage returns are character references, so attribute normalisation keeps them", () => {
    expect(escapeXml("a\nb\tc\rd")).toBe("a&#10;b&#9;c&#13;d");
    expect(xml).not.toMatch(/="[^"]*[\n\t\r][^"]*"/);
  });

  test("the parser is a fair judge: it turns a literal line break in an attribute into a space", () => {
    const element = parse('<a b="x\ny" c="x&#10;y"/>').documentElement;
    expect([element.getAttribute("b"), element.getAttribute("c")]).toEqual(["x y", "x\ny"]);
  });

  test("the JSON document carries the same text", () => {
    const schema = buildCsdlJson(model)["Test.Space"] as CsdlObject;
    expect((schema.Thing as CsdlObject)["@Core.Description"]).toBe(NASTY);
    expect(((schema.Container as CsdlObject).Things as CsdlObject)["@Core.Description"]).toBe(NASTY);
    expect((schema.Kind as CsdlObject)["One@Core.Description"]).toBe(NASTY);
  });
});

describe("characters XML cannot carry", () => {
  test.each(["\u0000", "\u0007", "\u001F", "\uFFFE", "\uD800"])("%j is refused as an internal error (the model rejects it first)", (c) => {
    expect(() => escapeXml(`x${c}y`)).toThrow(/internal error: text that XML 1\.0 cannot carry/);
  });

  test("the loader already rejects such a description with a positioned diagnostic", () => {
    expect(() => tinyModel(`entityTypes:\n  T:\n    key: [ID]\n    description: "bell \\a"\n    fields:\n      ID: Guid\n`)).toThrow(/EDM0401/);
  });

  test("astral characters (a valid surrogate pair) are kept as they are", () => {
    const xml = renderCsdlXml(buildCsdlTree(tinyModel(`entityTypes:\n  T:\n    key: [ID]\n    description: "emoji 😀"\n    fields:\n      ID: Guid\n`)));
    expect(xml).toContain('String="emoji 😀"');
  });
});
