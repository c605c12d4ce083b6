import type { BulkEditVideosResponse } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { as, deliveryForThisFile } from './support/auth';
import { seedCategory, seedVideo, videoCast } from './support/videos';

/** Bulk edit in Manage Videos and its Undo (docs/product/content.md 'Bulk edit'). */

const delivery = deliveryForThisFile();

type Cast = Awaited<ReturnType<typeof videoCast>>;

const bulkEdit = (cast: Cast, edits: unknown, who = cast.admin) =>
  as(cast.app, who, { method: 'POST', url: '/api/admin/videos/bulk-edit', payload: { edits } });

const listed = async (cast: Cast, ids: string[]) => {
  const res = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/videos' });
  const all = res.json().videos as { id: string }[];
  return ids.map((id) => all.find((v) => v.id === id));
};

describe('bulk edit (admin)', () => {
  it('sets the same fields on several videos; sending back `previous` restores each one exactly', async () => {
    const cast = await videoCast(delivery);
    const drills = await seedCategory({ name: 'Bulk drills' });
    const old = await seedCategory({ name: 'Bulk old' });
    const a = await seedVideo({ title: 'Bulk A', forRole: 'coach', tags: ['hips'] });
    const b = await seedVideo({
      title: 'Bulk B',
      forRole: 'both',
      categoryId: old.id,
      drillType: 'force',
      isFeatured: true,
    });
    const untouched = await seedVideo({ title: 'Bulk C' });
    const before = await listed(cast, [a.id, b.id, untouched.id]);

    const changes = {
      forRole: 'athlete',
      categoryId: drills.id,
      drillType: 'form',
      tags: ['speed', 'speed'],
      isPreview: true,
    };
    const res = await bulkEdit(cast, [
      { videoId: a.id, changes },
      { videoId: b.id, changes },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BulkEditVideosResponse>();
    expect(body.videos).toHaveLength(2);
    for (const video of body.videos)
      expect(video).toMatchObject({
        forRole: 'athlete',
        categoryId: drills.id,
        drillType: 'form',
        tags: ['speed'],
        isPreview: true,
      });
    // Only the fields changed, with each video's own values; featured was not touched.
    expect(body.previous).toEqual([
      {
        videoId: a.id,
        changes: {
          forRole: 'coach',
          categoryId: null,
          drillType: null,
          tags: ['hips'],
          isPreview: false,
        },
      },
      {
        videoId: b.id,
        changes: {
          forRole: 'both',
          categoryId: old.id,
          drillType: 'force',
          tags: [],
          isPreview: false,
        },
      },
    ]);
    expect((await listed(cast, [b.id]))[0]).toMatchObject({ isFeatured: true });

    // Undo: the previous values as a bulk edit; sent twice, the same result.
    for (let i = 0; i < 2; i++) {
      const undo = await bulkEdit(cast, body.previous);
      expect(undo.statusCode, undo.body).toBe(200);
    }
    expect(await listed(cast, [a.id, b.id, untouched.id])).toEqual(before);
  });

  it('is all or nothing: an unknown video is a 404, an unknown category a 400, and nothing changes', async () => {
    const cast = await videoCast(delivery);
    const a = await seedVideo({ title: 'Bulk kept', forRole: 'coach' });
    const before = await listed(cast, [a.id]);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const missing = await bulkEdit(cast, [
      { videoId: a.id, changes: { forRole: 'athlete' } },
      { videoId: unknown, changes: { forRole: 'athlete' } },
    ]);
    expect(missing.statusCode).toBe(404);
    const badCategory = await bulkEdit(cast, [{ videoId: a.id, changes: { categoryId: unknown } }]);
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error.code).toBe('unknown_category');
    expect(await listed(cast, [a.id])).toEqual(before);
  });

  it('refuses an empty list, a video twice, a title (not a bulk field) and unknown fields', async () => {
    const cast = await videoCast(delivery);
    const a = await seedVideo({ title: 'Bulk refused' });
    for (const edits of [
      [],
      [
        { videoId: a.id, changes: { isFeatured: true } },
        { videoId: a.id, changes: { isFeatured: false } },
      ],
      [{ videoId: a.id, changes: { title: 'Renamed' } }],
      [{ videoId: a.id, changes: { forRole: 'everyone' } }],
      [{ videoId: 'not-a-uuid', changes: {} }],
    ]) {
      const res = await bulkEdit(cast, edits);
      expect(res.statusCode, JSON.stringify(edits)).toBe(400);
    }
  });
});
