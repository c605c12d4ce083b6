/**
 * Key-value storage for small client state (beta access, session). On the web this is
 * localStorage; the native wrapper can swap in its own implementation with `setStorage`.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const browserStorage: KeyValueStorage = {
  get: (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or blocked (private mode): the app keeps working for this visit.
    }
  },
  remove: (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // see set()
    }
  },
};

let current: KeyValueStorage = browserStorage;

export const storage: KeyValueStorage = {
  get: (key) => current.get(key),
  set: (key, value) => current.set(key, value),
  remove: (key) => current.remove(key),
};

export function setStorage(next: KeyValueStorage): void {
  current = next;
}

export const storageKeys = {
  /** The specification's flag: 'granted' once the access code was right. */
  betaAccess: 'gamespeed.beta-access',
  /** The server's signed grant for that code, which sign-up sends. */
  betaGrant: 'gamespeed.beta-grant',
  session: 'gamespeed.session',
} as const;
