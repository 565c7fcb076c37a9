import type { Model } from "../../model/types.js";
import { componentName } from "./output-names.js";

/**
 * Model names become file names: every type gets `types/<Name>.ts`; entity, complex and enum types
 * also `validators/<Name>.ts` and `json-schema/<Name>.json`, and every action
 * `json-schema/<Name>.json`; every entity set `docs/sets/<Name>.md`, every singleton
 * `docs/singletons/<Name>.md` (`<Name>` as `fileStems` below gives it). Beside the per-type
 * modules the emitters write modules of their own, whose names a type cannot take.
 */
export const FIXED_MODULES = {
  /** `types/index.ts` and `validators/index.ts`: what a consumer imports. */
  index: "index",
  /** `types/odata.ts`: the collection envelope and the error body. */
  odata: "odata",
  /** `types/operations.ts`: actions and functions. */
  operations: "operations",
} as const;

/**
 * File names from model names that stay distinct on every file system. OData names are
 * case-sensitive, so a model may have `Price` and `price`; their files `Price.ts` and `price.ts`
 * are one file on macOS and Windows, and even on Linux `tsc` refuses a program that imports both
 * (TS1149, since they would be one file elsewhere). Within a group of names that fold to one
 * (lower case, Unicode NFC, as those file systems compare names), the first in code-unit order
 * keeps its name and each later one gets `.2`, `.3`, … (`price.2.ts`); a dot never occurs in an
 * OData identifier, so the result is no other element's name. A generated module of edmgen's own
 * (`index`) always keeps its name. Windows refuses files named like its devices (`CON`, `aux.ts`,
 * `Com1.json`), so such a name is written `Con-file` (a hyphen, which no OData identifier holds,
 * keeps it apart from every other name). Nearly every model has neither, and then every stem is
 * the name itself.
 */
export type StemOf = (name: string) => string;

/** The stems of one folder: `names` are the elements' own stems, `fixed` the files the emitter writes itself. */
export function folderStems(names: Iterable<string>, fixed: readonly string[] = []): StemOf {
  const groups = new Map<string, string[]>();
  const renamed = new Map<string, string>();
  for (const name of new Set(names)) {
    const stem = WINDOWS_DEVICE.test(name) ? `${name}-file` : name;
    if (stem !== name) renamed.set(name, stem);
    const folded = fold(stem);
    const group = groups.get(folded);
    if (group) group.push(name);
    else groups.set(folded, [name]);
  }
  const fixedFolds = new Set(fixed.map(fold));
  for (const [folded, group] of groups) {
    const taken = fixedFolds.has(folded) ? 1 : 0;
    if (group.length + taken < 2) continue;
    group.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    group.forEach((name, i) => {
      if (i + taken > 0) renamed.set(name, `${renamed.get(name) ?? name}.${i + taken + 1}`);
    });
  }
  return renamed.size === 0 ? (name) => name : (name) => renamed.get(name) ?? name;
}

/** The device names Windows reserves, in any case, whatever extension follows (`NUL.txt` is `NUL`). */
const WINDOWS_DEVICE = /^(?:CON|PRN|AUX|NUL|COM[0-9¹²³]|LPT[0-9¹²³])$/i;

/**
 * How case-insensitive file systems compare two names: NTFS by upper case, APFS by case folding
 * and Unicode normal form. Upper then lower case meets both for letters with two lower-case forms
 * (`ς` and `σ`, `ſ` and `s`).
 */
function fold(name: string): string {
  return name.normalize("NFC").toUpperCase().toLowerCase();
}

interface ModelStems {
  /** `types/` and `validators/`: one module per type (and type definition). */
  readonly module: StemOf;
  /** `json-schema/`: one document per type and action, named by the escaped component name. */
  readonly schemaFile: StemOf;
  /** `docs/sets/`. */
  readonly setPage: StemOf;
  /** `docs/singletons/`. */
  readonly singletonPage: StemOf;
}

const stemsOfModel = new WeakMap<Model, ModelStems>();

/** The file stems of a model's outputs, worked out once per model. */
export function fileStems(model: Model): ModelStems {
  let stems = stemsOfModel.get(model);
  if (stems === undefined) {
    const types = [...model.entityTypes, ...model.complexTypes, ...model.enumTypes];
    const actions = model.operations.filter((o) => o.kind === "action");
    stems = {
      module: folderStems([...types, ...model.typeDefinitions].map((t) => t.name), Object.values(FIXED_MODULES)),
      schemaFile: folderStems([...types, ...actions].map((e) => componentName(e.name))),
      setPage: folderStems(model.entitySets.map((s) => s.name)),
      singletonPage: folderStems(model.singletons.map((s) => s.name)),
    };
    stemsOfModel.set(model, stems);
  }
  return stems;
}
