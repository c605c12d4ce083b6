import type { AdminVideo } from '@gamespeed/domain/contracts';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge/badge';
import { VideoThumbnail } from '@/components/ui/video-thumbnail/video-thumbnail';
import { cn } from '@/lib/cn';
import { useLongPress } from '../hooks/use-long-press';
import { IconButton } from './icon-button';

/** Who a video is for, as the row shows it. */
const AUDIENCE_LABELS: Record<AdminVideo['forRole'], string> = {
  coach: 'Coaches',
  athlete: 'Athletes',
  both: 'Both',
};

export interface VideoRowProps {
  video: AdminVideo;
  /** docs/product/constants.md: 500 ms inside folders, 1000 ms for unfiled videos. */
  longPressMs: number;
  onPlay: (video: AdminVideo) => void;
  onOpenActions: (video: AdminVideo) => void;
  /** Shown for unfiled videos (docs/product/screens.md: each with a delete button). */
  onDelete?: (video: AdminVideo) => void;
  /** 'Edit Video' (docs/product/content.md). */
  onEdit?: (video: AdminVideo) => void;
  /** The video being moved or copied. */
  highlighted?: boolean;
}

/**
 * One video: tap plays it in Vimeo's player; a long press, or the '⋯' button for keyboard and
 * screen-reader users, opens 'Video Actions'.
 */
export function VideoRow({
  video,
  longPressMs,
  onPlay,
  onOpenActions,
  onDelete,
  onEdit,
  highlighted = false,
}: VideoRowProps) {
  const press = useLongPress({
    delay: longPressMs,
    onLongPress: () => onOpenActions(video),
    onClick: () => onPlay(video),
  });
  return (
    <li
      className={cn(
        'flex items-center gap-1 rounded-xl border bg-surface-raised p-1.5',
        highlighted ? 'border-accent ring-1 ring-accent' : 'border-line',
      )}
    >
      <button
        type="button"
        className="flex min-h-11 min-w-0 flex-1 touch-manipulation items-center gap-3 rounded-lg p-1 text-left select-none [-webkit-touch-callout:none] hover:bg-zinc-800/60"
        {...press}
      >
        <span className="flex min-w-0 flex-col gap-1">
          <span className="line-clamp-2 text-sm font-medium break-words text-zinc-100">
            {/* The row is named by what it shows, "Play {title}" first (the thumbnail and its
                duration come after it in the DOM, though first on screen). */}
            <span className="sr-only">Play </span>
            {video.title}
          </span>
          <span className="flex flex-wrap gap-1">
            <Badge className="whitespace-nowrap">
              <span className="sr-only">For </span>
              {AUDIENCE_LABELS[video.forRole]}
            </Badge>
            {video.isFeatured ? (
              <Badge tone="accent" className="whitespace-nowrap">
                Featured
              </Badge>
            ) : null}
            {video.isPreview ? (
              <Badge tone="accent" className="whitespace-nowrap">
                Preview
              </Badge>
            ) : null}
            {video.unavailableReason ? (
              <Badge tone="orange" className="whitespace-nowrap">
                Not playable
              </Badge>
            ) : null}
          </span>
          {video.unavailableReason ? (
            <span className="text-xs text-orange-300">
              Hidden from users: {video.unavailableReason}
            </span>
          ) : null}
        </span>
        <VideoThumbnail
          src={video.thumbnailUrl}
          duration={video.duration}
          className="order-first w-20"
        />
      </button>
      {onEdit ? (
        <IconButton
          icon={Pencil}
          label={`Edit ${video.title}`}
          className="shrink-0"
          onClick={() => onEdit(video)}
        />
      ) : null}
      <IconButton
        icon={Ellipsis}
        label={`Video actions for ${video.title}`}
        className="shrink-0"
        onClick={() => onOpenActions(video)}
      />
      {onDelete ? (
        <IconButton
          icon={Trash2}
          label={`Delete ${video.title}`}
          className="shrink-0"
          danger
          onClick={() => onDelete(video)}
        />
      ) : null}
    </li>
  );
}
