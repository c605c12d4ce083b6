/** What the native runtime puts on `window` before the app's own code runs. */
interface NativeBridge {
  isNativePlatform?: () => boolean;
}

/**
 * Whether the app runs inside the native wrapper (Capacitor on Android or iOS) rather than in a
 * browser. The one place the web app asks; everything platform-specific branches on this.
 *
 * Capacitor's native runtime injects `window.Capacitor` into the web view before any page script
 * runs, so asking it needs no import of `@capacitor/core`: in a browser the object is absent (the
 * Capacitor plugins, loaded only on native, install it themselves) and the first screen does not
 * carry Capacitor's code.
 */
export const isNativePlatform = (): boolean => {
  const bridge = (globalThis as { Capacitor?: NativeBridge }).Capacitor;
  return typeof bridge?.isNativePlatform === 'function' ? bridge.isNativePlatform() : false;
};
