/**
 * Builds the sprint-profile position cohorts (sprint_profile_cohorts.csv) from public NFL combine
 * data with the domain's own sprint profile, the one the app computes for athletes
 * (docs/product/sprint-profile.md, "The position cohorts"). It also rewrites the generated part of
 * the reference data's SOURCES.md: the n of every position, what was left out and why, a check
 * of the model against measured 20-yard splits, and what the start's time correction does.
 *
 *   npx tsx apps/server/scripts/build-sprint-cohort.ts combine_official.csv combine_pro_day.csv [outDir]
 *
 * outDir defaults to apps/server/src/db/reference-data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSITIONS, type Position } from '@gamespeed/domain/constants';
import {
  COHORT_CSV_PREFIX,
  COHORT_METRICS,
  type CohortMetric,
  cohortAnchors,
  computeSprintProfile,
  KILOGRAMS_PER_POUND,
  METRES_PER_INCH,
  MIN_COHORT_ATHLETES,
  modelledSplitTime,
  profileMetric,
  type SprintProfile,
  type SprintStart,
  yardsToMetres,
} from '@gamespeed/domain/sprint-profile';
import { type CombineAthlete, readCombineAthletes } from './sprint-cohort/combine-data';

export const COHORT_FILE = 'sprint_profile_cohorts.csv';
const MARKER_START = '<!-- sprint-cohort:start -->';
const MARKER_END = '<!-- sprint-cohort:end -->';
/** The combine's clock: started by hand on first movement, splits and finish electronic. */
const COMBINE_START: SprintStart = { kind: 'first-movement-hand' };
const DECIMALS: Record<CohortMetric, number> = { mss: 2, tau: 3, f0PerKg: 2, v0: 2, pmaxPerKg: 1 };

/** Every cohort profile has kinetics (the athletes' own height and weight). */
const metricOf = (profile: SprintProfile, metric: CohortMetric): number =>
  profileMetric(profile, metric)!;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function profileOf(athlete: CombineAthlete, start: SprintStart) {
  return computeSprintProfile({
    splits: [
      { distance: yardsToMetres(10), time: athlete.tenYardSplit! },
      { distance: yardsToMetres(40), time: athlete.forty },
    ],
    start,
    stop: 'electronic',
    body: {
      massKg: athlete.weightPounds * KILOGRAMS_PER_POUND,
      heightMetres: athlete.heightInches * METRES_PER_INCH,
    },
  });
}

export interface CohortBuild {
  csv: string;
  summary: string;
}

export function buildSprintCohorts(athletes: readonly CombineAthlete[]): CohortBuild {
  const left = { noSplit: 0, otherPosition: new Map<string, number>() };
  const refused = new Map<string, number>();
  const profiles = new Map<Position, { athlete: CombineAthlete; profile: SprintProfile }[]>();
  const uncorrected = new Map<Position, SprintProfile[]>();
  for (const athlete of athletes) {
    if (athlete.tenYardSplit === null) {
      left.noSplit++;
      continue;
    }
    if (athlete.position === null) {
      const label = athlete.label || '(none)';
      left.otherPosition.set(label, (left.otherPosition.get(label) ?? 0) + 1);
      continue;
    }
    const result = profileOf(athlete, COMBINE_START);
    if (!result.ok) {
      refused.set(result.failure.reason, (refused.get(result.failure.reason) ?? 0) + 1);
      continue;
    }
    profiles.set(athlete.position, [
      ...(profiles.get(athlete.position) ?? []),
      { athlete, profile: result.profile },
    ]);
    const raw = profileOf(athlete, { kind: 'first-movement-electronic' });
    if (raw.ok)
      uncorrected.set(athlete.position, [
        ...(uncorrected.get(athlete.position) ?? []),
        raw.profile,
      ]);
  }

  const header = [
    'position',
    'n',
    ...COHORT_METRICS.flatMap((m) =>
      ['p10', 'p50', 'p90'].map((p) => `${COHORT_CSV_PREFIX[m]}_${p}`),
    ),
  ];
  const rows: string[] = [header.join(',')];
  const tooFew: string[] = [];
  for (const position of POSITIONS) {
    const group = profiles.get(position) ?? [];
    if (group.length < MIN_COHORT_ATHLETES) {
      tooFew.push(`${position} (${group.length})`);
      continue;
    }
    const cells = COHORT_METRICS.flatMap((metric) => {
      const anchors = cohortAnchors(group.map(({ profile }) => metricOf(profile, metric)));
      return [anchors.p10, anchors.p50, anchors.p90].map((v) => round(v, DECIMALS[metric]));
    });
    rows.push([position, group.length, ...cells].join(','));
  }

  const all = [...profiles.values()].flat();
  const years = all.map(({ athlete }) => athlete.year);
  const official = all.filter(({ athlete }) => athlete.splitSource === 'official').length;
  const median = (values: number[]) => cohortAnchors(values).p50;

  // The model against 20-yard splits it was not fitted to.
  const checks = all
    .filter(({ athlete }) => athlete.twentyYardSplit !== null)
    .map(
      ({ athlete, profile }) =>
        athlete.twentyYardSplit! -
        modelledSplitTime(profile, yardsToMetres(20), profile.timeCorrection.seconds),
    );
  const mean = checks.reduce((a, b) => a + b, 0) / checks.length;
  const sd = Math.sqrt(checks.reduce((a, b) => a + (b - mean) ** 2, 0) / (checks.length - 1));

  const count = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'none';
  const summary = [
    `- **Athletes**: ${all.length} official combine athletes ${Math.min(...years)}–${Math.max(...years)} at a GameSpeed position with a 40 and a 10-yd split (${official} with the split in the official file, ${all.length - official} from the merged file).`,
    `- **n per position**: ${POSITIONS.map((p) => `${p} ${profiles.get(p)?.length ?? 0}`).join(' · ')}.`,
    `- **Left out**: ${left.noSplit} official rows with a 40 but no combine 10-yd split; other positions: ${count(left.otherPosition)}; refused by the profile's guard rails: ${count(refused)}.`,
    `- **Positions without a cohort** (fewer than ${MIN_COHORT_ATHLETES} athletes): ${tooFew.join(', ') || 'none'}.`,
    checks.length > 1
      ? `- **Check against measured 20-yd splits** (not used in the fit; n = ${checks.length}): measured minus modelled ${mean.toFixed(3)} s on average (SD ${sd.toFixed(3)} s).`
      : '- **Check against measured 20-yd splits**: too few athletes with one.',
    '- **What the start correction does** (medians, no correction → 0.065 s):',
    '',
    '  | position | MSS (m/s) | τ (s) | F0/kg (N/kg) |',
    '  | --- | --- | --- | --- |',
    ...POSITIONS.filter((p) => (profiles.get(p)?.length ?? 0) >= MIN_COHORT_ATHLETES).map((p) => {
      const raw = uncorrected.get(p) ?? [];
      const corrected = profiles.get(p)!.map(({ profile }) => profile);
      const pair = (metric: CohortMetric) =>
        `${round(median(raw.map((x) => metricOf(x, metric))), DECIMALS[metric])} → ${round(median(corrected.map((x) => metricOf(x, metric))), DECIMALS[metric])}`;
      return `  | ${p} | ${pair('mss')} | ${pair('tau')} | ${pair('f0PerKg')} |`;
    }),
  ].join('\n');
  return { csv: `${rows.join('\n')}\n`, summary };
}

/** Replaces the generated part of SOURCES.md (between its markers) with this build's summary. */
export function withSummary(sources: string, summary: string): string {
  const start = sources.indexOf(MARKER_START);
  const end = sources.indexOf(MARKER_END);
  if (start < 0 || end < start) throw new Error(`SOURCES.md needs ${MARKER_START} … ${MARKER_END}`);
  return `${sources.slice(0, start + MARKER_START.length)}\n${summary}\n${sources.slice(end)}`;
}

function main(argv: string[]): void {
  const [officialPath, mergedPath, outDir] = argv;
  if (!officialPath || !mergedPath) {
    console.error(
      'usage: tsx apps/server/scripts/build-sprint-cohort.ts combine_official.csv combine_pro_day.csv [outDir]',
    );
    process.exit(2);
  }
  const dir = outDir ?? fileURLToPath(new URL('../src/db/reference-data', import.meta.url));
  const { csv, summary } = buildSprintCohorts(readCombineAthletes(officialPath, mergedPath));
  writeFileSync(join(dir, COHORT_FILE), csv);
  const sourcesPath = join(dir, 'SOURCES.md');
  writeFileSync(sourcesPath, withSummary(readFileSync(sourcesPath, 'utf8'), summary));
  console.log(csv);
  console.log(summary);
  console.log(`\nWrote ${join(dir, COHORT_FILE)} and the generated part of ${sourcesPath}.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  main(process.argv.slice(2));
