import { describe, expect, it } from 'vitest';
import {
  bodyMeasuresOf,
  profileOfTrial,
  splitStopOf,
  splitTimesOfTrial,
  sprintProfileInputOfTrial,
} from './trial-input';

const trial = (
  device: 'stopwatch' | 'timing-gates' | 'not-said',
  kind: 'unknown' | 'first-movement-electronic' = 'first-movement-electronic',
) => ({
  value: 4.55,
  splits: [
    { distance: 10, unit: 'yd' as const, seconds: 1.6 },
    { distance: 20, unit: 'yd' as const, seconds: 2.65 },
  ],
  session: { device, start: { kind } },
});

describe('a stored trial of the 40 as the profile reads it', () => {
  it('gives the splits and the finish in metres, the finish once', () => {
    expect(splitTimesOfTrial(trial('timing-gates'))).toEqual([
      { distance: 9.144, time: 1.6 },
      { distance: 18.288, time: 2.65 },
      { distance: 36.576, time: 4.55 },
    ]);
    const withFinish = {
      value: 4.55,
      splits: [
        { distance: 10, unit: 'm' as const, seconds: 1.7 },
        { distance: 40, unit: 'yd' as const, seconds: 4.55 },
      ],
    };
    expect(splitTimesOfTrial(withFinish)).toEqual([
      { distance: 10, time: 1.7 },
      { distance: 36.576, time: 4.55 },
    ]);
  });

  it('stops by hand with a stopwatch, electronically with gates, unknown when not said', () => {
    expect(
      ['stopwatch', 'laser', 'timing-gates', 'video-app', 'not-said'].map((d) =>
        splitStopOf(d as 'laser'),
      ),
    ).toEqual(['hand', 'electronic', 'electronic', 'electronic', 'unknown']);
  });

  it('starts a stopwatch by hand when the start was not said', () => {
    expect(sprintProfileInputOfTrial(trial('stopwatch', 'unknown'), body).start).toEqual({
      kind: 'first-movement-hand',
    });
    expect(sprintProfileInputOfTrial(trial('not-said', 'unknown'), body).start).toEqual({
      kind: 'unknown',
    });
  });

  it('reads the body in SI units, and none without height or weight', () => {
    expect(bodyMeasuresOf({ heightInches: 72, weightLbs: 200 })).toEqual({
      heightMetres: 72 * 0.0254,
      massKg: 200 * 0.45359237,
    });
    expect(bodyMeasuresOf({ heightInches: null, weightLbs: 200 })).toBeUndefined();
  });

  it('gives the football case, and the speed numbers without force for a body out of limits', () => {
    const result = profileOfTrial(trial('timing-gates'), body);
    expect(result.ok && result.profile.mss).toBeCloseTo(9.62, 2);
    expect(result.ok && result.profile.kinetics?.f0PerKg).toBeGreaterThan(0);
    const giant = profileOfTrial(trial('timing-gates'), { heightInches: 72, weightLbs: 900 });
    expect(giant.ok && giant.profile.mss).toBeCloseTo(9.62, 2);
    expect(giant.ok && giant.profile.kinetics).toBeNull();
  });
});

const body = { heightInches: 72, weightLbs: 200 };
