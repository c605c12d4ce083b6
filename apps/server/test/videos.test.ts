import {
  type AdminVideoListResponse,
  type EducationResponse,
  VIDEO_EXISTS_MESSAGE,
  type VideoListResponse,
} from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { as, deliveryForThisFile, type InjectOptions } from './support/auth';
import { countRows } from './support/database';
import { seedCategory, seedFolder, seedVideo, videoCast } from './support/videos';

const delivery = deliveryForThisFile();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('admin routes refuse everyone but admins', () => {
  it('anonymous → 401, athlete, coach and "both" non-admins → 403; nothing is written', async () => {
    const cast = await videoCast(delivery);
    const video = await seedVideo();
    const folder = await seedFolder();
    const other = await seedFolder();
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/videos' },
      {
        method: 'POST',
        url: '/api/admin/videos',
        payload: { title: 'Sneaky', vimeoId: '76979871' },
      },
      { method: 'DELETE', url: `/api/admin/videos/${video.id}` },
      { method: 'GET', url: '/api/admin/tags' },
      { method: 'POST', url: '/api/admin/tags', payload: { name: 'Sneaky' } },
      { method: 'GET', url: '/api/admin/folders' },
      { method: 'POST', url: '/api/admin/folders', payload: { name: 'Sneaky' } },
      { method: 'DELETE', url: `/api/admin/folders/${folder.id}` },
      {
        method: 'POST',
        url: `/api/admin/folders/${folder.id}/videos`,
        payload: { videoIds: [video.id] },
      },
      { method: 'DELETE', url: `/api/admin/folders/${folder.id}/videos/${video.id}` },
      {
        method: 'POST',
        url: `/api/admin/videos/${video.id}/move`,
        payload: { fromFolderId: null, toFolderId: other.id },
      },
      {
        method: 'POST',
        url: `/api/admin/videos/${video.id}/copy`,
        payload: { toFolderId: other.id },
      },
      { method: 'POST', url: '/api/admin/import/vimeo' },
    ];
    for (const request of requests) {
      const label = `${request.method} ${request.url}`;
      const anonymous = await as(cast.app, null, request);
      expect(anonymous.statusCode, label).toBe(401);
      for (const session of [cast.athlete, cast.coach, cast.both]) {
        const refused = await as(cast.app, session, request);
        expect(refused.statusCode, `${label} as ${session.profile?.role}`).toBe(403);
        expect(refused.json().error.code).toBe('forbidden');
      }
    }
    expect(await countRows('videos')).toBe(1);
    expect(await countRows('video_folders')).toBe(2);
    expect(await countRows('tags')).toBe(0);
    const admin = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/videos' });
    expect(admin.statusCode).toBe(200);
    expect((admin.json() as AdminVideoListResponse).videos[0]!.folderIds).toBeNull();
  });
});

describe('reading videos by role', () => {
  it('coach: coach|both newest first; athlete: athlete|both; "both" picks either view', async () => {
    const cast = await videoCast(delivery);
    const coachOld = await seedVideo({ forRole: 'coach', createdAt: minutesAgo(30) });
    const bothMid = await seedVideo({ forRole: 'both', createdAt: minutesAgo(20) });
    const athleteNew = await seedVideo({ forRole: 'athlete', createdAt: minutesAgo(10) });
    const coachNew = await seedVideo({ forRole: 'coach', createdAt: minutesAgo(5) });
    const ids = async (session: typeof cast.coach, url = '/api/videos') => {
      const res = await as(cast.app, session, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as VideoListResponse).videos.map((v) => v.id);
    };

    expect(await ids(cast.coach)).toEqual([coachNew.id, bothMid.id, coachOld.id]);
    expect(await ids(cast.athlete)).toEqual([athleteNew.id, bothMid.id]);
    expect(await ids(cast.both)).toEqual([coachNew.id, bothMid.id, coachOld.id]);
    expect(await ids(cast.both, '/api/videos?view=athlete')).toEqual([athleteNew.id, bothMid.id]);
    expect(await ids(cast.admin)).toEqual([coachNew.id, bothMid.id, coachOld.id]);

    const athleteAsCoach = await as(cast.app, cast.athlete, {
      method: 'GET',
      url: '/api/videos?view=coach',
    });
    expect(athleteAsCoach.statusCode).toBe(403);
    const coachAsAthlete = await as(cast.app, cast.coach, {
      method: 'GET',
      url: '/api/videos?view=athlete',
    });
    expect(coachAsAthlete.statusCode).toBe(403);
    const badView = await as(cast.app, cast.coach, { method: 'GET', url: '/api/videos?view=x' });
    expect(badView.statusCode).toBe(400);
    expect((await as(cast.app, null, { method: 'GET', url: '/api/videos' })).statusCode).toBe(401);
  });

  it('admin: every video by title with its folders, and the dashboard counts', async () => {
    const cast = await videoCast(delivery);
    const folder = await seedFolder();
    await seedVideo({ title: 'Charlie', forRole: 'athlete', isFeatured: true });
    await seedVideo({ title: 'alpha', forRole: 'coach', folderIds: [folder.id] });
    await seedVideo({ title: 'Bravo', forRole: 'both', isFeatured: true });
    await seedVideo({ title: 'Delta', folderIds: [] });
    const res = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/videos' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminVideoListResponse;
    expect(body.videos.map((v) => v.title)).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(body.videos.find((v) => v.title === 'alpha')!.folderIds).toEqual([folder.id]);
    expect(body.videos.find((v) => v.title === 'Delta')!.folderIds).toBeNull();
    expect(body.counts).toEqual({ total: 4, unfiled: 3, featured: 2 });
  });
});

describe('categories and education', () => {
  it('categories by role in order_index order', async () => {
    const cast = await videoCast(delivery);
    const second = await seedCategory({ name: 'Second', forRole: 'coach', orderIndex: 2 });
    const first = await seedCategory({ name: 'First', forRole: 'both', orderIndex: 1 });
    const athleteOnly = await seedCategory({ name: 'Drills', forRole: 'athlete', orderIndex: 0 });
    const names = async (session: typeof cast.coach) => {
      const res = await as(cast.app, session, { method: 'GET', url: '/api/categories' });
      expect(res.statusCode).toBe(200);
      return res.json().categories.map((c: { id: string }) => c.id);
    };
    expect(await names(cast.coach)).toEqual([first.id, second.id]);
    expect(await names(cast.athlete)).toEqual([athleteOnly.id, first.id]);
  });

  it('education: coach videos grouped by category in one request; athletes refused', async () => {
    const cast = await videoCast(delivery);
    const speed = await seedCategory({
      name: 'Speed',
      description: 'Why speed',
      forRole: 'coach',
      orderIndex: 2,
    });
    const power = await seedCategory({ name: 'Power', forRole: 'both', orderIndex: 1 });
    await seedCategory({ name: 'Empty', forRole: 'coach', orderIndex: 3 });
    const drills = await seedCategory({ name: 'Drills', forRole: 'athlete', orderIndex: 0 });
    const s1 = await seedVideo({ categoryId: speed.id, createdAt: minutesAgo(9) });
    const s2 = await seedVideo({ categoryId: speed.id, forRole: 'both', createdAt: minutesAgo(1) });
    const p1 = await seedVideo({ categoryId: power.id });
    const loose = await seedVideo({ categoryId: null });
    const inAthleteCategory = await seedVideo({ categoryId: drills.id, createdAt: minutesAgo(20) });
    await seedVideo({ categoryId: speed.id, forRole: 'athlete' });

    const res = await as(cast.app, cast.coach, { method: 'GET', url: '/api/education' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as EducationResponse;
    expect(body.categories.map((c) => [c.name, c.description, c.videos.map((v) => v.id)])).toEqual([
      ['Power', null, [p1.id]],
      ['Speed', 'Why speed', [s2.id, s1.id]],
    ]);
    expect(body.uncategorized.map((v) => v.id)).toEqual([loose.id, inAthleteCategory.id]);

    const both = await as(cast.app, cast.both, { method: 'GET', url: '/api/education' });
    expect(both.statusCode).toBe(200);
    const athlete = await as(cast.app, cast.athlete, { method: 'GET', url: '/api/education' });
    expect(athlete.statusCode).toBe(403);
  });

  it('education is empty when there is nothing for coaches', async () => {
    const cast = await videoCast(delivery);
    await seedVideo({ forRole: 'athlete' });
    const res = await as(cast.app, cast.coach, { method: 'GET', url: '/api/education' });
    expect(res.json()).toEqual({ categories: [], uncategorized: [] });
  });
});

describe('adding and deleting videos (admin)', () => {
  it('can publish an athlete drill (audience, drill type, free preview, tags) that athletes then see', async () => {
    const cast = await videoCast(delivery);
    const res = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: {
        title: 'Wall Drive',
        vimeoId: '1234567',
        forRole: 'athlete',
        drillType: 'force',
        isPreview: true,
        tags: ['speed', 'hips', 'speed'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      forRole: 'athlete',
      drillType: 'force',
      isPreview: true,
      tags: ['speed', 'hips'],
    });
    const drills = await as(cast.app, cast.athlete, { method: 'GET', url: '/api/drills?tab=all' });
    expect(drills.statusCode).toBe(200);
    expect(JSON.stringify(drills.json())).toContain('Wall Drive');
    const bad = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: 'X', vimeoId: '7654321', forRole: 'everyone', drillType: 'speed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.(forRole|drillType)/);
  });

  it('takes the id from a Vimeo address, builds the thumbnail, makes a coach video', async () => {
    const cast = await videoCast(delivery);
    const category = await seedCategory({ name: 'Speed' });
    const res = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: {
        title: '  Acceleration  ',
        description: '',
        vimeoId: 'https://vimeo.com/76979871',
        categoryId: category.id,
        isFeatured: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Acceleration',
      description: null,
      vimeoId: '76979871',
      thumbnailUrl: 'https://vumbnail.com/76979871.jpg',
      categoryId: category.id,
      isFeatured: true,
      forRole: 'coach',
      drillType: null,
      folderIds: null,
    });
    const coachList = await as(cast.app, cast.coach, { method: 'GET', url: '/api/videos' });
    expect(coachList.json().videos.map((v: { title: string }) => v.title)).toEqual([
      'Acceleration',
    ]);

    const plain = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: 'Plain', vimeoId: '12345', categoryId: '' },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({
      vimeoId: '12345',
      categoryId: null,
      isFeatured: false,
      description: null,
    });
  });

  it('a Vimeo id already in the library → 409 with a clear message', async () => {
    const cast = await videoCast(delivery);
    const first = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: 'One', vimeoId: '555' },
    });
    expect(first.statusCode).toBe(201);
    const again = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: 'Two', vimeoId: 'https://player.vimeo.com/video/555' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'video_exists', message: VIDEO_EXISTS_MESSAGE },
    });
    expect(await countRows('videos')).toBe(1);
  });

  it.each([
    [{ vimeoId: '123' }, 'title'],
    [{ title: '   ', vimeoId: '123' }, 'title'],
    [{ title: 'T' }, 'vimeoId'],
    [{ title: 'T', vimeoId: 'abc' }, 'vimeoId'],
    [{ title: 'T', vimeoId: 'https://youtube.com/watch?v=123' }, 'vimeoId'],
    [{ title: 'T', vimeoId: '123', categoryId: 'not-a-uuid' }, 'categoryId'],
    [{ title: 'T', vimeoId: '123', isFeatured: 'yes' }, 'isFeatured'],
  ])('bad input %j → 400 naming %s, nothing written', async (payload, field) => {
    const cast = await videoCast(delivery);
    const res = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
    expect(await countRows('videos')).toBe(0);
  });

  it('an unknown category → 400', async () => {
    const cast = await videoCast(delivery);
    const res = await as(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/videos',
      payload: { title: 'T', vimeoId: '123', categoryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('unknown_category');
    expect(await countRows('videos')).toBe(0);
  });

  it('delete: 204, then 404; a bad id → 400', async () => {
    const cast = await videoCast(delivery);
    const video = await seedVideo();
    const keep = await seedVideo();
    const url = `/api/admin/videos/${video.id}`;
    expect((await as(cast.app, cast.admin, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await as(cast.app, cast.admin, { method: 'DELETE', url })).statusCode).toBe(404);
    const bad = await as(cast.app, cast.admin, { method: 'DELETE', url: '/api/admin/videos/x' });
    expect(bad.statusCode).toBe(400);
    const list = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/videos' });
    expect(list.json().videos.map((v: { id: string }) => v.id)).toEqual([keep.id]);
  });
});

describe('tags (admin)', () => {
  it('creates with a trimmed name, lists by name, returns the existing tag for a repeat', async () => {
    const cast = await videoCast(delivery);
    const post = (name: unknown) =>
      as(cast.app, cast.admin, { method: 'POST', url: '/api/admin/tags', payload: { name } });
    const speed = await post('  Speed ');
    expect(speed.statusCode).toBe(201);
    expect(speed.json().name).toBe('Speed');
    expect((await post('agility')).statusCode).toBe(201);
    const repeat = await post('Speed');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(speed.json());

    const blank = await post('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toEqual({
      code: 'tag_name_required',
      message: 'Please enter a tag name',
    });
    expect((await post(42)).statusCode).toBe(400);

    const list = await as(cast.app, cast.admin, { method: 'GET', url: '/api/admin/tags' });
    expect(list.json().tags.map((t: { name: string }) => t.name)).toEqual(['agility', 'Speed']);
    expect(await countRows('tags')).toBe(2);
  });
});
