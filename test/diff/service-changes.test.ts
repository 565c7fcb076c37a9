import { describe, expect, it } from "vitest";
import { diffModels } from "../../src/diff/diff-models.js";
import { BASE, SERVICE, tinyModel } from "./models.js";

const withService = (extra: string) => tinyModel(BASE, `${SERVICE}${extra}`);
const verdicts = (before: string, after: string) =>
  diffModels(withService(before), withService(after)).map((c) => `${c.breaking ? "breaking" : "safe"} ${c.breaks.join("+") || "-"} ${c.aspect}: ${c.message}`);

// Service settings that change how clients call the service.
describe("service changes", () => {
  it("an authentication scheme that authenticates another way breaks every request", () => {
    const before = "  security:\n    - { name: basic, type: http, scheme: basic }\n";
    const after = "  security:\n    - { name: basic, type: http, scheme: bearer, bearerFormat: JWT }\n";
    expect(verdicts(before, after)).toEqual([
      "breaking readers+writers security: authentication scheme basic changed (scheme: basic -> bearer, bearerFormat: none -> JWT): requests authenticated the old way fail",
    ]);
    // Only its description changed: nothing for clients.
    expect(verdicts(before, "  security:\n    - { name: basic, type: http, scheme: basic, description: Basic auth }\n")).toEqual([]);
  });

  it("going back from OData 4.01 to 4.0 breaks URLs written by 4.01's rules; going forward does not", () => {
    expect(verdicts('  odataVersion: "4.01"\n', '  odataVersion: "4.0"\n')).toEqual([
      "breaking readers+writers odataVersion: CSDL version changed from 4.01 to 4.0: URLs written by 4.01's rules (function parameters without aliases, enum literals without their type) are no longer accepted",
    ]);
    expect(verdicts('  odataVersion: "4.0"\n', '  odataVersion: "4.01"\n')).toEqual(["safe - odataVersion: CSDL version changed from 4.0 to 4.01"]);
  });
});
