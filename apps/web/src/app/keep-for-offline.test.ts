import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstSettle } from '@/lib/when-settled';
import { profileFixture } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/http';
import { createTestQueryClient } from '@/testing/render';
import { keepForOffline } from './keep-for-offline';

beforeEach(() => firstSettle.reset());
afterEach(() => {
  firstSettle.reset();
  vi.unstubAllGlobals();
});

describe('keepForOffline', () => {
  it('reads what an athlete’s screens need offline once the page has settled', async () => {
    const { sent } = stubApi(() => jsonResponse(200, {}));
    keepForOffline(createTestQueryClient(), profileFixture());
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toHaveLength(5), { timeout: 3_000 });
    expect(sent.map((request) => request.path).sort()).toEqual([
      '/dashboard',
      '/drills?tab=all',
      '/drills?tab=recommended',
      '/results/history',
      '/results/summary',
    ]);
  });

  it('reads nothing for screens the profile may not open', async () => {
    const { sent } = stubApi(() => jsonResponse(200, {}));
    keepForOffline(createTestQueryClient(), profileFixture({ role: 'coach' }));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sent).toEqual([]);
  });

  it('reads nothing once cancelled', async () => {
    const { sent } = stubApi(() => jsonResponse(200, {}));
    keepForOffline(createTestQueryClient(), profileFixture())();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sent).toEqual([]);
  });
});
