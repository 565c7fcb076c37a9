/**
 * Reads the bad-model corpus (test/fixtures/bad-models/): one case per file, or per folder when a
 * case needs several files. Each case states what the loader must report in comment lines:
 *
 *   # expect: 12:7 EDM0202                       one line per expected diagnostic, in this file
 *   # expect: 12:7 EDM0202 unknown type 'X' ...  the same, and the message must be exactly this
 *   # expect: b.yaml:3:3 EDM0204                 a diagnostic in another file of a folder case
 *   # expect: .:0:0 EDM0001                      a diagnostic on the case folder itself
 *   # max-file-size: 200                         load with this per-file size limit (bytes)
 *   # bug: what is wrong                         a known loader bug: the exact check is `it.fails`
 *   # actual: 15:1 EDM0005                       with `bug:`, what the loader reports today
 *
 * `bug` and `actual` lines sit at the end of the file, so deleting them once a bug is fixed moves
 * no position (see the corpus README).
 *
 * Directive lines are read leniently (bytes that are not UTF-8 become U+FFFD), so a case that is
 * not UTF-8 can still carry them.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import { join } from "node:path";

/** The corpus folder. */
export const CORPUS_DIR = new URL("../fixtures/bad-models/", import.meta.url);

/** One expected (or, for a known bug, actual) diagnostic. `file` is relative to the case folder ("." is the folder). */
export interface Expectation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly code: string;
  readonly message?: string;
}

export interface BadModelCase {
  /** The file or folder name. */
  readonly name: string;
  /** Files of the case, relative to the case folder, with their bytes; a symbolic link with its target instead. */
  readonly files: ReadonlyArray<{ readonly path: string; readonly bytes: Buffer; readonly linkTo?: string }>;
  readonly expected: readonly Expectation[];
  readonly maxFileSize?: number;
  /** Known loader bugs this case shows (empty when the loader is right). */
  readonly bugs: readonly string[];
  /** What the loader reports today, when `bugs` is not empty and the case pins it. */
  readonly actual: readonly Expectation[];
}

const DIRECTIVE = /^#\s*(expect|actual|max-file-size|bug):\s*(.*?)\s*$/;
const POSITIONED = /^(?:(\S+):)?(\d+):(\d+)\s+(EDM\d{4})(?:\s+(.+))?$/;

/** Every case in the corpus, in name order. */
export function readCorpus(): BadModelCase[] {
  const dir = CORPUS_DIR.pathname;
  return readdirSync(dir)
    .filter((name) => name !== "README.md")
    .sort()
    .map((name) => readCase(dir, name));
}

function readCase(dir: string, name: string): BadModelCase {
  const path = join(dir, name);
  const files = statSync(path).isDirectory()
    ? listFiles(path).map((rel) =>
        lstatSync(join(path, rel)).isSymbolicLink() ? { path: rel, bytes: Buffer.alloc(0), linkTo: readlinkSync(join(path, rel)) } : { path: rel, bytes: readFileSync(join(path, rel)) },
      )
    : [{ path: name, bytes: readFileSync(path) }];
  const expected: Expectation[] = [];
  const actual: Expectation[] = [];
  const bugs: string[] = [];
  let maxFileSize: number | undefined;
  for (const file of files) {
    for (const line of new TextDecoder().decode(file.bytes).split(/\r?\n/)) {
      const match = DIRECTIVE.exec(line);
      if (!match) continue;
      const [, kind, value] = match as unknown as [string, string, string];
      if (kind === "bug") bugs.push(value);
      else if (kind === "max-file-size") maxFileSize = Number(value);
      else (kind === "expect" ? expected : actual).push(parseExpectation(value, file.path, `${name}: ${line}`));
    }
  }
  if (expected.length === 0) throw new Error(`bad-model case ${name} states no '# expect:' line`);
  if (actual.length > 0 && bugs.length === 0) throw new Error(`bad-model case ${name} has '# actual:' lines but no '# bug:' line`);
  return { name, files, expected, bugs, actual, ...(maxFileSize !== undefined ? { maxFileSize } : {}) };
}

function parseExpectation(text: string, file: string, where: string): Expectation {
  const match = POSITIONED.exec(text);
  if (!match) throw new Error(`cannot read the expectation '${where}' (want 'LINE:COL CODE [message]')`);
  const [, otherFile, line, column, code, message] = match;
  return { file: otherFile ?? file, line: Number(line), column: Number(column), code: code!, ...(message !== undefined ? { message } : {}) };
}

function listFiles(root: string, prefix = ""): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(root, rel) : [rel];
    })
    .sort();
}

/** `file:line:col CODE`, plus the message when the expectation for that place states one. */
export function describeExpectation(e: Expectation, withMessage: boolean): string {
  return `${e.file}:${e.line}:${e.column} ${e.code}${withMessage && e.message !== undefined ? ` ${e.message}` : ""}`;
}
