import { CODE_REQUIRED_MESSAGE, isCompleteCode, sanitizeCodeInput } from '@gamespeed/domain';
import { type FormEvent, useState } from 'react';

/** The server's message when it gave one, else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The code field of a settings change confirmed by a code (identity change, account deletion,
 * docs/product/accounts.md): keeps only digits, asks for all six before sending, shows the
 * server's reason (or `failureText`) at the field, and runs `onConfirmed` once the code is taken.
 * `confirm` is the mutation that sends the code; `pending` is true while it runs.
 */
export function useCodeConfirmation({
  confirm,
  failureText,
  onConfirmed,
}: {
  confirm: { mutateAsync: (code: string) => Promise<unknown>; isPending: boolean };
  failureText: string;
  onConfirmed: () => void | Promise<void>;
}) {
  const [code, setCodeValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setError(CODE_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    try {
      await confirm.mutateAsync(code);
    } catch (failure) {
      setError(messageOf(failure, failureText));
      return;
    }
    await onConfirmed();
  }

  return {
    code,
    setCode: (typed: string) => setCodeValue(sanitizeCodeInput(typed)),
    error,
    setError,
    onConfirm,
    pending: confirm.isPending,
    reset: () => {
      setCodeValue('');
      setError(null);
    },
  };
}

/** The code step's state, for {@link CodeConfirmForm}. */
export type CodeConfirmation = ReturnType<typeof useCodeConfirmation>;
