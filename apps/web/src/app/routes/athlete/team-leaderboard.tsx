import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { useMyTeams } from '@/features/teams/api/get-my-teams';
import { TeamLeaderboard } from '@/features/teams/components/team-leaderboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AthleteTeamLeaderboardRoute() {
  useDocumentTitle('Team leaderboard');
  const { teamId = '' } = useParams();
  const mine = useMyTeams();
  const team = mine.data?.teams.find((t) => t.id === teamId) ?? null;
  return (
    <PageShell>
      <TeamLeaderboard
        teamId={teamId}
        teamName={team?.name ?? null}
        back={{ href: paths.athlete.settings.getHref(), label: 'Settings' }}
      />
    </PageShell>
  );
}
