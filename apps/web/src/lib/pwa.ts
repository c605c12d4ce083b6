import { isNativePlatform } from './platform';

/** Must match the runtime cache named in vite.config.ts. */
export const API_CACHE_NAME = 'gamespeed-api';

/**
 * Starts the service worker that keeps the app and the last data seen on the device
 * (docs/product/results.md 'Offline'). Only in a production build in a browser: the native
 * wrapper ships the app's files inside it, and development serves them fresh.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true }))
    .catch((error: unknown) => console.error('The service worker did not start', error));
}

/** Forgets the API answers kept for offline reads (on sign-out: they are the user's data). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME).catch(() => false);
}
