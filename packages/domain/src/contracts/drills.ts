/** Drills: the recommended and all tabs. */
import { z } from 'zod';
import { DRILL_TYPES, FORCE_OR_FORM } from '../constants';

export const DRILL_TABS = ['recommended', 'all'] as const;
export type DrillTab = (typeof DRILL_TABS)[number];

export const drillsQuerySchema = z.object({
  tab: z.enum(DRILL_TABS, { error: 'must be recommended or all' }).default('recommended'),
});

export const drillSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  tags: z.array(z.string()),
  drillType: z.enum(DRILL_TYPES).nullable(),
  isPreview: z.boolean(),
  /** Only when accessible (docs/product/content.md); null on a locked drill. */
  vimeoId: z.string().nullable(),
  vimeoHash: z.string().nullable(),
  /** Preview or active subscription (docs/product/states.md). */
  accessible: z.boolean(),
  /** Show the lock overlay: `!accessible`. */
  locked: z.boolean(),
});
export type Drill = z.infer<typeof drillSchema>;

export const drillsResponseSchema = z.object({
  tab: z.enum(DRILL_TABS),
  forceOrForm: z.enum(FORCE_OR_FORM),
  drills: z.array(drillSchema),
});
export type DrillsResponse = z.infer<typeof drillsResponseSchema>;
