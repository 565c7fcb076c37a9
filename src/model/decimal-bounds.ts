import { plural } from "../diagnostics/plural.js";
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

/**
 * A Decimal literal (a default value) against the field's precision and scale: digits after the
 * point at most the scale (0 when a precision is given without one), digits in all at most the
 * precision. A scale without a precision bounds the digits after the point only; with neither, or
 * with a floating scale, nothing is bounded.
 */
export function decimalDigitsProblem(literal: string, facets: Facets): string | undefined {
  const { precision, scale } = facets;
  if (scale === "floating") return undefined;
  // A scale alone still bounds the digits after the point; without either facet nothing is bounded.
  if (typeof precision !== "number" && typeof scale !== "number") return undefined;
  const match = /^[+-]?(\d*)(?:\.(\d*))?$/.exec(literal);
  if (!match) return undefined;
  const whole = match[1]!.replace(/^0+/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  const allowedFraction = typeof scale === "number" ? scale : scale === "variable" ? precision! : 0;
  if (fraction.length > allowedFraction) {
    // A variable scale lets the precision bound the digits after the point.
    const bound = scale === "variable" ? `precision ${allowedFraction}` : `scale ${allowedFraction}`;
    return `it has ${plural(fraction.length, "digit")} after the point, more than the field's ${bound} allows`;
  }
  if (typeof precision !== "number") return undefined;
  const allowedWhole = typeof scale === "number" ? precision - scale : precision;
  if (whole.length > allowedWhole) {
    const bound = decimalBound(facets);
    return `it has ${plural(whole.length, "digit")} before the point, more than the field's precision ${precision} and scale ${scale ?? 0} allow${bound !== undefined ? ` (at most ±${bound})` : ""}`;
  }
  const digits = whole.length + fraction.length;
  if (digits > precision) return `it has ${plural(digits, "significant digit")}, more than the field's precision ${precision}`;
  return undefined;
}
