import { plural } from "../diagnostics/plural.js";
import { markdownCell, markdownCode, markdownText } from "../templating/markdown.js";
import type { Affects, Change, ElementKind } from "./change.js";
import { countChanges } from "./diff-models.js";

/** The two versions compared, as the report names them (`origin/main`, `work tree`). */
export interface ReportLabels {
  readonly base: string;
  readonly head: string;
}

const ELEMENT_WORDS: Record<ElementKind, string> = {
  service: "Service",
  entitySet: "Entity set",
  singleton: "Singleton",
  operation: "Operation",
  filter: "Filter",
  phaseChange: "Phase change",
  binding: "Navigation binding",
  entityType: "Entity type",
  complexType: "Complex type",
  enumType: "Enum type",
  enumMember: "Enum member",
  typeDefinition: "Type definition",
  field: "Field",
  relationship: "Relationship",
  key: "Key of",
  baseType: "Base type of",
  action: "Action",
  function: "Function",
  import: "Import",
};


/** "2 breaking changes, 3 non-breaking", or "no changes". */
export function summaryLine(changes: readonly Change[]): string {
  if (changes.length === 0) return "no changes";
  const { breaking, nonBreaking } = countChanges(changes);
  return `${plural(breaking, "breaking change")}, ${nonBreaking} non-breaking`;
}

const place = (c: Change) => `${c.place.file}:${c.place.line}:${c.place.column}`;
/** Removals point into the base version's files; the suffix says so. */
const placeNote = (c: Change) => (c.placeIn === "base" ? " (base)" : "");
const breaksText = (c: Change) => c.breaks.join(" and ");

/** The stable JSON form: an array of change objects with a fixed key order. */
export function formatJson(changes: readonly Change[]): string {
  const objects = changes.map((c) => ({
    breaking: c.breaking,
    breaks: c.breaks,
    element: c.element,
    name: c.name,
    change: c.change,
    aspect: c.aspect,
    message: c.message,
    place: { file: c.place.file, line: c.place.line, column: c.place.column },
    placeIn: c.placeIn,
    affects: { openApiPaths: c.affects.openApiPaths, openApiSchemas: c.affects.openApiSchemas, csdl: c.affects.csdl, typeScript: c.affects.typeScript },
  }));
  return `${JSON.stringify(objects, null, 2)}\n`;
}

/** Compiler-style lines: `file:line:col breaking (writers) field Price.Price: message`, then what it affects. */
export function formatText(changes: readonly Change[], labels: ReportLabels, alsoChanged: Affects = NO_AFFECTS): string {
  const lines = [`edmgen diff ${labels.base} -> ${labels.head}: ${summaryLine(changes)}`];
  for (const c of changes) {
    const verdict = c.breaking ? `breaking (${breaksText(c)})` : "non-breaking";
    lines.push(oneLine(`${place(c)}${placeNote(c)} ${verdict} ${ELEMENT_WORDS[c.element].toLowerCase()} ${c.name}: ${c.message}`));
    const affects = affectsParts(c.affects, (names) => names.join(", "));
    if (affects.length > 0) lines.push(`    affects ${affects.join("; ")}`);
  }
  const also = affectsParts(alsoChanged, (names) => names.join(", "));
  if (also.length > 0) lines.push(`also changed, not traced to one change above: ${also.join("; ")}`);
  return `${lines.join("\n")}\n`;
}

const NO_AFFECTS: Affects = { openApiPaths: [], openApiSchemas: [], csdl: [], typeScript: [] };

/** A report line kept to one line: line breaks in model text (a default, a description) written as `\n`, `\r`. */
function oneLine(text: string): string {
  return text.replace(/\r/g, "\\r").replace(/\n/g, "\\n");
}

/** Most names listed per output in a Markdown cell; the rest are counted (the JSON form lists all). */
const MARKDOWN_NAME_LIMIT = 8;

/** Markdown for a pull request: a summary line, then a table of breaking changes, then one of the others. */
export function formatMarkdown(changes: readonly Change[], labels: ReportLabels, alsoChanged: Affects = NO_AFFECTS): string {
  const out = [`## Model changes: ${markdownCode(labels.base, false)} → ${markdownCode(labels.head, false)}`, ""];
  if (changes.length === 0) {
    out.push("No changes to the model.");
    return `${out.join("\n")}\n`;
  }
  out.push(`**${markdownText(summaryLine(changes))}**`, "");
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  const codeList = (names: readonly string[]) => {
    const shown = names.slice(0, MARKDOWN_NAME_LIMIT).map((n) => markdownCode(n));
    if (names.length > MARKDOWN_NAME_LIMIT) shown.push(`and ${names.length - MARKDOWN_NAME_LIMIT} more`);
    return shown.join(", ");
  };
  const cells = (c: Change) => [
    `${ELEMENT_WORDS[c.element]} ${markdownCode(c.name)}: ${markdownCell(c.message)}`,
    markdownCode(place(c)) + placeNote(c),
    affectsParts(c.affects, codeList).join("<br>") || "—",
  ];
  if (breaking.length > 0) {
    out.push("### Breaking changes", "", "| Change | Breaks | Where | Affects |", "| --- | --- | --- | --- |");
    for (const c of breaking) {
      const [change, where, affects] = cells(c);
      out.push(`| ${change} | ${breaksText(c)} | ${where} | ${affects} |`);
    }
    out.push("");
  }
  if (other.length > 0) {
    out.push("### Non-breaking changes", "", "| Change | Where | Affects |", "| --- | --- | --- |");
    for (const c of other) out.push(`| ${cells(c).join(" | ")} |`);
    out.push("");
  }
  const also = affectsParts(alsoChanged, codeList);
  if (also.length > 0) out.push(`Also changed, not traced to one change above: ${also.join("; ")}.`, "");
  return `${out.join("\n").replace(/\n+$/, "")}\n`;
}

/** "OpenAPI paths ...", "OpenAPI schemas ...", "CSDL ...", "TypeScript ..." for the outputs a change touches. */
function affectsParts(affects: Affects, list: (names: readonly string[]) => string): string[] {
  const parts: string[] = [];
  if (affects.openApiPaths.length > 0) parts.push(`OpenAPI paths ${list(affects.openApiPaths)}`);
  if (affects.openApiSchemas.length > 0) parts.push(`OpenAPI schemas ${list(affects.openApiSchemas)}`);
  if (affects.csdl.length > 0) parts.push(`CSDL ${list(affects.csdl)}`);
  if (affects.typeScript.length > 0) parts.push(`TypeScript ${list(affects.typeScript)}`);
  return parts;
}
