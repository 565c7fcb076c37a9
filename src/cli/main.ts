#!/usr/bin/env node
import { run } from "./run.js";

// The only place that ends the process: everything else returns exit codes.
const code = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
process.exitCode = code;
