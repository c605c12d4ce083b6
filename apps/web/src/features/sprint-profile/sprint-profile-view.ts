/**
 * What the sprint-profile card shows, computed without React (docs/product/sprint-profile.md,
 * "In the product"): the metric rows with their cohort percentile, the caveat sentences, and the
 * geometry of the two small charts with their text alternatives.
 */
import type {
  SprintCohortDto,
  SprintProfileEntry,
  SprintProfileResponse,
} from '@gamespeed/domain/contracts';
import { ordinal } from '@gamespeed/domain/format';
import { metresPerSecondToMph } from '@gamespeed/domain/sprint-profile/units';

export type MetricKey = 'mss' | 'timeTo90' | 'f0PerKg' | 'v0' | 'pmaxPerKg';

export interface MetricRow {
  key: MetricKey;
  label: string;
  value: string;
  /** '61st percentile of NFL WRs', or null without a cohort. */
  standing: string | null;
  /** 0–100 for the band bar; null without a cohort. */
  percentile: number | null;
  band: string | null;
}

const BAND_LABELS = {
  'below-p10': 'Below the 10th percentile',
  'p10-p50': 'Between the 10th and 50th percentile',
  'p50-p90': 'Between the 50th and 90th percentile',
  'above-p90': 'Above the 90th percentile',
} as const;

export const fixed = (value: number, digits: number) => value.toFixed(digits);

/** A quicker-when-lower metric's band read the other way round, like its percentile. */
const FLIPPED_BAND = {
  'below-p10': 'above-p90',
  'p10-p50': 'p50-p90',
  'p50-p90': 'p10-p50',
  'above-p90': 'below-p10',
} as const;

/** The cohort's name in a sentence: 'NFL WRs'. */
export const cohortName = (cohort: Pick<SprintCohortDto, 'position'>) => `NFL ${cohort.position}s`;

/** The rows of the card, in the order the product page lists them. */
export function metricRows(entry: SprintProfileEntry, cohort: SprintCohortDto | null): MetricRow[] {
  const rows: {
    key: MetricKey;
    label: string;
    value: number | null;
    text: (v: number) => string;
    cohortKey: keyof NonNullable<SprintProfileEntry['standings']>;
  }[] = [
    {
      key: 'mss',
      label: 'Top speed',
      value: entry.mss,
      text: (v) => `${fixed(metresPerSecondToMph(v), 1)} mph (${fixed(v, 2)} m/s)`,
      cohortKey: 'mss',
    },
    {
      key: 'timeTo90',
      label: 'Time to 90 % of top speed',
      value: entry.timeTo90PercentMss,
      text: (v) => `${fixed(v, 2)} s`,
      cohortKey: 'tau',
    },
    {
      key: 'f0PerKg',
      label: 'Force at low speed (F0)',
      value: entry.f0PerKg,
      text: (v) => `${fixed(v, 1)} N/kg`,
      cohortKey: 'f0PerKg',
    },
    {
      key: 'v0',
      label: 'Speed at zero force (V0)',
      value: entry.v0,
      text: (v) => `${fixed(v, 2)} m/s`,
      cohortKey: 'v0',
    },
    {
      key: 'pmaxPerKg',
      label: 'Maximal power (Pmax)',
      value: entry.pmaxPerKg,
      text: (v) => `${fixed(v, 1)} W/kg`,
      cohortKey: 'pmaxPerKg',
    },
  ];
  return rows.flatMap((row) => {
    if (row.value === null) return [];
    const standing = entry.standings?.[row.cohortKey];
    // τ and time to 90 % are quicker when lower: the percentile reads "ahead of" after flipping.
    const quicker = row.cohortKey === 'tau';
    const percentile = standing
      ? quicker
        ? 100 - standing.percentile
        : standing.percentile
      : null;
    return [
      {
        key: row.key,
        label: row.label,
        value: row.text(row.value),
        standing:
          cohort && percentile !== null
            ? `${ordinal(percentile)} percentile of ${cohortName(cohort)}${quicker ? ' (quicker is higher)' : ''}`
            : null,
        percentile,
        band: standing ? BAND_LABELS[quicker ? FLIPPED_BAND[standing.band] : standing.band] : null,
      },
    ];
  });
}

const CAVEAT_TEXTS: Record<SprintProfileEntry['caveats'][number], string | null> = {
  'hand-started':
    'Hand-timed start: we corrected for the usual delay, but a person’s reaction varies, so treat these numbers as estimates.',
  'hand-stopped':
    'Hand-stopped splits: we corrected for the usual early stop, but it varies from timer to timer.',
  'unknown-start':
    'We were not told how the clock was started: the profile assumes it started when you moved.',
  'unknown-stop': 'We were not told what timed the splits: the profile assumes electronic timing.',
  'lead-in-assumed': 'You started behind the beam: the lead-in was taken into account.',
  'exact-fit':
    'With this few splits the curve passes exactly through them, so their agreement cannot be checked.',
};

/** The sentences of the caveats a profile carries, in its order. */
export function caveatTexts(entry: SprintProfileEntry): string[] {
  return entry.caveats.flatMap((c) => (CAVEAT_TEXTS[c] ? [CAVEAT_TEXTS[c]] : []));
}

/** What the card shows: a profile, an unreliable fit, only what is missing, or nothing at all. */
export type CardState =
  | { kind: 'none' }
  | { kind: 'missing'; message: string; testDate: string }
  | { kind: 'unreliable'; entry: SprintProfileEntry; missing: SprintProfileResponse['missing'] }
  | { kind: 'profile'; entry: SprintProfileEntry; missing: SprintProfileResponse['missing'] };

export function cardState(data: SprintProfileResponse): CardState {
  const { latest, missing } = data;
  if (!latest) return missing ? { kind: 'missing', ...missing } : { kind: 'none' };
  return latest.status === 'reliable'
    ? { kind: 'profile', entry: latest, missing }
    : { kind: 'unreliable', entry: latest, missing };
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** SVG path of the athlete's line or curve. */
  path: string;
  /** The cohort's line (F–v only). */
  cohortPath: string | null;
  points: { x: number; y: number; label: string }[];
  /** The chart in words, for screen readers. */
  description: string;
}

const CHART = { width: 300, height: 140, pad: 24 };

/** The force–velocity line (F0/kg at 0 m/s down to 0 N/kg at V0) against the cohort median's. */
export function forceVelocityChart(
  entry: SprintProfileEntry,
  cohort: SprintCohortDto | null,
): ChartGeometry | null {
  if (entry.f0PerKg === null || entry.v0 === null) return null;
  const median = cohort ? { f0: cohort.anchors.f0PerKg.p50, v0: cohort.anchors.v0.p50 } : null;
  const maxF = Math.max(entry.f0PerKg, median?.f0 ?? 0) * 1.1;
  const maxV = Math.max(entry.v0, median?.v0 ?? 0) * 1.05;
  const { width, height, pad } = CHART;
  const x = (v: number) => pad + (v / maxV) * (width - 2 * pad);
  const y = (f: number) => height - pad - (f / maxF) * (height - 2 * pad);
  const line = (f0: number, v0: number) =>
    `M ${x(0).toFixed(1)} ${y(f0).toFixed(1)} L ${x(v0).toFixed(1)} ${y(0).toFixed(1)}`;
  return {
    width,
    height,
    path: line(entry.f0PerKg, entry.v0),
    cohortPath: median ? line(median.f0, median.v0) : null,
    points: [],
    description:
      `Your force–velocity line runs from ${fixed(entry.f0PerKg, 1)} N/kg at standstill to 0 at ${fixed(entry.v0, 2)} m/s.` +
      (median && cohort
        ? ` The median of ${cohortName(cohort)} runs from ${fixed(median.f0, 1)} N/kg to ${fixed(median.v0, 2)} m/s.`
        : ''),
  };
}

/** Yards for the labels of splits typed in yards (the 40's are). */
const yardsOf = (metres: number) => metres / 0.9144;

/** The modelled speed over time, with each measured split marked at its time on the curve. */
export function velocityChart(entry: SprintProfileEntry): ChartGeometry | null {
  if (entry.mss === null || entry.tau === null) return null;
  const { mss, tau } = entry;
  const correction = entry.timeCorrection ?? 0;
  const tEnd = Math.max(entry.fortySeconds + correction, 1) * 1.05;
  const { width, height, pad } = CHART;
  const x = (t: number) => pad + (t / tEnd) * (width - 2 * pad);
  const y = (v: number) => height - pad - (v / (mss * 1.1)) * (height - 2 * pad);
  const speedAt = (t: number) => mss * (1 - Math.exp(-t / tau));
  const steps = 40;
  const path = Array.from({ length: steps + 1 }, (_, i) => {
    const t = (tEnd * i) / steps;
    return `${i === 0 ? 'M' : 'L'} ${x(t).toFixed(1)} ${y(speedAt(t)).toFixed(1)}`;
  }).join(' ');
  const points = entry.splits.map((split) => {
    const t = split.time + correction;
    return {
      x: x(t),
      y: y(speedAt(t)),
      label: `${Math.round(yardsOf(split.distance))} yd`,
    };
  });
  return {
    width,
    height,
    path,
    cohortPath: null,
    points,
    description: `Your modelled speed rises to ${fixed(mss, 2)} m/s. Your splits: ${entry.splits
      .map((s) => `${Math.round(yardsOf(s.distance))} yd in ${fixed(s.time, 2)} s`)
      .join(', ')}.`,
  };
}
