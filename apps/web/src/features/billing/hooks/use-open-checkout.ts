import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { billingPlatform } from '../open-billing-page';
import { useBillingRedirect } from './use-billing-redirect';

/** Subscribe to a plan (tier): opens Stripe Checkout; Stripe's webhook then activates it. */
export function useOpenCheckout() {
  const checkout = useCreateCheckoutSession();
  return useBillingRedirect('Checkout', async (tier: string) => {
    const { sessionUrl } = await checkout.mutateAsync({ tier, platform: billingPlatform() });
    return sessionUrl;
  });
}
