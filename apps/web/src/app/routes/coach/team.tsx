import { PageShell } from '@/components/layout/page-shell';
import { useLiveTeamResults } from '@/features/athlete/hooks/use-live-results';
import { MyTeam } from '@/features/teams/components/my-team';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachTeamRoute() {
  useLiveTeamResults();
  useDocumentTitle('My team');
  return (
    <PageShell>
      <MyTeam />
    </PageShell>
  );
}
