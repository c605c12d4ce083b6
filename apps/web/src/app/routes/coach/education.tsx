import { PageShell } from '@/components/layout/page-shell';
import { EducationLibrary } from '@/features/coach/components/education-library';

export function CoachEducationRoute() {
  return (
    <PageShell>
      <EducationLibrary />
    </PageShell>
  );
}
