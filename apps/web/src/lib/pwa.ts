import type { QueryClient } from '@tanstack/react-query';
import { isNativePlatform } from './platform';
import { afterFirstSettle } from './when-settled';

/** Must match the runtime cache named in vite.config.ts. */
export const API_CACHE_NAME = 'gamespeed-api';

/**
 * Starts the service worker that keeps the app and the last data seen on the device
 * (docs/product/results.md 'Offline'). Only in a production build in a browser: the native
 * wrapper ships the app's files inside it, and development serves them fresh. It starts once
 * the page has settled: precaching the app must not compete with the first screen's requests.
 */
export function registerServiceWorker(queryClient: QueryClient): void {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) return;
  afterFirstSettle(queryClient, () => {
    addManifestLink();
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((error: unknown) => console.error('The service worker did not start', error));
  });
}

/** The build leaves the manifest's link out of index.html (vite.config.ts): it is added here. */
function addManifestLink(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

/** Forgets the API answers kept for offline reads (on sign-out: they are the user's data). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME).catch(() => false);
}
