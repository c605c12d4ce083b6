import { z } from 'zod';

export const INVALID_ACCESS_CODE_MESSAGE = 'Invalid access code';
/**
 * Sign-up refused because the grant from the access step is missing, expired (30 days) or was
 * given for a code that has since changed: the app goes back to the access step and shows this.
 */
export const BETA_GRANT_REQUIRED_MESSAGE =
  'Your beta access has ended. Enter the access code again, then sign up.';

export const accessRequestSchema = z.object({
  code: z.string().trim().min(1, 'Enter the access code').max(200),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/**
 * The right code: `grant` is a signed token the app keeps and sends when it creates an account
 * (the server refuses sign-up without it).
 */
export const accessResponseSchema = z.object({ granted: z.literal(true), grant: z.string() });
export type AccessResponse = z.infer<typeof accessResponseSchema>;
