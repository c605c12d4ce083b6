import { z } from 'zod';

export const INVALID_ACCESS_CODE_MESSAGE = 'Invalid access code';

export const accessRequestSchema = z.object({
  code: z.string().trim().min(1, 'Enter the access code').max(200),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessResponseSchema = z.object({ granted: z.literal(true) });
export type AccessResponse = z.infer<typeof accessResponseSchema>;
