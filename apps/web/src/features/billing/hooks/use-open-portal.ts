import { useCreatePortalSession } from '../api/create-portal-session';
import { billingPlatform } from '../open-billing-page';
import { useBillingRedirect } from './use-billing-redirect';

/** 'Manage subscription': opens the Stripe Billing Portal, which returns to settings. */
export function useOpenPortal() {
  const portal = useCreatePortalSession();
  return useBillingRedirect('Billing portal', async () => {
    const { portalUrl } = await portal.mutateAsync({ platform: billingPlatform() });
    return portalUrl;
  });
}
