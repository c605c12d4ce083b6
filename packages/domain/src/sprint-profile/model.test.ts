import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levenbergMarquardt, solveSymmetric } from './least-squares';
import {
  accelerationAt,
  distanceAt,
  timeAndGradient,
  timeAtDistance,
  timeToFractionOfMss,
  velocityAt,
} from './model';

const curves = fc.record({
  mss: fc.double({ min: 4, max: 12.5, noNaN: true }),
  tau: fc.double({ min: 0.3, max: 2.5, noNaN: true }),
});

describe('the mono-exponential model', () => {
  it('starts from rest and tends to MSS; a(0) = MSS/τ', () => {
    const curve = { mss: 9, tau: 0.8 };
    expect(velocityAt(curve, 0)).toBe(0);
    expect(distanceAt(curve, 0)).toBe(0);
    expect(accelerationAt(curve, 0)).toBeCloseTo(11.25, 12);
    expect(velocityAt(curve, 20)).toBeCloseTo(9, 9);
    expect(timeToFractionOfMss(curve, 0.9)).toBeCloseTo(0.8 * Math.LN10, 12);
    expect(velocityAt(curve, timeToFractionOfMss(curve, 0.9))).toBeCloseTo(8.1, 12);
  });

  it('t(d) from Lambert W inverts d(t)', () => {
    fc.assert(
      fc.property(curves, fc.double({ min: 0.01, max: 100, noNaN: true }), (curve, d) => {
        expect(distanceAt(curve, timeAtDistance(curve, d))).toBeCloseTo(d, 8);
      }),
    );
  });

  it('the analytic derivatives of t(d) match finite differences', () => {
    fc.assert(
      fc.property(curves, fc.double({ min: 1, max: 60, noNaN: true }), (curve, d) => {
        const h = 1e-6;
        const { dLnMss, dLnTau } = timeAndGradient(curve, d);
        const numeric = (change: (c: typeof curve, f: number) => typeof curve) =>
          (timeAtDistance(change(curve, Math.exp(h)), d) -
            timeAtDistance(change(curve, Math.exp(-h)), d)) /
          (2 * h);
        expect(dLnMss).toBeCloseTo(
          numeric((c, f) => ({ ...c, mss: c.mss * f })),
          5,
        );
        expect(dLnTau).toBeCloseTo(
          numeric((c, f) => ({ ...c, tau: c.tau * f })),
          5,
        );
      }),
    );
  });
});

describe('the least-squares solver', () => {
  it('solves a symmetric positive-definite system, and refuses one that is not', () => {
    const x = solveSymmetric(Float64Array.from([4, 2, 2, 3]), Float64Array.from([2, 1]), 2);
    expect(Array.from(x!)).toEqual([0.5, 0]);
    expect(
      solveSymmetric(Float64Array.from([1, 2, 2, 1]), Float64Array.from([1, 1]), 2),
    ).toBeNull();
  });

  it('fits a line exactly and says it converged', () => {
    const xs = [0, 1, 2, 3];
    const result = levenbergMarquardt(
      {
        residualCount: xs.length,
        evaluate(p, r, j) {
          xs.forEach((x, i) => {
            r[i] = p[0]! + p[1]! * x - (1 + 2 * x);
            if (j) {
              j[i * 2] = 1;
              j[i * 2 + 1] = x;
            }
          });
          return true;
        },
      },
      [0, 0],
    );
    expect(result.converged).toBe(true);
    expect(result.params[0]).toBeCloseTo(1, 9);
    expect(result.params[1]).toBeCloseTo(2, 9);
  });

  it('says when it did not converge', () => {
    // Rosenbrock's valley in two iterations: nowhere near its minimum at (1, 1).
    const result = levenbergMarquardt(
      {
        residualCount: 2,
        evaluate(p, r, j) {
          r[0] = 10 * (p[1]! - p[0]! ** 2);
          r[1] = 1 - p[0]!;
          if (j) j.set([-20 * p[0]!, 10, -1, 0]);
          return true;
        },
      },
      [-1.2, 1],
      { maxIterations: 2 },
    );
    expect(result.converged).toBe(false);
    const unevaluable = levenbergMarquardt({ residualCount: 1, evaluate: () => false }, [1]);
    expect(unevaluable.converged).toBe(false);
  });
});
