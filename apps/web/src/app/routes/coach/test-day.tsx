import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { TestDay } from '@/features/teams/components/test-day';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachTestDayRoute() {
  useDocumentTitle('Test day');
  const { teamId = '' } = useParams();
  return (
    <PageShell>
      <TestDay teamId={teamId} />
    </PageShell>
  );
}
