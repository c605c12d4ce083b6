import type { SubscriptionProfile } from '@gamespeed/domain';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import {
  CHECKOUT_CANCELLED_MESSAGE,
  CHECKOUT_PENDING_MESSAGE,
  CHECKOUT_SUCCESS_MESSAGE,
  useCheckoutReturn,
} from './use-checkout-return';

const inactive: SubscriptionProfile = { subscriptionStatus: 'inactive', subscriptionExpires: null };
const active: SubscriptionProfile = { subscriptionStatus: 'active', subscriptionExpires: null };

function Settings({ profile }: { profile: SubscriptionProfile }) {
  const { confirming } = useCheckoutReturn(profile);
  const location = useLocation();
  return (
    <>
      <p>confirming: {String(confirming)}</p>
      <p>at: {location.pathname + location.search}</p>
    </>
  );
}

function setup(entry: string, profile: SubscriptionProfile) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const ui = (p: SubscriptionProfile) => <Settings profile={p} />;
  const view = renderWithProviders(ui(profile), { route: entry, queryClient, toaster: true });
  const userRefetches = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'auth-user').length;
  return { invalidate, userRefetches, rerender: (p: SubscriptionProfile) => view.rerender(ui(p)) };
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  clearToasts();
});

describe('useCheckoutReturn', () => {
  it('polls the signed-in user every second until the webhook made the subscription active', () => {
    const { userRefetches, invalidate, rerender } = setup(
      '/athlete/settings?checkout=success',
      inactive,
    );
    expect(screen.getByText('confirming: true')).toBeInTheDocument();
    expect(userRefetches()).toBe(1);

    tick(1000);
    tick(1000);
    expect(userRefetches()).toBe(3);
    expect(screen.getByText('at: /athlete/settings?checkout=success')).toBeInTheDocument();

    rerender(active);
    expect(screen.getByText(CHECKOUT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('confirming: false')).toBeInTheDocument();
    expect(screen.getByText('at: /athlete/settings')).toBeInTheDocument();
    // Every query is refreshed once active: video locks depend on the subscription.
    expect(invalidate).toHaveBeenLastCalledWith();

    tick(5000);
    expect(userRefetches()).toBe(3);
  });

  it('welcomes at once when the webhook arrived before the return', () => {
    setup('/coach/settings?checkout=success&tab=x', active);
    expect(screen.getByText(CHECKOUT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('at: /coach/settings?tab=x')).toBeInTheDocument();
  });

  it('gives up after 20 seconds, saying the subscription is on its way', () => {
    const { userRefetches } = setup('/athlete/settings?checkout=success', inactive);
    tick(19_000);
    expect(screen.getByText('confirming: true')).toBeInTheDocument();
    tick(1000);
    expect(screen.getByText('confirming: false')).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_PENDING_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('at: /athlete/settings')).toBeInTheDocument();
    const count = userRefetches();
    expect(count).toBeLessThanOrEqual(20);
    tick(5000);
    expect(userRefetches()).toBe(count);
  });

  it('says a cancelled checkout was cancelled, without polling', () => {
    const { userRefetches } = setup('/athlete/settings?checkout=cancelled', inactive);
    expect(screen.getByText(CHECKOUT_CANCELLED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('at: /athlete/settings')).toBeInTheDocument();
    expect(screen.getByText('confirming: false')).toBeInTheDocument();
    tick(3000);
    expect(userRefetches()).toBe(0);
  });

  it('ignores other visits to settings', () => {
    const { invalidate } = setup('/athlete/settings?checkout=bogus', inactive);
    tick(3000);
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.getByText('at: /athlete/settings?checkout=bogus')).toBeInTheDocument();
  });
});
