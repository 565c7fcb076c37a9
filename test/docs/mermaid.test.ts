import { createRequire } from "node:module";
import { beforeAll, describe, expect, test } from "vitest";
import { syntheticModelYaml } from "../../src/bench/synthetic-model.js";
import { buildErDiagram, erDiagramTextLength, MERMAID_MAX_TEXT_SIZE } from "../../src/emitters/docs/er-diagram.js";
import { docsEmitter } from "../../src/emitters/docs/index.js";
import { buildIndexPage } from "../../src/emitters/docs/index-page.js";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { loadSeedModel } from "../support/seed.js";
import { mermaidBlocks } from "./markdown-tables.js";
import { tinyDocsModel } from "./tiny-model.js";
import { tinyModel } from "../support/tiny-model.js";

/**
 * The docs' consumer is mermaid itself (CLARIFICATIONS, "The docs' consumer"): every Mermaid block
 * must parse with `mermaid.parse`. Mermaid expects a browser: a jsdom window is installed on
 * globalThis before mermaid is imported (its parser needs `window` and `document`; DOMPurify,
 * which it uses only when rendering, takes the same window).
 */

type Mermaid = { parse(text: string): Promise<unknown> };
let mermaid: Mermaid;

/** The part of jsdom this test uses (jsdom ships no type declarations, and the project compiles without the DOM lib). */
type JsdomConstructor = new (html: string, options: { pretendToBeVisual: boolean }) => { window: { document: unknown } };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };

beforeAll(async () => {
  const dom = new JSDOM("<!doctype html><html><body></body></html>", { pretendToBeVisual: true });
  const globals = globalThis as Record<string, unknown>;
  globals.window = dom.window;
  globals.document = dom.window.document;
  const { default: createDOMPurify } = (await import("dompurify")) as unknown as { default: (w: unknown) => unknown };
  globals.DOMPurify = createDOMPurify(dom.window);
  mermaid = (await import("mermaid")).default as unknown as Mermaid;
});

describe("every Mermaid block parses", () => {
  test("the seed model's docs", async () => {
    const blocks = docsEmitter.emit(loadSeedModel()).flatMap((f) => mermaidBlocks(f.content));
    expect(blocks.length).toBe(1);
    for (const block of blocks) await expect(mermaid.parse(block)).resolves.toEqual({ diagramType: "er", config: {} });
  });

  test("the tiny model's docs", async () => {
    const blocks = docsEmitter.emit(tinyDocsModel()).flatMap((f) => mermaidBlocks(f.content));
    expect(blocks.length).toBe(1);
    await expect(mermaid.parse(blocks[0]!)).resolves.toEqual({ diagramType: "er", config: {} });
  });

  test("a model whose names are Mermaid keywords (entities Class, End, Style, One, To; attributes and types PK, FK, UK)", async () => {
    const keywords = tinyModel(`
enumTypes:
  Uk: { members: [A, B] }
entityTypes:
  Class:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      pk: String
      Fk: Uk
      Uks: { type: Uk, collection: true }
    relationships:
      End: { target: End, cardinality: "N:1" }
  End: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
  Style: { key: [ID], fields: { ID: { type: Guid, nullable: false } }, relationships: { One: { target: One, cardinality: "1:N" } } }
  One: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
  To: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
  erDiagram: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
entitySets:
  Classes: { type: Class }
  Ends: { type: End }
`);
    const blocks = docsEmitter.emit(keywords).flatMap((f) => mermaidBlocks(f.content));
    expect(blocks.length).toBe(1);
    await expect(mermaid.parse(blocks[0]!)).resolves.toEqual({ diagramType: "er", config: {} });
    expect(blocks[0]).toContain("    Uk_[] Uks\n");
  });

  test("a broken block does not (the check can fail)", async () => {
    await expect(mermaid.parse("erDiagram\n  A }}--|| B : \"x\"\n")).rejects.toThrow(/Parse error/);
  });
});

describe("the diagram's size", () => {
  test("is counted exactly as the index template writes it", () => {
    for (const model of [loadSeedModel(), tinyDocsModel()]) {
      const index = docsEmitter.emit(model).find((f) => f.path === "docs/index.md")!;
      const diagram = buildIndexPage(model).diagram!;
      expect(mermaidBlocks(index.content)).toEqual([expect.any(String)]);
      expect(erDiagramTextLength(diagram)).toBe(mermaidBlocks(index.content)[0]!.length);
    }
  });

  test("a model whose diagram is longer than Mermaid draws gets a note instead of a block Mermaid would refuse", () => {
    const model = loadModelFromTexts([{ file: "model.yaml", text: syntheticModelYaml(150) }]).model!;
    const index = docsEmitter.emit(model).find((f) => f.path === "docs/index.md")!.content;
    expect(mermaidBlocks(index)).toEqual([]);
    expect(erDiagramTextLength(buildErDiagram(model))).toBeGreaterThan(MERMAID_MAX_TEXT_SIZE);
    expect(index).toMatch(/^No diagram: the model's 151 entity types make a Mermaid diagram of [\d,]+ characters, more than Mermaid draws \(50,000 by default\)\./m);
  });
});
