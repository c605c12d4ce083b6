import {
  formatTestDate,
  formatValue,
  MOVEMENTS,
  TIMING_CLASS_LABEL,
  TIMING_CLASSES,
  type TimingClass,
  unitTypeOf,
} from '@gamespeed/domain';
import type { MovementName } from '@gamespeed/domain/constants';
import type { LeaderboardResponse, LeaderboardRow } from '@gamespeed/domain/contracts';
import { athleteName } from './roster-view';

/** The tests a leaderboard can rank: every test a result is saved for, in the usual order. */
export const LEADERBOARD_TEST_OPTIONS = MOVEMENTS.map((m) => ({
  value: m.name,
  label: m.displayName,
}));

export const DEFAULT_LEADERBOARD_TEST: MovementName = 'broad_jump';

export const testNameOf = (test: MovementName) =>
  MOVEMENTS.find((m) => m.name === test)?.displayName ?? test;

export interface LeaderboardLine {
  key: string;
  rank: number;
  name: string;
  /** The viewer's own row. */
  isMe: boolean;
  position: string;
  value: string;
  date: string;
  testDate: string;
}

/** What each leaderboard row shows: the best value formatted like everywhere else. */
export function leaderboardLines(test: MovementName, rows: LeaderboardRow[]): LeaderboardLine[] {
  const unit = unitTypeOf(test);
  return rows.map((row) => ({
    key: row.athleteId,
    rank: row.rank,
    name: athleteName(row),
    isMe: row.isMe,
    position: row.position ?? 'No position',
    value: formatValue(row.value, unit),
    date: formatTestDate(row.testDate),
    testDate: row.testDate,
  }));
}

/** What the line above a timed test's rows says about the times ranked (ADR 063). */
export const TIMING_CAPTION: Record<TimingClass, string> = {
  electronic: 'Electronic times only (laser, timing gates, video app)',
  hand: 'Hand times only: stopwatch or a clock started by hand, faster than electronic',
  'not-said': 'Times saved without saying how they were timed',
};

/**
 * The Timing filter of a timed test: a choice for each class that has someone (and the one shown,
 * even when nobody is left in it), only when there is more than one choice — a single class is
 * named by the caption alone.
 */
export function timingFilterOptions(board: Pick<LeaderboardResponse, 'timings' | 'timing'>) {
  const classes = TIMING_CLASSES.filter(
    (timing) => timing === board.timing || board.timings.some((c) => c.timing === timing),
  );
  if (classes.length < 2) return [];
  return classes.map((timing) => ({ value: timing, label: TIMING_CLASS_LABEL[timing] }));
}
