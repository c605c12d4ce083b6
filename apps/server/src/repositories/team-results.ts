import { TEAM_RESULT_REFUSAL_MESSAGES, type TeamResultRefusal } from '@gamespeed/domain';
import type {
  SaveTestResultRequest,
  TeamResultEntry,
  TeamResultOutcome,
} from '@gamespeed/domain/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { saveResult } from './result-changes';
import { lockTeamMembership } from './team-memberships';

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
 * write), and the result is saved as entered by the coach by the recipe of every new result
 * (result-changes.ts `saveResult`: diagnosis recomputed, the athlete's devices told). The same
 * `clientId` again answers the saved result (`created: false`); a `clientId` the athlete or
 * another coach already used for another result is refused.
 *
 * `request` is the entry as the athlete's own save contract parsed it (lib/test-day-entry.ts).
 */
export async function saveTeamResult(
  db: Database,
  teamId: string,
  coachId: string,
  entry: Pick<TeamResultEntry, 'clientId' | 'athleteId'>,
  request: SaveTestResultRequest,
): Promise<TeamResultOutcome> {
  try {
    return await saveInTransaction(db, teamId, coachId, entry, request);
  } catch (error) {
    // A trial the result cannot take (a foul that would leave it without a valid trial, an
    // eleventh trial, a trial id of another result) refuses this entry, not the batch.
    if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409)) {
      return refused(entry, 'invalid', error.message);
    }
    throw error;
  }
}

function saveInTransaction(
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
    const outcome = await saveResult(tx, {
      ...request,
      teamId,
      clientId: entry.clientId,
      athleteId: entry.athleteId,
      enteredBy: coachId,
    });
    if (!outcome.created && outcome.result.enteredBy !== coachId) {
      return refused(entry, 'client_id_used', TEAM_RESULT_REFUSAL_MESSAGES.client_id_used);
    }
    return {
      status: 'saved',
      clientId: entry.clientId,
      athleteId: entry.athleteId,
      created: outcome.created,
      result: outcome.result,
    };
  });
}
