import { describe, expect, it } from 'vitest';
import { TEST_DAY_SUMMARY_IMPROVEMENTS, testDaySummary } from './test-day-summary';

const result = (
  athleteId: string,
  movement: 'forty' | 'broad_jump',
  value: number,
  previousBest: number | null,
  previousValue: number | null,
) => ({ athleteId, movement, value, previousBest, previousValue });

describe('testDaySummary', () => {
  it('a personal record beats the best before the test day; a first result or a tie is none', () => {
    const summary = testDaySummary({
      athleteIds: ['ann', 'ben', 'cy', 'dee'],
      absentAthleteIds: [],
      results: [
        result('ben', 'forty', 4.7, 4.8, 4.9),
        result('ann', 'broad_jump', 110, 108, 100),
        result('cy', 'forty', 4.8, 4.8, 4.8),
        result('dee', 'forty', 5.1, null, null),
        result('ann', 'forty', 5.0, 4.9, 5.2),
      ],
    });
    // In roster order: lower is better for a time, higher for a jump.
    expect(summary.personalRecords).toEqual([
      { athleteId: 'ann', movement: 'broad_jump', value: 110, previousBest: 108 },
      { athleteId: 'ben', movement: 'forty', value: 4.7, previousBest: 4.8 },
    ]);
  });

  it("the biggest improvement is each athlete's best gain on their previous result, as a share of it", () => {
    const summary = testDaySummary({
      athleteIds: ['ann', 'ben', 'cy'],
      absentAthleteIds: [],
      results: [
        // Ann: 10 % on the jump beats 3.8 % on the 40.
        result('ann', 'forty', 5.0, 4.9, 5.2),
        result('ann', 'broad_jump', 110, 108, 100),
        // Ben: 2 % on the 40.
        result('ben', 'forty', 4.9, 4.9, 5.0),
        // Cy got worse: no improvement to show.
        result('cy', 'forty', 5.0, 4.8, 4.8),
      ],
    });
    expect(summary.improvements.map((i) => [i.athleteId, i.movement])).toEqual([
      ['ann', 'broad_jump'],
      ['ben', 'forty'],
    ]);
    expect(summary.improvements[0]!.fraction).toBeCloseTo(0.1, 10);
    expect(summary.improvements[1]).toMatchObject({ value: 4.9, previousValue: 5 });
    expect(summary.improvements[1]!.fraction).toBeCloseTo(0.02, 10);
  });

  it(`lists at most ${TEST_DAY_SUMMARY_IMPROVEMENTS} improvements, biggest first, ties in roster order`, () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const summary = testDaySummary({
      athleteIds: ids,
      absentAthleteIds: [],
      results: ids.map((id, i) => result(id, 'broad_jump', 100 + (i < 2 ? 10 : i), null, 100)),
    });
    expect(summary.improvements.map((i) => i.athleteId)).toEqual(['a', 'b', 'g', 'f', 'e']);
  });

  it('who was not tested: every athlete with no result, the ones marked absent said so', () => {
    const summary = testDaySummary({
      athleteIds: ['ann', 'ben', 'cy'],
      absentAthleteIds: ['cy'],
      results: [result('ben', 'forty', 4.9, null, null), result('gone', 'forty', 4.5, 5, 5)],
    });
    expect(summary.notTested).toEqual([
      { athleteId: 'ann', absent: false },
      { athleteId: 'cy', absent: true },
    ]);
    // An athlete no longer on the roster is left out of every list.
    expect(summary.personalRecords).toEqual([]);
    expect(summary.improvements).toEqual([]);
  });
});
