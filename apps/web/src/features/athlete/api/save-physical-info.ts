import type { PhysicalInfo, Profile } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Onboarding step 1 (docs/product/screens.md): position, height in inches, weight in lbs. */
export const savePhysicalInfo = (input: PhysicalInfo) =>
  apiRequest<Profile>('/profile/physical', { method: 'PUT', body: input });

/** The profile changed: everything derived from it (signed-in user, dashboard) is refetched. */
export const useSavePhysicalInfo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePhysicalInfo,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
