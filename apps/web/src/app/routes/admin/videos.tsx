import { PageShell } from '@/components/layout/page-shell';
import { ManageVideos } from '@/features/admin-videos/components/manage-videos';

export function AdminVideosRoute() {
  return (
    <PageShell>
      <ManageVideos />
    </PageShell>
  );
}
