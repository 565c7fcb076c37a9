import { formatDiagnostics } from "../../src/diagnostics/printer.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

/** Template literal without the first line break and the common indentation, so line 1 is the first line written. */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = String.raw({ raw: strings }, ...values).replace(/^\n/, "");
  const indent = Math.min(...text.split("\n").filter((l) => l.trim() !== "").map((l) => l.length - l.trimStart().length));
  return `${text.split("\n").map((l) => l.slice(indent)).join("\n").replace(/\s+$/, "")}\n`;
}

/** The service settings every tiny model shares, kept in a file of their own so model lines count from 1. */
export const SERVICE = yaml`
  service:
    name: Tiny
    namespace: TinyNS
    title: Tiny service
    version: "1.0.0"
    basePath: /odata
    updateMethod: PUT
`;

/** Builds a tiny model from `metadata/service.yaml` and `metadata/model.yaml`; throws with the diagnostics on an error. */
export function tinyModel(text: string, service = SERVICE): Model {
  const files = [
    { file: "metadata/model.yaml", text },
    { file: "metadata/service.yaml", text: service },
  ];
  const { model, diagnostics } = loadModelFromTexts(files);
  if (!model || diagnostics.some((d) => d.severity === "error")) {
    throw new Error(`tiny model does not load:\n${formatDiagnostics(diagnostics, new Map(files.map((f) => [f.file, f.text])))}`);
  }
  return model;
}

/** A tiny model with a writable set (Things), a read-only one (Owners), inheritance, an enum and a linked-only type. */
// Line numbers below refer to this text (line 1 is `entityTypes:`).
export const BASE = yaml`
  entityTypes:
    Entity:
      abstract: true
      key: [ID]
      fields:
        ID: { type: Guid, nullable: false, computed: true }
    Thing:
      base: Entity
      fields:
        Name: { type: String, maxLength: 100 }
        Price: Double
        Count: Int32
        Status: Colour
        Note: { type: String, nullable: false }
      relationships:
        Owner: { target: Owner, cardinality: "N:1" }
        Parts: { target: Part, cardinality: "1:N" }
    Owner:
      base: Entity
      fields:
        Label: { type: String, nullable: false }
    Part:
      key: [Code]
      fields:
        Code: { type: String, nullable: false }
  enumTypes:
    Colour:
      members: [Red, Green]
  entitySets:
    Things:
      type: Thing
      filters:
        Name: [eq, contains]
    Owners:
      type: Owner
      readOnly: true
`;
