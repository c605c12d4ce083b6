import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assess,
  assessmentReasonText,
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
      deficiencyNotes: 'Your broad jump is 7″ short of elite for 200 lb.',
      reason: { kind: 'broad_jump_short', gapInches: 7, normWeight: 200 },
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
      forceOrForm: 'balanced',
      deficiencyNotes:
        'Your broad jump is within 6″ of elite for 200 lb and no fly time is more than 0.10 s slower than elite.',
      reason: { kind: 'balanced', gapInches: 6, normWeight: 200 },
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
    expect(equal.deficiencyNotes).toBe(
      'Your broad jump reaches elite for 200 lb and no fly time is more than 0.10 s slower than elite.',
    );
    const beyond = assess({ weight: 200, broadJumpInches: 135 }, NORMS);
    expect(beyond.differenceFromElite).toBe(-6);
    expect(beyond.primaryDeficiency).toBe('well_balanced');
    expect(beyond.reason).toEqual({ kind: 'balanced', gapInches: -6, normWeight: 200 });
  });

  it('uses the nearest weight row and names its weight', () => {
    // 267 lb → 270 row (123 in).
    const r = assess({ weight: 267, broadJumpInches: 110 }, NORMS);
    expect(r.targetBroadJump).toBe(123);
    expect(r.differenceFromElite).toBe(13);
    expect(r.deficiencyNotes).toBe('Your broad jump is 13″ short of elite for 270 lb.');
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
          expect(r.forceOrForm).toBe(force ? 'force' : 'balanced');
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
    ['well_balanced', 'WELL-BALANCED', 'green', 'balanced'],
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

describe('the diagnosis with fly times (force, then form, else well-balanced)', () => {
  // 200 lb row: broad jump 129 in, 5→10 fly 1.05 s, 20→10 fly 0.94 s.
  it('200 lb, 10′8″ jump, 1.30 s 5→10 fly → FORM DEFICIENT, Gear 3, with the gap', () => {
    const r = assess({ weight: 200, broadJumpInches: 128, fly510: 1.3 }, NORMS);
    expect(r).toMatchObject({
      primaryDeficiency: 'form_deficient',
      gearLevel: 3,
      confidenceScore: 75,
      forceOrForm: 'form',
      reason: { kind: 'fly_slow', test: '5→10 Fly', gapSeconds: 0.25, normWeight: 200 },
    });
    expect(assessmentReasonText(r.reason)).toBe(
      'Your 5→10 fly is 0.25 s slower than elite for your weight.',
    );
  });

  it('the same athlete with a 1.06 s fly is WELL-BALANCED', () => {
    expect(assess({ weight: 200, broadJumpInches: 128, fly510: 1.06 }, NORMS)).toMatchObject({
      primaryDeficiency: 'well_balanced',
      gearLevel: null,
      confidenceScore: 50,
      forceOrForm: 'balanced',
    });
  });

  it('a 9′6″ jump at 200 lb stays FORCE DEFICIENT whatever the flies', () => {
    for (const fly510 of [0.9, 1.05, 1.3, 2]) {
      const r = assess({ weight: 200, broadJumpInches: 114, fly510, fly2010: 1.5 }, NORMS);
      expect(r.primaryDeficiency).toBe('force_deficient');
      expect(assessmentReasonText(r.reason)).toBe(
        'Your broad jump is 15″ short of elite for 200 lb.',
      );
    }
  });

  it('the fly threshold is more than 0.10 s: 0.10 slower is balanced, 0.11 slower is form', () => {
    const at = (fly510: number) =>
      assess({ weight: 200, broadJumpInches: 129, fly510 }, NORMS).primaryDeficiency;
    expect(at(1.14)).toBe('well_balanced');
    expect(at(1.15)).toBe('well_balanced');
    expect(at(1.16)).toBe('form_deficient');
    const at2010 = (fly2010: number) =>
      assess({ weight: 200, broadJumpInches: 129, fly2010 }, NORMS).primaryDeficiency;
    expect(at2010(1.04)).toBe('well_balanced');
    expect(at2010(1.05)).toBe('form_deficient');
  });

  it('names the fly furthest beyond elite when both are slow', () => {
    const r = assess({ weight: 200, broadJumpInches: 129, fly510: 1.2, fly2010: 1.3 }, NORMS);
    expect(r.reason).toEqual({
      kind: 'fly_slow',
      test: '20→10 Fly',
      gapSeconds: 0.36,
      normWeight: 200,
    });
  });

  it('missing or zero fly times do not count', () => {
    for (const fly of [null, undefined, 0, Number.NaN]) {
      expect(
        assess({ weight: 200, broadJumpInches: 129, fly510: fly, fly2010: fly }, NORMS)
          .primaryDeficiency,
      ).toBe('well_balanced');
    }
  });

  it('weight ties between two rows compare with the lighter row, flies included', () => {
    // 195 lb lies halfway between 190 (5→10 elite 1.05) and 200 (1.05): the lighter row decides.
    const r = assess({ weight: 195, broadJumpInches: 129, fly510: 1.16 }, NORMS);
    expect(r.reason).toMatchObject({ normWeight: 190 });
  });

  it('a changed input changes the outcome (the server recomputes on each)', () => {
    const before = assess({ weight: 200, broadJumpInches: 114 }, NORMS);
    const betterJump = assess({ weight: 200, broadJumpInches: 126 }, NORMS);
    const heavier = assess({ weight: 300, broadJumpInches: 114 }, NORMS);
    expect(before.primaryDeficiency).toBe('force_deficient');
    expect(betterJump.primaryDeficiency).toBe('well_balanced');
    expect(heavier.targetBroadJump).not.toBe(before.targetBroadJump);
  });

  it('each input on its own flips the outcome: jump, weight, 5→10 fly, 20→10 fly', () => {
    const base = { weight: 200, broadJumpInches: 123, fly510: 1.1, fly2010: 0.99 };
    const outcome = (input: Partial<typeof base>) =>
      assess({ ...base, ...input }, NORMS).primaryDeficiency;
    // 123 in at 200 lb (elite 129) is 6 in short; flies 0.05 s off elite: well-balanced.
    expect(outcome({})).toBe('well_balanced');
    expect(outcome({ broadJumpInches: 122 })).toBe('force_deficient');
    // At 160 lb the elite jump is 131 in: the same 123 in is 8 in short.
    expect(outcome({ weight: 160 })).toBe('force_deficient');
    expect(outcome({ fly510: 1.3 })).toBe('form_deficient');
    expect(outcome({ fly2010: 1.2 })).toBe('form_deficient');
    // And back: a faster fly ends the form deficiency.
    expect(outcome({ fly510: 1.3, broadJumpInches: 129 })).toBe('form_deficient');
    expect(outcome({ fly510: 1.05, broadJumpInches: 129 })).toBe('well_balanced');
  });
});
