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
