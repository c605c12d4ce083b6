import type { AdminVideo, Folder } from '@gamespeed/domain/contracts';

/**
 * The folder tree of docs/product/screens.md 'Manage Videos' and docs/product/states.md: folders nest by parent id; each lists its
 * direct subfolders and videos. Open folders form one path from a top-level folder down, so
 * "the frontmost (deepest) open folder" — the only actionable one — is always well defined:
 * the last folder of the path.
 */
export interface FolderIndex {
  byId: ReadonlyMap<string, Folder>;
  /** Direct subfolders by parent id ('' for the top level), in the server's order. */
  children: ReadonlyMap<string, readonly Folder[]>;
  /** Videos directly in each folder, in the list's order (by title). */
  videos: ReadonlyMap<string, readonly AdminVideo[]>;
  /** Videos in no folder. */
  unfiled: readonly AdminVideo[];
}

const TOP = '';

export function indexFolders(
  folders: readonly Folder[],
  videos: readonly AdminVideo[],
): FolderIndex {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const children = new Map<string, Folder[]>();
  for (const folder of folders) {
    // A parent that is not in the list (deleted meanwhile) puts the folder at the top.
    const parent =
      folder.parentFolderId && byId.has(folder.parentFolderId) ? folder.parentFolderId : TOP;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const inFolder = new Map<string, AdminVideo[]>();
  const unfiled: AdminVideo[] = [];
  for (const video of videos) {
    const ids = (video.folderIds ?? []).filter((id) => byId.has(id));
    if (ids.length === 0) unfiled.push(video);
    for (const id of ids) inFolder.set(id, [...(inFolder.get(id) ?? []), video]);
  }
  return { byId, children, videos: inFolder, unfiled };
}

export const topLevelFolders = (index: FolderIndex) => index.children.get(TOP) ?? [];
export const subfoldersOf = (index: FolderIndex, folderId: string) =>
  index.children.get(folderId) ?? [];
export const videosIn = (index: FolderIndex, folderId: string) => index.videos.get(folderId) ?? [];

/** The folder's ancestors from the top level down, then the folder itself. */
export function pathTo(index: FolderIndex, folderId: string): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  let current = index.byId.get(folderId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current.id);
    current = current.parentFolderId ? index.byId.get(current.parentFolderId) : undefined;
  }
  return path;
}

/**
 * Toggles a folder in the open path: closing keeps only its ancestors open (its open
 * descendants close with it); opening makes the path lead to it, closing other branches.
 */
export function toggleOpenPath(
  index: FolderIndex,
  openPath: readonly string[],
  folderId: string,
): string[] {
  const at = openPath.indexOf(folderId);
  if (at >= 0) return openPath.slice(0, at);
  return pathTo(index, folderId);
}

/** Drops folders that no longer exist (deleted here or by another admin). */
export function pruneOpenPath(index: FolderIndex, openPath: readonly string[]): string[] {
  const at = openPath.findIndex((id) => !index.byId.has(id));
  return at < 0 ? [...openPath] : openPath.slice(0, at);
}

/** The frontmost (deepest) open folder: the only one whose actions are enabled. */
export const actionableFolderId = (openPath: readonly string[]): string | null =>
  openPath.at(-1) ?? null;

/** docs/product/screens.md 'N folders, M videos' (verbatim, also for 1) with direct subfolders and videos. */
export function folderSummary(subfolders: number, videos: number): string {
  return `${subfolders} folders, ${videos} videos`;
}

/** docs/product/screens.md count line: '{n} unfiled video(s) • {m} total'. */
export const countLine = (unfiled: number, total: number) =>
  `${unfiled} unfiled video(s) • ${total} total`;
