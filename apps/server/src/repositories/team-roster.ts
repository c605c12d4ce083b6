import {
  ageGroupOnDay,
  assess,
  type BiggestGap,
  biggestGapFromReason,
  isActiveWithin,
  type PowerToSpeedNorm,
  rosterRetest,
  type TeamLevel,
  teamBadge,
} from '@gamespeed/domain';
import type { Position } from '@gamespeed/domain/constants';
import type { RosterRow, RosterSprintProfile } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bestFirst, COUNTS_FOR_BEST } from './best-values';
import { loadPowerToSpeedNorms } from './norms';
import { retestClockDateSql } from './retest-clock';
import type { TeamRow } from './teams';

/** What a coach reads about the athletes on their teams: one team's roster, and the overview. */

interface RosterSqlRow {
  athlete_id: string;
  first_name: string | null;
  last_name: string | null;
  position: string | null;
  weight_lbs: number | null;
  primary_deficiency: string | null;
  retest_reminder_weeks: number | null;
  /** yyyy-mm-dd: the oldest of the athlete's tests' latest dates (retest-clock.ts). */
  retest_clock_date: string | null;
  birth_year: number | null;
  birth_month: number | null;
  joined_at: string;
  last_test_date: string | null;
  best_broad_jump: number | null;
  best_fly_510: number | null;
  best_fly_2010: number | null;
  sprint_profile: {
    status: 'reliable' | 'unreliable';
    f0_per_kg: number | null;
    mss: number | null;
    test_date: string;
  } | null;
}

/** The SQL of an athlete's (`u`) best value of one movement, read from test_results_best_idx. */
function bestOf(movement: 'broad_jump' | '5_10_fly' | '20_10_fly') {
  return sql`(SELECT r.result_value FROM test_results r
    WHERE r.athlete_id = u.id AND ${COUNTS_FOR_BEST}
      AND r.movement_id = (SELECT mv.id FROM movements mv WHERE mv.name = ${movement})
    ORDER BY ${bestFirst(movement === 'broad_jump' ? 'distance' : 'time')} LIMIT 1)`;
}

/**
 * The SQL of an athlete's (`u`) current sprint profile: the one their card shows first
 * (loadSprintProfileView in sprint-profiles.ts) — the newest 40 with a profile, its reliable
 * profile of the fastest trial, else its unreliable one. Read from sprint_profiles_athlete_idx.
 */
const currentSprintProfile = sql`(SELECT json_build_object('status', p.status,
    'f0_per_kg', p.f0_per_kg, 'mss', p.mss, 'test_date', p.test_date)
  FROM sprint_profiles p WHERE p.athlete_id = u.id
  ORDER BY p.test_date DESC, p.computed_at DESC, p.result_id, (p.status = 'reliable') DESC,
    p.forty_seconds
  LIMIT 1)`;

/** What the roster shows of the current profile: nothing when it is unreliable. */
function rosterSprintProfile(a: RosterSqlRow): RosterSprintProfile | null {
  const p = a.sprint_profile;
  if (p?.status !== 'reliable' || p.mss === null) return null;
  return {
    f0PerKg: p.f0_per_kg === null ? null : Number(p.f0_per_kg),
    mss: Number(p.mss),
    testDate: String(p.test_date).slice(0, 10),
  };
}

/**
 * The biggest gap of the athlete's current diagnosis: the domain's `assess` on their weight and
 * best broad jump and flies now — the recompute that writes the badge and the sentence the
 * dashboard shows runs the same function on the same values. Null without a diagnosis (the badge
 * is none), a weight or a broad jump.
 */
function currentBiggestGap(a: RosterSqlRow, norms: readonly PowerToSpeedNorm[]): BiggestGap | null {
  if (a.primary_deficiency === null || a.weight_lbs === null || a.best_broad_jump === null) {
    return null;
  }
  if (norms.length === 0) return null;
  const { reason } = assess(
    {
      weight: a.weight_lbs,
      broadJumpInches: Number(a.best_broad_jump),
      fly510: a.best_fly_510 === null ? null : Number(a.best_fly_510),
      fly2010: a.best_fly_2010 === null ? null : Number(a.best_fly_2010),
    },
    norms,
  );
  return biggestGapFromReason(reason);
}

/**
 * A coach's team and its current athletes in ONE statement: the team (only when it is this
 * coach's and not deleted) with a JSON array of its athletes, each with their stored diagnosis,
 * their newest test date, their current sprint profile and the best values the diagnosis reads (each lookup an index end:
 * test_results_history_idx, test_results_best_idx); beside it the bodyweight norms, so the
 * biggest gap is the current diagnosis's ({@link currentBiggestGap}), never a stale history row.
 */
export async function loadRoster(
  db: Db,
  teamId: string,
  coachId: string,
  today: string,
): Promise<{ team: TeamRow; athletes: RosterRow[] } | undefined> {
  const rosterQuery = db.execute<{
    team: Record<string, unknown>;
    athletes: RosterSqlRow[];
  }>(sql`
    SELECT row_to_json(t) AS team,
      (SELECT coalesce(json_agg(x ORDER BY lower(x.last_name), lower(x.first_name), x.athlete_id), '[]'::json)
       FROM (
         SELECT u.id AS athlete_id, u.first_name, u.last_name, u.position, u.weight_lbs,
           u.primary_deficiency, u.retest_reminder_weeks, u.birth_year, u.birth_month, m.joined_at,
           (SELECT r.test_date FROM test_results r
             WHERE r.athlete_id = u.id AND r.deleted_at IS NULL AND r.hidden_at IS NULL
             ORDER BY r.test_date DESC LIMIT 1) AS last_test_date,
           ${retestClockDateSql(sql`u.id`)} AS retest_clock_date,
           ${bestOf('broad_jump')} AS best_broad_jump,
           ${bestOf('5_10_fly')} AS best_fly_510,
           ${bestOf('20_10_fly')} AS best_fly_2010,
           ${currentSprintProfile} AS sprint_profile
         FROM team_memberships m
         JOIN users u ON u.id = m.athlete_id
         WHERE m.team_id = t.id AND m.left_at IS NULL
       ) x) AS athletes
    FROM teams t
    WHERE t.id = ${teamId} AND t.coach_id = ${coachId} AND t.deleted_at IS NULL
  `);
  const [{ rows }, norms] = await Promise.all([rosterQuery, loadPowerToSpeedNorms(db)]);
  const row = rows[0];
  if (!row) return undefined;
  const t = row.team;
  const team: TeamRow = {
    id: t.id as string,
    coachId: t.coach_id as string,
    name: t.name as string,
    sportLevel: (t.sport_level as TeamLevel | null) ?? null,
    inviteCode: t.invite_code as string,
    inviteToken: t.invite_token as string,
    codeExpiresAt: new Date(t.code_expires_at as string),
    createdAt: new Date(t.created_at as string),
    deletedAt: null,
  };
  const athletes = row.athletes.map((a): RosterRow => {
    const lastTestDate = a.last_test_date ? String(a.last_test_date).slice(0, 10) : null;
    return {
      athleteId: a.athlete_id,
      firstName: a.first_name,
      lastName: a.last_name,
      position: a.position as Position | null,
      weightLbs: a.weight_lbs,
      badge: teamBadge(a.primary_deficiency),
      biggestGap: currentBiggestGap(a, norms),
      lastTestDate,
      ...rosterRetest(a.retest_reminder_weeks, a.retest_clock_date, today),
      joinedAt: new Date(a.joined_at).toISOString(),
      // The birth month stays here: a coach gets the age group only (docs/product/privacy.md).
      ageGroup: ageGroupOnDay(a.birth_year, a.birth_month, today),
      sprintProfile: rosterSprintProfile(a),
    };
  });
  return { team, athletes };
}

/**
 * Team Overview of the coach dashboard, over every athlete on any of the coach's teams now
 * (each counted once): how many, how many tested or signed in within ACTIVE_WINDOW_DAYS
 * ({@link isActiveWithin}), how many are due a (first) test by their own retest reminder choice
 * ({@link rosterRetest}, the roster's "Retest due").
 */
export async function teamOverview(db: Db, coachId: string, now: Date) {
  const { rows } = await db.execute<{
    last_test: string | null;
    retest_clock_date: string | null;
    last_seen: string | Date | null;
    weeks: number | null;
  }>(sql`
    WITH a AS (
      SELECT DISTINCT m.athlete_id FROM team_memberships m
      JOIN teams t ON t.id = m.team_id
      WHERE t.coach_id = ${coachId} AND t.deleted_at IS NULL AND m.left_at IS NULL
    )
    SELECT u.retest_reminder_weeks AS weeks,
      (SELECT max(r.test_date)::text FROM test_results r
        WHERE r.athlete_id = a.athlete_id AND r.deleted_at IS NULL AND r.hidden_at IS NULL)
        AS last_test,
      ${retestClockDateSql(sql`a.athlete_id`)} AS retest_clock_date,
      (SELECT max(greatest(se.created_at, rt.created_at)) FROM auth_sessions se
        LEFT JOIN refresh_tokens rt ON rt.session_id = se.id
        WHERE se.account_id = a.athlete_id) AS last_seen
    FROM a JOIN users u ON u.id = a.athlete_id
  `);
  const today = now.toISOString().slice(0, 10);
  let active = 0;
  let due = 0;
  for (const row of rows) {
    const lastSeen = row.last_seen === null ? null : new Date(row.last_seen);
    if (isActiveWithin(row.last_test, lastSeen, now)) active++;
    if (rosterRetest(row.weeks, row.retest_clock_date, today).retestDue) due++;
  }
  return { athletes: rows.length, activeThisWeek: active, retestsDue: due };
}
