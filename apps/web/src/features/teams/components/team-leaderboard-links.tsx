import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card/card';
import { paths } from '@/config/paths';
import { usePageSettled } from '@/lib/when-settled';
import { getMyTeamsQueryOptions } from '../api/get-my-teams';

/**
 * The athlete dashboard's way to their team leaderboards (docs/product/teams.md 'Leaderboard'):
 * one link per team the athlete is on. Nothing while the teams load, for an athlete on no team,
 * or one who has left the leaderboards (the Settings switch). Below the analysis, so asked for
 * once the page has settled.
 */
export function TeamLeaderboardLinks() {
  const mine = useQuery({ ...getMyTeamsQueryOptions(), enabled: usePageSettled() });
  const teams = mine.data?.teams ?? [];
  if (teams.length === 0 || mine.data?.leaderboardOptOut) return null;
  return (
    <Card className="flex flex-col gap-3" role="region" aria-label="Team leaderboards">
      <CardTitle className="flex items-center gap-2">
        <Trophy aria-hidden className="h-5 w-5 text-accent" />
        {teams.length === 1 ? 'Team Leaderboard' : 'Team Leaderboards'}
      </CardTitle>
      <ul className="flex flex-col gap-2">
        {teams.map((team) => (
          <li key={team.id}>
            <Link
              to={paths.athlete.teamLeaderboard.getHref(team.id)}
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised px-3 py-2 transition-colors hover:border-accent/60"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold break-words text-zinc-50">
                  {/* Named 'Leaderboard of <team> …' while the visible text stays inside the name. */}
                  <span className="sr-only">Leaderboard of </span>
                  {team.name}
                </span>
                <span className="text-xs text-muted">
                  See where you rank · Coach {team.coachName}
                </span>
              </span>
              <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-zinc-500" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
