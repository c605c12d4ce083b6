import { useLiveTeamResults } from '@/features/athlete/hooks/use-live-results';
import { useTeams } from '@/features/teams/api/get-teams';
import { TeamLeaderboardPage } from '../team-leaderboard-page';

export function CoachTeamLeaderboardRoute() {
  useLiveTeamResults();
  const teams = useTeams();
  return <TeamLeaderboardPage viewer="coach" teams={teams.data?.teams} />;
}
