/** Settings the end-to-end server is started with. */
export const E2E_BETA_CODE = 'E2E-Beta-Code';
export const E2E_ADMIN_EMAIL = 'admin@e2e.gamespeed.test';
export const BETA_STORAGE_KEY = 'gamespeed.beta-access';
