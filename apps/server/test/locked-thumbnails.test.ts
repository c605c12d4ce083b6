import {
  FAKE_THUMBNAIL,
  makeFakeVideos,
  startVimeoServer,
  type VimeoServer,
} from '@gamespeed/test-doubles/vimeo-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThumbnailFetcher } from '../src/integrations/thumbnails';
import { createVimeoClient } from '../src/integrations/vimeo';
import { listRoutes } from './security/routes';
import { as, type Delivery, startDelivery } from './support/auth';
import { videoCast } from './support/videos';

/**
 * A locked video never reaches someone who may not play it with anything that plays it
 * (docs/product/content.md 'Who may watch what'): no answer of the API to a non-subscriber holds
 * a locked video's Vimeo id or an image host's address (which names that id), whether the video
 * was imported or added by hand. Their thumbnails come from the app's own address.
 */

const TOKEN = 'locked-thumbnails-token';
let delivery: Delivery;
let vimeo: VimeoServer;
beforeAll(async () => {
  delivery = await startDelivery();
  vimeo = await startVimeoServer({ videos: makeFakeVideos(3, 8_100_000), token: TOKEN });
});
afterAll(async () => {
  await delivery.close();
  await vimeo.close();
});

async function libraryWithLockedVideos() {
  const cast = await videoCast(delivery, {
    config: { vimeo: { accessToken: TOKEN, apiBase: vimeo.apiBase } },
    integrations: {
      vimeo: createVimeoClient({ accessToken: TOKEN, apiBase: vimeo.apiBase }),
      thumbnails: createThumbnailFetcher({ imageBase: vimeo.apiBase }),
    },
  });
  const imported = await as(cast.app, cast.admin, {
    method: 'POST',
    url: '/api/admin/import/vimeo',
    payload: { forRole: 'both' },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const handAdded: string[] = [];
  for (const [i, forRole] of (['athlete', 'coach', 'both'] as const).entries()) {
    const vimeoId = String(8_200_000 + i);
    const res = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: `Hand-added ${forRole}`, vimeoId, forRole, drillType: 'both' },
    });
    expect(res.statusCode, res.body).toBe(201);
    handAdded.push(vimeoId);
  }
  const lockedIds = [...vimeo.videos.map((v) => v.id), ...handAdded];
  return { cast, lockedIds };
}

describe('locked videos', () => {
  it('no answer to a non-subscriber holds a locked Vimeo id or an image host (every GET route)', async () => {
    const { cast, lockedIds } = await libraryWithLockedVideos();
    const getRoutes = listRoutes(cast.app)
      .filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes(':'))
      .map((r) => r.path)
      .filter((path) => path !== '/api/events' && !path.startsWith('/api/docs'));
    const urls = [
      ...getRoutes,
      '/api/videos?view=athlete',
      '/api/videos?view=coach',
      '/api/videos/featured?view=athlete',
      '/api/drills?tab=all',
      '/api/drills?tab=recommended',
    ];
    expect(urls).toContain('/api/drills');
    expect(urls).toContain('/api/education');
    let videosSeen = 0;
    for (const session of [cast.athlete, cast.coach, cast.both]) {
      for (const url of urls) {
        const res = await as(cast.app, session, { method: 'GET', url });
        const body = res.body;
        for (const id of lockedIds) expect(body, `${url} names Vimeo id ${id}`).not.toContain(id);
        expect(body, url).not.toMatch(/vimeocdn|vumbnail|vimeo\.com/);
        videosSeen += (body.match(/\/api\/videos\/[0-9a-f-]{36}\/thumbnail/g) ?? []).length;
      }
    }
    // The lists did show the locked videos, each with the app's own thumbnail address.
    expect(videosSeen).toBeGreaterThan(12);
  });

  it("serves a locked video's thumbnail from the app's own address, without the host's headers", async () => {
    const { cast } = await libraryWithLockedVideos();
    const list = await as(cast.app, cast.athlete, { method: 'GET', url: '/api/drills?tab=all' });
    const drills = list.json<{ drills: { thumbnailUrl: string | null; title: string }[] }>().drills;
    const handAdded = drills.find((d) => d.title === 'Hand-added athlete')!;
    const imported = drills.find((d) => d.title.startsWith('Drill video'))!;
    for (const drill of [handAdded, imported]) {
      expect(drill.thumbnailUrl).toMatch(/^\/api\/videos\/[0-9a-f-]{36}\/thumbnail$/);
      // An <img> sends no Authorization header: the address works without one.
      const image = await cast.app.inject({ method: 'GET', url: drill.thumbnailUrl! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(FAKE_THUMBNAIL)).toBe(true);
      expect(image.headers['set-cookie']).toBeUndefined();
    }
    expect(vimeo.imageRequests.some((p) => p.startsWith('/vumbnail.com/8200000.jpg'))).toBe(true);
    expect(vimeo.imageRequests.some((p) => p.startsWith('/i.vimeocdn.com/video/'))).toBe(true);
  });

  it('a subscriber or an admin still gets the image host and the id of what they may play', async () => {
    const { cast, lockedIds } = await libraryWithLockedVideos();
    const admin = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/videos' });
    expect(admin.body).toContain('vumbnail.com');
    for (const id of lockedIds) expect(admin.body).toContain(id);
  });

  it('a video without a thumbnail, or an unknown one, is a 404', async () => {
    const { cast } = await libraryWithLockedVideos();
    const res = await cast.app.inject({
      method: 'GET',
      url: '/api/videos/00000000-0000-4000-8000-000000000000/thumbnail',
    });
    expect(res.statusCode).toBe(404);
  });
});
