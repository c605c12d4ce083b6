/**
 * A minimal Server-Sent Events client over fetch (what EventSource does, with timestamps):
 * `next(name)` resolves with `performance.now()` at the moment the event's frame was read.
 */
export interface SseClient {
  next(event: string, timeoutMs?: number): Promise<number>;
  close(): void;
}

export async function connectSse(url: string): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`SSE ${url} → ${res.status}`);
  const queue: { event: string; at: number }[] = [];
  const waiters: { event: string; resolve: (at: number) => void }[] = [];

  const deliver = (event: string, at: number) => {
    const i = waiters.findIndex((w) => w.event === event);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(at);
    else queue.push({ event, at });
  };

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(frame)?.[1];
          if (name) deliver(name, at);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed
    }
  })();

  return {
    next(event, timeoutMs = 5_000) {
      const queued = queue.findIndex((q) => q.event === event);
      if (queued >= 0) return Promise.resolve(queue.splice(queued, 1)[0]!.at);
      return new Promise((resolve, reject) => {
        const waiter = {
          event,
          resolve: (at: number) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no "${event}" event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => controller.abort(),
  };
}
