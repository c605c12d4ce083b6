import type { PhysicalInfo, Profile, UpdateProfileRequest } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '../session-store';

export const updateProfile = (input: UpdateProfileRequest) =>
  apiRequest<Profile>('/profile', { method: 'PATCH', body: input });

export const updatePhysicalInfo = (input: PhysicalInfo) =>
  apiRequest<Profile>('/profile/physical', { method: 'PUT', body: input });

/** After any profile change: refresh the signed-in user and everything derived from it. */
function useProfileChanged() {
  const queryClient = useQueryClient();
  return async (profile: Profile) => {
    sessionStore.userUpdated(profile);
    await queryClient.invalidateQueries();
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
