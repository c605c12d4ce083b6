import { PageShell } from '@/components/layout/page-shell';
import { PrescriptionsManager } from '@/features/admin-videos/components/prescriptions-manager';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminPrescriptionsRoute() {
  useDocumentTitle('Prescriptions');
  return (
    <PageShell>
      <PrescriptionsManager />
    </PageShell>
  );
}
