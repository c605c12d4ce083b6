import type { NewProfile, Profile } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';
import { sessionStore } from '../session-store';

export const createProfile = (input: NewProfile) =>
  apiRequest<Profile>('/profile', { body: input });

export const useCreateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: async (profile) => {
      sessionStore.userUpdated(profile);
      await refreshAfter(queryClient, 'profileChanged');
    },
  });
};
