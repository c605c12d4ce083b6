import { BETA_GRANT_PREFIX } from '@gamespeed/domain/first-screen-constants';
import { storage, storageKeys } from '@/lib/storage';

/**
 * Whether this browser has passed the private-beta gate (docs/product/screens.md): it keeps the
 * signed grant the server gave for the right code, which sign-up sends. A value from before
 * grants were signed does not count: the gate asks for the code once more.
 */
export const hasBetaGrant = () =>
  storage.get(storageKeys.betaGrant)?.startsWith(BETA_GRANT_PREFIX) === true;
export const rememberBetaGrant = (grant: string) => storage.set(storageKeys.betaGrant, grant);
