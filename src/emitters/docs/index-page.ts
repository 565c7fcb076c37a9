import type { EntitySet, Model } from "../../model/types.js";
import { buildErDiagram, erDiagramTextLength, MERMAID_MAX_TEXT_SIZE, type ErDiagram } from "./er-diagram.js";

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
  /** The model's diagram, or null when its text would be longer than Mermaid draws (`diagramOmitted` says why). */
  readonly diagram: ErDiagram | null;
  readonly diagramOmitted: { readonly entityTypes: string; readonly characters: string; readonly limit: string } | null;
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
    ...diagramOf(model),
  };
}

/** The diagram when Mermaid would draw it; otherwise the figures that say why there is none. */
function diagramOf(model: Model): Pick<IndexPage, "diagram" | "diagramOmitted"> {
  const diagram = buildErDiagram(model);
  const length = erDiagramTextLength(diagram);
  if (length <= MERMAID_MAX_TEXT_SIZE) return { diagram, diagramOmitted: null };
  // Thousands separated by commas, as `toLocaleString("en-US")` writes them, without loading ICU's locale data for it.
  const figure = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");
  return {
    diagram: null,
    diagramOmitted: { entityTypes: figure(model.entityTypes.length), characters: figure(length), limit: figure(MERMAID_MAX_TEXT_SIZE) },
  };
}

function setRow(set: EntitySet): SetRow {
  const operations: string[] = [...set.operations];
  if (set.phaseChange) operations.push("phase change");
  return { name: set.name, entityType: set.entityType, operations: operations.join(", "), description: set.description ?? "" };
}
