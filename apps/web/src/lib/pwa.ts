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

/**
 * Forgets the API answers kept for offline reads (they are the user's data): on Sign Out and
 * whenever a session ends or starts (app/providers.tsx).
 */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME).catch(() => false);
}

/** Whether a service worker answered this page's requests from its start (not a first visit). */
const controlledAtStart =
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.controller !== null
    : false;

/**
 * True when a service worker controlled the page from its start, or when none ever will: what
 * the page read is kept as far as it can be.
 */
export function controlledFromStart(): boolean {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) return true;
  return controlledAtStart;
}

/**
 * Resolves once a service worker controls the page (its requests then go through it and the
 * API answers are kept), at once where none will (development, the native wrapper, no support).
 * Never resolves when the worker does not start (nothing would be kept anyway).
 */
export function whenServiceWorkerControls(): Promise<void> {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) {
    return Promise.resolve();
  }
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}
