import { BETA_GRANT_PREFIX } from '@gamespeed/domain/first-screen-constants';
import { storage, storageKeys } from './storage';

/**
 * Whether this browser has passed the private-beta gate (docs/product/screens.md). As the
 * specification says, the gate is remembered as the flag value 'granted'; beside it the app keeps
 * the signed grant the server gave for the right code, which sign-up sends and the server checks
 * (it lasts 30 days and ends when the code changes). A browser that kept the signed grant in the
 * flag's place (an earlier version) has passed the gate too.
 */
export const BETA_ACCESS_FLAG = 'granted';

const legacyGrant = () => {
  const flag = storage.get(storageKeys.betaAccess);
  return flag?.startsWith(BETA_GRANT_PREFIX) ? flag : null;
};

export const hasBetaAccess = () =>
  storage.get(storageKeys.betaAccess) === BETA_ACCESS_FLAG || legacyGrant() !== null;

/** The signed grant sign-up sends, if this browser has one. */
export const signedBetaGrant = () => storage.get(storageKeys.betaGrant) ?? legacyGrant();

export function rememberBetaAccess(grant: string): void {
  storage.set(storageKeys.betaAccess, BETA_ACCESS_FLAG);
  storage.set(storageKeys.betaGrant, grant);
}

/** The server refused the grant (expired, or the code changed): the gate asks for the code again. */
export function forgetBetaAccess(): void {
  storage.remove(storageKeys.betaAccess);
  storage.remove(storageKeys.betaGrant);
}
