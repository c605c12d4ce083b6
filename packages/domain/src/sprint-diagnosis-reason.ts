/**
 * The reason of a diagnosis made from a sprint profile and its sentence
 * (docs/product/diagnosis.md, "With a sprint profile"); the rule is in sprint-diagnosis.ts.
 */
import type { Position } from './constants';
import { ordinal } from './format';

/** What the diagnosis reads of a profile: F0/kg and the percentiles of F0/kg, MSS and V0. */
export interface SprintProfileStanding {
  position: Position;
  f0PerKg: number;
  v0: number;
  f0Percentile: number;
  mssPercentile: number;
  v0Percentile: number;
}

export type SprintProfileReason = {
  kind: 'sprint_profile';
  limit: 'force' | 'velocity' | 'balanced';
  /** The bodyweight row of the broad jump's goal, kept from the rule it replaces. */
  normWeight: number;
} & SprintProfileStanding;

/**
 * "Your F0 of 7.9 N/kg is at the 18th percentile of NFL WRs; your top speed is at the 61st."
 * The velocity half names V0 when V0, not top speed, is the lower of the two.
 */
export function sprintProfileReasonText(reason: SprintProfileReason): string {
  const cohort = `NFL ${reason.position}s`;
  const force = `F0 of ${reason.f0PerKg.toFixed(1)} N/kg`;
  const byV0 = reason.v0Percentile < reason.mssPercentile;
  const speedPercentile = byV0 ? reason.v0Percentile : reason.mssPercentile;
  const speed = byV0 ? `V0 of ${reason.v0.toFixed(2)} m/s` : 'top speed';
  const p = (n: number) => ordinal(Math.round(n));
  switch (reason.limit) {
    case 'force':
      return `Your ${force} is at the ${p(reason.f0Percentile)} percentile of ${cohort}; your ${speed} is at the ${p(speedPercentile)}.`;
    case 'velocity':
      return `Your ${speed} is at the ${p(speedPercentile)} percentile of ${cohort}; your ${force} is at the ${p(reason.f0Percentile)}.`;
    case 'balanced':
      return `Your ${force} is at the ${p(reason.f0Percentile)} percentile of ${cohort} and your ${speed} at the ${p(speedPercentile)}: neither holds you back.`;
  }
}
