import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { JoinTeamScreen } from '@/features/teams/components/join-team-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

export function JoinRoute() {
  useDocumentTitle('Join a team');
  const { code = '' } = useParams();
  return (
    <PageShell>
      <JoinTeamScreen code={code} />
    </PageShell>
  );
}
