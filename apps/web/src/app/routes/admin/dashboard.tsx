import { PageShell } from '@/components/layout/page-shell';
import { AdminDashboard } from '@/features/admin-videos/components/admin-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminDashboardRoute() {
  useDocumentTitle('Admin');
  return (
    <PageShell>
      <AdminDashboard />
    </PageShell>
  );
}
