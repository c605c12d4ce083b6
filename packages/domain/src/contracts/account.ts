import { z } from 'zod';
import { PRIMARY_DEFICIENCIES, RESULT_REVISION_ACTIONS } from '../constants';
import { codeSchema, parseIdentifier } from '../identifier';
import { authUserSchema } from './auth';
import { profileSchema } from './profile';
import { testResultSchema } from './results';
import { sprintProfileEntrySchema } from './sprint-profile';

/**
 * The account a person owns (docs/product/accounts.md): download of their data, deletion, and
 * a change of the sign-in e-mail or phone confirmed with a code.
 */

export const ACCOUNT_EXPORT_FORMATS = ['json', 'csv'] as const;
export type AccountExportFormat = (typeof ACCOUNT_EXPORT_FORMATS)[number];

export const accountExportQuerySchema = z.object({
  format: z.enum(ACCOUNT_EXPORT_FORMATS, { error: 'must be json or csv' }).default('json'),
});

export const resultRevisionExportSchema = z.object({
  action: z.enum(RESULT_REVISION_ACTIONS),
  /** ISO date-time. */
  changedAt: z.string(),
  changedBy: z.uuid().nullable(),
  /** The values before the change (null for a create). */
  previous: z.unknown(),
});

export const assessmentExportSchema = z.object({
  /** ISO date-time. */
  assessedAt: z.string(),
  primaryDeficiency: z.enum(PRIMARY_DEFICIENCIES),
  gearLevel: z.number().int().nullable(),
  forceOrForm: z.string(),
  weightLbs: z.number().int().nullable(),
  normWeight: z.number().int().nullable(),
  broadJump: z.number().nullable(),
  fly510: z.number().nullable(),
  fly2010: z.number().nullable(),
  reason: z.unknown(),
});

/**
 * One stored sprint profile as downloaded: every trial's, as stored (no cohort standing, which
 * is computed on reading), with when it was computed.
 */
export const sprintProfileExportSchema = sprintProfileEntrySchema
  .omit({ standings: true })
  .extend({ computedAt: z.string() });

/** The JSON download: one document with everything the account holds. */
export const accountExportSchema = z.object({
  /** ISO date-time of the download. */
  exportedAt: z.string(),
  account: authUserSchema,
  profile: profileSchema.nullable(),
  /** Every result, deleted ones included (`deleted: true`), each with its revisions, oldest first. */
  results: z.array(
    testResultSchema.extend({
      deleted: z.boolean(),
      revisions: z.array(resultRevisionExportSchema),
    }),
  ),
  /** Every diagnosis change, newest first. */
  assessments: z.array(assessmentExportSchema),
  /** Every stored sprint profile, one per trial of the 40 with splits, newest test date first. */
  sprintProfiles: z.array(sprintProfileExportSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** Where a code went: the channel only, never the address in full. */
export const accountCodeSentSchema = z.object({ channel: z.enum(['email', 'phone']) });
export type AccountCodeSent = z.infer<typeof accountCodeSentSchema>;

export const accountCodeRequestSchema = z.object({ code: codeSchema });
export type AccountCodeRequest = z.infer<typeof accountCodeRequestSchema>;

/** Start of an e-mail or phone change: exactly one of the two, the new address. */
export const identityChangeRequestSchema = z
  .strictObject({
    email: z.string().max(320).optional(),
    phone: z.string().max(64).optional(),
  })
  .superRefine((input, ctx) => {
    const given = (['email', 'phone'] as const).filter((key) => input[key] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'Give a new email or a new phone number' });
      return;
    }
    const key = given[0]!;
    const parsed = parseIdentifier(input[key]!);
    if (parsed.kind === 'invalid') {
      ctx.addIssue({ code: 'custom', path: [key], message: parsed.message });
    } else if (parsed.kind !== key) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message:
          key === 'email' ? 'Please enter a valid email' : 'Please enter a valid phone number',
      });
    }
  });
export type IdentityChangeRequest = z.infer<typeof identityChangeRequestSchema>;

export const identityChangedSchema = z.object({
  user: authUserSchema,
  profile: profileSchema.nullable(),
});
export type IdentityChanged = z.infer<typeof identityChangedSchema>;

/** The undo link sent to the old address after a change (docs/product/accounts.md). */
export const identityUndoRequestSchema = z.object({ token: z.string().min(1).max(4000) });
export const identityUndoneSchema = z.object({ undone: z.literal(true) });
export const INVALID_UNDO_LINK_MESSAGE =
  'This link does not work any more: it is older than 7 days, was used already, or the address was changed again. For help, write to support.';
/** How long the old address can undo a change of the sign-in e-mail or phone. */
export const IDENTITY_UNDO_DAYS = 7;
