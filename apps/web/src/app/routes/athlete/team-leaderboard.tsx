import { useMyTeams } from '@/features/teams/api/get-my-teams';
import { TeamLeaderboardPage } from '../team-leaderboard-page';

export function AthleteTeamLeaderboardRoute() {
  const mine = useMyTeams();
  return <TeamLeaderboardPage viewer="athlete" teams={mine.data?.teams} />;
}
