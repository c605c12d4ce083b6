import { isSubscriptionActive, type SubscriptionProfile } from '@gamespeed/domain';
import { CHECKOUT_RESULT_PARAM } from '@gamespeed/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { AUTH_USER_QUERY_PREFIX } from './use-refresh-signed-in-user';

export const CHECKOUT_SUCCESS_MESSAGE = 'Subscription active — welcome aboard!';
export const CHECKOUT_CANCELLED_MESSAGE = 'Checkout cancelled';
export const CHECKOUT_PENDING_MESSAGE =
  'Payment received. Your subscription will show here in a moment.';
/** How often, and for how long, the profile is refetched while Stripe's webhook is on its way. */
export const CONFIRM_POLL_INTERVAL_MS = 1000;
export const CONFIRM_POLL_LIMIT_MS = 20_000;

/**
 * The end of a checkout (docs/product/constants.md return links): Stripe sends the user to the settings route
 * with `?checkout=success` or `?checkout=cancelled` (on native through the app-scheme deep link).
 *
 * - cancelled: a toast, then the parameter is removed.
 * - success: the subscription is granted by Stripe's webhook, which may land a moment after
 *   the redirect, so the signed-in user is refetched every second until the status is active
 *   (then a success toast, and every query is refreshed: video locks depend on it), for at most
 *   20 s (then a toast saying it is on its way). Then the parameter is removed (replace).
 *
 * `confirming` is true while waiting for the webhook.
 */
export function useCheckoutReturn(profile: SubscriptionProfile | null): { confirming: boolean } {
  const [searchParams, setSearchParams] = useSearchParams();
  const result = searchParams.get(CHECKOUT_RESULT_PARAM);
  const queryClient = useQueryClient();
  const active = profile !== null && isSubscriptionActive(profile, new Date());
  const [confirming, setConfirming] = useState(false);
  const handled = useRef<string | null>(null);
  const deadline = useRef(0);

  const clearParam = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(CHECKOUT_RESULT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (result !== 'success' && result !== 'cancelled') {
      handled.current = null;
      return;
    }
    if (handled.current === result) return;
    handled.current = result;
    if (result === 'cancelled') {
      toast({ title: CHECKOUT_CANCELLED_MESSAGE });
      clearParam();
      return;
    }
    deadline.current = Date.now() + CONFIRM_POLL_LIMIT_MS;
    setConfirming(true);
  }, [result, clearParam]);

  useEffect(() => {
    if (!confirming) return;
    const finish = (message: string, variant: 'success' | 'default') => {
      setConfirming(false);
      toast({ title: message, variant });
      clearParam();
    };
    if (active) {
      finish(CHECKOUT_SUCCESS_MESSAGE, 'success');
      void queryClient.invalidateQueries();
      return;
    }
    const refetchUser = () => queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_PREFIX });
    void refetchUser();
    const timer = setInterval(() => {
      if (Date.now() >= deadline.current) {
        clearInterval(timer);
        finish(CHECKOUT_PENDING_MESSAGE, 'default');
        return;
      }
      void refetchUser();
    }, CONFIRM_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [confirming, active, queryClient, clearParam]);

  return { confirming };
}
