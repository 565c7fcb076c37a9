import type { Facets } from "./types.js";

/**
 * The largest magnitude a Decimal of these facets holds, for `minimum`/`maximum` in JSON Schema and
 * `.min()`/`.max()` in zod (as the OASIS mapping bounds Decimals): `Precision` digits of which
 * `Scale` after the point, so precision 5 and scale 2 give 999.99. A missing scale is 0 (CSDL
 * XML's default, which the CSDL JSON states); a `variable` scale may put all digits before the
 * point. Undefined without a precision, with a `floating` scale (digits are significant ones, at
 * any magnitude), or beyond 15 digits, which a JSON number (a double) does not carry exactly.
 *
 * The scale itself is not checked: JSON numbers are binary doubles, and `multipleOf: 0.01` judges
 * 1.1 wrongly in common validators (ajv divides and finds 110.00000000000001).
 */
export function decimalBound(facets: Facets): number | undefined {
  const precision = facets.precision;
  if (typeof precision !== "number" || precision < 1 || precision > 15 || facets.scale === "floating") return undefined;
  const scale = typeof facets.scale === "number" ? facets.scale : 0;
  if (scale > precision) return undefined;
  // Written as a decimal literal, so the bound is the double nearest 999.99, as a payload's 999.99 is.
  return Number(`${"9".repeat(precision - scale) || "0"}${scale > 0 ? `.${"9".repeat(scale)}` : ""}`);
}
