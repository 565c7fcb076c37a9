/** Where a command writes, and where it runs: injected so commands run in-process in tests. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
  /** The environment (`process.env` when not given). */
  readonly env?: NodeJS.ProcessEnv;
}

/** Exit codes, the same for every command. */
export const EXIT = {
  ok: 0,
  /** The input has errors, or a check failed (stale files, breaking changes under --fail-on-breaking). */
  failed: 1,
  /** Unknown command or flag, a missing path, a git ref that does not exist. */
  usage: 2,
  /** A bug in edmgen: please report it. */
  internal: 3,
} as const;

/** A usage error: reported as `edmgen: message` with exit code 2. */
export class UsageError extends Error {}

/**
 * A folder that cannot be used as asked (the output folder busy, holding files of someone else's,
 * around the model): exit code 2 like a usage error, without pointing to `--help`, which would
 * not help.
 */
export class FolderError extends UsageError {}

/**
 * The `--max-file-size` option: a positive number of bytes in decimal digits (`Number` would also
 * take `1e3`, `0x10` and ` 7 `); undefined when not given.
 */
export function maxFileSizeOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const bytes = Number(text);
  if (!/^[1-9][0-9]*$/.test(text) || !Number.isSafeInteger(bytes)) throw new UsageError("--max-file-size takes a positive number of bytes, in decimal digits");
  return bytes;
}
