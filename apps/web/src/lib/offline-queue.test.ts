import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  createOfflineQueue,
  type QueuedWrite,
  type QueueSnapshot,
  type QueueStorage,
} from './offline-queue';

function memoryStorage(initial?: QueueSnapshot): QueueStorage & { saved?: QueueSnapshot } {
  const box: QueueStorage & { saved?: QueueSnapshot } = {
    saved: initial,
    read: async () => box.saved,
    write: async (snapshot) => {
      box.saved = snapshot;
    },
  };
  return box;
}

const write = (id: string, ownerId = 'me', extra: Partial<QueuedWrite> = {}): QueuedWrite => ({
  id,
  ownerId,
  kind: 'result',
  method: 'POST',
  path: '/results',
  body: { clientId: id },
  label: id,
  queuedAt: '2026-11-25T10:00:00.000Z',
  ...extra,
});

describe('offline queue', () => {
  it('keeps queued writes in storage and sends them in order once the server answers', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    let online = false;
    const queue = createOfflineQueue(storage, async (w) => {
      if (!online) throw new ApiError(0, 'offline', 'offline');
      sent.push(w.id);
    });
    await queue.enqueue(write('a'));
    await queue.enqueue(write('b'));
    await queue.enqueue(write('a')); // the same write twice is one write
    expect(storage.saved?.pending.map((w) => w.id)).toEqual(['a', 'b']);

    expect(await queue.flush('me')).toBe(0);
    expect(queue.snapshot().pending).toHaveLength(2);

    online = true;
    expect(await queue.flush('me')).toBe(2);
    expect(sent).toEqual(['a', 'b']);
    expect(storage.saved?.pending).toEqual([]);
  });

  it('survives a restart: a new queue reads what the last one stored', async () => {
    const storage = memoryStorage();
    await createOfflineQueue(storage, async () => undefined).enqueue(write('a'));
    const restarted = createOfflineQueue(storage, async () => undefined);
    await restarted.load();
    expect(restarted.snapshot().pending.map((w) => w.id)).toEqual(['a']);
  });

  it('moves a refused write aside with its reason and goes on with the next', async () => {
    const queue = createOfflineQueue(memoryStorage(), async (w) => {
      if (w.id === 'bad') {
        throw new ApiError(400, 'validation_failed', 'body.value: must be between 12 and 180');
      }
    });
    await queue.enqueue(write('bad'));
    await queue.enqueue(write('good'));
    expect(await queue.flush('me')).toBe(1);
    expect(queue.snapshot().pending).toEqual([]);
    expect(queue.snapshot().refused).toMatchObject([
      { id: 'bad', reason: 'must be between 12 and 180' },
    ]);
    await queue.discard('bad');
    expect(queue.snapshot().refused).toEqual([]);
  });

  it('keeps a write the server could not take now (5xx, 429) first in line', async () => {
    let status = 503;
    const queue = createOfflineQueue(memoryStorage(), async () => {
      if (status) throw new ApiError(status, 'unavailable', 'try later');
    });
    await queue.enqueue(write('a'));
    expect(await queue.flush('me')).toBe(0);
    status = 429;
    expect(await queue.flush('me')).toBe(0);
    expect(queue.snapshot().pending.map((w) => w.id)).toEqual(['a']);
    status = 0;
    expect(await queue.flush('me')).toBe(1);
  });

  it("sends only the signed-in person's writes", async () => {
    const sent: string[] = [];
    const queue = createOfflineQueue(memoryStorage(), async (w) => {
      sent.push(w.id);
    });
    await queue.enqueue(write('theirs', 'someone-else'));
    await queue.enqueue(write('mine', 'me'));
    await queue.flush('me');
    expect(sent).toEqual(['mine']);
    expect(queue.snapshot().pending.map((w) => w.id)).toEqual(['theirs']);
  });

  it('treats deleting a result that is already gone as done', async () => {
    const queue = createOfflineQueue(memoryStorage(), async () => {
      throw new ApiError(404, 'not_found', 'Result not found');
    });
    await queue.enqueue(
      write('d', 'me', { method: 'DELETE', path: '/results/x', body: undefined }),
    );
    await queue.flush('me');
    expect(queue.snapshot()).toEqual({ pending: [], refused: [] });
  });

  it('runs one flush at a time: two calls send each write once', async () => {
    const sent: string[] = [];
    const queue = createOfflineQueue(memoryStorage(), async (w) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(w.id);
    });
    await queue.enqueue(write('a'));
    await queue.enqueue(write('b'));
    await Promise.all([queue.flush('me'), queue.flush('me')]);
    expect(sent).toEqual(['a', 'b']);
  });

  it("a coach's test-day entry refused in the answer moves aside with its reason; a saved one is done", async () => {
    const storage = memoryStorage();
    const teamResult = {
      name: 'team-result',
      refusalIn: (answer: unknown) =>
        (answer as { outcomes: { status: string; reason?: string }[] }).outcomes.find(
          (o) => o.status === 'refused',
        )?.reason ?? null,
    };
    const queue = createOfflineQueue(
      storage,
      async (w) => ({
        outcomes:
          w.id === 'bad'
            ? [
                {
                  status: 'refused',
                  code: 'not_on_team',
                  reason: 'This athlete is not on your team.',
                },
              ]
            : [{ status: 'saved', created: true }],
      }),
      (name) => (name === teamResult.name ? teamResult : undefined),
    );
    const kind = teamResult.name;
    await queue.enqueue(write('bad', 'me', { path: '/teams/t/results', kind }));
    await queue.enqueue(write('good', 'me', { path: '/teams/t/results', kind }));
    expect(await queue.flush('me')).toBe(1);
    expect(queue.snapshot().pending).toEqual([]);
    expect(queue.snapshot().refused.map((w) => [w.id, w.reason])).toEqual([
      ['bad', 'This athlete is not on your team.'],
    ]);
  });

  it('a write whose kind reads no refusal from answers is saved when answered 2xx', async () => {
    const queue = createOfflineQueue(memoryStorage(), async () => ({
      outcomes: [{ status: 'refused', reason: 'no' }],
    }));
    await queue.enqueue(write('a'));
    expect(await queue.flush('me')).toBe(1);
    expect(queue.snapshot().refused).toEqual([]);
  });

  it('reads writes stored before writes had kinds as the kinds they were', async () => {
    const legacy = (id: string, extra: object) =>
      ({ ...write(id), kind: undefined, ...extra }) as unknown as QueuedWrite;
    const storage = memoryStorage({
      pending: [
        legacy('entry', { teamEntry: { teamId: 't', athleteId: 'a', movement: 'forty' } }),
        legacy('edit', { method: 'PATCH', resultId: 'r-1' }),
      ],
      refused: [],
    });
    const queue = createOfflineQueue(storage, async () => undefined);
    await queue.load();
    expect(queue.snapshot().pending).toMatchObject([
      { id: 'entry', kind: 'team-result', details: { teamId: 't', movement: 'forty' } },
      { id: 'edit', kind: 'result', about: 'r-1' },
    ]);
    expect(queue.snapshot().pending[0]).not.toHaveProperty('teamEntry');
  });
});
