import { LONG_PRESS_UNFILED_MS } from '@gamespeed/domain';
import type { AdminVideo } from '@gamespeed/domain/contracts';
import { VideoRow } from './video-row';

export interface UnfiledVideosProps {
  videos: readonly AdminVideo[];
  /** The video being moved or copied, highlighted. */
  transferVideoId: string | null;
  onPlay: (video: AdminVideo) => void;
  onOpenActions: (video: AdminVideo) => void;
  onDelete: (video: AdminVideo) => void;
  onEdit: (video: AdminVideo) => void;
}

/** docs/product/screens.md 'Manage Videos': the videos in no folder, each with play, actions, edit and delete. */
export function UnfiledVideos({ videos, transferVideoId, ...actions }: UnfiledVideosProps) {
  return (
    <section aria-labelledby="unfiled-heading" className="flex flex-col gap-3">
      <h2 id="unfiled-heading" className="text-lg font-semibold">
        Unfiled Videos
      </h2>
      {videos.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-5 text-center text-sm text-muted">
          Every video is in a folder.
        </p>
      ) : (
        <>
          <p className="text-xs text-muted">
            Tap a video to play it. Press and hold (or use ⋯) for more actions.
          </p>
          <ul className="flex flex-col gap-2">
            {videos.map((video) => (
              <VideoRow
                key={video.id}
                video={video}
                longPressMs={LONG_PRESS_UNFILED_MS}
                onPlay={actions.onPlay}
                onOpenActions={actions.onOpenActions}
                onDelete={actions.onDelete}
                onEdit={actions.onEdit}
                highlighted={transferVideoId === video.id}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
