import { TEAM_LEVEL_LABELS, type TeamLevel } from '@gamespeed/domain';
import { ClipboardList, Plus, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useRoster } from '../api/get-roster';
import { useTeams } from '../api/get-teams';
import { CreateTeamForm } from './create-team-form';
import { EmptyState } from './empty-state';
import { InviteCard } from './invite-card';
import { RemovedAthletesCard } from './removed-athletes-card';
import { RosterList } from './roster-list';
import { RosterStandings } from './roster-standings';

export const NO_ATHLETES_TEXT = 'No athletes added yet';

/**
 * The coach's My Team screen (docs/product/teams.md): create a team, its invite link and code,
 * and its roster. With several teams, a selector picks the one shown.
 */
export function MyTeam() {
  const teams = useTeams();
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = teams.data?.teams ?? [];
  const team = list.find((t) => t.id === chosen) ?? list[0] ?? null;

  if (teams.isPending) return <Spinner label="Loading your team..." />;
  if (teams.isError)
    return <p className="text-sm text-red-400">Could not load your teams. {teams.error.message}</p>;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{team ? team.name : 'My Team'}</h1>
          <p className="mt-1 text-sm text-muted">
            {team
              ? [
                  team.sportLevel ? TEAM_LEVEL_LABELS[team.sportLevel as TeamLevel] : null,
                  'Your athletes and their progress',
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'Create your team, then invite your athletes.'}
          </p>
        </div>
        {team ? (
          <Button
            size="sm"
            variant="secondary"
            className="h-11 shrink-0"
            onClick={() => setCreating((v) => !v)}
            aria-expanded={creating}
          >
            <Plus aria-hidden className="h-4 w-4" /> New Team
          </Button>
        ) : null}
      </header>

      {list.length > 1 ? (
        <Select
          label="Team"
          value={team?.id}
          onValueChange={setChosen}
          options={list.map((t) => ({ value: t.id, label: t.name }))}
        />
      ) : null}

      {!team || creating ? (
        <Card className="flex flex-col gap-4">
          <CardTitle>{team ? 'Create another team' : 'Create your team'}</CardTitle>
          <CreateTeamForm
            onCreated={(id) => {
              setChosen(id);
              setCreating(false);
            }}
          />
        </Card>
      ) : null}

      {team ? (
        // Once athletes have joined, the roster comes first and the invite below it.
        team.athleteCount > 0 ? (
          <>
            <TeamRoster teamId={team.id} />
            <InviteCard team={team} />
            <RemovedAthletesCard teamId={team.id} />
          </>
        ) : (
          <>
            <InviteCard team={team} />
            <RemovedAthletesCard teamId={team.id} />
            <TeamRoster teamId={team.id} />
          </>
        )
      ) : (
        <EmptyRoster hint="Create your team first: you will get a link and a code to invite athletes." />
      )}
    </div>
  );
}

function TeamRoster({ teamId }: { teamId: string }) {
  const roster = useRoster(teamId);
  if (roster.isPending) return <Spinner label="Loading roster..." />;
  if (roster.isError)
    return (
      <p className="text-sm text-red-400">Could not load the roster. {roster.error.message}</p>
    );
  if (roster.data.athletes.length === 0)
    return (
      <EmptyRoster hint="Share the invite link or code above: athletes who join appear here." />
    );
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Link
          to={paths.coach.testDay.getHref(teamId)}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-accent px-5 text-base font-semibold text-black hover:bg-accent-strong"
        >
          <ClipboardList aria-hidden className="h-5 w-5 shrink-0" /> Test Day
        </Link>
        <Link
          to={paths.coach.leaderboard.getHref(teamId)}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-line bg-surface-raised px-5 text-base font-semibold text-zinc-50 hover:bg-surface"
        >
          <Trophy aria-hidden className="h-5 w-5 shrink-0" /> Leaderboard
        </Link>
      </div>
      <RosterList teamId={teamId} rows={roster.data.athletes} />
      <RosterStandings teamId={teamId} rows={roster.data.athletes} />
    </>
  );
}

function EmptyRoster({ hint }: { hint: string }) {
  return <EmptyState icon={Users} title={NO_ATHLETES_TEXT} hint={hint} />;
}
