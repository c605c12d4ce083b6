/**
 * The timing-file import (docs/product/timing-import.md): the file sent for a preview, the same
 * file with the mapping and the athletes a person confirmed to save it, the batches and their
 * undo. The file travels as base64 in JSON; the server reads it again on confirm, so nothing of
 * an unconfirmed upload is kept.
 */
import { z } from 'zod';
import { PRESET_IDS } from '../timing-import/presets';
import { DISTANCE_UNITS, START_KINDS, TIMING_DEVICES } from '../trials';

/** 5 MB of bytes is at most this many base64 characters. */
export const TIMING_FILE_BASE64_MAX = Math.ceil((5 * 1024 * 1024) / 3) * 4;
export const TIMING_FILE_NAME_MAX = 255;

const column = z.number().int().min(0).max(199);

export const columnMappingSchema = z.strictObject({
  preset: z.enum(PRESET_IDS),
  athlete: z.strictObject({
    name: column.optional(),
    first: column.optional(),
    last: column.optional(),
    email: column.optional(),
    id: column.optional(),
  }),
  date: z.union([
    z.strictObject({ column }),
    z.strictObject({ fileDate: z.iso.date({ error: 'Please enter the test date' }).nullable() }),
  ]),
  test: column.nullable(),
  trial: column.nullable(),
  total: column.nullable(),
  splits: z
    .array(
      z.strictObject({
        column,
        distance: z.number().min(0.01).max(400),
        unit: z.enum(DISTANCE_UNITS),
      }),
    )
    .max(200),
  perSplit: z
    .strictObject({ distanceColumn: column, timeColumn: column, unit: z.enum(DISTANCE_UNITS) })
    .nullable(),
  device: z.enum(TIMING_DEVICES),
  deviceName: z.string().trim().max(60).nullable(),
  start: z.enum(START_KINDS),
});

export const timingFileSchema = z.strictObject({
  fileName: z.string().trim().min(1, 'Choose a file').max(TIMING_FILE_NAME_MAX),
  /** The file's bytes, base64. */
  content: z
    .string()
    .max(TIMING_FILE_BASE64_MAX, 'This file is larger than 5 MB. Split it and import the parts.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
  /** A coach's import for their team; absent: the athlete imports for themselves. */
  teamId: z.uuid().optional(),
});

export const timingPreviewRequestSchema = timingFileSchema.extend({
  /** The mapping as the person changed it; the guess from the headers when absent. */
  mapping: columnMappingSchema.optional(),
});
export type TimingPreviewRequest = z.infer<typeof timingPreviewRequestSchema>;

export const timingConfirmRequestSchema = timingFileSchema.extend({
  mapping: columnMappingSchema,
  /** The file's athletes (as written) and who each is on the roster; null skips their rows. */
  athletes: z
    .array(z.strictObject({ name: z.string().max(300), athleteId: z.uuid().nullable() }))
    .max(5_000),
});
export type TimingConfirmRequest = z.infer<typeof timingConfirmRequestSchema>;

const splitOut = z.object({
  distance: z.number(),
  unit: z.enum(DISTANCE_UNITS),
  seconds: z.number(),
  yards: z.number(),
});

export const importBatchSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  importedBy: z.string().nullable(),
  createdAt: z.string(),
  runsSaved: z.number().int(),
  runsAlreadyImported: z.number().int(),
  rowsSkipped: z.number().int(),
  undoneAt: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const timingPreviewSchema = z.object({
  fileName: z.string(),
  encoding: z.string(),
  delimiter: z.string(),
  decimalComma: z.boolean(),
  headers: z.array(z.string()),
  /** The first rows as the file has them, and as read (numbers in the file's decimal mark). */
  firstRows: z.array(z.array(z.object({ text: z.string(), number: z.number().nullable() }))),
  preset: z.object({ id: z.enum(PRESET_IDS), name: z.string() }),
  presets: z.array(z.object({ id: z.enum(PRESET_IDS), name: z.string() })),
  mapping: columnMappingSchema,
  questions: z.array(z.object({ column: z.number(), header: z.string(), question: z.string() })),
  athletes: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int(),
      match: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('exact'), athleteId: z.uuid(), name: z.string() }),
        z.object({
          kind: z.literal('close'),
          candidates: z.array(
            z.object({ athleteId: z.uuid(), name: z.string(), score: z.number() }),
          ),
        }),
        z.object({ kind: z.literal('none') }),
      ]),
    }),
  ),
  roster: z.array(z.object({ id: z.uuid(), name: z.string() })),
  runs: z.array(
    z.object({
      line: z.number().int(),
      athlete: z.string(),
      date: z.string().nullable(),
      saves: z.array(
        z.object({ what: z.string(), seconds: z.number(), splits: z.array(splitOut) }),
      ),
      skipped: z.string().nullable(),
    }),
  ),
  counts: z.object({ runs: z.number().int(), toSave: z.number().int(), skipped: z.number().int() }),
  alreadyImported: importBatchSchema.nullable(),
});
export type TimingPreview = z.infer<typeof timingPreviewSchema>;

export const timingConfirmResponseSchema = z.object({
  batch: importBatchSchema,
  /** False when this file was imported before and not undone: nothing was added. */
  created: z.boolean(),
  message: z.string(),
});

export const importBatchesQuerySchema = z.strictObject({ teamId: z.uuid().optional() });
export const importBatchesResponseSchema = z.object({ batches: z.array(importBatchSchema) });
export const importBatchParamsSchema = z.object({ id: z.uuid({ message: 'must be a UUID' }) });
