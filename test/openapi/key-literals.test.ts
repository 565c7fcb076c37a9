import { describe, expect, it } from "vitest";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { tinyModel } from "../support/tiny-model.js";
import { buildDocsPages } from "../../src/emitters/docs/index.js";

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

describe("enum keys in paths", () => {
  const yaml = (version: string) => `service:
  name: Tiny
  namespace: Tiny.Model
  title: Tiny service
  version: 1.0.0
  basePath: /odata
  odataVersion: "${version}"
enumTypes:
  Color: { members: [Red, Green] }
entityTypes:
  Paint:
    key: [Shade]
    fields:
      Shade: { type: Color, nullable: false }
entitySets:
  Paints:
    type: Paint
    filters:
      Shade: [eq]
`;

  it("carry the enum type's qualified name in OData 4.0, which requires it, and not in 4.01", () => {
    const v40 = buildOpenApi31(tinyModel(yaml("4.0")));
    expect(Object.keys(v40.paths ?? {})).toContain("/Paints(Tiny.Model.Color'{Shade}')");
    const parameter = (v40.components?.parameters?.["Paint.key.Shade"] ?? {}) as { description?: string };
    expect(parameter.description).toContain("Written in single quotes after Tiny.Model.Color in the path");
    expect(Object.keys(buildOpenApi31(tinyModel(yaml("4.01"))).paths ?? {})).toContain("/Paints('{Shade}')");
  });

  it("carry it in the $filter examples of the OpenAPI documents and the docs as well", () => {
    const filterOf = (version: string) => (buildOpenApi31(tinyModel(yaml(version))).components?.parameters?.["Paints.filter"] ?? {}) as { description?: string; example?: string };
    expect(filterOf("4.0").example).toBe("Shade eq Tiny.Model.Color'Red'");
    expect(filterOf("4.0").description).toContain("`Shade eq Tiny.Model.Color'Red'`");
    expect(filterOf("4.01").example).toBe("Shade eq 'Red'");
    const page = buildDocsPages(tinyModel(yaml("4.0"))).sets.find((set) => set.name === "Paints")!;
    expect(page.filters[0]!.examples).toEqual(["Shade eq Tiny.Model.Color'<Color member>'"]);
  });
});

describe("duration keys in paths", () => {
  const yaml = (version: string) => `service:
  name: Tiny
  namespace: Tiny.Model
  title: Tiny service
  version: 1.0.0
  basePath: /odata
  odataVersion: "${version}"
entityTypes:
  Slot:
    key: [Length]
    fields:
      Length: { type: Duration, nullable: false }
entitySets:
  Slots: { type: Slot }
`;

  it("carry duration before the quotes in OData 4.0, whose ABNF requires it, and not in 4.01", () => {
    const v40 = buildOpenApi31(tinyModel(yaml("4.0")));
    expect(Object.keys(v40.paths ?? {})).toContain("/Slots(duration'{Length}')");
    const parameter = (v40.components?.parameters?.["Slot.key.Length"] ?? {}) as { description?: string };
    expect(parameter.description).toContain("Written in single quotes after duration in the path");
    expect(Object.keys(buildOpenApi31(tinyModel(yaml("4.01"))).paths ?? {})).toContain("/Slots('{Length}')");
  });
});

// A filter literal of a field declared through a type definition is a literal of its underlying
// type: a number unquoted, a date as a date (OData ABNF), not a quoted string.
describe("filter examples of fields declared through type definitions", () => {
  const model = tinyModel(`
typeDefinitions:
  Money: { type: Decimal, precision: 10, scale: 2 }
  Day: { type: Date }
  Code: { type: String, maxLength: 10 }
entityTypes:
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Total: Money
      Placed: Day
      Ref: Code
entitySets:
  Orders:
    type: Order
    filters:
      Total: [gt]
      Placed: [ge]
      Ref: [eq]
`);

  it("write the underlying type's literal in the OpenAPI $filter description and the docs", () => {
    const filter = (buildOpenApi31(model).components?.parameters?.["Orders.filter"] ?? {}) as { description?: string; example?: string };
    expect(filter.example).toBe("Total gt 5");
    expect(filter.description).toContain("`Placed ge 2024-01-31`");
    expect(filter.description).toContain("`Ref eq 'x'`");
    const page = buildDocsPages(model).sets.find((set) => set.name === "Orders")!;
    expect(page.filters.map((f) => f.examples[0])).toEqual(["Total gt <number>", "Placed ge <date>", "Ref eq '<string>'"]);
  });
});
