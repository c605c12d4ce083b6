import { formatDuration } from '@gamespeed/domain';
import { Lock, PlayCircle } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { VideoThumbnail } from '@/components/ui/video-thumbnail/video-thumbnail';
import { useFeaturedVideos } from '@/lib/api/featured-videos';
import { useVideoPlayback } from '@/lib/video-playback';
import { usePageSettled } from '@/lib/when-settled';

/** At most this many featured videos on the dashboard. */
const FEATURED_LIMIT = 3;

/**
 * 'This Week's Featured Content' (docs/product/screens.md, docs/product/content.md): the newest
 * featured athlete videos; tapping one plays it or opens the paywall. The placeholder text stays
 * as the empty state.
 */
export function FeaturedContentCard() {
  // Below the analysis: asked for once the analysis is in.
  const featured = useFeaturedVideos('athlete', { enabled: usePageSettled() });
  const { play } = useVideoPlayback();
  const videos = featured.data?.videos.slice(0, FEATURED_LIMIT) ?? [];
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>This Week's Featured Content</CardTitle>
      {featured.isPending ? (
        <Spinner label="Loading featured videos..." />
      ) : videos.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          <PlayCircle aria-hidden className="h-6 w-6 shrink-0 text-zinc-600" />
          New featured videos will appear here each week
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {videos.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                onClick={() =>
                  play({ id: video.id, title: video.title, accessible: video.accessible })
                }
                aria-label={video.accessible ? `Play ${video.title}` : `${video.title} (locked)`}
                className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface-raised p-2 text-left transition-colors hover:border-accent/60"
              >
                <span className="relative w-24 shrink-0">
                  <VideoThumbnail src={video.thumbnailUrl} className="w-24" />
                  {video.accessible ? null : (
                    <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-black/60">
                      <Lock aria-hidden className="h-5 w-5 text-accent" />
                    </span>
                  )}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="line-clamp-2 text-sm font-semibold break-words text-zinc-50">
                    {video.title}
                  </span>
                  {formatDuration(video.duration) ? (
                    <span className="text-xs text-muted tabular-nums">
                      {formatDuration(video.duration)}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
