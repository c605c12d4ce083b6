import { z } from 'zod';

export const INVALID_ACCESS_CODE_MESSAGE = 'Invalid access code';

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
