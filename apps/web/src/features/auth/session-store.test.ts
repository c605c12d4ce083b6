import type { Session } from '@gamespeed/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The session store's refresh logic: one exchange however many callers ask at once, growing
 * waits on gateway errors, sign-out on a rejected refresh token, and re-reading what another
 * tab stored. The network is the browser's `fetch`, replaced here by a scripted answer list.
 */
type Store = typeof import('./session-store');
type Storage = typeof import('@/lib/storage');

const nowSeconds = () => Math.floor(Date.now() / 1000);

function makeSession(refreshToken: string, expiresInSeconds: number): Session {
  return {
    access_token: `access-${refreshToken}`,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    expires_at: nowSeconds() + expiresInSeconds,
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'a@example.com', phone: null },
    profile: null,
  } as unknown as Session;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

async function loadStore(): Promise<{ store: Store; storage: Storage }> {
  vi.resetModules();
  const storage = await import('@/lib/storage');
  const store = await import('./session-store');
  return { store, storage };
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('hands out the stored access token while it is fresh, without a request', async () => {
    const { store } = await loadStore();
    store.sessionStore.signIn(makeSession('r1', 900));
    expect(await store.sessionStore.accessToken()).toBe('access-r1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expiring token once for many simultaneous callers', async () => {
    const { store } = await loadStore();
    store.sessionStore.signIn(makeSession('r1', 30));
    fetchMock.mockImplementation(async () => json(200, makeSession('r2', 900)));
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => store.sessionStore.accessToken()),
    );
    expect(tokens).toEqual(Array(5).fill('access-r2'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init.body as string)).toEqual({ refresh_token: 'r1' });
    expect(store.sessionStore.get()?.refresh_token).toBe('r2');
  });

  it('retries 502/503/504 with waits doubling from 200 ms, then succeeds', async () => {
    vi.useFakeTimers();
    const { store } = await loadStore();
    store.sessionStore.signIn(makeSession('r1', 30));
    fetchMock
      .mockResolvedValueOnce(json(502, { error: { code: 'bad_gateway', message: 'x' } }))
      .mockResolvedValueOnce(json(503, { error: { code: 'unavailable', message: 'x' } }))
      .mockResolvedValueOnce(json(200, makeSession('r2', 900)));
    const refreshed = store.refreshSession();
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await refreshed)?.refresh_token).toBe('r2');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('signs out when the server rejects the refresh token', async () => {
    const { store, storage } = await loadStore();
    const events: string[] = [];
    store.sessionStore.subscribe((event) => events.push(event));
    store.sessionStore.signIn(makeSession('r1', 30));
    fetchMock.mockResolvedValue(json(401, { error: { code: 'invalid_token', message: 'x' } }));
    await expect(store.refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(store.sessionStore.get()).toBeNull();
    expect(storage.storage.get(storage.storageKeys.session)).toBeNull();
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  });

  it('does not sign out on a network failure that outlasts the retries', async () => {
    vi.useFakeTimers();
    const { store } = await loadStore();
    store.sessionStore.signIn(makeSession('r1', 30));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const refreshed = store.refreshSession();
    const outcome = expect(refreshed).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(200 + 400 + 800 + 1600);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(store.sessionStore.get()?.refresh_token).toBe('r1');
  });

  it('takes the session another tab stored instead of spending the old refresh token', async () => {
    const { store, storage } = await loadStore();
    store.sessionStore.signIn(makeSession('r1', 30));
    // Another tab refreshed first and wrote its fresh session to the shared storage.
    storage.storage.set(storage.storageKeys.session, JSON.stringify(makeSession('r9', 900)));
    const next = await store.refreshSession();
    expect(next?.refresh_token).toBe('r9');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows sign-in and sign-out made in another tab', async () => {
    const { store, storage } = await loadStore();
    const stop = store.sessionStore.start();
    const events: string[] = [];
    store.sessionStore.subscribe((event) => events.push(event));
    storage.storage.set(storage.storageKeys.session, JSON.stringify(makeSession('r5', 900)));
    window.dispatchEvent(new StorageEvent('storage', { key: storage.storageKeys.session }));
    expect(store.sessionStore.get()?.refresh_token).toBe('r5');
    storage.storage.remove(storage.storageKeys.session);
    window.dispatchEvent(new StorageEvent('storage', { key: storage.storageKeys.session }));
    expect(store.sessionStore.get()).toBeNull();
    expect(events).toEqual(['TOKEN_REFRESHED', 'SIGNED_OUT']);
    stop();
  });
});
