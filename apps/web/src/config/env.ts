/**
 * Build-time settings of the web app. Everything here ends up in the public bundle, so no
 * secret may ever be added (the beta access code is checked by the server).
 *
 * Checked by hand rather than with zod: this module is on the first screen, and zod would add
 * about 25 KB gzip to it (docs/decisions/028-first-screen-and-screen-loading.md).
 */
function text(name: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value;
}

function flag(name: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new Error(`${name} must be a boolean`);
  return value;
}

const raw = import.meta.env as Record<string, unknown>;
/** API origin; empty means the same origin that serves the app. */
const apiUrl = text('VITE_API_URL', raw.VITE_API_URL);
/** Public address of the app, used in links shared outside it. */
const appUrl = text('VITE_APP_URL', raw.VITE_APP_URL);

export const env = {
  apiUrl: apiUrl.replace(/\/$/, ''),
  appUrl: appUrl || (typeof window !== 'undefined' ? window.location.origin : ''),
  appUrlConfigured: appUrl !== '',
  apiUrlConfigured: apiUrl !== '',
  mode: text('MODE', raw.MODE),
  dev: flag('DEV', raw.DEV),
  prod: flag('PROD', raw.PROD),
} as const;
