import type { Emitter } from "./emitter.js";

/**
 * The one ordered list of emitters. Adding an output format is adding one emitter here.
 * Order only decides the order of progress messages; output paths never overlap.
 */
export const EMITTERS: readonly Emitter[] = [
  // one line per emitter, e.g. typescriptEmitter,
];
