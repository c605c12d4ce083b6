/** Settings the end-to-end server is started with. */
export const E2E_BETA_CODE = 'E2E-Beta-Code';
export const E2E_ADMIN_EMAIL = 'admin@e2e.gamespeed.test';
export const BETA_STORAGE_KEY = 'gamespeed.beta-access';
export const E2E_STRIPE_TIER = 'pro';
export const E2E_STRIPE_PRICE = 'price_e2e_pro_monthly';
export const E2E_VIMEO_TOKEN = 'e2e-vimeo-token';
/** Videos the Vimeo-shaped server offers to the import. */
export const E2E_VIMEO_VIDEO_COUNT = 12;
