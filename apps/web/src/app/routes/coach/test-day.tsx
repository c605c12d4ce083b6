import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { TestDay } from '@/features/teams/components/test-day';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveTeamResults } from '@/lib/use-live-updates';

export function CoachTestDayRoute() {
  useLiveTeamResults();
  useDocumentTitle('Test day');
  const { teamId = '' } = useParams();
  return (
    <PageShell>
      <TestDay teamId={teamId} />
    </PageShell>
  );
}
