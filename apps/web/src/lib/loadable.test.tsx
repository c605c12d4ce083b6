import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadable, useLoadable } from './loadable';

function Part() {
  return null;
}

describe('loadable', () => {
  it('imports the code once and knows when it is in', async () => {
    const importPart = vi.fn(async () => Part);
    const part = loadable(importPart);
    expect(part.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(Part);
    expect(second).toBe(Part);
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toBe(Part);
  });

  it('forgets a failed load, so the next attempt fetches again', async () => {
    const importPart = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Part);
    const part = loadable(importPart);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    await expect(part.load()).resolves.toBe(Part);
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});

describe('useLoadable', () => {
  it('is loading until the code is in, then loaded', async () => {
    const part = loadable(async () => Part);
    const { result } = renderHook(() => useLoadable(part));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', Component: Part }));
  });

  it('renders a part whose code is already in on the first pass, without a loading state', async () => {
    const part = loadable(async () => Part);
    await part.load();
    const { result } = renderHook(() => useLoadable(part));
    expect(result.current).toEqual({ status: 'loaded', Component: Part });
  });

  it('reports a failed load', async () => {
    const error = new Error('offline');
    const part = loadable(async () => {
      throw error;
    });
    const { result } = renderHook(() => useLoadable(part));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error }));
  });

  it('starts the load when the schedule says so', async () => {
    const importPart = vi.fn(async () => Part);
    const part = loadable(importPart);
    let start: (() => void) | undefined;
    const { result } = renderHook(() =>
      useLoadable(part, (begin) => {
        start = begin;
        return () => {};
      }),
    );
    expect(importPart).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    await act(async () => start?.());
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ status: 'loaded', Component: Part });
  });
});
