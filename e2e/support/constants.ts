/** Settings the end-to-end server is started with. */
export const E2E_BETA_CODE = 'E2E-Beta-Code';
/**
 * The admin identifiers the server is started with (ADMIN_IDENTIFIERS): each test that needs an
 * admin signs one up from this pool and deletes it at its end, so tests never share an admin.
 */
export const E2E_ADMIN_POOL = Array.from(
  { length: 16 },
  (_, i) => `admin-${i + 1}@e2e.gamespeed.test`,
);
export const BETA_STORAGE_KEY = 'gamespeed.beta-access';
export const BETA_GRANT_STORAGE_KEY = 'gamespeed.beta-grant';
export const SESSION_STORAGE_KEY = 'gamespeed.session';
export const E2E_STRIPE_TIER = 'pro';
export const E2E_STRIPE_PRICE = 'price_e2e_pro_monthly';
/** The Stripe-shaped server's product and amount (cents, per month) for that price. */
export const E2E_STRIPE_PRODUCT = 'GameSpeed Pro';
export const E2E_STRIPE_UNIT_AMOUNT = 999;
export const E2E_VIMEO_TOKEN = 'e2e-vimeo-token';
/** Videos the Vimeo-shaped server offers to the import. */
export const E2E_VIMEO_VIDEO_COUNT = 12;
