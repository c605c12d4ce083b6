import type { BillingPlans } from '@gamespeed/domain/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { stubApi, withProviders } from './billing-test-utils';
import { SubscribeButton } from './subscribe-button';

const openBillingPage = vi.hoisted(() => vi.fn(async (_url: string) => {}));
vi.mock('../open-billing-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../open-billing-page')>()),
  openBillingPage,
}));

const plans = (tiers: string[], enabled = true) => ({ body: { enabled, tiers } as BillingPlans });
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_2';

afterEach(() => {
  vi.unstubAllGlobals();
  openBillingPage.mockClear();
  clearToasts();
});

describe('SubscribeButton', () => {
  it('opens checkout from a locked video card without tapping the card', async () => {
    const api = stubApi({
      'GET /billing/plans': plans(['pro']),
      'POST /billing/checkout': { body: { sessionUrl: CHECKOUT_URL } },
    });
    const onCardClick = vi.fn();
    render(
      withProviders(
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a stand-in for a tappable card
        <div onClick={onCardClick}>
          <SubscribeButton compact />
        </div>,
      ),
    );

    const button = await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    await waitFor(() =>
      expect(openBillingPage).toHaveBeenCalledWith(CHECKOUT_URL, expect.any(Function)),
    );
    expect(api.calls).toContainEqual({
      key: 'POST /billing/checkout',
      body: { tier: 'pro', platform: 'web' },
    });
    expect(onCardClick).not.toHaveBeenCalled();
  });

  it('asks which plan when there are several, each with its price', async () => {
    const price = (tier: string, unitAmount: number) => ({
      tier,
      productName: null,
      unitAmount,
      currency: 'usd',
      interval: 'month' as const,
      intervalCount: 1,
    });
    const api = stubApi({
      'GET /billing/plans': plans(['basic', 'team']),
      'GET /billing/prices': {
        body: { enabled: true, plans: [price('basic', 499), price('team', 2999)] },
      },
      'POST /billing/checkout': { body: { sessionUrl: CHECKOUT_URL } },
    });
    render(withProviders(<SubscribeButton />));

    const button = await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    expect(dialog).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: 'Basic, $4.99 / month' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Team, $29.99 / month' }));

    await waitFor(() => expect(openBillingPage).toHaveBeenCalled());
    expect(api.calls).toContainEqual({
      key: 'POST /billing/checkout',
      body: { tier: 'team', platform: 'web' },
    });
  });

  it('renders nothing when billing is not configured', async () => {
    const api = stubApi({ 'GET /billing/plans': plans([], false) });
    const { container } = render(withProviders(<SubscribeButton compact />));

    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument(),
    );
    expect(container.querySelector('button')).toBeNull();
  });
});
