import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAMBERT_W_BRANCH_POINT, lambertW0 } from './lambert-w';

/**
 * W0 at these points, to 20 significant digits (mpmath's lambertw at 30 digits), kept as text and
 * read to the nearest double.
 */
const KNOWN: [x: number, w: number][] = (
  [
    ['-0.3678', '-0.97936071495782847748'],
    ['-0.35', '-0.71663881645607385059'],
    ['-0.3', '-0.48940222718021496904'],
    ['-0.2', '-0.25917110181907374506'],
    ['-0.1', '-0.11183255915896296483'],
    ['-1e-5', '-0.000010000100001500026667'],
    ['1e-10', '9.9999999990000000001e-11'],
    ['0.5', '0.35173371124919582602'],
    ['1', '0.567143290409783873'], // the omega constant
    ['3', '1.04990889496403996'],
    ['10', '1.7455280027406993831'],
    ['100', '3.3856301402900501849'],
    ['1e6', '11.383358086140052622'],
    ['1e300', '684.24720862976084924'],
  ] as const
).map(([x, w]) => [Number(x), Number(w)]);

describe('lambertW0, the principal branch of the Lambert W function', () => {
  // Near −1/e, W0 is ill-conditioned (x·W0'(x) = W/(1 + W)): the tolerance grows with it.
  it.each(KNOWN)('W0(%d) = %d to 2e-15, times its condition number', (x, w) => {
    const condition = Math.max(1, Math.abs(w), Math.abs(w / (1 + w)));
    expect(Math.abs(lambertW0(x) - w)).toBeLessThanOrEqual(2e-15 * condition);
  });

  it('is exact at 0, e and the branch point −1/e', () => {
    expect(lambertW0(0)).toBe(0);
    expect(lambertW0(Math.E)).toBeCloseTo(1, 15);
    expect(lambertW0(LAMBERT_W_BRANCH_POINT)).toBeCloseTo(-1, 7);
    expect(lambertW0(-1 / Math.E)).toBeGreaterThanOrEqual(-1);
  });

  it('is defined only from −1/e up', () => {
    expect(lambertW0(-0.4)).toBeNaN();
    expect(lambertW0(Number.NaN)).toBeNaN();
    expect(lambertW0(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('solves w·e^w = x across its domain, as the sprint model uses it (−1/e < x < 0) and beyond', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: LAMBERT_W_BRANCH_POINT, max: 0, noNaN: true }),
          fc.double({ min: 0, max: 1e6, noNaN: true }),
        ),
        (x) => {
          const w = lambertW0(x);
          expect(w).toBeGreaterThanOrEqual(-1);
          expect(Math.abs(w * Math.exp(w) - x)).toBeLessThanOrEqual(
            1e-13 * Math.max(1, Math.abs(x)),
          );
        },
      ),
    );
  });

  it('increases with x', () => {
    fc.assert(
      fc.property(
        fc.double({ min: LAMBERT_W_BRANCH_POINT, max: 1e3, noNaN: true }),
        fc.double({ min: 1e-9, max: 10, noNaN: true }),
        (x, step) => {
          expect(lambertW0(x + step)).toBeGreaterThan(lambertW0(x));
        },
      ),
    );
  });
});
