import type {
  BirthMonthRequest,
  Profile,
  RetestReminderRequest,
  UnsubscribeRequest,
} from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePhysicalInfo, updateProfile } from '@/lib/api/profile';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';
import { sessionStore } from '../session-store';

/** After any profile change: refresh the signed-in user and everything derived from it. */
function useProfileChanged() {
  const queryClient = useQueryClient();
  return async (profile: Profile) => {
    sessionStore.userUpdated(profile);
    await refreshAfter(queryClient, 'profileChanged');
  };
}

export const useUpdateProfile = () => {
  const onSuccess = useProfileChanged();
  return useMutation({ mutationFn: updateProfile, onSuccess });
};

export const useUpdatePhysicalInfo = () => {
  const onSuccess = useProfileChanged();
  return useMutation({ mutationFn: updatePhysicalInfo, onSuccess });
};

export const setRetestReminder = (input: RetestReminderRequest) =>
  apiRequest<Profile>('/profile/retest-reminder', { method: 'PUT', body: input });

/** Every 4, 6 or 8 weeks, or off (docs/product/reminders.md). */
export const useSetRetestReminder = () => {
  const onSuccess = useProfileChanged();
  return useMutation({ mutationFn: setRetestReminder, onSuccess });
};

/**
 * The reminder's unsubscribe link, once the person said yes: no session needed, the token names
 * the athlete; the same one-click POST a mail provider sends (docs/product/reminders.md).
 */
export const unsubscribeFromReminders = (token: string) =>
  apiRequest<{ unsubscribed: true }>(`/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { 'List-Unsubscribe': 'One-Click' } satisfies UnsubscribeRequest,
    anonymous: true,
  });

export const setBirthMonth = (input: BirthMonthRequest) =>
  apiRequest<Profile>('/profile/birth-month', { method: 'PUT', body: input });

/** The athlete's birth month and year, given once (docs/product/privacy.md). */
export const useSetBirthMonth = () => {
  const onSuccess = useProfileChanged();
  return useMutation({ mutationFn: setBirthMonth, onSuccess });
};
