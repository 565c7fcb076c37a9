import { createDiagnostic, type Location } from "../diagnostics/diagnostic.js";
import { vocabularyOfAlias } from "../model/annotation-terms.js";
import type { ImportContext } from "./import-context.js";

/**
 * Namespaces and aliases of one document (CSDL 4.01, section 3.4 and 5.1): every schema and every
 * included vocabulary may be named by its namespace or its alias.
 */
export class QualifiedNames {
  private readonly namespaces = new Map<string, string>();
  /** Elements moved into another schema (see `selectSchema`): their new full names, by their full names in the document. */
  private readonly renamed = new Map<string, string>();

  /** Declares a namespace and its alias. */
  add(namespace: string, alias?: string): void {
    this.namespaces.set(namespace, namespace);
    if (alias) this.namespaces.set(alias, namespace);
  }

  /** Records that an element of the document (by its full name) is carried under another one. */
  rename(from: string, to: string): void {
    this.renamed.set(from, to);
  }

  /** The name a moved element is carried under, when `qualifiedName` (with namespace or alias) names one. */
  moved(qualifiedName: string): string | undefined {
    return this.renamed.get(this.full(qualifiedName));
  }

  /** The namespace a namespace or alias names, if declared. */
  namespaceOf(qualifier: string): string | undefined {
    return this.namespaces.get(qualifier);
  }

  /**
   * `Core.Description` -> `Org.OData.Core.V1.Description`. A standard vocabulary's alias the
   * document does not declare is read as that vocabulary (EDM0505 says so where a term is named
   * that way); names with any other undeclared qualifier are returned unchanged.
   */
  full(qualifiedName: string): string {
    const dot = qualifiedName.lastIndexOf(".");
    if (dot < 0) return qualifiedName;
    const qualifier = qualifiedName.slice(0, dot);
    const namespace = this.namespaces.get(qualifier) ?? vocabularyOfAlias(qualifier);
    return namespace ? `${namespace}${qualifiedName.slice(dot)}` : qualifiedName;
  }

  /** An annotation key part `Term#Qualifier` with the term's full name. */
  fullTerm(termWithQualifier: string): string {
    const hash = termWithQualifier.indexOf("#");
    return hash < 0 ? this.full(termWithQualifier) : this.full(termWithQualifier.slice(0, hash)) + termWithQualifier.slice(hash);
  }

  /**
   * A path expression (CSDL 4.01, section 14.4.1) with the full names of its qualified segments:
   * type casts and bound operations (`Alias.Type`) and term casts (`@SAP__UI.LineItem#Q`), so a
   * path keeps its meaning whatever aliases the written document declares for them.
   */
  fullPath(path: string): string {
    return path
      .split("/")
      .map((segment) => {
        const at = segment.indexOf("@");
        const head = at < 0 ? segment : segment.slice(0, at);
        const terms = at < 0 ? [] : segment.slice(at + 1).split("@");
        // A bound operation's segment may carry its parameter list: the name is what precedes it.
        const paren = head.indexOf("(");
        const name = paren < 0 ? head : head.slice(0, paren);
        const qualified = name.includes(".") ? this.full(name) + head.slice(name.length) : head;
        return [qualified, ...terms.map((term) => this.fullTerm(term))].join("@");
      })
      .join("/");
  }

  /** Enum member values `Core.Permission/Read Core.Permission/Write` with full type names. */
  fullEnumMembers(value: string): string {
    return value
      .trim()
      .split(/\s+/)
      .map((member) => {
        const slash = member.indexOf("/");
        return slash < 0 ? member : this.full(member.slice(0, slash)) + member.slice(slash);
      })
      .join(" ");
  }
}

/** A qualified name split into its namespace (or alias) and its local name. */
export function splitQualified(name: string): { qualifier: string; local: string } {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? { qualifier: "", local: name } : { qualifier: name.slice(0, dot), local: name.slice(dot + 1) };
}

/**
 * EDM0505 for a term named by a standard vocabulary's alias (`Measures.ISOCurrency`) that the
 * document does not declare: the format reads the alias as that vocabulary, which the document
 * most likely meant but never said.
 */
export function reportUndeclaredAlias(ctx: ImportContext, names: QualifiedNames, term: string, describe: () => string, at: Location): void {
  const { qualifier } = splitQualified(term.split("#")[0]!);
  if (qualifier === "" || names.namespaceOf(qualifier) !== undefined) return;
  const namespace = vocabularyOfAlias(qualifier);
  if (namespace !== undefined) ctx.diagnostics.push(createDiagnostic("EDM0505", { annotation: term, element: describe(), alias: qualifier, namespace }, at));
}
