import { parseIdentifier, personNamesProblem } from '@gamespeed/domain';
import type { SelfServiceRole } from '@gamespeed/domain/constants';
import { SIGNUP_FIELDS_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { forgetBetaAccess, signedBetaGrant } from '@/lib/beta-access';
import { useCodeFlow } from '../hooks/use-code-flow';
import { AuthCard, FormError } from './auth-card';
import { CodeStep } from './code-step';
import { RolePicker } from './role-picker';

/** /signup: names, identifier and role, then the code (docs/product/screens.md). */
export function SignupFlow() {
  const navigate = useNavigate();
  const flow = useCodeFlow('signup');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [role, setRole] = useState<SelfServiceRole | null>(null);

  async function onSend(event: FormEvent) {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim() || !identifier.trim() || !role) {
      flow.setError(SIGNUP_FIELDS_MESSAGE);
      return;
    }
    const nameProblem = personNamesProblem(firstName, lastName);
    if (nameProblem) {
      flow.setError(nameProblem);
      return;
    }
    const parsed = parseIdentifier(identifier);
    if (parsed.kind === 'invalid') {
      flow.setError(parsed.message);
      return;
    }
    await flow.send(identifier);
  }

  async function onVerify(code: string) {
    if (!role) return;
    const session = await flow.verify(
      {
        purpose: 'signup',
        identifier,
        code,
        profile: { firstName: firstName.trim(), lastName: lastName.trim(), role },
        betaGrant: signedBetaGrant() ?? undefined,
      },
      (failure) => {
        // The grant ran out or the code changed: back to the access step, which says so.
        if (!(failure instanceof ApiError && failure.code === ERROR_CODES.betaGrantRequired))
          return false;
        forgetBetaAccess();
        navigate(paths.accessGate.getHref(), {
          replace: true,
          state: { refusal: failure.message },
        });
        return true;
      },
    );
    if (!session) return;
    navigate(
      role === 'athlete' ? paths.athlete.onboarding.getHref() : paths.coach.dashboard.getHref(),
      {
        replace: true,
      },
    );
  }

  if (flow.channel) {
    return (
      <CodeStep
        channel={flow.channel}
        submitLabel="Verify & Create Account"
        busy={flow.verifying}
        error={flow.error}
        onSubmit={onVerify}
        onBack={flow.back}
        resendAt={flow.resendAt}
        onResend={() => flow.resend(identifier)}
      />
    );
  }
  return (
    <AuthCard title="Create an account">
      <form onSubmit={onSend} className="flex flex-col gap-5" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="First Name"
            name="given-name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label="Last Name"
            name="family-name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <TextField
          label="Email or Phone Number"
          name="identifier"
          autoComplete="username"
          inputMode="email"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
        <RolePicker value={role} onChange={setRole} />
        <FormError message={flow.error} />
        <Button type="submit" fullWidth disabled={flow.sending}>
          {flow.sending ? 'Sending code...' : 'Sign Up'}
        </Button>
      </form>
      <p className="text-center text-muted">
        Already have an account?{' '}
        <Link to={paths.login.getHref()} className="font-semibold text-accent">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
