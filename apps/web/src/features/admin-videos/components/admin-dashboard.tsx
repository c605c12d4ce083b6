import { ArrowLeft, ChevronRight, FolderCog, type LucideIcon, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card/card';
import { paths } from '@/config/paths';
import { useAdminVideos } from '../api/get-admin-videos';

/** SPEC §2 'Admin dashboard': back to coach settings, the two admin cards and the counts. */
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
        <ActionCard
          to={paths.admin.newVideo.getHref()}
          icon={Plus}
          title="Add New Video"
          description="Add a Vimeo video to the library."
        />
        <ActionCard
          to={paths.admin.videos.getHref()}
          icon={FolderCog}
          title="Manage Videos"
          description="Organize videos in folders, and import from Vimeo."
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

function ActionCard({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-20 items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/60 hover:bg-surface-raised"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
        <Icon aria-hidden className="h-6 w-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-zinc-50">{title}</span>
        <span className="text-sm text-muted">{description}</span>
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-zinc-500" />
    </Link>
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
