import { describe, expect, it } from "vitest";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { tinyModel } from "../support/tiny-model.js";

// Key values are written in single quotes in a parenthesised key when their URL literal is a
// string (OData ABNF: string, duration, enum), whatever the field's type is declared through.
describe("string-like keys in paths", () => {
  const model = tinyModel(`
typeDefinitions:
  Code: { type: String, maxLength: 10 }
complexTypes:
  Info:
    fields:
      Ref: { type: String, nullable: false }
      Serial: { type: Int32, nullable: false }
entityTypes:
  ByDefinition:
    key: [C]
    fields:
      C: { type: Code, nullable: false }
  ByAlias:
    key: [{ alias: InfoRef, path: Info/Ref }, { alias: InfoSerial, path: Info/Serial }]
    fields:
      Info: { type: Info, nullable: false }
entitySets:
  Definitions: { type: ByDefinition }
  Aliases: { type: ByAlias }
`);
  const paths = Object.keys(buildOpenApi31(model).paths ?? {});

  it("are quoted through a type definition and at the end of an aliased path", () => {
    expect(paths).toContain("/Definitions('{C}')");
    expect(paths).toContain("/Aliases(InfoRef='{InfoRef}',InfoSerial={InfoSerial})");
  });
});
