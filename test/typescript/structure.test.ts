/**
 * Reads generated/types with ts-morph (the TypeScript compiler's view, not text matching) and
 * checks every entity type's interfaces against the model: heritage, every own field with its
 * optionality and nullability, every relationship, and which bodies exist.
 */
import { Project, type InterfaceDeclaration } from "ts-morph";
import { describe, expect, it } from "vitest";
import { allowsCreate, allowsUpdate, bindableNavigations, createBodyProperties, updateBodyProperties } from "../../src/emitters/common/body-rules.js";
import { loadSeedModel } from "../support/seed.js";

const model = loadSeedModel();
const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { strict: true } });
project.addSourceFilesAtPaths(new URL("../../generated/types/*.ts", import.meta.url).pathname);

function declaration(module: string, name: string): InterfaceDeclaration | undefined {
  return project.getSourceFileOrThrow(`${module}.ts`).getInterface(name);
}

/** Member names, unquoted. */
function names(node: InterfaceDeclaration): string[] {
  return node.getProperties().map((p) => p.getName().replace(/^"(.*)"$/, "$1"));
}

/** `Name?: text` for each member, as the checker prints it. */
function members(node: InterfaceDeclaration): string[] {
  return node.getProperties().map((p) => `${p.getName()}${p.hasQuestionToken() ? "?" : ""}: ${p.getTypeNodeOrThrow().getText()}`);
}

describe.each(model.entityTypes.map((t) => [t.name, t] as const))("generated/types/%s.ts", (_, type) => {
  it("declares the record as read with the model's own fields and relationships", () => {
    const record = declaration(type.name, type.name)!;
    expect(record.getExtends().map((e) => e.getText())).toEqual(type.baseType ? [type.baseType] : []);
    const got = members(record);
    // Fields: present (no `?`), `| null` exactly when nullable.
    expect(got.slice(0, type.ownProperties.length).map((m) => m.split(":")[0])).toEqual(type.ownProperties.map((p) => p.name));
    for (const [i, p] of type.ownProperties.entries()) expect([p.name, got[i]!.endsWith(" | null")]).toEqual([p.name, p.nullable]);
    const navs = type.ownNavigations.map((n) => `${n.name}?: ${n.collection ? `${n.target}[]` : n.nullable ? `${n.target} | null` : n.target}`);
    expect(got.slice(type.ownProperties.length)).toEqual(navs);
  });

  it("declares create and update bodies exactly when some set allows them", () => {
    const create = declaration(type.name, `${type.name}Create`);
    const update = declaration(type.name, `${type.name}Update`);
    expect(create !== undefined).toBe(allowsCreate(model, type.name));
    expect(update !== undefined).toBe(allowsUpdate(model, type.name));
    const binds = bindableNavigations(type).map((n) => `${n.name}@odata.bind`);
    // A body may name its own type first (`@odata.type`), then its fields and links.
    if (create) expect(names(create)).toEqual(["@odata.type", ...createBodyProperties(type).map((p) => p.name), ...binds]);
    if (update) expect(names(update)).toEqual(["@odata.type", ...updateBodyProperties(type).map((p) => p.name), ...binds]);
  });
});
