import type { AdminVideo, Folder } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { adminVideoFixture, folderFixture } from '@/testing/fixtures';
import {
  actionableFolderId,
  countLine,
  folderSummary,
  indexFolders,
  pathTo,
  pruneOpenPath,
  subfoldersOf,
  toggleOpenPath,
  topLevelFolders,
  videosIn,
} from './folder-tree';

const folder = (id: string, parentFolderId: string | null = null): Folder =>
  folderFixture({ id, name: id, parentFolderId });
const video = (id: string, folderIds: string[] | null): AdminVideo =>
  adminVideoFixture({ id, title: id, vimeoId: '1', duration: null, folderIds });

// a ─ a1 ─ a1x
//   └ a2
// b
const folders = [
  folder('b'),
  folder('a1x', 'a1'),
  folder('a2', 'a'),
  folder('a1', 'a'),
  folder('a'),
];
const videos = [video('v1', ['a']), video('v2', null), video('v3', ['a1', 'b']), video('v4', [])];
const index = indexFolders(folders, videos);

describe('indexFolders', () => {
  it('nests folders by parent in the server order and files videos by folder', () => {
    expect(topLevelFolders(index).map((f) => f.id)).toEqual(['b', 'a']);
    expect(subfoldersOf(index, 'a').map((f) => f.id)).toEqual(['a2', 'a1']);
    expect(videosIn(index, 'a1').map((v) => v.id)).toEqual(['v3']);
    expect(videosIn(index, 'b').map((v) => v.id)).toEqual(['v3']);
    expect(index.unfiled.map((v) => v.id)).toEqual(['v2', 'v4']);
  });

  it('puts a folder whose parent is gone at the top, and a video of a gone folder in unfiled', () => {
    const orphan = indexFolders([folder('x', 'gone')], [video('v', ['gone'])]);
    expect(topLevelFolders(orphan).map((f) => f.id)).toEqual(['x']);
    expect(orphan.unfiled.map((v) => v.id)).toEqual(['v']);
  });
});

describe('open path: only the deepest open folder is actionable', () => {
  it('opening a folder makes it the actionable one; its ancestors stay open', () => {
    let path = toggleOpenPath(index, [], 'a');
    expect(path).toEqual(['a']);
    expect(actionableFolderId(path)).toBe('a');
    path = toggleOpenPath(index, path, 'a1');
    expect(path).toEqual(['a', 'a1']);
    expect(actionableFolderId(path)).toBe('a1');
    path = toggleOpenPath(index, path, 'a1x');
    expect(actionableFolderId(path)).toBe('a1x');
  });

  it('closing a folder closes its open descendants and hands the actions to its parent', () => {
    expect(toggleOpenPath(index, ['a', 'a1', 'a1x'], 'a1')).toEqual(['a']);
    expect(toggleOpenPath(index, ['a', 'a1'], 'a')).toEqual([]);
    expect(actionableFolderId([])).toBeNull();
  });

  it('opening another branch closes the current one', () => {
    expect(toggleOpenPath(index, ['a', 'a1'], 'a2')).toEqual(['a', 'a2']);
    expect(toggleOpenPath(index, ['a', 'a1'], 'b')).toEqual(['b']);
  });

  it('pathTo lists the ancestors from the top; pruning drops deleted folders', () => {
    expect(pathTo(index, 'a1x')).toEqual(['a', 'a1', 'a1x']);
    const after = indexFolders(
      folders.filter((f) => f.id !== 'a1x'),
      videos,
    );
    expect(pruneOpenPath(after, ['a', 'a1', 'a1x'])).toEqual(['a', 'a1']);
  });
});

describe('texts', () => {
  it('counts subfolders and videos, and the count line of docs/product/screens.md', () => {
    expect(folderSummary(2, 3)).toBe('2 folders, 3 videos');
    expect(folderSummary(0, 0)).toBe('0 folders, 0 videos');
    expect(folderSummary(1, 1)).toBe('1 folders, 1 videos');
    expect(countLine(4, 9)).toBe('4 unfiled video(s) • 9 total');
  });
});
