import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { JoinTeamScreen } from '@/features/teams/components/join-team-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

export function JoinRoute() {
  useDocumentTitle('Join a team');
  const { code = '' } = useParams();
  const current = useCurrentUser();
  return (
    <PageShell>
      <JoinTeamScreen code={code} status={current.status} profile={current.profile} />
    </PageShell>
  );
}
