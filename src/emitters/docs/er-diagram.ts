import type { Cardinality, EntityType, Model, NavigationProperty } from "../../model/types.js";
import { lookupOf } from "./lookup.js";

/**
 * The model as a Mermaid entity-relationship diagram (mermaid.js.org, "Entity Relationship
 * Diagrams"): every entity type with its own fields, inheritance as a dotted `is a` line, each
 * relationship once (a partner pair is one line labelled with both names).
 */

export interface ErAttribute {
  readonly type: string;
  readonly name: string;
  /** `PK` for key fields, "" otherwise. */
  readonly marker: string;
}

export interface ErEntity {
  readonly name: string;
  readonly attributes: readonly ErAttribute[];
}

export interface ErLine {
  readonly from: string;
  /** Crow's-foot notation, e.g. `}o--||`. */
  readonly notation: string;
  readonly to: string;
  readonly label: string;
}

export interface ErDiagram {
  readonly entities: readonly ErEntity[];
  readonly lines: readonly ErLine[];
}

/**
 * Crow's foot for a relationship seen from its declaring type (left) to its target (right):
 * `N:1` many-to-one, `1:N` one-to-many; an optional single end is `o|` (`|o` on the left), a
 * required one `||`. The left end of `1:N` and `1:1` is the partner's, when there is one (a
 * nullable partner makes it optional); without one it is optional too: `1:N` says one record
 * holds many, not that every target record has a holder (two types may each hold many of a third).
 */
export function crowsFoot(cardinality: Cardinality, nullable: boolean, partnerNullable?: boolean): string {
  const single = nullable ? "o|" : "||";
  const back = partnerNullable === false ? "||" : "|o";
  switch (cardinality) {
    case "N:1":
      return `}o--${single}`;
    case "1:1":
      return `${back}--${single}`;
    case "1:N":
      return `${back}--o{`;
    case "N:N":
      return "}o--o{";
  }
}

/**
 * An attribute's type or name as Mermaid reads it: the key markers `PK`, `FK` and `UK` (any case)
 * are keywords there, so such a name gets a trailing `_`. (Entity names are quoted in the
 * template, which Mermaid reads since 9.2, so `Class` or `End` are names too.)
 */
function mermaidWord(name: string): string {
  // A soft hyphen (U+00AD, a format character OData names may hold) stops Mermaid's attribute
  // lexer; it is invisible anyway, so the diagram leaves it out.
  const word = name.replace(/\u00AD/g, "");
  return /^(pk|fk|uk)$/i.test(word) ? `${word}_` : word;
}

/** Builds the diagram of the model's entity types, in model order (base types first). */
export function buildErDiagram(model: Model): ErDiagram {
  const { entityTypes } = lookupOf(model);
  const entities = model.entityTypes.map((type) => ({
    name: type.name,
    attributes: type.ownProperties.map((p) => ({
      // Mermaid attribute types are single words; Collection(T) is written T[].
      type: p.collection ? `${mermaidWord(p.type.name)}[]` : mermaidWord(p.type.name),
      name: mermaidWord(p.name),
      // A key part may lie inside a complex field (`Info/PersonId`, with an alias): that field is part of the key.
      marker: type.ownKey.some((k) => k.path === p.name || k.path.startsWith(`${p.name}/`)) ? "PK" : "",
    })),
  }));
  const lines: ErLine[] = [];
  for (const type of model.entityTypes) {
    if (type.baseType !== undefined) lines.push({ from: type.name, notation: "||..||", to: type.baseType, label: "is a" });
    for (const nav of type.ownNavigations) {
      const partner = partnerOf(entityTypes, nav);
      if (partner && drawnFromPartner(type, nav, partner)) continue;
      const partnerNullable = partner && !partner.collection ? partner.nullable : undefined;
      lines.push({ from: type.name, notation: crowsFoot(nav.cardinality, nav.nullable, partnerNullable), to: nav.target, label: partner ? `${nav.name} / ${partner.name}` : nav.name });
    }
  }
  return { entities, lines };
}

/**
 * Mermaid's default `maxTextSize` (mermaid.js.org, config schema): a diagram text longer than this
 * is not drawn but replaced by an error ("Maximum text size in diagram exceeded"), by Mermaid and
 * by the sites that render Markdown with it.
 */
export const MERMAID_MAX_TEXT_SIZE = 50_000;

/**
 * The length of the diagram's text as `templates/docs/index.md.hbs` writes it (`erDiagram`, one
 * line per attribute and per relationship, two-space indentation; a test checks the two agree).
 * Counted before rendering, so that a diagram too large to draw costs no rendering either.
 */
export function erDiagramTextLength(diagram: ErDiagram): number {
  let length = "erDiagram\n".length;
  for (const entity of diagram.entities) {
    if (entity.attributes.length === 0) {
      length += `  "${entity.name}"\n`.length;
      continue;
    }
    length += `  "${entity.name}" {\n`.length + "  }\n".length;
    for (const a of entity.attributes) length += `    ${a.type} ${a.name}${a.marker ? ` ${a.marker}` : ""}\n`.length;
  }
  for (const line of diagram.lines) length += `  "${line.from}" ${line.notation} "${line.to}" : "${line.label}"\n`.length;
  return length;
}

/** The navigation on the target that leads back, when both ends name each other as partner. */
function partnerOf(types: ReadonlyMap<string, EntityType>, nav: NavigationProperty): NavigationProperty | undefined {
  if (nav.partner === undefined) return undefined;
  const candidate = types.get(nav.target)?.navigations.find((n) => n.name === nav.partner);
  return candidate?.partner === nav.name ? candidate : undefined;
}

/** A partner pair is drawn once, from the end whose `Type.Navigation` sorts first. */
function drawnFromPartner(type: EntityType, nav: NavigationProperty, partner: NavigationProperty): boolean {
  const mine = `${type.name}.${nav.name}`;
  const theirs = `${partner.declaredIn}.${partner.name}`;
  return theirs < mine;
}
