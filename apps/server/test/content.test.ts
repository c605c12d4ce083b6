import {
  type AdminCategoryListResponse,
  type AdminPrescriptionListResponse,
  CATEGORY_EXISTS_MESSAGE,
  categoryInUseMessage,
  type Dashboard,
  type EducationResponse,
  PAYWALL_CODE,
  type ResultsSummary,
  type VideoListResponse,
} from '@gamespeed/domain/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deficiencyPrescriptions, users, videos } from '../src/db/schema';
import { as, call, deliveryForThisFile } from './support/auth';
import { getTestDatabase } from './support/database';
import { seedCategory, seedVideo, videoCast } from './support/videos';

/** Content: editing, categories, featured, the paywall, playing, watching (docs/product/content.md). */

const delivery = deliveryForThisFile();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function subscribe(userId: string) {
  const { db } = await getTestDatabase();
  await db
    .update(users)
    .set({ subscriptionStatus: 'active', subscriptionExpires: null })
    .where(eq(users.id, userId));
}

describe('editing a video (admin)', () => {
  it('changes title, description, category, audience, drill type, flags and tags', async () => {
    const cast = await videoCast(delivery);
    const category = await seedCategory({ name: 'Acceleration' });
    const video = await seedVideo({ title: 'Old title' });
    const res = await as(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/admin/videos/${video.id}`,
      payload: {
        title: '  New title ',
        description: 'Now with words',
        categoryId: category.id,
        forRole: 'athlete',
        drillType: 'form',
        isFeatured: true,
        isPreview: true,
        tags: ['speed', 'speed', 'hips'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: video.id,
      title: 'New title',
      description: 'Now with words',
      categoryId: category.id,
      forRole: 'athlete',
      drillType: 'form',
      isFeatured: true,
      isPreview: true,
      tags: ['speed', 'hips'],
      vimeoId: video.vimeoId,
    });
    // Absent fields stay; null clears.
    const partial = await as(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/admin/videos/${video.id}`,
      payload: { categoryId: null, description: '' },
    });
    expect(partial.json()).toMatchObject({
      title: 'New title',
      categoryId: null,
      description: null,
    });
  });

  it('refuses an unknown video (404), category (400), field or value (400)', async () => {
    const cast = await videoCast(delivery);
    const video = await seedVideo();
    const patch = (id: string, payload: unknown) =>
      as(cast.app, cast.admin, { method: 'PATCH', url: `/api/admin/videos/${id}`, payload });
    expect((await patch('00000000-0000-4000-8000-000000000000', { title: 'X' })).statusCode).toBe(
      404,
    );
    const unknownCategory = await patch(video.id, {
      categoryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error.code).toBe('unknown_category');
    for (const payload of [
      { title: ' ' },
      { forRole: 'everyone' },
      { vimeoId: '1' },
      { tags: 'x' },
    ]) {
      expect((await patch(video.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(videos).where(eq(videos.id, video.id));
    expect(row!.title).toBe(video.title);
  });
});

describe('categories (admin)', () => {
  it('create, rename, set audience, reorder, list with counts', async () => {
    const cast = await videoCast(delivery);
    const post = (payload: unknown) =>
      as(cast.app, cast.admin, { method: 'POST', url: '/api/admin/categories', payload });
    const a = await post({ name: ' Acceleration ' });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ name: 'Acceleration', forRole: 'both', orderIndex: 0 });
    const b = await post({ name: 'Deceleration', forRole: 'athlete', description: 'Stopping' });
    expect(b.json()).toMatchObject({ orderIndex: 1, forRole: 'athlete' });
    const dup = await post({ name: 'Acceleration' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({ code: 'category_exists', message: CATEGORY_EXISTS_MESSAGE });
    // Unique regardless of case.
    const otherCase = await post({ name: 'ACCELERATION' });
    expect(otherCase.statusCode).toBe(409);
    expect(otherCase.json().error.code).toBe('category_exists');
    expect((await post({ name: '  ' })).statusCode).toBe(400);

    const renamed = await as(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/admin/categories/${a.json().id}`,
      payload: { name: 'Starts', forRole: 'coach' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Starts', forRole: 'coach' });
    const clash = await as(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/admin/categories/${a.json().id}`,
      payload: { name: 'Deceleration' },
    });
    expect(clash.statusCode).toBe(409);
    const clashInOtherCase = await as(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/admin/categories/${a.json().id}`,
      payload: { name: 'deceleration' },
    });
    expect(clashInOtherCase.statusCode).toBe(409);
    // A category may change the case of its own name.
    const recased = await as(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/admin/categories/${a.json().id}`,
      payload: { name: 'STARTS' },
    });
    expect(recased.json()).toMatchObject({ name: 'STARTS' });
    await as(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/admin/categories/${a.json().id}`,
      payload: { name: 'Starts' },
    });

    await seedVideo({ categoryId: b.json().id });
    const order = await as(cast.app, cast.admin, {
      method: 'PUT',
      url: '/api/admin/categories/order',
      payload: { ids: [b.json().id, a.json().id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    const list = order.json() as AdminCategoryListResponse;
    expect(list.categories.map((c) => [c.name, c.orderIndex, c.videoCount])).toEqual([
      ['Deceleration', 0, 1],
      ['Starts', 1, 0],
    ]);
    // Coaches now see 'Starts' (audience coach) but not 'Deceleration' (athletes).
    const coach = await as(cast.app, cast.coach, { method: 'GET', url: '/api/categories' });
    expect(coach.json().categories.map((c: { name: string }) => c.name)).toEqual(['Starts']);
  });

  it('delete: 409 with a clear message while videos use it, 204 once empty, then 404', async () => {
    const cast = await videoCast(delivery);
    const category = await seedCategory({ name: 'In use' });
    const video = await seedVideo({ categoryId: category.id });
    await seedVideo({ categoryId: category.id });
    const del = () =>
      as(cast.app, cast.admin, { method: 'DELETE', url: `/api/admin/categories/${category.id}` });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'category_in_use',
      message: categoryInUseMessage(2),
    });
    expect(categoryInUseMessage(2)).toBe(
      'This category still holds 2 videos. Move them to another category first.',
    );
    const { db } = await getTestDatabase();
    await db.update(videos).set({ categoryId: null }).where(eq(videos.categoryId, category.id));
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    const [row] = await db.select().from(videos).where(eq(videos.id, video.id));
    expect(row!.categoryId).toBeNull();
  });
});

describe('featured videos', () => {
  it('the featured videos of the caller’s audience, newest first', async () => {
    const cast = await videoCast(delivery);
    const coachOld = await seedVideo({ isFeatured: true, createdAt: minutesAgo(30) });
    const both = await seedVideo({ isFeatured: true, forRole: 'both', createdAt: minutesAgo(20) });
    const athlete = await seedVideo({
      isFeatured: true,
      forRole: 'athlete',
      isPreview: true,
      createdAt: minutesAgo(10),
    });
    await seedVideo({ forRole: 'athlete' }); // not featured
    const ids = async (session: typeof cast.coach, url = '/api/videos/featured') =>
      (
        (await as(cast.app, session, { method: 'GET', url })).json() as VideoListResponse
      ).videos.map((v) => v.id);
    expect(await ids(cast.coach)).toEqual([both.id, coachOld.id]);
    expect(await ids(cast.athlete)).toEqual([athlete.id, both.id]);
    expect(await ids(cast.both, '/api/videos/featured?view=athlete')).toEqual([
      athlete.id,
      both.id,
    ]);
    const featured = await as(cast.app, cast.athlete, {
      method: 'GET',
      url: '/api/videos/featured',
    });
    const [preview, locked] = (featured.json() as VideoListResponse).videos;
    expect(preview).toMatchObject({ accessible: true, vimeoId: athlete.vimeoId });
    expect(locked).toMatchObject({ accessible: false, vimeoId: null, vimeoHash: null });
    const refused = await as(cast.app, cast.athlete, {
      method: 'GET',
      url: '/api/videos/featured?view=coach',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the paywall', () => {
  it('lists send the Vimeo id and hash only for videos the user may watch', async () => {
    const cast = await videoCast(delivery);
    const category = await seedCategory({ name: 'Lectures', forRole: 'coach' });
    const locked = await seedVideo({ vimeoHash: 'abcdef1234', categoryId: category.id });
    const preview = await seedVideo({ vimeoHash: '1234abcdef', isPreview: true });
    const list = async (session: typeof cast.coach) =>
      Object.fromEntries(
        (
          (
            await as(cast.app, session, { method: 'GET', url: '/api/videos' })
          ).json() as VideoListResponse
        ).videos.map((v) => [v.id, [v.accessible, v.vimeoId, v.vimeoHash]]),
      );
    expect(await list(cast.coach)).toEqual({
      [locked.id]: [false, null, null],
      [preview.id]: [true, preview.vimeoId, '1234abcdef'],
    });
    const education = (
      await as(cast.app, cast.coach, { method: 'GET', url: '/api/education' })
    ).json() as EducationResponse;
    expect(education.categories[0]!.videos[0]).toMatchObject({ vimeoId: null, vimeoHash: null });
    await subscribe(cast.coach.user.id);
    expect(await list(cast.coach)).toEqual({
      [locked.id]: [true, locked.vimeoId, 'abcdef1234'],
      [preview.id]: [true, preview.vimeoId, '1234abcdef'],
    });
    // Admins manage the library and may watch everything.
    expect((await list(cast.admin))[locked.id]).toEqual([true, locked.vimeoId, 'abcdef1234']);
  });

  it('play: the embed after the server’s check; 403 with the paywall code; 404 outside the audience', async () => {
    const cast = await videoCast(delivery);
    const preview = await seedVideo({
      forRole: 'athlete',
      isPreview: true,
      vimeoHash: 'aa11bb22cc',
    });
    const locked = await seedVideo({ forRole: 'athlete' });
    const coachOnly = await seedVideo({ forRole: 'coach', isPreview: true });
    const play = (session: typeof cast.athlete, id: string) =>
      as(cast.app, session, { method: 'POST', url: `/api/videos/${id}/play` });

    const ok = await play(cast.athlete, preview.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      videoId: preview.id,
      title: preview.title,
      vimeoId: preview.vimeoId,
      vimeoHash: 'aa11bb22cc',
      embedUrl: `https://player.vimeo.com/video/${preview.vimeoId}?h=aa11bb22cc`,
    });
    const refused = await play(cast.athlete, locked.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(PAYWALL_CODE);
    expect(refused.body).not.toContain(locked.vimeoId);
    expect((await play(cast.athlete, coachOnly.id)).statusCode).toBe(404);
    expect((await play(cast.athlete, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await play(cast.admin, locked.id)).statusCode).toBe(200);

    await subscribe(cast.athlete.user.id);
    expect((await play(cast.athlete, locked.id)).json().embedUrl).toBe(
      `https://player.vimeo.com/video/${locked.vimeoId}`,
    );
  });
});

describe('watching', () => {
  it('records per user the furthest point; Videos Watched counts distinct videos past half', async () => {
    const cast = await videoCast(delivery);
    const a = await seedVideo({ forRole: 'athlete', isPreview: true });
    const b = await seedVideo({ forRole: 'both', isPreview: true });
    const locked = await seedVideo({ forRole: 'athlete' });
    const watch = (session: typeof cast.athlete, id: string, fraction: number, clientId: string) =>
      as(cast.app, session, {
        method: 'POST',
        url: `/api/videos/${id}/watch`,
        payload: { fraction, clientId },
      });
    const summary = async () =>
      ((await call(cast.app, cast.athlete, 'GET', '/api/results/summary')).json() as ResultsSummary)
        .videosWatched;

    const c = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    expect((await watch(cast.athlete, a.id, 0.2, c(1))).json()).toEqual({
      videoId: a.id,
      fraction: 0.2,
      watched: false,
    });
    expect(await summary()).toBe(0);
    expect((await watch(cast.athlete, a.id, 0.6, c(2))).json().watched).toBe(true);
    // Going back (a rewind) keeps the furthest point; a repeated event changes nothing.
    expect((await watch(cast.athlete, a.id, 0.1, c(3))).json().fraction).toBe(0.6);
    expect((await watch(cast.athlete, a.id, 1, c(3))).json().fraction).toBe(0.6);
    expect((await watch(cast.athlete, b.id, 0.95, c(4))).json().watched).toBe(true);
    expect(await summary()).toBe(2);

    const refused = await watch(cast.athlete, locked.id, 0.9, c(5));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(PAYWALL_CODE);
    for (const fraction of [-0.1, 1.5]) {
      expect((await watch(cast.athlete, a.id, fraction, c(6))).statusCode).toBe(400);
    }
    expect(
      (
        await as(cast.app, cast.athlete, {
          method: 'POST',
          url: `/api/videos/${a.id}/watch`,
          payload: { fraction: 0.5, clientId: 'nope' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await summary()).toBe(2);
    // Another user's watching is their own.
    const { db } = await getTestDatabase();
    await db.update(users).set({ role: 'both' }).where(eq(users.id, cast.coach.user.id));
    expect((await watch(cast.coach, b.id, 0.3, c(7))).json().fraction).toBe(0.3);
    expect(await summary()).toBe(2);
  });
});

describe('prescription videos', () => {
  it('admins link an item to a video; the athlete’s prescription carries it when accessible', async () => {
    const cast = await videoCast(delivery);
    const { db } = await getTestDatabase();
    await db
      .update(users)
      .set({ primaryDeficiency: 'force_deficient' })
      .where(eq(users.id, cast.athlete.user.id));
    const [item] = await db
      .select()
      .from(deficiencyPrescriptions)
      .where(eq(deficiencyPrescriptions.deficiencyType, 'force_deficient'))
      .orderBy(deficiencyPrescriptions.orderIndex)
      .limit(1);
    const video = await seedVideo({ forRole: 'athlete', isPreview: true });
    const lockedVideo = await seedVideo({ forRole: 'athlete' });
    const link = (videoId: string | null, id = item!.id) =>
      as(cast.app, cast.admin, {
        method: 'PUT',
        url: `/api/admin/prescriptions/${id}/video`,
        payload: { videoId },
      });

    const linked = await link(video.id);
    expect(linked.statusCode, linked.body).toBe(200);
    const row = (linked.json() as AdminPrescriptionListResponse).prescriptions.find(
      (p) => p.id === item!.id,
    );
    expect(row).toMatchObject({ videoId: video.id, videoTitle: video.title });

    const dashboard = async () =>
      ((await call(cast.app, cast.athlete, 'GET', '/api/dashboard')).json() as Dashboard)
        .prescription!.videoLinks;
    const itemOf = { category: item!.category, exerciseName: item!.exerciseName };
    expect(await dashboard()).toEqual([{ ...itemOf, videoId: video.id, accessible: true }]);
    // A locked video is carried marked locked (its tap opens the paywall); unlinking removes it.
    await link(lockedVideo.id);
    expect(await dashboard()).toEqual([{ ...itemOf, videoId: lockedVideo.id, accessible: false }]);
    await subscribe(cast.athlete.user.id);
    expect(await dashboard()).toEqual([{ ...itemOf, videoId: lockedVideo.id, accessible: true }]);
    await link(null);
    expect(await dashboard()).toEqual([]);

    expect((await link(video.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const unknown = await link('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_video');
  });
});

describe('new admin routes refuse everyone but admins', () => {
  it('anonymous → 401; athlete, coach, "both" → 403', async () => {
    const cast = await videoCast(delivery);
    const video = await seedVideo();
    const category = await seedCategory({ name: 'Guarded' });
    const requests = [
      { method: 'PATCH', url: `/api/admin/videos/${video.id}`, payload: { title: 'X' } },
      { method: 'GET', url: '/api/admin/categories' },
      { method: 'POST', url: '/api/admin/categories', payload: { name: 'X' } },
      { method: 'PATCH', url: `/api/admin/categories/${category.id}`, payload: { name: 'X' } },
      { method: 'PUT', url: '/api/admin/categories/order', payload: { ids: [category.id] } },
      { method: 'DELETE', url: `/api/admin/categories/${category.id}` },
      { method: 'GET', url: '/api/admin/prescriptions' },
    ] as const;
    for (const request of requests) {
      expect((await as(cast.app, null, request)).statusCode).toBe(401);
      for (const session of [cast.athlete, cast.coach, cast.both]) {
        expect((await as(cast.app, session, request)).statusCode).toBe(403);
      }
    }
  });
});
