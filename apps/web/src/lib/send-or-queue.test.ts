import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '@/testing/http';
import { ApiError, apiRequest } from './api-client';
import { offlineQueue, setQueueOwnerProvider } from './offline-queue';
import { type QueuedForm, sendOrQueue } from './send-or-queue';

const form = (id: string): QueuedForm => ({
  kind: {
    name: 'test-write',
    refusalIn: (answer) => (answer as { refused?: string } | null)?.refused ?? null,
  },
  id,
  method: 'POST',
  path: '/things',
  body: { id },
  label: `Thing ${id}`,
});
const send = (id: string) => () => apiRequest<unknown>('/things', { body: { id } });
const queuedIds = () => offlineQueue.snapshot().pending.map((w) => w.id);

beforeEach(() => setQueueOwnerProvider(() => 'me'));
afterEach(async () => {
  for (const w of [...offlineQueue.snapshot().pending, ...offlineQueue.snapshot().refused]) {
    await offlineQueue.discard(w.id);
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sendOrQueue', () => {
  it('sends now when there is a connection, and returns the answer', async () => {
    const { sent } = stubApi(() => jsonResponse(200, { ok: true }));
    expect(await sendOrQueue(form('a'), send('a'))).toEqual({
      status: 'sent',
      answer: { ok: true },
    });
    expect(sent).toHaveLength(1);
    expect(queuedIds()).toEqual([]);
  });

  it('offline: keeps the write on the device with its id, kind and owner, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sent } = stubApi(() => jsonResponse(200, {}));
    expect(await sendOrQueue(form('b'), send('b'))).toEqual({ status: 'queued' });
    expect(sent).toEqual([]);
    expect(offlineQueue.snapshot().pending).toMatchObject([
      { id: 'b', ownerId: 'me', kind: 'test-write', path: '/things', label: 'Thing b' },
    ]);
  });

  it('keeps the write when the server cannot be reached although the device says online', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendOrQueue(form('c'), send('c'))).toEqual({ status: 'queued' });
    expect(queuedIds()).toEqual(['c']);
  });

  it("throws the server's refusal, and keeps nothing", async () => {
    stubApi(() => errorResponse(400, 'invalid_input', 'body.value: must be between 1 and 2'));
    await expect(sendOrQueue(form('d'), send('d'))).rejects.toBeInstanceOf(ApiError);
    expect(queuedIds()).toEqual([]);
  });

  it('reads a refusal carried by a success answer with the kind, in words', async () => {
    stubApi(() => jsonResponse(200, { refused: 'value: must be between 1 and 2' }));
    expect(await sendOrQueue(form('e'), send('e'))).toEqual({
      status: 'refused',
      reason: 'must be between 1 and 2',
    });
  });

  it('keeps nothing offline when nobody is signed in on the device', async () => {
    setQueueOwnerProvider(() => null);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await sendOrQueue(form('f'), send('f'))).toEqual({ status: 'not-kept' });
    expect(queuedIds()).toEqual([]);
  });
});
