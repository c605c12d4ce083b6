import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { AddVideoForm } from '@/features/admin-videos/components/add-video-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** 'Add New Video': reached from the admin dashboard or Manage Videos; returns where it came from. */
export function AdminNewVideoRoute() {
  useDocumentTitle('Add video');
  const navigate = useNavigate();
  const goBack = () => {
    // React Router keeps the history index in history.state: 0 means this was the first page.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.admin.dashboard.getHref());
  };
  return (
    <PageShell className="gap-6">
      <header className="flex flex-col gap-3">
        <Link
          to={paths.admin.dashboard.getHref()}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-medium text-muted hover:text-zinc-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Admin Dashboard
        </Link>
        <div>
          <h1 className="text-2xl font-bold">Add New Video</h1>
          <p className="mt-1 text-sm text-muted">
            Add a Vimeo video to the library: for coaches, for athletes as a drill, or for both.
          </p>
        </div>
      </header>
      <AddVideoForm onCancel={goBack} onAdded={goBack} />
    </PageShell>
  );
}
