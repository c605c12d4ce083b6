import { MONTH_NAMES } from '@gamespeed/domain';
import { birthMonthRequestSchema } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { ApiError } from '@/lib/api-client';
import { useSetBirthMonth } from '../api/update-profile';
import { AuthCard, FormError } from './auth-card';

const MONTHS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));

/**
 * "When were you born?" (docs/product/privacy.md): an athlete's birth month and year, asked
 * once — right after sign-up, or at the next visit of an athlete who signed up before it was
 * asked. The question is neutral: nothing on it hints which answer lets a child in.
 */
export function BirthMonthForm() {
  const save = useSetBirthMonth();
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = birthMonthRequestSchema.safeParse({
      month: month ? Number(month) : undefined,
      year: /^\d{4}$/.test(year.trim()) ? Number(year.trim()) : undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the month and year you were born.');
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'An error occurred. Please try again.',
      );
    }
  }

  return (
    <AuthCard
      title="When were you born?"
      subtitle="We ask every athlete once. Coaches see only your age group, never this date."
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <Select
            label="Birth month"
            value={month}
            onValueChange={setMonth}
            options={MONTHS}
            placeholder="Month"
          />
          <TextField
            label="Birth year"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            placeholder="YYYY"
            value={year}
            onChange={(e) => setYear(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <Button type="submit" fullWidth disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Continue'}
        </Button>
      </form>
    </AuthCard>
  );
}
