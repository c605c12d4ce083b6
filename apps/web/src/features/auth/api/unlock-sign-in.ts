import { apiRequest } from '@/lib/api-client';

/**
 * The unlock link of an address locked after too many wrong codes (docs/product/accounts.md):
 * no session needed, the signed token names the address and the lock.
 */
export const unlockSignIn = (token: string) =>
  apiRequest<{ unlocked: true }>('/auth/unlock', { method: 'POST', body: { token } });
