import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSITIONS } from '@gamespeed/domain/constants';
import {
  COHORT_CSV_PREFIX,
  COHORT_METRICS,
  MIN_COHORT_ATHLETES,
  sprintCohortFromCsvRow,
} from '@gamespeed/domain/sprint-profile';
import { describe, expect, it } from 'vitest';
import {
  buildSprintCohorts,
  COHORT_FILE,
  withSummary,
} from '../apps/server/scripts/build-sprint-cohort';
import { readCombineAthletes } from '../apps/server/scripts/sprint-cohort/combine-data';

/**
 * The sprint-cohort script (apps/server/scripts/build-sprint-cohort.ts) on small files shaped like
 * its two sources, and the cohort file it wrote into the reference data.
 */
const OFFICIAL_HEADER =
  'year,player,position,height,weight,forty_yard_dash,ten_yard_split,person_id,nfl_comparison';
const MERGED_HEADER = 'Year,player,POS,40 Yard,10-Yard Split,20-Yard Split,nfl_person_id';

function files(official: string[], merged: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'sprint-cohort-'));
  const officialPath = join(dir, 'combine_official.csv');
  const mergedPath = join(dir, 'combine_pro_day.csv');
  writeFileSync(officialPath, [OFFICIAL_HEADER, ...official].join('\n'));
  writeFileSync(mergedPath, [MERGED_HEADER, ...merged].join('\n'));
  return readCombineAthletes(officialPath, mergedPath);
}

describe('joining the official combine file with the merged combine and pro-day file', () => {
  const athletes = files(
    [
      // A quoted comparison with a comma and a line break, as the real file has.
      '2015,Ann Able,WR,72.0,200,4.40,,id-a,"Fast, like\nsomeone"',
      '2015,Bob Baker,OLB,74.0,240,4.70,,id-b,',
      '2015,Cal Cole,CB,70.0,190,4.45,,id-c,',
      '2026,Dan Dee,EDGE,76.0,260,4.80,1.66,id-d,',
      '2015,Eve Ely,QB,75.0,220,4.80,,id-e,',
      '2015,Fay Fox,WR,,200,4.50,,id-f,',
    ],
    [
      '2015,Ann Able,WR,4.40,1.52,,id-a',
      '2015,Bob Baker,OLB,4.70,1.62,2.71,other-id', // matched by year and name
      '2015,Cal Cole,CB,4.38,1.50,,id-c', // a pro-day 40: not the combine run
      '2026,Dan Dee,EDGE,4.80,1.70,,x',
    ],
  );
  const byName = Object.fromEntries(athletes.map((a) => [a.name, a]));

  it('takes the split of the same combine run, the official one first', () => {
    expect(byName['Ann Able']).toMatchObject({
      position: 'WR',
      tenYardSplit: 1.52,
      splitSource: 'merged',
    });
    expect(byName['Bob Baker']).toMatchObject({
      position: 'LB',
      tenYardSplit: 1.62,
      twentyYardSplit: 2.71,
    });
    expect(byName['Cal Cole']).toMatchObject({ tenYardSplit: null, splitSource: null });
    expect(byName['Dan Dee']).toMatchObject({
      position: 'DE',
      tenYardSplit: 1.66,
      splitSource: 'official',
    });
  });

  it('keeps other positions unmapped and drops rows without height, weight or 40', () => {
    expect(byName['Eve Ely']).toMatchObject({ label: 'QB', position: null });
    expect(byName['Fay Fox']).toBeUndefined();
  });
});

describe('building the cohorts', () => {
  const athlete = (i: number, position: 'WR' | 'TE') => ({
    year: 2020,
    name: `${position} ${i}`,
    label: position,
    position,
    heightInches: 73,
    weightPounds: position === 'WR' ? 200 : 250,
    forty: 4.4 + i * 0.005,
    tenYardSplit: 1.5 + i * 0.002,
    twentyYardSplit: null,
    splitSource: 'merged' as const,
  });
  const build = buildSprintCohorts([
    ...Array.from({ length: MIN_COHORT_ATHLETES }, (_, i) => athlete(i, 'WR')),
    ...Array.from({ length: 10 }, (_, i) => athlete(i, 'TE')),
  ]);

  it('writes a row for a position with enough athletes and names the one without', () => {
    const lines = build.csv.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^WR,50,/);
    expect(build.summary).toContain('fewer than 50 athletes): CB (0), S (0)');
    expect(build.summary).toContain('TE (10)');
  });

  it('puts its summary between the markers of SOURCES.md', () => {
    const sources = 'before\n<!-- sprint-cohort:start -->\nold\n<!-- sprint-cohort:end -->\nafter';
    expect(withSummary(sources, 'new')).toBe(
      'before\n<!-- sprint-cohort:start -->\nnew\n<!-- sprint-cohort:end -->\nafter',
    );
    expect(() => withSummary('no markers', 'new')).toThrow();
  });
});

describe('the shipped sprint_profile_cohorts.csv', () => {
  const text = readFileSync(
    new URL(`../apps/server/src/db/reference-data/${COHORT_FILE}`, import.meta.url),
    'utf8',
  );
  const [header, ...rows] = text
    .trim()
    .split('\n')
    .map((line) => line.split(','));

  it('has the columns the domain names, a known position per row and ordered anchors', () => {
    expect(header).toEqual([
      'position',
      'n',
      ...COHORT_METRICS.flatMap((m) =>
        ['p10', 'p50', 'p90'].map((p) => `${COHORT_CSV_PREFIX[m]}_${p}`),
      ),
    ]);
    const cohorts = rows.map((cells) =>
      sprintCohortFromCsvRow(Object.fromEntries(header!.map((column, i) => [column, cells[i]!]))),
    );
    expect(cohorts.map((c) => c.position)).toEqual([...POSITIONS]);
    for (const cohort of cohorts) {
      expect(cohort.n, cohort.position).toBeGreaterThanOrEqual(MIN_COHORT_ATHLETES);
      for (const metric of COHORT_METRICS) {
        const { p10, p50, p90 } = cohort.anchors[metric];
        expect(p10 <= p50 && p50 <= p90, `${cohort.position} ${metric}`).toBe(true);
      }
    }
  });
});
