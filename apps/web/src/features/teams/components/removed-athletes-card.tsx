import { formatTestDate } from '@gamespeed/domain';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { toast } from '@/components/ui/toast/use-toast';
import { useRemovedAthletes } from '../api/get-removed-athletes';
import { useReadmitAthlete } from '../api/readmit-athlete';

/**
 * Athletes the coach removed: the team's code alone no longer lets them back
 * (docs/product/teams.md, "Removal is sticky"). 'Let Rejoin' lets one join again; nothing shows
 * while nobody was removed.
 */
export function RemovedAthletesCard({ teamId }: { teamId: string }) {
  const removed = useRemovedAthletes(teamId);
  const readmit = useReadmitAthlete();
  const athletes = removed.data?.athletes ?? [];
  if (athletes.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Removed athletes</CardTitle>
      <p className="text-sm text-zinc-400">
        They cannot join again with the team code. Let one rejoin, or send them a new invite.
      </p>
      <ul className="flex flex-col gap-2">
        {athletes.map((a) => {
          const name = [a.firstName, a.lastName].filter(Boolean).join(' ') || 'Athlete';
          return (
            <li key={a.athleteId} className="flex items-center justify-between gap-3">
              <span>
                <span className="font-semibold text-zinc-100">{name}</span>
                <span className="block text-xs text-zinc-400">
                  Removed {formatTestDate(a.removedAt.slice(0, 10))}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Let ${name} rejoin`}
                disabled={readmit.isPending}
                onClick={() =>
                  readmit.mutate(
                    { teamId, athleteId: a.athleteId },
                    {
                      onSuccess: () =>
                        toast({
                          title: `${name} can join again with the team code`,
                          variant: 'success',
                        }),
                      onError: (e) =>
                        toast({ title: 'Could not let them rejoin', description: e.message }),
                    },
                  )
                }
              >
                Let Rejoin
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
