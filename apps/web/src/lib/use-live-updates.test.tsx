import { LIVE_RECONNECT_BACKOFF_MS } from '@gamespeed/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '@/lib/api-client';
import { SETTLE_GRACE_MS } from '@/lib/when-settled';
import { FakeEventSource } from '@/testing/fake-event-source';
import { createTestQueryClient, renderHookWithProviders } from '@/testing/render';
import { ownWrites } from './own-writes';
import { TEAM_REFRESH_COALESCE_MS, useLiveResults, useLiveTeamResults } from './use-live-updates';

const latest = () => FakeEventSource.latest();
const count = () => FakeEventSource.instances.length;

let tokens: number;
/** Tickets handed out by the stubbed POST /api/events/ticket, with the token each was asked with. */
let tickets: { ticket: string; authorization: string | null }[];
let queryClient: QueryClient;
let invalidated: unknown[][];

function renderLive() {
  return renderHookWithProviders(() => useLiveResults(), { queryClient });
}

/** Advances fake time and lets the token promise resolve. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The stream opens once the page has settled: a frame and the grace time after mounting. */
const settle = () => advance(SETTLE_GRACE_MS + 50);

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  tokens = 0;
  setAccessTokenProvider(async () => `token-${++tokens}`);
  vi.stubGlobal('EventSource', FakeEventSource);
  tickets = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/events/ticket');
      expect(init.method).toBe('POST');
      const authorization = new Headers(init.headers).get('authorization');
      const ticket = `ticket-${tickets.length + 1}`;
      tickets.push({ ticket, authorization });
      return new Response(JSON.stringify({ ticket, expiresIn: 60 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  queryClient = createTestQueryClient();
  invalidated = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setAccessTokenProvider(async () => null);
});

describe('useLiveResults', () => {
  it('connects with a single-use ticket (the token stays out of the address) and refreshes on results-changed', async () => {
    renderLive();
    await settle();
    expect(count()).toBe(1);
    expect(latest().url).toBe('/api/events?ticket=ticket-1');
    expect(latest().url).not.toContain('token');
    expect(tickets[0]!.authorization).toMatch(/^Bearer token-\d+$/);
    // Listening: what changed before it listened is fetched again.
    act(() => latest().emit('ready'));
    expect(invalidated).toEqual([
      ['athlete', 'dashboard'],
      ['athlete', 'results'],
    ]);
    invalidated.length = 0;
    act(() => latest().emit('results-changed'));
    // The dashboard, and every results query (progress summary, history).
    expect(invalidated).toEqual([
      ['athlete', 'dashboard'],
      ['athlete', 'results'],
    ]);
  });

  it('reconnects after 1, 2, 5 and then every 10 s, each time with a new ticket', async () => {
    expect(LIVE_RECONNECT_BACKOFF_MS).toEqual([1000, 2000, 5000, 10_000]);
    renderLive();
    await settle();
    const waits = [1000, 2000, 5000, 10_000, 10_000];
    for (const [i, wait] of waits.entries()) {
      const failing = latest();
      act(() => failing.fail());
      expect(failing.closed).toBe(true);
      await advance(wait - 1);
      expect(count()).toBe(i + 1);
      await advance(1);
      expect(count()).toBe(i + 2);
      expect(latest().url).toBe(`/api/events?ticket=ticket-${i + 2}`);
    }
  });

  it('refetches once reconnected, then starts the back-off from 1 s again', async () => {
    renderLive();
    await settle();
    act(() => latest().emit('ready'));
    invalidated.length = 0;
    act(() => latest().fail());
    await advance(1000);
    act(() => latest().fail());
    await advance(2000);
    expect(count()).toBe(3);
    expect(invalidated).toEqual([]);

    act(() => latest().emit('ready'));
    // The dashboard, and every results query (progress summary, history).
    expect(invalidated).toEqual([
      ['athlete', 'dashboard'],
      ['athlete', 'results'],
    ]);

    act(() => latest().fail());
    await advance(999);
    expect(count()).toBe(3);
    await advance(1);
    expect(count()).toBe(4);
  });

  it('waits and retries when there is no token yet', async () => {
    setAccessTokenProvider(async () => null);
    renderLive();
    await settle();
    expect(count()).toBe(0);
    expect(tickets).toEqual([]);
    setAccessTokenProvider(async () => 'late-token');
    await advance(1000);
    expect(count()).toBe(1);
    expect(latest().url).toBe('/api/events?ticket=ticket-1');
    expect(tickets[0]!.authorization).toBe('Bearer late-token');
  });

  it('closes on unmount and stops reconnecting', async () => {
    const { unmount } = renderLive();
    await settle();
    const first = latest();
    act(() => first.fail());
    unmount();
    await advance(60_000);
    expect(count()).toBe(1);

    const again = renderLive();
    await settle();
    const open = latest();
    again.unmount();
    expect(open.closed).toBe(true);
  });

  it('ignores events of a source it has already replaced', async () => {
    renderLive();
    await settle();
    const old = latest();
    act(() => old.fail());
    await advance(1000);
    act(() => old.emit('results-changed'));
    act(() => old.fail());
    expect(invalidated).toEqual([]);
    await advance(10_000);
    expect(count()).toBe(2);
  });
});

describe('useLiveTeamResults', () => {
  it("refetches the team queries on team-results-changed, and ignores the coach's own results-changed", async () => {
    renderHookWithProviders(() => useLiveTeamResults(), { queryClient });
    await settle();
    expect(count()).toBe(1);
    act(() => latest().emit('ready'));
    expect(invalidated).toEqual([['teams']]);
    invalidated.length = 0;
    act(() => latest().emit('results-changed'));
    expect(invalidated).toEqual([]);
    act(() => latest().emit('team-results-changed', '{"teamId":"team-1"}'));
    act(() => latest().emit('team-results-changed', '{"teamId":"team-1"}'));
    act(() => latest().emit('team-results-changed', '{"teamId":"team-2"}'));
    expect(invalidated).toEqual([]);
    // A burst (a test day saving result after result) refetches once.
    await advance(TEAM_REFRESH_COALESCE_MS);
    expect(invalidated).toEqual([['teams']]);
    act(() => latest().emit('team-results-changed', '{"teamId":"team-1"}'));
    await advance(TEAM_REFRESH_COALESCE_MS);
    expect(invalidated).toEqual([['teams'], ['teams']]);
  });

  it("skips the echo of the coach's own test-day entry, by its client id", async () => {
    renderHookWithProviders(() => useLiveTeamResults(), { queryClient });
    await settle();
    act(() => latest().emit('ready'));
    invalidated.length = 0;
    ownWrites.sent('entry-1');
    act(() => latest().emit('team-results-changed', '{"teamId":"team-1","clientId":"entry-1"}'));
    await advance(TEAM_REFRESH_COALESCE_MS);
    expect(invalidated).toEqual([]);
    // The same id again is another write's (another device of the coach): it refetches.
    act(() => latest().emit('team-results-changed', '{"teamId":"team-1","clientId":"entry-1"}'));
    await advance(TEAM_REFRESH_COALESCE_MS);
    expect(invalidated).toEqual([['teams']]);
  });

  it('the athlete hook does not react to team events', async () => {
    renderLive();
    await settle();
    act(() => latest().emit('ready'));
    invalidated.length = 0;
    act(() => latest().emit('team-results-changed', '{"teamId":"team-1"}'));
    expect(invalidated).toEqual([]);
  });
});
