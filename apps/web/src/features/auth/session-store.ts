import type { Session } from '@gamespeed/domain/contracts';
import { REFRESH_RETRY_BASE_MS } from '@gamespeed/domain/first-screen-constants';
import {
  ApiError,
  apiRequest,
  setAccessTokenProvider,
  setAccessTokenRenewer,
} from '@/lib/api-client';
import { storage, storageKeys } from '@/lib/storage';

/** Session events the rest of the app can follow (docs/product/states.md). */
export type SessionEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'SIGNED_OUT';
type Listener = (event: SessionEvent, session: Session | null) => void;

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_SECONDS = 60;
const RETRYABLE_STATUSES = new Set([0, 502, 503, 504]);
const MAX_REFRESH_ATTEMPTS = 5;

/**
 * The session, read from storage on first use rather than when this module loads: the native
 * wrapper installs its storage (initNative) before anything reads it.
 */
let loaded: Session | null | undefined;
const session = (): Session | null => {
  if (loaded === undefined) loaded = readStored();
  return loaded;
};
let refreshing: Promise<Session | null> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();
const snapshotListeners = new Set<() => void>();

function readStored(): Session | null {
  const raw = storage.get(storageKeys.session);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Session;
  } catch {
    return null;
  }
}

function emit(event: SessionEvent): void {
  for (const listener of listeners) listener(event, session());
  for (const listener of snapshotListeners) listener();
}

function setSession(next: Session | null, event: SessionEvent): void {
  loaded = next;
  if (next) storage.set(storageKeys.session, JSON.stringify(next));
  else storage.remove(storageKeys.session);
  scheduleRefresh();
  emit(event);
}

function scheduleRefresh(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
  const current = session();
  if (!current || typeof window === 'undefined') return;
  const dueInMs = (current.expires_at - REFRESH_MARGIN_SECONDS) * 1000 - Date.now();
  refreshTimer = setTimeout(() => void refreshSession().catch(() => {}), Math.max(dueInMs, 0));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Exchanges the refresh token once, even when many requests ask at the same time (and, where
 * the browser has Web Locks, across tabs: a tab that waited re-reads what the other stored).
 * 502/503/504 and network failures are retried with exponential backoff from 200 ms; a
 * rejected refresh token signs out.
 */
export function refreshSession(): Promise<Session | null> {
  refreshing ??= (async () => {
    try {
      const run = async () => {
        const stored = readStored();
        const current = session();
        if (stored && current && stored.refresh_token !== current.refresh_token) {
          // Another tab refreshed while we waited for the lock.
          setSession(stored, 'TOKEN_REFRESHED');
          if (!isExpiring(stored)) return stored;
        }
        return exchange();
      };
      return typeof navigator !== 'undefined' && navigator.locks
        ? await navigator.locks.request('gamespeed-session-refresh', run)
        : await run();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function exchange(): Promise<Session | null> {
  const token = session()?.refresh_token;
  if (!token) return null;
  for (let attempt = 0; ; attempt++) {
    try {
      const next = await apiRequest<Session>('/auth/token', {
        body: { refresh_token: token },
        anonymous: true,
      });
      setSession(next, 'TOKEN_REFRESHED');
      return next;
    } catch (error) {
      const retryable = error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
      if (retryable && attempt < MAX_REFRESH_ATTEMPTS - 1) {
        await sleep(REFRESH_RETRY_BASE_MS * 2 ** attempt);
        continue;
      }
      if (error instanceof ApiError && error.status === 401) setSession(null, 'SIGNED_OUT');
      throw error;
    }
  }
}

const isExpiring = (session: Session) =>
  session.expires_at - REFRESH_MARGIN_SECONDS <= Date.now() / 1000;

export const sessionStore = {
  get: session,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For useSyncExternalStore. */
  subscribeSnapshot(listener: () => void): () => void {
    snapshotListeners.add(listener);
    return () => snapshotListeners.delete(listener);
  },
  signIn(session: Session): void {
    setSession(session, 'SIGNED_IN');
  },
  /** The profile changed (edit, role selection, onboarding). */
  userUpdated(profile: Session['profile']): void {
    const current = session();
    if (current) setSession({ ...current, profile }, 'USER_UPDATED');
  },
  /** The sign-in e-mail or phone changed (docs/product/accounts.md): account and profile. */
  identityChanged(user: Session['user'], profile: Session['profile']): void {
    const current = session();
    if (current) setSession({ ...current, user, profile }, 'USER_UPDATED');
  },
  /** Clears the session locally (the server call is separate). */
  clear(): void {
    setSession(null, 'SIGNED_OUT');
  },
  /** A valid access token, refreshed first when it is about to expire. */
  async accessToken(): Promise<string | null> {
    const current = session();
    if (!current) return null;
    if (isExpiring(current)) {
      const next = await refreshSession().catch(() => null);
      return next?.access_token ?? null;
    }
    return current.access_token;
  },
  /**
   * The server refused `rejected` (401): a fresh access token. Requests refused together refresh
   * once; one refused after the refresh takes the new token without another; null when the
   * refresh token is refused too (signed out) or nobody is signed in.
   */
  async renewAfterRejected(rejected: string): Promise<string | null> {
    const current = session();
    if (!current) return null;
    if (current.access_token !== rejected) return current.access_token;
    const next = await refreshSession().catch(() => null);
    return next?.access_token ?? null;
  },
  /** Call once at start-up: announces the stored session and keeps tabs in step. */
  start(): () => void {
    scheduleRefresh();
    emit('INITIAL_SESSION');
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.session) return;
      const next = readStored();
      loaded = next;
      scheduleRefresh();
      emit(next ? 'TOKEN_REFRESHED' : 'SIGNED_OUT');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** Requests carry this store's access token, and a refused one is renewed through it. */
export function connectSessionToApi(): void {
  setAccessTokenProvider(() => sessionStore.accessToken());
  setAccessTokenRenewer((rejected) => sessionStore.renewAfterRejected(rejected));
}
