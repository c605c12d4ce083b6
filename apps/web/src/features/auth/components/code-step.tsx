import { CODE_REQUIRED_MESSAGE, isCompleteCode, sanitizeCodeInput } from '@gamespeed/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { AuthCard, FormError } from './auth-card';

/**
 * Step 2 of login and signup (docs/product/screens.md): enter the 6-digit code. The input keeps digits only,
 * at most 6 (docs/product/validation.md).
 */
export function CodeStep({
  channel,
  submitLabel,
  busy,
  error,
  onSubmit,
  onBack,
  resendAt,
  onResend,
}: {
  channel: 'email' | 'phone';
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
  /** When a new code may be sent (epoch ms); null hides 'Resend code'. */
  resendAt: number | null;
  /** Sends a new code; resolves true when one went out. */
  onResend: () => Promise<boolean>;
}) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const secondsLeft = useSecondsUntil(resendAt);

  async function resend() {
    setResending(true);
    setResent(await onResend());
    setResending(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setLocalError(CODE_REQUIRED_MESSAGE);
      return;
    }
    setLocalError(null);
    onSubmit(code);
  }

  return (
    <AuthCard
      title="Enter Verification Code"
      subtitle={`We sent a 6-digit code to your ${channel === 'email' ? 'email' : 'phone'}`}
    >
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <TextField
          label="6-Digit Code"
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(sanitizeCodeInput(e.target.value))}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        />
        <FormError message={localError ?? error} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Verifying...' : submitLabel}
        </Button>
        {resendAt !== null ? (
          <div className="flex flex-col items-center gap-1">
            <Button
              variant="ghost"
              onClick={() => void resend()}
              disabled={busy || resending || secondsLeft > 0}
            >
              {resending
                ? 'Sending code...'
                : secondsLeft > 0
                  ? `Resend code in ${secondsLeft} s`
                  : 'Resend code'}
            </Button>
            <p role="status" className="text-xs text-muted">
              {resent && secondsLeft > 0 ? 'A new code is on its way.' : ''}
            </p>
          </div>
        ) : null}
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          ← Back
        </Button>
      </form>
    </AuthCard>
  );
}

/** Whole seconds until `at` (epoch ms), ticking once a second; 0 once passed or when null. */
function useSecondsUntil(at: number | null): number {
  const left = () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `at`.
  useEffect(() => {
    setSeconds(left());
    if (at === null) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}
