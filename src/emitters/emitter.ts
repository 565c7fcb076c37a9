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
  emit(model: Model): OutputFile[];
  /**
   * The same files one at a time, for emitters whose files are tens of megabytes on a large
   * model: a run writes each one and lets it go before the next is built.
   */
  emitOneByOne?(model: Model): Iterable<OutputFile>;
}

/**
 * An emitter from a generator of its files: a run writes each file and lets it go before the next
 * is made (strings that die young cost the garbage collector little; a list of a thousand
 * modules held to the end is copied by every collection on the way), and `emit` lists them.
 */
export function oneByOneEmitter(name: string, files: (model: Model) => Iterable<OutputFile>): Emitter {
  return { name, emit: (model) => [...files(model)], emitOneByOne: files };
}
