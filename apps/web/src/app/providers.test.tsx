import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { sessionFixture } from '@/testing/fixtures';
import './providers';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the answers kept for offline reads', () => {
  it('go whenever a session ends on the device (a refused refresh, another tab) or starts', async () => {
    const deleted = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleted });
    sessionStore.signIn(sessionFixture());
    expect(deleted).toHaveBeenCalledWith('gamespeed-api');
    deleted.mockClear();
    // What a refresh token refused by the server does: the store signs out.
    sessionStore.clear();
    expect(deleted).toHaveBeenCalledWith('gamespeed-api');
  });
});
