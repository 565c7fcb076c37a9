/**
 * `npm run bench`: wall time and peak memory of whole `edmgen generate` processes (node start to
 * exit, all outputs, writing included) on the seed model and on synthetic models of 100, 1,000
 * and 5,000 entity types with 30 fields and cyclic N:1 / 1:N relationships each. Each figure is
 * the median of several runs after a warm-up, from an empty output folder ("cold") and with
 * nothing changed ("no change": answered from the record the last run left, and with
 * `--no-cache`, the full work of a run without a record). Then `edmgen import` of the 1,000-type model's own
 * `$metadata` (a CSDL XML document), and generating all outputs from what it imported; last,
 * cold runs of the 1,000-type model right after deleting its previous output (see `setAside`).
 * A benchmark, not a test: it prints, it asserts nothing.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { csdlXmlEmitter } from "../emitters/csdl/index.js";
import { loadModelFromTexts } from "../pipeline.js";
import { syntheticModelYaml } from "./synthetic-model.js";

const CHILD = new URL("./child-with-memory.js", import.meta.url).pathname;
const REPO = new URL("../../", import.meta.url).pathname;
const RUNS = Number(process.env.EDMGEN_BENCH_RUNS ?? 3);

interface Sample {
  readonly ms: number;
  readonly rssMiB: number;
}

/** Runs `edmgen <args>` in a fresh process and measures it. */
function measure(args: readonly string[], cwd: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [CHILD, ...args], { cwd, stdio: ["ignore", "ignore", "pipe", "pipe"] });
    let rss = "";
    let stderr = "";
    child.stdio[3]!.on("data", (chunk: Buffer) => (rss += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) reject(new Error(`edmgen ${args.join(" ")} exited ${code}: ${stderr.slice(0, 2000)}`));
      else resolve({ ms, rssMiB: Number(rss) / 1024 });
    });
  });
}

/**
 * Where earlier output trees go before a cold run. They are renamed, not deleted, until the whole
 * bench is over: ext4 passes over inodes freed in the last half minute or so when it allocates
 * new ones, so deleting tens of thousands of files right before a run makes creating files in it
 * several times slower. That case (`rm -rf generated` and generate again at once) is measured on
 * its own, in the "right after deleting" row.
 */
let trash = "";
let trashed = 0;
function setAside(folder: string): void {
  if (!existsSync(folder)) return;
  mkdirSync(trash, { recursive: true });
  renameSync(folder, join(trash, String(trashed++)));
}

/** A project folder as users have one: a `package.json` (where edmgen keeps its run records, in `node_modules/.cache/edmgen`) and `metadata/`. */
function newProject(folder: string): string {
  mkdirSync(join(folder, "metadata"), { recursive: true });
  writeFileSync(join(folder, "package.json"), '{ "name": "bench-service", "private": true }\n');
  return folder;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (s: Sample[]) => `${median(s.map((x) => x.ms)).toFixed(0).padStart(7)} ms ${median(s.map((x) => x.rssMiB)).toFixed(0).padStart(5)} MiB`;

/** The bar the product sets (CLARIFICATIONS: the 1,000-type model, whole process, median): time and peak memory. */
const BAR = { types: 1000, ms: 2000, rssMiB: 300 } as const;

/** One line per case of the bar: the median against it, and whether it is met. */
function verdicts(cases: readonly [string, Sample[]][]): string {
  return cases
    .map(([name, samples]) => {
      const ms = median(samples.map((x) => x.ms));
      const rss = median(samples.map((x) => x.rssMiB));
      const met = ms < BAR.ms && rss < BAR.rssMiB;
      return `bar (${BAR.types} types, under ${BAR.ms / 1000} s and ${BAR.rssMiB} MiB), ${name}: ${(ms / 1000).toFixed(2)} s, ${rss.toFixed(0)} MiB, ${met ? "met" : "NOT met"}`;
    })
    .join("\n");
}

/** The verdict lines of the bar, printed after the table. */
const barLines: string[] = [];

/** `edmgen import` of a CSDL document of `count` entity types, then `edmgen generate` of the result. */
async function importSeries(count: number, scratch: string): Promise<string> {
  const project = join(scratch, `import-${count}`);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "package.json"), '{ "name": "bench-import", "private": true }\n');
  const { model } = loadModelFromTexts([{ file: "model.yaml", text: syntheticModelYaml(count) }]);
  writeFileSync(join(project, "metadata.xml"), csdlXmlEmitter.emit(model!)[0]!.content);
  const imports: Sample[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const sample = await measure(["import", "metadata.xml", "--out", "metadata", "--force"], project);
    if (i > 0) imports.push(sample); // the first run is the warm-up
  }
  await measure(["generate"], project);
  const generates: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    setAside(join(project, "generated"));
    generates.push(await measure(["generate"], project));
  }
  if (count === BAR.types) barLines.push(verdicts([["import", imports], ["generate from the import, cold", generates]]));
  return `| ${`import ${count} types (CSDL XML)`.padEnd(30)} | ${row(imports)} | generate from it, cold: ${row(generates)} | |`;
}

async function series(label: string, project: string, count?: number): Promise<string> {
  const out = join(project, "generated");
  await measure(["generate"], project); // warm-up: file system caches, compiled code on disk
  const cold: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    setAside(out);
    cold.push(await measure(["generate"], project));
  }
  // With nothing changed: answered from the record of the last run, and with --no-cache the full
  // work of a run without one (the first run in a fresh clone, where generated/ is committed).
  const unchanged: Sample[] = [];
  for (let i = 0; i < RUNS; i++) unchanged.push(await measure(["generate"], project));
  const unrecorded: Sample[] = [];
  for (let i = 0; i < RUNS; i++) unrecorded.push(await measure(["generate", "--no-cache"], project));
  if (count === BAR.types) barLines.push(verdicts([["cold", cold], ["nothing changed", unchanged], ["nothing changed, --no-cache", unrecorded]]));
  return `| ${label.padEnd(30)} | ${row(cold)} | ${row(unchanged)} | ${row(unrecorded)} |`;
}

/** Cold runs of a project right after deleting its previous output tree (see `setAside`). */
async function afterDeleting(label: string, project: string): Promise<string> {
  const out = join(project, "generated");
  const runs: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    await measure(["generate"], project);
    rmSync(out, { recursive: true, force: true });
    runs.push(await measure(["generate"], project));
  }
  return `| ${label.padEnd(30)} | ${row(runs)} | | |`;
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "edmgen-bench-"));
  trash = join(scratch, "trash");
  try {
    console.log(`edmgen bench: node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, median of ${RUNS} runs after a warm-up`);
    console.log("| model                          | cold: time, peak RSS | no change: time, peak RSS | no change, --no-cache |");
    console.log("|--------------------------------|----------------------|---------------------------|-----------------------|");
    const seed = newProject(join(scratch, "seed"));
    cpSync(join(REPO, "metadata"), join(seed, "metadata"), { recursive: true });
    console.log(await series("seed (metadata/)", seed));
    for (const count of (process.env.EDMGEN_BENCH_SIZES ?? "100,1000,5000").split(",").map(Number)) {
      const project = newProject(join(scratch, `synthetic-${count}`));
      writeFileSync(join(project, "metadata", "model.yaml"), syntheticModelYaml(count));
      console.log(await series(`${count} entity types x 30 fields`, project, count));
    }
    console.log(await importSeries(Number(process.env.EDMGEN_BENCH_IMPORT_SIZE ?? 1000), scratch));
    const deleting = Number(process.env.EDMGEN_BENCH_DELETE_SIZE ?? 1000);
    const project = join(scratch, `synthetic-${deleting}`);
    if (!existsSync(project)) {
      newProject(project);
      writeFileSync(join(project, "metadata", "model.yaml"), syntheticModelYaml(deleting));
    }
    console.log(await afterDeleting(`${deleting} types, just after rm -rf`, project));
    if (barLines.length > 0) console.log(`\n${barLines.join("\n")}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
