import { PageShell } from '@/components/layout/page-shell';
import { ManageVideos } from '@/features/admin-videos/components/manage-videos';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminVideosRoute() {
  useDocumentTitle('Manage videos');
  return (
    <PageShell>
      <ManageVideos />
    </PageShell>
  );
}
