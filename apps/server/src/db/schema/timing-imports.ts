/**
 * Timing-file imports (docs/product/timing-import.md; ADR 065): each confirmed import is a batch
 * that can be undone whole, and the sprints a file holds over distances that are not a
 * GameSpeed test ("sprint, 30 m") are kept as sprint runs. Trials an import adds to tests are
 * `result_trials` rows (training.ts) that name their batch.
 */
import { DISTANCE_UNITS } from '@gamespeed/domain/trials';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, uuidPrimaryKey } from './helpers';
import { testSessions } from './sessions';
import { teams } from './teams';
import { users } from './users';

/** One confirmed import of one file, for a team (by its coach) or for one athlete (by them). */
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuidPrimaryKey(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id').references(() => users.id, { onDelete: 'cascade' }),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes, hex. */
    fileHash: text('file_hash').notNull(),
    preset: text('preset').notNull(),
    runsSaved: integer('runs_saved').notNull(),
    runsAlreadyImported: integer('runs_already_imported').notNull(),
    rowsSkipped: integer('rows_skipped').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('import_batches_owner_check', sql`("team_id" IS NULL) <> ("athlete_id" IS NULL)`),
    check('import_batches_file_name_length_check', sql`char_length("file_name") <= 255`),
    index('import_batches_team_idx').on(t.teamId, t.createdAt.desc()),
    index('import_batches_athlete_idx').on(t.athleteId, t.createdAt.desc()),
  ],
);

/**
 * A sprint over a distance that is no GameSpeed test, with all its cumulative splits: the time
 * at `distance` and the splits before it. Removed (an undone import) keeps its row.
 */
export const sprintRuns = pgTable(
  'sprint_runs',
  {
    id: uuidPrimaryKey(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => testSessions.id),
    distance: doublePrecision('distance').notNull(),
    unit: text('unit', { enum: DISTANCE_UNITS }).notNull(),
    seconds: doublePrecision('seconds').notNull(),
    splits: jsonb('splits')
      .$type<{ distance: number; unit: 'yd' | 'm'; seconds: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    trialNumber: integer('trial_number'),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, {
      onDelete: 'set null',
    }),
    /** SHA-256 of the athlete and the run's identity: the same run imported again is known. */
    importRowKey: text('import_row_key'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('sprint_runs_unit_check', oneOf('unit', DISTANCE_UNITS)),
    check('sprint_runs_distance_check', sql`"distance" > 0 AND "seconds" > 0`),
    index('sprint_runs_athlete_idx').on(t.athleteId, t.createdAt.desc()),
    index('sprint_runs_batch_idx').on(t.importBatchId),
    index('sprint_runs_row_key_idx').on(t.athleteId, t.importRowKey),
  ],
);
