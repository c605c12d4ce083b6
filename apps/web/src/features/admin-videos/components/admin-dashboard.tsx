import { ArrowLeft, FolderCog, ListVideo, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card/card';
import { LinkCard } from '@/components/ui/link-card/link-card';
import { paths } from '@/config/paths';
import { useAdminVideos } from '../api/get-admin-videos';

/** docs/product/screens.md 'Admin dashboard': back to coach settings, the two admin cards and the counts. */
export function AdminDashboard() {
  const videos = useAdminVideos();
  const counts = videos.data?.counts;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link
          to={paths.coach.settings.getHref()}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-medium text-muted hover:text-zinc-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Settings
        </Link>
        <div>
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-muted">Manage the video library for coaches.</p>
        </div>
      </header>

      <nav aria-label="Admin" className="flex flex-col gap-3">
        <LinkCard
          to={paths.admin.newVideo.getHref()}
          icon={Plus}
          title="Add New Video"
          description="Add a Vimeo video to the library."
        />
        <LinkCard
          to={paths.admin.videos.getHref()}
          icon={FolderCog}
          title="Manage Videos"
          description="Organize videos in folders, and import from Vimeo."
        />
        <LinkCard
          to={paths.admin.prescriptions.getHref()}
          icon={ListVideo}
          title="Prescriptions"
          description="Choose the video each Gear 2 and Gear 3 exercise opens."
        />
      </nav>

      <section aria-labelledby="library-stats" className="flex flex-col gap-3">
        <h2 id="library-stats" className="text-lg font-semibold">
          Library
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="Total Videos" value={counts?.total} error={videos.isError} />
          <Stat label="Featured" value={counts?.featured} error={videos.isError} />
        </dl>
      </section>
    </div>
  );
}

function Stat({ label, value, error }: { label: string; value?: number; error: boolean }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums text-zinc-50">
        {value ?? (error ? '–' : <span className="text-zinc-600">…</span>)}
      </dd>
    </Card>
  );
}
