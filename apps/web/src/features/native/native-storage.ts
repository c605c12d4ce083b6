import { Preferences } from '@capacitor/preferences';
import { type KeyValueStorage, storageKeys } from '@/lib/storage';

/**
 * Key-value storage for the native wrapper, behind the web's synchronous interface: the web
 * view's localStorage can be cleared by the OS (iOS under storage pressure), Capacitor
 * Preferences (UserDefaults / SharedPreferences) is not. All entries are read into memory once
 * at startup; reads are served from memory and writes go through to Preferences in the
 * background (failures are logged; the in-memory value stays for this run).
 *
 * Keys the app kept in the web view's localStorage before (an earlier version) are carried over
 * once, so nobody is signed out by the switch.
 */
export async function createNativeStorage(
  legacyKeys: readonly string[] = Object.values(storageKeys),
): Promise<KeyValueStorage> {
  const { keys } = await Preferences.keys();
  const entries = await Promise.all(
    keys.map(async (key) => [key, (await Preferences.get({ key })).value] as const),
  );
  const values = new Map<string, string>();
  for (const [key, value] of entries) if (value !== null) values.set(key, value);

  const writeThrough = (what: string, key: string, run: () => Promise<void>) => {
    run().catch((error: unknown) =>
      console.error(`Native storage: ${what} '${key}' failed`, error),
    );
  };

  const nativeStorage: KeyValueStorage = {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
      writeThrough('saving', key, () => Preferences.set({ key, value }));
    },
    remove: (key) => {
      values.delete(key);
      writeThrough('removing', key, () => Preferences.remove({ key }));
    },
  };

  for (const key of legacyKeys) {
    if (values.has(key)) continue;
    const legacy = readLocalStorage(key);
    if (legacy !== null) nativeStorage.set(key, legacy);
  }
  return nativeStorage;
}

function readLocalStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
