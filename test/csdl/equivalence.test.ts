import { describe, expect, test } from "vitest";
import { buildCsdlJson, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import type { Model } from "../../src/model/types.js";
import { loadSeedModel } from "../support/seed.js";
import { fullModel, fullModel401 } from "./full-model.js";
import { oasisXmlToJson } from "./helpers.js";
import { fullModel401OutOfLine, fullModelOutOfLine, operationsModelOutOfLine, seedModelOutOfLine } from "./out-of-line-models.js";
import { securedModel } from "./secured-model.js";

/**
 * metadata.xml and metadata.json say the same thing: the OASIS converter (`odata-csdl`'s
 * xml2json, written independently of edmgen by the OData TC) turns our XML into CSDL JSON, which
 * must deep-equal our JSON. Only differences that the CSDL specification documents as
 * representation-neutral are normalised, each where the converter departs from the spec:
 *
 * 1. `$SRID`: CSDL JSON 4.01, section 3.4.5 (and csdl.schema.json) write it as a string; the
 *    converter writes a numeric SRID as a number. Normalised: numbers become strings.
 * 2. `$Precision` of temporal types: CSDL XML 4.01, section 3.4.3 gives every temporal value
 *    (DateTimeOffset, Duration, TimeOfDay) without Precision a precision of 0, which CSDL JSON
 *    must state (absent means unspecified there); the converter states it for DateTimeOffset only.
 *    Normalised: `$Precision: 0` added to Duration and TimeOfDay elements and to type definitions
 *    of a temporal underlying type that the converter left without one.
 * 3. A record's type: CSDL JSON 4.01, section 14.4.13 writes it as the `type` control information
 *    (OData JSON Format 4.01, section 4.5.3: a URI whose fragment is the qualified name, relative
 *    to the document, whose references declare the vocabulary's alias; `#Authorization.Http`).
 *    The converter writes it `@odata.type` in a 4.0 document and puts the URI of the XML
 *    reference in front of the fragment. Normalised: `@type`, the fragment alone.
 *
 * Member order is not compared (CSDL JSON objects are unordered, RFC 8259 section 4); array order is.
 */
function normaliseConverterOutput(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseConverterOutput);
  if (value === null || typeof value !== "object") return value;
  const result: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if ((key === "@odata.type" || key === "@type") && typeof member === "string") result["@type"] = member.slice(member.indexOf("#"));
    else result[key] = key === "$SRID" && typeof member === "number" ? String(member) : normaliseConverterOutput(member);
  }
  const type = result.$Type ?? result.$UnderlyingType;
  const temporal = ["Edm.Duration", "Edm.TimeOfDay", "Edm.DateTimeOffset"].includes(type as string);
  if (temporal && result.$Precision === undefined && result.$Kind !== "Term") result.$Precision = 0;
  return result;
}

const MODELS: ReadonlyArray<readonly [string, () => Model]> = [
  ["the seed model", loadSeedModel],
  ["the whole-type-system model (4.0)", fullModel],
  ["the whole-type-system model (4.01)", fullModel401],
  ["a model with a security scheme of every kind", securedModel],
  ["the seed model, annotations out of line", seedModelOutOfLine],
  ["the whole-type-system model (4.0), annotations out of line", fullModelOutOfLine],
  ["the whole-type-system model (4.01), annotations out of line", fullModel401OutOfLine],
  ["a model of operations, annotations out of line", operationsModelOutOfLine],
];

describe.each(MODELS)("%s", (_name, load) => {
  test("the OASIS converter's reading of metadata.xml deep-equals metadata.json", () => {
    const model = load();
    const [xml] = csdlXmlEmitter.emit(model);
    expect(normaliseConverterOutput(oasisXmlToJson(xml!.content))).toStrictEqual(buildCsdlJson(model));
  });
});

describe("the normalisation is no wider than documented", () => {
  test("without it, the converter departs from CSDL JSON in SRID and temporal precision, as described", () => {
    const model = fullModel();
    const converted = oasisXmlToJson(csdlXmlEmitter.emit(model)[0]!.content) as Record<string, Record<string, Record<string, unknown>>>;
    const ours = buildCsdlJson(model) as Record<string, Record<string, Record<string, unknown>>>;
    const product = converted["Example.Shop"]!.Product!;
    // A temporal element the model gives no precision: the XML leaves Precision out (0, XML's default).
    expect(product.Warranty).toEqual({ $Type: "Edm.Duration", $Nullable: true });
    expect(ours["Example.Shop"]!.Product!.Warranty).toEqual({ $Type: "Edm.Duration", $Nullable: true, $Precision: 0 });
    // One the model says `precision: 0` for is written so, and reads back alike.
    expect(product.Opens).toEqual({ $Type: "Edm.TimeOfDay", $Nullable: true, $Precision: 0 });
    expect(converted["Example.Shop"]!.Spot!.$SRID).toBe(4326);
    expect(ours["Example.Shop"]!.Spot!.$SRID).toBe("4326");
  });

  test("without it, the converter names a record's type with the XML reference's URI, as @odata.type in 4.0, as described", () => {
    const model = securedModel();
    const records = (json: Record<string, unknown>) => ((json["Test.Space"] as Record<string, Record<string, unknown>>).Container!["@Authorization.Authorizations"] as Array<Record<string, unknown>>)[0]!;
    const converted = records(oasisXmlToJson(csdlXmlEmitter.emit(model)[0]!.content));
    expect(converted["@odata.type"]).toBe("https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Authorization.V1.xml#Authorization.Http");
    expect(converted["@type"]).toBeUndefined();
    expect(records(buildCsdlJson(model))["@type"]).toBe("#Authorization.Http");
  });
});
