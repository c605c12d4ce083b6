import { trainingFocus } from '@gamespeed/domain';
import type { Prescription } from '@gamespeed/domain/contracts';
import { Lock, PlayCircle } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card/card';
import { useVideoPlayback } from '@/lib/video-playback';

function ExerciseList({
  title,
  items,
  videoOf,
}: {
  title: string;
  items: readonly string[];
  /** The linked video of an item, and whether the athlete may watch it (docs/product/content.md). */
  videoOf: (item: string) => { videoId: string; accessible: boolean } | undefined;
}) {
  const { play } = useVideoPlayback();
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{title}</h3>
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => {
          const video = videoOf(item);
          return (
            <li key={item}>
              {video ? (
                <button
                  type="button"
                  // A locked video opens the paywall instead of the player.
                  onClick={() =>
                    play({ id: video.videoId, title: item, accessible: video.accessible })
                  }
                  aria-label={video.accessible ? `Play video: ${item}` : `Locked video: ${item}`}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-accent/40 bg-surface-raised px-3 py-2 text-left text-sm text-zinc-100 transition-colors hover:border-accent"
                >
                  {item}
                  {video.accessible ? (
                    <PlayCircle aria-hidden className="h-5 w-5 shrink-0 text-accent" />
                  ) : (
                    <Lock aria-hidden className="h-5 w-5 shrink-0 text-zinc-400" />
                  )}
                </button>
              ) : (
                <span className="block rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm text-zinc-100">
                  {item}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * 'Gear N Training Focus' (docs/product/screens.md), or the balanced focus of a well-balanced
 * athlete (docs/product/diagnosis.md): the focus sentence and the prescribed exercises.
 */
export function TrainingFocusCard({ prescription }: { prescription: Prescription }) {
  const focus = trainingFocus(prescription.gearLevel);
  const videoOf = (category: string) => (item: string) =>
    (prescription.videoLinks ?? []).find(
      (link) => link.category === category && link.exerciseName === item,
    );
  return (
    <Card className="flex flex-col gap-4" aria-label={focus.title} role="region">
      <div className="flex flex-col gap-1.5">
        <CardTitle>{focus.title}</CardTitle>
        <p className="text-sm text-zinc-300">{focus.text}</p>
      </div>
      <ExerciseList
        title="Weight Room"
        items={prescription.weightRoom}
        videoOf={videoOf('weight_room')}
      />
      <ExerciseList title="Field Work" items={prescription.field} videoOf={videoOf('field')} />
    </Card>
  );
}
