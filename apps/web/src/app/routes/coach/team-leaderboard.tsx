import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { useLiveTeamResults } from '@/features/athlete/hooks/use-live-results';
import { useTeams } from '@/features/teams/api/get-teams';
import { TeamLeaderboard } from '@/features/teams/components/team-leaderboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachTeamLeaderboardRoute() {
  useDocumentTitle('Leaderboard');
  useLiveTeamResults();
  const { teamId = '' } = useParams();
  const teams = useTeams();
  const team = teams.data?.teams.find((t) => t.id === teamId) ?? null;
  return (
    <PageShell>
      <TeamLeaderboard
        teamId={teamId}
        teamName={team?.name ?? null}
        back={{ href: paths.coach.team.getHref(), label: 'My Team' }}
      />
    </PageShell>
  );
}
