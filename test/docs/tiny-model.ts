import { formatDiagnostics } from "../../src/diagnostics/printer.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

/** A tiny model for the docs: inheritance, a partner pair, a writable and a read-only set, filters and a phase change. */
export const TINY_SERVICE = `service:
  name: Tiny
  namespace: TinyNS
  title: Tiny library
  description: Shelves and books.
  version: "2.1.0"
  basePath: /odata
  updateMethod: PUT
`;

export const TINY_MODEL = `entityTypes:
  Entity:
    abstract: true
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false, computed: true, description: Record identifier }
  Shelf:
    base: Entity
    description: "A shelf | with a pipe"
    fields:
      Label: { type: String, maxLength: 40, description: "Label <b>bold</b>\\nsecond line" }
      Width: { type: Double, nullable: false, description: Width in cm }
      Tags: { type: String, collection: true }
    relationships:
      Books: { target: Book, cardinality: "1:N", partner: Shelf, description: Books on the shelf }
  Book:
    base: Entity
    fields:
      Title: String
    relationships:
      Shelf: { target: Shelf, cardinality: "N:1", partner: Books }
      Stage: { target: Stage, cardinality: "N:1", nullable: false }
  Stage:
    base: Entity
complexTypes:
  Move:
    fields:
      ID: { type: Guid, nullable: false, description: The book }
      StageID: { type: Guid, nullable: false, description: The new stage }
entitySets:
  Shelves:
    type: Shelf
    description: All shelves.
    filters:
      Label: [eq, contains]
      Width: [gt]
  Books:
    type: Book
    readOnly: true
  Moves:
    type: Book
    operations: []
    phaseChange: { body: Move, navigation: Stage, description: Moves a book to a stage. }
`;

/** Loads the tiny model; throws with the diagnostics on an error. */
export function tinyDocsModel(model = TINY_MODEL): Model {
  const files = [
    { file: "metadata/model.yaml", text: model },
    { file: "metadata/service.yaml", text: TINY_SERVICE },
  ];
  const result = loadModelFromTexts(files);
  if (!result.model) throw new Error(formatDiagnostics(result.diagnostics, new Map(files.map((f) => [f.file, f.text]))));
  return result.model;
}
