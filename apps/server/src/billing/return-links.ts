import { DEFAULT_APP_HOST, isCoachRole, isSafeReturnPath, withQueryParam } from '@gamespeed/domain';
import {
  type BillingPlatform,
  CHECKOUT_RESULT_PARAM,
  type CheckoutResult,
} from '@gamespeed/domain/contracts';
import type { AppConfig } from '../config';

/** The settings route of the user's area: coach (or both) → coach settings, else athlete. */
export function settingsPath(role: string): string {
  return isCoachRole(role) ? '/coach/settings' : '/athlete/settings';
}

/**
 * A link back into the app (docs/product/constants.md return links): the web app's `APP_URL` route, or on native
 * the custom scheme `APP_SCHEME://app/<route>` the wrapper turns back into the route.
 */
export function appLink(
  config: Pick<AppConfig, 'appUrl' | 'appScheme'>,
  platform: BillingPlatform,
  route: string,
): string {
  return platform === 'native'
    ? `${config.appScheme}://${DEFAULT_APP_HOST}${route}`
    : `${config.appUrl}${route}`;
}

/**
 * Where Checkout sends the user back, saying how the checkout ended: the screen they came from
 * (`returnTo`, docs/product/billing.md 'Back to the video') or else their settings. The path is
 * checked again here, whatever the route validated: a path that is not this app's own is never
 * put into a link.
 */
export function checkoutReturn(
  role: string,
  result: CheckoutResult,
  returnTo?: string | undefined,
): string {
  const screen =
    returnTo !== undefined && isSafeReturnPath(returnTo) ? returnTo : settingsPath(role);
  return withQueryParam(screen, CHECKOUT_RESULT_PARAM, result);
}
