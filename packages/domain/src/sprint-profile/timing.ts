/**
 * How a trial was timed, and what that does to the fit: which start gets a time correction, fixed
 * or estimated (docs/decisions/037-sprint-start-time-correction.md; docs/product/sprint-profile.md,
 * "How the clock was started").
 */
import type { ModelCorrections } from './fit';

/** How the clock was started. */
export type SprintStart =
  /** Started by the athlete's first movement: touch pad, hand-release pod, a beam on the start line. */
  | { kind: 'first-movement-electronic' }
  /** Started by a person pressing a button when they see the athlete move (the NFL combine's 40). */
  | { kind: 'first-movement-hand' }
  /** The athlete stands behind a beam and the clock starts as they break it. */
  | { kind: 'beam'; leadInMetres: number }
  /** The clock starts on a light or a sound the athlete reacts to. */
  | { kind: 'signal'; reactionTimeSeconds?: number }
  /** The athlete was already running when the clock started. */
  | { kind: 'flying'; runInMetres: number }
  | { kind: 'unknown' };

/** How the splits were stopped: gates, laser or video ('electronic'), or stopwatches ('hand'). */
export type SplitStop = 'electronic' | 'hand' | 'unknown';

/**
 * A clock started by hand on first movement starts 0.065 s after an electronic pad does, and a
 * watch stopped by hand stops 0.160 s before the beam (Meinke et al. 2009, simultaneous
 * recordings of pads, beam and six timers' watches over 40 yd).
 */
export const HAND_START_DELAY_SECONDS = 0.065;
export const HAND_STOP_ANTICIPATION_SECONDS = 0.16;
/** A time correction is estimated only with at least this many splits (3 parameters + 1). */
export const SPLITS_TO_ESTIMATE_TIME_CORRECTION = 4;

export type SprintProfileCaveat =
  /** The clock was started by hand: a fixed correction was applied, but a person's delay varies. */
  | 'hand-started'
  /** Splits were stopped by hand: a fixed correction was applied, but anticipation varies. */
  | 'hand-stopped'
  /** Nobody said how the clock was started: the profile assumes the athlete's first movement. */
  | 'unknown-start'
  /** Nobody said how the splits were stopped: the profile assumes electronic timing. */
  | 'unknown-stop'
  /** Behind a beam with too few splits to estimate a correction: the lead-in was used instead. */
  | 'lead-in-assumed'
  /** As many splits as fitted parameters: the curve passes through them exactly, untested. */
  | 'exact-fit';

export type TimingDecision =
  | { ok: true; corrections: ModelCorrections; caveats: SprintProfileCaveat[] }
  | { ok: false; reason: 'flying-start' | 'reaction-time-needed' };

/** The time correction and caveats for a trial timed this way with this many distinct splits. */
export function correctionsForTiming(
  start: SprintStart,
  stop: SplitStop,
  splitCount: number,
): TimingDecision {
  const caveats: SprintProfileCaveat[] = [];
  let stopCorrection = 0;
  if (stop === 'hand') {
    stopCorrection = HAND_STOP_ANTICIPATION_SECONDS;
    caveats.push('hand-stopped');
  } else if (stop === 'unknown') {
    caveats.push('unknown-stop');
  }
  const canEstimate = splitCount >= SPLITS_TO_ESTIMATE_TIME_CORRECTION;
  const fixed = (seconds: number, flyingDistance?: number): TimingDecision => ({
    ok: true,
    corrections: {
      timeCorrection: seconds === 0 ? { kind: 'none' } : { kind: 'fixed', seconds },
      ...(flyingDistance === undefined ? {} : { flyingDistance }),
    },
    caveats,
  });
  const estimated: TimingDecision = {
    ok: true,
    corrections: { timeCorrection: { kind: 'estimated' } },
    caveats,
  };

  switch (start.kind) {
    case 'first-movement-electronic':
      return fixed(stopCorrection);
    case 'first-movement-hand':
      caveats.unshift('hand-started');
      return fixed(HAND_START_DELAY_SECONDS + stopCorrection);
    case 'unknown':
      caveats.unshift('unknown-start');
      return fixed(stopCorrection);
    case 'beam':
      if (start.leadInMetres <= 0) return fixed(stopCorrection);
      if (canEstimate) return estimated;
      caveats.unshift('lead-in-assumed');
      return fixed(stopCorrection, start.leadInMetres);
    case 'signal':
      // The clock ran while the athlete reacted: the correction is minus the reaction time.
      if (start.reactionTimeSeconds !== undefined)
        return fixed(stopCorrection - start.reactionTimeSeconds);
      return canEstimate ? estimated : { ok: false, reason: 'reaction-time-needed' };
    case 'flying':
      return { ok: false, reason: 'flying-start' };
  }
}
