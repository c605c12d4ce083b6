import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cohortAnchors,
  cohortBand,
  compareWithCohort,
  nearestRankQuantile,
  percentileInCohort,
  sprintCohortFromCsvRow,
} from './cohort';
import { computeSprintProfile } from './profile';
import { yardsToMetres } from './units';

describe('cohort anchors', () => {
  it('are nearest-rank quantiles: sorted[round(p·(n − 1))]', () => {
    const values = Array.from({ length: 11 }, (_, i) => 10 - i); // 10 … 0, unsorted
    expect(cohortAnchors(values)).toEqual({ p10: 1, p50: 5, p90: 9 });
    expect(nearestRankQuantile([1, 2, 3, 4], 0.5)).toBe(3); // round(1.5) = 2
    expect(nearestRankQuantile([], 0.5)).toBeNaN();
  });
});

describe("an athlete's percentile against a cohort's p10, p50 and p90", () => {
  const wr = { p10: 9.2, p50: 9.6, p90: 10.0 };

  it('is 10, 50 and 90 at the anchors and linear between them', () => {
    expect(percentileInCohort(9.2, wr)).toBeCloseTo(10, 10);
    expect(percentileInCohort(9.6, wr)).toBeCloseTo(50, 10);
    expect(percentileInCohort(10.0, wr)).toBeCloseTo(90, 10);
    expect(percentileInCohort(9.4, wr)).toBeCloseTo(30, 10);
    expect(percentileInCohort(9.9, wr)).toBeCloseTo(80, 10);
  });

  it('continues the outer slopes beyond p10 and p90, and stays within 1–99', () => {
    expect(percentileInCohort(9.1, wr)).toBeCloseTo(0 + 1, 0);
    expect(percentileInCohort(9.15, wr)).toBeCloseTo(5, 10);
    expect(percentileInCohort(10.02, wr)).toBeCloseTo(92, 10);
    expect(percentileInCohort(5, wr)).toBe(1);
    expect(percentileInCohort(15, wr)).toBe(99);
  });

  it('handles flat segments (equal anchors) as steps', () => {
    expect(percentileInCohort(1, { p10: 1, p50: 1, p90: 1 })).toBe(50);
    expect(percentileInCohort(0.9, { p10: 1, p50: 1, p90: 1 })).toBe(1);
    expect(percentileInCohort(1, { p10: 1, p50: 1, p90: 2 })).toBe(30);
    expect(percentileInCohort(2, { p10: 1, p50: 2, p90: 2 })).toBe(70);
    expect(() => percentileInCohort(1, { p10: 2, p50: 1, p90: 3 })).toThrow(RangeError);
  });

  it('stays a number when a gap is too small for its reciprocal (found by the property below)', () => {
    const tiny = { p10: 0, p50: 5e-324, p90: 5e-324 };
    expect(percentileInCohort(0, tiny)).toBe(10);
    expect(percentileInCohort(5e-324, tiny)).toBe(70);
    expect(percentileInCohort(-1, tiny)).toBe(1);
    expect(percentileInCohort(1, tiny)).toBe(99);
  });

  it('never decreases as the value grows', () => {
    const anchors = fc
      .tuple(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
      )
      .map(([p10, a, b]) => ({ p10, p50: p10 + a, p90: p10 + a + b }));
    fc.assert(
      fc.property(
        anchors,
        fc.double({ min: -5, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (cohort, value, step) => {
          const lower = percentileInCohort(value, cohort);
          expect(percentileInCohort(value + step, cohort)).toBeGreaterThanOrEqual(lower);
          expect(lower).toBeGreaterThanOrEqual(1);
          expect(lower).toBeLessThanOrEqual(99);
        },
      ),
    );
  });

  it('names the band between the anchors', () => {
    expect(cohortBand(9.0, wr)).toBe('below-p10');
    expect(cohortBand(9.2, wr)).toBe('p10-p50');
    expect(cohortBand(9.6, wr)).toBe('p50-p90');
    expect(cohortBand(10.0, wr)).toBe('p50-p90');
    expect(cohortBand(10.1, wr)).toBe('above-p90');
  });
});

describe('comparing a profile with a cohort', () => {
  const row = {
    position: 'WR',
    n: '495',
    mss_p10: '9.18',
    mss_p50: '9.61',
    mss_p90: '10.03',
    tau_p10: '0.655',
    tau_p50: '0.748',
    tau_p90: '0.87',
    f0_per_kg_p10: '11.2',
    f0_per_kg_p50: '12.79',
    f0_per_kg_p90: '14.14',
    v0_p10: '9.37',
    v0_p50: '9.84',
    v0_p90: '10.31',
    pmax_per_kg_p10: '28.1',
    pmax_per_kg_p50: '31.3',
    pmax_per_kg_p90: '34.4',
  };

  it('reads a cohort row and refuses one with a missing number', () => {
    const cohort = sprintCohortFromCsvRow(row);
    expect(cohort).toMatchObject({ position: 'WR', n: 495 });
    expect(cohort.anchors.tau).toEqual({ p10: 0.655, p50: 0.748, p90: 0.87 });
    expect(() => sprintCohortFromCsvRow({ ...row, v0_p50: '' })).toThrow(/v0_p50/);
  });

  it('places each metric, and leaves the force metrics out without body data', () => {
    const splits = [10, 20, 40].map((yd, i) => ({
      distance: yardsToMetres(yd),
      time: [1.6, 2.65, 4.55][i]!,
    }));
    const cohort = sprintCohortFromCsvRow(row);
    const timing = { start: { kind: 'first-movement-electronic' }, stop: 'electronic' } as const;
    const withBody = computeSprintProfile({
      splits,
      ...timing,
      body: { massKg: 90, heightMetres: 1.83 },
    });
    const without = computeSprintProfile({ splits, ...timing });
    if (!withBody.ok || !without.ok) throw new Error('no profile');
    const standing = compareWithCohort(withBody.profile, cohort);
    expect(standing.mss).toMatchObject({ band: 'p50-p90', betterWhen: 'higher' });
    expect(standing.mss!.percentile).toBeCloseTo(50 + ((9.6162 - 9.61) * 40) / 0.42, 1);
    expect(standing.tau).toMatchObject({ band: 'p50-p90', betterWhen: 'lower' });
    expect(standing.f0PerKg).not.toBeNull();
    const bare = compareWithCohort(without.profile, cohort);
    expect(bare.f0PerKg).toBeNull();
    expect(bare.v0).toBeNull();
    expect(bare.mss).toEqual(standing.mss);
  });
});
