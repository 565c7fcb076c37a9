import { typeIndexesOf } from "../common/output-names.js";
import { declaredConstraints, valueConstraints } from "../../model/validation-constraints.js";
import { fileStems } from "../common/file-stems.js";
import type { Model, Operation, TypedValue } from "../../model/types.js";
import { nonBindingParameters } from "../common/body-rules.js";
import { typeText } from "./type-text.js";
import { withDeprecation } from "./deprecation-text.js";
import { deprecationOf } from "../../model/deprecation.js";
import { buildSetPage, buildSingletonPage, type SetPage } from "./set-page.js";
import { buildErDiagram, erDiagramTextLength, MERMAID_MAX_TEXT_SIZE, type ErDiagram } from "./er-diagram.js";

/** One row of the index's table of entity sets. */
export interface SetRow {
  readonly name: string;
  /** The name of its page's file, without `.md` (`fileStems`: the name itself unless another differs from it only in case). */
  readonly page: string;
  readonly entityType: string;
  /** The operations in words: `list, get, create, update, delete`, `phase change`. */
  readonly operations: string;
  readonly description: string;
}

/** One row of the index's table of actions and functions. */
export interface OperationRow {
  readonly name: string;
  /** `action`, `function`, or `function (composable)`. */
  readonly kind: string;
  /** The binding parameter's type for a bound operation (`Collection(Price)`), or "". */
  readonly boundTo: string;
  /** The other parameters, `Name: Type` (`, nullable` where null is allowed), separated by semicolons; "" without any. */
  readonly parameters: string;
  /** The return type, or "" for an action that returns nothing. */
  readonly returns: string;
  /** The action or function imports that make an unbound one callable at the service root, or "". */
  readonly imports: string;
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
  /** The actions and functions, sorted by name. */
  readonly operations: readonly OperationRow[];
  /** The enum types, complex types and type definitions the fields use, each sorted by name. */
  readonly enumTypes: readonly TypeRow[];
  readonly complexTypes: readonly TypeRow[];
  readonly typeDefinitions: readonly TypeRow[];
  /** The model's diagram, or null when its text would be longer than Mermaid draws (`diagramOmitted` says why). */
  readonly diagram: ErDiagram | null;
  readonly diagramOmitted: { readonly entityTypes: string; readonly characters: string; readonly limit: string } | null;
}

/** Builds the index page: the sets and the diagram of the model. */
export function buildIndexPage(model: Model, pages?: readonly SetPage[]): IndexPage {
  // Each row says in words what its page lists: the resource's own operations, and how many more.
  const built = pages ?? [...model.entitySets.map((s) => buildSetPage(model, s)), ...model.singletons.map((s) => buildSingletonPage(model, s))];
  const pageAt = new Map(built.map((page) => [page.path, page]));
  const operationsOf = (path: string) => operationWords(pageAt.get(path)!);
  const stems = fileStems(model);
  const sets = [...model.entitySets]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((set) => {
      const page = stems.setPage(set.name);
      return { name: set.name, page, entityType: set.entityType, operations: operationsOf(`docs/sets/${page}.md`), description: withDeprecation(set.description, set.annotations) };
    });
  return {
    path: "docs/index.md",
    title: model.service.title,
    description: model.service.description ?? "",
    version: model.service.version,
    // The root itself when the service sits at the host's root (the model keeps no trailing slash).
    basePath: model.service.basePath === "" ? "/" : model.service.basePath,
    namespace: model.service.namespace,
    sets,
    singletons: [...model.singletons]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((s) => {
        const page = stems.singletonPage(s.name);
        return { name: s.name, page, entityType: s.entityType, operations: operationsOf(`docs/singletons/${page}.md`), description: withDeprecation(s.description, s.annotations) };
      }),
    operations: [...model.operations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((o) => operationRow(model, o)),
    enumTypes: byName(model.enumTypes).map((t) => ({
      name: t.name,
      // Members with their values: a flags enum's combine (`Read,Write`).
      detail: `${t.isFlags ? "flags: " : ""}${t.members.map((m) => `${m.name} (${m.value})`).join(", ")}`,
      description: withDeprecation(t.description, t.annotations),
    })),
    complexTypes: byName(model.complexTypes).map((t) => ({
      name: t.name,
      detail: `${t.baseType !== undefined ? `derives from ${t.baseType}; ` : ""}${t.properties.map((p) => `${p.name}: ${typeText(p.type, p.collection, p.facets, model.service.namespace, undefined, valueConstraints(p, typeIndexesOf(model).typeDefinitions).allowedValues)}`).join("; ")}`,
      description: withDeprecation(t.description, t.annotations),
    })),
    typeDefinitions: byName(model.typeDefinitions).map((t) => ({ name: t.name, detail: typeText({ kind: "primitive", name: t.underlyingType }, false, t.facets, model.service.namespace, undefined, declaredConstraints(t.annotations, t.underlyingType).allowedValues), description: withDeprecation(t.description, t.annotations) })),
    ...diagramOf(model),
  };
}

/** A named type of the model in the index: what it is made of, and its description. */
export interface TypeRow {
  readonly name: string;
  /** Members with values (enum), fields with types (complex type) or the underlying type with facets (type definition). */
  readonly detail: string;
  readonly description: string;
}

const byName = <T extends { readonly name: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

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

const valueText = (model: Model, value: TypedValue): string => typeText(value.type, value.collection, value.facets, model.service.namespace);

function operationRow(model: Model, operation: Operation): OperationRow {
  const binding = operation.parameters[0];
  const parameters = nonBindingParameters(operation);
  return {
    name: operation.name,
    kind: operation.kind === "function" && operation.isComposable ? "function (composable)" : operation.kind,
    boundTo: operation.isBound && binding ? valueText(model, binding) : "",
    parameters: parameters.map((p) => `${p.name}: ${valueText(model, p)}${p.nullable ? ", nullable" : ""}`).join("; "),
    returns: operation.returnType ? valueText(model, operation.returnType) : "",
    imports: model.operationImports
      .filter((i) => i.operation === operation.name)
      .map((i) => (deprecationOf(i.annotations) === undefined ? i.name : `${i.name} (deprecated)`))
      .join(", "),
    description: withDeprecation(operation.description, operation.annotations),
  };
}

/**
 * A page's operations in words: the resource's own (`list, get`) and how many more the page lists
 * (`list, get; 2 more on its page`). A set that offers nothing of its own (it exists for bindings
 * and $metadata) says so rather than leave the cell empty, or names what its page lists.
 */
function operationWords(page: Pick<SetPage, "ownOperations" | "furtherOperations">): string {
  const own = page.ownOperations.join(", ");
  if (page.furtherOperations === 0) return own || "none";
  return own ? `${own}; ${page.furtherOperations} more on its page` : `${page.furtherOperations} on its page`;
}
