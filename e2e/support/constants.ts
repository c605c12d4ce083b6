/** Settings the end-to-end server is started with. */
export const E2E_BETA_CODE = 'E2E-Beta-Code';
export const E2E_ADMIN_EMAIL = 'admin@e2e.gamespeed.test';
export const BETA_STORAGE_KEY = 'gamespeed.beta-access';
export const E2E_STRIPE_TIER = 'pro';
export const E2E_STRIPE_PRICE = 'price_e2e_pro_monthly';
/** The Stripe-shaped server's product and amount (cents, per month) for that price. */
export const E2E_STRIPE_PRODUCT = 'GameSpeed Pro';
export const E2E_STRIPE_UNIT_AMOUNT = 999;
export const E2E_VIMEO_TOKEN = 'e2e-vimeo-token';
/** Videos the Vimeo-shaped server offers to the import. */
export const E2E_VIMEO_VIDEO_COUNT = 12;
