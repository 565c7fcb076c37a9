import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { diffModels } from "../../src/diff/diff-models.js";
import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { loadSeedModel } from "../support/seed.js";

/** The seed model's files, with one file's text edited. */
function seedWith(file: string, from: string, to: string): Model {
  const folder = new URL("../../metadata/", import.meta.url);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const text = readFileSync(new URL(name, folder), "utf8");
      if (name !== file) return { file: `metadata/${name}`, text };
      if (!text.includes(from)) throw new Error(`test setup: '${from}' is not in ${name}`);
      return { file: `metadata/${name}`, text: text.replace(from, to) };
    });
  const { model } = loadModelFromTexts(files);
  if (!model) throw new Error("the edited seed model does not load");
  return model;
}

describe("the seed model", () => {
  test("compared with itself: no changes", () => {
    expect(diffModels(loadSeedModel(), loadSeedModel())).toEqual([]);
  });

  test("Price.Price narrowed to Int32: breaks writers; the Price set's paths, bodies and CSDL property (both are numbers in TypeScript)", () => {
    const changes = diffModels(loadSeedModel(), seedWith("price.yaml", "      Price:\n        type: Double\n", "      Price:\n        type: Int32\n"));
    expect(changes).toEqual([
      {
        element: "field",
        name: "Price.Price",
        change: "changed",
        aspect: "type",
        message: "type changed from Double to Int32",
        breaking: true,
        breaks: ["writers"],
        place: { file: "metadata/price.yaml", line: 13, column: 7 },
        placeIn: "head",
        affects: {
          openApiPaths: ["/Price", "/Price({ID})"],
          openApiSchemas: ["Price", "Price-create", "Price-update"],
          csdl: ["EntityType BusinessData.Price/Property Price"],
          typeScript: [],
        },
      },
    ]);
  });

  test("a field of Activity: reported once, on Activity, affecting the sets of its derived types", () => {
    const changes = diffModels(loadSeedModel(), seedWith("base-types.yaml", "      Subject:\n        type: String\n", "      Subject:\n        type: String\n        maxLength: 200\n"));
    expect(changes.map((c) => `${c.name} ${c.aspect} ${c.breaks.join("+")}`)).toEqual(["Activity.Subject maxLength writers"]);
    expect(changes[0]!.affects.openApiSchemas).toEqual(["Activity", "Activity_Document", "Activity_Document-create", "Activity_Document-update", "Activity_Event"]);
    expect(changes[0]!.affects.openApiPaths).toEqual([
      "/Activity_Document",
      "/Activity_Document({ID})",
      "/Activity_Document({ID})/LinkedActivities",
      "/Datastore_Phase_ActivityEvent({ID})/Event",
      "/EventParticipation({ID})/Activities",
      "/EventParticipation({ID})/Event",
      "/ProductLine({ID})/Activity",
    ]);
  });
});
