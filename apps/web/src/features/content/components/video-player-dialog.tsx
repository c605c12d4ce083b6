import type { PlayVideoResponse } from '@gamespeed/domain/contracts';
import Player from '@vimeo/player';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { usePlayVideo } from '../api/play-video';
import { reportWatch } from '../api/report-watch';

/** Progress points reported to the server (the furthest one counts, docs/product/content.md). */
const REPORT_AT = [0.25, 0.5, 0.75, 0.9] as const;

export interface VideoPlayerDialogProps {
  /** The video to play; null keeps the dialog closed. An empty title: the video's own, once read. */
  video: { id: string; title: string } | null;
  onClose: () => void;
  /** The server refused (a subscription is needed): the app shows the paywall instead. */
  onLocked: () => void;
  /** Puts focus back on the tapped card or button when the dialog has closed. */
  returnFocus: () => void;
}

/**
 * The in-app player (docs/product/content.md): a dialog titled with the video, Vimeo's own
 * player (`@vimeo/player`) in an iframe whose address carries the unlisted hash. Escape or Close
 * returns focus to the tapped element. Progress goes to the watch route at 25/50/75/90 % and at
 * the end.
 */
export function VideoPlayerDialog({
  video,
  onClose,
  onLocked,
  returnFocus,
}: VideoPlayerDialogProps) {
  const play = usePlayVideo(video?.id ?? null);
  const locked = play.error instanceof ApiError && play.error.status === 403;

  useEffect(() => {
    if (locked) onLocked();
  }, [locked, onLocked]);

  return (
    <TitledDialog
      open={video !== null && !locked}
      onClose={onClose}
      className="max-w-2xl"
      returnFocus={returnFocus}
      title={video?.title || play.data?.title || 'Video'}
      description="Video player. Press Escape to close."
      descriptionClassName="sr-only"
    >
      {play.isPending ? (
        <Spinner label="Loading video..." showLabel className="w-full justify-center py-10" />
      ) : play.isError ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-sm text-muted" role="alert">
            The video could not be loaded.
          </p>
          <Button variant="secondary" onClick={() => void play.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <VimeoEmbed embed={play.data} />
      )}
    </TitledDialog>
  );
}

function VimeoEmbed({ embed }: { embed: PlayVideoResponse }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let furthest = 0;
    let reported = 0;
    const report = (fraction: number) => {
      if (fraction <= reported) return;
      reported = fraction;
      reportWatch(embed.videoId, fraction).catch((error: unknown) =>
        console.warn('Watch progress not saved', error),
      );
    };
    let player: Player | null = null;
    try {
      player = new Player(iframe);
      player.on('timeupdate', ({ percent }: { percent: number }) => {
        furthest = Math.max(furthest, percent);
        const due = REPORT_AT.filter((point) => furthest >= point).at(-1);
        if (due !== undefined) report(due);
      });
      player.on('ended', () => report(1));
      player.ready().catch((error: unknown) => console.warn('Vimeo player not ready', error));
    } catch (error) {
      console.warn('Vimeo player could not start', error);
    }
    return () => {
      if (furthest > reported) report(furthest);
      player?.off('timeupdate');
      player?.off('ended');
    };
  }, [embed.videoId]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      <iframe
        ref={frame}
        src={embed.embedUrl}
        title={`${embed.title} (video)`}
        className="absolute inset-0 h-full w-full"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
