import { useEffect, useState } from 'react';
import { isNativePlatform } from '@/lib/platform';
import { reportBillingFailure } from '../billing-errors';
import { openBillingPage } from '../open-billing-page';
import { useRefreshSignedInUser } from './use-refresh-signed-in-user';

/**
 * Asks the server for a Stripe-hosted page and opens it. `busy` stays true on the web while the
 * tab navigates away (and is reset if the browser brings this page back from its back/forward
 * cache); on native it ends once the in-app browser is open. Closing that browser refreshes the
 * profile, in case the subscription changed there.
 */
export function useBillingRedirect<A>(action: string, createUrl: (arg: A) => Promise<string>) {
  const [busy, setBusy] = useState(false);
  const refreshUser = useRefreshSignedInUser();

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function open(arg: A): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const url = await createUrl(arg);
      await openBillingPage(url, () => void refreshUser());
      if (isNativePlatform()) setBusy(false);
    } catch (error) {
      reportBillingFailure(action, error);
      setBusy(false);
    }
  }

  return { open, busy };
}
