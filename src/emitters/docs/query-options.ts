import type { Annotations, EntityType, Model } from "../../model/types.js";
import { queryOptionSupport, type QueryOptionSupport } from "../../model/query-options.js";
import { expandablePaths, orderableNames } from "../openapi/query-parameters.js";
import { markdownCode } from "../../templating/markdown.js";

/** One system query option a page's reads take (OData URL Conventions 4.01, section 5.1). */
export interface QueryOptionRow {
  /** `$select`, or `$top`, `$skip`. */
  readonly option: string;
  /** Which reads take it: `list`, `get`, `list, get`. */
  readonly requests: string;
  /** What it takes, as Markdown (code spans for names). */
  readonly values: string;
}

/** What a page says of the query options: the same the OpenAPI document offers (`queryOptionSupport`). */
export interface QueryOptionsSection {
  readonly queryOptions: readonly QueryOptionRow[];
  /** The options or names the resource's Capabilities annotations withhold, as a sentence (Markdown); "" when none. */
  readonly withheldOptions: string;
  /** Whether a list is read (its answer is a page, which the page describes). */
  readonly listsRecords: boolean;
  /** Whether that page can carry `@odata.count`: only where `$count` is offered. */
  readonly countsRecords: boolean;
}

const code = (text: string) => markdownCode(text, false);
const names = (list: readonly string[]) => list.map(code).join(", ");

/**
 * The query options of a resource's reads: `lists` when its records are listed, `gets` when one is
 * read alone; `filtersDocumented` when the page has filter forms to point to.
 */
export function queryOptionsSection(model: Model, type: EntityType, annotations: Annotations, reads: { lists: boolean; gets: boolean; filtersDocumented: boolean }): QueryOptionsSection {
  const { lists, gets } = reads;
  if (!lists && !gets) return { queryOptions: [], withheldOptions: "", listsRecords: false, countsRecords: false };
  const allows = queryOptionSupport(annotations);
  const both = lists && gets ? "list, get" : lists ? "list" : "get";
  const rows: QueryOptionRow[] = [];
  if (lists) {
    rows.push({
      option: "$filter",
      requests: "list",
      values: reads.filtersDocumented ? "an expression; the forms the service documents are under Filters" : "an expression on the fields (OData URL Conventions, section 5.1.1)",
    });
  }
  if (lists && allows.search) rows.push({ option: "$search", requests: "list", values: "a free-text search expression: words or `\"phrases\"`, with `AND`, `OR`, `NOT` and parentheses" });
  const expandable = expandablePaths(model, type).filter((path) => !allows.nonExpandable.has(path));
  const sortable = orderableNames(model, type).filter((name) => !allows.nonSortable.has(name));
  if (allows.select) rows.push({ option: "$select", requests: both, values: "the fields to return, comma-separated, or `*` for all" });
  if (allows.expand && expandable.length > 0) rows.push({ option: "$expand", requests: both, values: `the relationships to include inline, comma-separated: ${names(expandable)}; or \`*\` for all` });
  if (lists && allows.orderby && sortable.length > 0) {
    // The OpenAPI document enumerates them; one example is enough here.
    rows.push({ option: "$orderby", requests: "list", values: `fields to sort by, comma-separated, each followed by \`asc\` (the default) or \`desc\`, e.g. ${code(`${sortable[0]} desc`)}` });
  }
  const maxTop = model.service.limits.maxTop;
  if (lists && allows.top) rows.push({ option: "$top", requests: "list", values: `the most records to return${maxTop === undefined ? "" : `, at most ${maxTop}`}` });
  if (lists && allows.skip) rows.push({ option: "$skip", requests: "list", values: "the number of records to skip" });
  if (lists && allows.count) rows.push({ option: "$count", requests: "list", values: "`true`: the page also carries `@odata.count`, the number of matching records" });
  return { queryOptions: rows, withheldOptions: withheldText(allows, lists), listsRecords: lists, countsRecords: lists && allows.count };
}

/** The sentence naming what the resource's annotations withhold. */
function withheldText(allows: QueryOptionSupport, lists: boolean): string {
  const parts = [
    ...(lists ? ([["$count", allows.count], ["$top", allows.top], ["$skip", allows.skip], ["$orderby", allows.orderby]] as const) : []),
    ["$select", allows.select] as const,
    ["$expand", allows.expand] as const,
  ]
    .filter(([, offered]) => !offered)
    .map(([option]) => code(option));
  if (lists && allows.orderby && allows.nonSortable.size > 0) parts.push(`${code("$orderby")} by ${names([...allows.nonSortable])}`);
  if (allows.expand && allows.nonExpandable.size > 0) parts.push(`${code("$expand")} of ${names([...allows.nonExpandable])}`);
  if (parts.length === 0) return "";
  return `Not offered here, as the Capabilities annotations in \`$metadata\` say: ${parts.join("; ")}.`;
}
