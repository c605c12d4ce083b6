/**
 * Position cohorts of the sprint profile: the 10th, 50th and 90th percentiles of each metric among
 * NFL combine athletes of a position, and where an athlete's value falls among them
 * (docs/product/sprint-profile.md, "The position cohorts" and "Percentile against a cohort").
 */
import type { Position } from '../constants';
import type { SprintProfile } from './profile';

/** The metrics a cohort describes: MSS (m/s), τ (s), F0/kg (N/kg), V0 (m/s), Pmax/kg (W/kg). */
export const COHORT_METRICS = ['mss', 'tau', 'f0PerKg', 'v0', 'pmaxPerKg'] as const;
export type CohortMetric = (typeof COHORT_METRICS)[number];

/** Which way is better: a shorter τ means a quicker acceleration. */
export const COHORT_METRIC_BETTER_WHEN: Record<CohortMetric, 'higher' | 'lower'> = {
  mss: 'higher',
  tau: 'lower',
  f0PerKg: 'higher',
  v0: 'higher',
  pmaxPerKg: 'higher',
};

/** Column name prefixes in sprint_profile_cohorts.csv, e.g. `f0_per_kg_p10`. */
export const COHORT_CSV_PREFIX: Record<CohortMetric, string> = {
  mss: 'mss',
  tau: 'tau',
  f0PerKg: 'f0_per_kg',
  v0: 'v0',
  pmaxPerKg: 'pmax_per_kg',
};

/** A position with fewer profiled athletes than this gets no cohort. */
export const MIN_COHORT_ATHLETES = 50;

export interface CohortAnchors {
  p10: number;
  p50: number;
  p90: number;
}

export type CohortBand = 'below-p10' | 'p10-p50' | 'p50-p90' | 'above-p90';

/**
 * The p-th quantile (0 ≤ p ≤ 1) of sorted values, nearest rank: sorted[round(p·(n − 1))], the
 * rule every reference table of the app uses.
 */
export function nearestRankQuantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.round(p * (sorted.length - 1))]!;
}

export function cohortAnchors(values: readonly number[]): CohortAnchors {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p10: nearestRankQuantile(sorted, 0.1),
    p50: nearestRankQuantile(sorted, 0.5),
    p90: nearestRankQuantile(sorted, 0.9),
  };
}

/** Percentiles are reported between these, never 0 or 100: three anchors cannot say more. */
export const PERCENTILE_FLOOR = 1;
export const PERCENTILE_CEILING = 99;

/**
 * The percentile of `value` in a cohort known by its p10, p50 and p90: linear between the anchors
 * (p10 → 10, p50 → 50, p90 → 90); beyond p10 or p90 the neighbouring segment's slope continues,
 * clamped to 1–99. A percentile, not a rank: for τ a low percentile is the quicker accelerator.
 */
export function percentileInCohort(value: number, anchors: CohortAnchors): number {
  const { p10, p50, p90 } = anchors;
  if (!(p10 <= p50 && p50 <= p90)) throw new RangeError('cohort anchors must be in order');
  const clamp = (p: number) => Math.min(PERCENTILE_CEILING, Math.max(PERCENTILE_FLOOR, p));
  // A flat segment (equal anchors) holds 40 percentile points; a value on it gets the middle.
  if (p10 === p90) return value < p10 ? PERCENTILE_FLOOR : value > p90 ? PERCENTILE_CEILING : 50;
  if (value === p10 && p10 === p50) return 30;
  if (value === p90 && p50 === p90) return 70;
  // 40 percentile points per gap. Divided, not multiplied by a slope: a gap too small for its
  // reciprocal (40 / 5e-324 is Infinity) would make a value on the anchor 0 × Infinity = NaN.
  const lowGap = p50 > p10 ? p50 - p10 : p90 - p50;
  const highGap = p90 > p50 ? p90 - p50 : lowGap;
  if (value < p10) return clamp(10 - (40 * (p10 - value)) / lowGap);
  if (value <= p50) return clamp(10 + (40 * (value - p10)) / lowGap);
  if (value <= p90) return clamp(50 + (40 * (value - p50)) / highGap);
  return clamp(90 + (40 * (value - p90)) / highGap);
}

export function cohortBand(value: number, anchors: CohortAnchors): CohortBand {
  if (value < anchors.p10) return 'below-p10';
  if (value < anchors.p50) return 'p10-p50';
  if (value <= anchors.p90) return 'p50-p90';
  return 'above-p90';
}

/** One row of sprint_profile_cohorts.csv. */
export interface SprintCohort {
  position: Position;
  /** Athletes profiled. */
  n: number;
  anchors: Record<CohortMetric, CohortAnchors>;
}

/** Reads one row of sprint_profile_cohorts.csv (columns by name); throws on a missing number. */
export function sprintCohortFromCsvRow(row: Readonly<Record<string, string>>): SprintCohort {
  const number = (column: string) => {
    const value = Number(row[column]);
    if (row[column] === undefined || row[column] === '' || !Number.isFinite(value))
      throw new Error(`sprint cohort: ${column} is not a number`);
    return value;
  };
  const anchors = Object.fromEntries(
    COHORT_METRICS.map((metric) => {
      const prefix = COHORT_CSV_PREFIX[metric];
      return [
        metric,
        {
          p10: number(`${prefix}_p10`),
          p50: number(`${prefix}_p50`),
          p90: number(`${prefix}_p90`),
        },
      ];
    }),
  ) as Record<CohortMetric, CohortAnchors>;
  return { position: row.position as Position, n: number('n'), anchors };
}

/** A profile's value of a cohort metric; null for a force metric of a profile without kinetics. */
export function profileMetric(profile: SprintProfile, metric: CohortMetric): number | null {
  return metric === 'mss' || metric === 'tau'
    ? profile[metric]
    : (profile.kinetics?.[metric] ?? null);
}

export interface CohortStanding {
  value: number;
  percentile: number;
  band: CohortBand;
  betterWhen: 'higher' | 'lower';
}

/**
 * Where each metric of a profile stands in a cohort. The force metrics are null when the profile
 * has no kinetics (no body mass and height).
 */
export function compareWithCohort(
  profile: SprintProfile,
  cohort: SprintCohort,
): Record<CohortMetric, CohortStanding | null> {
  return Object.fromEntries(
    COHORT_METRICS.map((metric) => {
      const value = profileMetric(profile, metric);
      const anchors = cohort.anchors[metric];
      return [
        metric,
        value === null
          ? null
          : {
              value,
              percentile: percentileInCohort(value, anchors),
              band: cohortBand(value, anchors),
              betterWhen: COHORT_METRIC_BETTER_WHEN[metric],
            },
      ];
    }),
  ) as Record<CohortMetric, CohortStanding | null>;
}
