import { PageShell } from '@/components/layout/page-shell';
import { BirthMonthForm } from '@/features/auth/components/birth-month-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AthleteBirthMonthRoute() {
  useDocumentTitle('When were you born?');
  return (
    <PageShell>
      <BirthMonthForm />
    </PageShell>
  );
}
