import { FormActions } from '@/components/ui/form-actions/form-actions';
import { TextField } from '@/components/ui/input/input';
import type { CodeConfirmation } from '../hooks/use-code-confirmation';

/**
 * The code step of a settings change confirmed by a code (identity change, account deletion):
 * the code field with where it went, the error at the field, Cancel and the confirming button.
 */
export function CodeConfirmForm({
  hint,
  confirmation: { code, setCode, error, onConfirm, pending },
  onCancel,
  submitLabel,
  pendingLabel,
  danger = false,
}: {
  hint: string;
  confirmation: CodeConfirmation;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
}) {
  return (
    <form onSubmit={onConfirm} className="flex flex-col gap-4" noValidate>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={hint}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
      />
      <FormActions
        layout="footer"
        onCancel={onCancel}
        label={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        danger={danger}
      />
    </form>
  );
}

/** The first step of a change confirmed by a code: Cancel and 'Send code'. */
export function SendCodeActions(props: {
  onCancel: () => void;
  pending: boolean;
  danger?: boolean;
  /** Sends on a click; without it the button submits its form. */
  onAction?: () => void;
}) {
  return <FormActions layout="footer" label="Send code" pendingLabel="Sending..." {...props} />;
}
