import type { AuthUser, Profile } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AuthUserData {
  user: AuthUser;
  profile: Profile | null;
}

export const getAuthUser = () => apiRequest<AuthUserData>('/auth/user');

export const getAuthUserQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['auth-user', userId],
    queryFn: getAuthUser,
    enabled: userId !== null,
    staleTime: 60_000,
  });

export const useAuthUser = (userId: string | null) => useQuery(getAuthUserQueryOptions(userId));
