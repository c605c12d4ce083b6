import { personNamesProblem } from '@gamespeed/domain';
import type { SelfServiceRole } from '@gamespeed/domain/constants';
import { SIGNUP_FIELDS_MESSAGE } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateProfile } from '../api/create-profile';
import { homePathFor } from '../home-path';
import { useCurrentUser } from '../hooks/use-session';
import { AuthCard, FormError } from './auth-card';
import { RolePicker } from './role-picker';

/** /role-selection: a signed-in account without a profile picks Athlete or Coach. */
export function RoleSelectionForm() {
  const navigate = useNavigate();
  const current = useCurrentUser();
  const create = useCreateProfile();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<SelfServiceRole | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (current.profile) return <Navigate to={homePathFor(current.profile)} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim() || !role) {
      setError(SIGNUP_FIELDS_MESSAGE);
      return;
    }
    const nameProblem = personNamesProblem(firstName, lastName);
    if (nameProblem) {
      setError(nameProblem);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim(), role });
      navigate(
        role === 'athlete' ? paths.athlete.onboarding.getHref() : paths.coach.dashboard.getHref(),
        {
          replace: true,
        },
      );
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'An error occurred. Please try again.',
      );
    }
  }

  return (
    <AuthCard
      title="Choose your role"
      subtitle="Tell us who you are to finish setting up your account."
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="First Name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label="Last Name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <RolePicker value={role} onChange={setRole} />
        <FormError message={error} />
        <Button type="submit" fullWidth disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Continue'}
        </Button>
      </form>
    </AuthCard>
  );
}
