/**
 * The SQL of timing-file imports (docs/product/timing-import.md; ADR 065): the roster a file is
 * matched against, the batch a confirmed import is, the runs already imported (by their keys),
 * saving a batch — trials of tests by the result-change recipe, sprints over other distances as
 * sprint runs — and undoing a batch whole. Reading the file is lib/timing-import.ts.
 */
import type { ImportBatch } from '@gamespeed/domain/contracts';
import type { RosterAthlete } from '@gamespeed/domain/timing-import';
import { MAX_TRIALS_PER_TEST, type StartKind, type TimingDevice } from '@gamespeed/domain/trials';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { importBatches, sprintRuns } from '../db/schema';
import type { PlannedRun } from '../lib/timing-import';
import { changeResult, saveResult } from './result-changes';
import { findOrStartSession } from './result-trials';
import { lockTeamMembership } from './team-memberships';

/** Sprint runs written in one statement. */
const SPRINT_INSERT_CHUNK = 500;

/** Whose import: a coach's for their team, or an athlete's own. */
export type ImportOwner = { teamId: string; coachId: string } | { athleteId: string };

/** The athletes a file's names are matched against: the team's current athletes, or oneself. */
export async function importRoster(db: Db, owner: ImportOwner): Promise<RosterAthlete[]> {
  const { rows } = await db.execute<{ id: string; name: string; email: string | null }>(
    'teamId' in owner
      ? sql`SELECT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.email
          FROM team_memberships m JOIN users u ON u.id = m.athlete_id
          WHERE m.team_id = ${owner.teamId} AND m.left_at IS NULL
          ORDER BY lower(u.last_name), lower(u.first_name), u.id`
      : sql`SELECT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.email
          FROM users u WHERE u.id = ${owner.athleteId}`,
  );
  return rows;
}

const ownerCondition = (owner: ImportOwner) =>
  'teamId' in owner ? sql`b.team_id = ${owner.teamId}` : sql`b.athlete_id = ${owner.athleteId}`;

const batchColumns = sql`b.id, b.file_name AS "fileName",
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS "importedBy",
  b.created_at AS "createdAt", b.runs_saved AS "runsSaved",
  b.runs_already_imported AS "runsAlreadyImported", b.rows_skipped AS "rowsSkipped",
  b.undone_at AS "undoneAt"`;

type BatchRow = Omit<ImportBatch, 'createdAt' | 'undoneAt'> & {
  createdAt: Date | string;
  undoneAt: Date | string | null;
};
const toBatch = (row: BatchRow): ImportBatch => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  undoneAt: row.undoneAt === null ? null : new Date(row.undoneAt).toISOString(),
});

/** The owner's batches, newest first (undone ones too: they stay in the history). */
export async function listImportBatches(db: Db, owner: ImportOwner): Promise<ImportBatch[]> {
  const { rows } = await db.execute<BatchRow>(sql`
    SELECT ${batchColumns} FROM import_batches b LEFT JOIN users u ON u.id = b.imported_by
    WHERE ${ownerCondition(owner)} ORDER BY b.created_at DESC, b.id LIMIT 100`);
  return rows.map(toBatch);
}

/** The owner's batch of this file that is not undone, if any. */
export async function activeBatchOfFile(
  db: Db,
  owner: ImportOwner,
  fileHash: string,
): Promise<ImportBatch | undefined> {
  const { rows } = await db.execute<BatchRow>(sql`
    SELECT ${batchColumns} FROM import_batches b LEFT JOIN users u ON u.id = b.imported_by
    WHERE ${ownerCondition(owner)} AND b.file_hash = ${fileHash} AND b.undone_at IS NULL
    ORDER BY b.created_at DESC LIMIT 1`);
  return rows[0] && toBatch(rows[0]);
}

/** A batch with its owner, for the undo's check. */
export async function findImportBatch(db: Db, id: string) {
  const { rows } = await db.execute<{
    id: string;
    team_id: string | null;
    athlete_id: string | null;
    imported_by: string | null;
    undone_at: Date | string | null;
  }>(
    sql`SELECT id, team_id, athlete_id, imported_by, undone_at FROM import_batches WHERE id = ${id}`,
  );
  return rows[0];
}

/** Of `keys`, those a current trial or sprint run already holds. */
async function knownRowKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = sql.join(
      keys.slice(i, i + 1000).map((k) => sql`${k}`),
      sql`, `,
    );
    const { rows } = await db.execute<{ key: string }>(sql`
      SELECT t.import_row_key AS key FROM result_trials t JOIN test_results r ON r.id = t.result_id
      WHERE t.import_row_key IN (${chunk}) AND t.deleted_at IS NULL AND r.deleted_at IS NULL
      UNION
      SELECT s.import_row_key FROM sprint_runs s
      WHERE s.import_row_key IN (${chunk}) AND s.deleted_at IS NULL`);
    for (const row of rows) known.add(row.key);
  }
  return known;
}

export interface ImportToSave {
  owner: ImportOwner;
  importedBy: string;
  fileName: string;
  fileHash: string;
  preset: string;
  device: TimingDevice;
  deviceName: string | null;
  start: StartKind;
  runs: readonly PlannedRun[];
}

/**
 * Saves a confirmed import as one batch: every planned run's targets not already imported, each
 * athlete's runs in one transaction (a coach's only while the athlete is on the team). Tests go
 * through the result-change recipe as trials of a result in the batch's session of that day (a
 * new session after every {@link MAX_TRIALS_PER_TEST} trials of one test); other distances are
 * sprint runs. `onProgress` hears how many runs are done.
 */
export async function saveImportBatch(
  db: Database,
  input: ImportToSave,
  onProgress?: (done: number) => void,
): Promise<ImportBatch> {
  const keys = input.runs.flatMap((p) => p.targets.flatMap((t) => (t.rowKey ? [t.rowKey] : [])));
  const known = await knownRowKeys(db, keys);
  const teamId = 'teamId' in input.owner ? input.owner.teamId : null;
  const [batch] = await db
    .insert(importBatches)
    .values({
      teamId,
      athleteId: 'athleteId' in input.owner ? input.owner.athleteId : null,
      importedBy: input.importedBy,
      fileName: input.fileName,
      fileHash: input.fileHash,
      preset: input.preset,
      runsSaved: 0,
      runsAlreadyImported: 0,
      rowsSkipped: input.runs.filter((p) => p.skipped).length,
    })
    .returning({ id: importBatches.id });
  const byAthlete = new Map<string, PlannedRun[]>();
  for (const planned of input.runs) {
    if (planned.skipped || !planned.athleteId) continue;
    byAthlete.set(planned.athleteId, [...(byAthlete.get(planned.athleteId) ?? []), planned]);
  }
  const sessions = new Map<string, string>();
  const sessionFor = (date: string, overflow: number) => {
    const key = `${date}#${overflow}`;
    if (!sessions.has(key)) sessions.set(key, crypto.randomUUID());
    return sessions.get(key)!;
  };
  const session = (id: string) => ({
    id,
    device: input.device,
    deviceModel: input.deviceName,
    start: { kind: input.start },
  });
  const started = new Set<string>();
  let saved = 0;
  let already = 0;
  let skippedLater = 0;
  let done = 0;
  for (const [athleteId, runs] of byAthlete) {
    await db.transaction(async (tx) => {
      if (teamId && !(await lockTeamMembership(tx, teamId, input.importedBy, athleteId))) {
        skippedLater += runs.length;
        return;
      }
      const trialsOf = new Map<string, number>();
      const sprints: (typeof sprintRuns.$inferInsert)[] = [];
      for (const planned of runs) {
        const date = planned.run.date!;
        let savedAny = false;
        let knownAll = true;
        for (const { target, rowKey } of planned.targets) {
          if (!rowKey || known.has(rowKey)) continue;
          known.add(rowKey);
          knownAll = false;
          savedAny = true;
          if (target.kind === 'test') {
            const count = trialsOf.get(`${date}/${target.movement}`) ?? 0;
            trialsOf.set(`${date}/${target.movement}`, count + 1);
            const sessionId = sessionFor(date, Math.floor(count / MAX_TRIALS_PER_TEST));
            const trialId = crypto.randomUUID();
            await saveResult(tx, {
              athleteId,
              movement: target.movement,
              value: target.value,
              testDate: date,
              enteredBy: input.importedBy,
              teamId,
              session: session(sessionId),
              trials: [{ id: trialId, value: target.value, splits: target.splits }],
            });
            await tx.execute(sql`UPDATE result_trials
              SET import_batch_id = ${batch!.id}, import_row_key = ${rowKey} WHERE id = ${trialId}`);
          } else {
            const sessionId = sessionFor(date, 0);
            if (!started.has(sessionId)) {
              await findOrStartSession(tx, {
                session: session(sessionId),
                testDate: date,
                enteredBy: input.importedBy,
                teamId,
              });
              started.add(sessionId);
            }
            sprints.push({
              athleteId,
              sessionId,
              distance: target.distance,
              unit: target.unit,
              seconds: target.value,
              splits: target.splits,
              trialNumber: planned.run.trial,
              enteredBy: input.importedBy,
              importBatchId: batch!.id,
              importRowKey: rowKey,
            });
          }
        }
        if (savedAny) saved++;
        else if (knownAll) already++;
      }
      for (let i = 0; i < sprints.length; i += SPRINT_INSERT_CHUNK) {
        await tx.insert(sprintRuns).values(sprints.slice(i, i + SPRINT_INSERT_CHUNK));
      }
    });
    done += runs.length;
    onProgress?.(done);
  }
  await db.execute(sql`UPDATE import_batches SET runs_saved = ${saved},
    runs_already_imported = ${already}, rows_skipped = rows_skipped + ${skippedLater}
    WHERE id = ${batch!.id}`);
  const { rows } = await db.execute<BatchRow>(sql`
    SELECT ${batchColumns} FROM import_batches b LEFT JOIN users u ON u.id = b.imported_by
    WHERE b.id = ${batch!.id}`);
  return toBatch(rows[0]!);
}

/**
 * Undoes a batch whole: each result it made is deleted by the recipe (kept, with its revision,
 * as every deletion is), its sprint runs are removed (kept with `deleted_at`), and the batch says
 * when and by whom. Undoing an undone batch changes nothing.
 */
export async function undoImportBatch(db: Database, batchId: string, actorId: string) {
  const batch = await findImportBatch(db, batchId);
  if (!batch || batch.undone_at || !batch.imported_by) return;
  const importer = { id: batch.imported_by };
  const { rows } = await db.execute<{ result_id: string }>(sql`
    SELECT DISTINCT t.result_id FROM result_trials t JOIN test_results r ON r.id = t.result_id
    WHERE t.import_batch_id = ${batchId} AND r.deleted_at IS NULL`);
  for (const { result_id } of rows) {
    await changeResult(db, result_id, importer, () => ({ kind: 'delete' }));
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE sprint_runs SET deleted_at = now()
      WHERE import_batch_id = ${batchId} AND deleted_at IS NULL`);
    await tx.execute(sql`UPDATE import_batches SET undone_at = now(), undone_by = ${actorId}
      WHERE id = ${batchId} AND undone_at IS NULL`);
  });
}
