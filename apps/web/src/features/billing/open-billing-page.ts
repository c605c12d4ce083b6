import { Browser } from '@capacitor/browser';
import type { BillingPlatform } from '@gamespeed/domain/contracts';
import { isNativePlatform } from '@/lib/platform';

/** Where Stripe should send the user back: `APP_URL` links on the web, app-scheme links on native. */
export const billingPlatform = (): BillingPlatform => (isNativePlatform() ? 'native' : 'web');

/**
 * Opens a Stripe-hosted page (Checkout or the Billing Portal): in the same tab on the web, and
 * full screen in the in-app browser on native (docs/product/api.md). On native, `onClosed` runs once when
 * the user closes that browser (the return link may not have fired, e.g. after the portal).
 */
export async function openBillingPage(url: string, onClosed?: () => void): Promise<void> {
  if (!isNativePlatform()) {
    window.location.assign(url);
    return;
  }
  const finished = onClosed
    ? await Browser.addListener('browserFinished', () => {
        void finished?.remove();
        onClosed();
      })
    : null;
  try {
    await Browser.open({ url, presentationStyle: 'fullscreen' });
  } catch (error) {
    await finished?.remove();
    throw error;
  }
}
