import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';

/** docs/product/messages.md alert text, for failures the server did not explain. */
export const BILLING_FALLBACK_MESSAGE = 'An error occurred. Please try again.';

/**
 * docs/product/messages.md: checkout and portal failures are logged, and the user sees the server's message
 * ('Must be logged in to subscribe', 'No customer ID found', ...) in a destructive toast.
 */
export function reportBillingFailure(action: string, error: unknown): void {
  console.error(`${action} failed`, error);
  const title = error instanceof ApiError ? error.message : BILLING_FALLBACK_MESSAGE;
  toast({ title, variant: 'destructive' });
}
