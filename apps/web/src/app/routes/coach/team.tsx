import { PageShell } from '@/components/layout/page-shell';
import { MyTeam } from '@/features/teams/components/my-team';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveTeamResults } from '@/lib/use-live-updates';

export function CoachTeamRoute() {
  useLiveTeamResults();
  useDocumentTitle('My team');
  return (
    <PageShell>
      <MyTeam />
    </PageShell>
  );
}
