import type { AdminVideo } from '@gamespeed/domain/contracts';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { cn } from '@/lib/cn';
import { messages } from '../messages';

export interface VideoPickerProps {
  videos: readonly AdminVideo[];
  selected: ReadonlySet<string>;
  onToggle: (videoId: string, on: boolean) => void;
  /** Why a video cannot be picked (shown under it, greyed out, checked); undefined when it can. */
  lockedReason?: (video: AdminVideo) => string | undefined;
  /** A shorter list (at most 240 px), when fields follow it in the same dialog. */
  compact?: boolean;
}

/**
 * A multi-select list of videos (max 400 px high, a search above it from nine videos) and
 * 'N video(s) selected': Add Videos to Folder and Bulk Edit.
 */
export function VideoPicker({
  videos,
  selected,
  onToggle,
  lockedReason,
  compact = false,
}: VideoPickerProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q === '' ? videos : videos.filter((v) => v.title.toLowerCase().includes(q));
  }, [videos, query]);

  return (
    <>
      {videos.length > 8 ? (
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500"
          />
          <input
            type="search"
            aria-label="Search videos"
            placeholder="Search videos"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-base text-zinc-50 placeholder:text-zinc-400 focus:border-accent"
          />
        </div>
      ) : null}
      {videos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
          There are no videos in the library yet.
        </p>
      ) : (
        <ul
          aria-label="Videos"
          className={cn(
            'flex shrink-0 flex-col gap-1 overflow-y-auto rounded-xl border border-line p-2',
            compact ? 'max-h-60' : 'max-h-[400px]',
          )}
        >
          {shown.map((video) => {
            const locked = lockedReason?.(video);
            return (
              <li
                key={video.id}
                className={cn('rounded-lg px-2', locked ? 'opacity-50' : 'hover:bg-zinc-900')}
              >
                <Checkbox
                  label={video.title}
                  description={locked}
                  disabled={locked !== undefined}
                  checked={locked !== undefined || selected.has(video.id)}
                  onCheckedChange={(checked) => onToggle(video.id, checked === true)}
                />
              </li>
            );
          })}
          {shown.length === 0 ? (
            <li className="p-3 text-center text-sm text-muted">No videos match your search.</li>
          ) : null}
        </ul>
      )}
      <p className="text-sm font-medium text-zinc-200" aria-live="polite">
        {messages.selectedCount(selected.size)}
      </p>
    </>
  );
}
