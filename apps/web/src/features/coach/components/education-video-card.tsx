import type { Video } from '@gamespeed/domain/contracts';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { VideoThumbnail } from '@/components/ui/video-thumbnail/video-thumbnail';
import { useVideoPlayback } from '@/lib/video-playback';

/**
 * One education video: tapping plays it in the in-app player, or opens the paywall when it is
 * locked (docs/product/content.md).
 */
export function EducationVideoCard({ video }: { video: Video }) {
  const descriptionId = useId();
  const { play } = useVideoPlayback();
  return (
    <li>
      <button
        type="button"
        aria-describedby={video.description ? descriptionId : undefined}
        onClick={() => play({ id: video.id, title: video.title, accessible: video.accessible })}
        className="flex w-full items-start gap-3 rounded-xl border border-line bg-surface-raised p-2 text-left transition-colors hover:border-accent/60"
      >
        <span aria-hidden className="contents">
          <VideoThumbnail src={video.thumbnailUrl} duration={video.duration} className="w-28" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
          <span className="line-clamp-2 text-sm font-semibold break-words text-zinc-50">
            {video.title}
          </span>
          {video.description ? (
            <span id={descriptionId} aria-hidden className="line-clamp-2 text-xs text-muted">
              {video.description}
            </span>
          ) : null}
          {video.isFeatured ? (
            <Badge tone="accent" className="self-start">
              Featured
            </Badge>
          ) : null}
        </span>
      </button>
    </li>
  );
}
