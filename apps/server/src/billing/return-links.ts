import { DEFAULT_APP_HOST, isCoachRole } from '@gamespeed/domain';
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

/** Where Checkout sends the user back: their settings, saying how the checkout ended. */
export const checkoutReturn = (role: string, result: CheckoutResult) =>
  `${settingsPath(role)}?${CHECKOUT_RESULT_PARAM}=${result}`;
