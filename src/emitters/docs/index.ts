import { GENERATED_NOTICE } from "../common/generated-notice.js";
import { oneByOneEmitter, type Emitter, type OutputFile } from "../emitter.js";
import type { Model } from "../../model/types.js";
import { templates } from "../../templating/templates.js";
import { buildIndexPage, type IndexPage } from "./index-page.js";
import { buildSetPage, buildSingletonPage, type SetPage } from "./set-page.js";

export type { IndexPage, SetRow } from "./index-page.js";
export type { FieldRow, FilterRow, OperationRow, PhaseChangeSection, RelationshipRow, SetPage } from "./set-page.js";
export type { ErDiagram, ErEntity, ErLine } from "./er-diagram.js";

/** The docs of a model as plain values: the index and one page per entity set (sorted by set name). */
export interface DocsPages {
  readonly index: IndexPage;
  readonly sets: readonly SetPage[];
  /** One page per singleton, sorted by name. */
  readonly singletons: readonly SetPage[];
}

/** Builds what the docs say, without rendering it (tests read these objects directly). */
export function buildDocsPages(model: Model): DocsPages {
  const sets = [...model.entitySets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((set) => buildSetPage(model, set));
  const singletons = [...model.singletons].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((s) => buildSingletonPage(model, s));
  return { index: buildIndexPage(model, [...sets, ...singletons]), sets, singletons };
}

/** `generated/docs/`: `index.md` (sets, singletons and the Mermaid diagram), `sets/<Set>.md` and `singletons/<Singleton>.md`, from the Handlebars templates. */
export const docsEmitter: Emitter = oneByOneEmitter("docs", function* (model: Model): Generator<OutputFile> {
  const pages = buildDocsPages(model);
  const t = templates();
  yield { path: pages.index.path, content: finish(t.render("docs/index.md", pages.index)) };
  for (const page of [...pages.sets, ...pages.singletons]) yield { path: page.path, content: finish(t.render("docs/set.md", page)) };
});

/**
 * The first line of every page, as every generated TypeScript module has one: hidden when the
 * Markdown is rendered, and what tells the pages from notes of someone's own in `docs/`, which
 * `generate` then refuses to remove.
 */
export const DOCS_MARK = `<!-- ${GENERATED_NOTICE} -->\n`;

/** The mark, then the text with exactly one trailing newline (the templates' whitespace control keeps the rest tidy; a test checks it). */
function finish(text: string): string {
  return DOCS_MARK + (text.endsWith("\n") && !text.endsWith("\n\n") ? text : `${text.replace(/\n+$/, "")}\n`);
}
