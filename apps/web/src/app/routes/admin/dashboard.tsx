import { PageShell } from '@/components/layout/page-shell';
import { AdminDashboard } from '@/features/admin-videos/components/admin-dashboard';

export function AdminDashboardRoute() {
  return (
    <PageShell>
      <AdminDashboard />
    </PageShell>
  );
}
