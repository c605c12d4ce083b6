import { z } from 'zod';
import { type DisplayNameKind, displayNameProblem } from '../display-name';

/** '' (an empty optional field) → null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A name other people read in the app's messages (`displayNameProblem`): refused with its reason. */
export const checkDisplayName =
  (kind: DisplayNameKind) => (value: string, ctx: z.RefinementCtx<string>) => {
    const problem = value === '' ? null : displayNameProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** A first or last name that may be left empty ('' → null). */
export const optionalPersonName = z
  .string()
  .trim()
  .superRefine(checkDisplayName('person'))
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
