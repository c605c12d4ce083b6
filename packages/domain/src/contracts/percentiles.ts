/**
 * GET /api/teams/:id/percentiles (docs/product/percentiles.md): where each athlete of a coach's
 * team stands in one test, within the team's position group and within GameSpeed.
 */
import { z } from 'zod';
import { ATHLETE_LEVELS } from '../athlete-level';
import { PERCENTILE_TESTS, POSITION_GROUPS } from '../percentiles';

export const percentilesQuerySchema = z.object({
  test: z.enum(PERCENTILE_TESTS).default('broad_jump'),
  /** Electronic times only (the default), or hand times too. Ignored for the broad jump. */
  timing: z.enum(['electronic', 'all']).default('electronic'),
});
export type PercentilesQuery = z.infer<typeof percentilesQuerySchema>;

const standingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percentile'),
    percentile: z.number().int(),
    n: z.number().int(),
  }),
  z.object({ kind: z.literal('not-enough'), n: z.number().int(), needed: z.number().int() }),
]);

export const percentilesResponseSchema = z.object({
  test: z.enum(PERCENTILE_TESTS),
  timing: z.enum(['electronic', 'all']),
  /** When the standings were computed (ISO date-time): the date shown beside n. */
  computedAt: z.string(),
  athletes: z.array(
    z.object({
      athleteId: z.uuid(),
      positionGroup: z.enum(POSITION_GROUPS).nullable(),
      /** The level GameSpeed compares with (the athlete's level); null when unknown. */
      level: z.enum(ATHLETE_LEVELS).nullable(),
      best: z.number().nullable(),
      team: standingSchema.nullable(),
      gameSpeed: standingSchema.nullable(),
    }),
  ),
});
export type PercentilesResponse = z.infer<typeof percentilesResponseSchema>;
