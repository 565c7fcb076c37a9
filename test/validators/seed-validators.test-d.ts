/**
 * Type-level facts of the generated validators (checked by vitest's typechecker, part of
 * `npm test`): what each schema parses to is exactly the type generated/types declares, in both
 * directions, and `validateBody` narrows by entity set and operation.
 */
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type * as T from "../../generated/types/index.js";
import type * as V from "../../generated/validators/index.js";
import type { validateBody, ValidatedBody, ValidationResult } from "../../generated/validators/index.js";

describe("generated/validators", () => {
  it("parses to the declared record types, navigations included", () => {
    expectTypeOf<z.infer<typeof V.ProductLineSchema>>().toEqualTypeOf<T.ProductLine>();
    expectTypeOf<z.infer<typeof V.ActivitySchema>>().toEqualTypeOf<T.Activity>();
    expectTypeOf<z.infer<typeof V.Activity_DocumentSchema>>().toEqualTypeOf<T.Activity_Document>();
    expectTypeOf<z.infer<typeof V.Datastore_Phase_ActivityEventSchema>>().toEqualTypeOf<T.Datastore_Phase_ActivityEvent>();
    expectTypeOf<z.infer<typeof V.EventParticipationSchema>>().toEqualTypeOf<T.EventParticipation>();
  });

  it("parses bodies to the declared create, update and phase-change types", () => {
    expectTypeOf<z.infer<typeof V.ProductLineCreateSchema>>().toEqualTypeOf<T.ProductLineCreate>();
    expectTypeOf<z.infer<typeof V.ProductLineUpdateSchema>>().toEqualTypeOf<T.ProductLineUpdate>();
    expectTypeOf<z.infer<typeof V.ResourceCreateSchema>>().toEqualTypeOf<T.ResourceCreate>();
    expectTypeOf<z.infer<typeof V.PhaseChangeBodySchema>>().toEqualTypeOf<T.PhaseChangeBody>();
    expectTypeOf<z.infer<typeof V.PhaseChangeSchema>>().toEqualTypeOf<T.PhaseChange>();
  });

  it("parses collection envelopes and the error body to the declared OData types", () => {
    expectTypeOf<z.infer<typeof V.PriceCollectionSchema>>().toEqualTypeOf<T.ODataCollection<T.Price>>();
    expectTypeOf<z.infer<typeof V.ODataErrorSchema>>().toEqualTypeOf<T.ODataError>();
    expectTypeOf<z.infer<typeof V.ODataErrorSchema>["error"]["target"]>().toEqualTypeOf<string | null | undefined>();
  });

  it("keeps nullable apart from optional, as the types do", () => {
    type Line = z.infer<typeof V.ProductLineSchema>;
    expectTypeOf<Line["Price"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Line["Activity"]>().toEqualTypeOf<T.Activity | null | undefined>();
    expectTypeOf<z.infer<typeof V.ProductLineCreateSchema>["Activity@odata.bind"]>().toEqualTypeOf<string | null | undefined>();
  });

  it("narrows validateBody by entity set and operation", () => {
    expectTypeOf<ValidatedBody<"ProductLine", "create">>().toEqualTypeOf<T.ProductLineCreate>();
    expectTypeOf<ValidatedBody<"Activity_Event", "phaseChange">>().toEqualTypeOf<T.PhaseChangeBody>();
    expectTypeOf<ReturnType<typeof validateBody<"Price", "update">>>().toEqualTypeOf<ValidationResult<T.PriceUpdate>>();
    expectTypeOf<Parameters<typeof validateBody<"Datastore_Unit", "read">>>().toEqualTypeOf<["Datastore_Unit", "read", unknown]>();
    // A read-only set has no create validator, and the phase-change set nothing but the phase change.
    expectTypeOf<"create" extends Parameters<typeof validateBody<"Datastore_Unit", never>>[1] ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<V.OperationOf<"Activity_Event">>().toEqualTypeOf<"phaseChange">();
    expectTypeOf<V.OperationOf<"Datastore_Unit">>().toEqualTypeOf<"read">();
    expectTypeOf<V.OperationOf<"Price">>().toEqualTypeOf<"read" | "create" | "update">();
  });
});
