import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { billingPlatform } from '../open-billing-page';
import { useBillingRedirect } from './use-billing-redirect';

/**
 * Subscribe to a plan (tier): opens Stripe Checkout; Stripe's webhook then activates it. The
 * checkout returns to `returnTo` (a path of this app) when given, else to the settings route.
 */
export function useOpenCheckout(returnTo?: string | null) {
  const checkout = useCreateCheckoutSession();
  return useBillingRedirect('Checkout', async (tier: string) => {
    const { sessionUrl } = await checkout.mutateAsync({
      tier,
      platform: billingPlatform(),
      ...(returnTo ? { returnTo } : {}),
    });
    return sessionUrl;
  });
}
