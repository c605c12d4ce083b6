import { PageShell } from '@/components/layout/page-shell';
import { MyTeam } from '@/features/teams/components/my-team';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachTeamRoute() {
  useDocumentTitle('My team');
  return (
    <PageShell>
      <MyTeam />
    </PageShell>
  );
}
