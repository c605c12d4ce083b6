import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const native = vi.hoisted(() => ({
  isNative: true,
  prefs: new Map<string, string>(),
  launchUrl: undefined as { url: string } | undefined,
  setStyle: vi.fn(async (_options: { style: string }) => {}),
  setBackgroundColor: vi.fn(async (_options: { color: string }) => {}),
  addListener: vi.fn(async () => ({ remove: async () => {} })),
}));
vi.mock('@/lib/platform', () => ({ isNativePlatform: () => native.isNative }));
vi.mock('@capacitor/status-bar', () => ({
  Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' },
  StatusBar: { setStyle: native.setStyle, setBackgroundColor: native.setBackgroundColor },
}));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    keys: async () => ({ keys: [...native.prefs.keys()] }),
    get: async ({ key }: { key: string }) => ({ value: native.prefs.get(key) ?? null }),
    set: async ({ key, value }: { key: string; value: string }) => {
      native.prefs.set(key, value);
    },
    remove: async ({ key }: { key: string }) => {
      native.prefs.delete(key);
    },
  },
}));
vi.mock('@capacitor/app', () => ({
  App: { addListener: native.addListener, getLaunchUrl: async () => native.launchUrl },
}));
vi.mock('@capacitor/browser', () => ({ Browser: { close: async () => {} } }));

let initNative: typeof import('./init-native').initNative;
let storage: typeof import('@/lib/storage');

beforeEach(async () => {
  vi.resetModules();
  native.isNative = true;
  native.prefs.clear();
  native.launchUrl = undefined;
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
  ({ initNative } = await import('./init-native'));
  storage = await import('@/lib/storage');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('initNative', () => {
  it('does nothing on the web', async () => {
    native.isNative = false;
    native.prefs.set('gamespeed.session', 'native');
    await initNative();
    expect(native.setStyle).not.toHaveBeenCalled();
    expect(native.addListener).not.toHaveBeenCalled();
    expect(storage.storage.get('gamespeed.session')).toBeNull();
  });

  it('darkens the status bar on black, and serves the session from native storage', async () => {
    native.prefs.set('gamespeed.session', '{"access_token":"t"}');
    await initNative();

    expect(native.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(native.setBackgroundColor).toHaveBeenCalledWith({ color: '#000000' });
    expect(storage.storage.get(storage.storageKeys.session)).toBe('{"access_token":"t"}');
    storage.storage.set(storage.storageKeys.betaAccess, 'granted');
    await vi.waitFor(() => expect(native.prefs.get('gamespeed.beta-access')).toBe('granted'));
    expect(window.localStorage.getItem('gamespeed.beta-access')).toBeNull();
  });

  it('listens for deep links and starts on the route of the link that launched the app', async () => {
    native.launchUrl = { url: 'gamespeed://app/athlete/settings?checkout=cancelled' };
    await initNative();

    expect(native.addListener).toHaveBeenCalledWith('appUrlOpen', expect.any(Function));
    expect(window.location.pathname + window.location.search).toBe(
      '/athlete/settings?checkout=cancelled',
    );
  });

  it('still starts when a plugin fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    native.setBackgroundColor.mockRejectedValueOnce(new Error('not implemented on iOS'));
    await expect(initNative()).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });
});
