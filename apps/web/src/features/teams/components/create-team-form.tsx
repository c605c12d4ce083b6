import { TEAM_LEVEL_LABELS, TEAM_LEVELS, type TeamLevel } from '@gamespeed/domain';
import { createTeamRequestSchema } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { toast } from '@/components/ui/toast/use-toast';
import { useCreateTeam } from '../api/create-team';
import { useCheckedField } from '../hooks/use-checked-field';

const LEVEL_OPTIONS = [
  { value: 'none', label: 'No level' },
  ...TEAM_LEVELS.map((level) => ({ value: level, label: TEAM_LEVEL_LABELS[level] })),
];

/** Team name (required) and an optional level; 'Create Team'. */
export function CreateTeamForm({ onCreated }: { onCreated?: (teamId: string) => void }) {
  const name = useCheckedField('Please enter a team name');
  const [level, setLevel] = useState('none');
  const create = useCreateTeam();

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = name.check(createTeamRequestSchema, {
      name: name.value,
      sportLevel: level === 'none' ? null : (level as TeamLevel),
    });
    if (!request) return;
    create.mutate(request, {
      onSuccess: (team) => {
        name.setValue('');
        toast({ title: `${team.name} created`, variant: 'success' });
        onCreated?.(team.id);
      },
      onError: (e) => name.setError(e.message),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField label="Team name" {...name.field} maxLength={60} autoComplete="off" />
      <Select
        label="Level (optional)"
        value={level}
        onValueChange={setLevel}
        options={LEVEL_OPTIONS}
      />
      <Button type="submit" disabled={create.isPending} fullWidth>
        {create.isPending ? 'Creating...' : 'Create Team'}
      </Button>
    </form>
  );
}
