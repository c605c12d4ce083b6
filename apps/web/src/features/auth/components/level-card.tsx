import {
  ATHLETE_LEVEL_LABELS,
  ATHLETE_LEVELS,
  type AthleteLevel,
  levelChoiceProblem,
  levelText,
} from '@gamespeed/domain';
import type { LevelResponse } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { toast } from '@/components/ui/toast/use-toast';
import { serverFieldErrors } from '@/lib/field-errors';
import { useLevel, useSetLevel } from '../api/level';
import { CardHeading, InfoRow, PROFILE_UPDATE_FAILED } from './profile-card';

const LEVEL_OPTIONS = ATHLETE_LEVELS.map((value) => ({
  value,
  label: ATHLETE_LEVEL_LABELS[value],
}));

/** Which level counts and why, in one line. */
export function levelSummary(data: LevelResponse): string {
  if (!data.effective) return 'Not set';
  const text = levelText(data.effective);
  return data.effective.source === 'team' && data.teamName
    ? `${text} (from your team ${data.teamName})`
    : text;
}

/**
 * Settings → Your Level (docs/product/levels.md): the level benchmarks "at your level" use when
 * no team gives one, and the graduation year that moves a school athlete's grade each summer.
 */
export function LevelCard() {
  const query = useLevel();
  const save = useSetLevel();
  const [editing, setEditing] = useState(false);
  const [level, setLevel] = useState<AthleteLevel | ''>('');
  const [year, setYear] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = query.data;
  if (!data) return null;
  const school = level === 'high_school' || level === 'middle_school';

  function startEdit() {
    setLevel(data?.level ?? '');
    setYear(data?.graduationYear ? String(data.graduationYear) : '');
    setError(null);
    setEditing(true);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const choice = {
      level: level === '' ? null : level,
      graduationYear: school && year.trim() !== '' ? Number(year) : null,
    };
    const problem = levelChoiceProblem(choice, new Date());
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await save.mutateAsync(choice);
      setEditing(false);
    } catch (failure) {
      console.error('Level update failed', failure);
      const { fields, formMessage } = serverFieldErrors(failure, {
        graduationYear: { field: 'graduationYear', label: 'Graduation year' },
      });
      setError(fields.graduationYear ?? formMessage);
      toast({ title: PROFILE_UPDATE_FAILED, variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeading title="Your Level" onEdit={startEdit} editing={editing} />
      <p className="text-sm text-muted">
        Benchmarks at your level compare you with players of your level and position. A team's level
        comes first.
      </p>
      {editing ? (
        <form onSubmit={onSave} className="flex flex-col gap-4 pt-2" aria-label="Edit your level">
          <Select
            label="Level"
            value={level}
            onValueChange={(value) => setLevel(value as AthleteLevel)}
            options={LEVEL_OPTIONS}
            placeholder="Not set"
          />
          {school ? (
            <TextField
              label="Graduation year"
              inputMode="numeric"
              value={year}
              onChange={(event) => setYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
              error={error}
            />
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <dl>
          <InfoRow label="Level" value={levelSummary(data)} />
          {data.graduationYear ? (
            <InfoRow label="Graduation year" value={String(data.graduationYear)} />
          ) : null}
        </dl>
      )}
    </Card>
  );
}
