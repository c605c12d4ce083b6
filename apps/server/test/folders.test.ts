import {
  FOLDER_CONFIRM_NAME_MESSAGE,
  FOLDER_HAS_SUBFOLDERS_MESSAGE,
  FOLDER_NAME_REQUIRED_MESSAGE,
  type FolderListResponse,
  SELECT_VIDEOS_MESSAGE,
} from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { as, deliveryForThisFile } from './support/auth';
import { countRows } from './support/database';
import { folderIdsOf, seedFolder, seedVideo, type VideoCast, videoCast } from './support/videos';

const delivery = deliveryForThisFile();

const MISSING = '00000000-0000-4000-8000-000000000000';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const admin = (
  cast: VideoCast,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) => as(cast.app, cast.admin, { method, url, payload });

describe('creating and listing folders', () => {
  it('creates a folder with tags under a parent, created by the admin; lists newest first', async () => {
    const cast = await videoCast(delivery);
    const tag = await admin(cast, 'POST', '/api/admin/tags', { name: 'Speed' });
    const top = await admin(cast, 'POST', '/api/admin/folders', { name: '  Drills  ' });
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json()).toMatchObject({
      name: 'Drills',
      tagIds: [],
      parentFolderId: null,
      createdBy: cast.admin.user.id,
    });
    const sub = await admin(cast, 'POST', '/api/admin/folders', {
      name: 'Sprints',
      tagIds: [tag.json().id, tag.json().id],
      parentFolderId: top.json().id,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json()).toMatchObject({ tagIds: [tag.json().id], parentFolderId: top.json().id });
    const old = await seedFolder({ name: 'Old', createdAt: minutesAgo(60) });

    const list = await admin(cast, 'GET', '/api/admin/folders');
    expect(list.statusCode).toBe(200);
    const folders = (list.json() as FolderListResponse).folders;
    expect(folders.map((f) => f.id)).toEqual([sub.json().id, top.json().id, old.id]);
  });

  it('a blank name → 400 "Please enter a folder name"', async () => {
    const cast = await videoCast(delivery);
    for (const name of ['', '   ']) {
      const res = await admin(cast, 'POST', '/api/admin/folders', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'folder_name_required',
        message: FOLDER_NAME_REQUIRED_MESSAGE,
      });
    }
    expect(await countRows('video_folders')).toBe(0);
  });

  it('unknown tag or parent → 400; bad uuids → 400; nothing written', async () => {
    const cast = await videoCast(delivery);
    const cases = [
      [{ name: 'A', tagIds: [MISSING] }, 'unknown_tag'],
      [{ name: 'A', parentFolderId: MISSING }, 'unknown_parent_folder'],
      [{ name: 'A', tagIds: ['nope'] }, 'invalid_input'],
      [{ name: 'A', parentFolderId: 'nope' }, 'invalid_input'],
    ] as const;
    for (const [payload, code] of cases) {
      const res = await admin(cast, 'POST', '/api/admin/folders', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    expect(await countRows('video_folders')).toBe(0);
  });
});

describe('deleting folders', () => {
  it('a folder with subfolders cannot be deleted', async () => {
    const cast = await videoCast(delivery);
    const parent = await seedFolder({ name: 'Parent' });
    await seedFolder({ name: 'Child', parentFolderId: parent.id });
    const res = await admin(cast, 'DELETE', `/api/admin/folders/${parent.id}`, {
      confirmName: 'Parent',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'folder_has_subfolders',
      message: FOLDER_HAS_SUBFOLDERS_MESSAGE,
    });
    expect(await countRows('video_folders')).toBe(2);
  });

  it('a folder holding videos needs its exact name; deleting clears it from every video', async () => {
    const cast = await videoCast(delivery);
    const folder = await seedFolder({ name: 'Speed Work' });
    const other = await seedFolder({ name: 'Other' });
    const onlyHere = await seedVideo({ folderIds: [folder.id] });
    const alsoElsewhere = await seedVideo({ folderIds: [other.id, folder.id] });
    const untouched = await seedVideo({ folderIds: [other.id] });
    const url = `/api/admin/folders/${folder.id}`;

    for (const confirm of [undefined, 'speed work', 'Speed Work ', 'Speed']) {
      const res = await admin(
        cast,
        'DELETE',
        url,
        confirm === undefined ? undefined : { confirmName: confirm },
      );
      expect(res.statusCode, String(confirm)).toBe(400);
      expect(res.json().error).toEqual({
        code: 'folder_confirmation_required',
        message: FOLDER_CONFIRM_NAME_MESSAGE,
      });
    }
    expect(await folderIdsOf(onlyHere.id)).toEqual([folder.id]);

    const res = await admin(cast, 'DELETE', url, { confirmName: 'Speed Work' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await folderIdsOf(onlyHere.id)).toBeNull();
    expect(await folderIdsOf(alsoElsewhere.id)).toEqual([other.id]);
    expect(await folderIdsOf(untouched.id)).toEqual([other.id]);
    expect(await countRows('video_folders')).toBe(1);
    expect((await admin(cast, 'DELETE', url, { confirmName: 'Speed Work' })).statusCode).toBe(404);
  });

  it('the confirmation may come in the query; an empty folder needs none; bad id → 400', async () => {
    const cast = await videoCast(delivery);
    const folder = await seedFolder({ name: 'Köln & Co' });
    const video = await seedVideo({ folderIds: [folder.id] });
    const empty = await seedFolder({ name: 'Empty' });
    const byQuery = await admin(
      cast,
      'DELETE',
      `/api/admin/folders/${folder.id}?confirmName=${encodeURIComponent('Köln & Co')}`,
    );
    expect(byQuery.statusCode, byQuery.body).toBe(204);
    expect(await folderIdsOf(video.id)).toBeNull();
    expect((await admin(cast, 'DELETE', `/api/admin/folders/${empty.id}`)).statusCode).toBe(204);
    expect((await admin(cast, 'DELETE', '/api/admin/folders/123')).statusCode).toBe(400);
    expect(await countRows('video_folders')).toBe(0);
  });

  it('a child folder can be deleted, and then its parent', async () => {
    const cast = await videoCast(delivery);
    const parent = await seedFolder();
    const child = await seedFolder({ parentFolderId: parent.id });
    expect((await admin(cast, 'DELETE', `/api/admin/folders/${child.id}`)).statusCode).toBe(204);
    expect((await admin(cast, 'DELETE', `/api/admin/folders/${parent.id}`)).statusCode).toBe(204);
  });
});

describe('adding videos to a folder', () => {
  it('adds the selected videos and leaves those already in it', async () => {
    const cast = await videoCast(delivery);
    const folder = await seedFolder();
    const other = await seedFolder();
    const already = await seedVideo({ folderIds: [folder.id] });
    const elsewhere = await seedVideo({ folderIds: [other.id] });
    const unfiled = await seedVideo();
    const res = await admin(cast, 'POST', `/api/admin/folders/${folder.id}/videos`, {
      videoIds: [already.id, elsewhere.id, unfiled.id, unfiled.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 2, alreadyInFolder: 1 });
    expect(await folderIdsOf(already.id)).toEqual([folder.id]);
    expect(await folderIdsOf(elsewhere.id)).toEqual([other.id, folder.id]);
    expect(await folderIdsOf(unfiled.id)).toEqual([folder.id]);
  });

  it('none selected → 400 "Please select at least one video"', async () => {
    const cast = await videoCast(delivery);
    const folder = await seedFolder();
    const res = await admin(cast, 'POST', `/api/admin/folders/${folder.id}/videos`, {
      videoIds: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'no_videos_selected',
      message: SELECT_VIDEOS_MESSAGE,
    });
  });

  it('unknown folder or video → 404 and nothing changes; bad uuids → 400', async () => {
    const cast = await videoCast(delivery);
    const folder = await seedFolder();
    const video = await seedVideo();
    const unknownFolder = await admin(cast, 'POST', `/api/admin/folders/${MISSING}/videos`, {
      videoIds: [video.id],
    });
    expect(unknownFolder.statusCode).toBe(404);
    const unknownVideo = await admin(cast, 'POST', `/api/admin/folders/${folder.id}/videos`, {
      videoIds: [video.id, MISSING],
    });
    expect(unknownVideo.statusCode).toBe(404);
    expect(await folderIdsOf(video.id)).toBeNull();
    const badVideo = await admin(cast, 'POST', `/api/admin/folders/${folder.id}/videos`, {
      videoIds: ['x'],
    });
    expect(badVideo.statusCode).toBe(400);
    const badFolder = await admin(cast, 'POST', '/api/admin/folders/x/videos', {
      videoIds: [video.id],
    });
    expect(badFolder.statusCode).toBe(400);
  });

  it('two admins adding at once lose nothing (same folder, and same video into many folders)', async () => {
    const cast = await videoCast(delivery);
    const folder = await seedFolder();
    const [first, second] = [await seedVideo(), await seedVideo()];
    const results = await Promise.all(
      [first, second].map((video) =>
        admin(cast, 'POST', `/api/admin/folders/${folder.id}/videos`, { videoIds: [video.id] }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await folderIdsOf(first.id)).toEqual([folder.id]);
    expect(await folderIdsOf(second.id)).toEqual([folder.id]);

    const shared = await seedVideo();
    const folders = await Promise.all(Array.from({ length: 8 }, () => seedFolder()));
    const adds = await Promise.all(
      folders.map((f) =>
        admin(cast, 'POST', `/api/admin/folders/${f.id}/videos`, { videoIds: [shared.id] }),
      ),
    );
    expect(adds.map((r) => r.json())).toEqual(
      folders.map(() => ({ added: 1, alreadyInFolder: 0 })),
    );
    expect([...(await folderIdsOf(shared.id))!].sort()).toEqual(folders.map((f) => f.id).sort());
  });
});

describe('removing, moving and copying', () => {
  it('remove: folder_ids loses the folder, null when empty; unknown → 404', async () => {
    const cast = await videoCast(delivery);
    const a = await seedFolder();
    const b = await seedFolder();
    const video = await seedVideo({ folderIds: [a.id, b.id] });
    const first = await admin(cast, 'DELETE', `/api/admin/folders/${a.id}/videos/${video.id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().folderIds).toEqual([b.id]);
    const last = await admin(cast, 'DELETE', `/api/admin/folders/${b.id}/videos/${video.id}`);
    expect(last.json().folderIds).toBeNull();
    expect(await folderIdsOf(video.id)).toBeNull();
    const again = await admin(cast, 'DELETE', `/api/admin/folders/${b.id}/videos/${video.id}`);
    expect(again.statusCode).toBe(200);
    expect(await folderIdsOf(video.id)).toBeNull();
    expect(
      (await admin(cast, 'DELETE', `/api/admin/folders/${MISSING}/videos/${video.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await admin(cast, 'DELETE', `/api/admin/folders/${a.id}/videos/${MISSING}`)).statusCode,
    ).toBe(404);
    expect((await admin(cast, 'DELETE', `/api/admin/folders/${a.id}/videos/x`)).statusCode).toBe(
      400,
    );
  });

  it('move: removes the source, adds the target once; an unfiled video moves from null', async () => {
    const cast = await videoCast(delivery);
    const [a, b, c] = [await seedFolder(), await seedFolder(), await seedFolder()];
    const video = await seedVideo({ folderIds: [a.id, c.id] });
    const move = (fromFolderId: string | null, toFolderId: string, id = video.id) =>
      admin(cast, 'POST', `/api/admin/videos/${id}/move`, { fromFolderId, toFolderId });

    const moved = await move(a.id, b.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().folderIds).toEqual([c.id, b.id]);
    expect(await folderIdsOf(video.id)).toEqual([c.id, b.id]);
    // Into a folder it is already in: the source goes, the target is not doubled.
    expect((await move(c.id, b.id)).json().folderIds).toEqual([b.id]);
    // Source and target the same: nothing changes.
    expect((await move(b.id, b.id)).json().folderIds).toEqual([b.id]);

    const unfiled = await seedVideo();
    const fromNull = await move(null, a.id, unfiled.id);
    expect(fromNull.json().folderIds).toEqual([a.id]);

    expect((await move(a.id, MISSING)).statusCode).toBe(404);
    expect((await move(MISSING, a.id)).statusCode).toBe(404);
    expect((await move(a.id, b.id, MISSING)).statusCode).toBe(404);
    expect((await move('x', b.id)).statusCode).toBe(400);
    expect((await move(a.id, 'x')).statusCode).toBe(400);
    expect(await folderIdsOf(video.id)).toEqual([b.id]);
  });

  it('copy: adds the target if absent and keeps the rest', async () => {
    const cast = await videoCast(delivery);
    const [a, b] = [await seedFolder(), await seedFolder()];
    const video = await seedVideo({ folderIds: [a.id] });
    const copy = (toFolderId: string, id = video.id) =>
      admin(cast, 'POST', `/api/admin/videos/${id}/copy`, { toFolderId });
    expect((await copy(b.id)).json().folderIds).toEqual([a.id, b.id]);
    expect((await copy(b.id)).json().folderIds).toEqual([a.id, b.id]);
    const unfiled = await seedVideo();
    expect((await copy(a.id, unfiled.id)).json().folderIds).toEqual([a.id]);
    expect((await copy(MISSING)).statusCode).toBe(404);
    expect((await copy(a.id, MISSING)).statusCode).toBe(404);
    expect((await copy('x')).statusCode).toBe(400);
    expect(
      (await admin(cast, 'POST', `/api/admin/videos/x/copy`, { toFolderId: a.id })).statusCode,
    ).toBe(400);
    expect(await folderIdsOf(video.id)).toEqual([a.id, b.id]);
  });

  it('undo: each change is reversed by its opposite request, and a repeated undo changes nothing', async () => {
    const cast = await videoCast(delivery);
    const [a, b, c] = [await seedFolder(), await seedFolder(), await seedFolder()];
    const sorted = (ids: string[] | null) => (ids === null ? null : [...ids].sort());
    const twice = async (undo: () => Promise<{ statusCode: number; body: string }>) => {
      for (let i = 0; i < 2; i += 1) {
        const res = await undo();
        expect(res.statusCode, res.body).toBe(200);
      }
    };

    // Remove from a folder → Undo adds it back.
    const removed = await seedVideo({ folderIds: [a.id, c.id] });
    await admin(cast, 'DELETE', `/api/admin/folders/${a.id}/videos/${removed.id}`);
    await twice(() =>
      admin(cast, 'POST', `/api/admin/folders/${a.id}/videos`, { videoIds: [removed.id] }),
    );
    expect(sorted(await folderIdsOf(removed.id))).toEqual(sorted([a.id, c.id]));

    // Move a → b → Undo moves it back from b to a.
    const moved = await seedVideo({ folderIds: [a.id, c.id] });
    await admin(cast, 'POST', `/api/admin/videos/${moved.id}/move`, {
      fromFolderId: a.id,
      toFolderId: b.id,
    });
    await twice(() =>
      admin(cast, 'POST', `/api/admin/videos/${moved.id}/move`, {
        fromFolderId: b.id,
        toFolderId: a.id,
      }),
    );
    expect(sorted(await folderIdsOf(moved.id))).toEqual(sorted([a.id, c.id]));

    // An unfiled video moved into b → Undo removes it from b: unfiled again.
    const unfiled = await seedVideo();
    await admin(cast, 'POST', `/api/admin/videos/${unfiled.id}/move`, {
      fromFolderId: null,
      toFolderId: b.id,
    });
    await twice(() => admin(cast, 'DELETE', `/api/admin/folders/${b.id}/videos/${unfiled.id}`));
    expect(await folderIdsOf(unfiled.id)).toBeNull();

    // Copy into b → Undo removes the copy; the original folder stays.
    const copied = await seedVideo({ folderIds: [a.id] });
    await admin(cast, 'POST', `/api/admin/videos/${copied.id}/copy`, { toFolderId: b.id });
    await twice(() => admin(cast, 'DELETE', `/api/admin/folders/${b.id}/videos/${copied.id}`));
    expect(await folderIdsOf(copied.id)).toEqual([a.id]);
  });

  it('concurrent move and copy of one video keep both changes', async () => {
    const cast = await videoCast(delivery);
    const [a, b, c] = [await seedFolder(), await seedFolder(), await seedFolder()];
    const video = await seedVideo({ folderIds: [a.id] });
    const [moved, copied] = await Promise.all([
      admin(cast, 'POST', `/api/admin/videos/${video.id}/move`, {
        fromFolderId: a.id,
        toFolderId: b.id,
      }),
      admin(cast, 'POST', `/api/admin/videos/${video.id}/copy`, { toFolderId: c.id }),
    ]);
    expect([moved.statusCode, copied.statusCode]).toEqual([200, 200]);
    expect([...(await folderIdsOf(video.id))!].sort()).toEqual([b.id, c.id].sort());
  });
});
