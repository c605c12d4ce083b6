import { useTeams } from '@/features/teams/api/get-teams';
import { useLiveTeamResults } from '@/lib/use-live-updates';
import { TeamLeaderboardPage } from '../team-leaderboard-page';

export function CoachTeamLeaderboardRoute() {
  useLiveTeamResults();
  const teams = useTeams();
  return <TeamLeaderboardPage viewer="coach" teams={teams.data?.teams} />;
}
