import { formatTestDate, formatValue, MOVEMENTS, unitTypeOf } from '@gamespeed/domain';
import type { MovementName } from '@gamespeed/domain/constants';
import type { LeaderboardRow } from '@gamespeed/domain/contracts';
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
