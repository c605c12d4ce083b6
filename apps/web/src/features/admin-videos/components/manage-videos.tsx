import { LONG_PRESS_UNFILED_MS } from '@gamespeed/domain';
import {
  type AdminVideo,
  FOLDER_HAS_SUBFOLDERS_MESSAGE,
  type Folder,
} from '@gamespeed/domain/contracts';
import { vimeoPlayerUrl } from '@gamespeed/domain/vimeo-id';
import { ArrowLeft, FolderPlus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { useCopyVideo } from '../api/copy-video';
import { useAdminVideos } from '../api/get-admin-videos';
import { useFolders } from '../api/get-folders';
import { useTags } from '../api/get-tags';
import { useMoveVideo } from '../api/move-video';
import { useRemoveVideoFromFolder } from '../api/remove-video-from-folder';
import {
  countLine,
  indexFolders,
  pathTo,
  pruneOpenPath,
  subfoldersOf,
  toggleOpenPath,
  topLevelFolders,
  videosIn,
} from '../folder-tree';
import { messages, UNDO_TOAST_MS } from '../messages';
import { isTransferTarget, type Transfer } from '../transfer';
import { AddVideosDialog } from './add-videos-dialog';
import { CategoriesManager } from './categories-manager';
import { CreateFolderDialog } from './create-folder-dialog';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { DeleteVideoDialog } from './delete-video-dialog';
import { EditVideoDialog } from './edit-video-dialog';
import { FolderTree } from './folder-tree';
import { ImportVideos } from './import-videos';
import { TransferBanner } from './transfer-banner';
import { TransferConfirmDialog } from './transfer-confirm-dialog';
import { VideoActionsDialog, type VideoActionsTarget } from './video-actions-dialog';

/** Opens a video in Vimeo's player in a new tab, autoplaying (docs/product/screens.md, docs/product/api.md). */
function openVideoPlayer(vimeoId: string): void {
  window.open(vimeoPlayerUrl(vimeoId), '_blank', 'noopener');
}

import { VideoRow } from './video-row';

/** docs/product/screens.md 'Manage Videos': folders, unfiled videos, import, and every dialog of the screen. */
export function ManageVideos() {
  const videosQuery = useAdminVideos();
  const foldersQuery = useFolders();
  const tagsQuery = useTags();
  const move = useMoveVideo();
  const copy = useCopyVideo();
  const takeOut = useRemoveVideoFromFolder();

  const [openPath, setOpenPath] = useState<string[]>([]);
  const [creating, setCreating] = useState<{ parent: Folder | null } | null>(null);
  const [addingTo, setAddingTo] = useState<Folder | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<Folder | null>(null);
  const [deletingVideo, setDeletingVideo] = useState<AdminVideo | null>(null);
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const [actionsFor, setActionsFor] = useState<VideoActionsTarget | null>(null);
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [transferTarget, setTransferTarget] = useState<Folder | null>(null);

  const videos = videosQuery.data?.videos;
  const folders = foldersQuery.data?.folders;
  const index = useMemo(() => indexFolders(folders ?? [], videos ?? []), [folders, videos]);
  const tagsById = useMemo(
    () => new Map((tagsQuery.data?.tags ?? []).map((t) => [t.id, t])),
    [tagsQuery.data],
  );
  const path = pruneOpenPath(index, openPath);

  // The video being moved may have changed (another action, a refetch): follow the fresh copy.
  const activeTransfer: Transfer | null = transfer
    ? { ...transfer, video: videos?.find((v) => v.id === transfer.video.id) ?? transfer.video }
    : null;

  function requestFolderDelete(folder: Folder) {
    if (subfoldersOf(index, folder.id).length > 0) {
      toast({
        title: messages.cannotDelete,
        description: FOLDER_HAS_SUBFOLDERS_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    setDeletingFolder(folder);
  }

  function chooseTransferTarget(folder: Folder) {
    if (!activeTransfer || !isTransferTarget(activeTransfer, folder.id)) return;
    setTransferTarget(folder);
  }

  function confirmTransfer() {
    if (!activeTransfer || !transferTarget) return;
    const { mode, video, fromFolderId } = activeTransfer;
    const target = transferTarget;
    const undone = {
      onSuccess: () => toast({ title: messages.transferUndone(mode), variant: 'success' as const }),
      onError: () => toast({ title: messages.undoFailed, variant: 'destructive' as const }),
    };
    // The opposite change, safe to send twice: a move goes back to the folder it came from; a
    // copy, or a move of an unfiled video, leaves the target folder again.
    const undo = () => {
      if (mode === 'move' && fromFolderId)
        move.mutate(
          { videoId: video.id, fromFolderId: target.id, toFolderId: fromFolderId },
          undone,
        );
      else takeOut.mutate({ folderId: target.id, videoId: video.id }, undone);
    };
    const done = {
      onSuccess: () => {
        toast({
          title: messages.transferDone(mode),
          variant: 'success' as const,
          duration: UNDO_TOAST_MS,
          action: {
            label: messages.undo,
            altText: messages.undoTransferLabel(mode, video.title, target.name),
            onAction: undo,
          },
        });
        setTransferTarget(null);
        setTransfer(null);
      },
      onError: () =>
        toast({ title: messages.transferFailed(mode), variant: 'destructive' as const }),
    };
    if (mode === 'move')
      move.mutate({ videoId: video.id, fromFolderId, toFolderId: transferTarget.id }, done);
    else copy.mutate({ videoId: video.id, toFolderId: transferTarget.id }, done);
  }

  const loading = videosQuery.isPending || foldersQuery.isPending;
  const failed = videosQuery.isError || foldersQuery.isError;
  const topFolders = topLevelFolders(index);

  return (
    <div className={transfer ? 'flex flex-col gap-6 pb-28' : 'flex flex-col gap-6'}>
      <header className="flex flex-col gap-3">
        <Link
          to={paths.admin.dashboard.getHref()}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-medium text-muted hover:text-zinc-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Admin Dashboard
        </Link>
        <h1 className="text-2xl font-bold">Manage Videos</h1>
        {videos ? (
          <p className="text-sm text-muted">{countLine(index.unfiled.length, videos.length)}</p>
        ) : null}
      </header>

      <div className="grid grid-cols-2 gap-3">
        <ImportVideos className="col-span-2" />
        <Link
          to={paths.admin.newVideo.getHref()}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-accent px-2 text-sm font-semibold whitespace-nowrap text-black hover:bg-accent-strong"
        >
          <Plus aria-hidden className="h-5 w-5 shrink-0" /> Add New Video
        </Link>
        <Button
          variant="secondary"
          className="px-2 text-sm whitespace-nowrap"
          onClick={() => setCreating({ parent: null })}
        >
          <FolderPlus aria-hidden className="h-5 w-5 shrink-0" /> Create Folder
        </Button>
      </div>

      {loading ? (
        <Spinner label="Loading videos..." showLabel className="self-center py-8" />
      ) : failed ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line p-6 text-center">
          <p className="text-sm text-muted">The video library could not be loaded.</p>
          <Button
            variant="secondary"
            onClick={() => {
              void videosQuery.refetch();
              void foldersQuery.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="folders-heading" className="flex flex-col gap-3">
            <h2 id="folders-heading" className="text-lg font-semibold">
              Folders
            </h2>
            {topFolders.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line p-5 text-center text-sm text-muted">
                No folders yet. Use Create Folder to organize your videos.
              </p>
            ) : (
              <FolderTree
                index={index}
                openPath={path}
                tagsById={tagsById}
                transfer={activeTransfer}
                actions={{
                  onToggle: (folder) => setOpenPath(toggleOpenPath(index, path, folder.id)),
                  onAddVideos: setAddingTo,
                  onCreateSubfolder: (folder) => setCreating({ parent: folder }),
                  onDelete: requestFolderDelete,
                  onPlay: (video) => openVideoPlayer(video.vimeoId),
                  onVideoActions: (video, folder) => setActionsFor({ video, folder }),
                  onEditVideo: setEditing,
                  onTransferTarget: chooseTransferTarget,
                }}
              />
            )}
          </section>

          <section aria-labelledby="unfiled-heading" className="flex flex-col gap-3">
            <h2 id="unfiled-heading" className="text-lg font-semibold">
              Unfiled Videos
            </h2>
            {index.unfiled.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line p-5 text-center text-sm text-muted">
                Every video is in a folder.
              </p>
            ) : (
              <>
                <p className="text-xs text-muted">
                  Tap a video to play it. Press and hold (or use ⋯) for more actions.
                </p>
                <ul className="flex flex-col gap-2">
                  {index.unfiled.map((video) => (
                    <VideoRow
                      key={video.id}
                      video={video}
                      longPressMs={LONG_PRESS_UNFILED_MS}
                      onPlay={(v) => openVideoPlayer(v.vimeoId)}
                      onOpenActions={(v) => setActionsFor({ video: v, folder: null })}
                      onDelete={setDeletingVideo}
                      onEdit={setEditing}
                      highlighted={activeTransfer?.video.id === video.id}
                    />
                  ))}
                </ul>
              </>
            )}
          </section>
        </>
      )}

      <CreateFolderDialog
        open={creating !== null}
        parent={creating?.parent ?? null}
        onClose={() => setCreating(null)}
        onCreated={(folder) => {
          // Show the new subfolder: its parent stays (or becomes) the open folder.
          if (folder.parentFolderId) setOpenPath(pathTo(index, folder.parentFolderId));
        }}
      />
      <AddVideosDialog folder={addingTo} videos={videos ?? []} onClose={() => setAddingTo(null)} />
      <DeleteFolderDialog
        folder={deletingFolder}
        videoCount={deletingFolder ? videosIn(index, deletingFolder.id).length : 0}
        onClose={() => setDeletingFolder(null)}
        onDeleted={(folder) =>
          setOpenPath((current) =>
            current.includes(folder.id) ? current.slice(0, current.indexOf(folder.id)) : current,
          )
        }
      />
      <CategoriesManager />
      <DeleteVideoDialog video={deletingVideo} onClose={() => setDeletingVideo(null)} />
      <EditVideoDialog
        video={editing ? (videos?.find((v) => v.id === editing.id) ?? editing) : null}
        onClose={() => setEditing(null)}
      />
      <VideoActionsDialog
        target={actionsFor}
        onClose={() => setActionsFor(null)}
        onPlay={(video) => openVideoPlayer(video.vimeoId)}
        onStartTransfer={(mode, target) => {
          setActionsFor(null);
          setTransferTarget(null);
          setTransfer({ mode, video: target.video, fromFolderId: target.folder?.id ?? null });
        }}
      />
      <TransferConfirmDialog
        transfer={activeTransfer}
        target={transferTarget}
        busy={move.isPending || copy.isPending}
        onConfirm={confirmTransfer}
        onClose={() => setTransferTarget(null)}
      />
      {activeTransfer ? (
        <TransferBanner
          transfer={activeTransfer}
          onCancel={() => {
            setTransfer(null);
            setTransferTarget(null);
          }}
        />
      ) : null}
    </div>
  );
}
