import { z } from 'zod';
import { type OtpPurpose, SELF_SERVICE_ROLES, SIGN_IN_PURPOSES } from '../constants';
import { codeSchema, identifierSchema } from '../identifier';
import { profileSchema } from './profile';
import { checkDisplayName } from './text';

export const ACCOUNT_NOT_FOUND_MESSAGE =
  'Account not found. Try a different email/phone if you have an account.';
export const ACCOUNT_EXISTS_MESSAGE =
  'An account with this email or phone already exists. Please log in instead.';
export const SEND_CODE_FAILED_MESSAGE = 'Failed to send verification code';
/** docs/product/messages.md: Twilio refused the number as not one that can get texts (21211). */
export const PHONE_INVALID_MESSAGE =
  'We cannot text a code to this number: it is not a mobile number that can get texts. Check the number, or use your email.';
/**
 * docs/product/messages.md: the number replied STOP to our texts (Twilio 21610), with the
 * account's e-mail (masked) to use instead when it has one.
 */
export function phoneOptedOutMessage(maskedEmail: string | null): string {
  const what =
    "This phone number replied STOP to GameSpeed's texts, so we cannot text it a code. To get texts again, send START to the number our codes come from, then ask for a new code.";
  return maskedEmail ? `${what} Or log in with your email, ${maskedEmail}.` : what;
}
export const INVALID_CODE_MESSAGE = 'Invalid verification code';
/** docs/product/messages.md: verify answered without a user. */
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed';
export const SIGNUP_FIELDS_MESSAGE = 'Please fill in all fields and select your role';

export const otpPurposeSchema = z.enum(SIGN_IN_PURPOSES);
export type { OtpPurpose };

/** Step 1 of login or signup: send a one-time code (docs/product/api.md POST /otp). */
export const sendCodeRequestSchema = z.object({
  identifier: identifierSchema,
  purpose: otpPurposeSchema,
});
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;
export const sendCodeResponseSchema = z.object({
  channel: z.enum(['email', 'phone']),
  /** Seconds until another code may be asked for this address (OTP_MIN_INTERVAL_SECONDS). */
  resendAfterSeconds: z.number().int().min(0),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, SIGNUP_FIELDS_MESSAGE)
  .superRefine(checkDisplayName('person'));

/** What a person chooses at sign-up or role selection: athlete or coach, never more. */
export const newProfileSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  role: z.enum(SELF_SERVICE_ROLES, { error: SIGNUP_FIELDS_MESSAGE }),
});
export type NewProfile = z.infer<typeof newProfileSchema>;

/** Step 2: verify the code. Signup carries the profile from step 1. */
export const verifyCodeRequestSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('login'), identifier: identifierSchema, code: codeSchema }),
  z.object({
    purpose: z.literal('signup'),
    identifier: identifierSchema,
    code: codeSchema,
    profile: newProfileSchema,
    /** The beta grant from the access step; required while the private beta is on. */
    betaGrant: z.string().max(200).optional(),
  }),
]);
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** An auth session (docs/product/data-model.md), plus the profile so sign-in needs no second request. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  /** Unix seconds. */
  expires_at: z.number().int(),
  user: authUserSchema,
  profile: profileSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(200) });

export const signOutScopeSchema = z.enum(['global', 'local', 'others']);
export type SignOutScope = z.infer<typeof signOutScopeSchema>;
export const signOutRequestSchema = z.object({ scope: signOutScopeSchema.default('local') });

/** The unlock link of a locked sign-in address (docs/product/accounts.md, "Wrong codes"). */
export const unlockSignInRequestSchema = z.object({ token: z.string().min(1).max(2000) });
export const unlockSignInResponseSchema = z.object({ unlocked: z.literal(true) });
export const INVALID_UNLOCK_LINK_MESSAGE =
  'This unlock link is not valid any more. If sign-in is still locked, ask for a new code to get a new link.';
