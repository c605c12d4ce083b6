import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An in-memory Capacitor Preferences. */
const prefs = vi.hoisted(() => {
  const store = new Map<string, string>();
  return {
    store,
    keys: vi.fn(async () => ({ keys: [...store.keys()] })),
    get: vi.fn(async ({ key }: { key: string }) => ({ value: store.get(key) ?? null })),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => {
      store.set(key, value);
    }),
    remove: vi.fn(async ({ key }: { key: string }) => {
      store.delete(key);
    }),
  };
});
vi.mock('@capacitor/preferences', () => ({
  Preferences: { keys: prefs.keys, get: prefs.get, set: prefs.set, remove: prefs.remove },
}));

const { createNativeStorage } = await import('./native-storage');

beforeEach(() => {
  prefs.store.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('native storage', () => {
  it('reads every stored entry once at startup and answers synchronously from memory', async () => {
    prefs.store.set('gamespeed.session', '{"access_token":"a"}');
    prefs.store.set('gamespeed.beta-access', 'granted');

    const storage = await createNativeStorage([]);

    expect(prefs.keys).toHaveBeenCalledOnce();
    expect(prefs.get).toHaveBeenCalledTimes(2);
    expect(storage.get('gamespeed.session')).toBe('{"access_token":"a"}');
    expect(storage.get('gamespeed.beta-access')).toBe('granted');
    expect(storage.get('missing')).toBeNull();
    expect(prefs.get).toHaveBeenCalledTimes(2);
  });

  it('writes through to Preferences, and removes there too', async () => {
    const storage = await createNativeStorage([]);

    storage.set('gamespeed.session', 'one');
    expect(storage.get('gamespeed.session')).toBe('one');
    expect(prefs.set).toHaveBeenCalledWith({ key: 'gamespeed.session', value: 'one' });
    storage.remove('gamespeed.session');
    expect(storage.get('gamespeed.session')).toBeNull();
    expect(prefs.remove).toHaveBeenCalledWith({ key: 'gamespeed.session' });

    await vi.waitFor(() => expect(prefs.store.has('gamespeed.session')).toBe(false));
    // A fresh start (next launch) sees what was written.
    storage.set('gamespeed.beta-access', 'granted');
    await vi.waitFor(() => expect(prefs.store.get('gamespeed.beta-access')).toBe('granted'));
    expect((await createNativeStorage([])).get('gamespeed.beta-access')).toBe('granted');
  });

  it('logs a failed write and keeps the value for this run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    prefs.set.mockRejectedValueOnce(new Error('disk full'));
    const storage = await createNativeStorage([]);

    storage.set('k', 'v');

    expect(storage.get('k')).toBe('v');
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith("Native storage: saving 'k' failed", expect.any(Error)),
    );
  });

  it('carries over what an earlier version kept in the web view storage', async () => {
    window.localStorage.setItem('gamespeed.session', 'legacy-session');
    window.localStorage.setItem('gamespeed.beta-access', 'granted');
    prefs.store.set('gamespeed.beta-access', 'kept');

    const storage = await createNativeStorage(['gamespeed.session', 'gamespeed.beta-access']);

    expect(storage.get('gamespeed.session')).toBe('legacy-session');
    expect(prefs.set).toHaveBeenCalledWith({ key: 'gamespeed.session', value: 'legacy-session' });
    // Preferences win over the old copy.
    expect(storage.get('gamespeed.beta-access')).toBe('kept');
    expect(prefs.set).toHaveBeenCalledTimes(1);
  });
});
