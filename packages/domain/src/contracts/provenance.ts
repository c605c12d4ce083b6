/**
 * Where every benchmark comes from (docs/product/norm-provenance.md): the machine-readable
 * provenance file shipped with the reference data, served by GET /api/norms/provenance.
 */
import { z } from 'zod';

const columnSchema = z.object({
  /** The test as the tables name it, e.g. 'Broad Jump'. */
  test: z.string(),
  /** 'mean', 'p90', 'p10', 'p25' or a placeholder formula. */
  statistic: z.string(),
  years: z.string(),
  /** Dataset ids (see `datasets`). */
  datasets: z.array(z.string()),
  /** Which count of the row's `n` this column was computed from. */
  nKey: z.string(),
  /** Overrides the table's flag for this column. */
  provisional: z.boolean().optional(),
  note: z.string().optional(),
});

const binSchema = z.object({
  halfWidthLbs: z.number(),
  /** Rows (by weight) with a wider bin. */
  exceptions: z.record(z.string(), z.number()),
});

const tableSchema = z.object({
  benchmark: z.enum(['nfl', 'elite']),
  title: z.string(),
  population: z.string(),
  provisional: z.boolean(),
  bin: binSchema.optional(),
  columns: z.record(z.string(), columnSchema),
  /** Per row (position or weight), the number of athletes behind each count. */
  n: z.record(z.string(), z.record(z.string(), z.number().int())),
});

export const normProvenanceSchema = z.object({
  sourcesDoc: z.string(),
  datasets: z.array(z.object({ id: z.string(), name: z.string(), detail: z.string() })),
  tables: z.object({
    position_norms: tableSchema,
    bodyweight_power_to_speed_norms: tableSchema,
    bodyweight_game_speed_norms: tableSchema,
  }),
  fixedSpeeds: z.object({
    benchmark: z.literal('elite'),
    title: z.string(),
    population: z.string(),
    provisional: z.boolean(),
  }),
});
export type NormProvenance = z.infer<typeof normProvenanceSchema>;
export type NormTableName = keyof NormProvenance['tables'];
