import { z } from 'zod';

/** Settings the web app may know: nothing secret. */
export const publicConfigSchema = z.object({
  appUrl: z.string(),
  appScheme: z.string(),
  stripePublishableKey: z.string().nullable(),
  billingEnabled: z.boolean(),
  videoImportEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
