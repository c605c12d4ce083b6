import { CODE_REQUIRED_MESSAGE, isCompleteCode, sanitizeCodeInput } from '@gamespeed/domain';
import { type FormEvent, useState } from 'react';
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
}: {
  channel: 'email' | 'phone';
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

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
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          ← Back
        </Button>
      </form>
    </AuthCard>
  );
}
