/** Temporary copies of a project (metadata + an output folder) for CLI tests, and a snapshot of a folder tree. */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import type { CliIo } from "../../src/cli/io.js";

/** The repository's seed metadata. */
export const SEED_METADATA = new URL("../../metadata/", import.meta.url).pathname;

/** A file that breaks the seed model twice: a misspelt type on line 6 and a misspelt target on line 9. */
export const BROKEN_FILE = {
  name: "zz-broken.yaml",
  text: [
    "entityTypes:",
    "  Broken:",
    "    key: [ID]",
    "    fields:",
    "      ID: Guid",
    "      Amount: Dubble",
    "    relationships:",
    "      Owner:",
    "        target: Prise",
    '        cardinality: "N:1"',
    "",
  ].join("\n"),
};

/** What `generate` prints to stderr for the broken seed model, to the byte. */
export const BROKEN_REPORT = [
  "metadata/zz-broken.yaml:6:15 error EDM0202 unknown type 'Dubble' for field 'Amount' of 'Broken' (did you mean 'Double'?)",
  "          Amount: Dubble",
  "                  ^",
  "metadata/zz-broken.yaml:9:17 error EDM0203 relationship 'Owner' targets unknown type 'Prise' (did you mean 'Price'?)",
  "            target: Prise",
  "                    ^",
  "    hint: declare the target under entityTypes (a key-only type is enough for an entity that is only linked)",
  "2 errors, 0 warnings; nothing written",
  "",
].join("\n");

/** What `validate` prints for the same model: the same report; it writes nothing in any case, so it does not say so. */
export const BROKEN_VALIDATE_REPORT = BROKEN_REPORT.replace("; nothing written", "");

/** A temporary project: `metadata/` (a copy of the seed, optionally broken) and `generated/` holding a marker file. */
export function makeProject(options: { broken?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), "edmgen-cli-"));
  cpSync(SEED_METADATA, join(root, "metadata"), { recursive: true });
  if (options.broken) writeFileSync(join(root, "metadata", BROKEN_FILE.name), BROKEN_FILE.text);
  mkdirSync(join(root, "generated", "csdl"), { recursive: true });
  writeFileSync(join(root, "generated", "MARKER.txt"), "written by the test; must survive a failed run\n");
  writeFileSync(join(root, "generated", "csdl", "metadata.xml"), "<old/>\n");
  return root;
}

export const removeProject = (root: string): void => rmSync(root, { recursive: true, force: true });

/** Every file and folder below `root` with its bytes and modification time, so "untouched" can be asserted exactly. */
export function snapshotTree(root: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const rel = relative(root, path).split(sep).join("/");
      const stat = statSync(path);
      if (stat.isDirectory()) {
        entries[`${rel}/`] = `dir mtime=${stat.mtimeMs}`;
        walk(path);
      } else {
        entries[rel] = `mtime=${stat.mtimeMs} ${readFileSync(path).toString("base64")}`;
      }
    }
  };
  walk(root);
  return entries;
}

/** A CLI io that records what a command prints. */
export function recordingIo(cwd: string): CliIo & { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  return {
    cwd,
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    out: () => out,
    err: () => err,
  };
}

/** Lines of a stack trace ("    at fn (file:1:2)"), which the CLI must never print. */
export const stackLines = (text: string): string[] => text.split("\n").filter((line) => /^\s+at /.test(line));
