import { PageShell } from '@/components/layout/page-shell';
import { EducationLibrary } from '@/features/coach/components/education-library';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachEducationRoute() {
  useDocumentTitle('Education library');
  return (
    <PageShell>
      <EducationLibrary />
    </PageShell>
  );
}
