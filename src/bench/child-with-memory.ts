/**
 * Runs the edmgen CLI in this process and, at exit, reports the process's peak resident memory
 * on file descriptor 3, so the benchmark measures the real command, start-up included.
 */
import { writeSync } from "node:fs";

process.on("exit", () => {
  try {
    writeSync(3, String(process.resourceUsage().maxRSS));
  } catch {
    // No descriptor 3: run by hand, nothing to report to.
  }
});

await import("../cli/main.js");
