import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { TeamLeaderboard } from '@/features/teams/components/team-leaderboard';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What differs between the coach's and the athlete's leaderboard screen. */
const VIEWERS = {
  athlete: {
    title: 'Team leaderboard',
    back: { href: paths.athlete.settings.getHref(), label: 'Settings' },
  },
  coach: { title: 'Leaderboard', back: { href: paths.coach.team.getHref(), label: 'My Team' } },
} as const;

/**
 * The leaderboard of the team in the address, for its coach or one of its athletes; `teams` are
 * the viewer's teams (the team's name comes from there).
 */
export function TeamLeaderboardPage({
  viewer,
  teams,
}: {
  viewer: keyof typeof VIEWERS;
  teams: readonly { id: string; name: string }[] | undefined;
}) {
  const { title, back } = VIEWERS[viewer];
  useDocumentTitle(title);
  const { teamId = '' } = useParams();
  const team = teams?.find((t) => t.id === teamId) ?? null;
  return (
    <PageShell>
      <TeamLeaderboard teamId={teamId} teamName={team?.name ?? null} back={back} />
    </PageShell>
  );
}
