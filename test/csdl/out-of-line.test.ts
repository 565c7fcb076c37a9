import { describe, expect, test } from "vitest";
import { buildCsdlJson, csdlXmlEmitter, type CsdlObject } from "../../src/emitters/csdl/index.js";
import type { Model } from "../../src/model/types.js";
import { loadSeedModel } from "../support/seed.js";
import { fullModel, fullModel401 } from "./full-model.js";
import { modelFrom, SERVICE_YAML } from "./helpers.js";
import { fullModel401OutOfLine, fullModelOutOfLine, OPERATIONS_YAML, operationsModelOutOfLine, seedModelOutOfLine } from "./out-of-line-models.js";

type Json = Record<string, unknown>;

/** One annotation as `target key = value`, and whether it is written inside its element (`inline`) or in `$Annotations`. */
interface Found {
  readonly line: string;
  readonly inline: boolean;
}

/**
 * Every annotation of a CSDL JSON document, in document order, with its target path as CSDL 4.01
 * (section 14.2) names it: `Q.Type`, `Q.Type/Member`, `Q.Enum/Member`, `Q.Container/Child`, and
 * an overload by its signature (an action by its binding parameter's type, none when unbound; a
 * function by all its parameters' types), then `/parameter` or `/$ReturnType`. The schema itself
 * is its namespace. Written independently of the emitter, as the standard reads.
 */
function annotationsOf(document: Json): Found[] {
  const found: Found[] = [];
  const own = (target: string, element: Json, inline: boolean) => {
    for (const [key, value] of Object.entries(element)) if (key.startsWith("@")) found.push({ line: `${target} ${key} = ${JSON.stringify(value)}`, inline });
  };
  for (const [namespace, value] of Object.entries(document)) {
    if (namespace.startsWith("$")) continue;
    const schema = value as Json;
    const qualifier = typeof schema.$Alias === "string" ? schema.$Alias : namespace;
    own(namespace, schema, true);
    for (const [name, member] of Object.entries(schema)) {
      if (name.startsWith("$") || name.startsWith("@")) continue;
      if (Array.isArray(member)) {
        for (const overload of member as Json[]) {
          const parameters = (overload.$Parameter ?? []) as Json[];
          const typeOf = (p: Json) => (p.$Collection === true ? `Collection(${String(p.$Type ?? "Edm.String")})` : String(p.$Type ?? "Edm.String"));
          const signed = overload.$Kind === "Function" ? parameters : overload.$IsBound === true ? parameters.slice(0, 1) : [];
          const target = `${qualifier}.${name}(${signed.map(typeOf).join(",")})`;
          own(target, overload, true);
          for (const parameter of parameters) own(`${target}/${String(parameter.$Name)}`, parameter, true);
          if (overload.$ReturnType) own(`${target}/$ReturnType`, overload.$ReturnType as Json, true);
        }
        continue;
      }
      const element = member as Json;
      own(`${qualifier}.${name}`, element, true);
      for (const [key, child] of Object.entries(element)) {
        if (key.startsWith("$") || key.startsWith("@")) continue;
        if (key.includes("@")) {
          const at = key.indexOf("@");
          found.push({ line: `${qualifier}.${name}/${key.slice(0, at)} ${key.slice(at)} = ${JSON.stringify(child)}`, inline: true });
        } else if (child !== null && typeof child === "object") own(`${qualifier}.${name}/${key}`, child as Json, true);
      }
    }
    for (const [target, annotations] of Object.entries((schema.$Annotations ?? {}) as Json)) own(target, annotations as Json, false);
  }
  return found;
}

const setting = (model: Model, annotationPlacement: "inline" | "out-of-line"): Model => ({ ...model, service: { ...model.service, annotationPlacement } });

const PAIRS: ReadonlyArray<readonly [string, () => Model, () => Model]> = [
  ["the seed model", loadSeedModel, seedModelOutOfLine],
  ["the whole-type-system model (4.0)", fullModel, fullModelOutOfLine],
  ["the whole-type-system model (4.01)", fullModel401, fullModel401OutOfLine],
  ["a model of operations", () => setting(operationsModelOutOfLine(), "inline"), operationsModelOutOfLine],
];

describe.each(PAIRS)("%s, out of line", (_name, inline, outOfLine) => {
  test("has every annotation of the inline document, with the same term and value at the same target, in document order", () => {
    const before = annotationsOf(buildCsdlJson(inline()));
    const after = annotationsOf(buildCsdlJson(outOfLine()));
    expect(before.length).toBeGreaterThan(0);
    expect(after.map((a) => a.line)).toEqual(before.map((a) => a.line));
  });

  test("writes inside an element only the schema's own annotations", () => {
    const json = buildCsdlJson(outOfLine());
    const namespaces = Object.keys(json).filter((key) => !key.startsWith("$"));
    const inline = annotationsOf(json).filter((a) => a.inline && !namespaces.some((ns) => a.line.startsWith(`${ns} `)));
    expect(inline).toEqual([]);
  });

  test("writes the same elements as the inline document, less their annotations", () => {
    const strip = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(strip);
      if (value === null || typeof value !== "object") return value;
      return Object.fromEntries(Object.entries(value as Json).filter(([key]) => !key.includes("@") && key !== "$Annotations").map(([key, member]) => [key, strip(member)]));
    };
    expect(strip(buildCsdlJson(outOfLine()))).toEqual(strip(buildCsdlJson(inline())));
  });
});

describe("targets", () => {
  test("name each operation overload by its signature, then its parameters and return type; enum members and container children by path", () => {
    const json = buildCsdlJson(operationsModelOutOfLine()) as Record<string, CsdlObject>;
    expect(Object.keys(json["Test.Space"]!.$Annotations as CsdlObject)).toEqual([
      "T.Task/ID",
      "T.Level/Low",
      "T.Close(T.Task)",
      "T.Close(T.Task)/reason",
      "T.Close(T.Task)/$ReturnType",
      "T.CloseAll(Collection(T.Task))/tasks",
      "T.Purge()",
      "T.Purge()/before",
      "T.Count(Collection(T.Level),Edm.DateTimeOffset,Edm.String)",
      "T.Count(Collection(T.Level),Edm.DateTimeOffset,Edm.String)/levels",
      "T.Count(Collection(T.Level),Edm.DateTimeOffset,Edm.String)/since",
      "T.Count(Collection(T.Level),Edm.DateTimeOffset,Edm.String)/$ReturnType",
      "T.Newest(Collection(T.Task))/$ReturnType",
      "T.Today()/$ReturnType",
      "T.Container",
      "T.Container/Tasks",
      "T.Container/PurgeTasks",
    ]);
  });

  test("come as Annotations elements after the schema's elements in the XML, the schema's own annotations staying inline", () => {
    const xml = csdlXmlEmitter.emit(operationsModelOutOfLine())[0]!.content;
    expect(xml).toContain(
      [
        '      <Annotations Target="T.Close(T.Task)/$ReturnType">',
        '        <Annotation Term="Core.Description" String="The closed task."/>',
        "      </Annotations>",
      ].join("\n"),
    );
    expect(xml.indexOf("<Annotations ")).toBeGreaterThan(xml.indexOf("</EntityContainer>"));
    const seed = csdlXmlEmitter.emit(seedModelOutOfLine())[0]!.content;
    expect(seed).toContain('<Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="BusinessData">\n      <Annotation Term="Core.SchemaVersion" String="1.0.0"/>');
    // An annotation of an annotation goes with it.
    expect(seed).toMatch(/<Annotations Target="BusinessData\.Container\/Activity_Event">[\s\S]*?<Annotation Term="BusinessData\.PhaseChangeNavigation" NavigationPropertyPath="Phase">\n\s*<Annotation Term="Core\.Description" String="[^"]+"\/>/);
  });

  test("inline, the default, writes no $Annotations", () => {
    const model = modelFrom({ "metadata/service.yaml": SERVICE_YAML, "metadata/model.yaml": OPERATIONS_YAML });
    expect(model.service.annotationPlacement).toBe("inline");
    expect(JSON.stringify(buildCsdlJson(model))).not.toContain("$Annotations");
    expect(csdlXmlEmitter.emit(model)[0]!.content).not.toContain("<Annotations ");
  });
});
