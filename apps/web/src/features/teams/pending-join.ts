import { storage } from '@/lib/storage';

/**
 * The invite code or link token of a /join link opened before the athlete could join (signed
 * out, or not onboarded yet). Kept in local storage so it survives sign-up, the code e-mail and
 * onboarding; the app returns to the join screen once the athlete can join (docs/product/teams.md).
 */
const KEY = 'gamespeed.pending-team-join';

export const pendingJoin = {
  get: () => storage.get(KEY),
  set: (code: string) => storage.set(KEY, code),
  clear: () => storage.remove(KEY),
};
