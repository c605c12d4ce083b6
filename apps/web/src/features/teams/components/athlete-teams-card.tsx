import { TEAM_LEVEL_LABELS, type TeamLevel } from '@gamespeed/domain';
import { joinTeamRequestSchema, type MyTeam } from '@gamespeed/domain/contracts';
import { Trophy, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog/alert-dialog';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { TextField } from '@/components/ui/input/input';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Switch } from '@/components/ui/switch/switch';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { useMyTeams } from '../api/get-my-teams';
import { useLeaveTeam } from '../api/leave-team';
import { useSetLeaderboardOptOut } from '../api/set-leaderboard-opt-out';
import { useCheckedField } from '../hooks/use-checked-field';

/**
 * Athlete settings: 'Join a Team' by code (the join screen then shows the team and what the
 * coach will see), the teams the athlete is on with Leave, and the leaderboard setting.
 */
export function AthleteTeamsCard() {
  const mine = useMyTeams();
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle className="flex items-center gap-2">
        <Users aria-hidden className="h-5 w-5 text-accent" /> Teams
      </CardTitle>
      {mine.isPending ? (
        <Spinner label="Loading your teams..." />
      ) : mine.isError ? (
        <p className="text-sm text-red-400">Could not load your teams. {mine.error.message}</p>
      ) : (
        <>
          {mine.data.teams.length === 0 ? (
            <p className="text-sm text-muted">You're not on a team yet.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="My teams">
              {mine.data.teams.map((team) => (
                <TeamRow key={team.id} team={team} showLeaderboard={!mine.data.leaderboardOptOut} />
              ))}
            </ul>
          )}
          <LeaderboardSwitch optedOut={mine.data.leaderboardOptOut} />
        </>
      )}
      <JoinByCode />
    </Card>
  );
}

function TeamRow({ team, showLeaderboard }: { team: MyTeam; showLeaderboard: boolean }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveTeam();
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl bg-surface-raised p-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-zinc-50">{team.name}</p>
        <p className="text-sm text-muted">
          Coach {team.coachName}
          {team.sportLevel ? ` · ${TEAM_LEVEL_LABELS[team.sportLevel as TeamLevel]}` : ''}
        </p>
        {showLeaderboard ? (
          <Link
            to={paths.athlete.teamLeaderboard.getHref(team.id)}
            aria-label={`Leaderboard of ${team.name}`}
            className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent hover:underline"
          >
            <Trophy aria-hidden className="h-4 w-4" /> Leaderboard
          </Link>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="h-11 shrink-0"
        onClick={() => setOpen(true)}
        aria-label={`Leave ${team.name}`}
      >
        Leave
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title={`Leave ${team.name}?`}
        description={`Coach ${team.coachName} will no longer see your results or analysis. You can join again with the team code.`}
        confirmLabel="Leave Team"
        busyLabel="Leaving..."
        busy={leave.isPending}
        onConfirm={() =>
          leave.mutate(team.id, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: `You left ${team.name}`, variant: 'success' });
            },
            onError: (e) => toast({ title: e.message, variant: 'destructive' }),
          })
        }
      />
    </li>
  );
}

function LeaderboardSwitch({ optedOut }: { optedOut: boolean }) {
  const set = useSetLeaderboardOptOut();
  return (
    <Switch
      label="Hide me from leaderboards"
      description="Teammates will not see your results on team leaderboards. Your coach still sees them."
      checked={set.isPending ? !optedOut : optedOut}
      disabled={set.isPending}
      onCheckedChange={(checked) =>
        set.mutate(checked, {
          onError: (e) => toast({ title: e.message, variant: 'destructive' }),
        })
      }
    />
  );
}

function JoinByCode() {
  const code = useCheckedField('Please enter the team code');
  const navigate = useNavigate();
  function submit(event: FormEvent) {
    event.preventDefault();
    const request = code.check(joinTeamRequestSchema, { code: code.value });
    if (request) navigate(paths.join.getHref(request.code));
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-4" noValidate>
      <p className="font-semibold text-zinc-100">Join a Team</p>
      <TextField
        label="Team code"
        {...code.field}
        placeholder="ABCD-2345"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={64}
      />
      <Button type="submit" variant="secondary">
        Continue
      </Button>
    </form>
  );
}
