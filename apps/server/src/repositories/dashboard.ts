import { broadJumpGoal, nearestByWeight, retestClockDate, retestStatus } from '@gamespeed/domain';
import { FALLBACK_POSITION, type Position } from '@gamespeed/domain/constants';
import type { Dashboard } from '@gamespeed/domain/contracts';
import type { Database } from '../db/client';
import { bestAndLatestValues } from './best-values';
import { preparedNormQueries, prescriptionFrom } from './norms';
import type { ProfileRow } from './profiles';

/**
 * Everything the athlete dashboard shows except the profile itself, for one athlete and one
 * position (default: the athlete's, else WR): best and latest values, the NFL norm of the
 * position, the nearest bodyweight rows, the prescription, the goal and the retest status. Five queries, run in
 * parallel. The athlete's own dashboard and a coach's read-only view both use it, so a coach sees
 * what the athlete sees — except the prescription's video links, which follow the athlete's
 * subscription and which the coach's view leaves out (docs/product/teams.md).
 */
export async function dashboardData(
  db: Database,
  profile: ProfileRow,
  requestedPosition: Position | undefined,
  /** The server's clock: the retest status and which prescription videos may be watched. */
  now: Date,
): Promise<Omit<Dashboard, 'profile'>> {
  const today = now.toISOString().slice(0, 10);
  const position: Position =
    requestedPosition ?? (profile.position as Position | null) ?? FALLBACK_POSITION;
  const weight = profile.weightLbs;
  const norms = preparedNormQueries(db);
  const [values, positionNorm, powerRows, gameRows, prescription] = await Promise.all([
    bestAndLatestValues(db, profile.id),
    norms.positionNorm.execute({ position }).then((rows) => rows[0]),
    weight === null ? [] : norms.powerToSpeedNorms.execute(),
    weight === null ? [] : norms.gameSpeedNorms.execute(),
    prescriptionFrom(
      (deficiency) => norms.prescriptionItems.execute({ deficiency }),
      profile.primaryDeficiency,
      { viewer: profile, now },
    ),
  ]);
  const powerToSpeedNorm = weight === null ? undefined : nearestByWeight(powerRows, weight);
  const gameSpeedNorm = weight === null ? undefined : nearestByWeight(gameRows, weight);
  return {
    position,
    positionNorm: positionNorm ?? null,
    powerToSpeedNorm: powerToSpeedNorm ?? null,
    gameSpeedNorm: gameSpeedNorm ?? null,
    bestValues: values.best,
    latestValues: values.latest,
    bestDates: values.bestDates,
    latestDates: values.latestDates,
    bestTimings: values.bestTimings,
    prescription,
    goal: broadJumpGoal({
      athleteBroadJump: values.best.broad_jump,
      eliteBroadJump: powerToSpeedNorm?.broadJump,
      nflBroadJump: positionNorm?.broadJump,
      position,
    }),
    // Each test keeps its own clock: the oldest of the tests' latest dates counts.
    retest: retestStatus(
      profile.retestReminderWeeks,
      retestClockDate(Object.values(values.latestDates)),
      today,
    ),
  };
}
