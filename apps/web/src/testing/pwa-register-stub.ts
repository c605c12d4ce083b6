/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register` module in unit tests, where the plugin
 * (and the service worker it registers) does not run.
 */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
