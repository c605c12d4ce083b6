import { describe, expect, it } from 'vitest';
import type { SplitTime } from './fit';
import { RESIDUAL_STANDARD_ERROR_LIMIT, type SprintProfileFailureReason } from './guard-rails';
import { computeSprintProfile, type SprintProfileInput } from './profile';
import { yardsToMetres } from './units';

const yards = (pairs: [yards: number, seconds: number][]): SplitTime[] =>
  pairs.map(([d, time]) => ({ distance: yardsToMetres(d), time }));

const FOOTBALL_40 = yards([
  [10, 1.6],
  [20, 2.65],
  [40, 4.55],
]);

const profile = (splits: SplitTime[], rest: Partial<SprintProfileInput> = {}) =>
  computeSprintProfile({
    splits,
    start: { kind: 'first-movement-electronic' },
    stop: 'electronic',
    ...rest,
  });

function failureOf(splits: SplitTime[], rest: Partial<SprintProfileInput> = {}) {
  const result = profile(splits, rest);
  if (result.ok) throw new Error(`expected a failure, got MSS ${result.profile.mss}`);
  expect(result.failure.message.length).toBeGreaterThan(10);
  return result.failure;
}

const expectFailure = (
  reason: SprintProfileFailureReason,
  splits: SplitTime[],
  rest: Partial<SprintProfileInput> = {},
) => expect(failureOf(splits, rest).reason).toBe(reason);

describe('splits that cannot make a profile are refused with a reason', () => {
  it('needs two splits besides the start (three distinct distances with the start)', () => {
    const failure = failureOf(yards([[40, 4.55]]));
    expect(failure).toMatchObject({ reason: 'too-few-splits', needed: 2, got: 1 });
    expectFailure('too-few-splits', []);
    expectFailure('too-few-splits', [{ distance: 0, time: 0 }, ...yards([[40, 4.55]])]);
  });

  it('accepts exactly two splits and the start, as an exact fit that says so', () => {
    const result = profile(
      yards([
        [10, 1.6],
        [40, 4.55],
      ]),
    );
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.profile.fit.degreesOfFreedom).toBe(0);
    expect(result.profile.fit.residualStandardError).toBeNull();
    expect(result.profile.caveats).toContain('exact-fit');
  });

  it('refuses times that do not increase with distance, and two times at one distance', () => {
    expect(
      failureOf(
        yards([
          [10, 1.6],
          [20, 1.6],
          [40, 4.55],
        ]),
      ),
    ).toMatchObject({
      reason: 'non-increasing-times',
      distance: yardsToMetres(20),
    });
    expectFailure(
      'non-increasing-times',
      yards([
        [10, 2.7],
        [20, 2.65],
        [40, 4.55],
      ]),
    );
    expectFailure(
      'duplicate-distance',
      yards([
        [10, 1.6],
        [10, 1.62],
        [40, 4.55],
      ]),
    );
  });

  it('sorts splits given out of order', () => {
    const result = profile([...FOOTBALL_40].reverse());
    expect(result.ok && result.profile.mss).toBeCloseTo(9.616, 3);
  });

  it('refuses numbers that are not splits', () => {
    expectFailure('invalid-split', [{ distance: Number.NaN, time: 1 }, ...FOOTBALL_40]);
    expectFailure('invalid-split', [{ distance: -5, time: 1 }, ...FOOTBALL_40]);
    expectFailure('invalid-split', [{ distance: 0, time: 0.2 }, ...FOOTBALL_40]);
    expectFailure('invalid-split', [{ distance: 5, time: 0 }, ...FOOTBALL_40]);
  });

  it('refuses absurd values: faster than any human, too slow for a sprint, too long', () => {
    expectFailure(
      'implausible-splits',
      yards([
        [10, 0.6],
        [40, 4.55],
      ]),
    ); // 15 m/s from rest
    expectFailure(
      'implausible-splits',
      yards([
        [10, 1.6],
        [40, 2.5],
      ]),
    ); // 13.7 m/s over 30 yd
    expectFailure(
      'implausible-splits',
      yards([
        [10, 9],
        [40, 25],
      ]),
    );
    expectFailure('implausible-splits', [
      { distance: 60, time: 7 },
      { distance: 150, time: 16 },
    ]);
  });

  it('refuses splits no acceleration curve passes through', () => {
    // A 40 that takes more than 4 times its 10-yd split is slower late than early, and one under
    // 2 times needs more than constant acceleration: no curve from rest does either, so the
    // solver runs to the edge of its range and says so.
    expectFailure(
      'did-not-converge',
      yards([
        [10, 1.0],
        [40, 6.0],
      ]),
    );
    expectFailure(
      'did-not-converge',
      yards([
        [10, 2.4],
        [40, 4.7],
      ]),
    );
  });

  it('refuses a curve outside human limits rather than showing it', () => {
    // Through 10 yd in 1.40 s and 40 yd in 4.90 s: τ 0.23 s, a MAC of 33 m/s² no human reaches.
    const failure = failureOf(
      yards([
        [10, 1.4],
        [40, 4.9],
      ]),
    );
    expect(failure.reason).toBe('implausible-fit');
  });

  it('refuses splits that do not lie on one curve (a typed 20-yard split of 2.95 for 2.65)', () => {
    const failure = failureOf(
      yards([
        [10, 1.6],
        [20, 2.95],
        [40, 4.55],
      ]),
    );
    expect(failure).toMatchObject({ reason: 'residuals-too-large', limit: 0.05 });
    if (failure.reason !== 'residuals-too-large') return;
    expect(failure.residualStandardError).toBeGreaterThan(RESIDUAL_STANDARD_ERROR_LIMIT);
    expect(failure.worstSplit.distance).toBeCloseTo(yardsToMetres(20));
    expect(failure.worstSplit.residual).toBeGreaterThan(0);
  });

  it('refuses a flying start, and a signal start without its reaction time when too few splits estimate it', () => {
    expectFailure('flying-start', FOOTBALL_40, { start: { kind: 'flying', runInMetres: 10 } });
    expectFailure('reaction-time-needed', FOOTBALL_40, { start: { kind: 'signal' } });
  });

  it('refuses body and air values outside human and weather limits', () => {
    expectFailure('invalid-body', FOOTBALL_40, { body: { massKg: 900, heightMetres: 1.8 } });
    expectFailure('invalid-body', FOOTBALL_40, { body: { massKg: 90, heightMetres: 180 } });
    expectFailure('invalid-air', FOOTBALL_40, { air: { temperatureCelsius: 300 } });
  });

  it('gives kinetics only with body mass and height', () => {
    const without = profile(FOOTBALL_40);
    const withBody = profile(FOOTBALL_40, { body: { massKg: 90, heightMetres: 1.83 } });
    expect(without.ok && without.profile.kinetics).toBeNull();
    expect(withBody.ok && withBody.profile.kinetics?.f0PerKg).toBeGreaterThan(5);
  });
});
