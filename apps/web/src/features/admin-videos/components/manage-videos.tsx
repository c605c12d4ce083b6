import {
  type AdminVideo,
  FOLDER_HAS_SUBFOLDERS_MESSAGE,
  type Folder,
} from '@gamespeed/domain/contracts';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { useAdminVideos } from '../api/get-admin-videos';
import { useFolders } from '../api/get-folders';
import { useTags } from '../api/get-tags';
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
import { useVideoTransfer } from '../hooks/use-video-transfer';
import { messages } from '../messages';
import { openVideoPlayer } from '../open-video-player';
import { AddVideosDialog } from './add-videos-dialog';
import { BulkEditDialog } from './bulk-edit-dialog';
import { CategoriesManager } from './categories-manager';
import { CreateFolderDialog } from './create-folder-dialog';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { DeleteVideoDialog } from './delete-video-dialog';
import { EditVideoDialog } from './edit-video-dialog';
import { FolderTree } from './folder-tree';
import { ManageVideosHeader } from './manage-videos-header';
import { TransferBanner } from './transfer-banner';
import { TransferConfirmDialog } from './transfer-confirm-dialog';
import { UnfiledVideos } from './unfiled-videos';
import { VideoActionsDialog, type VideoActionsTarget } from './video-actions-dialog';

/** docs/product/screens.md 'Manage Videos': folders, unfiled videos, import, and every dialog of the screen. */
export function ManageVideos() {
  const videosQuery = useAdminVideos();
  const foldersQuery = useFolders();
  const tagsQuery = useTags();

  const [openPath, setOpenPath] = useState<string[]>([]);
  const [creating, setCreating] = useState<{ parent: Folder | null } | null>(null);
  const [addingTo, setAddingTo] = useState<Folder | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<Folder | null>(null);
  const [deletingVideo, setDeletingVideo] = useState<AdminVideo | null>(null);
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const [actionsFor, setActionsFor] = useState<VideoActionsTarget | null>(null);
  const [bulkEditing, setBulkEditing] = useState(false);

  const videos = videosQuery.data?.videos;
  const folders = foldersQuery.data?.folders;
  const transfer = useVideoTransfer(videos);
  const index = useMemo(() => indexFolders(folders ?? [], videos ?? []), [folders, videos]);
  const tagsById = useMemo(
    () => new Map((tagsQuery.data?.tags ?? []).map((t) => [t.id, t])),
    [tagsQuery.data],
  );
  const path = pruneOpenPath(index, openPath);

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

  const loading = videosQuery.isPending || foldersQuery.isPending;
  const failed = videosQuery.isError || foldersQuery.isError;
  const topFolders = topLevelFolders(index);

  return (
    <div className={transfer.active ? 'flex flex-col gap-6 pb-28' : 'flex flex-col gap-6'}>
      <ManageVideosHeader
        countLine={videos ? countLine(index.unfiled.length, videos.length) : null}
        onCreateFolder={() => setCreating({ parent: null })}
        onBulkEdit={() => setBulkEditing(true)}
      />

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
                transfer={transfer.active}
                actions={{
                  onToggle: (folder) => setOpenPath(toggleOpenPath(index, path, folder.id)),
                  onAddVideos: setAddingTo,
                  onCreateSubfolder: (folder) => setCreating({ parent: folder }),
                  onDelete: requestFolderDelete,
                  onPlay: openVideoPlayer,
                  onVideoActions: (video, folder) => setActionsFor({ video, folder }),
                  onEditVideo: setEditing,
                  onTransferTarget: transfer.chooseTarget,
                }}
              />
            )}
          </section>

          <UnfiledVideos
            videos={index.unfiled}
            transferVideoId={transfer.active?.video.id ?? null}
            onPlay={openVideoPlayer}
            onOpenActions={(video) => setActionsFor({ video, folder: null })}
            onDelete={setDeletingVideo}
            onEdit={setEditing}
          />
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
      <BulkEditDialog
        open={bulkEditing}
        videos={videos ?? []}
        onClose={() => setBulkEditing(false)}
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
        onPlay={openVideoPlayer}
        onStartTransfer={(mode, target) => {
          setActionsFor(null);
          transfer.start(mode, target.video, target.folder);
        }}
      />
      <TransferConfirmDialog
        transfer={transfer.active}
        target={transfer.target}
        busy={transfer.busy}
        onConfirm={transfer.confirm}
        onClose={transfer.clearTarget}
      />
      {transfer.active ? (
        <TransferBanner transfer={transfer.active} onCancel={transfer.cancel} />
      ) : null}
    </div>
  );
}
