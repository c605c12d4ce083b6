import { describe, expect, it } from 'vitest';
import {
  checkSprintCases,
  randomCases,
  SPRINT_CASES,
  timeSprintCases,
} from '../bench/sprint-profile';

/**
 * The sprint-profile benchmark (bench/sprint-profile.ts) in a tiny form: its correctness checks
 * and a few timed calls. Times are printed by the benchmark, never asserted here.
 */
describe('bench/sprint-profile, small', () => {
  it('every case comes back with its known MSS and τ', () => {
    expect(() => checkSprintCases([...SPRINT_CASES, ...randomCases(20)])).not.toThrow();
  });

  it('a wrong answer is caught, not timed', () => {
    const wrong = { ...SPRINT_CASES[0]!, expected: { ...SPRINT_CASES[0]!.expected, mss: 9.5 } };
    expect(() => checkSprintCases([wrong])).toThrow(/expected 9.5/);
  });

  it('times each case', () => {
    const times = timeSprintCases(SPRINT_CASES, 40, 8);
    expect(times).toHaveLength(SPRINT_CASES.length);
    for (const caseTimes of times) {
      expect(caseTimes).toHaveLength(10);
      for (const { wallMs, cpuMs } of caseTimes)
        expect(Number.isFinite(wallMs) && wallMs >= 0 && Number.isFinite(cpuMs) && cpuMs >= 0).toBe(
          true,
        );
    }
  });
});
