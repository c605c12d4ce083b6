import type { Session } from '@gamespeed/domain/contracts';
import { storageKeys } from '../../apps/web/src/lib/storage';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian Chromium in a container (headless mode is added by whoever launches it). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone viewport of the e2e suite. */
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

/** Emulated slow 4G (Lighthouse's mobile preset): 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** What the web app keeps in localStorage for a signed-in user who passed the beta gate. */
export function signedInStorage(session: Session, grant: string): Record<string, string> {
  return {
    [storageKeys.betaAccess]: 'granted',
    [storageKeys.betaGrant]: grant,
    [storageKeys.session]: JSON.stringify(session),
  };
}
