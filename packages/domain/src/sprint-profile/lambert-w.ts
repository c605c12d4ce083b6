/**
 * The principal branch W0 of the Lambert W function: the w ≥ −1 with w·e^w = x, defined for
 * x ≥ −1/e. The sprint model's time at a distance needs it for arguments in (−1/e, 0)
 * (docs/product/sprint-profile.md, "The model").
 *
 * Near the branch point x = −1/e the series in p = √(2(e·x + 1)) is used (Corless et al. 1996,
 * "On the Lambert W function", Adv Comput Math 5:329–359, eq. 4.22); elsewhere Halley's
 * iteration from Winitzki's approximation converges to full double precision in a few steps.
 */

/** −1/e, the left end of W0's domain. */
export const LAMBERT_W_BRANCH_POINT = -Math.exp(-1);

/** Below this p the branch-point series alone is exact to double precision (error ~ p⁷). */
const SERIES_ONLY_BELOW = 1e-3;
/** Below this p the series is a better start for Halley's iteration than Winitzki's formula. */
const SERIES_START_BELOW = 0.5;
const MAX_HALLEY_STEPS = 24;

function branchPointSeries(p: number): number {
  // W = −1 + p − p²/3 + 11p³/72 − 43p⁴/540 + 769p⁵/17280 − 221p⁶/8505
  return (
    -1 +
    p * (1 + p * (-1 / 3 + p * (11 / 72 + p * (-43 / 540 + p * (769 / 17280 + p * (-221 / 8505))))))
  );
}

/** Winitzki (2003): a start within a few per cent of W0 for every x > −1/e away from it. */
function winitzki(x: number): number {
  const l = Math.log1p(x);
  return l * (1 - Math.log1p(l) / (2 + l));
}

/**
 * W0(x). Returns NaN for x < −1/e (beyond a rounding tolerance, which maps to −1) and for NaN;
 * +Infinity for +Infinity.
 */
export function lambertW0(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  if (x === 0) return 0;
  // e·x + 1 is how far x is from the branch point, in units that make p well scaled.
  const distance = Math.E * x + 1;
  if (distance < 0) return distance > -1e-15 ? -1 : Number.NaN;
  const p = Math.sqrt(2 * distance);
  if (p < SERIES_ONLY_BELOW) return branchPointSeries(p);

  let w = p < SERIES_START_BELOW ? branchPointSeries(p) : winitzki(x);
  for (let step = 0; step < MAX_HALLEY_STEPS; step++) {
    const ew = Math.exp(w);
    const f = w * ew - x;
    const wPlus1 = w + 1;
    const delta = f / (ew * wPlus1 - ((w + 2) * f) / (2 * wPlus1));
    w -= delta;
    if (Math.abs(delta) <= 4 * Number.EPSILON * (1 + Math.abs(w))) break;
  }
  return w;
}
