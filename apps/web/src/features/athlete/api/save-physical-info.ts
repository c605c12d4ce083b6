import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePhysicalInfo } from '@/lib/api/profile';
import { refreshAfter } from '@/lib/refresh-after';

/**
 * Onboarding step 1 (docs/product/screens.md): position, height in inches, weight in lbs. The
 * profile changed: everything derived from it (signed-in user, dashboard) is refetched.
 */
export const useSavePhysicalInfo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhysicalInfo,
    onSuccess: () => refreshAfter(queryClient, 'profileChanged'),
  });
};
