import { parseIdentifier } from '@gamespeed/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { paths } from '@/config/paths';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { sendCodeErrorMessage, verifyErrorMessage } from '../error-messages';
import { homePathFor } from '../home-path';
import { AuthCard, FormError } from './auth-card';
import { CodeStep } from './code-step';

/** /login: identifier, then the code (SPEC §2). */
export function LoginFlow() {
  const navigate = useNavigate();
  const sendCode = useSendCode();
  const verify = useVerifyCode();
  const [identifier, setIdentifier] = useState('');
  const [channel, setChannel] = useState<'email' | 'phone' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSend(event: FormEvent) {
    event.preventDefault();
    const parsed = parseIdentifier(identifier);
    if (parsed.kind === 'invalid') {
      setError(parsed.message);
      return;
    }
    setError(null);
    try {
      const result = await sendCode.mutateAsync({ identifier, purpose: 'login' });
      setChannel(result.channel);
    } catch (failure) {
      setError(sendCodeErrorMessage(failure));
    }
  }

  async function onVerify(code: string) {
    setError(null);
    try {
      const session = await verify.mutateAsync({ purpose: 'login', identifier, code });
      navigate(homePathFor(session.profile), { replace: true });
    } catch (failure) {
      setError(verifyErrorMessage(failure));
    }
  }

  if (channel) {
    return (
      <CodeStep
        channel={channel}
        submitLabel="Verify & Sign In"
        busy={verify.isPending}
        error={error}
        onSubmit={onVerify}
        onBack={() => {
          setChannel(null);
          setError(null);
        }}
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
        <FormError message={error} />
        <Button type="submit" fullWidth disabled={sendCode.isPending}>
          {sendCode.isPending ? 'Sending code...' : 'Continue'}
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
