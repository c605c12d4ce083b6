import type { BillingPlans, BillingPrices, PlanPrice } from '@gamespeed/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { apiError, stubApiRoutes } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { BILLING_OFF_TEXT, PaywallSheet, PRICES_FAILED_TEXT } from './paywall-sheet';

const openBillingPage = vi.hoisted(() => vi.fn(async (_url: string) => {}));
vi.mock('../open-billing-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../open-billing-page')>()),
  openBillingPage,
}));

const plans = (tiers: string[], enabled = true) => ({ body: { enabled, tiers } as BillingPlans });
const pro: PlanPrice = {
  tier: 'pro',
  productName: 'GameSpeed Pro',
  unitAmount: 999,
  currency: 'usd',
  interval: 'month',
  intervalCount: 1,
};
const prices = (list: PlanPrice[]) => ({
  body: { enabled: true, plans: list } as BillingPrices,
});

const renderSheet = () =>
  renderWithProviders(
    <PaywallSheet videoTitle="Wall Drive March" onClose={() => {}} returnFocus={() => {}} />,
    { toaster: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  openBillingPage.mockClear();
  clearToasts();
});

describe('PaywallSheet', () => {
  it('shows each plan with its price per interval, read from Stripe', async () => {
    stubApiRoutes({
      'GET /billing/plans': plans(['pro', 'elite']),
      'GET /billing/prices': prices([
        pro,
        { ...pro, tier: 'elite', productName: null, unitAmount: 9900, interval: 'year' },
      ]),
    });
    renderSheet();

    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to watch' });
    const list = await within(dialog).findByRole('list', { name: 'Plans' });
    const proRow = await within(list).findByRole('listitem', { name: 'GameSpeed Pro' });
    expect(proRow).toHaveTextContent('$9.99 / month');
    // No product name: the tier's label.
    expect(within(list).getByRole('listitem', { name: 'Elite' })).toHaveTextContent(
      '$99.00 / year',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Subscribe to GameSpeed Pro' }),
    ).toBeEnabled();
  });

  it('while the prices load the plans are already there, each with a loading price', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input).replace(/^.*\/api/, '');
        if (path === '/billing/plans')
          return new Response(JSON.stringify({ enabled: true, tiers: ['pro'] }), {
            headers: { 'content-type': 'application/json' },
          });
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    renderSheet();

    const row = await screen.findByRole('listitem', { name: 'Pro' });
    expect(within(row).getByText('Loading price...')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    answer(
      new Response(JSON.stringify({ enabled: true, plans: [pro] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('$9.99 / month')).toBeInTheDocument();
    expect(screen.queryByText('Loading price...')).not.toBeInTheDocument();
  });

  it('prices that cannot be read: the plan stays buyable, with a retry that shows the price', async () => {
    let failing = true;
    const api = stubApiRoutes({
      'GET /billing/plans': plans(['pro']),
      'GET /billing/prices': () =>
        failing
          ? apiError(502, 'billing_unavailable', 'The payment service could not be reached.')
          : prices([pro]),
    });
    renderSheet();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PRICES_FAILED_TEXT);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$9.99 / month')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === 'GET /billing/prices')).toHaveLength(2);
  });

  it('billing off: "not available yet", and the prices are never asked for', async () => {
    const api = stubApiRoutes({ 'GET /billing/plans': plans([], false) });
    renderSheet();

    expect(await screen.findByText(BILLING_OFF_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.key).toBe('GET /billing/plans');
  });

  it('Subscribe opens a checkout that returns to the screen of the locked video', async () => {
    const checkoutUrl = 'https://checkout.stripe.test/c/pay/cs_test_video';
    const videoId = '5b1e3d4c-2a1f-4e6b-9c8d-7f6e5d4c3b2a';
    const api = stubApiRoutes({
      'GET /billing/plans': plans(['pro']),
      'GET /billing/prices': prices([pro]),
      'POST /billing/checkout': { body: { sessionUrl: checkoutUrl } },
    });
    renderWithProviders(
      <PaywallSheet
        videoTitle="Wall Drive March"
        onClose={() => {}}
        returnFocus={() => {}}
        videoId={videoId}
      />,
      { toaster: true, route: '/athlete/dashboard' },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(openBillingPage).toHaveBeenCalledWith(checkoutUrl, expect.any(Function)),
    );
    expect(api.calls).toContainEqual({
      key: 'POST /billing/checkout',
      body: { tier: 'pro', platform: 'web', returnTo: `/athlete/dashboard?video=${videoId}` },
    });
  });
});
