/**
 * Team invites and joining: the code an athlete types or the link carries, the coach's invite by
 * e-mail or text, and what a person sees of the team before joining (docs/product/teams.md).
 */
import { z } from 'zod';
import { identifierSchema, parseIdentifier } from '../identifier';
import { INVITE_TOKEN_PATTERN, isInviteCodeShape, normalizeInviteCode } from '../teams';
import { isUsPhoneNumber, US_PHONE_ONLY_MESSAGE } from '../us-phone';
import { teamLevelSchema } from './teams';

/**
 * What an athlete types or the link carries: an 8-character code (spaces, dashes and case do
 * not matter) or the link's token. Normalized to the stored form.
 */
export const inviteCodeInputSchema = z
  .string({ error: 'Please enter the team code' })
  .max(64, 'That is not a team code')
  .transform((v) => {
    const trimmed = v.trim();
    return INVITE_TOKEN_PATTERN.test(trimmed) ? trimmed : normalizeInviteCode(trimmed);
  })
  .refine((v) => INVITE_TOKEN_PATTERN.test(v) || isInviteCodeShape(v), {
    message: 'A team code has 8 letters and numbers, like ABCD-2345',
  });

export const joinTeamRequestSchema = z.strictObject({ code: inviteCodeInputSchema });
export type JoinTeamRequest = z.input<typeof joinTeamRequestSchema>;
/** The code (or link token) of an invite, as the preview's query: `GET /api/teams/join?code=`. */
export const joinCodeParamsSchema = z.object({ code: inviteCodeInputSchema });

/** The coach invites one person by e-mail address or US phone number (the sign-in rules). */
export const teamInviteRequestSchema = z.strictObject({
  to: identifierSchema.superRefine((value, ctx) => {
    const target = parseIdentifier(value);
    if (target.kind === 'phone' && !isUsPhoneNumber(target.digits))
      ctx.addIssue({ code: 'custom', message: US_PHONE_ONLY_MESSAGE });
  }),
});
export type TeamInviteRequest = z.infer<typeof teamInviteRequestSchema>;
/** The invite was handed to the mail or SMS provider. */
export const teamInviteResponseSchema = z.object({ channel: z.enum(['email', 'phone']) });
export type TeamInviteResponse = z.infer<typeof teamInviteResponseSchema>;
/** A team invite message could not be handed to the provider (its own words go to the log). */
export const TEAM_INVITE_FAILED_MESSAGE = 'The invite could not be sent. Please try again.';
/** docs/product/messages.md: the number replied STOP to our texts, so no invite is texted to it. */
export const INVITE_PHONE_OPTED_OUT_MESSAGE =
  "This phone number replied STOP to GameSpeed's texts, so we cannot text it an invite. Invite by email, or ask the athlete to send START to the number GameSpeed texts from.";
/** docs/product/messages.md: Twilio refused the number as not one that can get texts. */
export const INVITE_PHONE_INVALID_MESSAGE =
  'We cannot text this number: it is not a mobile number that can get texts. Check the number, or invite by email.';

/** Before joining: which team, whose, and exactly what the coach will see. */
export const joinPreviewSchema = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  sportLevel: teamLevelSchema.nullable(),
  coachName: z.string(),
  alreadyMember: z.boolean(),
  coachWillSee: z.array(z.string()),
  teammatesSee: z.string(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

/**
 * What an invite link shows before sign-up: the team and its coach, once the code is checked
 * (`GET /api/teams/invite?code=`, no sign-in).
 */
export const publicInviteSchema = joinPreviewSchema.pick({
  teamName: true,
  sportLevel: true,
  coachName: true,
});
export type PublicInvite = z.infer<typeof publicInviteSchema>;
