import type { PhysicalInfo, Profile, UpdateProfileRequest } from '@gamespeed/domain/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * The profile endpoints more than one feature writes (the account screen, onboarding, the
 * leaderboard setting): one fetcher each here, and each feature keeps its own mutation hook.
 */

/** PATCH /profile: names, reminder e-mail, leaderboard setting. */
export const updateProfile = (input: UpdateProfileRequest) =>
  apiRequest<Profile>('/profile', { method: 'PATCH', body: input });

/** PUT /profile/physical: position, height in inches, weight in lbs. */
export const updatePhysicalInfo = (input: PhysicalInfo) =>
  apiRequest<Profile>('/profile/physical', { method: 'PUT', body: input });
