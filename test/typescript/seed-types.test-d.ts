/**
 * Type-level facts of the generated types (checked by vitest's typechecker, part of `npm test`).
 */
import { describe, expectTypeOf, it } from "vitest";
import type {
  Activity,
  Datastore_Unit,
  EntitySets,
  ODataCollection,
  PhaseChangeBody,
  ProductLine,
  ProductLineCreate,
  ProductLineUpdate,
  TimeRegistration,
} from "../../generated/types/index.js";

describe("generated/types", () => {
  it("gives read-only sets no create or update type", () => {
    expectTypeOf<EntitySets["Datastore_Unit"]>().toEqualTypeOf<{ record: Datastore_Unit; operations: "list" | "get" }>();
    expectTypeOf<"create" extends keyof EntitySets["Datastore_Unit"] ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<"update" extends keyof EntitySets["Datastore_Phase_ActivityEvent"] ? true : false>().toEqualTypeOf<false>();
  });

  it("gives writable sets all five operations and both bodies", () => {
    expectTypeOf<EntitySets["ProductLine"]["operations"]>().toEqualTypeOf<"list" | "get" | "create" | "update" | "delete">();
    expectTypeOf<EntitySets["ProductLine"]["create"]>().toEqualTypeOf<ProductLineCreate>();
    expectTypeOf<EntitySets["ProductLine"]["update"]>().toEqualTypeOf<ProductLineUpdate>();
  });

  it("makes the phase change the only operation of Activity_Event", () => {
    expectTypeOf<EntitySets["Activity_Event"]["operations"]>().toEqualTypeOf<"phaseChange">();
    expectTypeOf<EntitySets["Activity_Event"]["phaseChange"]>().toEqualTypeOf<PhaseChangeBody>();
    expectTypeOf<PhaseChangeBody>().toEqualTypeOf<{ "@odata.type"?: "#BusinessData.PhaseChange"; ID: string; PhaseID: string }>();
  });

  it("keeps nullable (the service sends null) apart from optional (absent unless expanded or sent)", () => {
    expectTypeOf<ProductLine["Description"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ProductLine["ID"]>().toEqualTypeOf<string>();
    expectTypeOf<ProductLine["Activity"]>().toEqualTypeOf<Activity | null | undefined>();
    expectTypeOf<ProductLine["BilledTimeRegistrations"]>().toEqualTypeOf<TimeRegistration[] | undefined>();
    expectTypeOf<ProductLineCreate["Description"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ProductLineCreate>().not.toHaveProperty("ID");
    expectTypeOf<ProductLineUpdate>().not.toHaveProperty("ID");
    expectTypeOf<ProductLineCreate["Activity@odata.bind"]>().toEqualTypeOf<string | null | undefined>();
  });

  it("wraps collections in the OData envelope", () => {
    expectTypeOf<ODataCollection<ProductLine>["value"]>().toEqualTypeOf<ProductLine[]>();
    expectTypeOf<ODataCollection<ProductLine>["@odata.count"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ODataCollection<ProductLine>["@odata.nextLink"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ODataCollection<ProductLine>["@odata.context"]>().toEqualTypeOf<string | undefined>();
  });
});
