import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { DialogFooter } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/input/input';

/**
 * The code step of a settings change confirmed by a code (identity change, account deletion):
 * the code field with where it went, the error at the field, Cancel and the confirming button.
 */
export function CodeConfirmForm({
  hint,
  code,
  onCodeChange,
  error,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  danger = false,
}: {
  hint: string;
  code: string;
  onCodeChange: (typed: string) => void;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  danger?: boolean;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={hint}
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
        error={error ?? undefined}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={danger ? 'danger' : undefined} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
