import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assess,
  broadJumpGoal,
  confidenceScoreFor,
  deficiencyLabel,
  deficiencyTone,
  forceOrFormFor,
  GEAR_2_FOCUS_TEXT,
  NORMS_UNAVAILABLE_MESSAGE,
  NormsUnavailableError,
  OTHER_GEAR_FOCUS_TEXT,
  trainingFocusText,
} from './assessment';
import { REFERENCE_POWER_TO_SPEED_NORMS as NORMS } from './test-fixtures';

describe('assess', () => {
  it('7 in short of elite is force deficient with Gear 2 and confidence 75', () => {
    // 200 lb → elite 129 in; 122 in is 7 in short.
    expect(assess({ weight: 200, broadJumpInches: 122 }, NORMS)).toEqual({
      primaryDeficiency: 'force_deficient',
      gearLevel: 2,
      targetBroadJump: 129,
      eliteBroadJump: 129,
      differenceFromElite: 7,
      confidenceScore: 75,
      forceOrForm: 'force',
      deficiencyNotes: 'Broad jump is 7 in short of the elite 129 in for 200 lb.',
    });
  });

  it('exactly 6 in short is still well-balanced (greater than 6 is required)', () => {
    expect(assess({ weight: 200, broadJumpInches: 123 }, NORMS)).toEqual({
      primaryDeficiency: 'well_balanced',
      gearLevel: null,
      targetBroadJump: 129,
      eliteBroadJump: 129,
      differenceFromElite: 6,
      confidenceScore: 50,
      forceOrForm: 'unassigned',
      deficiencyNotes:
        'Broad jump is 6 in short of the elite 129 in for 200 lb, within 6 in of elite.',
    });
  });

  it('a fraction over 6 in is force deficient', () => {
    expect(assess({ weight: 200, broadJumpInches: 122.5 }, NORMS).primaryDeficiency).toBe(
      'force_deficient',
    );
  });

  it('meeting or beating elite is well-balanced with a negative or zero difference', () => {
    const equal = assess({ weight: 200, broadJumpInches: 129 }, NORMS);
    expect(equal.differenceFromElite).toBe(0);
    expect(equal.deficiencyNotes).toBe('Broad jump matches the elite 129 in for 200 lb.');
    const beyond = assess({ weight: 200, broadJumpInches: 135 }, NORMS);
    expect(beyond.differenceFromElite).toBe(-6);
    expect(beyond.primaryDeficiency).toBe('well_balanced');
    expect(beyond.deficiencyNotes).toBe('Broad jump is 6 in beyond the elite 129 in for 200 lb.');
  });

  it('uses the nearest weight row and names its weight', () => {
    // 267 lb → 270 row (123 in).
    const r = assess({ weight: 267, broadJumpInches: 110 }, NORMS);
    expect(r.targetBroadJump).toBe(123);
    expect(r.differenceFromElite).toBe(13);
    expect(r.deficiencyNotes).toBe('Broad jump is 13 in short of the elite 123 in for 270 lb.');
  });

  it('on a weight tie uses the lighter (stricter) row', () => {
    // 285 lb: 280 row 120 in vs 290 row 116 in. 113 in is 7 short of 120 but only 3 of 116.
    const r = assess({ weight: 285, broadJumpInches: 113 }, NORMS);
    expect(r.targetBroadJump).toBe(120);
    expect(r.primaryDeficiency).toBe('force_deficient');
  });

  it('clamps to the lightest and heaviest rows', () => {
    expect(assess({ weight: 120, broadJumpInches: 100 }, NORMS).targetBroadJump).toBe(131);
    expect(assess({ weight: 400, broadJumpInches: 100 }, NORMS).targetBroadJump).toBe(110);
  });

  it('throws NormsUnavailableError with the documented message on empty norms', () => {
    expect(() => assess({ weight: 200, broadJumpInches: 120 }, [])).toThrow(NormsUnavailableError);
    expect(() => assess({ weight: 200, broadJumpInches: 120 }, [])).toThrow(
      'Unable to load bodyweight norms',
    );
    expect(NORMS_UNAVAILABLE_MESSAGE).toBe('Unable to load bodyweight norms');
    const error = new NormsUnavailableError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NormsUnavailableError');
  });

  it('rejects nonsense input', () => {
    expect(() => assess({ weight: 0, broadJumpInches: 120 }, NORMS)).toThrow(RangeError);
    expect(() => assess({ weight: Number.NaN, broadJumpInches: 120 }, NORMS)).toThrow(RangeError);
    expect(() => assess({ weight: 200, broadJumpInches: -1 }, NORMS)).toThrow(RangeError);
  });

  it('is internally consistent for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 450 }),
        fc.integer({ min: 12, max: 167 }),
        (w, bj) => {
          const r = assess({ weight: w, broadJumpInches: bj }, NORMS);
          expect(r.eliteBroadJump).toBe(r.targetBroadJump);
          expect(r.differenceFromElite).toBe(r.targetBroadJump - bj);
          const force = r.differenceFromElite > 6;
          expect(r.primaryDeficiency).toBe(force ? 'force_deficient' : 'well_balanced');
          expect(r.gearLevel).toBe(force ? 2 : null);
          expect(r.confidenceScore).toBe(force ? 75 : 50);
          expect(r.forceOrForm).toBe(force ? 'force' : 'unassigned');
        },
      ),
    );
  });

  it('a longer jump never makes the outcome worse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 450 }),
        fc.integer({ min: 12, max: 160 }),
        fc.integer({ min: 0, max: 20 }),
        (w, bj, more) => {
          const shorter = assess({ weight: w, broadJumpInches: bj }, NORMS);
          const longer = assess({ weight: w, broadJumpInches: bj + more }, NORMS);
          if (shorter.primaryDeficiency === 'well_balanced') {
            expect(longer.primaryDeficiency).toBe('well_balanced');
          }
        },
      ),
    );
  });
});

describe('confidenceScoreFor', () => {
  it('is 75 with a gear level and 50 without', () => {
    expect(confidenceScoreFor(2)).toBe(75);
    expect(confidenceScoreFor(3)).toBe(75);
    expect(confidenceScoreFor(null)).toBe(50);
    expect(confidenceScoreFor(undefined)).toBe(50);
  });
});

describe('deficiencyLabel, deficiencyTone, forceOrFormFor', () => {
  it.each([
    ['force_deficient', 'FORCE DEFICIENT', 'orange', 'force'],
    ['form_deficient', 'FORM DEFICIENT', 'blue', 'form'],
    ['well_balanced', 'WELL-BALANCED', 'green', 'unassigned'],
    ['other', 'WELL-BALANCED', 'green', 'unassigned'],
    ['FORCE_DEFICIENT', 'WELL-BALANCED', 'green', 'unassigned'],
    ['', 'WELL-BALANCED', 'green', 'unassigned'],
    [null, 'WELL-BALANCED', 'green', 'unassigned'],
    [undefined, 'WELL-BALANCED', 'green', 'unassigned'],
  ] as const)('%j → %s, %s, %s', (primary, label, tone, forceOrForm) => {
    expect(deficiencyLabel(primary)).toBe(label);
    expect(deficiencyTone(primary)).toBe(tone);
    expect(forceOrFormFor(primary)).toBe(forceOrForm);
  });
});

describe('trainingFocusText', () => {
  it('is the power text only for Gear 2', () => {
    expect(trainingFocusText(2)).toBe(GEAR_2_FOCUS_TEXT);
    expect(trainingFocusText(3)).toBe(OTHER_GEAR_FOCUS_TEXT);
    expect(trainingFocusText(null)).toBe(OTHER_GEAR_FOCUS_TEXT);
    expect(GEAR_2_FOCUS_TEXT).toBe(
      'You need to build more explosive power. Focus on heavy, controlled movements.',
    );
    expect(OTHER_GEAR_FOCUS_TEXT).toBe(
      'You need to improve leg turnover and mechanics at speed. Focus on faster, lighter movements.',
    );
  });
});

describe('broadJumpGoal', () => {
  const base = { eliteBroadJump: 129, nflBroadJump: 121, position: 'WR' as const };

  it.each([null, undefined, 0, Number.NaN])('is no-assessment for athlete value %j', (bj) => {
    expect(broadJumpGoal({ ...base, athleteBroadJump: bj })).toEqual({ kind: 'no-assessment' });
  });

  it('shows inches still needed for both benchmarks', () => {
    expect(broadJumpGoal({ ...base, athleteBroadJump: 110 })).toEqual({
      kind: 'progress',
      position: 'WR',
      toElite: 19,
      toNfl: 11,
      reachedElite: false,
      reachedNfl: false,
    });
  });

  it('reaching NFL but not elite', () => {
    expect(broadJumpGoal({ ...base, athleteBroadJump: 121 })).toEqual({
      kind: 'progress',
      position: 'WR',
      toElite: 8,
      toNfl: null,
      reachedElite: false,
      reachedNfl: true,
    });
  });

  it('reaching both', () => {
    expect(broadJumpGoal({ ...base, athleteBroadJump: 130 })).toMatchObject({
      toElite: null,
      toNfl: null,
      reachedElite: true,
      reachedNfl: true,
    });
  });

  it('rounds the inches still needed up', () => {
    expect(broadJumpGoal({ ...base, athleteBroadJump: 128.2 })).toMatchObject({ toElite: 1 });
    expect(broadJumpGoal({ ...base, athleteBroadJump: 119.5 })).toMatchObject({ toNfl: 2 });
    // Float noise does not add an inch: 129 − 127.99999999999999 is not 2.
    expect(broadJumpGoal({ ...base, athleteBroadJump: 127.99999999999999 })).toMatchObject({
      toElite: 1,
    });
  });

  it('an unknown benchmark is neither needed nor reached', () => {
    expect(
      broadJumpGoal({
        athleteBroadJump: 100,
        eliteBroadJump: null,
        nflBroadJump: undefined,
        position: 'C',
      }),
    ).toEqual({
      kind: 'progress',
      position: 'C',
      toElite: null,
      toNfl: null,
      reachedElite: false,
      reachedNfl: false,
    });
  });

  it('each benchmark is either reached, needed (a whole positive number) or unknown', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.option(fc.double({ min: 1, max: 200, noNaN: true })),
        (athlete, elite) => {
          const g = broadJumpGoal({
            athleteBroadJump: athlete,
            eliteBroadJump: elite,
            nflBroadJump: null,
            position: 'CB',
          });
          if (g.kind !== 'progress') throw new Error('expected progress');
          if (elite === null) {
            expect(g.toElite).toBeNull();
            expect(g.reachedElite).toBe(false);
          } else if (athlete >= elite) {
            expect(g.reachedElite).toBe(true);
            expect(g.toElite).toBeNull();
          } else if (g.toElite !== null) {
            expect(Number.isInteger(g.toElite)).toBe(true);
            expect(g.toElite).toBeGreaterThan(0);
            expect(athlete + g.toElite).toBeGreaterThanOrEqual(elite - 1e-6);
            expect(g.toElite - 1).toBeLessThan(elite - athlete);
          } else {
            // Within float tolerance of the benchmark: counted as reached.
            expect(elite - athlete).toBeLessThan(1e-6);
            expect(g.reachedElite).toBe(true);
          }
        },
      ),
    );
  });
});
