import { parseIdentifier } from '@gamespeed/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { paths } from '@/config/paths';
import { homePathFor } from '../home-path';
import { useCodeFlow } from '../hooks/use-code-flow';
import { AuthCard, FormError } from './auth-card';
import { CodeStep } from './code-step';

/** /login: identifier, then the code (docs/product/screens.md). */
export function LoginFlow() {
  const navigate = useNavigate();
  const flow = useCodeFlow('login');
  const [identifier, setIdentifier] = useState('');

  async function onSend(event: FormEvent) {
    event.preventDefault();
    const parsed = parseIdentifier(identifier);
    if (parsed.kind === 'invalid') {
      flow.setError(parsed.message);
      return;
    }
    await flow.send(identifier);
  }

  async function onVerify(code: string) {
    const session = await flow.verify({ purpose: 'login', identifier, code });
    if (session) navigate(homePathFor(session.profile), { replace: true });
  }

  if (flow.channel) {
    return (
      <CodeStep
        channel={flow.channel}
        submitLabel="Verify & Sign In"
        busy={flow.verifying}
        error={flow.error}
        onSubmit={onVerify}
        onBack={flow.back}
      />
    );
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to access your account">
      <form onSubmit={onSend} className="flex flex-col gap-5" noValidate>
        <TextField
          label="Email or Phone Number"
          name="identifier"
          autoComplete="username"
          inputMode="email"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
        <FormError message={flow.error} />
        <Button type="submit" fullWidth disabled={flow.sending}>
          {flow.sending ? 'Sending code...' : 'Continue'}
        </Button>
      </form>
      <p className="text-center text-muted">
        Don't have an account?{' '}
        <Link to={paths.signup.getHref()} className="font-semibold text-accent">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
