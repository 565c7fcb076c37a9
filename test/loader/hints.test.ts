import { describe, expect, it } from "vitest";
import { loadModelFromTexts } from "../../src/pipeline.js";

const SERVICE = `service:
  name: S
  namespace: S
  title: S
  version: "1"
  basePath: /odata
`;

function diagnosticsOf(yaml: string) {
  return loadModelFromTexts([{ file: "metadata/m.yaml", text: yaml }]).diagnostics.map((d) => ({ code: d.code, message: d.message, hint: d.hint }));
}

// Mistakes authors coming from CSDL or from YAML's number rules make: the hint names the fix.
describe("hints for common mistakes", () => {
  it("says to quote a version number that YAML has read as a number", () => {
    const [version] = diagnosticsOf(SERVICE.replace('version: "1"', "version: 1.10"));
    expect(version).toEqual({
      code: "EDM0102",
      message: "service setting 'version' must be a string, not the number 1.1",
      hint: "write the value in quotes: YAML reads an unquoted 2.1 or 4.0 as a number, and 4.0 as 4",
    });
  });

  it("says to quote a cardinality only where YAML did not read it as text; a quoted one gets the four it may be", () => {
    const withCardinality = (value: string) => `${SERVICE}entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Other: { target: Item, cardinality: ${value} }
`;
    const [quoted] = diagnosticsOf(withCardinality('"2:N"'));
    expect(quoted).toEqual({
      code: "EDM0207",
      message: "relationship 'Other' has the cardinality '2:N', which is not one of 'N:1', '1:1', '1:N', 'N:N'",
      hint: "as seen from the declaring type: 'N:1' (many of these records to one target record), '1:1' (one to one), '1:N' (one to many), 'N:N' (many to many)",
    });
    const [number] = diagnosticsOf(withCardinality("1"));
    expect(number?.hint).toMatch(/^write it in quotes/);
  });

  it("says to write YAML's infinity as the quoted Edm literal", () => {
    const yaml = `${SERVICE}entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Ratio: { type: Double, default: .inf }
`;
    expect(diagnosticsOf(yaml)).toEqual([
      {
        code: "EDM0102",
        message: "'default' of field 'Ratio' of entity type 'Item' must be a string or a number or true or false, not the number Infinity",
        hint: 'write the literal in quotes, "INF", "-INF" or "NaN" (the Edm form): YAML reads .inf and .nan as numbers JSON cannot hold',
      },
    ]);
  });

  it("gives a facet value's hint for the kind of type it is on", () => {
    const yaml = `${SERVICE}entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Price: { type: Decimal, precision: 2, scale: 3 }
      At: { type: DateTimeOffset, precision: 13 }
`;
    expect(diagnosticsOf(yaml).map((d) => d.hint)).toEqual([
      "CSDL 4.01, section 6.2: a Decimal's precision is at least 1, and its scale at most its precision",
      "CSDL 4.01, section 6.2: temporal types take a precision of 0 to 12 fractional digits",
    ]);
  });

  it("says how the format writes a CSDL collection type", () => {
    const yaml = `${SERVICE}entityTypes:
  Item:
    key: [ID]
    fields:
      ID: Guid
      Tags: Collection(Strin)
`;
    expect(diagnosticsOf(yaml)).toEqual([
      {
        code: "EDM0202",
        message: "unknown type 'Collection(Strin)' for field 'Tags' of 'Item'",
        hint: "write the item type and 'collection: true': { type: Strin, collection: true }",
      },
    ]);
  });

  it("reports the first YAML syntax error of a file, says how to fix a tab, and counts the errors that follow from it", () => {
    const yaml = `${SERVICE}entityTypes:\n  Item:\n\tkey: [ID]\n    fields:\n      ID: Guid\n`;
    expect(diagnosticsOf(yaml)).toEqual([
      {
        code: "EDM0005",
        message: "YAML syntax error: Tabs are not allowed as indentation",
        hint: expect.stringMatching(/^indent with spaces: YAML does not allow tabs for indentation; \d+ later syntax errors? in this file left out: they usually follow from this one$/),
      },
    ]);
  });

  it("says what a syntax error whose YAML code covers other mistakes means: a key without ':', a bracket never closed, a value holding ': '", () => {
    const hintOf = (yaml: string) => diagnosticsOf(`${SERVICE}${yaml}`).map((d) => [d.message, d.hint]);
    expect(hintOf("complexTypes:\n  A:\n    description: |\n  goes on\n")).toEqual([
      [
        "YAML syntax error: Implicit map keys need to be followed by map values",
        "this line reads as a key without ':': add ': value', or, where it continues a text from the line above (after '|' or '>'), indent it more than that text's key",
      ],
    ]);
    expect(hintOf("entityTypes:\n  T:\n    key: [ID\n    fields: { ID: Guid }\n")).toEqual([
      [
        "YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]",
        "a '[' is never closed: add its ']' where its entries end, or, where they go on over lines, indent those lines more than the key before it",
      ],
    ]);
    expect(hintOf("complexTypes:\n  A:\n    description: Note: read this\n")).toEqual([
      ["YAML syntax error: Nested mappings are not allowed in compact mappings", 'a value holding \': \' must be quoted (description: "Note: ..."); otherwise check the indentation of this line and the next'],
    ]);
    // A quote that is never closed keeps the hint of its code.
    expect(hintOf('complexTypes:\n  A:\n    description: "open\n')).toEqual([["YAML syntax error: Missing closing \"quote", "a closing quote or bracket is missing"]]);
  });

  it("says how a collection-valued field is written when it is written as a list", () => {
    const yaml = `${SERVICE}entityTypes:\n  Item:\n    key: [ID]\n    fields:\n      ID: Guid\n      Tags: [String]\n`;
    expect(diagnosticsOf(yaml)).toEqual([
      {
        code: "EDM0102",
        message: "field 'Tags' of entity type 'Item' must be a mapping, not a list",
        hint: "a collection-valued field names its item type: Tags: { type: String, collection: true }",
      },
    ]);
  });
});
