/** The reading layer end to end: a file's text to runs, their tests, their athletes and keys. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columnRoles } from './column-roles';
import { guessMapping } from './mapping';
import { recognisePreset } from './presets';
import { readTimingTable } from './read-table';
import { cellDate, readRuns } from './runs';
import { runTargets } from './targets';

const chronojumpText = readFileSync(
  new URL('./fixtures/chronojump-world-championship-100m-splits.csv', import.meta.url),
  'utf8',
);

function tableOf(text: string) {
  const reading = readTimingTable(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.table;
}

describe('presets', () => {
  it.each([
    [
      ['Name', 'Date', 'Direction', 'Side', 'TopSpeed', '0-5m Time [s]', 'MaxAcceleration'],
      '1080-motion-linear-sprint',
    ],
    [
      ['Name', 'TopSpeed', '0-5yd Time [s]', 'Best 5yd Split Time [s]'],
      '1080-motion-linear-sprint',
    ],
    [
      ['Person', 'Mass', 'Height', 'Vmax.fitted', 'raw.Pmax', '5m_Time', '10m_Time', '20m_Time'],
      'chronojump-sprint-export',
    ],
    [['Year', 'Name', 'Surname', 'RT', 'T10', 'T20'], 'chronojump-split-times'],
    [['Athlete', 'Run', 'Gate distance (m)', 'Cumulative time'], 'generic-per-split'],
    [['Athlete', '10yd', '20yd', '40yd'], 'generic-per-row'],
  ])('%j is %s', (headers, id) => {
    expect(recognisePreset(headers).id).toBe(id);
  });
});

describe('the Chronojump world-championship file', () => {
  const table = tableOf(chronojumpText);
  const { mapping, questions } = guessMapping(table.headers);

  it('maps names, and T10 … T100 as gates in metres; Year and RT are left unmapped', () => {
    expect(mapping.preset).toBe('chronojump-split-times');
    expect(mapping.athlete).toEqual({ first: 1, last: 2 });
    expect(mapping.date).toEqual({ fileDate: null });
    expect(mapping.splits).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ column: 4 + i, distance: 10 * (i + 1), unit: 'm' })),
    );
    expect(questions).toEqual([]);
    expect(mapping).toMatchObject({ device: 'timing-gates', start: 'signal' });
  });

  it('reads 17 runs whose splits are the file’s numbers, decimal commas read', () => {
    const { runs, skipped } = readRuns(table, { ...mapping, date: { fileDate: '2026-09-01' } });
    expect(skipped).toEqual([]);
    expect(runs).toHaveLength(17);
    expect(runs[0]).toMatchObject({ athlete: { name: 'Ben Johnson' }, date: '2026-09-01' });
    expect(runs[0]!.splits.map((s) => s.seconds)).toEqual([
      1.71, 2.73, 3.67, 4.54, 5.4, 6.25, 7.1, 7.97, 8.83, 9.7,
    ]);
  });

  it('keeps each run as "sprint, 100 m" with all ten splits: no 40 yd gate, no fly', () => {
    const { runs } = readRuns(table, mapping);
    const reading = runTargets(runs[0]!);
    expect(reading).toEqual({
      ok: true,
      targets: [{ kind: 'sprint', distance: 100, unit: 'm', value: 9.7, splits: runs[0]!.splits }],
    });
  });
});

describe('1080 Motion linear sprint export', () => {
  const text = [
    'Name,Date,Direction,Side,TopSpeed,0-5yd Time [s],MaxAcceleration,Best 5yd Split Time [s],0-10yd Time [s],0-20yd Time [s],0-40yd Time [s]',
    'Ana Diaz,2026-09-01,resisted,,8.9,1.02,6.1,0.55,1.62,2.71,4.72',
    'Bo Li,09/01/2026,resisted,,8.1,,5.0,,1.70,2.80,4.95',
  ].join('\n');
  const table = tableOf(text);
  const { mapping } = guessMapping(table.headers);

  it('reads distances and the yard unit from the headers; best splits are not gates', () => {
    expect(mapping.preset).toBe('1080-motion-linear-sprint');
    expect(mapping.splits.map((s) => `${s.distance} ${s.unit}`)).toEqual([
      '5 yd',
      '10 yd',
      '20 yd',
      '40 yd',
    ]);
    expect(mapping).toMatchObject({ device: 'laser', start: 'first-movement-electronic' });
  });

  it('fills the 40 with its 10 and 20 yd splits; a blank 0-5 gate is just absent', () => {
    const { runs } = readRuns(table, mapping);
    expect(runs.map((r) => r.date)).toEqual(['2026-09-01', '2026-09-01']);
    expect(runTargets(runs[0]!)).toEqual({
      ok: true,
      targets: [
        {
          kind: 'test',
          movement: 'forty',
          value: 4.72,
          splits: [
            { distance: 10, unit: 'yd', seconds: 1.62 },
            { distance: 20, unit: 'yd', seconds: 2.71 },
          ],
        },
      ],
    });
    expect(runs[1]!.splits).toHaveLength(3);
  });
});

describe('mapping onto tests', () => {
  const run = (splits: [number, 'm' | 'yd', number][]) => ({
    rows: [0],
    athlete: { name: 'Ana Diaz', email: null, externalId: null },
    date: '2026-09-01',
    trial: 1,
    testLabel: null,
    splits: splits.map(([distance, unit, seconds]) => ({ distance, unit, seconds })),
    total: null,
  });

  it('reads 36.58 m as the 40 (within 0.1 m) and 36.40 m as a sprint', () => {
    const forty = runTargets(
      run([
        [9.14, 'm', 1.6],
        [18.29, 'm', 2.65],
        [36.58, 'm', 4.6],
      ]),
    );
    expect(forty.ok && forty.targets.map((t) => t.kind === 'test' && t.movement)).toEqual([
      'forty',
    ]);
    const near = runTargets(
      run([
        [9.14, 'm', 1.6],
        [36.4, 'm', 4.6],
      ]),
    );
    expect(near.ok && near.targets).toEqual([
      { kind: 'sprint', distance: 36.4, unit: 'm', value: 4.6, splits: expect.any(Array) },
    ]);
  });

  it('takes the flies from gate differences only where both gates exist', () => {
    const all = runTargets(
      run([
        [5, 'yd', 1.0],
        [10, 'yd', 1.6],
        [15, 'yd', 2.1],
        [20, 'yd', 2.62],
        [30, 'yd', 3.6],
        [40, 'yd', 4.6],
      ]),
    );
    expect(
      all.ok && all.targets.map((t) => (t.kind === 'test' ? [t.movement, t.value] : t.kind)),
    ).toEqual([
      ['forty', 4.6],
      ['5_10_fly', 1.1],
      ['20_10_fly', 0.98],
    ]);
    const noFive = runTargets(
      run([
        [10, 'yd', 1.6],
        [20, 'yd', 2.62],
        [40, 'yd', 4.6],
      ]),
    );
    expect(noFive.ok && noFive.targets.map((t) => t.kind === 'test' && t.movement)).toEqual([
      'forty',
    ]);
  });

  it('keeps a run past the 40 whole too, and never extrapolates a 30 m run to 40 yd', () => {
    const long = runTargets(
      run([
        [10, 'yd', 1.6],
        [40, 'yd', 4.6],
        [60, 'yd', 6.6],
      ]),
    );
    expect(long.ok && long.targets.map((t) => t.kind)).toEqual(['test', 'sprint']);
    const short = runTargets(
      run([
        [10, 'm', 1.8],
        [20, 'm', 3.0],
        [30, 'm', 4.2],
      ]),
    );
    expect(short.ok && short.targets).toEqual([
      { kind: 'sprint', distance: 30, unit: 'm', value: 4.2, splits: expect.any(Array) },
    ]);
  });

  it.each([
    [
      [
        [10, 'yd', 1.6],
        [20, 'yd', 1.5],
      ],
      'The splits do not increase',
    ],
    [[[10, 'yd', 0.5]], 'faster than anyone has ever run'],
    [[[40, 'yd', 3.9]], 'faster than anyone has ever recorded for the 40 Yard Dash'],
    [[[40, 'yd', 71]], 'too slow for a sprint'],
  ] as [[number, 'm' | 'yd', number][], string][])('skips %j: %s', (splits, reason) => {
    const reading = runTargets(run(splits));
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.reason).toContain(reason);
  });
});

describe('one row per gate', () => {
  it('groups gates into runs by athlete and run', () => {
    const table = tableOf(
      'Athlete,Run,Gate distance (yd),Cumulative time\nAna Diaz,1,10,1.61\nAna Diaz,1,40,4.7\nAna Diaz,1,20,2.69\nAna Diaz,2,10,1.63\nAna Diaz,2,40,4.75\n',
    );
    const { mapping, questions } = guessMapping(table.headers);
    expect(questions).toEqual([]);
    expect(mapping.perSplit).toEqual({ distanceColumn: 2, timeColumn: 3, unit: 'yd' });
    const { runs } = readRuns(table, { ...mapping, date: { fileDate: '2026-09-01' } });
    expect(runs.map((r) => [r.trial, r.splits.map((s) => s.distance)])).toEqual([
      [1, [10, 20, 40]],
      [2, [10, 40]],
    ]);
  });

  it('asks the unit when the distance header has none', () => {
    const table = tableOf('Athlete,Distance,Cumulative time\nAna Diaz,10,1.61\n');
    expect(guessMapping(table.headers).questions).toEqual([
      { column: 1, header: 'Distance', question: 'Are the gate distances in metres or in yards?' },
    ]);
  });
});

describe('columns and questions', () => {
  it('asks about Split 2 and a bare T10 when the layout does not give its unit', () => {
    const { questions } = guessMapping(['Athlete', 'Split 1', 'T10']);
    expect(questions.map((q) => q.header)).toEqual(['Split 1', 'T10']);
    expect(questions[1]!.question).toBe('Is “T10” 10 m or 10 yd?');
  });

  it('reads Name as the whole name unless a last name is beside it', () => {
    expect(columnRoles(['Name', '40yd'])).toEqual(['athlete-name', 'other']);
    expect(columnRoles(['Name', 'Surname'])).toEqual(['first-name', 'last-name']);
    expect(columnRoles(['E-mail', 'Athlete ID', 'Test date', 'Trial'])).toEqual([
      'email',
      'athlete-id',
      'date',
      'trial',
    ]);
  });

  it.each([
    ['2026-09-01', '2026-09-01'],
    ['2026-09-01T10:30:00Z', '2026-09-01'],
    ['9/1/2026', '2026-09-01'],
    ['01.09.2026', '2026-09-01'],
    ['2026-02-30', null],
    ['yesterday', null],
  ])('cellDate(%s) is %s', (cell, expected) => {
    expect(cellDate(cell)).toBe(expected);
  });
});
