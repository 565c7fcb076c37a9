import type { Model } from "../model/types.js";

/** One emitted file: a POSIX path relative to the output folder, and its full text (LF line ends, trailing newline). */
export interface OutputFile {
  readonly path: string;
  readonly content: string;
}

/**
 * The emitter contract: a pure function of the model. Emitters never touch the file system, never
 * read YAML and never call another emitter; shared building blocks live in modules both import.
 */
export interface Emitter {
  /** Short stable name, used in messages and by `--only` style options. */
  readonly name: string;
  /** Every file, sorted by path. */
  emit(model: Model): OutputFile[];
  /**
   * The same files one at a time, as they are made: a run writes each file and lets it go before
   * the next is made (strings that die young cost the garbage collector little; a list of a
   * thousand modules, or a document of tens of megabytes, held to the end is copied by every
   * collection on the way).
   */
  emitOneByOne(model: Model): Iterable<OutputFile>;
}

/** An emitter from a generator of its files. */
export function oneByOneEmitter(name: string, files: (model: Model) => Iterable<OutputFile>): Emitter {
  return { name, emit: (model) => [...files(model)].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), emitOneByOne: files };
}
