import type { BillingPlans } from '@gamespeed/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { apiError, stubApiRoutes } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import type { SubscriptionFields } from '../subscription-status';
import { SubscriptionCard } from './subscription-card';

const openBillingPage = vi.hoisted(() => vi.fn(async (_url: string) => {}));
vi.mock('../open-billing-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../open-billing-page')>()),
  openBillingPage,
}));

const inactive: SubscriptionFields = {
  subscriptionStatus: 'inactive',
  subscriptionTier: null,
  subscriptionExpires: null,
  hasBillingAccount: false,
};
const active: SubscriptionFields = {
  subscriptionStatus: 'active',
  subscriptionTier: 'pro',
  subscriptionExpires: '2099-06-15T12:00:00Z',
  hasBillingAccount: true,
};
const plans = (tiers: string[], enabled = true) => ({ body: { enabled, tiers } as BillingPlans });
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';
const PORTAL_URL = 'https://billing.stripe.test/p/session/bps_1';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  openBillingPage.mockClear();
  clearToasts();
});

const card = () => screen.getByRole('region', { name: 'Subscription' });

describe('SubscriptionCard', () => {
  it('shows an inactive subscription and opens checkout for the only plan', async () => {
    const api = stubApiRoutes({
      'GET /billing/plans': plans(['pro']),
      'POST /billing/checkout': { body: { sessionUrl: CHECKOUT_URL } },
    });
    renderWithProviders(<SubscriptionCard profile={inactive} />, { toaster: true });

    expect(within(card()).getByText('Inactive')).toBeInTheDocument();
    expect(within(card()).getByText('None')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));

    await waitFor(() =>
      expect(openBillingPage).toHaveBeenCalledWith(CHECKOUT_URL, expect.any(Function)),
    );
    expect(api.calls).toContainEqual({
      key: 'POST /billing/checkout',
      body: { tier: 'pro', platform: 'web' },
    });
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
  });

  it('shows an active subscription with plan, expiry and Manage subscription only', async () => {
    const api = stubApiRoutes({
      'GET /billing/plans': plans(['pro']),
      'POST /billing/portal': { body: { portalUrl: PORTAL_URL } },
    });
    renderWithProviders(<SubscriptionCard profile={active} />, { toaster: true });

    expect(within(card()).getByText('Active')).toBeInTheDocument();
    expect(within(card()).getByText('Pro')).toBeInTheDocument();
    expect(within(card()).getByText('June 15, 2099')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));

    await waitFor(() =>
      expect(openBillingPage).toHaveBeenCalledWith(PORTAL_URL, expect.any(Function)),
    );
    expect(api.calls).toContainEqual({ key: 'POST /billing/portal', body: { platform: 'web' } });
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('says so, without buttons, when billing is not configured', async () => {
    stubApiRoutes({ 'GET /billing/plans': plans([], false) });
    renderWithProviders(<SubscriptionCard profile={{ ...inactive, hasBillingAccount: true }} />, {
      toaster: true,
    });

    expect(await screen.findByText('Subscriptions are not available yet.')).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets the user pick among several plans and sends the chosen one', async () => {
    const api = stubApiRoutes({
      'GET /billing/plans': plans(['basic', 'pro']),
      'POST /billing/checkout': { body: { sessionUrl: CHECKOUT_URL } },
    });
    renderWithProviders(<SubscriptionCard profile={inactive} />, { toaster: true });

    await userEvent.click(await screen.findByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(openBillingPage).toHaveBeenCalled());
    expect(api.calls).toContainEqual({
      key: 'POST /billing/checkout',
      body: { tier: 'pro', platform: 'web' },
    });
  });

  it("shows the server's message when checkout fails", async () => {
    stubApiRoutes({
      'GET /billing/plans': plans(['pro']),
      'POST /billing/checkout': apiError(
        401,
        'not_authenticated',
        'Must be logged in to subscribe',
      ),
    });
    renderWithProviders(<SubscriptionCard profile={inactive} />, { toaster: true });

    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Must be logged in to subscribe')).toBeInTheDocument();
    expect(openBillingPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows the server's message when the portal fails", async () => {
    stubApiRoutes({
      'GET /billing/plans': plans(['pro']),
      'POST /billing/portal': apiError(400, 'no_customer', 'No customer ID found'),
    });
    renderWithProviders(<SubscriptionCard profile={active} />, { toaster: true });

    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));

    expect(await screen.findByText('No customer ID found')).toBeInTheDocument();
  });

  it('sends a past-due subscriber to the portal instead of a second checkout', async () => {
    stubApiRoutes({ 'GET /billing/plans': plans(['pro']) });
    renderWithProviders(
      <SubscriptionCard
        profile={{ ...active, subscriptionStatus: 'past_due', subscriptionExpires: null }}
      />,
      { toaster: true },
    );

    expect(await screen.findByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(within(card()).getByText('Past due')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('hides Subscribe while a returned checkout is being confirmed', async () => {
    stubApiRoutes({ 'GET /billing/plans': plans(['pro']) });
    renderWithProviders(<SubscriptionCard profile={inactive} confirming />, { toaster: true });

    expect(await screen.findByText('Confirming your subscription...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading plans...')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});
