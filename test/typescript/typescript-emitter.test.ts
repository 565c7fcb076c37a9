import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buildTypeScriptModules } from "../../src/emitters/typescript/index.js";
import { emitValidatorsOneByOne } from "../../src/emitters/validators/index.js";
import { compileStrict } from "../support/compile-typescript.js";
import { unformatted } from "../support/prettier.js";
import { fullModel, fullModel401 } from "../csdl/full-model.js";
import { loadSeedModel } from "../support/seed.js";
import { tinyModel } from "../support/tiny-model.js";

const seed = buildTypeScriptModules(loadSeedModel());

/** The member lines of one interface, without doc comments. */
function members(module: string, name: string): string[] {
  const match = new RegExp(`export interface ${name}(?: extends \\w+)? \\{\\n([\\s\\S]*?)\\n\\}`).exec(module);
  if (!match) throw new Error(`no interface ${name}`);
  const body = match[1]!.replace(/\/\*\*[\s\S]*?\*\//g, "");
  return body.split("\n").map((l) => l.trim()).filter((l) => l !== "");
}

const TYPE_SYSTEM = `
enumTypes:
  Color:
    members: [Red, Green, Blue]
  Access:
    flags: true
    members: { Read: 1, Write: 2, Admin: 4 }
typeDefinitions:
  Money: { type: Decimal, precision: 18, scale: 2 }
complexTypes:
  Address:
    fields:
      Street: String
      City: { type: String, nullable: false, maxLength: 80 }
  PostalAddress:
    base: Address
    fields:
      Code: { type: String, computed: true }
entityTypes:
  Thing:
    key: [ID]
    fields:
      ID: { type: Int64, nullable: false, computed: false }
      Name: { type: String, nullable: false }
      Tags: { type: String, collection: true, nullable: false }
      Home: PostalAddress
      Places: { type: Address, collection: true }
      Shade: Color
      Rights: Access
      Price: Money
      Born: Date
      At: TimeOfDay
      Took: Duration
      Blob: Binary
      Where: GeographyPoint
      Small: Byte
      Tiny: SByte
      Short: Int16
      Ratio: Single
      Photo: Stream
      Created: { type: DateTimeOffset, immutable: true }
    relationships:
      Parts: { target: Part, cardinality: "1:N", containsTarget: true }
  Part:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Things: { type: Thing }
  Parts: { type: Part, readOnly: true }
actions:
  Paint:
    bound: true
    parameters:
      thing: Thing
      color: { type: Color, nullable: false }
      note: String
      tags: { type: String, collection: true }
functions:
  Cheapest:
    parameters:
      count: { type: Int32, nullable: false }
      maker: String
    returns: { type: Thing, collection: true }
  Names:
    returns: { type: String, collection: true }
  Codes:
    returns: { type: String, collection: true, nullable: false }
  Shades:
    returns: { type: Color, collection: true }
  Priciest:
    returns: { type: Thing, nullable: false }
  Count:
    returns: { type: Int32 }
functionImports:
  Cheapest: { function: Cheapest, entitySet: Things }
`;

describe("TypeScript emitter on the seed model", () => {
  it("writes one module per entity type and complex type, plus odata.ts and index.ts", () => {
    const model = loadSeedModel();
    const expected = [...model.entityTypes, ...model.complexTypes].map((t) => `${t.name}.ts`).concat("odata.ts", "index.ts");
    expect([...seed.keys()].sort()).toEqual(expected.sort());
  });

  it("compiles under tsc --strict with NodeNext and with Bundler resolution", () => {
    expect(compileStrict(seed, "NodeNext")).toEqual([]);
    expect(compileStrict(seed, "Bundler")).toEqual([]);
  });

  it("is already formatted as prettier (pinned options) would format it", async () => {
    expect(await unformatted(seed)).toEqual([]);
  });

  it("imports other modules by relative paths ending in .js, types only", () => {
    for (const [name, text] of seed) {
      for (const line of text.split("\n").filter((l) => l.startsWith("import"))) {
        expect(line, name).toMatch(/^import type \{ [\w, ]+ \} from "\.\/\w+\.js";$/);
      }
    }
  });

  it("types the ProductLine record: nullable fields are `| null`, relationships optional by cardinality", () => {
    const lines = members(seed.get("ProductLine.ts")!, "ProductLine");
    expect(lines).toContain("Description: string | null;");
    expect(lines).toContain("Quantity: number | null;");
    expect(lines).toContain("IsBilled: boolean | null;");
    expect(lines).toContain("StartDate: string | null;");
    expect(lines).toContain("Activity?: Activity | null;");
    expect(lines).toContain("BilledTimeRegistrations?: TimeRegistration[];");
    expect(lines).toHaveLength(27 + 9);
    expect(seed.get("ProductLine.ts")).toContain("export interface ProductLine extends Entity {");
  });

  it("keeps the key out of bodies and accepts @odata.bind for relationships (arrays for collection-valued ones)", () => {
    const create = members(seed.get("ProductLine.ts")!, "ProductLineCreate");
    expect(create.some((l) => l.startsWith("ID"))).toBe(false);
    expect(create).toContain('"Activity@odata.bind"?: string | null;');
    expect(create).toContain('"BilledTimeRegistrations@odata.bind"?: string[];');
    expect(create).toContain("Description?: string | null;");
    expect(members(seed.get("Entity.ts")!, "Entity")).toEqual(["ID: string;"]);
  });

  it("gives read-only sets and the phase-change set no create or update body", () => {
    expect(seed.get("Datastore_Unit.ts")).not.toMatch(/Datastore_UnitCreate|Datastore_UnitUpdate/);
    expect(seed.get("Activity_Event.ts")).not.toMatch(/Activity_EventCreate|Activity_EventUpdate/);
    const index = seed.get("index.ts")!;
    expect(index).toContain("  Datastore_Unit: {\n    record: Datastore_Unit;\n    operations: \"list\" | \"get\";\n  };");
    expect(index).toContain("  Activity_Event: {\n    record: Activity_Event;\n    phaseChange: PhaseChangeBody;\n    operations: \"phaseChange\";\n  };");
    expect(index).toContain('  Activity_Event: ["phaseChange"],');
    expect(members(seed.get("PhaseChange.ts")!, "PhaseChangeBody")).toEqual(['"@odata.type"?: "#BusinessData.PhaseChange";', "ID: string;", "PhaseID: string;"]);
  });

  it("documents Guid and DateTimeOffset as strings", () => {
    expect(seed.get("Entity.ts")).toContain("`Edm.Guid`, sent as a string such as `01234567-89ab-cdef-0123-456789abcdef`.");
    expect(seed.get("Activity.ts")).toContain("`Edm.DateTimeOffset`, sent as an ISO 8601 string with offset");
  });
});

describe("TypeScript emitter on the wider type system", () => {
  const modules = buildTypeScriptModules(tinyModel(TYPE_SYSTEM));

  it("compiles under tsc --strict and is prettier-formatted", async () => {
    expect(compileStrict(modules)).toEqual([]);
    expect(await unformatted(modules)).toEqual([]);
  });

  it("types a 4.01 page's control information also without the odata. prefix, and a 4.0 page's only with it", async () => {
    const v401 = buildTypeScriptModules(fullModel401());
    expect(v401.get("odata.ts")).toMatch(/"@odata\.count"\?: number;\n.*\n  "@count"\?: number;/);
    expect(v401.get("odata.ts")).toContain('"@nextLink"?: string;');
    expect(v401.get("odata.ts")).toContain('"@context"?: string;');
    expect(await unformatted(v401)).toEqual([]);
    expect(modules.get("odata.ts")).not.toContain('"@count"');
  });

  it("lets a complex value link its type's relationships, as an entity body does (every form in 4.01)", () => {
    const body = (modules: Map<string, string>) => modules.get("PostalAddress.ts")!.split("export interface PostalAddressBody")[1]!;
    expect(body(buildTypeScriptModules(fullModel()))).toMatch(/"Region@odata\.bind"\?: string \| null;/);
    const v401 = body(buildTypeScriptModules(fullModel401()));
    for (const member of [/"Region@odata\.bind"\?: string \| null;/, /"Region@bind"\?: string \| null;/, /\n  Region\?: /]) expect(v401).toMatch(member);
  });

  it("maps enums, flags, type definitions, complex types, collections and facets", () => {
    expect(modules.get("Color.ts")).toContain('export type Color = "Red" | "Green" | "Blue";');
    expect(modules.get("Access.ts")).toContain("export type Access = string;");
    expect(modules.get("Money.ts")).toContain("export type Money = number;");
    // A type definition's facets, which the validators check, are named where the type is.
    expect(modules.get("Money.ts")).toContain(" * `Edm.Decimal`, sent as a JSON number.\n *\n * Precision 18. Scale 2.\n */\nexport type Money");
    expect(modules.get("PostalAddress.ts")).toContain("export interface PostalAddress extends Address {");
    expect(members(modules.get("PostalAddress.ts")!, "PostalAddressBody")).toEqual(['"@odata.type"?: "#Tiny.Model.PostalAddress";', "Street?: string | null;", "City: string;"]);
    const thing = members(modules.get("Thing.ts")!, "Thing");
    expect(thing).toEqual([
      "ID: number;",
      "Name: string;",
      "Tags: string[];",
      "Home: PostalAddress | null;",
      "Places: (Address | null)[];",
      "Shade: Color | null;",
      "Rights: Access | null;",
      "Price: Money | null;",
      "Born: string | null;",
      "At: string | null;",
      "Took: string | null;",
      "Blob: string | null;",
      "Where: Record<string, unknown> | null;",
      "Small: number | null;",
      "Tiny: number | null;",
      "Short: number | null;",
      "Ratio: number | null;",
      "Created: string | null;",
      "Parts?: Part[];",
    ]);
    const create = members(modules.get("Thing.ts")!, "ThingCreate");
    expect(create).toContain("ID: number;");
    expect(create).toContain("Home?: PostalAddressBody | null;");
    expect(create).toContain("Created?: string | null;");
    const update = members(modules.get("Thing.ts")!, "ThingUpdate");
    expect(update.some((l) => l.startsWith("ID") || l.startsWith("Created"))).toBe(false);
    expect(modules.get("Address.ts")).toContain("At most 80 characters.");
  });

  it("counts a Binary's MaxLength in bytes, a String's in characters", async () => {
    const { loadModelFromTexts } = await import("../../src/pipeline.js");
    const text = `service: { name: B, namespace: B, title: B, version: "1", basePath: /b }
entityTypes:
  Blob:
    key: [ID]
    fields:
      ID: Int32
      Data: { type: Binary, maxLength: 16 }
      Label: { type: String, maxLength: 16 }
      Packed: { type: Bytes, maxLength: 4 }
typeDefinitions:
  Bytes: { type: Binary }
`;
    const model = loadModelFromTexts([{ file: "m.yaml", text }]).model!;
    const blob = buildTypeScriptModules(model).get("Blob.ts")!;
    expect(blob).toMatch(/At most 16 bytes\.[\s\S]*Data: string \| null;/);
    expect(blob).toContain("/** At most 16 characters. */\n  Label: string | null;");
    // Through a type definition of Binary too.
    expect(blob).toContain("/** At most 4 bytes. */\n  Packed: Bytes | null;");
  });

  it("types action and function parameters and results", () => {
    const operations = modules.get("operations.ts")!;
    expect(members(operations, "PaintParameters")).toEqual(["thing: Thing | null;", "color: Color;", "note?: string | null;", "tags?: (string | null)[];"]);
    // The body writes each parameter exactly as the parameters interface does.
    expect(members(operations, "PaintBody")).toEqual(["color: Color;", "note?: string | null;", "tags?: (string | null)[];"]);
    // A function's URL names every parameter, a nullable one as null (as its OpenAPI query options require).
    expect(members(operations, "CheapestParameters")).toEqual(["count: number;", "maker: string | null;"]);
    expect(operations).toContain("export type CheapestResult = Thing[];");
    // Without parameters: an object without members (an empty interface would admit any value).
    expect(operations).toContain("export type NamesParameters = Record<string, never>;");
    // A collection result's nullability is its items' (entities come in the envelope, never null).
    expect(operations).toContain("export type NamesResult = (string | null)[];");
    expect(operations).toContain("export type CodesResult = string[];");
    expect(operations).toContain("export type ShadesResult = (Color | null)[];");
  });

  it("says where a result stands in the response body, as the OpenAPI responses do", () => {
    const operations = modules.get("operations.ts")!;
    // The doc comment above `<name>Result`.
    const doc = (name: string) => {
      const at = operations.indexOf(`export type ${name}Result`);
      return operations.slice(operations.lastIndexOf("/**", at), at).replace(/\n \* ?/g, " ");
    };
    expect(doc("Cheapest")).toContain("The response body is a page of records, `ODataCollection<Thing>`: the result is its `value`.");
    expect(doc("Names")).toContain('The response body holds the result in `value`: `{ "value": [...] }`.');
    // A primitive value is wrapped too, and a null one is a 204.
    expect(doc("Count")).toContain('The response body holds the result in `value`: `{ "value": ... }`. A null result is a 204 response without a body.');
    // A record is the body itself.
    expect(operations).toContain("/** What Priciest returns. */\nexport type PriciestResult = Thing;");
  });
});

describe("descriptions in doc comments", () => {
  const hostile = "Ends */ early, `backticks`, ${template}, <tag> & \"quotes\"\n@param not a tag\nsecond line */";
  const model = tinyModel(`
entityTypes:
  Note:
    description: ${JSON.stringify(hostile)}
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false, description: ${JSON.stringify(hostile)} }
entitySets:
  Notes: { type: Note }
`);
  const modules = buildTypeScriptModules(model);

  it("still compile, and say the same text once the two documented escapes are undone", () => {
    expect(compileStrict(modules)).toEqual([]);
    const source = ts.createSourceFile("Note.ts", modules.get("Note.ts")!, ts.ScriptTarget.ES2022, true);
    const declaration = source.statements.find(ts.isInterfaceDeclaration)!;
    const [doc] = ts.getJSDocCommentsAndTags(declaration) as ts.JSDoc[];
    const text = modules.get("Note.ts")!.slice(doc!.pos, doc!.end);
    const recovered = text
      .replace(/^\/\*\*\n|\n \*\/$/g, "")
      .split("\n")
      .map((l) => l.replace(/^ \* ?/, ""))
      .join("\n")
      .replace(/\*\\\//g, "*/")
      .replace(/^\\@/gm, "@");
    expect(recovered).toBe(hostile);
    expect(ts.getJSDocTags(declaration)).toHaveLength(0);
  });
});

describe("TypeScript emitter on long names", () => {
  // Three names of a 50-character type make the index's export line longer than the print width.
  const long = "Very".repeat(12) + "Ok";
  const modules = buildTypeScriptModules(
    tinyModel(`
entityTypes:
  ${long}:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Next: { target: ${long}, cardinality: "N:1" }
entitySets:
  Items: { type: ${long} }
`),
  );

  it("the full type-system model (operations, empty bodies) is formatted as prettier formats it", async () => {
    const full = buildTypeScriptModules(fullModel());
    expect(await unformatted(full)).toEqual([]);
    expect(full.get("operations.ts")).toContain("export type ResetBody = Record<string, never>;");
  });

  it("gives a 4.01 service's bodies every form of a link (@odata.bind, @bind, an entity reference), each saying to send one", async () => {
    const full = buildTypeScriptModules(fullModel401());
    const product = full.get("Product.ts")!;
    expect(members(product, "ProductCreate")).toEqual(
      expect.arrayContaining(['"Category@odata.bind"?: string;', '"Category@bind"?: string;', 'Category?: { "@id": string };', '"Related@bind"?: string[];']),
    );
    const oneForm = (nav: string) => `   * Send one form of the link: \`${nav}@odata.bind\`, \`${nav}@bind\` or \`${nav}\`.\n   */\n`;
    expect(product).toContain(`${oneForm("Category")}  Category?: { "@id": string };`);
    expect(product).toContain(`${oneForm("Related")}  Related?: { "@id": string }[];`);
    expect(product).toContain(`   * The same link as \`Category@odata.bind\`, under its OData 4.01 name.\n   *\n${oneForm("Category")}  "Category@bind"?: string;`);
    // A 4.0 service has one name for the member.
    expect(buildTypeScriptModules(fullModel()).get("Product.ts")).not.toContain("@bind\"");
    expect(await unformatted(full)).toEqual([]);
    expect(compileStrict(full)).toEqual([]);
  });

  it("wraps import and export lines as prettier does, and compiles", async () => {
    expect(modules.get("index.ts")).toContain(`export type {\n  ${long},\n  ${long}Create,\n  ${long}Update,\n} from "./${long}.js";`);
    expect(compileStrict(modules)).toEqual([]);
    expect(await unformatted(modules)).toEqual([]);
  });
});

describe("the run-time operation lists of index.ts", () => {
  it("list each singleton's operations as the Singletons map types them, and compile", async () => {
    const model = tinyModel(`entityTypes:
  Profile:
    key: [ID]
    fields: { ID: Guid, Name: String }
singletons:
  Me: { type: Profile }
  Frozen: { type: Profile, updatable: false }
`);
    const modules = buildTypeScriptModules(model);
    const index = modules.get("index.ts")!;
    expect(index).toContain('export const singletonOperations: { readonly [S in SingletonName]: readonly Singletons[S]["operations"][] } = {\n  Me: ["get", "update"],\n  Frozen: ["get"],\n};');
    expect(index).toContain('    operations: "get" | "update";');
    expect(compileStrict(new Map([...modules].map(([path, text]) => [`types/${path}`, text])))).toEqual([]);
    // A model without entity sets: empty maps written as prettier writes them, in the validators too
    // (which test/validators/compile.test.ts compiles with zod).
    const validators = [...emitValidatorsOneByOne(model)].map((file) => [file.path, file.content] as const);
    expect(await unformatted(new Map([["types/index.ts", index], ...validators]))).toEqual([]);
  });
});
