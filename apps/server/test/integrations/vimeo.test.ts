import {
  makeFakeVideos,
  startVimeoServer,
  VIMEO_EXAMPLE_STATES,
  type VimeoServer,
} from '@gamespeed/test-doubles/vimeo-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createVimeoClient, VimeoApiError, type VimeoPage } from '../../src/integrations/vimeo';
import { parseRateLimitReset, retryWaitMs } from '../../src/integrations/vimeo-rate-limit';

const TOKEN = 'vimeo-test-token';

describe('Vimeo client', () => {
  let vimeo: VimeoServer | null = null;
  afterEach(async () => {
    await vimeo?.close();
    vimeo = null;
  });

  async function collect(pages: AsyncGenerator<VimeoPage>): Promise<VimeoPage[]> {
    const out: VimeoPage[] = [];
    for await (const page of pages) out.push(page);
    return out;
  }

  it('pages through every video and waits out a rate limit', async () => {
    vimeo = await startVimeoServer({
      videos: makeFakeVideos(250),
      token: TOKEN,
      rateLimitOnRequests: [2],
    });
    const sleeps: number[] = [];
    const client = createVimeoClient({
      accessToken: TOKEN,
      apiBase: vimeo.apiBase,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const progress: { fetched: number; total: number | null }[] = [];

    const pages = await collect(client.listMyVideos({ onPage: (info) => progress.push(info) }));

    const ids = pages.flatMap((p) => p.videos.map((v) => v.vimeoId));
    expect(pages).toHaveLength(3);
    expect(new Set(ids).size).toBe(250);
    expect(ids[0]).toBe('100000');
    expect(pages.every((p) => p.invalid.length === 0)).toBe(true);
    expect(vimeo.requests).toHaveLength(4);
    expect(vimeo.requests[1]!.path).toBe(vimeo.requests[2]!.path);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(900);
    expect(sleeps[0]).toBeLessThanOrEqual(1000);
    expect(progress).toEqual([
      { fetched: 100, total: 250 },
      { fetched: 200, total: 250 },
      { fetched: 250, total: 250 },
    ]);
    expect(pages[0]!.videos[1]).toEqual({
      vimeoId: '100001',
      vimeoHash: null,
      title: 'Drill video 2',
      description: 'How to run drill 2.',
      durationSeconds: 31,
      thumbnailUrl: 'https://i.vimeocdn.com/video/100001-d_1280x720',
    });
    expect(pages[0]!.videos[0]!.description).toBeNull();
  });

  it('asks for the fields it maps on every page', async () => {
    vimeo = await startVimeoServer({ videos: makeFakeVideos(5), token: TOKEN, perPageMax: 2 });
    const client = createVimeoClient({ accessToken: TOKEN, apiBase: vimeo.apiBase });
    const pages = await collect(client.listMyVideos());
    expect(pages.map((p) => p.videos.length)).toEqual([2, 2, 1]);
    for (const { path } of vimeo.requests) {
      const query = new URL(path, 'http://x').searchParams;
      expect(query.get('fields')).toBe(
        'uri,name,description,duration,link,player_embed_url,status,is_playable,privacy.view,privacy.embed,pictures.sizes',
      );
      expect([query.get('sort'), query.get('direction')]).toEqual(['date', 'asc']);
    }
  });

  it('rejects a wrong token with VimeoApiError 401', async () => {
    vimeo = await startVimeoServer({ videos: makeFakeVideos(3), token: TOKEN });
    const client = createVimeoClient({ accessToken: 'wrong', apiBase: vimeo.apiBase });
    const error = await collect(client.listMyVideos()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VimeoApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'You must provide a valid authenticated access token.',
    });
  });

  it('gives up after five rate limits in a row', async () => {
    vimeo = await startVimeoServer({
      videos: makeFakeVideos(3),
      token: TOKEN,
      rateLimitOnRequests: [1, 2, 3, 4, 5, 6],
    });
    const sleeps: number[] = [];
    const client = createVimeoClient({
      accessToken: TOKEN,
      apiBase: vimeo.apiBase,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const error = await collect(client.listMyVideos()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'VimeoApiError', status: 429 });
    expect(sleeps).toHaveLength(5);
    expect(vimeo.requests).toHaveLength(6);
  });

  it('reports items it cannot map separately', async () => {
    const videos = makeFakeVideos(3);
    videos[1] = { id: '555', name: null };
    videos.push({ id: '777', uri: null, name: 'No uri' });
    vimeo = await startVimeoServer({ videos, token: TOKEN });
    const client = createVimeoClient({ accessToken: TOKEN, apiBase: vimeo.apiBase });

    const [page, ...rest] = await collect(client.listMyVideos());

    expect(rest).toHaveLength(0);
    expect(page!.videos.map((v) => v.vimeoId)).toEqual(['100000', '100002']);
    expect(page!.invalid).toEqual([
      { raw: expect.objectContaining({ uri: '/videos/555' }), reason: 'missing name' },
      { raw: expect.objectContaining({ name: 'No uri' }), reason: 'missing uri' },
    ]);
  });

  it('bounds rate-limit waits', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(retryWaitMs(headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryWaitMs(headers({ 'retry-after': '600' }), now)).toBe(60_000);
    expect(retryWaitMs(headers({ 'x-ratelimit-reset': '2030-01-01T00:00:05Z' }), now)).toBe(5000);
    expect(retryWaitMs(headers({ 'x-ratelimit-reset': '2029-12-31T00:00:00Z' }), now)).toBe(0);
    expect(retryWaitMs(headers({}), now)).toBe(1000);
  });

  it('reads X-RateLimit-Reset as Vimeo documents it: an ISO-8601 date-time string', () => {
    const now = Date.parse('2016-08-30T11:41:30Z');
    const headers = (reset: string) => new Headers({ 'x-ratelimit-reset': reset });
    // The form Vimeo sends, with a numeric offset.
    expect(parseRateLimitReset('2016-08-30T11:41:40+00:00')).toBe(
      Date.parse('2016-08-30T11:41:40Z'),
    );
    expect(retryWaitMs(headers('2016-08-30T11:41:40+00:00'), now)).toBe(10_000);
    expect(retryWaitMs(headers('2016-08-30T13:41:40+0200'), now)).toBe(10_000);
    expect(retryWaitMs(headers('2016-08-30T11:41:32.500Z'), now)).toBe(2_500);
    // Not Vimeo's format: a Unix timestamp or an HTTP date is not guessed at → the default wait.
    expect(parseRateLimitReset('1472557300')).toBeNull();
    expect(parseRateLimitReset('Tue, 30 Aug 2016 11:41:40 GMT')).toBeNull();
    expect(parseRateLimitReset('2016-08-30')).toBeNull();
    expect(retryWaitMs(headers('1472557300'), now)).toBe(1000);
  });

  it('waits until X-RateLimit-Reset when a 429 has no Retry-After', async () => {
    const reset = '2030-01-01T00:00:07+00:00';
    vimeo = await startVimeoServer({
      videos: makeFakeVideos(2),
      token: TOKEN,
      rateLimitOnRequests: [1],
      retryAfter: false,
      rateLimitReset: () => reset,
    });
    const sleeps: number[] = [];
    const client = createVimeoClient({
      accessToken: TOKEN,
      apiBase: vimeo.apiBase,
      now: () => Date.parse('2030-01-01T00:00:00Z'),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const pages = await collect(client.listMyVideos());
    expect(pages[0]!.videos).toHaveLength(2);
    expect(sleeps).toEqual([7000]);
  });

  it('keeps the unlisted hash and sorts unplayable videos out', async () => {
    vimeo = await startVimeoServer({
      videos: [
        { id: '901', ...VIMEO_EXAMPLE_STATES.unlisted },
        { id: '902', ...VIMEO_EXAMPLE_STATES.transcoding },
        { id: '903', ...VIMEO_EXAMPLE_STATES.password },
      ],
      token: TOKEN,
    });
    const client = createVimeoClient({ accessToken: TOKEN, apiBase: vimeo.apiBase });
    const [page] = await collect(client.listMyVideos());
    expect(page!.videos.map((v) => [v.vimeoId, v.vimeoHash])).toEqual([['901', '49a4e309cd']]);
    expect(page!.unplayable.map((u) => u.reason)).toEqual([
      'not ready on Vimeo (transcoding)',
      'password-protected on Vimeo',
    ]);
  });
});
