import { TEAM_RESULT_REFUSAL_MESSAGES, type TeamResultRefusal } from '@gamespeed/domain';
import type {
  SaveTestResultRequest,
  TeamResultEntry,
  TeamResultOutcome,
} from '@gamespeed/domain/contracts';
import type { Database } from '../db/client';
import { lockAthlete, movementUnavailable, recomputeAssessment } from './assessments';
import { lockTeamMembership } from './teams';
import { insertResult } from './test-results';

const refused = (
  entry: Pick<TeamResultEntry, 'clientId' | 'athleteId'>,
  code: TeamResultRefusal,
  reason: string,
): TeamResultOutcome => ({
  status: 'refused',
  clientId: entry.clientId,
  athleteId: entry.athleteId,
  code,
  reason,
});

/**
 * Saves one test-day entry of a coach (docs/product/teams.md 'Test day') in its own transaction:
 * the athlete must be on the coach's team now (checked and locked in the same transaction as the
 * write), the result is stored as entered by the coach, and — as for the athlete's own saves —
 * the diagnosis is recomputed and the athlete's devices are told when it commits. The same
 * `clientId` again answers the saved result (`created: false`); a `clientId` the athlete or
 * another coach already used for another result is refused.
 *
 * `request` is the entry as the athlete's own save contract parsed it.
 */
export async function saveTeamResult(
  db: Database,
  teamId: string,
  coachId: string,
  entry: Pick<TeamResultEntry, 'clientId' | 'athleteId'>,
  request: SaveTestResultRequest,
): Promise<TeamResultOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockTeamMembership(tx, teamId, coachId, entry.athleteId))) {
      return refused(entry, 'not_on_team', TEAM_RESULT_REFUSAL_MESSAGES.not_on_team);
    }
    await lockAthlete(tx, entry.athleteId);
    const outcome = await insertResult(tx, {
      ...request,
      clientId: entry.clientId,
      athleteId: entry.athleteId,
      enteredBy: coachId,
    });
    if (!outcome) throw movementUnavailable();
    if (!outcome.created && outcome.result.enteredBy !== coachId) {
      return refused(entry, 'client_id_used', TEAM_RESULT_REFUSAL_MESSAGES.client_id_used);
    }
    if (outcome.created) await recomputeAssessment(tx, entry.athleteId);
    return {
      status: 'saved',
      clientId: entry.clientId,
      athleteId: entry.athleteId,
      created: outcome.created,
      result: outcome.result,
    };
  });
}
