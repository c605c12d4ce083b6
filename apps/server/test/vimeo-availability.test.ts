import type { AdminVideoListResponse, VideoListResponse } from '@gamespeed/domain/contracts';
import {
  type FakeVideo,
  makeFakeVideos,
  startVimeoServer,
  VIMEO_EXAMPLE_STATES,
  type VimeoServer,
} from '@gamespeed/test-doubles/vimeo-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVimeoClient } from '../src/integrations/vimeo';
import { as, type Delivery, startDelivery } from './support/auth';
import { videoCast } from './support/videos';

/**
 * What the library keeps of Vimeo (docs/product/content.md 'Vimeo import'): only videos our
 * embedded player can play, unlisted hashes wherever Vimeo or the admin gives them, and videos
 * made private or deleted on Vimeo marked unavailable — at the next import or a re-check.
 */

const TOKEN = 'vimeo-availability-token';
const IMPORT = { method: 'POST', url: '/api/admin/import/vimeo' } as const;
const RECHECK = { method: 'POST', url: '/api/admin/import/vimeo/recheck' } as const;

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

async function castWith(fakes: FakeVideo[]) {
  vimeo = await startVimeoServer({ videos: fakes, token: TOKEN });
  const cast = await videoCast(delivery, {
    config: { vimeo: { accessToken: TOKEN, apiBase: vimeo.apiBase } },
    integrations: { vimeo: createVimeoClient({ accessToken: TOKEN, apiBase: vimeo.apiBase }) },
  });
  return { cast, server: vimeo };
}

async function adminVideos(cast: Awaited<ReturnType<typeof castWith>>['cast']) {
  const res = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/videos' });
  return res.json<AdminVideoListResponse>().videos;
}

describe('Vimeo import: embedding and hashes', () => {
  it('leaves out videos whose embed privacy is not public, with the reason', async () => {
    const { cast } = await castWith([
      { id: '9100001', ...VIMEO_EXAMPLE_STATES.embedPrivate },
      { id: '9100002', ...VIMEO_EXAMPLE_STATES.embedWhitelist },
      { id: '9100003', name: 'Plays anywhere' },
    ]);
    const res = await as(cast.app, cast.admin, { ...IMPORT, payload: { forRole: 'athlete' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ newly_imported: 1, skipped: 2 });
    expect(res.json().errors).toEqual([
      'Skipped "Not embeddable": embedding is not allowed on Vimeo (embed privacy private)',
      'Skipped "Embeddable on listed sites only": embedding is not allowed on Vimeo (embed privacy whitelist)',
    ]);
    expect((await adminVideos(cast)).map((v) => v.vimeoId)).toEqual(['9100003']);
  });

  it('reads an unlisted hash that only the uri carries (/videos/<id>:<hash>)', async () => {
    const { cast } = await castWith([{ id: '9100010', ...VIMEO_EXAMPLE_STATES.unlistedHashInUri }]);
    expect((await as(cast.app, cast.admin, IMPORT)).statusCode).toBe(200);
    const [video] = await adminVideos(cast);
    expect(video).toMatchObject({ vimeoId: '9100010', vimeoHash: '7c1e2f3a4b' });
    const play = await as(cast.app, cast.admin, {
      method: 'POST',
      url: `/api/videos/${video!.id}/play`,
    });
    expect(play.json().embedUrl).toBe('https://player.vimeo.com/video/9100010?h=7c1e2f3a4b');
  });

  it.each([
    'https://vimeo.com/925926407/49a4e309cd',
    'https://player.vimeo.com/video/925926407?h=49a4e309cd',
    '925926407:49a4e309cd',
  ])('Add New Video keeps the hash of %s', async (address) => {
    const { cast } = await castWith([]);
    const res = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: 'Unlisted drill', vimeoId: address },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vimeoId: '925926407', vimeoHash: '49a4e309cd' });
    const play = await as(cast.app, cast.admin, {
      method: 'POST',
      url: `/api/videos/${res.json().id}/play`,
    });
    expect(play.json().embedUrl).toBe('https://player.vimeo.com/video/925926407?h=49a4e309cd');
  });
});

describe('Vimeo import: athlete drills in one step', () => {
  it('the confirm step sets audience and drill type of new videos; known ones keep theirs', async () => {
    const { cast, server } = await castWith(makeFakeVideos(2, 9_300_000));
    const first = await as(cast.app, cast.admin, {
      ...IMPORT,
      payload: { forRole: 'athlete', drillType: 'force' },
    });
    expect(first.json()).toMatchObject({ newly_imported: 2 });
    server.videos.push({ id: '9300005', name: 'Form later' });
    await as(cast.app, cast.admin, { ...IMPORT, payload: { forRole: 'both', drillType: 'form' } });
    const byTitle = Object.fromEntries(
      (await adminVideos(cast)).map((v) => [v.title, [v.forRole, v.drillType]]),
    );
    expect(byTitle).toEqual({
      'Drill video 1': ['athlete', 'force'],
      'Drill video 2': ['athlete', 'force'],
      'Form later': ['both', 'form'],
    });
    const drills = await as(cast.app, cast.athlete, { method: 'GET', url: '/api/drills?tab=all' });
    expect(drills.json().drills).toHaveLength(3);
    const bad = await as(cast.app, cast.admin, { ...IMPORT, payload: { drillType: 'speed' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Vimeo re-check: videos made private or deleted', () => {
  it('the next import marks them unavailable; users no longer see them; a re-check brings one back', async () => {
    const fakes = makeFakeVideos(4, 9_200_000);
    const { cast, server } = await castWith(fakes);
    const first = await as(cast.app, cast.admin, { ...IMPORT, payload: { forRole: 'both' } });
    expect(first.json()).toMatchObject({ newly_imported: 4, now_unavailable: 0 });
    // A hand-added video (another account's) that Vimeo no longer has.
    const handAdded = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: 'Gone elsewhere', vimeoId: '9299999', forRole: 'both', isPreview: true },
    });
    expect(handAdded.statusCode).toBe(201);
    // Everything a preview, so the question is only whether it plays on Vimeo.
    for (const video of await adminVideos(cast)) {
      await as(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/admin/videos/${video.id}`,
        payload: { isPreview: true },
      });
    }

    server.videos[0]!.privacyView = 'nobody';
    server.videos[1]!.privacyEmbed = 'private';
    server.videos.splice(2, 1); // deleted on Vimeo
    const second = await as(cast.app, cast.admin, IMPORT);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ newly_imported: 0, now_unavailable: 4 });
    expect(second.json().errors).toEqual(
      expect.arrayContaining([
        '"Drill video 3" no longer plays: deleted on Vimeo',
        '"Gone elsewhere" no longer plays: deleted on Vimeo',
      ]),
    );
    const reasons = Object.fromEntries(
      (await adminVideos(cast)).map((v) => [v.title, v.unavailableReason]),
    );
    expect(reasons).toEqual({
      'Drill video 1': 'private on Vimeo (nobody)',
      'Drill video 2': 'embedding is not allowed on Vimeo (embed privacy private)',
      'Drill video 3': 'deleted on Vimeo',
      'Drill video 4': null,
      'Gone elsewhere': 'deleted on Vimeo',
    });

    // Athletes and coaches see only the one that still plays, and cannot play the others.
    for (const session of [cast.athlete, cast.coach, cast.both]) {
      const list = await as(cast.app, session, { method: 'GET', url: '/api/videos' });
      expect(list.json<VideoListResponse>().videos.map((v) => v.title)).toEqual(['Drill video 4']);
    }
    const drills = await as(cast.app, cast.athlete, { method: 'GET', url: '/api/drills?tab=all' });
    expect(drills.json().drills.map((d: { title: string }) => d.title)).toEqual(['Drill video 4']);
    const gone = (await adminVideos(cast)).find((v) => v.title === 'Drill video 1')!;
    const play = await as(cast.app, cast.athlete, {
      method: 'POST',
      url: `/api/videos/${gone.id}/play`,
    });
    expect(play.statusCode).toBe(404);

    // Made public again on Vimeo: the re-check brings it back and adds nothing new.
    server.videos[0]!.privacyView = 'anybody';
    server.videos.push({ id: '9200009', name: 'Uploaded since' });
    const recheck = await as(cast.app, cast.admin, RECHECK);
    expect(recheck.statusCode, recheck.body).toBe(200);
    expect(recheck.json()).toMatchObject({ newly_imported: 0, now_unavailable: 3 });
    const after = await adminVideos(cast);
    expect(after.map((v) => v.title)).not.toContain('Uploaded since');
    expect(after.find((v) => v.title === 'Drill video 1')!.unavailableReason).toBeNull();
  });

  it('the re-check is for admins only and refuses while an import runs', async () => {
    const { cast } = await castWith([]);
    expect((await as(cast.app, null, RECHECK)).statusCode).toBe(401);
    for (const session of [cast.athlete, cast.coach, cast.both]) {
      expect((await as(cast.app, session, RECHECK)).statusCode).toBe(403);
    }
    const [a, b] = await Promise.all([
      as(cast.app, cast.admin, RECHECK),
      as(cast.app, cast.admin, IMPORT),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});
