import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import {
  createFirstSettle,
  holdSettle,
  SETTLE_GRACE_MS,
  SETTLE_MAX_WAIT_MS,
  whenSettled,
} from './when-settled';

/** A promise and the function that resolves it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Past the next frame, the grace time and the idle moment. */
const AFTER_SETTLING_MS = SETTLE_GRACE_MS + 100;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('whenSettled', () => {
  it('runs once no query is fetching and the grace time after the next frame is over', async () => {
    const queryClient = createTestQueryClient();
    const answer = deferred<string>();
    void queryClient.prefetchQuery({ queryKey: ['screen'], queryFn: () => answer.promise });
    const run = vi.fn();
    whenSettled(queryClient, run);

    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS * 3);
    expect(run).not.toHaveBeenCalled();

    answer.resolve('data');
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS - 50);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for held work (the screen’s code), then for the queries it started', async () => {
    const queryClient = createTestQueryClient();
    const code = deferred();
    void holdSettle(code.promise);
    const run = vi.fn();
    whenSettled(queryClient, run);
    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS * 3);
    expect(run).not.toHaveBeenCalled();

    // The code arrives, and the screen it renders asks for its data.
    const answer = deferred<string>();
    code.resolve();
    void queryClient.prefetchQuery({ queryKey: ['screen'], queryFn: () => answer.promise });
    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS * 3);
    expect(run).not.toHaveBeenCalled();

    answer.resolve('data');
    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait even while a query is still fetching', async () => {
    const queryClient = createTestQueryClient();
    void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    const run = vi.fn();
    whenSettled(queryClient, run);
    await vi.advanceTimersByTimeAsync(SETTLE_MAX_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SETTLE_MAX_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    const queryClient = createTestQueryClient();
    const run = vi.fn();
    const cancel = whenSettled(queryClient, run);
    cancel();
    await vi.advanceTimersByTimeAsync(SETTLE_MAX_WAIT_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the first settling', () => {
  it('runs everything that waits for it once, with one watcher, and later callers at once', async () => {
    const firstSettle = createFirstSettle();
    const queryClient = createTestQueryClient();
    const toaster = vi.fn();
    const queue = vi.fn();
    const cancelled = vi.fn();
    firstSettle.after(queryClient, toaster);
    firstSettle.after(queryClient, queue);
    firstSettle.after(queryClient, cancelled)();
    expect(firstSettle.hasSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS);
    expect(firstSettle.hasSettled()).toBe(true);
    expect([toaster.mock.calls.length, queue.mock.calls.length]).toEqual([1, 1]);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    firstSettle.after(queryClient, later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('starts afresh after reset: not settled, the earlier waiters dropped', async () => {
    const firstSettle = createFirstSettle();
    const queryClient = createTestQueryClient();
    await vi.advanceTimersByTimeAsync(0);
    firstSettle.after(queryClient, () => {});
    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS);
    expect(firstSettle.hasSettled()).toBe(true);

    firstSettle.reset();
    expect(firstSettle.hasSettled()).toBe(false);
    const dropped = vi.fn();
    firstSettle.after(queryClient, dropped);
    firstSettle.reset();
    const fresh = vi.fn();
    firstSettle.after(queryClient, fresh);
    await vi.advanceTimersByTimeAsync(AFTER_SETTLING_MS);
    expect(dropped).not.toHaveBeenCalled();
    expect(fresh).toHaveBeenCalledOnce();
  });
});
