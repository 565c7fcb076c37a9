import { suggest } from "../diagnostics/suggest.js";
import { readFileSync } from "node:fs";
import { EXIT, FolderError, UsageError, type CliIo } from "./io.js";

const HELP = `edmgen: generate OData service artifacts from a YAML model

Usage:
  edmgen generate [--metadata DIR] [--out DIR] [--check] [--max-file-size N] [--no-cache]
      load, check, emit and write generated/
  edmgen check [--metadata DIR] [--out DIR] [--max-file-size N] [--no-cache]
      exit 1 when generated/ is stale
  edmgen validate [--metadata DIR] [--max-file-size N]
      load and check the model only
  edmgen diff --base REF|DIR [--head REF|DIR] [--metadata DIR] [--format markdown|json|text] [--fail-on-breaking] [--max-file-size N]
      compare two versions of the model, classify every change
  edmgen import <file> [--out DIR] [--force] [--base-path PATH] [--version V] [--max-file-size N]
      CSDL XML/JSON ($metadata) -> metadata/*.yaml
  edmgen --help | --version

Options:
  --metadata DIR       the model's folder (default: metadata)
  --out DIR            the output folder (default: generated)
  --max-file-size N    per-file size limit in bytes (default: 33554432)
  --no-cache           generate / check: neither use nor leave the record of this run (see README)

Exit codes: 0 ok, 1 model errors / stale files / breaking changes, 2 usage or a path that cannot be
read or written, 3 internal error.
`;

type Command = (args: readonly string[], io: CliIo) => number | Promise<number>;

/** Optional commands live in their own modules and are loaded on use, keeping `generate` start-up small. */
const COMMANDS: Record<string, Command> = {
  generate: async (args, io) => (await import("./commands/generate.js")).runGenerate(args, io),
  check: async (args, io) => (await import("./commands/generate.js")).runGenerate(args, io, true),
  validate: async (args, io) => (await import("./commands/generate.js")).runValidate(args, io),
  diff: async (args, io) => (await import("./commands/diff.js")).runDiff([...args], io),
  import: async (args, io) => (await import("./commands/import.js")).runImport([...args], io),
};

/** Runs one CLI invocation and returns its exit code; never exits the process itself. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      io.stdout(HELP);
      return command === undefined ? EXIT.usage : EXIT.ok;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${packageVersion()}\n`);
      return EXIT.ok;
    }
    const handler = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!handler) {
      const close = suggest(command, Object.keys(COMMANDS));
      throw new UsageError(`unknown command '${command}'${close ? ` (did you mean '${close}'?)` : ""}; commands: ${Object.keys(COMMANDS).join(", ")}`);
    }
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(HELP);
      return EXIT.ok;
    }
    return await handler(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`edmgen: ${error.message}\n${error instanceof FolderError ? "" : "Run 'edmgen --help' for usage.\n"}`);
      return EXIT.usage;
    }
    const fileSystem = fileSystemProblem(error);
    if (fileSystem !== undefined) {
      // Not a bug: a path that cannot be read or written (permissions, a file where a folder
      // belongs, a broken disk). (`generate` replaces its output folder only at the end.)
      io.stderr(`edmgen: ${fileSystem}\n`);
      return EXIT.usage;
    }
    io.stderr(`edmgen: internal error: ${(error as Error).message}\nThis is a bug in edmgen; nothing was written.\n`);
    if (process.env.EDMGEN_DEBUG) io.stderr(`${(error as Error).stack}\n`);
    return EXIT.internal;
  }
}

const FILE_SYSTEM_CODES: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder, not a file",
  ENOENT: "no such file or folder",
  ELOOP: "too many symbolic links (a link loop?)",
  EIO: "input/output error",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
  EBUSY: "the file or folder is busy",
};

/** A readable sentence for a failed file-system call (`cannot open 'x.yaml': permission denied`), or undefined for other errors. */
function fileSystemProblem(error: unknown): string | undefined {
  const { code, syscall, path } = (error ?? {}) as NodeJS.ErrnoException;
  if (code === undefined || !Object.hasOwn(FILE_SYSTEM_CODES, code)) return undefined;
  return `cannot ${syscall ?? "access"}${path !== undefined ? ` '${path}'` : ""}: ${FILE_SYSTEM_CODES[code]} (${code})`;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}
