import { CARD_TAG_LIMIT, LONG_PRESS_FOLDER_MS } from '@gamespeed/domain';
import type { AdminVideo, Folder, Tag } from '@gamespeed/domain/contracts';
import {
  Folder as FolderIcon,
  FolderOpen,
  FolderPlus,
  type LucideIcon,
  Plus,
  Trash2,
} from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { Button } from '@/components/ui/button/button';
import { cn } from '@/lib/cn';
import {
  type FolderIndex,
  folderSummary,
  subfoldersOf,
  topLevelFolders,
  videosIn,
} from '../folder-tree';
import { useLongPress } from '../hooks/use-long-press';
import { messages } from '../messages';
import { isTransferTarget, type Transfer } from '../transfer';
import { VideoRow } from './video-row';

export interface FolderTreeActions {
  onToggle: (folder: Folder) => void;
  onAddVideos: (folder: Folder) => void;
  onCreateSubfolder: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
  onPlay: (video: AdminVideo) => void;
  onVideoActions: (video: AdminVideo, folder: Folder) => void;
  /** Opens 'Edit Video' (docs/product/content.md). */
  onEditVideo?: (video: AdminVideo) => void;
  /** A destination chosen in move/copy mode. */
  onTransferTarget: (folder: Folder) => void;
}

export interface FolderTreeProps {
  index: FolderIndex;
  /** Open folders from the top level down (see folder-tree.ts). */
  openPath: readonly string[];
  tagsById: ReadonlyMap<string, Tag>;
  transfer: Transfer | null;
  actions: FolderTreeActions;
}

/** docs/product/screens.md 'Manage Videos': top-level folders as expandable cards, nested below when open. */
export function FolderTree(props: FolderTreeProps) {
  const folders = topLevelFolders(props.index);
  return (
    <ul className="flex flex-col gap-3">
      {folders.map((folder) => (
        <FolderCard key={folder.id} folder={folder} depth={0} {...props} />
      ))}
    </ul>
  );
}

function FolderCard({
  folder,
  depth,
  index,
  openPath,
  tagsById,
  transfer,
  actions,
}: FolderTreeProps & { folder: Folder; depth: number }) {
  const nameId = useId();
  const open = openPath.includes(folder.id);
  const actionable = openPath.at(-1) === folder.id;
  const subfolders = subfoldersOf(index, folder.id);
  const videos = videosIn(index, folder.id);
  const tags = folder.tagIds.flatMap((id) => tagsById.get(id) ?? []);
  const target = transfer !== null && isTransferTarget(transfer, folder.id);
  const press = useLongPress({
    delay: LONG_PRESS_FOLDER_MS,
    enabled: target,
    onLongPress: () => actions.onTransferTarget(folder),
    onClick: () => actions.onToggle(folder),
  });
  const Icon = open ? FolderOpen : FolderIcon;
  const here = transfer?.mode === 'move' ? 'Move here' : 'Copy here';

  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'rounded-2xl border bg-surface',
        actionable ? 'border-accent/60' : 'border-line',
        target && 'border-dashed border-accent/70',
      )}
    >
      <div className="flex items-start gap-1 p-1.5">
        <button
          type="button"
          aria-expanded={open}
          className="flex min-h-11 min-w-0 flex-1 touch-manipulation items-start gap-3 rounded-xl p-2 text-left select-none [-webkit-touch-callout:none] hover:bg-zinc-900"
          {...press}
        >
          <Icon
            aria-hidden
            className={cn('mt-0.5 h-6 w-6 shrink-0', open ? 'text-accent' : 'text-zinc-400')}
          />
          <span className="flex min-w-0 flex-col gap-1">
            <span id={nameId} className="font-semibold break-words text-zinc-50">
              {folder.name}
            </span>
            <span className="text-xs text-muted">
              {folderSummary(subfolders.length, videos.length)}
            </span>
            {tags.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
                  <Badge key={tag.id} tone="accent">
                    {tag.name}
                  </Badge>
                ))}
                {tags.length > CARD_TAG_LIMIT ? (
                  <Badge tone="neutral">+{tags.length - CARD_TAG_LIMIT}</Badge>
                ) : null}
              </span>
            ) : null}
          </span>
        </button>
        {target ? (
          <Button
            size="sm"
            aria-label={`${here}: ${folder.name}`}
            className="mt-1 h-11 shrink-0"
            onClick={() => actions.onTransferTarget(folder)}
          >
            {here}
          </Button>
        ) : null}
      </div>

      {open ? (
        <div className="flex flex-col gap-3 border-t border-line px-3 pt-3 pb-3">
          <div className="grid grid-cols-3 gap-2">
            <FolderAction
              icon={Plus}
              label="Add Video"
              disabled={!actionable}
              onClick={() => actions.onAddVideos(folder)}
            />
            <FolderAction
              icon={FolderPlus}
              label="Create Folder"
              disabled={!actionable}
              onClick={() => actions.onCreateSubfolder(folder)}
            />
            <FolderAction
              icon={Trash2}
              label="Delete"
              danger
              disabled={!actionable}
              onClick={() => actions.onDelete(folder)}
            />
          </div>
          {actionable ? null : (
            <p className="text-xs text-muted">
              Actions are available on the innermost open folder.
            </p>
          )}

          {subfolders.length > 0 ? (
            <ul className={cn('flex flex-col gap-2', depth < 4 && 'border-l-2 border-line pl-2')}>
              {subfolders.map((child) => (
                <FolderCard
                  key={child.id}
                  folder={child}
                  depth={depth + 1}
                  index={index}
                  openPath={openPath}
                  tagsById={tagsById}
                  transfer={transfer}
                  actions={actions}
                />
              ))}
            </ul>
          ) : null}
          {videos.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label={`Videos in ${folder.name}`}>
              {videos.map((video) => (
                <VideoRow
                  key={video.id}
                  video={video}
                  longPressMs={LONG_PRESS_FOLDER_MS}
                  onPlay={actions.onPlay}
                  onOpenActions={(v) => actions.onVideoActions(v, folder)}
                  onEdit={actions.onEditVideo}
                  highlighted={transfer?.video.id === video.id}
                />
              ))}
            </ul>
          ) : null}
          {subfolders.length === 0 && videos.length === 0 ? (
            <p className="py-2 text-center text-sm text-muted">{messages.folderEmpty}</p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A folder action: icon over a short label, so three fit side by side at any depth. */
function FolderAction({
  icon: Icon,
  label,
  danger = false,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl border border-line bg-surface-raised px-1 py-1.5 text-xs font-semibold transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-40',
        danger
          ? 'text-red-400 enabled:hover:bg-red-950/40'
          : 'text-zinc-100 enabled:hover:bg-zinc-800',
      )}
    >
      <Icon aria-hidden className="h-5 w-5" />
      {label}
    </button>
  );
}
