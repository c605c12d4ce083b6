import {
  IMPORT_LOGIN_REQUIRED_MESSAGE,
  IMPORT_NOT_CONFIGURED_MESSAGE,
  IMPORT_RUNNING_MESSAGE,
  type ImportResponse,
} from '@gamespeed/domain/contracts';
import {
  type FakeVideo,
  makeFakeVideos,
  startVimeoServer,
  VIMEO_EXAMPLE_STATES,
  type VimeoServer,
} from '@gamespeed/test-doubles/vimeo-server';
import { asc, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema';
import { createVimeoClient, VIMEO_FIELDS } from '../src/integrations/vimeo';
import { VIMEO_IMPORT_LOCK } from '../src/routes/import/vimeo-import';
import { as, type Delivery, startDelivery } from './support/auth';
import { countRows, getTestDatabase, testDriver } from './support/database';
import { seedVideo, type VideoCast, videoCast } from './support/videos';

const TOKEN = 'vimeo-import-token';
const IMPORT = { method: 'POST', url: '/api/admin/import/vimeo' } as const;

let delivery: Delivery;
let vimeo: VimeoServer | null = null;
beforeAll(async () => {
  delivery = await startDelivery();
});
afterAll(async () => delivery.close());
afterEach(async () => {
  await vimeo?.close();
  vimeo = null;
});

/** The app with the real Vimeo client pointed at a local Vimeo-shaped server. */
async function castWithVimeo(
  fakes: FakeVideo[],
  options: {
    rateLimitOnRequests?: number[];
    perPageMax?: number;
    token?: string;
    sleep?: (ms: number) => Promise<void>;
    beforePage?: (request: number, videos: FakeVideo[]) => void;
  } = {},
): Promise<{ cast: VideoCast; server: VimeoServer; sleeps: number[] }> {
  const server = await startVimeoServer({
    videos: fakes,
    token: TOKEN,
    rateLimitOnRequests: options.rateLimitOnRequests,
    perPageMax: options.perPageMax,
    beforePage: options.beforePage,
  });
  vimeo = server;
  const sleeps: number[] = [];
  const client = createVimeoClient({
    accessToken: options.token ?? TOKEN,
    apiBase: server.apiBase,
    sleep: async (ms) => {
      sleeps.push(ms);
      await options.sleep?.(ms);
    },
  });
  const cast = await videoCast(delivery, {
    config: { vimeo: { accessToken: options.token ?? TOKEN, apiBase: server.apiBase } },
    integrations: { vimeo: client },
  });
  return { cast, server, sleeps };
}

describe('Vimeo import', () => {
  it('pages through 250 videos (3 pages, one 429), imports them all; a rerun imports 0 new', async () => {
    const fakes = makeFakeVideos(250);
    const { cast, server, sleeps } = await castWithVimeo(fakes, { rateLimitOnRequests: [2] });

    const first = await as(cast.app, cast.admin, IMPORT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      total_fetched: 250,
      newly_imported: 250,
      already_existed: 0,
      skipped: 0,
      now_unavailable: 0,
      errors: [],
    } satisfies ImportResponse);
    // Pages 1, 2 (429), 2 again, 3 — each asking 100 per page and only the fields it maps.
    expect(server.requests).toHaveLength(4);
    expect(server.requests[1]!.path).toBe(server.requests[2]!.path);
    for (const { path } of server.requests) {
      const query = new URL(path, 'http://x').searchParams;
      expect(query.get('per_page')).toBe('100');
      expect(query.get('fields')).toBe(VIMEO_FIELDS);
      expect(query.get('sort')).toBe('date');
      expect(query.get('direction')).toBe('asc');
    }
    expect(sleeps).toHaveLength(1);

    const { db } = await getTestDatabase();
    const rows = await db.select().from(videos).orderBy(asc(videos.vimeoId));
    expect(rows).toHaveLength(250);
    expect(rows[1]).toMatchObject({
      vimeoId: '100001',
      title: 'Drill video 2',
      description: 'How to run drill 2.',
      duration: 31,
      thumbnailUrl: 'https://i.vimeocdn.com/video/100001-d_1280x720',
      forRole: 'coach',
      drillType: null,
      folderIds: null,
      isFeatured: false,
    });
    expect(rows[0]!.description).toBeNull();

    const again = await as(cast.app, cast.admin, IMPORT);
    expect(again.json()).toEqual({
      total_fetched: 250,
      newly_imported: 0,
      already_existed: 250,
      skipped: 0,
      now_unavailable: 0,
      errors: [],
    });
    expect(server.requests).toHaveLength(7);
    expect(await countRows('videos')).toBe(250);

    const list = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/videos' });
    expect(list.json().counts).toEqual({ total: 250, unfiled: 250, featured: 0 });
  });

  it('counts videos added by hand as already existing and refreshes them, keeping what admins set', async () => {
    const fakes = makeFakeVideos(5, 700);
    await seedVideo({ vimeoId: '702', title: 'Added by hand', forRole: 'both', isFeatured: true });
    await seedVideo({
      vimeoId: '703',
      title: 'Renamed by an admin',
      description: 'Our words',
      textEditedAt: new Date(),
    });
    const { cast } = await castWithVimeo(fakes);
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.json()).toMatchObject({ total_fetched: 5, newly_imported: 3, already_existed: 2 });
    const { db } = await getTestDatabase();
    const [refreshed] = await db.select().from(videos).where(sql`${videos.vimeoId} = '702'`);
    expect(refreshed).toMatchObject({
      title: 'Drill video 3',
      duration: 32,
      thumbnailUrl: 'https://i.vimeocdn.com/video/702-d_1280x720',
      forRole: 'both',
      isFeatured: true,
    });
    const [edited] = await db.select().from(videos).where(sql`${videos.vimeoId} = '703'`);
    expect(edited).toMatchObject({
      title: 'Renamed by an admin',
      description: 'Our words',
      duration: 33,
    });
  });

  it('a rerun refreshes title, description, duration and thumbnail; still no duplicate', async () => {
    const { cast, server } = await castWithVimeo(makeFakeVideos(3, 7100));
    expect((await as(cast.app, cast.admin, IMPORT)).json().newly_imported).toBe(3);
    server.videos[0] = {
      ...server.videos[0]!,
      name: 'New title on Vimeo',
      description: 'New words',
      duration: 99,
      pictures: [{ width: 1920, height: 1080 }],
    };
    const again = await as(cast.app, cast.admin, IMPORT);
    expect(again.json()).toMatchObject({ newly_imported: 0, already_existed: 3, skipped: 0 });
    expect(await countRows('videos')).toBe(3);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(videos).where(sql`${videos.vimeoId} = '7100'`);
    expect(row).toMatchObject({
      title: 'New title on Vimeo',
      description: 'New words',
      duration: 99,
      thumbnailUrl: 'https://i.vimeocdn.com/video/7100-d_1920x1080',
    });
  });

  it('imports only playable videos: transcoding, failed, private and password ones are skipped and counted', async () => {
    const states = VIMEO_EXAMPLE_STATES;
    const fakes: FakeVideo[] = [
      { id: '7200', ...states.transcoding },
      { id: '7201', ...states.transcodeStarting },
      { id: '7202', ...states.uploading },
      { id: '7203', ...states.failedUpload },
      { id: '7204', ...states.failedTranscode },
      { id: '7205', ...states.private },
      { id: '7206', ...states.password },
      { id: '7207', ...states.unlisted },
      { id: '7208', ...states.hiddenFromVimeo },
      { id: '7209', name: 'Public drill' },
    ];
    const { cast } = await castWithVimeo(fakes);
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportResponse;
    expect(body).toMatchObject({ total_fetched: 10, newly_imported: 3, skipped: 7 });
    expect(body.errors).toEqual([
      'Skipped "Still transcoding": not ready on Vimeo (transcoding)',
      'Skipped "Transcode starting": not ready on Vimeo (transcode_starting)',
      'Skipped "Still uploading": not ready on Vimeo (uploading)',
      'Skipped "Upload failed": the upload failed on Vimeo',
      'Skipped "Transcode failed": the upload failed on Vimeo',
      'Skipped "Only me": private on Vimeo (nobody)',
      'Skipped "Password protected": password-protected on Vimeo',
    ]);
    const { db } = await getTestDatabase();
    const rows = await db.select().from(videos).orderBy(asc(videos.vimeoId));
    expect(rows.map((r) => [r.vimeoId, r.vimeoHash])).toEqual([
      ['7207', '49a4e309cd'],
      ['7208', null],
      ['7209', null],
    ]);
  });

  it('keeps thumbnails only from Vimeo’s CDN', async () => {
    const fakes: FakeVideo[] = [
      { id: '7300', pictures: [{ width: 640, height: 360, host: 'evil.example' }] },
      {
        id: '7301',
        pictures: [
          { width: 1920, height: 1080, host: 'i.vimeocdn.com.evil.example' },
          { width: 640, height: 360 },
        ],
      },
    ];
    const { cast } = await castWithVimeo(fakes);
    expect((await as(cast.app, cast.admin, IMPORT)).json().newly_imported).toBe(2);
    const { db } = await getTestDatabase();
    const rows = await db.select().from(videos).orderBy(asc(videos.vimeoId));
    expect(rows.map((r) => r.thumbnailUrl)).toEqual([
      null,
      'https://i.vimeocdn.com/video/7301-d_640x360',
    ]);
  });

  it('the audience chosen at confirm applies to new videos only (default coach)', async () => {
    const { cast, server } = await castWithVimeo(makeFakeVideos(2, 7400));
    const res = await as(cast.app, cast.admin, { ...IMPORT, payload: { forRole: 'athlete' } });
    expect(res.json().newly_imported).toBe(2);
    server.videos.push(...makeFakeVideos(1, 7402));
    await as(cast.app, cast.admin, IMPORT);
    const { db } = await getTestDatabase();
    const rows = await db.select().from(videos).orderBy(asc(videos.vimeoId));
    expect(rows.map((r) => r.forRole)).toEqual(['athlete', 'athlete', 'coach']);
    const bad = await as(cast.app, cast.admin, { ...IMPORT, payload: { forRole: 'admins' } });
    expect(bad.statusCode).toBe(400);
  });

  it('paging stays stable when a video is uploaded mid-import (oldest first: it lands last)', async () => {
    const fakes = makeFakeVideos(6, 7500);
    const { cast, server } = await castWithVimeo(fakes, {
      perPageMax: 2,
      beforePage: (request, list) => {
        if (request === 2) list.push({ id: '7599', name: 'Uploaded during the import' });
      },
    });
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.json()).toMatchObject({ total_fetched: 7, newly_imported: 7, already_existed: 0 });
    expect(await countRows('videos')).toBe(7);
    expect(
      server.requests.map((r) => new URL(r.path, 'http://x').searchParams.get('page')),
    ).toEqual([null, '2', '3', '4']);
  });

  it('without sort=date&direction=asc the same upload would shift a page and lose a video', async () => {
    // The double's default (newest first), read by hand: the video uploaded between pages 1 and 2
    // pushes the last video of page 1 onto page 2, so it is seen twice and another is missed.
    const fakes = makeFakeVideos(4, 7600);
    const server = await startVimeoServer({ videos: fakes, token: TOKEN, perPageMax: 2 });
    vimeo = server;
    const read = async (page: number) => {
      const res = await fetch(`${server.apiBase}/me/videos?page=${page}&per_page=2`, {
        headers: { authorization: `bearer ${TOKEN}` },
      });
      return ((await res.json()) as { data: { uri: string }[] }).data.map((d) => d.uri);
    };
    const first = await read(1);
    server.videos.push({ id: '7699' });
    const second = await read(2);
    expect(new Set([...first, ...second]).size).toBe(3);
  });

  it('a bad item goes to errors and the rest import', async () => {
    const fakes: FakeVideo[] = [
      ...makeFakeVideos(2, 800),
      { id: '900', name: null },
      { id: '901', uri: '/videos/not-a-number', name: 'Broken link' },
      ...makeFakeVideos(2, 810),
    ];
    const { cast } = await castWithVimeo(fakes, { perPageMax: 4 });
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportResponse;
    expect(body).toMatchObject({ total_fetched: 6, newly_imported: 4, already_existed: 0 });
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatch(/\/videos\/900.*missing name/);
    expect(body.errors[1]).toMatch(/"Broken link".*no video id/);
    expect(await countRows('videos')).toBe(4);
  });

  it('a batch the database refuses is saved one by one: only the bad video is lost', async () => {
    const fakes = makeFakeVideos(4, 1000);
    fakes[2] = { ...fakes[2]!, duration: 3_000_000_000 }; // beyond PostgreSQL integer
    fakes[3] = { ...fakes[3]!, description: 'Nul \u0000 inside' };
    const { cast } = await castWithVimeo(fakes);
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportResponse;
    expect(body).toMatchObject({ total_fetched: 4, newly_imported: 3, already_existed: 0 });
    expect(body.errors).toEqual(['Could not save video 1002 ("Drill video 3")']);
    const { db } = await getTestDatabase();
    const rows = await db.select().from(videos).orderBy(asc(videos.vimeoId));
    expect(rows.map((r) => r.vimeoId)).toEqual(['1000', '1001', '1003']);
    expect(rows[2]!.description).toBe('Nul  inside');
  });

  it('Vimeo failing mid-way stops the import and returns what was done', async () => {
    // Page 2 answers 429 six times in a row: the client gives up after five retries.
    const { cast, server } = await castWithVimeo(makeFakeVideos(150), {
      rateLimitOnRequests: [2, 3, 4, 5, 6, 7],
    });
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportResponse;
    expect(body).toMatchObject({ total_fetched: 100, newly_imported: 100, already_existed: 0 });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toBe(
      'Vimeo failed after 100 videos, import stopped. Vimeo is limiting requests right now. Try the import again in a few minutes.',
    );
    expect(server.requests).toHaveLength(7);
    expect(await countRows('videos')).toBe(100);
  });

  it("Vimeo refusing the first page → 502 with a human message (Vimeo's own text only in the log), nothing written", async () => {
    const { cast } = await castWithVimeo(makeFakeVideos(3), { token: 'wrong-token' });
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'vimeo_error',
      message:
        "Vimeo did not accept the server's Vimeo access token. Ask whoever runs GameSpeed to check it, then try again.",
    });
    expect(res.body).not.toContain('You must provide a valid authenticated access token');
    expect(await countRows('videos')).toBe(0);
  });

  it('without VIMEO_ACCESS_TOKEN: 503 with a clear message', async () => {
    const cast = await videoCast(delivery);
    const res = await as(cast.app, cast.admin, IMPORT);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'import_not_configured', message: IMPORT_NOT_CONFIGURED_MESSAGE },
    });
  });

  it('only admins: anonymous hears "You must be logged in…", others 403; Vimeo is not asked', async () => {
    const { cast, server } = await castWithVimeo(makeFakeVideos(3));
    const anonymous = await as(cast.app, null, IMPORT);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({
      code: 'not_authenticated',
      message: IMPORT_LOGIN_REQUIRED_MESSAGE,
    });
    for (const session of [cast.athlete, cast.coach, cast.both]) {
      expect((await as(cast.app, session, IMPORT)).statusCode).toBe(403);
    }
    // Other routes keep the general sentence.
    const other = await as(cast.app, null, { method: 'GET', url: '/api/admin/videos' });
    expect(other.json().error.message).toBe('Not authenticated');
    expect(server.requests).toHaveLength(0);
    expect(await countRows('videos')).toBe(0);
  });

  it('a second import while one runs → 409; the first completes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let waiting!: () => void;
    const firstIsWaiting = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const { cast } = await castWithVimeo(makeFakeVideos(3), {
      rateLimitOnRequests: [1],
      sleep: async () => {
        waiting();
        await gate;
      },
    });
    const first = as(cast.app, cast.admin, IMPORT);
    await firstIsWaiting;
    const second = await as(cast.app, cast.admin, IMPORT);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'import_running',
      message: IMPORT_RUNNING_MESSAGE,
    });
    release();
    const done = await first;
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().newly_imported).toBe(3);
    // Free again afterwards.
    expect((await as(cast.app, cast.admin, IMPORT)).json().already_existed).toBe(3);
  });

  // PostgreSQL only (skipped on PGlite): a second process can hold the advisory lock only on a shared server.
  it.runIf(testDriver() === 'pg')(
    'another server process holding the import lock → 409',
    async () => {
      const { cast, server } = await castWithVimeo(makeFakeVideos(3));
      const { db } = await getTestDatabase();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${VIMEO_IMPORT_LOCK}))`);
        const res = await as(cast.app, cast.admin, IMPORT);
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('import_running');
      });
      expect(server.requests).toHaveLength(0);
      expect((await as(cast.app, cast.admin, IMPORT)).json().newly_imported).toBe(3);
    },
  );
});
