import { BETA_GRANT_VALUE } from '@gamespeed/domain/constants';
import { storage, storageKeys } from '@/lib/storage';

/** Whether this browser has passed the private-beta gate (docs/product/screens.md). */
export const hasBetaGrant = () => storage.get(storageKeys.betaGrant) === BETA_GRANT_VALUE;
export const rememberBetaGrant = () => storage.set(storageKeys.betaGrant, BETA_GRANT_VALUE);
