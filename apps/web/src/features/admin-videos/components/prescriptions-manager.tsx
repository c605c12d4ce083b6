import type { AdminPrescription, AdminVideo } from '@gamespeed/domain/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { Select, type SelectOption } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { useAdminVideos } from '../api/get-admin-videos';
import { useAdminPrescriptions, useLinkPrescriptionVideo } from '../api/prescriptions';
import { messages } from '../messages';
import { prescriptionGroups } from '../prescription-groups';

const NO_VIDEO = 'none';

/**
 * The options of one exercise: no video, then every video athletes see (docs/product/content.md:
 * only those reach the athlete's prescription); a linked coach-only video stays listed, marked.
 */
function videoOptions(videos: readonly AdminVideo[], linkedId: string | null): SelectOption[] {
  const forAthletes = videos.filter((v) => v.forRole !== 'coach' || v.id === linkedId);
  return [
    { value: NO_VIDEO, label: 'No video' },
    ...forAthletes.map((v) => ({
      value: v.id,
      label: v.forRole === 'coach' ? `${v.title} (coaches only)` : v.title,
    })),
  ];
}

/** docs/product/content.md 'Prescribed exercises with a video': each Gear 2 and Gear 3 exercise and the video it opens. */
export function PrescriptionsManager() {
  const prescriptions = useAdminPrescriptions();
  const videosQuery = useAdminVideos();
  const link = useLinkPrescriptionVideo();

  function choose(item: AdminPrescription, value: string) {
    const videoId = value === NO_VIDEO ? null : value;
    if (videoId === item.videoId) return;
    link.mutate(
      { prescriptionId: item.id, videoId },
      {
        onSuccess: () =>
          toast({
            title: videoId
              ? messages.prescriptionLinked(item.exerciseName)
              : messages.prescriptionUnlinked(item.exerciseName),
            variant: 'success',
          }),
        onError: () => toast({ title: messages.prescriptionLinkFailed, variant: 'destructive' }),
      },
    );
  }

  const videos = videosQuery.data?.videos ?? [];
  const failed = prescriptions.isError || videosQuery.isError;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link
          to={paths.admin.dashboard.getHref()}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-medium text-muted hover:text-zinc-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Admin Dashboard
        </Link>
        <h1 className="text-2xl font-bold">Prescriptions</h1>
        <p className="text-sm text-muted">
          The video each exercise opens on an athlete's dashboard. Only videos for athletes are
          listed.
        </p>
      </header>

      {prescriptions.isPending || videosQuery.isPending ? (
        <Spinner label="Loading prescriptions..." showLabel className="self-center py-8" />
      ) : failed ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line p-6 text-center">
          <p className="text-sm text-muted">The prescriptions could not be loaded.</p>
          <Button
            variant="secondary"
            onClick={() => {
              void prescriptions.refetch();
              void videosQuery.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        prescriptionGroups(prescriptions.data.prescriptions).map((gear) => (
          <section key={gear.title} aria-label={gear.title} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{gear.title}</h2>
            {gear.categories.map((category) => (
              <Card key={category.title} className="flex flex-col gap-4">
                <h3 className="font-semibold text-zinc-100">{category.title}</h3>
                {category.items.map((item) => (
                  <Select
                    key={item.id}
                    label={item.exerciseName}
                    value={item.videoId ?? NO_VIDEO}
                    onValueChange={(value) => choose(item, value)}
                    options={videoOptions(videos, item.videoId)}
                    disabled={link.isPending && link.variables?.prescriptionId === item.id}
                  />
                ))}
              </Card>
            ))}
          </section>
        ))
      )}
    </div>
  );
}
