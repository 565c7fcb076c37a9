import { describe, expect, it } from "vitest";
import { csdlJsonEmitter, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import { tinyModel } from "../support/tiny-model.js";

describe("a record's type in a passthrough annotation", () => {
  // `edmgen import` keeps a record's type as `$Type` (a qualified name); `$Cast` also has a `$Type`.
  const model = tinyModel(`
entityTypes:
  Thing:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Price:
        type: Decimal
        annotations:
          Org.OData.Core.V1.Example: { $Type: Org.OData.Core.V1.PrimitiveExampleValue, Value: 12 }
          Org.OData.Core.V1.Description: { $Cast: { $Path: ID }, $Type: Edm.String }
entitySets:
  Things: { type: Thing }
`);
  const xml = csdlXmlEmitter.emit(model)[0]!.content;
  const json = JSON.parse(csdlJsonEmitter.emit(model)[0]!.content) as Record<string, Record<string, Record<string, Record<string, unknown>>>>;

  it("is the Record's Type in XML and @type in JSON", () => {
    expect(xml).toContain('<Record Type="Core.PrimitiveExampleValue">');
    const price = json["Tiny.Model"]!["Thing"]!["Price"]!;
    expect(price["@Core.Example"]).toEqual({ "@type": "#Core.PrimitiveExampleValue", Value: 12 });
  });

  it("stays the cast's type in a $Cast expression", () => {
    expect(xml).toContain('<Cast Type="Edm.String">');
    const price = json["Tiny.Model"]!["Thing"]!["Price"]!;
    expect(price["@Core.Description"]).toEqual({ $Cast: { $Path: "ID" }, $Type: "Edm.String" });
  });
});
