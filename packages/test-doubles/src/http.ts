import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Plain-Node helpers shared by the HTTP test doubles (no test-runner imports). */

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Starts an HTTP server on an ephemeral loopback port. */
export async function listenOnLoopback(
  handler: Handler,
): Promise<{ server: Server; baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Resolves with the first item `find` returns, now or when `notify` is next called. */
export function createWaiters<T>() {
  const waiters = new Set<() => void>();
  return {
    notify(): void {
      for (const check of [...waiters]) check();
    },
    wait(find: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
      const found = find();
      if (found !== undefined) return Promise.resolve(found);
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const item = find();
          if (item === undefined) return;
          cleanup();
          resolve(item);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${describe()}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
  };
}
