/**
 * A user's clone has no `shared/` folder beside it: source and tests must never refer to one.
 * The pattern is assembled at run time so that this file does not match itself.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listFiles } from "../../src/output/tree-writer.js";

const repo = new URL("../../", import.meta.url).pathname;
const forbidden = new RegExp(`\\.\\./${"shared"}\\b|/work/${"shared"}\\b`);

describe("self-contained repository", () => {
  it.each(["src", "test", "templates", ".ci"].filter((folder) => existsSync(`${repo}${folder}`)))("nothing under %s refers to the shared folder outside the repository", (folder) => {
    const offenders = listFiles(`${repo}${folder}`)
      .filter((path) => !path.includes("node_modules"))
      .filter((path) => forbidden.test(readFileSync(`${repo}${folder}/${path}`, "latin1")));
    expect(offenders).toEqual([]);
  });
});
