import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';

/** SPEC §8 alert text, for failures the server did not explain. */
export const BILLING_FALLBACK_MESSAGE = 'An error occurred. Please try again.';

/**
 * SPEC §8: checkout and portal failures are logged, and the user sees the server's message
 * ('Must be logged in to subscribe', 'No customer ID found', ...) in a destructive toast.
 */
export function reportBillingFailure(action: string, error: unknown): void {
  console.error(`${action} failed`, error);
  const title = error instanceof ApiError ? error.message : BILLING_FALLBACK_MESSAGE;
  toast({ title, variant: 'destructive' });
}
