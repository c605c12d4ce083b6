import {
  deficiencyLabel,
  enteredByLabel,
  formatTestDate,
  formatValue,
  type MovementName,
  teamBadge,
  unitTypeOf,
} from '@gamespeed/domain';
import type { TeamAthleteAnalysis as Analysis } from '@gamespeed/domain/contracts';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog/alert-dialog';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useTeamAthlete } from '../api/get-team-athlete';
import { useRemoveAthlete } from '../api/remove-athlete';
import { useAthleteResults } from '../api/team-results';
import { athleteName } from '../roster-view';
import { BackToMyTeam } from './back-to-my-team';
import { TeamBadge } from './team-badge';

export const NOT_ON_TEAM_TEXT = 'This athlete is not on your team.';

type Key = 'broadJump' | 'fly510' | 'fly2010' | 'forty';
const TESTS: { movement: MovementName; label: string; key: Key }[] = [
  { movement: 'broad_jump', label: 'Broad Jump', key: 'broadJump' },
  { movement: '5_10_fly', label: '5→10 Fly', key: 'fly510' },
  { movement: '20_10_fly', label: '20→10 Fly', key: 'fly2010' },
  { movement: 'forty', label: '40 Yard Dash', key: 'forty' },
];

/**
 * A team athlete's analysis, read-only (docs/product/teams.md): the numbers of the athlete's own
 * dashboard — diagnosis, best results against the elite norm for their weight and the NFL norm of
 * their position, the broad jump goal and the training focus — and 'Remove from Team'.
 */
export function TeamAthleteAnalysis({ teamId, athleteId }: { teamId: string; athleteId: string }) {
  const query = useTeamAthlete(teamId, athleteId);
  if (query.isPending) return <Spinner label="Loading analysis..." />;
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <BackToMyTeam />
        <p className="text-lg font-semibold">
          {gone ? NOT_ON_TEAM_TEXT : `Could not load the analysis. ${query.error.message}`}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <BackToMyTeam />
      <AnalysisBody data={query.data} teamId={teamId} />
    </div>
  );
}

function AnalysisBody({ data, teamId }: { data: Analysis; teamId: string }) {
  const { profile } = data;
  const name = athleteName(profile);
  const best = data.bestValues as Partial<Record<MovementName, number>>;
  const goal = data.goal;
  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words">{name}</h1>
        <p className="text-sm text-muted">
          {[profile.position, profile.weightLbs ? `${profile.weightLbs} lb` : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Eye aria-hidden className="h-4 w-4" /> Read-only: what{' '}
          {profile.firstName ?? 'the athlete'} sees on their dashboard.
        </p>
      </header>
      <Card className="flex flex-col gap-3">
        <CardTitle>Diagnosis</CardTitle>
        <div className="flex items-center gap-2">
          <TeamBadge badge={teamBadge(profile.primaryDeficiency)} />
          {profile.primaryDeficiency ? (
            <span className="text-sm text-muted">{deficiencyLabel(profile.primaryDeficiency)}</span>
          ) : null}
        </div>
        <p className="text-sm text-zinc-300">
          {profile.deficiencyNotes ?? 'No broad jump yet, so no diagnosis.'}
        </p>
        {data.prescription ? (
          <p className="text-sm text-muted">
            Training focus: Gear {data.prescription.gearLevel} ·{' '}
            {[...data.prescription.weightRoom, ...data.prescription.field].slice(0, 4).join(', ')}
          </p>
        ) : null}
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>Best results</CardTitle>
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-1 font-medium">Test</th>
              <th className="py-1 font-medium">Best</th>
              <th className="py-1 font-medium">
                Elite{data.powerToSpeedNorm ? ` ${data.powerToSpeedNorm.weight} lb` : ''}
              </th>
              <th className="py-1 font-medium">NFL {data.position}</th>
            </tr>
          </thead>
          <tbody>
            {TESTS.map((t) => {
              const unit = unitTypeOf(t.movement);
              return (
                <tr key={t.movement} className="border-t border-line">
                  <th scope="row" className="py-2 font-medium text-zinc-200">
                    {t.label}
                  </th>
                  <td className="py-2 tabular-nums">{formatValue(best[t.movement], unit)}</td>
                  <td className="py-2 tabular-nums">
                    {formatValue(data.powerToSpeedNorm?.[t.key], unit)}
                  </td>
                  <td className="py-2 tabular-nums">
                    {formatValue(data.positionNorm?.[t.key], unit)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {goal.kind === 'progress' ? (
          <p className="text-sm text-zinc-300">
            {goal.reachedElite
              ? 'Broad jump at elite for their weight.'
              : goal.toElite !== null
                ? `${goal.toElite} in to elite on the broad jump.`
                : ''}{' '}
            {goal.reachedNfl
              ? `At the NFL ${goal.position} average.`
              : goal.toNfl !== null
                ? `${goal.toNfl} in to the NFL ${goal.position} average.`
                : ''}
          </p>
        ) : null}
      </Card>
      <AthleteResults teamId={teamId} athleteId={profile.id} />
      <RemoveAthlete teamId={teamId} athleteId={profile.id} name={name} />
    </>
  );
}

/**
 * The athlete's results, newest test date first: who entered each (the athlete, or 'Entered by
 * Coach …'), and the ones the athlete hid, with their reason — they count for nothing.
 */
function AthleteResults({ teamId, athleteId }: { teamId: string; athleteId: string }) {
  const results = useAthleteResults(teamId, athleteId);
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Results</CardTitle>
      {results.isPending ? (
        <Spinner label="Loading results..." />
      ) : results.isError ? (
        <p className="text-sm text-red-400">Could not load the results.</p>
      ) : results.data.results.length === 0 ? (
        <p className="text-sm text-muted">No results yet.</p>
      ) : (
        <ul aria-label="Results" className="flex flex-col">
          {results.data.results.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-0.5 border-t border-line py-2 first:border-0"
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className={r.hiddenAt ? 'text-zinc-400 line-through' : 'text-zinc-100'}>
                  {r.displayName}
                </span>
                <span className="tabular-nums">{formatValue(r.value, r.unitType)}</span>
              </div>
              <span className="text-xs text-muted">
                {[formatTestDate(r.testDate), enteredByLabel(r) ?? 'Entered by the athlete']
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {r.hiddenAt ? (
                <span className="text-sm text-amber-300">
                  Hidden by the athlete: {r.hiddenReason}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RemoveAthlete({
  teamId,
  athleteId,
  name,
}: {
  teamId: string;
  athleteId: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveAthlete();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Remove from Team
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title={`Remove ${name}?`}
        description="You will no longer see their results or analysis. They can join again with the team code."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { teamId, athleteId },
            {
              onSuccess: () => {
                setOpen(false);
                toast({ title: `${name} removed from the team`, variant: 'success' });
                navigate(paths.coach.team.getHref());
              },
              onError: (e) => toast({ title: e.message, variant: 'destructive' }),
            },
          )
        }
      />
    </>
  );
}
