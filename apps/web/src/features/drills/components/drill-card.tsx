import { CARD_TAG_LIMIT, formatDuration } from '@gamespeed/domain';
import type { Drill } from '@gamespeed/domain/contracts';
import { Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { VideoThumbnail } from '@/components/ui/video-thumbnail/video-thumbnail';

export interface DrillCardProps {
  drill: Drill;
  onSelect: (drill: Drill) => void;
  /** Shown under a locked drill (e.g. a 'Subscribe' button). */
  lockedAction?: ReactNode;
}

/**
 * A drill video card (docs/product/screens.md Drills): thumbnail with a lock overlay when not accessible, title,
 * description, up to 3 tags and the duration as m:ss. The title is a button stretched over the
 * whole card, so the card is one tap target while its heading and tags stay readable.
 */
export function DrillCard({ drill, onSelect, lockedAction }: DrillCardProps) {
  const titleId = useId();
  const duration = formatDuration(drill.duration);
  const tags = drill.tags.slice(0, CARD_TAG_LIMIT);
  return (
    <article
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-2xl border border-line bg-surface transition-colors has-[button:hover]:border-accent/60"
    >
      <div className="relative">
        <VideoThumbnail src={drill.thumbnailUrl} className="rounded-none border-0" />
        {drill.locked ? (
          <div
            role="img"
            aria-label="Locked"
            className="absolute inset-0 flex items-center justify-center bg-black/60"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-black/80 ring-1 ring-zinc-700">
              <Lock aria-hidden className="h-6 w-6 text-accent" />
            </span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="font-semibold text-zinc-50">
            <button
              type="button"
              onClick={() => onSelect(drill)}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-accent"
            >
              {drill.title}
            </button>
          </h3>
          {duration ? (
            <span className="shrink-0 text-sm text-muted tabular-nums">
              <span className="sr-only">Duration </span>
              {duration}
            </span>
          ) : null}
        </div>
        {drill.description ? (
          <p className="line-clamp-2 text-sm text-muted">{drill.description}</p>
        ) : null}
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {drill.locked && lockedAction ? (
        <div className="relative z-10 px-4 pb-4">{lockedAction}</div>
      ) : null}
    </article>
  );
}
