import { type AthleteLevelInfo, athleteLevel, teamLevelAsAthleteLevel } from '@gamespeed/domain';
import type { LevelResponse } from '@gamespeed/domain/contracts';
import type { Db } from '../db/client';
import type { ProfileRow } from './profiles';
import { listAthleteTeams } from './team-memberships';

/**
 * The athlete's level as benchmarks use it (docs/product/levels.md): from the newest team with a
 * benchmark level, else from Settings, the grade from the graduation year on `now`.
 */
export async function levelOf(
  db: Db,
  profile: Pick<ProfileRow, 'id' | 'level' | 'graduationYear'>,
  now: Date,
): Promise<LevelResponse> {
  const teams = await listAthleteTeams(db, profile.id);
  const effective: AthleteLevelInfo | null = athleteLevel({
    teamLevels: teams.map((t) => t.sportLevel),
    chosenLevel: profile.level,
    graduationYear: profile.graduationYear,
    now,
  });
  const team =
    effective?.source === 'team'
      ? teams.find((t) => teamLevelAsAthleteLevel(t.sportLevel) !== null)
      : undefined;
  return {
    level: profile.level,
    graduationYear: profile.graduationYear,
    effective,
    teamName: team?.name ?? null,
  };
}
