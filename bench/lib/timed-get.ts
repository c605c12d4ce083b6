import { Agent, request } from 'node:http';

/**
 * Sends `count` GET requests one after another over one keep-alive connection, rotating through
 * `tokens`, and returns each latency in ms (sub-millisecond precision, unlike autocannon's
 * whole milliseconds). Throws on any non-200 answer.
 */
export async function timedGets(url: string, tokens: readonly string[], count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const token = tokens[i % tokens.length]!;
      const t0 = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            path: `${target.pathname}${target.search}`,
            headers: { authorization: `Bearer ${token}` },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      });
      latencies.push(performance.now() - t0);
      if (status !== 200) throw new Error(`GET ${url} → ${status}`);
    }
  } finally {
    agent.destroy();
  }
  return latencies;
}
