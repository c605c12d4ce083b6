/** Athlete matching and the run identity that makes a re-import add nothing. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchAthlete, nameSimilarity } from './athlete-matching';
import { guessMapping } from './mapping';
import { readTimingTable } from './read-table';
import { runIdentity } from './row-identity';
import { readRuns } from './runs';
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

describe('athlete matching', () => {
  const roster = [
    { id: 'a', name: 'Maurice Greene', email: 'mo@example.com' },
    { id: 'b', name: 'Tim Montgomery' },
    { id: 'c', name: 'Tim Harden' },
    { id: 'd', name: 'José Núñez' },
  ];
  it.each([
    [
      { name: 'Maurice Greene', email: null, externalId: null },
      { kind: 'exact', athleteId: 'a' },
    ],
    [
      { name: 'greene,  MAURICE', email: null, externalId: null },
      { kind: 'exact', athleteId: 'a' },
    ],
    [
      { name: 'Jose Nunez', email: null, externalId: null },
      { kind: 'exact', athleteId: 'd' },
    ],
    [
      { name: 'Mo G', email: 'MO@example.com', externalId: null },
      { kind: 'exact', athleteId: 'a' },
    ],
    [
      { name: 'Tim Montgomry', email: null, externalId: null },
      { kind: 'close', candidates: [{ athleteId: 'b', name: 'Tim Montgomery', score: 0.929 }] },
    ],
    [{ name: 'Carl Lewis', email: null, externalId: null }, { kind: 'none' }],
  ])('%j → %j', (key, expected) => {
    expect(matchAthlete(key, roster)).toEqual(expected);
  });

  it('scores names by their words, in any order', () => {
    expect(nameSimilarity('Lewis Carl', 'Carl Lewis')).toBe(1);
    expect(nameSimilarity('Tim Harden', 'Tim Montgomery')).toBeLessThan(0.75);
  });
});

describe('run identity', () => {
  const table = tableOf(chronojumpText);
  const { mapping } = guessMapping(table.headers);
  const identities = () =>
    readRuns(table, mapping).runs.map((run) => {
      const reading = runTargets(run);
      if (!reading.ok) throw new Error(reading.reason);
      return runIdentity(run, reading.targets[0]!);
    });

  it('is the same for the same file read twice and different for every run of it', () => {
    const first = identities();
    expect(identities()).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });
});
