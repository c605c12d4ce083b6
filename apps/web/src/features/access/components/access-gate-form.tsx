import { INVALID_ACCESS_CODE_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { rememberBetaAccess } from '@/lib/beta-access';
import { useVerifyAccessCode } from '../api/verify-access-code';

/** Why the app came back here, when sign-up was refused for an ended grant (signup-flow). */
const refusalOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'refusal' in state
    ? String((state as { refusal: unknown }).refusal)
    : null;

export function AccessGateForm() {
  const navigate = useNavigate();
  const refusal = refusalOf(useLocation().state);
  const verify = useVerifyAccessCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { grant } = await verify.mutateAsync({ code });
      rememberBetaAccess(grant);
      navigate(paths.home.getHref(), { replace: true });
    } catch (failure) {
      const wrongCode =
        failure instanceof ApiError && failure.code === ERROR_CODES.invalidAccessCode;
      setError(
        wrongCode || !(failure instanceof ApiError) ? INVALID_ACCESS_CODE_MESSAGE : failure.message,
      );
      setCode('');
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      {refusal && !error ? (
        <p
          role="alert"
          className="rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
        >
          {refusal}
        </p>
      ) : null}
      <TextField
        label="Access Code"
        name="access-code"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" fullWidth disabled={verify.isPending || code.trim() === ''}>
        {verify.isPending ? 'Verifying...' : 'Continue'}
      </Button>
    </form>
  );
}
