import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/http';

/**
 * The session store's refresh logic: one exchange however many callers ask at once, growing
 * waits on gateway errors, sign-out on a rejected refresh token, and re-reading what another
 * tab stored. The network is the browser's `fetch`, replaced here by a scripted answer list.
 */
type Store = typeof import('./session-store');
type Storage = typeof import('@/lib/storage');
type Client = typeof import('@/lib/api-client');

const makeSession = sessionFixture;
const json = jsonResponse;

let fetchMock: ReturnType<typeof vi.fn>;

async function loadStore(): Promise<{ store: Store; storage: Storage; client: Client }> {
  vi.resetModules();
  const storage = await import('@/lib/storage');
  const client = await import('@/lib/api-client');
  const store = await import('./session-store');
  return { store, storage, client };
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

/**
 * Requests through the API client with the store connected as the app connects it: a refused
 * access token is renewed once and the request sent again; requests refused together refresh
 * once; a refused refresh token signs out.
 */
describe('requests with a refused access token', () => {
  const REFUSED = { error: { code: 'expired_token', message: 'Your session has expired.' } };
  /** What was sent: method, path and the bearer token. */
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      const headers = ((init as RequestInit).headers ?? {}) as Record<string, string>;
      return `${(init as RequestInit).method} ${String(url).replace(/^.*\/api/, '')} ${headers.authorization ?? '-'}`;
    });

  async function signedIn() {
    const loaded = await loadStore();
    loaded.store.connectSessionToApi();
    // Fresh by its clock, yet refused by the server (revoked, or the clocks disagree).
    loaded.store.sessionStore.signIn(makeSession('r1', 900));
    return loaded;
  }

  it('refreshes the token and sends the request again with the new one', async () => {
    const { client, store } = await signedIn();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/token')) return json(200, makeSession('r2', 900));
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer access-r2' ? json(200, { ok: true }) : json(401, REFUSED);
    });
    await expect(client.apiRequest('/dashboard')).resolves.toEqual({ ok: true });
    expect(sent()).toEqual([
      'GET /dashboard Bearer access-r1',
      'POST /auth/token -',
      'GET /dashboard Bearer access-r2',
    ]);
    expect(store.sessionStore.get()?.refresh_token).toBe('r2');
  });

  it('refreshes once for many requests refused at the same time, and sends each again', async () => {
    const { client } = await signedIn();
    let release: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/token')) {
        await refreshAnswered;
        return json(200, makeSession('r2', 900));
      }
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer access-r2' ? json(200, { path: url }) : json(401, REFUSED);
    });
    const requests = ['/a', '/b', '/c'].map((path) => client.apiRequest(path));
    await vi.waitFor(() => expect(sent()).toContain('POST /auth/token -'));
    release();
    expect(await Promise.all(requests)).toEqual([
      { path: '/api/a' },
      { path: '/api/b' },
      { path: '/api/c' },
    ]);
    expect(sent().filter((line) => line.startsWith('POST /auth/token'))).toHaveLength(1);
    expect(
      sent()
        .filter((line) => line.endsWith('Bearer access-r2'))
        .sort(),
    ).toEqual(['GET /a Bearer access-r2', 'GET /b Bearer access-r2', 'GET /c Bearer access-r2']);
  });

  it('a request refused after another one refreshed takes the new token without refreshing', async () => {
    const { client, store } = await signedIn();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/token')) return json(200, makeSession('r2', 900));
      const auth = (init.headers as Record<string, string>).authorization;
      if (auth === 'Bearer access-r2') return json(200, { ok: true });
      // While this request was on its way, another one was refused and refreshed.
      await store.refreshSession();
      return json(401, REFUSED);
    });
    await expect(client.apiRequest('/dashboard')).resolves.toEqual({ ok: true });
    expect(sent()).toEqual([
      'GET /dashboard Bearer access-r1',
      'POST /auth/token -',
      'GET /dashboard Bearer access-r2',
    ]);
  });

  it('signs out when the refresh token is refused too, and does not send the request again', async () => {
    const { client, store } = await signedIn();
    const events: string[] = [];
    store.sessionStore.subscribe((event) => events.push(event));
    fetchMock.mockImplementation(async () => json(401, REFUSED));
    await expect(client.apiRequest('/dashboard')).rejects.toMatchObject({
      status: 401,
      code: 'expired_token',
    });
    expect(sent()).toEqual(['GET /dashboard Bearer access-r1', 'POST /auth/token -']);
    expect(store.sessionStore.get()).toBeNull();
    expect(events).toEqual(['SIGNED_OUT']);
  });

  it('sends the request again only once, even when the new token is refused as well', async () => {
    const { client } = await signedIn();
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/auth/token') ? json(200, makeSession('r2', 900)) : json(401, REFUSED),
    );
    await expect(client.apiRequest('/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(sent()).toEqual([
      'GET /dashboard Bearer access-r1',
      'POST /auth/token -',
      'GET /dashboard Bearer access-r2',
    ]);
  });

  it('leaves a refused sign-in call (no token sent) alone', async () => {
    const { client } = await signedIn();
    fetchMock.mockImplementation(async () => json(401, REFUSED));
    await expect(
      client.apiRequest('/auth/verify', { body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(sent()).toEqual(['POST /auth/verify -']);
  });
});
