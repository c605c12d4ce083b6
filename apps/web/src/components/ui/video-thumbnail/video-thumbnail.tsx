import { formatDuration } from '@gamespeed/domain';
import { Film } from 'lucide-react';
import { useState } from 'react';
import { apiUrl } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export interface VideoThumbnailProps {
  /** An image address, or the API's own path (`/api/videos/:id/thumbnail`) for a locked video. */
  src: string | null;
  /** Seconds; shown as m:ss in the corner when known. */
  duration?: number | null;
  className?: string;
}

/**
 * A 16:9 video still, decorative (the title beside it names the video). Shows a film icon
 * while there is no image or when it fails to load.
 */
export function VideoThumbnail({ src, duration, className }: VideoThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const time = formatDuration(duration);
  return (
    <div
      className={cn(
        'relative aspect-video shrink-0 overflow-hidden rounded-lg border border-line bg-zinc-900',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src.startsWith('/api/') ? apiUrl(src.slice('/api'.length)) : src}
          alt=""
          loading="lazy"
          draggable={false}
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-zinc-600">
          <Film aria-hidden className="h-1/3 w-1/3" />
        </div>
      )}
      {time ? (
        <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 text-[11px] font-semibold tabular-nums text-zinc-100">
          {time}
        </span>
      ) : null}
    </div>
  );
}
