import type { EntitySet, Model } from "../../model/types.js";
import { buildErDiagram, type ErDiagram } from "./er-diagram.js";

/** One row of the index's table of entity sets. */
export interface SetRow {
  readonly name: string;
  readonly entityType: string;
  /** The operations in words: `list, get, create, update, delete`, `phase change`. */
  readonly operations: string;
  readonly description: string;
}

/** What `docs/index.md` says, as plain values. */
export interface IndexPage {
  readonly path: "docs/index.md";
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly basePath: string;
  readonly namespace: string;
  /** Sorted by set name. */
  readonly sets: readonly SetRow[];
  /** Sorted by name; `entityType` and `operations` as for sets. */
  readonly singletons: readonly SetRow[];
  readonly diagram: ErDiagram;
}

/** Builds the index page: the sets and the diagram of the model. */
export function buildIndexPage(model: Model): IndexPage {
  const sets = [...model.entitySets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(setRow);
  return {
    path: "docs/index.md",
    title: model.service.title,
    description: model.service.description ?? "",
    version: model.service.version,
    basePath: model.service.basePath,
    namespace: model.service.namespace,
    sets,
    singletons: [...model.singletons]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((s) => ({ name: s.name, entityType: s.entityType, operations: s.updatable ? "get, update" : "get", description: s.description ?? "" })),
    diagram: buildErDiagram(model),
  };
}

function setRow(set: EntitySet): SetRow {
  const operations: string[] = [...set.operations];
  if (set.phaseChange) operations.push("phase change");
  return { name: set.name, entityType: set.entityType, operations: operations.join(", "), description: set.description ?? "" };
}
