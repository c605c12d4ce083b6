import { z } from 'zod';

/**
 * Build-time settings of the web app. Everything here ends up in the public bundle, so no
 * secret may ever be added (the beta access code is checked by the server).
 */
const envSchema = z.object({
  /** API origin; empty means the same origin that serves the app. */
  VITE_API_URL: z.string().default(''),
  /** Public address of the app, used in links shared outside it. */
  VITE_APP_URL: z.string().default(''),
  MODE: z.string(),
  DEV: z.boolean(),
  PROD: z.boolean(),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL.replace(/\/$/, ''),
  appUrl: parsed.VITE_APP_URL || (typeof window !== 'undefined' ? window.location.origin : ''),
  appUrlConfigured: parsed.VITE_APP_URL !== '',
  apiUrlConfigured: parsed.VITE_API_URL !== '',
  mode: parsed.MODE,
  dev: parsed.DEV,
  prod: parsed.PROD,
} as const;
