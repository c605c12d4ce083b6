import { PageShell } from '@/components/layout/page-shell';
import { TeamPlaceholder } from '@/features/coach/components/team-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachTeamRoute() {
  useDocumentTitle('My team');
  return (
    <PageShell>
      <TeamPlaceholder />
    </PageShell>
  );
}
