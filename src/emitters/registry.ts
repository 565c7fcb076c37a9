import type { Emitter } from "./emitter.js";
import { typescriptEmitter } from "./typescript/index.js";

/**
 * The one ordered list of emitters. Adding an output format is adding one emitter here.
 * Order only decides the order of progress messages; output paths never overlap.
 */
export const EMITTERS: readonly Emitter[] = [
  typescriptEmitter,
];
